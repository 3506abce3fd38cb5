/**
 * Fits the fingerprint similarity behind `heal()` (src/grounding/heal-model.ts) on generated pages
 * only: random sites (headers with nav links, sections of repeated cards, forms with labels and
 * inputs, footers of link lists) with ids, classes, hrefs, XPaths and boxes; each gets a "new
 * version" by the changes real sites go through — wrapper elements inserted (XPaths shift),
 * sections reordered and inserted (boxes move), ids and classes renamed, text reworded, href
 * queries changed, and some targets removed. It never reads the Similo evaluation data.
 *
 *   npx tsx training/heal/fit-heal.ts [--write]
 *
 * Stage 1: logistic regression P(same widget | features) on (target, candidate) pairs.
 * Stage 2: calibration of the best candidate's confidence from its logit and its margin over the
 * runner-up, with "removed" targets as negatives. Prints held-out correct / not found / wrong per
 * threshold; `--write` rewrites src/grounding/heal-model.ts. Seed 11, deterministic.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURES, confidenceOf, features, matchFingerprint, sameTextCount, fingerprintOf, logitOf, type Fingerprint, type HealModel } from '../../src/grounding/fingerprint.js';
import type { PageElement, PageModel } from '../../src/page/types.js';
import { NOUNS, VERBS, ADJECTIVES, PATH_WORDS } from '../pools.js';
import { rng } from '../synth.js';

const rand = rng(11); // the synthesizer's seeded mulberry32
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const chance = (p: number): boolean => rand() < p;
const int = (a: number, b: number): number => a + Math.floor(rand() * (b - a + 1));
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const token = (): string => pick(['nav', 'item', 'link', 'btn', 'card', 'title', 'hero', 'cta', 'menu', 'footer', 'list', 'col', 'row', 'grid', 'label', 'field', 'primary', 'secondary', 'large', 'small', 'active']) + (chance(0.3) ? `-${pick(['wrap', 'inner', 'item', 'text', 'main', 'lg', 'sm'])}` : '');
const genId = (): string => (chance(0.5) ? `${token()}-${int(1, 99)}` : `x${Math.floor(rand() * 1e8).toString(36)}`);
const phrase = (n: number): string => {
  const w: string[] = [];
  if (chance(0.4)) w.push(pick(VERBS));
  if (chance(0.4)) w.push(pick(ADJECTIVES));
  while (w.length < n) w.push(pick(NOUNS));
  return cap(w.join(' '));
};

/** A node of a generated page: a tag, attributes, own text, children. */
interface Node {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  children: Node[];
  /** Identity across versions (undefined for nodes made for the new version). */
  key?: number;
  h: number;
  w: number;
}
let nextKey = 0;
const node = (tag: string, attrs: Record<string, string> = {}, text = '', children: Node[] = []): Node => ({ tag, attrs, text, children, key: nextKey++, h: 0, w: 0 });

function leaf(kind: string, cls: string): Node {
  const withId: Record<string, string> = chance(0.25) ? { id: genId() } : {};
  switch (kind) {
    case 'link':
      return node('a', { ...withId, class: cls, href: `https://site.example/${pick(PATH_WORDS)}/${pick(PATH_WORDS)}${chance(0.4) ? `?ref=${int(1, 999)}` : ''}` }, phrase(int(1, 3)));
    case 'button':
      return node('button', { ...withId, class: cls, type: pick(['submit', 'button']) }, phrase(int(1, 2)));
    case 'heading':
      return node(pick(['h1', 'h2', 'h3']), { ...withId, class: cls }, phrase(int(1, 4)));
    case 'text':
      return node(pick(['p', 'span', 'div']), { class: cls }, phrase(int(2, 6)));
    case 'img':
      return node('img', { ...withId, class: cls, alt: chance(0.7) ? phrase(int(1, 3)) : '', src: `/img/${int(1, 999)}.png` });
    case 'icon':
      return node(pick(['svg', 'i', 'span']), { class: cls });
    default: {
      const name = pick(NOUNS).replace(/\s+/g, '_');
      return node('input', { id: chance(0.6) ? genId() : '', name, type: pick(['text', 'email', 'password', 'search', 'checkbox']), class: cls, ...(chance(0.2) ? { value: phrase(1) } : {}) });
    }
  }
}

function section(): Node {
  const kind = pick(['nav', 'cards', 'form', 'links', 'hero']);
  const cls = token();
  const kids: Node[] = [];
  if (kind === 'nav' || kind === 'links') {
    const itemCls = token();
    const ul = node('ul', { class: cls });
    for (let i = int(3, 9); i > 0; i--) ul.children.push(node('li', { class: itemCls }, '', [leaf('link', token())]));
    if (chance(0.5)) kids.push(leaf('heading', token()));
    kids.push(ul);
  } else if (kind === 'cards') {
    const cardCls = token();
    const linkCls = token();
    const more = chance(0.5) ? phrase(2) : '';
    for (let i = int(2, 6); i > 0; i--) {
      const card = node('div', { class: cardCls }, '', [leaf('img', token()), leaf('heading', token()), leaf('text', token())]);
      const a = leaf('link', linkCls);
      if (more) a.text = more; // repeated "Learn more" links: same text, same class, different place
      card.children.push(a);
      kids.push(card);
    }
  } else if (kind === 'form') {
    for (let i = int(2, 5); i > 0; i--) {
      const input = leaf('input', token());
      kids.push(node('label', { for: input.attrs.id ?? '' }, phrase(int(1, 3))), input);
    }
    kids.push(leaf('button', token()));
    if (chance(0.5)) kids.push(leaf('link', token()));
  } else {
    kids.push(leaf('heading', token()), leaf('text', token()), leaf(pick(['button', 'link']), token()));
    if (chance(0.5)) kids.push(leaf('icon', token()));
  }
  return node(pick(['section', 'div', 'header', 'footer', 'nav']), { class: cls, ...(chance(0.3) ? { id: genId() } : {}) }, '', kids);
}

const clone = (n: Node): Node => ({ ...n, attrs: { ...n.attrs }, children: n.children.map(clone) });
function walk(n: Node, f: (n: Node, parent?: Node) => void, parent?: Node): void {
  f(n, parent);
  for (const c of n.children) walk(c, f, n);
}

/** A new version of a site: the changes real sites go through between versions. */
function mutate(root: Node): Node {
  const r = clone(root);
  // How much this site changed between versions: many change little, some are redesigned.
  const k = rand() ** 2;
  const renameIds = chance(0.4 * k);
  const renameClasses = chance(0.6 * k);
  const reword = rand() * 0.25 * k;
  const wrap = rand() * 0.3 * k;
  const retag: Record<string, string> = { a: 'button', button: 'a', label: 'span', span: 'div', h2: 'h3', h3: 'h2', p: 'div' };
  const classMap = new Map<string, string>();
  walk(r, (n) => {
    if (renameIds && n.attrs.id) n.attrs.id = genId();
    else if (n.attrs.id && chance(0.05)) delete n.attrs.id;
    if (n.attrs.class) {
      if (renameClasses) n.attrs.class = n.attrs.class.split(' ').map((c) => classMap.get(c) ?? (classMap.set(c, token() + (chance(0.5) ? `_${int(1, 9)}` : '')), classMap.get(c)!)).join(' ');
      else if (chance(0.1)) n.attrs.class += ` ${token()}`;
    }
    if (n.text && chance(reword)) {
      const words = n.text.split(' ');
      if (chance(0.3)) n.text = phrase(int(1, 3));
      else if (chance(0.5) && words.length > 1) n.text = words.slice(0, -1).join(' ');
      else n.text = chance(0.5) ? n.text.toUpperCase() : `${n.text} ${pick(NOUNS)}`;
    }
    if (retag[n.tag] && chance(0.04 * k)) n.tag = retag[n.tag]!;
    if (n.attrs.href && chance(0.2)) n.attrs.href = n.attrs.href.replace(/\?.*$/, '') + `?src=${int(1, 99)}`;
    if (n.attrs.href && chance(0.05)) n.attrs.href = `https://site.example/${pick(PATH_WORDS)}`;
    // Wrappers: a div around some children (XPaths below shift).
    n.children = n.children.map((c) => (chance(wrap) ? node('div', { class: token() }, '', [c]) : c));
  });
  const body = r.children[0]!;
  if (chance(0.5 * k)) body.children.sort(() => rand() - 0.5);
  // Relabelled lists: a pricing table whose plans moved one place (the same slot, another text).
  if (chance(0.1)) {
    let list: Node[] | undefined;
    walk(r, (n) => {
      if (!list && n.children.length >= 3 && n.children.every((c) => c.children.length === 1 && c.children[0]!.text)) list = n.children.map((c) => c.children[0]!);
    });
    if (list) {
      const texts = list.map((n) => n.text);
      list.forEach((n, i) => (n.text = texts[(i + 1) % texts.length]!));
    }
  }
  // Lists that gained items (a new menu entry): the items after it shift one place.
  walk(r, (n) => {
    if (n.tag === 'ul' && n.children.length > 1 && chance(0.4 * k)) {
      const proto = n.children[0]!;
      const item = node('li', { ...proto.attrs }, '', [leaf('link', proto.children[0]?.attrs.class ?? token())]);
      item.key = undefined;
      item.children[0]!.key = undefined;
      n.children.splice(int(0, n.children.length), 0, item);
    }
  });
  for (let i = Math.round(int(0, 3) * k); i > 0; i--) body.children.splice(int(0, body.children.length), 0, section());
  if (chance(0.3 * k)) {
    // A site-wide wrapper: every XPath gains a level.
    body.children = [node('div', { id: chance(0.5) ? 'root' : '', class: token() }, '', body.children)];
  }
  return r;
}

/** Lays out the tree (block flow, rows for list items / nav links) and flattens it to a page model. */
function toPage(root: Node): { page: PageModel; keyOf: Map<number, number> } {
  const elements: PageElement[] = [];
  const keyOf = new Map<number, number>();
  const inline = new Set(['a', 'button', 'span', 'i', 'svg', 'input', 'img', 'label']);
  function place(n: Node, left: number, top: number, width: number, parent?: number): number {
    const index = elements.length;
    const text = n.text;
    const el: PageElement = { index, id: String(index), tag: n.tag, name: text || n.attrs.alt || '', text, attributes: Object.fromEntries(Object.entries(n.attrs).filter(([, v]) => v !== '')), visible: true, children: [] };
    if (n.tag === 'input') el.inputType = n.attrs.type;
    if (parent !== undefined) {
      el.parent = parent;
      elements[parent]!.children.push(index);
    }
    elements.push(el);
    if (n.key !== undefined && n.key >= 0) keyOf.set(n.key, index);
    let h = 0;
    if (n.children.length === 0) {
      const w = inline.has(n.tag) ? Math.min(width, 20 + 8 * (text.length || 3)) : width;
      h = n.tag.startsWith('h') ? 36 : inline.has(n.tag) ? 24 : 20 * Math.ceil(((text.length || 1) * 8) / Math.max(width, 50));
      el.box = { left, top, width: w, height: h };
      return h;
    }
    const row = n.tag === 'ul' || n.tag === 'nav';
    let x = left;
    for (const c of n.children) {
      if (row) {
        const ch = place(c, x, top, Math.max(60, width / n.children.length), index);
        x += Math.max(60, width / n.children.length);
        h = Math.max(h, ch);
      } else h += place(c, left, top + h, width, index) + 8;
    }
    el.box = { left, top, width, height: h };
    return h;
  }
  place(root, 0, 0, 1280);
  // A wrapper's visible text is its content's (Similo records visible_text so): single-child chains.
  for (let i = elements.length - 1; i >= 0; i--) {
    const e = elements[i]!;
    if (!e.text && e.children.length === 1) {
      const c = elements[e.children[0]!]!;
      const t = c.visibleText ?? c.text;
      if (t) e.visibleText = t;
    }
  }
  return { page: { viewport: { width: 1280, height: 800 }, elements }, keyOf };
}

interface Example {
  /** Features of every candidate of the new page against the target. */
  rows: number[][];
  /** Index of the right candidate, or -1 when the target is gone. */
  answer: number;
  target: Fingerprint;
  cands: Fingerprint[];
}

function makeExamples(pages: number): Example[] {
  const out: Example[] = [];
  for (let p = 0; p < pages; p++) {
    const body = node('body', {}, '', []);
    for (let i = int(3, 8); i > 0; i--) body.children.push(section());
    const root = node('html', {}, '', [body]);
    const next = mutate(root);
    // Removed targets: some leaves deleted from the new version.
    const removed = new Set<number>();
    walk(next, (n) => {
      n.children = n.children.filter((c) => {
        if (c.children.length === 0 && chance(0.08)) {
          removed.add(c.key!);
          return false;
        }
        return true;
      });
    });
    const oldV = toPage(root);
    const newV = toPage(next);
    const cands: Fingerprint[] = newV.page.elements.map((e) => fingerprintOf(newV.page, e));
    const leaves = oldV.page.elements.filter((e) => e.children.length === 0);
    for (let t = 0; t < 12; t++) {
      const el = pick(leaves);
      const key = [...oldV.keyOf].find(([, i]) => i === el.index)?.[0];
      const fp = fingerprintOf(oldV.page, el);
      const answer = key !== undefined && newV.keyOf.has(key) ? newV.keyOf.get(key)! : -1;
      const same = sameTextCount(fp, cands);
      out.push({ rows: cands.map((c) => features(fp, c, same)), answer, target: fp, cands });
    }
  }
  return out;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Stage 1: logistic regression on pairs (the answer vs its 30 hardest and 30 random others). */
function fitPairs(train: Example[], model: HealModel): void {
  const pairs: Array<{ f: number[]; y: number }> = [];
  for (const ex of train) {
    if (ex.answer >= 0) pairs.push({ f: ex.rows[ex.answer]!, y: 1 });
    const others = ex.rows.map((f, i) => ({ f, i, s: f.reduce((a, b) => a + b, 0) })).filter((o) => o.i !== ex.answer);
    others.sort((a, b) => b.s - a.s);
    for (const o of others.slice(0, 30)) pairs.push({ f: o.f, y: 0 });
    for (let k = 0; k < 30 && others.length; k++) pairs.push({ f: pick(others).f, y: 0 });
  }
  const w = model.weights;
  const lr = 0.1;
  const l2 = 1e-4;
  for (let epoch = 0; epoch < 150; epoch++) {
    const gw = new Array<number>(w.length).fill(0);
    let gb = 0;
    for (const { f, y } of pairs) {
      const e = sigmoid(logitOf(f, model)) - y;
      for (let i = 0; i < w.length; i++) gw[i]! += e * f[i]!;
      gb += e;
    }
    // Projected onto w ≥ 0: agreeing on an attribute is never evidence against being the same widget.
    for (let i = 0; i < w.length; i++) w[i] = Math.max(0, w[i]! - lr * (gw[i]! / pairs.length * 40 + l2 * w[i]!));
    model.bias -= (lr * gb) / pairs.length * 40;
  }
}

function topTwo(ex: Example, model: HealModel): { best: number; l1: number; l2: number; unique: number } {
  const m = matchFingerprint(ex.target, ex.cands, model)!;
  return { best: m.best, l1: m.logit, l2: m.second, unique: m.unique };
}

/** Stage 2: P(the best candidate is the recorded widget) from its logit and margin. */
function fitCalibration(train: Example[], model: HealModel): void {
  const data = train.map((ex) => {
    const { best, l1, l2, unique } = topTwo(ex, model);
    return { l1, u: unique, m: Number.isFinite(l2) ? Math.min(l1 - l2, 20) : 20, y: best === ex.answer && ex.answer >= 0 ? 1 : 0 };
  });
  const c = model.calibration;
  for (let it = 0; it < 3000; it++) {
    let ga = 0;
    let gm = 0;
    let gc = 0;
    let gu = 0;
    for (const d of data) {
      const e = sigmoid(c.a * d.l1 + c.m * d.m + (c.u ?? 0) * d.u + c.c) - d.y;
      gu += e * d.u;
      ga += e * d.l1;
      gm += e * d.m;
      gc += e;
    }
    // The margin over the runner-up transfers across sites better than the absolute logit (how
    // much a real site changed is not something generated pages can match), so only it is used.
    c.a = 0;
    c.m -= (0.05 * gm) / data.length;
    c.c -= (0.5 * gc) / data.length;
    c.u = (c.u ?? 0) - (0.5 * gu) / data.length;
  }
}

function report(test: Example[], model: HealModel): void {
  const scored = test.map((ex) => {
    const { best, l1, l2, unique } = topTwo(ex, model);
    return { conf: confidenceOf(l1, l2, model, unique), ok: best === ex.answer && ex.answer >= 0 };
  });
  console.log('held-out generated targets:', test.length, `(${test.filter((e) => e.answer < 0).length} removed)`);
  for (const th of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
    const answered = scored.filter((s) => s.conf >= th);
    const correct = answered.filter((s) => s.ok).length;
    const wrong = answered.length - correct;
    console.log(`  threshold ${th.toFixed(1)}: correct ${(100 * correct / test.length).toFixed(1)}%  not found ${(100 * (test.length - answered.length) / test.length).toFixed(1)}%  wrong ${(100 * wrong / test.length).toFixed(1)}%`);
  }
  // Reliability: mean confidence vs accuracy per bin.
  for (let b = 0; b < 5; b++) {
    const bin = scored.filter((s) => s.conf >= b / 5 && s.conf < (b + 1) / 5 + (b === 4 ? 1 : 0));
    if (bin.length) console.log(`  confidence ${(b / 5).toFixed(1)}–${((b + 1) / 5).toFixed(1)}: n=${bin.length} accuracy ${(bin.filter((s) => s.ok).length / bin.length).toFixed(2)}`);
  }
}

const examples = makeExamples(400);
const split = Math.floor(examples.length * 0.75);
const train = examples.slice(0, split);
const test = examples.slice(split);
const model: HealModel = { weights: FEATURES.map(() => 0), bias: 0, calibration: { a: 0, m: 0.5, c: 0, u: 0 } };
fitPairs(train, model);
fitCalibration(train, model);
const round = (x: number): number => Math.round(x * 1000) / 1000;
console.log('weights:', Object.fromEntries(FEATURES.map((f, i) => [f, round(model.weights[i]!)])), 'bias', round(model.bias), 'calibration', model.calibration);
report(test, model);

if (process.argv.includes('--write')) {
  const file = join(import.meta.dirname, '../../src/grounding/heal-model.ts');
  writeFileSync(
    file,
    `/**
 * Weights of the fingerprint similarity (see fingerprint.ts), in the order of FEATURES. Generated by
 * \`npx tsx training/heal/fit-heal.ts --write\` (seed 11) from generated, mutated pages only.
 */
import type { HealModel } from './fingerprint.js';

export const HEAL_MODEL: HealModel = {
  weights: [${model.weights.map(round).join(', ')}],
  bias: ${round(model.bias)},
  calibration: { a: ${round(model.calibration.a)}, m: ${round(model.calibration.m)}, c: ${round(model.calibration.c)}, u: ${round(model.calibration.u ?? 0)} },
};
`,
  );
  console.log(`wrote ${file}`);
}
