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
   * Confidence that the best candidate is the recorded widget, from the evidence about it
   * (`CALIBRATION_INPUTS`, in that order): σ(Σ wᵢ·xᵢ + bias).
   */
  calibration: {
    weights: number[];
    bias: number;
    /**
     * When present, a hidden layer first: hᵢ = tanh(Σⱼ Wᵢⱼ·xⱼ + bᵢ), and `weights` apply to h
     * (a small network over the same inputs instead of a linear score).
     */
    hidden?: { weights: number[][]; bias: number[] };
  };
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
  /** The calibration's inputs (`CALIBRATION_INPUTS`). */
  evidence: number[];
}

export function confidenceOf(evidence: number[], model: HealModel = HEAL_MODEL): number {
  const { weights, bias, hidden } = model.calibration;
  const x = hidden ? hidden.weights.map((row, i) => Math.tanh(row.reduce((a, w, j) => a + w * (evidence[j] ?? 0), hidden.bias[i]!))) : evidence;
  let z = bias;
  for (let i = 0; i < x.length; i++) z += (weights[i] ?? 0) * x[i]!;
  return sigmoid(z);
}

/** True when one XPath is an ancestor of (or the same as) the other. */
function nested(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  return a === b || a.startsWith(b + '/') || b.startsWith(a + '/');
}

const LABEL = FEATURES.indexOf('label');

/**
 * Scores every candidate against the fingerprint and calibrates the best one's confidence. Rivals
 * are the candidates other than the winner, except its ancestors and descendants showing the same
 * text: a wrapper around the same widget is not a rival (a section around it is).
 */
export function matchFingerprint(t: Fingerprint, candidates: Fingerprint[], model: HealModel = HEAL_MODEL): FingerprintMatch | undefined {
  if (candidates.length === 0) return undefined;
  const counts = pageCounts(t, candidates);
  const rows = candidates.map((c) => features(t, c, counts));
  const logits = rows.map((f) => logitOf(f, model));
  let best = 0;
  for (let i = 1; i < logits.length; i++) if (logits[i]! > logits[best]!) best = i;
  let l2 = -Infinity;
  let second = -1;
  const b = candidates[best]!;
  const bt = prepare(b).text;
  for (let i = 0; i < logits.length; i++) {
    if (i === best || logits[i]! <= l2) continue;
    const c = candidates[i]!;
    if (prepare(c).text === bt && nested(b.xpath, c.xpath)) continue;
    l2 = logits[i]!;
    second = i;
  }
  const l1 = logits[best]!;
  const rival = second >= 0 ? rows[second]! : undefined;
  const evidence = [
    Number.isFinite(l2) ? Math.min(l1 - l2, 20) : 20,
    rows[best]![LABEL]!,
    prepare(t).label ? 0 : 1,
    ...CALIBRATED.map((k) => rows[best]![k]! - (rival ? rival[k]! : 0)),
  ];
  return { best, confidence: confidenceOf(evidence, model), logit: l1, second: l2, evidence };
}
