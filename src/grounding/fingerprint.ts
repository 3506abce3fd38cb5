/**
 * Element fingerprints for selector healing: what a recorder keeps about the element a step acted
 * on (the attributes Similo records, plus the ThingTalk description), and a learned similarity
 * between a fingerprint and every element of a changed page.
 *
 * The similarity is a linear score over per-attribute features (`FEATURES`); its weights and
 * the confidence calibration come from `training/heal/fit-heal.ts`, which fits them on generated
 * pages with realistic mutations only (never on the evaluation sites).
 */
import type { Box, PageElement, PageModel } from '../page/types.js';
import { HEAL_MODEL } from './heal-model.js';
import { HEAL_JOINT_MODEL } from './heal-joint-model.js';
import { meaningSimilarity } from './meaning.js';

export const FINGERPRINT_VERSION = 1;

export interface NeighborText {
  above?: string;
  below?: string;
  left?: string;
  right?: string;
}

/** A plain, versioned JSON object: store it with the recorded step, replay it with `heal`. */
export interface Fingerprint {
  version: 1;
  tag: string;
  role?: string;
  /** Accessible name. */
  name?: string;
  /** Visible text. */
  text?: string;
  id?: string;
  /** The `name` attribute. */
  nameAttr?: string;
  classes?: string;
  href?: string;
  alt?: string;
  title?: string;
  type?: string;
  value?: string;
  xpath?: string;
  /** XPath from the nearest ancestor with an id. */
  idXpath?: string;
  box?: Box;
  /** Nearest visible text above / below / left / right. */
  neighbors?: NeighborText;
  /** What the step acts on, in words or ThingTalk, when known. */
  description?: string;
  /**
   * Round 10: how many widgets showed the recorded text on the recorded page (an element and its
   * same-text wrappers or children count once), when known (`withCopies`). A text shown twice
   * when recorded and once now says one copy is gone — which one the fingerprint cannot tell.
   */
  copies?: number;
  /**
   * Round 11: which of those copies it was, in document order from 0 (`withCopies`, when the
   * recorded element is among the page's widgets). In a form block repeated down a page the
   * copies share text, tag and neighbours; the second "Email" box is told from the first by its
   * place among them, counted from the start or, when a copy was added before it, from the end.
   */
  copyIndex?: number;
  /**
   * Round 12: the nearest text before it in document order that the recorded page showed once
   * (`withCopies`, for a text shown more than once), and how many copies of its own text stood
   * between that text and it (`copyOffset`). A card or row added or dropped before the recorded
   * one moves its place counted from the start, one added after moves it counted from the end;
   * counted from its own card's title it stays.
   */
  copyAnchor?: string;
  copyOffset?: number;
}

const clean = (s: string | undefined): string | undefined => {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, 300) : undefined;
};

/** XPath of an element from the page model's tree (`/html[1]/body[1]/…`); text nodes are skipped. */
export function xpathOf(page: PageModel, el: PageElement, stopAtId = false): string {
  const parts: string[] = [];
  let cur: PageElement | undefined = el;
  let guard = 0;
  while (cur && guard++ < 200) {
    if (stopAtId && cur !== el && cur.attributes.id) return `//*[@id="${cur.attributes.id}"]${parts.length ? '/' + parts.join('/') : ''}`;
    const parent: PageElement | undefined = cur.parent !== undefined ? page.elements[cur.parent] : undefined;
    let pos = 1;
    if (parent) {
      for (const c of parent.children) {
        if (c === cur.index) break;
        if (page.elements[c]?.tag === cur.tag) pos++;
      }
    }
    parts.unshift(`${cur.tag}[${pos}]`);
    cur = parent;
  }
  // Captures start at <body>; XPaths (and recorders) start at <html>.
  if (parts[0] !== 'html[1]') parts.unshift('html[1]');
  return '/' + parts.join('/');
}

/** Nearest element with visible text in each direction (centre distance, as Similo records). */
export function neighborTextOf(page: PageModel, el: PageElement): NeighborText {
  const b = el.box;
  if (!b) return {};
  const cx = b.left + b.width / 2;
  const cy = b.top + b.height / 2;
  const best: Record<keyof NeighborText, { d: number; t: string } | undefined> = { above: undefined, below: undefined, left: undefined, right: undefined };
  for (const o of page.elements) {
    if (o === el || !o.visible || !o.box || !o.text) continue;
    const ox = o.box.left + o.box.width / 2;
    const oy = o.box.top + o.box.height / 2;
    const dx = ox - cx;
    const dy = oy - cy;
    const d = Math.hypot(dx, dy);
    const dir: keyof NeighborText = Math.abs(dy) >= Math.abs(dx) ? (dy < 0 ? 'above' : 'below') : dx < 0 ? 'left' : 'right';
    if (d > 0 && (!best[dir] || d < best[dir]!.d)) best[dir] = { d, t: o.text };
  }
  const out: NeighborText = {};
  for (const k of ['above', 'below', 'left', 'right'] as const) if (best[k]) out[k] = clean(best[k]!.t);
  return out;
}

/** The fingerprint of one element of a page model. */
export function fingerprintOf(page: PageModel, el: PageElement, description?: string): Fingerprint {
  const a = el.attributes;
  const fp: Fingerprint = { version: FINGERPRINT_VERSION, tag: el.tag };
  const set = <K extends keyof Fingerprint>(k: K, v: Fingerprint[K] | undefined): void => {
    if (v !== undefined && v !== '') fp[k] = v;
  };
  set('role', el.role);
  set('name', clean(el.name));
  set('text', clean(el.visibleText ?? el.text));
  set('id', clean(a.id));
  set('nameAttr', clean(a.name));
  set('classes', clean(a.class));
  set('href', clean(a.href));
  set('alt', clean(a.alt));
  set('title', clean(a.title));
  set('type', clean(el.inputType ?? a.type));
  set('value', clean(el.value ?? a.value));
  set('xpath', el.xpath ?? xpathOf(page, el));
  set('idXpath', el.idXpath ?? xpathOf(page, el, true));
  if (el.box) fp.box = { left: el.box.left, top: el.box.top, width: el.box.width, height: el.box.height };
  const n = el.neighbors ?? neighborTextOf(page, el);
  if (Object.keys(n).length) fp.neighbors = n;
  set('description', clean(description));
  return fp;
}

/** Accepts a stored fingerprint from untrusted JSON; undefined when it is not one. */
export function readFingerprint(raw: unknown): Fingerprint | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  if (r.version !== FINGERPRINT_VERSION || typeof r.tag !== 'string') return undefined;
  const fp: Fingerprint = { version: 1, tag: r.tag.toLowerCase() };
  for (const k of ['role', 'name', 'text', 'id', 'nameAttr', 'classes', 'href', 'alt', 'title', 'type', 'value', 'xpath', 'idXpath', 'description'] as const) {
    if (typeof r[k] === 'string') fp[k] = clean(r[k] as string);
  }
  const b = r.box as Record<string, unknown> | undefined;
  if (b && ['left', 'top', 'width', 'height'].every((k) => typeof b[k] === 'number' && Number.isFinite(b[k]))) {
    fp.box = { left: b.left as number, top: b.top as number, width: b.width as number, height: b.height as number };
  }
  if (typeof r.copies === 'number' && Number.isInteger(r.copies) && r.copies >= 0) fp.copies = r.copies;
  if (typeof r.copyIndex === 'number' && Number.isInteger(r.copyIndex) && r.copyIndex >= 0 && fp.copies !== undefined && r.copyIndex < fp.copies) fp.copyIndex = r.copyIndex;
  if (typeof r.copyAnchor === 'string' && clean(r.copyAnchor) && typeof r.copyOffset === 'number' && Number.isInteger(r.copyOffset) && r.copyOffset >= 0 && fp.copyIndex !== undefined && r.copyOffset <= fp.copyIndex) {
    fp.copyAnchor = clean(r.copyAnchor);
    fp.copyOffset = r.copyOffset;
  }
  const n = r.neighbors as Record<string, unknown> | undefined;
  if (n && typeof n === 'object') {
    const out: NeighborText = {};
    for (const k of ['above', 'below', 'left', 'right'] as const) if (typeof n[k] === 'string') out[k] = clean(n[k] as string);
    fp.neighbors = out;
  }
  return fp;
}

// ---- similarity ----------------------------------------------------------------------------

const lower = (s: string | undefined): string => (s ?? '').toLowerCase();
const tokens = (s: string | undefined): string[] => lower(s).split(/[^a-z0-9]+/).filter((t) => t.length > 0);

/** A fingerprint's strings, lower-cased and tokenised once (scoring compares one against hundreds). */
interface Prepared {
  text?: string;
  label?: string;
  classes?: string;
  textTokens: () => Set<string>;
  labelTokens: () => Set<string>;
  classTokens: () => Set<string>;
  hrefTokens: () => Set<string>;
  hrefPath?: string;
  xpath: string[];
  /** The innermost landmark the element sits in (header, nav, main, aside, footer, form), from its XPath. */
  landmark?: string;
  neighbors: Array<string | undefined>;
  neighborTokens: Array<() => Set<string>>;
}

/** Token set of a string, computed on first use (most comparisons stop at equality). */
function lazyTokens(s: string | undefined): () => Set<string> {
  let set: Set<string> | undefined;
  return () => (set ??= new Set(tokens(s)));
}
const prepared = new WeakMap<Fingerprint, Prepared>();
const DIRECTIONS = ['above', 'below', 'left', 'right'] as const;

const LANDMARKS = new Set(['header', 'nav', 'main', 'aside', 'footer', 'form']);
function landmarkOf(xpath: string | undefined): string | undefined {
  const steps = xpath ? xpath.split('/') : [];
  for (let i = steps.length - 2; i >= 0; i--) {
    const tag = steps[i]!.replace(/\[\d+\]$/, '');
    if (LANDMARKS.has(tag)) return tag;
  }
  return undefined;
}

/** Round 18: the attributes `uniqueAttrs` reads, and how many widgets of a page have each value (nested elements with one value count once). */
const UNIQUE_ATTRS = ['id', 'nameAttr', 'classes', 'href', 'title', 'alt'] as const;
const attrCounts = new WeakMap<Fingerprint[], Map<string, Map<string, number>>>();
function attrCountsOf(candidates: Fingerprint[], k: (typeof UNIQUE_ATTRS)[number]): Map<string, number> {
  let all = attrCounts.get(candidates);
  if (!all) attrCounts.set(candidates, (all = new Map()));
  let counts = all.get(k);
  if (counts) return counts;
  counts = new Map();
  const byValue = new Map<string, string[]>();
  for (const c of candidates) {
    const v = c[k];
    if (!v) continue;
    if (!c.xpath) counts.set(v, (counts.get(v) ?? 0) + 1);
    else (byValue.get(v) ?? byValue.set(v, []).get(v)!).push(c.xpath);
  }
  for (const [v, xs] of byValue) {
    xs.sort();
    let n = counts.get(v) ?? 0;
    let outer: string | undefined;
    for (const x of xs) {
      if (outer !== undefined && (x === outer || x.startsWith(outer + '/'))) continue;
      outer = x;
      n++;
    }
    counts.set(v, n);
  }
  all.set(k, counts);
  return counts;
}

function prepare(f: Fingerprint): Prepared {
  let p = prepared.get(f);
  if (p) return p;
  const lab = f.text || f.name || f.alt || f.title || f.value;
  const strip = (u: string): string => u.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '').replace(/\/$/, '');
  p = {
    text: f.text ? lower(f.text) : undefined,
    label: lab ? lower(lab) : undefined,
    classes: f.classes ? lower(f.classes) : undefined,
    textTokens: lazyTokens(f.text),
    labelTokens: lazyTokens(lab),
    classTokens: lazyTokens(f.classes),
    hrefTokens: lazyTokens(f.href),
    hrefPath: f.href ? strip(f.href) || undefined : undefined,
    xpath: f.xpath ? f.xpath.split('/') : [],
    landmark: landmarkOf(f.xpath),
    neighbors: DIRECTIONS.map((k) => (f.neighbors?.[k] ? lower(f.neighbors[k]) : undefined)),
    neighborTokens: DIRECTIONS.map((k) => lazyTokens(f.neighbors?.[k])),
  };
  prepared.set(f, p);
  return p;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let inter = 0;
  for (const t of a) if (b.has(t)) inter++;
  return inter / (a.size + b.size - inter);
}

/** 1 when equal (case-insensitively), else token overlap; 0 when either is missing. */
function textSim(a: string | undefined, b: string | undefined, ta: () => Set<string>, tb: () => Set<string>): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  return 0.9 * jaccard(ta(), tb());
}

const eq = (a: string | undefined, b: string | undefined): number => (a && b && lower(a) === lower(b) ? 1 : 0);

/** Similarity of two XPaths: 1 − segment edit distance / longer length. */
function xpathSim(x: string[], y: string[]): number {
  if (x.length === 0 || y.length === 0) return 0;
  const n = x.length;
  const m = y.length;
  let prev = new Array<number>(m + 1);
  let cur = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    for (let j = 1; j <= m; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    [prev, cur] = [cur, prev];
  }
  return 1 - prev[m]! / Math.max(n, m);
}

/**
 * Share of the recorded XPath's steps that the candidate's XPath ends with. A wrapper added,
 * removed or shifted near the root (`body/div[2]` → `body/div[1]`) leaves the element's path
 * inside its widget intact, while its siblings differ in their last step.
 */
function xpathSuffixSim(x: string[], y: string[]): number {
  // Segments are ['', 'html[1]', 'body[1]', …]: only steps below <body> count.
  const n = Math.max(x.length - 3, 0);
  if (n === 0 || y.length === 0) return 0;
  let k = 0;
  while (k < n && k < y.length && x[x.length - 1 - k] === y[y.length - 1 - k]) k++;
  return k / n;
}

function hrefSim(a: string | undefined, b: string | undefined, pa: Prepared, pb: Prepared): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  if (pa.hrefPath && pa.hrefPath === pb.hrefPath) return 0.8;
  return 0.7 * jaccard(pa.hrefTokens(), pb.hrefTokens());
}

function neighborSim(a: Prepared, b: Prepared): number {
  let s = 0;
  for (let k = 0; k < 4; k++) s += textSim(a.neighbors[k], b.neighbors[k], a.neighborTokens[k]!, b.neighborTokens[k]!);
  return s / 4;
}

function anyNeighborSim(a: Prepared, b: Prepared): number {
  // Neighbours that moved to another side still say the element sits beside the same text.
  let have = 0;
  let hits = 0;
  for (const x of a.neighbors) {
    if (!x) continue;
    have++;
    if (b.neighbors.includes(x)) hits++;
  }
  return have ? hits / have : 0;
}

/** An element that is not rendered (a closed menu, a hidden dialog) has no place to compare. */
const rendered = (b: Box | undefined): b is Box => b !== undefined && b.width > 0 && b.height > 0;

function locationSim(a: Box | undefined, b: Box | undefined): number {
  if (!rendered(a) || !rendered(b)) return 0;
  const d = Math.hypot(a.left + a.width / 2 - (b.left + b.width / 2), a.top + a.height / 2 - (b.top + b.height / 2));
  return Math.exp(-d / 200);
}

function sizeSim(a: Box | undefined, b: Box | undefined): number {
  if (!rendered(a) || !rendered(b)) return 0;
  const x = a.width * a.height;
  const y = b.width * b.height;
  return Math.min(x, y) / Math.max(x, y);
}

function sameBox(a: Box | undefined, b: Box | undefined): number {
  if (!a || !b || a.width * a.height <= 0) return 0;
  return Math.abs(a.left - b.left) <= 2 && Math.abs(a.top - b.top) <= 2 && Math.abs(a.width - b.width) <= 2 && Math.abs(a.height - b.height) <= 2 ? 1 : 0;
}

/** Feature names, in the order of `features()` and of the model's weights. */
export const FEATURES = [
  'tag', 'id', 'nameAttr', 'classes', 'href', 'alt', 'title', 'type', 'text', 'label', 'value',
  'xpath', 'xpathSuffix', 'landmark', 'idXpath', 'neighbors', 'anyNeighbor', 'location', 'size', 'sameXpath', 'sameBox', 'uniqueText', 'rareNeighbor',
] as const;

/**
 * How many widgets of a page show each text: an element and its wrapper (or only child) showing
 * the same text are one widget, so only the outermost of nested matches counts. Computed once
 * per candidate list.
 */
const textCounts = new WeakMap<Fingerprint[], Map<string, number>>();
function textCountsOf(candidates: Fingerprint[]): Map<string, number> {
  let counts = textCounts.get(candidates);
  if (counts) return counts;
  counts = new Map();
  const byText = new Map<string, string[]>();
  for (const c of candidates) {
    const text = prepare(c).text;
    if (!text) continue;
    if (!c.xpath) counts.set(text, (counts.get(text) ?? 0) + 1);
    else if (byText.has(text)) byText.get(text)!.push(c.xpath);
    else byText.set(text, [c.xpath]);
  }
  for (const [text, xs] of byText) {
    xs.sort();
    let n = counts.get(text) ?? 0;
    let outer: string | undefined;
    for (const x of xs) {
      if (outer !== undefined && (x === outer || x.startsWith(outer + '/'))) continue;
      outer = x;
      n++;
    }
    counts.set(text, n);
  }
  textCounts.set(candidates, counts);
  return counts;
}

/** What the page-level features need: how many widgets show the recorded text, and each text. */
export interface PageCounts {
  sameText: number;
  textCount: Map<string, number>;
}

/**
 * The fingerprint with `copies` set: how many of the recorded page's widgets (`pageFingerprints`)
 * show its text; and (round 11) `copyIndex`, which of them it is, when it is among them (by XPath).
 */
export function withCopies(fp: Fingerprint, pageFingerprints: Fingerprint[]): Fingerprint {
  const text = prepare(fp).text;
  if (!text) return fp;
  const out: Fingerprint = { ...fp, copies: textCountsOf(pageFingerprints).get(text) ?? 0 };
  const at = fp.xpath ? pageFingerprints.findIndex((c) => c.xpath === fp.xpath && prepare(c).text === text) : -1;
  const place = at >= 0 ? copyPlacesOf(pageFingerprints).get(at) : undefined;
  if (place && place.of === out.copies) out.copyIndex = place.index;
  // Round 12: counted from the nearest text before it that the page shows once (its card's title,
  // its row's name), for a text shown more than once; not its own wrapper or child.
  if (out.copyIndex !== undefined && out.copies! > 1) {
    const i = anchorOf(pageFingerprints, at);
    if (i >= 0) {
      out.copyAnchor = pageFingerprints[i]!.text;
      out.copyOffset = out.copyIndex - copiesBefore(pageFingerprints, text, i);
    }
  }
  return out;
}

/** Round 12: the nearest candidate before candidate `at` whose text the page shows once (not its wrapper or child), or -1. */
function anchorOf(candidates: Fingerprint[], at: number): number {
  const counts = textCountsOf(candidates);
  const x = candidates[at]!.xpath;
  for (let i = at - 1; i >= 0; i--) {
    const c = candidates[i]!;
    const ct = prepare(c).text;
    if (ct && counts.get(ct) === 1 && !nested(c.xpath, x)) return i;
  }
  return -1;
}

/** Round 12: how many widgets showing `text` start before candidate `i` (document order). */
function copiesBefore(candidates: Fingerprint[], text: string, i: number): number {
  const starts = copyStartsOf(candidates).get(text) ?? [];
  let n = 0;
  while (n < starts.length && starts[n]! < i) n++;
  return n;
}

/** Round 12: per text, the list index of each of its widgets' first member, in document order. */
const copyStarts = new WeakMap<Fingerprint[], Map<string, number[]>>();
function copyStartsOf(candidates: Fingerprint[]): Map<string, number[]> {
  let starts = copyStarts.get(candidates);
  if (starts) return starts;
  starts = new Map();
  const places = copyPlacesOf(candidates);
  candidates.forEach((c, i) => {
    const text = prepare(c).text;
    const q = places.get(i);
    if (!text || !q) return;
    const list = starts!.get(text) ?? starts!.set(text, []).get(text)!;
    if (list.length === q.index) list.push(i);
  });
  copyStarts.set(candidates, starts);
  return starts;
}

/** Round 12: list index of the one widget showing each text the page shows once (its outermost member). */
const onceAt = new WeakMap<Fingerprint[], Map<string, number>>();
function onceAtOf(candidates: Fingerprint[]): Map<string, number> {
  let at = onceAt.get(candidates);
  if (at) return at;
  at = new Map();
  const counts = textCountsOf(candidates);
  candidates.forEach((c, i) => {
    const text = prepare(c).text;
    if (text && counts.get(text) === 1 && !at!.has(text)) at!.set(text, i);
  });
  onceAt.set(candidates, at);
  return at;
}

/**
 * Round 11: each text-showing candidate's place among the widgets showing its text, in list
 * (document) order — an element and its same-text wrappers or children are one widget, as in
 * `textCountsOf` — and how many there are. Computed once per candidate list.
 */
const copyPlaces = new WeakMap<Fingerprint[], Map<number, { index: number; of: number }>>();
function copyPlacesOf(candidates: Fingerprint[]): Map<number, { index: number; of: number }> {
  let places = copyPlaces.get(candidates);
  if (places) return places;
  places = new Map();
  const groups = new Map<string, Array<{ xpath?: string; members: number[] }>>();
  candidates.forEach((c, i) => {
    const text = prepare(c).text;
    if (!text) return;
    const gs = groups.get(text) ?? groups.set(text, []).get(text)!;
    const g = c.xpath ? gs.find((o) => nested(o.xpath, c.xpath)) : undefined;
    if (g) {
      g.members.push(i);
      if (g.xpath && c.xpath!.length < g.xpath.length) g.xpath = c.xpath;
    } else gs.push({ xpath: c.xpath, members: [i] });
  });
  for (const gs of groups.values()) gs.forEach((g, index) => g.members.forEach((i) => places!.set(i, { index, of: gs.length })));
  copyPlaces.set(candidates, places);
  return places;
}

/** How many candidates show exactly the recorded text (the `uniqueText` feature needs the page), and every text's count. */
export function pageCounts(t: Fingerprint, candidates: Fingerprint[]): PageCounts {
  const textCount = textCountsOf(candidates);
  const text = prepare(t).text;
  return { sameText: text ? textCount.get(text) ?? 0 : 0, textCount };
}

/**
 * Neighbour texts the candidate shares with the recording (on any side), each weighted by how
 * rare it is on the new page (1 / the number of widgets showing it): in a block repeated down a
 * page ("Reason:", "[optional]" in every copy) the shared neighbours say little; the one that
 * names this copy ("Example 3") says which one it is.
 */
function rareNeighborSim(a: Prepared, b: Prepared, textCount: Map<string, number>): number {
  let have = 0;
  let sum = 0;
  for (const x of a.neighbors) {
    if (!x) continue;
    have++;
    if (b.neighbors.includes(x)) sum += 1 / Math.max(1, textCount.get(x) ?? 1);
  }
  return have ? sum / have : 0;
}

/**
 * Per-attribute similarities of a recorded fingerprint and a candidate, each in [0, 1].
 * `counts` is `pageCounts(t, candidates)`: an exact text match that is unique on the new page is
 * stronger evidence than one shared with other elements, and so is a shared neighbour text.
 */
export function features(t: Fingerprint, c: Fingerprint, counts?: PageCounts): number[] {
  const sameText = counts?.sameText ?? 0;
  const pt = prepare(t);
  const pc = prepare(c);
  const sameXpath = t.xpath !== undefined && t.xpath === c.xpath;
  return [
    t.tag === c.tag ? 1 : 0,
    eq(t.id, c.id),
    eq(t.nameAttr, c.nameAttr),
    pt.classes === pc.classes && pt.classes ? 1 : jaccard(pt.classTokens(), pc.classTokens()),
    hrefSim(t.href, c.href, pt, pc),
    eq(t.alt, c.alt),
    eq(t.title, c.title),
    eq(t.type, c.type),
    textSim(pt.text, pc.text, pt.textTokens, pc.textTokens),
    textSim(pt.label, pc.label, pt.labelTokens, pc.labelTokens),
    eq(t.value, c.value),
    sameXpath ? 1 : xpathSim(pt.xpath, pc.xpath),
    sameXpath ? 1 : xpathSuffixSim(pt.xpath, pc.xpath),
    pt.landmark !== undefined && pt.landmark === pc.landmark ? 1 : 0,
    t.idXpath && t.idXpath === c.idXpath ? 1 : 0,
    neighborSim(pt, pc),
    anyNeighborSim(pt, pc),
    locationSim(t.box, c.box),
    sizeSim(t.box, c.box),
    sameXpath ? 1 : 0,
    sameBox(t.box, c.box),
    sameText === 1 && pt.text !== undefined && pt.text === pc.text ? 1 : 0,
    counts ? rareNeighborSim(pt, pc, counts.textCount) : 0,
  ];
}

export interface HealModel {
  /** Weights of `FEATURES` and a bias: a candidate's score is the logit w·f + b (ranked; the calibration below makes it a probability). */
  weights: number[];
  bias: number;
  /**
   * When present (round 9), a monotone layer adds interactions to the score: Σₖ outₖ·tanh(Σᵢ Wₖᵢ·fᵢ + bₖ),
   * with W ≥ 0 and out ≥ 0 (and `weights` ≥ 0), so the score never falls when a feature rises —
   * agreeing on an attribute is still never evidence against being the same widget — while one
   * agreement can count for more when another holds (text agreement when the tag agrees too).
   */
  rank?: { weights: number[][]; bias: number[]; out: number[] };
  /**
   * When present (round 12), the copy of the recorded text that the recorded anchor names
   * (`copyAnchor`, `copyOffset`) wins over the best candidate when that is another copy of the
   * text scoring at most this many logits more (the margin, then negative, says by how much).
   */
  anchorSwitch?: number;
  /**
   * Confidence that the best candidate is the recorded widget, from the evidence about it
   * (`CALIBRATION_INPUTS`, in that order): σ(Σ wᵢ·xᵢ + bias).
   */
  calibration: Calibration;
  /**
   * When present (round 13), the calibration for fingerprints that carry none of the recorded
   * page's fields (no `copies`: old recordings, Similo-format data, textless widgets): fitted on the
   * same training rows with those fields removed, so the inputs that read them (all 0 then) do not
   * make a fingerprint without them answer like one whose fields said "unknown" in a mix fitted for
   * both. Without it, `calibration` serves every fingerprint.
   */
  calibrationPlain?: Calibration;
}

/** Confidence that the best candidate is the recorded widget, from the evidence about it (`HealModel.calibration`). */
export interface Calibration {
  weights: number[];
  bias: number;
  /**
   * When present, a hidden layer first: hᵢ = tanh(Σⱼ Wᵢⱼ·xⱼ + bᵢ), and `weights` apply to h
   * (a small network over the same inputs instead of a linear score).
   */
  hidden?: { weights: number[][]; bias: number[] };
  /**
   * When present, columns of the feature row whose winner's own value is an input after the
   * differences (how well the winner itself agrees, not only more than the runner-up).
   */
  absolute?: number[];
  /**
   * When present (round 9, second pass), named inputs after those (`CONTEXT_INPUTS`): evidence
   * about the winner's surroundings on the new page that no feature row holds.
   */
  context?: string[];
}

/** The calibration that serves fingerprint `t`: `calibrationPlain` when it has none of the recorded page's fields and the model has one. */
export function calibrationFor(t: Fingerprint, model: HealModel): Calibration {
  return t.copies === undefined && model.calibrationPlain ? model.calibrationPlain : model.calibration;
}

/**
 * Features that only rank: the margin carries them into the confidence, but not their own
 * winner-minus-runner-up difference (round 5: as an input of its own, `d_rareNeighbor` made the
 * held-out answers at 0.9 and 0.95 no better and the dev curve worse).
 */
const RANK_ONLY = new Set<string>(['rareNeighbor']);
const CALIBRATED = FEATURES.flatMap((f, k) => (RANK_ONLY.has(f) ? [] : [k]));

/**
 * What the confidence is calibrated from: the margin of the best candidate's logit over the
 * runner-up's (a near-identical copy of the widget elsewhere on the page keeps it small); how well
 * the winner's own text agrees with the recorded one (label similarity: an element that won on
 * structure while its text changed is less sure); whether the recorded element had no text at
 * all (icons, inputs: attributes and structure are all there is, and the margin means more); and,
 * per feature (but `RANK_ONLY`), how much more the winner agrees with the recording than the runner-up does
 * (`d_<feature>`). The margin weighs those differences as the ranking does; the calibration can
 * weigh them otherwise: a winner alone in agreeing on href, id or landmark is surer than one that
 * leads on size and position — "both agree on everything" (a real tie) is not "the winner agrees
 * on text and href, the runner-up only on its place".
 */
export const CALIBRATION_INPUTS = ['margin', 'winnerText', 'textless', ...FEATURES.filter((f) => !RANK_ONLY.has(f)).map((f) => `d_${f}`)];

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

export function logitOf(f: number[], model: HealModel = HEAL_MODEL): number {
  let z = model.bias;
  for (let i = 0; i < f.length; i++) z += model.weights[i]! * f[i]!;
  const r = model.rank;
  if (r) {
    for (let k = 0; k < r.out.length; k++) {
      const row = r.weights[k]!;
      let a = r.bias[k]!;
      for (let i = 0; i < f.length; i++) a += row[i]! * f[i]!;
      z += r.out[k]! * Math.tanh(a);
    }
  }
  return z;
}

export interface FingerprintMatch {
  /** Index of the best candidate in the list given. */
  best: number;
  /** Calibrated probability that it is the recorded widget. */
  confidence: number;
  logit: number;
  /** Logit of the runner-up (−∞ with one candidate). */
  second: number;
  /** Index of the runner-up (−1 with none). */
  runnerUp: number;
  /** The calibration's inputs (`CALIBRATION_INPUTS`). */
  evidence: number[];
}

export function confidenceOf(evidence: number[], model: HealModel = HEAL_MODEL, calibration: Calibration = model.calibration): number {
  const { weights, bias, hidden } = calibration;
  const x = hidden ? hidden.weights.map((row, i) => Math.tanh(row.reduce((a, w, j) => a + w * (evidence[j] ?? 0), hidden.bias[i]!))) : evidence;
  let z = bias;
  for (let i = 0; i < x.length; i++) z += (weights[i] ?? 0) * x[i]!;
  return sigmoid(z);
}

/**
 * Round 9, second pass: calibration inputs about the recorded element's surroundings on the new
 * page. `lostRare`: the recorded neighbour texts that are still on the page but not beside the
 * winner, each weighted by how rare it is there (1 / the widgets showing it), over the recorded
 * neighbours — the recorded slot's neighbourhood survives elsewhere, so the winner is likely a copy
 * of a widget that is gone (a removed widget whose label still shows once elsewhere).
 * `neighborsKept`: the share of the recorded neighbour texts still on the page at all.
 */
/** What a context input reads: the recorded target, the candidates, the winner and runner-up, every candidate's feature row, the candidates not available. */
type ContextInput = (t: Fingerprint, candidates: Fingerprint[], best: number, second: number, rowOf: (i: number) => number[], exclude?: Set<number>, logits?: number[]) => number;
const CONTEXT_INPUTS: Record<string, ContextInput> = {
  lostRare: (t, candidates, best) => {
    const counts = textCountsOf(candidates);
    const win = prepare(candidates[best]!).neighbors;
    let have = 0;
    let sum = 0;
    for (const x of prepare(t).neighbors) {
      if (!x) continue;
      have++;
      const n = counts.get(x) ?? 0;
      if (n > 0 && !win.includes(x)) sum += 1 / n;
    }
    return have ? sum / have : 0;
  },
  neighborsKept: (t, candidates) => {
    const counts = textCountsOf(candidates);
    let have = 0;
    let kept = 0;
    for (const x of prepare(t).neighbors) {
      if (!x) continue;
      have++;
      if ((counts.get(x) ?? 0) > 0) kept++;
    }
    return have ? kept / have : 0;
  },
  rivalRare: (t, candidates, _best, second) => {
    if (second < 0) return 0;
    return rareNeighborSim(prepare(t), prepare(candidates[second]!), textCountsOf(candidates));
  },
  // Round 10: slot against content. The runner-up is one rival; these ask every rival (but the
  // winner's same-text wrappers and children): how much more than the winner does the element that
  // agrees most with the recorded text agree (`rivalText`), and the element that holds the recorded
  // slot — the recorded XPath, the recorded id-relative XPath, or where the anchors predict it
  // (`rivalSlot`). When the slot's evidence and the text's point at the winner together both are 0;
  // when they point at different elements one of them is not.
  // Round 10: the recorded text's copies then and now (`Fingerprint.copies`; all 0 when not recorded).
  copiesKnown: (t) => (t.copies !== undefined && prepare(t).text ? 1 : 0),
  copiesLost: (t, candidates) => (t.copies !== undefined && prepare(t).text ? Math.min(3, Math.max(0, t.copies - (textCountsOf(candidates).get(prepare(t).text!) ?? 0))) : 0),
  copiesGained: (t, candidates) => (t.copies !== undefined && prepare(t).text ? Math.min(3, Math.max(0, (textCountsOf(candidates).get(prepare(t).text!) ?? 0) - t.copies)) : 0),
  // Round 11: the recorded copy's place among the copies of its text (`Fingerprint.copyIndex`),
  // for texts shown more than once then or now. `placeKnown`: the recording says which copy it
  // was; `placeSame` / `placeSameEnd`: the winner shows the recorded text and is the same copy
  // counted from the start / from the end (a copy added or dropped before it keeps the second);
  // `rivalPlace`: the runner-up is (1 when it is the same copy either way and the winner is not).
  placeKnown: (t, candidates) => (placeOf(t, candidates) ? 1 : 0),
  placeSame: (t, candidates, best) => samePlace(t, candidates, best, false),
  placeSameEnd: (t, candidates, best) => samePlace(t, candidates, best, true),
  rivalPlace: (t, candidates, best, second) => (second >= 0 && (samePlace(t, candidates, second, false) || samePlace(t, candidates, second, true)) && !samePlace(t, candidates, best, false) && !samePlace(t, candidates, best, true) ? 1 : 0),
  // Round 11: the margin over the best rival of the winner's own tag (capped at 20, as the margin).
  kindMargin: (t, candidates, best, _second, _rowOf, exclude, logits) => {
    if (!logits) return 0;
    const b = candidates[best]!;
    const bt = prepare(b).text;
    let l2 = -Infinity;
    for (let i = 0; i < logits.length; i++) {
      if (i === best || logits[i]! <= l2 || exclude?.has(i) || candidates[i]!.tag !== b.tag) continue;
      if (prepare(candidates[i]!).text === bt && nested(b.xpath, candidates[i]!.xpath)) continue;
      l2 = logits[i]!;
    }
    return Number.isFinite(l2) ? Math.min(logits[best]! - l2, 20) : 20;
  },
  // Round 11: the runner-up shows the winner's text (a copy of it elsewhere, or its own wrapper).
  rivalSameText: (t, candidates, best, second) => (second >= 0 && prepare(candidates[best]!).text !== undefined && prepare(candidates[second]!).text === prepare(candidates[best]!).text ? 1 : 0),
  // Round 12: the recorded copy counted from the nearest text before it that the page showed once
  // (`copyAnchor`, `copyOffset`), when that text is shown once now too. `anchorKnown`: it is, for
  // a text repeated then or now; `anchorSame`: the winner is the copy it names; `rivalAnchor`: the
  // copy it names is another one (a card added before the recorded one holds its old slot and
  // its place counted from the start, not its place after its own title).
  anchorKnown: (t, candidates) => (anchoredCopy(t, candidates) !== undefined ? 1 : 0),
  anchorSame: (t, candidates, best) => anchorSame(t, candidates, best),
  rivalAnchor: (t, candidates, best) => ((anchoredCopy(t, candidates) ?? -1) >= 0 && !anchorSame(t, candidates, best) ? 1 : 0),
  // Round 14: the recorded label's MEANING (meaning.ts, the shipped word vectors). `meaning`: how
  // close the winner's label is to the recorded one in meaning (a label reworded with other words
  // for the same thing shares no token); `meaningLead`: how much closer than the runner-up's;
  // `meaningNeighbors`: the recorded neighbour texts against the winner's, side by side.
  meaning: (t, candidates, best) => meaningSimilarity(prepare(t).label, prepare(candidates[best]!).label),
  meaningLead: (t, candidates, best, second) => {
    const label = prepare(t).label;
    if (!label) return 0;
    const w = meaningSimilarity(label, prepare(candidates[best]!).label);
    return second >= 0 ? w - meaningSimilarity(label, prepare(candidates[second]!).label) : w;
  },
  meaningNeighbors: (t, candidates, best) => {
    const a = prepare(t).neighbors;
    const b = prepare(candidates[best]!).neighbors;
    let have = 0;
    let sum = 0;
    for (let k = 0; k < 4; k++) {
      if (!a[k]) continue;
      have++;
      sum += meaningSimilarity(a[k], b[k]);
    }
    return have ? sum / have : 0;
  },
  // Round 14: a textless widget (an icon link, an input) keeps its place in its form, header or
  // toolbar when the page around it is rebuilt: `firstInLandmark` is 1 when the recorded element
  // was the first of its tag inside its innermost landmark (every step of its XPath below the
  // landmark is a first child of its tag) and the winner is the first of its tag in its own
  // landmark, -1 when the recorded one was first and the winner is not, 0 otherwise (a text, no
  // landmark, or not the first).
  firstInLandmark: (t, candidates, best) => {
    if (prepare(t).label || !firstBelowLandmark(t.xpath)) return 0;
    return firstsInLandmarkOf(candidates).has(best) ? 1 : -1;
  },
  // Round 15: a rebuilt widget with the same text. `sameTextKind` is 1 when the winner shows the
  // recorded text exactly, no other widget of the new page shows it, and it is the same kind of
  // widget (something to click, a field to fill, a box to tick, an icon or picture, text to read)
  // — a link rebuilt as a button, a span retagged, its classes and path renamed; -1 when it is
  // the only such text but another kind of widget (a heading that took a button's label); 0 otherwise.
  sameTextKind: (t, candidates, best) => {
    const text = prepare(t).text;
    if (!text || prepare(candidates[best]!).text !== text || (textCountsOf(candidates).get(text) ?? 0) !== 1) return 0;
    return kindOf(t) === kindOf(candidates[best]!) ? 1 : -1;
  },
  // Round 15: what a textless widget DOES, read by meaning: the words of its href path, its
  // `name`, type, id, title and class names ("icon-search", "cartButton", "/account/login") —
  // a rebuild renames ids and classes to other words for the same thing as often as to noise.
  // `purposeMeaning`: the recorded widget's words against the winner's (meaning.ts); `purposeLead`:
  // that, minus the runner-up's. 0 for a recorded widget with a label (its text says more).
  purposeMeaning: (t, candidates, best) => (prepare(t).label ? 0 : meaningSimilarity(purposeOf(t), purposeOf(candidates[best]!))),
  purposeLead: (t, candidates, best, second) => {
    if (prepare(t).label) return 0;
    const p = purposeOf(t);
    if (!p) return 0;
    const w = meaningSimilarity(p, purposeOf(candidates[best]!));
    return second >= 0 ? w - meaningSimilarity(p, purposeOf(candidates[second]!)) : w;
  },
  // Round 18 (tried, not kept: no committed calibration lists it): an identifying attribute that
  // is the winner's alone. A widget whose id, `name`, class list, href, title or alt is exactly the
  // recorded one, while no other element of the new page has that value (nested elements holding
  // one value count once), is likely that widget even when its path, tag and text changed — the
  // way an exact, unique text is. `uniqueAttrs` counts such attributes (at most 3).
  uniqueAttrs: (t, candidates, best) => {
    const b = candidates[best]!;
    let n = 0;
    for (const k of UNIQUE_ATTRS) {
      const v = t[k];
      if (!v || b[k] !== v) continue;
      if ((attrCountsOf(candidates, k).get(v) ?? 0) === 1) n++;
    }
    return Math.min(n, 3);
  },
  // Round 19 (tried, not kept: no committed calibration lists it): a textless widget's place
  // inside its landmark, read from the XPath alone (Similo-format recordings have nothing else
  // that a rebuild keeps): the indices of the steps below the innermost landmark (tags ignored: a
  // link rebuilt as a button keeps its slot). `landmarkPlace` is 1 when the winner sits in a
  // landmark of the same tag at the same indices and the runner-up does not, -1 when the
  // runner-up does and the winner does not, 0 otherwise (a text, no landmark, both or neither).
  landmarkPlace: (t, candidates, best, second) => {
    if (prepare(t).label) return 0;
    const want = placeInLandmark(t.xpath);
    if (want === undefined) return 0;
    const w = placeInLandmark(candidates[best]!.xpath) === want;
    const r = second >= 0 && placeInLandmark(candidates[second]!.xpath) === want;
    return w === r ? 0 : w ? 1 : -1;
  },
  rivalText: (t, candidates, best, _second, rowOf, exclude) => rivalLead(candidates, best, rowOf, exclude, textOf),
  rivalSlot: (t, candidates, best, _second, rowOf, exclude) => rivalLead(candidates, best, rowOf, exclude, slotOf),
};
/**
 * Round 15: the kind of a widget, for telling a rebuilt widget from another that took its text:
 * something to click (a link, a button, an input button, an element with such a role), a field
 * to fill, a box to tick, an icon or picture, or text to read.
 */
const ACTION_ROLES = new Set(['button', 'link', 'menuitem', 'tab', 'option', 'switch']);
export function kindOf(f: Fingerprint): 'action' | 'field' | 'toggle' | 'media' | 'text' {
  const tag = f.tag.toLowerCase();
  const type = (f.type ?? '').toLowerCase();
  if (tag === 'input') return type === 'checkbox' || type === 'radio' ? 'toggle' : ['submit', 'button', 'image', 'reset'].includes(type) ? 'action' : 'field';
  if (tag === 'textarea' || tag === 'select') return 'field';
  if (tag === 'a' || tag === 'button' || tag === 'summary' || (f.role && ACTION_ROLES.has(f.role.toLowerCase()))) return 'action';
  if (tag === 'img' || tag === 'svg' || tag === 'i' || tag === 'picture' || tag === 'use' || tag === 'path') return 'media';
  return 'text';
}
/**
 * Round 15: the words that say what a widget does, from its attributes: its href's path (not the
 * host, query or file suffix), `name`, input type, id, title and class names, split at
 * punctuation and camelCase. Structural tokens every framework uses (wrapper, container, col…)
 * and short or numeric pieces say nothing about what it does and are dropped.
 */
const STRUCTURAL = new Set(['www', 'com', 'org', 'net', 'http', 'https', 'html', 'htm', 'php', 'aspx', 'jsp', 'index', 'wrap', 'wrapper', 'inner', 'outer', 'container', 'content', 'col', 'row', 'grid', 'item', 'items', 'elem', 'element', 'block', 'box', 'main', 'default', 'active', 'hidden', 'visible', 'primary', 'secondary', 'small', 'large', 'medium', 'btn', 'button', 'link', 'icon', 'icons', 'svg', 'img', 'text', 'label', 'field', 'input', 'control', 'component', 'module', 'section', 'left', 'right', 'top', 'bottom', 'center', 'flex', 'inline', 'clearfix', 'list', 'js', 'ui', 'id', 'cls', 'class', 'style', 'data', 'type', 'none', 'true', 'false', 'css', 'jsx', 'tsx', 'svelte', 'ember', 'react', 'vue', 'ng']);
const purposes = new WeakMap<Fingerprint, string>();
function purposeOf(f: Fingerprint): string {
  let p = purposes.get(f);
  if (p !== undefined) return p;
  const href = f.href ? f.href.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '').replace(/\.[a-z0-9]{2,5}$/i, '') : '';
  const type = f.type && !['text', 'submit', 'button'].includes(f.type.toLowerCase()) ? f.type : '';
  const raw = [href, f.nameAttr, type, f.id, f.title, f.classes].filter(Boolean).join(' ');
  const seen = new Set<string>();
  for (const piece of raw.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z]+/)) {
    if (piece.length >= 3 && !STRUCTURAL.has(piece)) seen.add(piece);
    if (seen.size >= 12) break;
  }
  p = [...seen].join(' ');
  purposes.set(f, p);
  return p;
}
/** The XPath up to and including its innermost landmark step, and the steps below it (undefined without a landmark). */
function landmarkSplit(xpath: string | undefined): { prefix: string; below: string[] } | undefined {
  const steps = xpath ? xpath.split('/') : [];
  for (let i = steps.length - 2; i >= 0; i--) {
    if (LANDMARKS.has(steps[i]!.replace(/\[\d+\]$/, ''))) return { prefix: steps.slice(0, i + 1).join('/'), below: steps.slice(i + 1) };
  }
  return undefined;
}
/** Round 19: the innermost landmark's tag and the indices of the steps below it ("form|1/3"), or undefined without a landmark. */
const places = new Map<string, string | undefined>();
export function placeInLandmark(xpath: string | undefined): string | undefined {
  if (!xpath) return undefined;
  if (places.has(xpath)) return places.get(xpath);
  const l = landmarkSplit(xpath);
  const p = l && `${l.prefix.split('/').pop()!.replace(/\[\d+\]$/, '')}|${l.below.map((s) => /\[(\d+)\]$/.exec(s)?.[1] ?? '1').join('/')}`;
  if (places.size > 50_000) places.clear(); // bounded: a long-lived process heals many pages
  places.set(xpath, p);
  return p;
}
/** Every step below the innermost landmark is the first of its tag among its siblings. */
function firstBelowLandmark(xpath: string | undefined): boolean {
  const l = landmarkSplit(xpath);
  return l !== undefined && l.below.every((s) => !/\[\d+\]$/.test(s) || s.endsWith('[1]'));
}
/** The candidates that are the first of their tag (in document order) inside their innermost landmark. */
const firstsInLandmark = new WeakMap<Fingerprint[], Set<number>>();
function firstsInLandmarkOf(candidates: Fingerprint[]): Set<number> {
  let s = firstsInLandmark.get(candidates);
  if (!s) {
    s = new Set();
    const seen = new Set<string>();
    candidates.forEach((c, i) => {
      const l = landmarkSplit(c.xpath);
      if (!l) return;
      const key = `${l.prefix}|${c.tag}`;
      if (seen.has(key)) return;
      seen.add(key);
      s!.add(i);
    });
    firstsInLandmark.set(candidates, s);
  }
  return s;
}
/** The recorded copy's place and the count of the recorded text now, when the recording has it and the text is repeated then or now. */
function placeOf(t: Fingerprint, candidates: Fingerprint[]): { index: number; then: number; now: number } | undefined {
  const text = prepare(t).text;
  if (t.copyIndex === undefined || t.copies === undefined || !text) return undefined;
  const now = textCountsOf(candidates).get(text) ?? 0;
  return t.copies > 1 || now > 1 ? { index: t.copyIndex, then: t.copies, now } : undefined;
}
/**
 * Round 12: the place (among the widgets showing the recorded text, from 0) of the copy the
 * recorded anchor names — the one `copyOffset` copies after the anchor text's widget, with no
 * other text shown once between them — or -1 when the anchor is there but no such copy; undefined when unknown (no anchor recorded, the text not
 * repeated then or now, or the anchor's text not shown exactly once now).
 */
function anchoredCopy(t: Fingerprint, candidates: Fingerprint[]): number | undefined {
  const p = placeOf(t, candidates);
  if (!p || t.copyAnchor === undefined || t.copyOffset === undefined) return undefined;
  const j = onceAtOf(candidates).get(lower(t.copyAnchor));
  if (j === undefined) return undefined;
  const starts = copyStartsOf(candidates).get(prepare(t).text!) ?? [];
  const k = copiesBefore(candidates, prepare(t).text!, j) + t.copyOffset;
  // …and that copy's own nearest text shown once is the anchor (not a title after it).
  return k < starts.length && anchorOf(candidates, starts[k]!) === j ? k : -1;
}
/**
 * Round 12: when the best candidate is a copy of the recorded text other than the one the recorded
 * anchor names, that copy (its best-scoring member) instead, if it scores within `margin` of the
 * best. Its old slot and its place from the start can point at the copy above (a card added before
 * it); its place after its own card's title does not.
 */
function anchorSwitched(t: Fingerprint, candidates: Fingerprint[], logits: number[], best: number, margin: number, exclude?: Set<number>): number {
  const k = anchoredCopy(t, candidates);
  const text = prepare(t).text;
  if (k === undefined || k < 0 || prepare(candidates[best]!).text !== text) return best;
  const places = copyPlacesOf(candidates);
  if (places.get(best)?.index === k) return best;
  let alt = -1;
  for (let i = 0; i < logits.length; i++) {
    if (exclude?.has(i) || places.get(i)?.index !== k || prepare(candidates[i]!).text !== text) continue;
    if (alt < 0 || logits[i]! > logits[alt]!) alt = i;
  }
  return alt >= 0 && logits[best]! - logits[alt]! < margin ? alt : best;
}
/** 1 when candidate `i` shows the recorded text and is the copy the recorded anchor names. */
function anchorSame(t: Fingerprint, candidates: Fingerprint[], i: number): number {
  const k = anchoredCopy(t, candidates);
  if (k === undefined || k < 0 || prepare(candidates[i]!).text !== prepare(t).text) return 0;
  return copyPlacesOf(candidates).get(i)?.index === k ? 1 : 0;
}
/** 1 when candidate `i` shows the recorded text and is the recorded copy, counted from the start (or the end). */
function samePlace(t: Fingerprint, candidates: Fingerprint[], i: number, fromEnd: boolean): number {
  const p = placeOf(t, candidates);
  if (!p || prepare(candidates[i]!).text !== prepare(t).text) return 0;
  const q = copyPlacesOf(candidates).get(i);
  if (!q) return 0;
  return (fromEnd ? q.of - 1 - q.index === p.then - 1 - p.index : q.index === p.index) ? 1 : 0;
}
const TEXT_COL = FEATURES.indexOf('text');
const ID_XPATH_COL = FEATURES.indexOf('idXpath');
const SAME_XPATH_COL = FEATURES.indexOf('sameXpath');
const ANCHOR_XPATH_COL = FEATURES.length; // the first joint feature, `anchorXpath` (joint rows only)
const textOf = (f: number[]): number => f[TEXT_COL]!;
const slotOf = (f: number[]): number => Math.max(f[ID_XPATH_COL]!, f[SAME_XPATH_COL]!, f[ANCHOR_XPATH_COL] ?? 0);
/** The most that a rival of the winner (not its same-text wrapper or child, not excluded) exceeds it on `of`, or 0. */
function rivalLead(candidates: Fingerprint[], best: number, rowOf: (i: number) => number[], exclude: Set<number> | undefined, of: (f: number[]) => number): number {
  const w = of(rowOf(best));
  const b = candidates[best]!;
  const bt = prepare(b).text;
  let lead = 0;
  for (let i = 0; i < candidates.length; i++) {
    if (i === best || exclude?.has(i)) continue;
    const v = of(rowOf(i)) - w;
    if (v <= lead) continue;
    const c = candidates[i]!;
    if (prepare(c).text === bt && nested(b.xpath, c.xpath)) continue;
    lead = v;
  }
  return lead;
}
export const CONTEXT_INPUT_NAMES = Object.keys(CONTEXT_INPUTS);

/** True when one XPath is an ancestor of (or the same as) the other. */
function nested(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  return a === b || a.startsWith(b + '/') || b.startsWith(a + '/');
}

const LABEL = FEATURES.indexOf('label');

/** Indices of a feature row's columns whose winner-minus-runner-up difference is a calibration input. */
function calibratedOf(width: number): number[] {
  return width === FEATURES.length ? CALIBRATED : JOINT_CALIBRATED;
}

/**
 * The best candidate of scored rows and its calibrated confidence. `exclude` holds candidates
 * that are not available (taken by another recorded target in a joint relocation): they neither
 * win nor count as rivals.
 */
export function matchScored(t: Fingerprint, candidates: Fingerprint[], rowOf: (i: number) => number[], logits: number[], model: HealModel, exclude?: Set<number>): FingerprintMatch | undefined {
  let best = -1;
  for (let i = 0; i < logits.length; i++) if (!exclude?.has(i) && (best < 0 || logits[i]! > logits[best]!)) best = i;
  if (best < 0) return undefined;
  if (model.anchorSwitch !== undefined) best = anchorSwitched(t, candidates, logits, best, model.anchorSwitch, exclude);
  let l2 = -Infinity;
  let second = -1;
  const b = candidates[best]!;
  const bt = prepare(b).text;
  for (let i = 0; i < logits.length; i++) {
    if (i === best || logits[i]! <= l2 || exclude?.has(i)) continue;
    const c = candidates[i]!;
    if (prepare(c).text === bt && nested(b.xpath, c.xpath)) continue;
    l2 = logits[i]!;
    second = i;
  }
  const l1 = logits[best]!;
  const win = rowOf(best);
  const rival = second >= 0 ? rowOf(second) : undefined;
  const cal = calibrationFor(t, model);
  const evidence = [
    Number.isFinite(l2) ? Math.min(l1 - l2, 20) : 20,
    win[LABEL]!,
    prepare(t).label ? 0 : 1,
    ...calibratedOf(win.length).map((k) => win[k]! - (rival ? rival[k]! : 0)),
    ...(cal.absolute ?? []).map((k) => win[k]!),
    ...(cal.context ?? []).map((name) => CONTEXT_INPUTS[name]?.(t, candidates, best, second, rowOf, exclude, logits) ?? 0),
  ];
  return { best, confidence: confidenceOf(evidence, model, cal), logit: l1, second: l2, runnerUp: second, evidence };
}

/**
 * Scores every candidate against the fingerprint and calibrates the best one's confidence. Rivals
 * are the candidates other than the winner, except its ancestors and descendants showing the same
 * text: a wrapper around the same widget is not a rival (a section around it is).
 */
export function matchFingerprint(t: Fingerprint, candidates: Fingerprint[], model: HealModel = HEAL_MODEL): FingerprintMatch | undefined {
  if (candidates.length === 0) return undefined;
  const counts = pageCounts(t, candidates);
  const rows = candidates.map((c) => features(t, c, counts));
  return matchScored(t, candidates, (i) => rows[i]!, rows.map((f) => logitOf(f, model)), model);
}

// ---- joint relocation ------------------------------------------------------------------------

/**
 * Features of joint relocation (round 6), appended to `FEATURES` when a page's recorded targets
 * are relocated together: where the other targets went predicts where this one went.
 * `anchorXpath`: the candidate's XPath is the one the nearest confidently relocated other target
 * predicts (its old → new path change applied to this target's old path: a list that gained an
 * item above both shifts both by one place; a wrapper added above both adds a level to both);
 * `anchorBox`: how close the candidate is to the recorded box moved as the nearest relocated
 * target's box moved.
 */
export const JOINT_FEATURES = [...FEATURES, 'anchorXpath', 'anchorBox', 'textContain', 'anchorSubtree'] as const;
const JOINT_CALIBRATED = JOINT_FEATURES.flatMap((f, k) => (RANK_ONLY.has(f) ? [] : [k]));
export const JOINT_CALIBRATION_INPUTS = ['margin', 'winnerText', 'textless', ...JOINT_FEATURES.filter((f) => !RANK_ONLY.has(f)).map((f) => `d_${f}`)];

/** Another recorded target of the same page and where its first, independent relocation put it. */
export interface Anchor {
  old: Fingerprint;
  now: Fingerprint;
  confidence: number;
}

/** Least first-pass confidence for a relocated target to be evidence about the others. */
export const ANCHOR_MIN_CONFIDENCE = 0.5;

const stepOf = (s: string): { tag: string; n: number } => {
  const m = /^(.*)\[(\d+)\]$/.exec(s);
  return m ? { tag: m[1]!, n: Number(m[2]) } : { tag: s, n: 1 };
};

/**
 * The XPath `anchor`'s change predicts for a target whose old path is `x`: below their deepest
 * common ancestor the anchor's old steps must reappear at the end of its new path (same tags); the
 * new path's prefix stands for the old common ancestor, and at the step where the two paths part
 * the sibling index moves as the anchor's did when both are the same tag.
 */
function predictXpath(x: string[], oldA: string[], newA: string[]): string | undefined {
  let L = 0;
  while (L < x.length && L < oldA.length && x[L] === oldA[L]) L++;
  if (L < 3 || L >= x.length) return undefined; // no common ancestor below <body>, or the target is the anchor's ancestor
  const ra = oldA.length - L;
  const base = newA.length - ra;
  if (ra < 1 || base < 3) return undefined;
  for (let k = 1; k < ra; k++) if (stepOf(oldA[L + k]!).tag !== stepOf(newA[base + k]!).tag) return undefined;
  const a0 = stepOf(oldA[L]!);
  const a1 = stepOf(newA[base]!);
  if (a0.tag !== a1.tag) return undefined;
  const t0 = stepOf(x[L]!);
  const n = t0.tag === a0.tag ? t0.n + a1.n - a0.n : t0.n;
  if (n < 1) return undefined;
  return [...newA.slice(0, base), `${t0.tag}[${n}]`, ...x.slice(L + 1)].join('/');
}

/** What the other relocated targets predict for one target: its new XPath and box. */
export interface JointPrediction {
  xpath?: string;
  box?: Box;
  /**
   * Round 9, second pass: the new path of the deepest ancestor the target shared with its nearest
   * anchor (the anchor's new path above its unchanged tail): the target is expected inside it
   * (`anchorSubtree`), wherever the block put it — a copy of its text in another block is not.
   */
  subtree?: string;
}

export function jointPrediction(t: Fingerprint, anchors: Anchor[]): JointPrediction {
  const out: JointPrediction = {};
  const x = prepare(t).xpath;
  // The anchor nearest in the old tree: the deepest common ancestor, then the nearest sibling.
  let bestKey = -Infinity;
  for (const a of anchors) {
    if (!a.old.xpath || !a.now.xpath || a.old.xpath === t.xpath) continue;
    const oldA = prepare(a.old).xpath;
    let L = 0;
    while (L < x.length && L < oldA.length && x[L] === oldA[L]) L++;
    const gap = L < x.length && L < oldA.length ? Math.abs(stepOf(x[L]!).n - stepOf(oldA[L]!).n) : 0;
    const key = L * 1000 - Math.min(gap, 999) + a.confidence * 0.5;
    if (key <= bestKey) continue;
    const p = predictXpath(x, oldA, prepare(a.now).xpath);
    if (p === undefined) continue;
    bestKey = key;
    out.xpath = p;
    const steps = p.split('/');
    out.subtree = steps.slice(0, steps.length - (x.length - L)).join('/');
  }
  if (rendered(t.box)) {
    let bestD = Infinity;
    for (const a of anchors) {
      if (!rendered(a.old.box) || !rendered(a.now.box)) continue;
      const d = Math.hypot(a.old.box.left - t.box.left, a.old.box.top - t.box.top);
      if (d >= bestD) continue;
      bestD = d;
      out.box = { left: t.box.left + a.now.box.left - a.old.box.left, top: t.box.top + a.now.box.top - a.old.box.top, width: t.box.width, height: t.box.height };
    }
  }
  return out;
}

/**
 * The share of the shorter label's words that the other label has: 1 when a word was added or
 * dropped ("Sign in" → "Sign in now"), where `label`'s overlap over both labels' words is lower.
 */
function textContain(t: Fingerprint, c: Fingerprint): number {
  const a = prepare(t).labelTokens();
  const b = prepare(c).labelTokens();
  if (a.size === 0 || b.size === 0) return 0;
  const [short, long] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const w of short) if (long.has(w)) n++;
  return n / short.size;
}

/** The joint features of one candidate (`JOINT_FEATURES` after `FEATURES`) for target `t`. */
export function jointFeatures(pred: JointPrediction, c: Fingerprint, t: Fingerprint): number[] {
  return [
    pred.xpath !== undefined && pred.xpath === c.xpath ? 1 : 0,
    pred.box ? locationSim(pred.box, c.box) : 0,
    textContain(t, c),
    pred.subtree !== undefined && c.xpath !== undefined && c.xpath.startsWith(pred.subtree + '/') ? 1 : 0,
  ];
}

export interface JointMatch {
  /** The joint answer: the best candidate still free when this target's turn came, or undefined when none is left. */
  match?: FingerprintMatch;
}

/**
 * Relocates the recorded targets of one page jointly. First each alone (`model`); the targets
 * relocated with confidence ≥ `ANCHOR_MIN_CONFIDENCE` are anchors: each target is scored again
 * with the joint features (what its nearest anchor's move predicts) by `joint`. Then a one-to-one
 * assignment (`assignJointly`): the most confident target takes its element (when others rank
 * the same element best, with its share of their evidence as confidence), which is then
 * neither a candidate nor a rival for the others, whose confidences are recomputed over the
 * candidates left (a copy taken by another recorded target no longer keeps a margin small).
 * Identical fingerprints (the same widget recorded twice) are one target and get one answer.
 */
export function matchJoint(targets: Fingerprint[], candidates: Fingerprint[], model: HealModel = HEAL_MODEL, joint: HealModel = HEAL_JOINT_MODEL): JointMatch[] {
  if (candidates.length === 0) return targets.map(() => ({}));
  const keyOf = new Map<string, number>();
  const uniq: Fingerprint[] = [];
  const groupOf = targets.map((t) => {
    const k = JSON.stringify(t);
    if (!keyOf.has(k)) {
      keyOf.set(k, uniq.length);
      uniq.push(t);
    }
    return keyOf.get(k)!;
  });
  const rows = uniq.map((t) => {
    const counts = pageCounts(t, candidates);
    return candidates.map((c) => features(t, c, counts));
  });
  // Joint rows are built only for the winners and runners-up the calibration reads; the logits
  // add the joint features' terms to the feature rows' (the same as `jointRows`, without copying every row).
  const first = firstPass(uniq, candidates, rows, model);
  const preds = predictionsOf(uniq, candidates, first);
  const n = FEATURES.length;
  const extra = preds.map((pred, i) => candidates.map((c) => jointFeatures(pred, c, uniq[i]!)));
  const logits = rows.map((r, i) => r.map((f, c) => (joint.rank ? logitOf([...f, ...extra[i]![c]!], joint) : logitOf(f, joint) + extra[i]![c]!.reduce((a, v, k) => a + joint.weights[n + k]! * v, 0))));
  const done = assignJointly(uniq, candidates, rows.map((r, i) => (c: number) => [...r[c]!, ...extra[i]![c]!]), logits, joint);
  return targets.map((_, k) => ({ match: done[groupOf[k]!] }));
}

/** The first, independent pass: each target matched alone on its feature rows (`rows[i]`: against every candidate), as `heal` does. */
function firstPass(targets: Fingerprint[], candidates: Fingerprint[], rows: number[][][], model: HealModel): FingerprintMatch[] {
  return targets.map((t, i) => matchScored(t, candidates, (c) => rows[i]![c]!, rows[i]!.map((f) => logitOf(f, model)), model)!);
}

/** What each target's anchors (the other targets relocated with confidence ≥ `ANCHOR_MIN_CONFIDENCE` in the first pass) predict. */
function predictionsOf(targets: Fingerprint[], candidates: Fingerprint[], first: Array<FingerprintMatch | undefined>): JointPrediction[] {
  return targets.map((t, i) => {
    const anchors: Anchor[] = [];
    targets.forEach((o, j) => {
      const m = first[j];
      if (j !== i && m && m.confidence >= ANCHOR_MIN_CONFIDENCE) anchors.push({ old: o, now: candidates[m.best]!, confidence: m.confidence });
    });
    return jointPrediction(t, anchors);
  });
}

/**
 * The first, independent pass over distinct targets (`rows[i]`: target i's `features` against
 * every candidate) and each target's rows with the joint features appended (for fitting).
 */
export function jointRows(targets: Fingerprint[], candidates: Fingerprint[], rows: number[][][], model: HealModel = HEAL_MODEL, anchorsFrom?: Array<FingerprintMatch | undefined>): { first: FingerprintMatch[]; rows: number[][][] } {
  const first = firstPass(targets, candidates, rows, model);
  const preds = predictionsOf(targets, candidates, anchorsFrom ?? first);
  return { first, rows: targets.map((_, i) => rows[i]!.map((f, c) => [...f, ...jointFeatures(preds[i]!, candidates[c]!, targets[i]!)])) };
}

/**
 * The winner's confidence for candidate `c` when several recorded targets rank
 * it best. Each contender's calibrated confidence is a probability that `c` is its widget, judged
 * alone; at most one of them can own it, so the winner's share is its odds over one (none of
 * them owns it) plus every contender's odds. One contender far more confident than the others
 * keeps its confidence; two that are both sure (0.9990 against 0.9987: a race on the fourth
 * decimal) get about 0.56 each, and the default threshold answers not found rather than a coin
 * flip.
 */
function contestShare(winner: FingerprintMatch, contenders: FingerprintMatch[]): number {
  const odds = (m: FingerprintMatch): number => {
    const p = Math.min(m.confidence, 1 - 1e-9);
    return p / (1 - p);
  };
  return odds(winner) / (1 + contenders.reduce((a, m) => a + odds(m), 0));
}

/**
 * The one-to-one assignment: `rowOf[i](c)` is target i's joint row for candidate c
 * (`jointRows`), `logits[i][c]` its score under `joint`. The most confident target's best
 * element is assigned first; when other targets left rank the same element best, it goes to the
 * contender that scores it highest, with its share of the contenders' evidence as confidence
 * (`contestShare`).
 */
export function assignJointly(targets: Fingerprint[], candidates: Fingerprint[], rowOf: Array<(c: number) => number[]>, logits: number[][], joint: HealModel = HEAL_JOINT_MODEL): Array<FingerprintMatch | undefined> {
  const taken = new Set<number>();
  const done = new Array<FingerprintMatch | undefined>(targets.length);
  // Each target's match over the candidates left; recomputed only when its winner or runner-up is taken.
  const current = targets.map((t, i) => matchScored(t, candidates, rowOf[i]!, logits[i]!, joint));
  const left = new Set(targets.map((_, i) => i));
  while (left.size) {
    let pickI = -1;
    for (const i of left) if (current[i] && (pickI < 0 || current[i]!.confidence > current[pickI]!.confidence)) pickI = i;
    if (pickI < 0) break; // every candidate taken
    const c = current[pickI]!.best;
    const contenders = [...left].filter((i) => current[i]?.best === c).map((i) => current[i]!);
    // Round 9, second pass: a contested element goes to the contender whose fingerprint it matches
    // best (the highest ranking score for it), not to the most confident — two saturated
    // confidences differ in the fourth decimal, which the calibration's seed decides.
    if (contenders.length > 1) for (const i of left) if (current[i]?.best === c && current[i]!.logit > current[pickI]!.logit) pickI = i;
    let won = current[pickI]!;
    if (contenders.length > 1) won = { ...won, confidence: contestShare(won, contenders) };
    done[pickI] = won;
    taken.add(c);
    left.delete(pickI);
    for (const i of left) {
      const m = current[i];
      if (m && (m.best === c || m.runnerUp === c)) current[i] = matchScored(targets[i]!, candidates, rowOf[i]!, logits[i]!, joint, taken);
    }
  }
  return done;
}
