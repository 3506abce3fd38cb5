/**
 * `russ demo`: serve the bundled demo site (demo/site, "Acme Support") on 127.0.0.1 and follow the
 * bundled help article (demo/article.txt) in Chromium with the bundled answers, printing each step.
 * Exit 0 when every step ran.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { getPackageRoot } from '../assets.js';
import { Russ } from '../runtime/russ.js';
import { MASK } from '../runtime/dictionary.js';
import { cliDialogue, failureMessage, formatStep, launchChromium, readAnswers } from './run.js';
import type { Command } from './index.js';
import { MILLISECONDS } from './options.js';

interface DemoState {
  email?: string;
  preferences?: Record<string, string>;
  confirmation?: string;
  /** Every form the site received, password masked — shown at the end. */
  received: Array<{ path: string; fields: Record<string, string> }>;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' };

/** Serve the demo site: static pages with {{placeholders}} filled from the state, and the form endpoints. */
export async function serveDemoSite(siteDir: string): Promise<{ base: string; state: DemoState; close(): Promise<void> }> {
  const state: DemoState = { received: [] };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://demo').pathname;
      if (req.method === 'POST') {
        const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        state.received.push({ path, fields: { ...fields, ...(fields.password !== undefined ? { password: MASK } : {}) } });
        if (path === '/signin' && fields.email && fields.password) {
          state.email = fields.email;
          res.writeHead(303, { location: '/account.html' }).end();
          return;
        }
        if (path === '/signin') {
          res.writeHead(303, { location: '/signin.html' }).end();
          return;
        }
        if (path === '/preferences') {
          state.preferences = fields;
          state.confirmation = `ACME-${String(10000 + ((fields.frequency ?? '').length * 7919 + Object.keys(fields).length * 104729) % 90000)}`;
          res.writeHead(303, { location: '/saved.html' }).end();
          return;
        }
        res.writeHead(404).end();
        return;
      }
      if (path === '/signout') {
        state.email = undefined;
        res.writeHead(303, { location: '/' }).end();
        return;
      }
      let file = normalize(join(siteDir, decodeURIComponent(path)));
      if (!file.startsWith(siteDir)) {
        res.writeHead(403).end();
        return;
      }
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!existsSync(file)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      let body = readFileSync(file);
      if (file.endsWith('.html')) {
        const values: Record<string, string> = {
          email: state.email ?? 'guest',
          frequency: state.preferences?.frequency ?? 'monthly',
          language: { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' }[state.preferences?.language ?? 'en'] ?? 'English',
          confirmation: state.confirmation ?? '—',
        };
        body = Buffer.from(body.toString('utf8').replace(/\{\{(\w+)\}\}/g, (_, k: string) => escapeHtml(values[k] ?? '')));
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** `russ demo --serve`: the site alone, for trying `russ run` or examples/chatbot.mjs against it. */
async function serveUntilInterrupted(siteDir: string): Promise<number> {
  const site = await serveDemoSite(siteDir);
  console.log(`${site.base}/`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await site.close();
  return 0;
}

export const command: Command = {
  async run(args) {
    args.none();
    const browserPath = args.value('--browser-path');
    const headed = args.has('--headed');
    const pretty = args.has('--pretty') && !args.has('--json');
    const timeout = args.number('--timeout', MILLISECONDS);
    const serveOnly = args.has('--serve');
    const root = join(getPackageRoot(), 'demo');
    if (serveOnly) return serveUntilInterrupted(join(root, 'site'));
    const article = readFileSync(join(root, 'article.txt'), 'utf8');
    const answers = readAnswers(join(root, 'answers.json'));
    const site = await serveDemoSite(join(root, 'site'));
    const log = (s: string): void => {
      console.error(s);
    };
    log(`Demo site "Acme Support" on ${site.base}`);
    log(`Help article (demo/article.txt), answers from demo/answers.json:\n${article.trim().replace(/^/gm, '  ')}\n`);
    const session = await launchChromium({ browserPath, headed, timeout }).catch(async (err) => {
      await site.close();
      throw err;
    });
    try {
      await session.adapter.goto(`${site.base}/`);
      const russ = new Russ({
        adapter: session.adapter,
        dialogue: {
          ...cliDialogue(answers, undefined),
          say: () => undefined,
        },
        allowedOrigins: [site.base],
        timeout,
        onEvent: (e) => {
          if (pretty) console.log(formatStep(e));
          else {
            console.log(JSON.stringify(e));
            console.error(formatStep(e));
          }
        },
      });
      const started = Date.now();
      const trace = await russ.run(article);
      log(`\nDone: ${trace.length} steps in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      log('The site received:');
      for (const r of site.state.received) log(`  POST ${r.path} ${JSON.stringify(r.fields)}`);
      return 0;
    } catch (err) {
      console.error(`russ demo: ${failureMessage(err)}`);
      return 1;
    } finally {
      await session.close().catch(() => undefined);
      await site.close();
    }
  },
};
