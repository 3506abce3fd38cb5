/**
 * `russ heal-eval DIR [--out FILE] [--min-confidence P] [--independent]`: measures `heal()` on element relocation
 * data in the Similo format (one folder per website: `<N>.properties` with `old_xpath`/`new_xpath`,
 * `target_widgets/`, `candidate_widgets/`). Each website's new version becomes a page model built
 * from its candidate widgets; each target becomes a recorded step whose fingerprint is taken from
 * its target widget. Prints correct / not found / wrong per site and overall, beside the published
 * locators' numbers where known. By default each website's targets are healed together (`healAll`:
 * joint relocation); `--independent` heals each alone (`heal`). Both are reported.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RussError } from '../errors.js';
import { fingerprintOf } from '../grounding/fingerprint.js';
import { DEFAULT_HEAL_MIN_CONFIDENCE, heal, healAll, type HealResult } from '../grounding/heal.js';
import type { PageElement, PageModel } from '../page/types.js';
import type { Command } from './index.js';
import { UNIT_INTERVAL } from './options.js';

export class HealEvalError extends RussError {}

const MAX_FILE = 1 << 20;
const MAX_WIDGETS = 20000;

/** Published results on the Similo dev split (its README): correct % / wrong %. */
const PUBLISHED: Array<[string, number, number]> = [
  ['Similo', 88.2, 11.8],
  ['multi-locator', 71.8, 0.0],
  ['ROBULA+', 55.1, 2.4],
  ['Selenium IDE', 50.6, 6.9],
  ['absolute XPath', 26.1, 7.3],
];

export type Widget = Record<string, string>;

/** Reads a `key=value` properties file; bounded and typed on bad input. */
export function readProperties(file: string): Widget {
  let st;
  try {
    st = statSync(file);
  } catch (err) {
    throw new HealEvalError('E_HEAL_DATA', `Cannot read ${file}: ${(err as Error).message}`);
  }
  if (!st.isFile()) throw new HealEvalError('E_HEAL_DATA', `${file} is not a file`);
  if (st.size > MAX_FILE) throw new HealEvalError('E_HEAL_DATA', `${file} is larger than ${MAX_FILE} bytes`);
  const out: Widget = Object.create(null) as Widget;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line || line.startsWith('#') || line.startsWith('!')) continue;
    const i = line.indexOf('=');
    if (i <= 0) continue;
    out[line.slice(0, i).trim()] = line.slice(i + 1);
  }
  return out;
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch (err) {
    throw new HealEvalError('E_HEAL_DATA', `Cannot list ${dir}: ${(err as Error).message}`);
  }
}

const num = (s: string | undefined): number => {
  const n = Number(s);
  return Number.isFinite(n) ? n : 0;
};

/** A page element from a Similo widget. */
export function elementOfWidget(w: Widget, index: number): PageElement {
  const attributes: Record<string, string> = {};
  for (const k of ['id', 'name', 'class', 'type', 'href', 'alt', 'title', 'value']) if (w[k]) attributes[k] = w[k]!;
  const tag = (w.tag ?? '').toLowerCase() || 'div';
  const text = (w.text ?? '').trim();
  const el: PageElement = {
    index,
    id: w.widget_id ?? String(index),
    tag,
    name: text || w.alt || w.title || w.value || '',
    text,
    attributes,
    visible: true,
    box: { left: num(w.x), top: num(w.y), width: num(w.width), height: num(w.height) },
    children: [],
    xpath: w.xpath ?? '',
    idXpath: w.idxpath ?? '',
    visibleText: w.visible_text ?? text,
    neighbors: {},
  };
  if (w.type) el.inputType = w.type.toLowerCase();
  for (const k of ['above', 'below', 'left', 'right'] as const) {
    const v = w[`neighbor_text_${k}`];
    if (v) el.neighbors![k] = v;
  }
  return el;
}

export function pageOfWidgets(widgets: Widget[]): PageModel {
  return { viewport: { width: 1280, height: 800 }, elements: widgets.map(elementOfWidget) };
}

export interface SiteData {
  site: string;
  /** False when the folder has no candidate widgets (no new version to search): not scored. */
  scored: boolean;
  page: PageModel;
  targets: Array<{ n: number; oldXpath: string; newXpath: string; widget?: Widget }>;
  targetPage: PageModel;
}

/** The widgets of a folder; none when the folder is absent (a website whose new version has no widgets). */
function widgetsIn(dir: string): Widget[] {
  try {
    statSync(dir);
  } catch {
    return [];
  }
  const files = listDir(dir).filter((f) => f.endsWith('.properties'));
  if (files.length > MAX_WIDGETS) throw new HealEvalError('E_HEAL_DATA', `${dir} has more than ${MAX_WIDGETS} widgets`);
  return files.map((f) => readProperties(join(dir, f)));
}

/** Loads every website folder of a Similo-format directory. */
export function loadSimilo(dir: string): SiteData[] {
  const sites: SiteData[] = [];
  for (const site of listDir(dir)) {
    const sdir = join(dir, site);
    let isDir = false;
    try {
      isDir = statSync(sdir).isDirectory();
    } catch {
      continue; // a dangling link: not a website folder
    }
    if (!isDir) continue;
    const candidates = widgetsIn(join(sdir, 'candidate_widgets'));
    const targetWidgets = widgetsIn(join(sdir, 'target_widgets'));
    const byXpath = new Map(targetWidgets.map((w) => [w.xpath ?? '', w]));
    const targets: SiteData['targets'] = [];
    for (const f of listDir(sdir)) {
      const m = /^(\d+)\.properties$/.exec(f);
      if (!m) continue;
      const p = readProperties(join(sdir, f));
      if (!p.old_xpath) throw new HealEvalError('E_HEAL_DATA', `${join(sdir, f)} has no old_xpath`);
      targets.push({ n: Number(m[1]), oldXpath: p.old_xpath, newXpath: p.new_xpath ?? '', widget: byXpath.get(p.old_xpath) });
    }
    targets.sort((a, b) => a.n - b.n);
    sites.push({ site, scored: candidates.length > 0 && targetWidgets.length > 0, page: pageOfWidgets(candidates), targets, targetPage: pageOfWidgets(targetWidgets) });
  }
  if (sites.length === 0) throw new HealEvalError('E_HEAL_DATA', `${dir} has no website folders`);
  return sites;
}

export interface Tally {
  correct: number;
  notFound: number;
  wrong: number;
  total: number;
}

export interface HealEvalResult {
  /** Websites with no widget data, not scored. */
  skipped: string[];
  /** How the tallies and lines were made: each site's targets healed together (`healAll`), or each alone (`heal`). */
  mode: 'joint' | 'independent';
  perSite: Record<string, Tally>;
  overall: Tally;
  /** Both modes at the same threshold. */
  byMode: Record<'joint' | 'independent', Tally>;
  /**
   * Over all thresholds, the most targets right with at most k wrong answers, for k in
   * `CURVE_K` (each mode's answers and confidences at threshold 0, cut at every confidence).
   */
  curve: Record<'joint' | 'independent', number[]>;
  lines: Array<{ site: string; target: number; xpath: string | null; confidence: number }>;
  /** Milliseconds per target of the chosen mode (joint: a site's `healAll` over its targets). */
  msPerTarget: number[];
}

export const CURVE_K = [0, 1, 3, 4, 5, 8];

/** The most answers right with at most k wrong, over every threshold, from (confidence, right) pairs. */
export function mostRightCurve(answers: Array<{ confidence: number; right: boolean }>, ks = CURVE_K): number[] {
  const sorted = [...answers].sort((x, y) => y.confidence - x.confidence);
  return ks.map((k) => {
    let best = 0;
    let right = 0;
    let wrong = 0;
    for (let i = 0; i < sorted.length; i++) {
      if (sorted[i]!.right) right++;
      else wrong++;
      // A threshold can only cut between different confidences.
      if (wrong <= k && (i + 1 === sorted.length || sorted[i + 1]!.confidence < sorted[i]!.confidence)) best = Math.max(best, right);
    }
    return best;
  });
}

export interface HealEvalOptions {
  minConfidence?: number;
  /** Heal each target alone (`heal`) instead of each site's targets together (`healAll`). */
  independent?: boolean;
}

export async function runHealEval(dir: string, opts: HealEvalOptions = {}): Promise<HealEvalResult> {
  const minConfidence = opts.minConfidence ?? DEFAULT_HEAL_MIN_CONFIDENCE;
  const mode = opts.independent ? 'independent' : 'joint';
  const sites = loadSimilo(dir);
  const perSite: Record<string, Tally> = {};
  const empty = (): Tally => ({ correct: 0, notFound: 0, wrong: 0, total: 0 });
  const byMode = { joint: empty(), independent: empty() };
  const answers: Record<'joint' | 'independent', Array<{ confidence: number; right: boolean }>> = { joint: [], independent: [] };
  const lines: HealEvalResult['lines'] = [];
  const ms: HealEvalResult['msPerTarget'] = [];
  const skipped: string[] = [];
  const add = (t: Tally, xpath: string | null, want: string): void => {
    t.total++;
    if (xpath === null) t.notFound++;
    else if (xpath === want) t.correct++;
    else t.wrong++;
  };
  for (const s of sites) {
    if (!s.scored) {
      skipped.push(s.site);
      continue;
    }
    const steps = s.targets.map((target) => {
      if (!target.widget) return undefined;
      const el = s.targetPage.elements.find((e) => e.xpath === target.oldXpath)!;
      return { selector: '', fingerprint: fingerprintOf(s.targetPage, el) };
    });
    // Threshold 0: every answer with its confidence; a threshold then keeps those at or above it.
    // Per-target times of the reported mode: each heal's own, or healAll's time shared among the site's targets.
    const answered: Record<'joint' | 'independent', Array<HealResult | undefined>> = { joint: [], independent: [] };
    for (const step of steps) {
      const start = performance.now();
      answered.independent.push(step ? await heal(step, s.page, { minConfidence: 0 }) : undefined);
      if (step && mode === 'independent') ms.push(performance.now() - start);
    }
    const present = steps.filter((x) => x !== undefined);
    const start = performance.now();
    const together = present.length ? await healAll(present, s.page, { minConfidence: 0 }) : [];
    const each = (performance.now() - start) / Math.max(present.length, 1);
    if (mode === 'joint') for (let i = 0; i < present.length; i++) ms.push(each);
    let k = 0;
    for (const step of steps) answered.joint.push(step ? together[k++] : undefined);
    const t = empty();
    s.targets.forEach((target, i) => {
      for (const m of ['joint', 'independent'] as const) {
        const r = answered[m][i];
        const conf = r?.confidence ?? 0;
        const any = r && r.status !== 'not_found' && r.element ? r.element.xpath ?? null : null;
        if (any !== null) answers[m].push({ confidence: conf, right: any === target.newXpath });
        const xpath = conf >= minConfidence ? any : null;
        add(byMode[m], xpath, target.newXpath);
        if (m !== mode) continue;
        add(t, xpath, target.newXpath);
        lines.push({ site: s.site, target: target.n, xpath, confidence: Math.round(conf * 1e4) / 1e4 });
      }
    });
    perSite[s.site] = t;
  }
  return { skipped, mode, perSite, overall: byMode[mode], byMode, curve: { joint: mostRightCurve(answers.joint), independent: mostRightCurve(answers.independent) }, lines, msPerTarget: ms };
}

const pct = (n: number, d: number): string => (d ? ((100 * n) / d).toFixed(1) : '0.0');
export const median = (xs: number[]): number => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

export const command: Command = {
  async run(args) {
    const dir = args.single('the data folder (one folder per site)');
    const out = args.value('--out');
    const minConfidence = args.number('--min-confidence', UNIT_INTERVAL);
    const json = args.has('--json');
    const independent = args.has('--independent');
    const r = await runHealEval(dir, { minConfidence, independent });
    if (out) writeFileSync(out, r.lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    if (json) {
      console.log(JSON.stringify({ skipped: r.skipped, mode: r.mode, perSite: r.perSite, overall: r.overall, byMode: r.byMode, curve: r.curve, medianMs: median(r.msPerTarget) }));
      return 0;
    }
    const rows = [['site', 'targets', 'correct', 'not found', 'wrong']];
    for (const [site, t] of Object.entries(r.perSite)) rows.push([site, String(t.total), String(t.correct), String(t.notFound), String(t.wrong)]);
    const o = r.overall;
    rows.push(['overall', String(o.total), `${o.correct} (${pct(o.correct, o.total)}%)`, `${o.notFound} (${pct(o.notFound, o.total)}%)`, `${o.wrong} (${pct(o.wrong, o.total)}%)`]);
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
    for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
    if (r.skipped.length) console.log(`\nNot scored (no candidate or target widgets): ${r.skipped.join(', ')}`);
    console.log(`\n${r.mode === 'joint' ? 'Each site\'s targets healed together (healAll; --independent: each alone)' : 'Each target healed alone (heal)'}, threshold ${minConfidence ?? DEFAULT_HEAL_MIN_CONFIDENCE}; correct / not found / wrong:`);
    for (const m of ['joint', 'independent'] as const) {
      const b = r.byMode[m];
      console.log(`  ${m.padEnd(12)} ${b.correct} / ${b.notFound} / ${b.wrong}   most right with <= k wrong (k = ${CURVE_K.join(', ')}): ${r.curve[m].join(', ')}`);
    }
    console.log(`median ${median(r.msPerTarget).toFixed(2)} ms per target`);
    console.log('\nPublished on the Similo dev split (per-site numbers are not published): correct / wrong');
    for (const [name, c, w] of PUBLISHED) console.log(`  ${name.padEnd(15)} ${c.toFixed(1)}% / ${w.toFixed(1)}%`);
    return 0;
  },
};
