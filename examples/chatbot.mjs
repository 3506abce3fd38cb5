#!/usr/bin/env node
/**
 * A support chatbot that follows a help article for the user, in a real browser, asking the user
 * on the console whenever a step needs information (RUSS §3.4). Run it from the repository:
 *
 *   npm run build
 *   node examples/chatbot.mjs                       # the bundled demo site and help article
 *   node examples/chatbot.mjs ARTICLE.txt URL       # your own article, starting at URL
 *
 * Everything the bot needs from the SDK: `new Russ({ adapter, dialogue })`, `russ.on('step')`,
 * `russ.run(article)`. The dialogue here is a console; in a chat product it is your chat UI.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { Russ, PlaywrightAdapter } from 'russ-sdk';

const here = dirname(fileURLToPath(import.meta.url));
const [articleFile = join(here, '../demo/article.txt'), startUrl] = process.argv.slice(2);

// Without a URL, the bundled demo site, served on 127.0.0.1 by `russ demo --serve`.
async function serveDemo() {
  const child = spawn(process.execPath, [join(here, '../bin/russ.js'), 'demo', '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  return { url: line.trim(), close: () => child.kill('SIGTERM') };
}

// The user's side of the console: one line per answer (works typed or piped).
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
async function userSays(question) {
  process.stdout.write(`\x1b[36mbot:\x1b[0m ${question}\n\x1b[33myou:\x1b[0m `);
  const { value, done } = await lines.next();
  if (done) throw new Error('the user left the conversation');
  if (!process.stdin.isTTY) console.log(value);
  return value;
}
const bot = (text) => console.log(`\x1b[36mbot:\x1b[0m ${text}`);

const demo = startUrl ? undefined : await serveDemo();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.goto(startUrl ?? demo.url);

  const russ = new Russ({
    adapter: new PlaywrightAdapter(page),
    dialogue: {
      // @ask: the bot asks the user; an empty answer is asked again (3 tries) by the runtime.
      ask: (_key, prompt) => userSays(prompt),
      say: (text) => bot(text),
      read: (text) => bot(`I found this for you: ${text}`),
      // When grounding is unsure, let the user pick instead of clicking a guess.
      choose: async (instruction, candidates) => {
        const options = candidates.map((c, i) => `  ${i + 1}. ${c.name || c.tag}`).join('\n');
        const n = Number(await userSays(`For "${instruction}", which one do you mean?\n${options}`)) - 1;
        return candidates[n]?.id ?? null;
      },
    },
    onLowConfidence: 'ask',
  });
  russ.on('step', (e) => {
    const where = e.element ? ` → ${e.element.name || e.element.selector}` : '';
    console.log(`\x1b[2m  [${e.status}] ${e.instruction ?? ''}  ${e.action ?? ''}${where}\x1b[0m`);
  });

  bot("Hi! I'll take care of that for you.");
  await russ.run(readFileSync(articleFile, 'utf8'));
  bot('All done.');
} catch (err) {
  bot(`Sorry, I could not finish: ${err.message}${err.code ? ` [${err.code}]` : ''}`);
  process.exitCode = 1;
} finally {
  process.stdin.destroy();
  await browser.close();
  demo?.close();
}
