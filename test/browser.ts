/**
 * Shared test helper: launch Debian Chromium (/usr/bin/chromium, or $CHROMIUM_PATH) through
 * playwright-core or puppeteer-core, and serve a folder of test pages on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchPlaywright() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export async function launchPuppeteer() {
  const puppeteer = (await import('puppeteer-core')).default;
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Serve `site` (the bench's `createSite()` contract) on 127.0.0.1, open its start page in a fresh
 * Chromium behind a Playwright adapter, run `body`, then close the browser and the server.
 */
export async function withServedSite<T>(
  site: import('../src/cli/eval-chat.js').Site,
  body: (opened: { adapter: import('../src/adapters/playwright.js').PlaywrightAdapter; page: import('playwright-core').Page; origin: string }) => Promise<T>,
): Promise<T> {
  const { serveSite } = await import('../src/cli/eval-chat.js');
  const { PlaywrightAdapter } = await import('../src/adapters/playwright.js');
  const served = await serveSite(site);
  const browser = await launchPlaywright();
  try {
    const page = await browser.newPage();
    const adapter = new PlaywrightAdapter(page, { timeout: 15_000 });
    await adapter.goto(`${served.origin}/`);
    return await body({ adapter, page, origin: served.origin });
  } finally {
    await browser.close();
    served.server.close();
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

export interface RecordedRequest {
  method: string;
  url: string;
  body: string;
}

export interface TestServer {
  base: string;
  server: Server;
  /** Requests with a body (form posts), in order. */
  posts: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Serve `dir` on 127.0.0.1 (random port). `routes` may answer a path first (return true when handled).
 * Every POST is recorded (body as text) and answered by `routes` or a small "Received" page.
 */
export async function serveDir(
  dir: string,
  routes: (req: IncomingMessage, res: ServerResponse, body: string) => boolean | Promise<boolean> = () => false,
): Promise<TestServer> {
  const posts: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'POST') posts.push({ method: req.method, url: req.url ?? '/', body });
      if (await routes(req, res, body)) return;
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      let file = normalize(join(dir, decodeURIComponent(path)));
      if (!file.startsWith(dir)) {
        res.writeHead(403).end();
        return;
      }
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!existsSync(file)) {
        if (req.method === 'POST') {
          res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Received</title><h1>Received</h1>');
          return;
        }
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    server,
    posts,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Each browser driver the adapters support, opening a fresh Chromium page behind its adapter (for `describe.each`). */
export interface AdapterDriver {
  name: 'playwright' | 'puppeteer';
  open(): Promise<{ adapter: import('../src/runtime/adapter.js').Adapter; close(): Promise<void> }>;
}

export function adapterDrivers(options: import('../src/adapters/driver-adapter.js').DriverAdapterOptions = {}): AdapterDriver[] {
  return [
    {
      name: 'playwright',
      async open() {
        const { PlaywrightAdapter } = await import('../src/adapters/playwright.js');
        const browser = await launchPlaywright();
        return { adapter: new PlaywrightAdapter(await browser.newPage(), options), close: () => browser.close() };
      },
    },
    {
      name: 'puppeteer',
      async open() {
        const { PuppeteerAdapter } = await import('../src/adapters/puppeteer.js');
        const browser = await launchPuppeteer();
        return { adapter: new PuppeteerAdapter(await browser.newPage(), options), close: () => browser.close() };
      },
    },
  ];
}
