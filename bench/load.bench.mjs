// Load: RUNS runs of a 10-step help article, CONCURRENCY at a time, each its own `Russ` on its own
// page (own browser context) of ONE Chromium, driven by Playwright; the pages are served on
// 127.0.0.1 and the steps are plain English (one shared parser, as a host would share it).
// Prints successes, p50/p99 run time and the peak RSS of this process and of Chromium; exit code
// 1 unless every run succeeds. `LOAD_RUNS` / `LOAD_CONCURRENCY` change the sizes.
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Russ, PlaywrightAdapter, loadParser } from '../dist/index.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LOAD_RUNS ?? 200);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 20);

const page = (title, body) => `<!doctype html><html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const PAGES = {
  '/help': page('Help', `<h1>Help center</h1><nav><a href="/settings">Account settings</a> <a href="/billing">Billing</a></nav><p>Change your profile in the account settings.</p>`),
  '/settings': page(
    'Settings',
    `<h1>Account settings</h1>
    <form method="post" action="/saved">
      <label>Display name <input name="name"></label>
      <label>Email address <input name="email" type="email"></label>
      <label>Language <select name="lang"><option>English</option><option>French</option><option>German</option></select></label>
      <label><input type="checkbox" name="news"> Weekly newsletter</label>
      <fieldset><legend>Theme</legend><label><input type="radio" name="theme" value="light" checked> Light</label><label><input type="radio" name="theme" value="dark"> Dark</label></fieldset>
      <button type="submit">Save changes</button>
    </form>`,
  ),
  '/saved': page('Saved', `<h1>Your changes were saved</h1><p>Confirmation number: <span id="conf">A-1234</span></p><a href="/privacy">Privacy settings</a>`),
  '/privacy': page('Privacy', `<h1>Privacy</h1><label><input type="checkbox" name="ads"> Personalized ads</label>`),
};

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  req.resume();
  req.on('end', () => {
    const html = PAGES[path];
    if (html) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else res.writeHead(404).end('not found');
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const ARTICLE = [
  `Go to ${base}/help`,
  'Click Account settings',
  'Enter your display name in the Display name field',
  'Enter your email address in the Email address field',
  'Select French from the Language menu',
  'Check the Weekly newsletter box',
  'Click Dark',
  'Click Save changes',
  'Click Privacy settings',
  'Check Personalized ads',
];

function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

/** Resident memory of this process's child processes (Chromium), in MiB, from ps. */
function childrenRssMiB(pid) {
  try {
    const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' });
    const rows = out.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [p, pp] of rows) if (tree.has(pp) && !tree.has(p)) (tree.add(p), (grew = true));
    }
    return rows.filter(([p]) => tree.has(p) && p !== pid).reduce((a, [, , rss]) => a + rss, 0) / 1024;
  } catch {
    return 0;
  }
}

if (!existsSync(CHROMIUM)) {
  console.log(`skipped: no Chromium at ${CHROMIUM}`);
  process.exit(0);
}
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const parser = await loadParser();

let peakNode = 0;
let peakChromium = 0;
const sample = () => {
  peakNode = Math.max(peakNode, process.memoryUsage().rss / 2 ** 20);
  peakChromium = Math.max(peakChromium, childrenRssMiB(process.pid));
};
const sampler = setInterval(sample, 500);

const times = [];
const failures = [];
let next = 0;
async function worker() {
  while (next < RUNS) {
    const n = next++;
    const context = await browser.newContext();
    const p = await context.newPage();
    const russ = new Russ({
      adapter: new PlaywrightAdapter(p, { timeout: 30_000 }),
      parser,
      values: { 'display name': `User ${n}`, 'email address': `user${n}@example.com` },
      allowedOrigins: [base],
      timeout: 30_000,
    });
    const started = Date.now();
    try {
      await russ.run(ARTICLE);
      times.push(Date.now() - started);
    } catch (err) {
      failures.push({ run: n, code: err.code, message: err.message, step: err.event?.index, instruction: err.event?.instruction });
    } finally {
      await context.close().catch(() => undefined);
    }
  }
}
const wall = Date.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
clearInterval(sampler);
sample();
await browser.close();
await parser.dispose?.();
server.close();

console.log(`load: ${RUNS} runs of a ${ARTICLE.length}-step article, ${CONCURRENCY} concurrent Russ runs on one Chromium (Playwright), ${((Date.now() - wall) / 1000).toFixed(1)} s wall`);
console.log(`  succeeded      ${times.length}/${RUNS}`);
if (times.length) console.log(`  run time       p50 ${(percentile(times, 50) / 1000).toFixed(2)} s   p99 ${(percentile(times, 99) / 1000).toFixed(2)} s   max ${(Math.max(...times) / 1000).toFixed(2)} s`);
console.log(`  peak RSS       node ${peakNode.toFixed(0)} MiB   chromium (all processes) ${peakChromium.toFixed(0)} MiB`);
for (const f of failures.slice(0, 10)) console.log(`  FAILED run ${f.run} step ${f.step} "${f.instruction}": ${f.code} ${f.message}`);
process.exitCode = failures.length ? 1 : 0;
