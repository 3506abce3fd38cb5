/**
 * Benchmark sites served on 127.0.0.1, shared by `russ eval-chat` (conversations) and
 * `russ eval-tasks` (one-sentence tasks). A site is a folder with `server.mjs` exporting
 * `createSite()`: `handle(method, url, body)`, `state()`, `restore(state)`, `reset()`
 * (bench/chat/README.md). Outcomes are judged from the site's own state.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CliUsageError } from './options.js';

export interface SiteState {
  page: { path: string; query: Record<string, string> };
  cart?: unknown[];
  orders?: unknown[];
  [key: string]: unknown;
}

export interface Site {
  handle(method: string, url: string, body: string): { html?: string; redirect?: string; status?: number };
  state(): SiteState;
  restore(state: SiteState): void;
  reset(): void;
}

/** What a turn or task should leave: fields given override the state before it. */
export interface Expectation {
  path?: string;
  query?: Record<string, string>;
  [key: string]: unknown;
}

/** The state an expectation describes, starting from `before`: `path` (query `{}` unless given), `query` (same path unless given), other fields replaced whole. */
export function expectedState(before: SiteState, e: Expectation = {}): SiteState {
  const next = structuredClone(before);
  for (const [key, value] of Object.entries(e)) {
    if (key === 'path') next.page = { path: value as string, query: e.query ?? {} };
    else if (key === 'query') next.page = { path: e.path ?? next.page.path, query: value as Record<string, string> };
    else next[key] = structuredClone(value);
  }
  return next;
}

/** A query without its empty values, values in lower case (a search for "Orbit Logistics" is one for "orbit logistics"). */
const nonEmpty = (q: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '').map(([k, v]) => [k, v.toLowerCase()]));
const canonical = (x: unknown): string => JSON.stringify(x, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/** Whether the site's state is the expected one (empty query values are the same as absent ones; case aside). */
export function stateMatches(actual: SiteState, expected: SiteState): boolean {
  const norm = (s: SiteState) => ({ ...s, page: { path: s.page.path, query: nonEmpty(s.page.query) } });
  return canonical(norm(actual)) === canonical(norm(expected));
}

/**
 * Partial credit for a task's end state: the fields the task's `expect` asks for, and which ended
 * right. The fields are (1) the page path (always: every task ends on some page), (2) each
 * non-empty key of the expected page query (a key is right when the end query holds the same
 * value, case aside; an expected query with no key counts once, right when the end query has no
 * non-empty key), (3) each other top-level state field the `expect` names (`cart`, `orders`,
 * `submitted`, …: right when the whole field equals the expected one). `wrong` says, over the whole
 * state (named fields or not), which kinds differ: the path, the query (a key missing, different or
 * extra), another state field.
 */
export interface FieldCredit {
  right: number;
  expected: number;
  wrong: { path: boolean; query: boolean; other: boolean };
}

export function fieldCredit(actual: SiteState, expected: SiteState, e: Expectation = {}): FieldCredit {
  let right = 0;
  let count = 1; // the page path
  const pathRight = actual.page.path === expected.page.path;
  if (pathRight) right++;
  const aq = nonEmpty(actual.page.query);
  const eq = nonEmpty(expected.page.query);
  const keys = Object.keys(eq);
  if (!keys.length) {
    count++;
    if (!Object.keys(aq).length) right++;
  }
  for (const k of keys) {
    count++;
    if (aq[k] === eq[k]) right++;
  }
  for (const k of Object.keys(e)) {
    if (k === 'path' || k === 'query') continue;
    count++;
    if (canonical(actual[k]) === canonical(expected[k])) right++;
  }
  const others = new Set([...Object.keys(actual), ...Object.keys(expected)].filter((k) => k !== 'page'));
  return {
    right,
    expected: count,
    wrong: { path: !pathRight, query: canonical(aq) !== canonical(eq), other: [...others].some((k) => canonical(actual[k]) !== canonical(expected[k])) },
  };
}

/**
 * Serve a benchmark site on 127.0.0.1 (a free port). A site serves pages (`handle` returns HTML),
 * so the browser's fetches of a page's images, media and fonts are answered 404 here and never reach
 * `handle`: a site that records every GET as the page shown would otherwise record `/img/x.jpg`.
 */
export async function serveSite(site: Site): Promise<{ server: Server; origin: string; posts: () => number }> {
  // Round 25: the POST requests the site was sent (a form that changes a record), counted for eval-tasks' `unexpectedSends`.
  let posts = 0;
  const server = createServer((req, res) => {
    if ((req.method ?? 'GET').toUpperCase() === 'POST') posts++;
    if (SUBRESOURCE.test(String(req.headers['sec-fetch-dest'] ?? ''))) {
      req.resume();
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const r = site.handle(req.method ?? 'GET', req.url ?? '/', Buffer.concat(chunks).toString('utf8'));
        if (r.redirect) res.writeHead(303, { location: r.redirect }).end();
        else res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(r.html ?? '');
      } catch (err) {
        res.writeHead(500).end(String((err as Error).message));
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, origin: `http://127.0.0.1:${port}`, posts: () => posts };
}

/** Requests for a page's parts, not a page (the browser's `Sec-Fetch-Dest`). */
const SUBRESOURCE = /^(?:image|audio|video|track|font)$/;

/** The site folders of a benchmark: DIR itself when it holds `server.mjs` and `file`, else its subfolders that do. */
export function siteDirs(dir: string, file: string): string[] {
  if (existsSync(join(dir, 'server.mjs'))) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'server.mjs')) && existsSync(join(dir, d.name, file)))
    .map((d) => join(dir, d.name));
}

/** A fresh site from a folder's `server.mjs`. */
export async function loadSite(siteDir: string): Promise<Site> {
  const mod = (await import(pathToFileURL(join(siteDir, 'server.mjs')).href)) as { createSite?(): Site };
  if (typeof mod.createSite !== 'function') throw new CliUsageError(`${join(siteDir, 'server.mjs')} does not export createSite()`);
  return withPageState(mod.createSite(), siteDir);
}

/**
 * The site with its state in the judged shape, `{ page: { path, query }, …fields }`. A site may
 * also keep the page as top-level `path` and `query` fields; its state is read and restored in
 * that shape. A state with neither is a usage error naming the site.
 */
export function withPageState(site: Site, name: string): Site {
  const first = site.state() as Partial<SiteState> & { path?: unknown; query?: unknown };
  if (first?.page && typeof first.page.path === 'string') return site;
  if (typeof first?.path !== 'string') throw new CliUsageError(`${name}: state() must hold the page shown, as { page: { path, query } } (or top-level path and query)`);
  const toJudged = (raw: SiteState): SiteState => {
    const { path, query, ...rest } = raw as unknown as { path: string; query?: Record<string, string> } & Record<string, unknown>;
    return { ...rest, page: { path, query: query ?? {} } };
  };
  return {
    handle: (method, url, body) => site.handle(method, url, body),
    state: () => toJudged(site.state()),
    restore: (state) => {
      const { page, ...rest } = state;
      site.restore({ ...rest, path: page.path, query: page.query } as unknown as SiteState);
    },
    reset: () => site.reset(),
  };
}
