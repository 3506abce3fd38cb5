/**
 * The browser build (dist/browser/index.js) in a real Chromium: a page imports the bundle, builds
 * a Russ with a DomAdapter over its own document, and follows instructions on itself. The page
 * serves the package's own layout (/pkg/dist/browser/index.js and /pkg/models/), as a site serving
 * node_modules/russ-sdk would: the bundle finds the model files at ../../models/ by itself.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchPlaywright, serveDir, type TestServer } from './browser.js';
import { ROOT } from './helpers.js';

const BUNDLE_DIR = join(ROOT, 'dist/browser');
const MIME: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.map': 'application/json' };

const PAGE = `<!doctype html>
<html><head><title>Newsletter</title></head>
<body>
  <h1>Join our newsletter</h1>
  <form id="signup">
    <div><label for="email">Email address</label></div>
    <div><input id="email" name="email" type="text"></div>
    <div><label><input id="terms" type="checkbox" name="terms"> I accept the terms of service</label></div>
    <button type="submit">Subscribe</button>
  </form>
  <p id="message" role="status"></p>
  <script type="module">
    import { Russ, DomAdapter, parse } from '/pkg/dist/browser/index.js';
    window.parseOne = async (text) => (await parse(text)).action.name;
    window.__seen = [];
    document.getElementById('signup').addEventListener('submit', (e) => {
      e.preventDefault();
      const email = document.getElementById('email').value;
      const terms = document.getElementById('terms').checked;
      window.__seen.push({ email, terms });
      document.getElementById('message').textContent = terms ? 'Thanks! Your confirmation code is K7Q2.' : 'Please accept the terms.';
    });
    window.runSteps = async (steps, answers) => {
      const said = [];
      const russ = new Russ({
        adapter: new DomAdapter(document, { settleTimeout: 500 }),
        dialogue: {
          ask: async (key) => answers[key] ?? '',
          say: async (text) => { said.push(text); },
        },
      });
      try {
        const trace = await russ.run(steps);
        return { ok: true, said, trace: trace.map((e) => ({ action: e.action, program: e.program && e.program.surface, output: e.output, status: e.status })) };
      } catch (err) {
        return { ok: false, said, error: String(err && err.message), code: err && err.code, trace: (err.trace || []).map((e) => ({ program: e.program && e.program.surface, status: e.status })) };
      }
    };
    window.__ready = true;
  </script>
</body></html>`;

function jsFiles(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.js') && statSync(join(dir, f)).isFile());
}

describe('browser bundle', () => {
  it('is one ES module with no copy of the model files and no wasm, under 360 KB of gzipped JavaScript', () => {
    expect(existsSync(join(BUNDLE_DIR, 'index.js'))).toBe(true);
    expect(readdirSync(BUNDLE_DIR).filter((f) => !f.endsWith('.js'))).toEqual([]);
    const js = jsFiles(BUNDLE_DIR).map((f) => readFileSync(join(BUNDLE_DIR, f)));
    const gzipped = js.reduce((n, b) => n + gzipSync(b).length, 0);
    expect(gzipped).toBeGreaterThan(10_000);
    // (The budget was 300 KB from 0.1, when the bundle was 57 KB; round 27's readers took it to 300.4 KB. It guards
    // against a model, a wasm or a Node dependency pulled into the bundle — each several hundred KB at least —
    // and is raised to 360 KB with the sizes in docs/browser.md; the parser's growth is the known debt.)
    expect(gzipped).toBeLessThan(360 * 1024);
    // Error class names survive minification (keepNames): err.name is what hosts log.
    expect(js.some((b) => b.toString('utf8').includes('"RuntimeConfigError"'))).toBe(true);
    // Nothing Node-only and no CDN in the bundle.
    for (const b of js) {
      const text = b.toString('utf8');
      expect(text).not.toMatch(/from\s*["']node:|require\(["'](fs|path)["']\)|onnxruntime/);
      expect(text).not.toMatch(/cdn\.jsdelivr|unpkg\.com/);
    }
  });
});

describe.runIf(hasChromium)('the SDK inside a page (DomAdapter, the parser in plain TypeScript)', () => {
  let browser: Browser;
  let server: TestServer;

  beforeAll(async () => {
    server = await serveDir(join(ROOT, 'test/sites'), (req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/newsletter.html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
        return true;
      }
      if (path.startsWith('/pkg/dist/browser/') || path.startsWith('/pkg/models/')) {
        const file = join(ROOT, path.slice('/pkg/'.length));
        if (!file.startsWith(ROOT) || !existsSync(file)) {
          res.writeHead(404).end();
          return true;
        }
        res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
        return true;
      }
      return false;
    });
    browser = await launchPlaywright();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('asks, enters into a field under a label, checks a box, clicks, and reads a message back', async () => {
    const page = await browser.newPage();
    const external: string[] = [];
    const modelFetches: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.base)) external.push(r.url());
      if (r.url().endsWith('/parser.onnx')) modelFetches.push(r.url());
    });
    await page.goto(`${server.base}/newsletter.html`);
    await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
    const steps = [
      'Ask the user for their email address',
      'Enter the email address in the text field under Email address',
      'Click the checkbox next to I accept the terms of service',
      'Click Subscribe',
      'Read the confirmation code to the user',
    ];
    const result = (await page.evaluate(
      ([s, a]) => (window as unknown as { runSteps: (s: string[], a: Record<string, string>) => Promise<unknown> }).runSteps(s, a),
      [steps, { 'email address': 'ada@example.com' }] as const,
    )) as { ok: boolean; said: string[]; trace: Array<{ program?: string; status: string }>; error?: string };
    expect(result, JSON.stringify(result, null, 1)).toMatchObject({ ok: true });
    const seen = await page.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen);
    expect(seen).toEqual([{ email: 'ada@example.com', terms: true }]);
    expect(result.said.join(' ')).toContain('K7Q2');
    expect(external).toEqual([]);
    // parse() after the run reuses the parser Russ loaded: parser.onnx was fetched once, from the package's models/.
    expect(await page.evaluate(() => (window as unknown as { parseOne: (t: string) => Promise<string> }).parseOne('Click OK'))).toBe('click');
    expect(modelFetches).toEqual([`${server.base}/pkg/models/parser.onnx`]);
    await page.close();
  });
});
