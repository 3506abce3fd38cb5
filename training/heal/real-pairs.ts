/**
 * Old/new page pairs from REAL HTML for fitting `heal()` (round 4): the TurkingBench training
 * templates (real web forms, free to train on), each given new versions by the redesign mutations
 * real sites go through — wrappers added or removed, sections moved, items inserted before others
 * (the ones after them shift one place), classes regenerated, ids renamed or dropped, links and
 * buttons retagged, texts reworded, hrefs' queries changed, a banner added before the content,
 * page width and spacing changed — and rendered in Chromium (real boxes, real neighbour texts).
 * The pages of the dev benchmark sites (bench/chat/dev, bench/tasks/dev, written for this
 * project) get the same changes. Every element carries a hidden key across the versions, so the
 * right answer is known. It never reads the Similo evaluation data.
 *
 *   npx tsx training/heal/real-pairs.ts   (seed 11, block edits seed 37; writes training/cache/heal-real-pairs.json)
 *
 * `fit-heal.ts` reads that file when it is there and trains on these pairs beside its generated
 * sites (one source in four held out).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { parseHTML } from 'linkedom';
import { PlaywrightAdapter } from '../../src/adapters/playwright.js';
import { fingerprintOf, withCopies, type Fingerprint } from '../../src/grounding/fingerprint.js';
import type { PageModel } from '../../src/page/types.js';
import { NOUNS, ADJECTIVES, VERBS } from '../pools.js';
import { rng } from '../synth.js';

const ROOT = join(import.meta.dirname, '../..');
const TEMPLATES = join(ROOT, '../shared/turkingbench/train');
const REAL_PAIRS_FILE = join(ROOT, 'training/cache/heal-real-pairs.json');
const KEY = 'data-heal-key';
const VERSIONS = 2; // new versions per page (four did not help: docs/healing.md, round 4)

const rand = rng(11);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const chance = (p: number): boolean => rand() < p;
const int = (a: number, b: number): number => a + Math.floor(rand() * (b - a + 1));
const hash = (): string => Math.floor(rand() * 36 ** 6).toString(36);
/**
 * Round 12: repeated blocks (cards, rows, list items with inner widgets) that gain a copy with the
 * same shared labels — an "Edit" in every card, its own title new — before or after another one,
 * or lose one; and more targets among the widgets whose text was shown more than once. From their
 * own seeded stream, so every other change and target is the same as without it
 * (`--no-block-edits`: round 11's pairs, with round 12's recorded fields).
 */
const BLOCK_EDITS = !process.argv.includes('--no-block-edits');
const brand = rng(37);
const bchance = (p: number): boolean => brand() < p;
const bpick = <T>(xs: readonly T[]): T => xs[Math.floor(brand() * xs.length)]!;

/** A captured page and the hidden key of each element that had one (by element index). */
interface Keyed {
  page: PageModel;
  keys: Map<number, string>;
}

/** One page pair: the new version's candidates, and targets from the old one with their answer. */
export interface RealPair {
  source: string;
  cands: Fingerprint[];
  targets: Array<{ fp: Fingerprint; answer: number }>;
}

/** Widgets a recorder lists (as Similo's candidate lists do): links, controls, labels, headings, list items, texts. */
const WIDGET_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'label', 'span', 'li', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img', 'svg', 'td', 'th', 'strong', 'b', 'em', 'i', 'div']);

const TARGET_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'img', 'svg']);

type El = Element;
const elementsOf = (doc: Document): El[] => Array.from(doc.body?.querySelectorAll('*') ?? []);

function reword(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const r = rand();
  if (r < 0.25 && words.length > 1) return words.slice(0, -1).join(' ');
  if (r < 0.45) return `${text} ${pick(NOUNS)}`;
  if (r < 0.6) return text.toUpperCase();
  if (r < 0.75 && words.length > 0) {
    words[int(0, words.length - 1)] = pick([...NOUNS, ...ADJECTIVES]);
    return words.join(' ');
  }
  return `${pick(VERBS)} ${pick(NOUNS)}`.replace(/^./, (c) => c.toUpperCase());
}

/** Replaces an element's own text nodes (not its children's). */
function setOwnText(el: El, f: (t: string) => string): void {
  for (const n of Array.from(el.childNodes)) {
    if (n.nodeType === 3 && (n.textContent ?? '').trim()) {
      n.textContent = f((n.textContent ?? '').trim());
      return;
    }
  }
}

/**
 * Round 12: blocks repeated under one parent (same tag and class, each with inner elements) gain
 * a copy before or after one of them — the texts every block shares kept, its own texts new, no
 * keys — or lose one (its widgets are gone).
 */
function editBlocks(doc: Document): void {
  for (const parent of elementsOf(doc)) {
    const sig = (e: El): string => `${e.tagName}.${e.getAttribute('class') ?? ''}`;
    const kids = Array.from(parent.children);
    const blocks = kids.filter((c) => c.children.length > 0 && kids.filter((d) => sig(d) === sig(c)).length >= 2);
    if (blocks.length < 2 || !bchance(0.5)) continue;
    if (bchance(0.35)) {
      bpick(blocks).remove();
      continue;
    }
    const seen = new Map<string, number>();
    const ownText = (x: El): string => Array.from(x.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent ?? '').join(' ').trim();
    for (const b of blocks) for (const x of [b, ...Array.from(b.querySelectorAll('*'))]) if (ownText(x)) seen.set(ownText(x), (seen.get(ownText(x)) ?? 0) + 1);
    const copy = bpick(blocks).cloneNode(true) as El;
    for (const x of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
      x.removeAttribute(KEY);
      x.removeAttribute('id');
      if (ownText(x) && (seen.get(ownText(x)) ?? 0) < 2) setOwnText(x, () => `${bpick(ADJECTIVES)} ${bpick(NOUNS)} ${Math.floor(brand() * 90) + 10}`.replace(/^./, (c) => c.toUpperCase()));
    }
    const at = bpick(blocks);
    parent.insertBefore(copy, bchance(0.5) ? at : at.nextSibling);
  }
}

function retag(doc: Document, el: El, tag: string): El {
  const n = doc.createElement(tag);
  for (const a of Array.from(el.attributes)) n.setAttribute(a.name, a.value);
  while (el.firstChild) n.appendChild(el.firstChild);
  el.replaceWith(n);
  return n;
}

/** A new version of the page: the redesign changes real sites go through, at a random strength. */
function mutate(html: string): string {
  const { document: doc } = parseHTML(html);
  const k = 0.2 + 0.8 * rand(); // how much this version changed
  const els = elementsOf(doc as unknown as Document);
  const classMap = new Map<string, string>();
  const regenClasses = chance(0.5 * k);
  const renameIds = chance(0.4 * k);
  for (const el of els) {
    if (el.hasAttribute('class')) {
      if (regenClasses) el.setAttribute('class', (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).map((c) => classMap.get(c) ?? (classMap.set(c, `${c.slice(0, 3)}-${hash()}`), classMap.get(c)!)).join(' '));
      else if (chance(0.08)) el.setAttribute('class', `${el.getAttribute('class')} is-${pick(ADJECTIVES)}`);
    }
    if (el.id && (renameIds ? chance(0.8) : chance(0.04))) {
      if (chance(0.5)) el.removeAttribute('id');
      else el.id = `${el.id.slice(0, 4)}_${hash()}`;
    }
    if (el.getAttribute('href') && chance(0.2)) el.setAttribute('href', (el.getAttribute('href') ?? '').replace(/[?#].*$/, '') + `?ref=${int(1, 999)}`);
    if (chance(0.2 * k)) setOwnText(el, reword);
  }
  // Retagged widgets: a link becomes a button, a heading changes level, a label a span.
  const RETAG: Record<string, string[]> = { a: ['button'], button: ['a'], h1: ['h2'], h2: ['h3', 'h1'], h3: ['h2', 'h4'], h4: ['h3', 'h5'], b: ['strong'], strong: ['b', 'span'], span: ['div'], p: ['div'], label: ['span'] };
  for (const el of elementsOf(doc as unknown as Document)) {
    const to = RETAG[el.tagName.toLowerCase()];
    if (to && chance(0.05 * k)) retag(doc as unknown as Document, el, pick(to));
  }
  // Wrappers added around some elements and removed from others (XPaths below them shift).
  for (const el of elementsOf(doc as unknown as Document)) {
    if (!el.parentElement) continue;
    if (chance(0.12 * k)) {
      const w = doc.createElement(pick(['div', 'div', 'span', 'section']));
      if (chance(0.5)) w.setAttribute('class', `wrap-${hash()}`);
      el.replaceWith(w);
      w.appendChild(el);
    } else if (el.tagName === 'DIV' && !el.id && chance(0.06 * k) && el.parentElement !== doc.body) {
      el.replaceWith(...Array.from(el.childNodes));
    }
  }
  // Items inserted before others (a menu entry, a new option, a new paragraph): copies of a sibling with new text and no key.
  for (const el of elementsOf(doc as unknown as Document)) {
    const parent = el.parentElement;
    if (!parent || parent.children.length < 2 || !chance(0.06 * k)) continue;
    const copy = el.cloneNode(true) as El;
    for (const x of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
      x.removeAttribute(KEY);
      x.removeAttribute('id');
      setOwnText(x, () => `${pick(ADJECTIVES)} ${pick(NOUNS)}`.replace(/^./, (c) => c.toUpperCase()));
    }
    parent.insertBefore(copy, el);
  }
  // Sections moved: children of a container reordered.
  for (const el of elementsOf(doc as unknown as Document)) {
    if (el.children.length >= 3 && chance(0.05 * k)) {
      const kids = Array.from(el.children);
      const a = kids.splice(int(0, kids.length - 1), 1)[0]!;
      const at = kids[int(0, kids.length - 1)]!;
      el.insertBefore(a, chance(0.5) ? at : at.nextSibling);
    }
  }
  // Removed widgets: some leaves are gone (the right answer is "not found").
  for (const el of elementsOf(doc as unknown as Document)) if (el.children.length === 0 && chance(0.06)) el.remove();
  if (BLOCK_EDITS) editBlocks(doc as unknown as Document);
  // Near the root: a banner before the content, or everything in an app root; a new page width.
  const body = doc.body!;
  if (chance(0.4)) {
    const banner = doc.createElement('div');
    banner.setAttribute('class', `banner-${hash()}`);
    banner.textContent = chance(0.5) ? `${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(NOUNS)}` : '';
    body.insertBefore(banner, body.firstChild);
  }
  if (chance(0.25 * k)) {
    const app = doc.createElement('div');
    app.id = chance(0.5) ? 'app' : 'root';
    while (body.firstChild) app.appendChild(body.firstChild);
    body.appendChild(app);
  }
  if (chance(0.5)) body.setAttribute('style', `${body.getAttribute('style') ?? ''};max-width:${int(700, 1400)}px;margin:${int(0, 60)}px auto;padding:${int(0, 40)}px;font-size:${int(13, 18)}px`);
  return doc.toString();
}

async function main(): Promise<void> {
  const dirs = readdirSync(TEMPLATES).sort().filter((d) => existsSync(join(TEMPLATES, d, 'template.html')));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'], headless: true });
  const pairs: RealPair[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const adapter = new PlaywrightAdapter(page);
    const render = async (html: string): Promise<Keyed> => {
      // 'load': every request is refused at once, and broken images then have their final size.
      await page.setContent(html, { waitUntil: 'load', timeout: 10_000 });
      const model = await adapter.capture();
      // The keys say which element is which; the recorder never sees them.
      const keys = new Map<number, string>();
      for (const el of model.elements) {
        if (el.attributes[KEY] !== undefined) keys.set(el.index, el.attributes[KEY]!);
        delete el.attributes[KEY];
      }
      return { page: model, keys };
    };
    const sources = [
      ...dirs.map((d) => ({ source: d, html: readFileSync(join(TEMPLATES, d, 'template.html'), 'utf8') })),
      ...(await benchPages()),
    ];
    for (const { source: d, html } of sources) {
      // Scripts would rewrite the page (and cannot load their libraries here); template fields get a word.
      const raw = html
        .replace(/<script[\s\S]*?<\/script>/gi, '')
        .replace(/\$\{[^}]*\}/g, () => pick(NOUNS))
        .replace(/<!doctype[^>]*>|<\/?(html|head|body)\b[^>]*>/gi, '');
      // One well-formed document for every template (some have no <body>, some no <html>).
      const { document: doc } = parseHTML(`<!doctype html><html><head></head><body>${raw}</body></html>`);
      let n = 0;
      for (const el of elementsOf(doc as unknown as Document)) el.setAttribute(KEY, String(n++));
      const oldHtml = doc.toString();
      let oldPage: Keyed;
      try {
        oldPage = await render(oldHtml);
      } catch (err) {
        console.error(`skipped ${d}: ${(err as Error).message.split('\n')[0]}`);
        continue;
      }
      // Targets are what a recorded step acts on or reads: controls, links, labels, headings,
      // images, and other widgets only when they show text.
      // Round 10: each target records how many widgets of the old page showed its text (`copies`);
      // round 11: and which of them it was (`copyIndex`), both from `withCopies`.
      const oldAll = widgetsWithKeys(oldPage);
      const oldFps = oldAll.map((w) => w.fp);
      const oldW = oldAll.filter((w) => TARGET_TAGS.has(w.fp.tag) || w.fp.text).map((w) => ({ ...w, fp: withCopies(w.fp, oldFps) }));
      if (oldW.length < 5) continue;
      for (let v = 0; v < VERSIONS; v++) {
        let newPage: Keyed;
        try {
          newPage = await render(mutate(oldHtml));
        } catch (err) {
          console.error(`skipped a version of ${d}: ${(err as Error).message.split('\n')[0]}`);
          continue;
        }
        const newW = widgetsWithKeys(newPage);
        const at = new Map<string, number>();
        newW.forEach((w, i) => w.key !== undefined && at.set(w.key, i));
        const targets: RealPair['targets'] = [];
        for (let t = 0; t < 15; t++) {
          const w = pick(oldW);
          targets.push({ fp: w.fp, answer: w.key !== undefined && at.has(w.key) ? at.get(w.key)! : -1 });
        }
        // Round 12: and up to five among the widgets whose text the old page showed more than once.
        const repeated = BLOCK_EDITS ? oldW.filter((w) => (w.fp.copies ?? 0) > 1) : [];
        for (let t = 0; t < 5 && repeated.length; t++) {
          const w = bpick(repeated);
          targets.push({ fp: w.fp, answer: w.key !== undefined && at.has(w.key) ? at.get(w.key)! : -1 });
        }
        pairs.push({ source: d, cands: newW.map((w) => w.fp), targets });
      }
      process.stderr.write('.');
    }
  } finally {
    await browser.close();
  }
  mkdirSync(join(ROOT, 'training/cache'), { recursive: true });
  writeFileSync(REAL_PAIRS_FILE, JSON.stringify(pairs));
  const t = pairs.reduce((a, p) => a + p.targets.length, 0);
  console.log(`\n${pairs.length} page pairs from ${new Set(pairs.map((p) => p.source)).size} sources, ${t} targets (${pairs.reduce((a, p) => a + p.targets.filter((x) => x.answer < 0).length, 0)} removed); wrote ${REAL_PAIRS_FILE}`);
}

/**
 * Pages of the dev benchmark sites (bench/chat/dev, bench/tasks/dev: a store, a cinema, stays,
 * a home and a settings app, written for this project): their home page and up to 7 pages it
 * links to, from each site's request handler (no server, no network).
 */
async function benchPages(): Promise<Array<{ source: string; html: string }>> {
  const out: Array<{ source: string; html: string }> = [];
  for (const dir of ['bench/chat/dev', 'bench/tasks/dev']) {
    for (const site of readdirSync(join(ROOT, dir)).sort()) {
      const file = join(ROOT, dir, site, 'server.mjs');
      if (!existsSync(file) || readFileSync(file, 'utf8').includes('export { createSite } from')) continue; // a re-export of another site
      const mod = (await import(pathToFileURL(file).href)) as { createSite(): { handle(method: string, url: string, body?: string): { html?: string } } };
      const app = mod.createSite();
      const seen = new Set<string>(['/']);
      const queue = ['/'];
      while (queue.length && out.filter((p) => p.source === `${dir}/${site}`).length < 8) {
        const path = queue.shift()!;
        let html: string | undefined;
        try {
          html = app.handle('GET', path).html;
        } catch {
          continue;
        }
        if (!html) continue;
        out.push({ source: `${dir}/${site}`, html });
        for (const m of html.matchAll(/href="(\/[^"#]*)"/g)) {
          const href = m[1]!.replace(/&amp;/g, '&');
          if (!seen.has(href)) {
            seen.add(href);
            queue.push(href);
          }
        }
      }
    }
  }
  return out;
}

/** Widgets with the key their element carried (set by `render`). */
function widgetsWithKeys({ page, keys }: Keyed): Array<{ fp: Fingerprint; key?: string }> {
  const out: Array<{ fp: Fingerprint; key?: string }> = [];
  for (const el of page.elements) {
    if (!WIDGET_TAGS.has(el.tag) || !el.visible || !el.box || el.box.width * el.box.height <= 0) continue;
    if (el.tag === 'div' && !el.text) continue;
    out.push({ fp: fingerprintOf(page, el), key: keys.get(el.index) });
  }
  return out;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();
