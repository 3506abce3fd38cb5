/**
 * Serves instance pages on 127.0.0.1, and says which local file (from an npm package, resolved at
 * run time) stands in for a CDN script or style a template loads. The harness answers those
 * requests from the local copies and every other outside request with 404, so no page waits on
 * the network; a package that is not installed is reported, not a crash.
 */
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';

/** A CDN URL pattern and the file of an npm package that stands in for it. */
interface VendorRule {
  test: RegExp;
  /** `package/path/in/package`. */
  file: string;
}

const VENDOR: VendorRule[] = [
  { test: /jquery[^/]*\.slim(\.min)?\.js$/i, file: 'jquery/dist/jquery.slim.min.js' },
  { test: /\/jquery[-.\d]*(\.min)?\.js$/i, file: 'jquery/dist/jquery.min.js' },
  { test: /\/ajax\/libs\/jquery\/[\d.]+\/jquery(\.min)?\.js$/i, file: 'jquery/dist/jquery.min.js' },
  { test: /bootstrap.*\/js\/bootstrap(\.bundle)?(\.min)?\.js$/i, file: 'bootstrap/dist/js/bootstrap.bundle.min.js' },
  { test: /bootstrap.*\/css\/bootstrap(\.min)?\.css$/i, file: 'bootstrap/dist/css/bootstrap.min.css' },
  { test: /popper(\.js)?\/.*popper(\.min)?\.js$/i, file: 'popper.js/dist/umd/popper.min.js' },
];

const require = createRequire(import.meta.url);

/** The local file for a CDN URL: `{ path }`, `{ missing: package }` when the package is not installed, or undefined when no package stands in for it. */
export function vendorFile(url: string): { path: string } | { missing: string } | undefined {
  const rule = VENDOR.find((r) => r.test.test(url.split('?')[0]!));
  if (!rule) return undefined;
  try {
    return { path: require.resolve(rule.file) };
  } catch {
    return { missing: rule.file.split('/')[0]! };
  }
}

/**
 * The page as served: a `<script>`/`<link>` whose file is replaced by a local copy loses its
 * `integrity` hash (the local copy is another build of the same library, so the browser would
 * refuse it); nothing else changes.
 */
export function withLocalCopies(html: string): string {
  return html.replace(/<(script|link)\b[^>]*>/gi, (tag) => {
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (!url || !/\bintegrity\s*=/i.test(tag)) return tag;
    const hit = vendorFile(url);
    return hit && 'path' in hit ? tag.replace(/\s+integrity\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '') : tag;
  });
}

export interface PageServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Publish a page; returns its URL. */
  publish(html: string): string;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, string>();
  let next = 0;
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const page = pages.get(path);
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    publish(html) {
      const path = `/page/${next++}.html`;
      pages.clear(); // one page at a time: instances are served in turn
      pages.set(path, html);
      return origin + path;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
