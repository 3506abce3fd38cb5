/**
 * Error analysis of joint relocation on Similo-format data (measuring only: it fits nothing):
 *
 *   npx tsx training/heal/error-analysis.mts DIR [--min-confidence P] [-v]
 *
 * For every target that is not answered right at the threshold (default 0.9), or whose oracle
 * element is not the best-scoring one, prints its outcome (WRONG; not found with the best element
 * wrong or right), its margin over the runner-up and what the runner-up is (round 19), the
 * oracle's rank under HEAL_JOINT_MODEL, whether the first, independent pass
 * had it, how the oracle element differs from the recording (text equal / partly / changed /
 * none, XPath equal / same tail / moved, id, classes, href, tag changed, neighbour agreement), and
 * the features that made the winner beat the oracle (weight × difference). `-v` adds the recorded,
 * oracle and winning elements. Ends with the tally per outcome.
 */
import { loadSimilo } from '../../src/cli/heal-eval.js';
import { JOINT_FEATURES, features, pageCounts, fingerprintOf, jointRows, logitOf, matchJoint } from '../../src/grounding/fingerprint.js';
import { HEAL_MODEL as COMMITTED_FIRST } from '../../src/grounding/heal-model.js';
import { HEAL_JOINT_MODEL as COMMITTED_JOINT } from '../../src/grounding/heal-joint-model.js';
import type { HealModel } from '../../src/grounding/fingerprint.js';
import { setMeaningVectors } from '../../src/grounding/meaning.js';
import { loadWordVectors } from '../../src/word-vectors.js';

// Round 15: HEAL_FIRST_FROM / HEAL_JOINT_FROM=module measure a fitted model before it is written (as fit-heal.ts reads them).
const HEAL_MODEL: HealModel = process.env.HEAL_FIRST_FROM ? ((await import(process.env.HEAL_FIRST_FROM)) as { HEAL_MODEL: HealModel }).HEAL_MODEL : COMMITTED_FIRST;
const HEAL_JOINT_MODEL: HealModel = process.env.HEAL_JOINT_FROM ? ((await import(process.env.HEAL_JOINT_FROM)) as { HEAL_JOINT_MODEL: HealModel }).HEAL_JOINT_MODEL : COMMITTED_JOINT;
// Round 14: the calibration's meaning inputs read the shipped word vectors, as `heal()` loads them.
setMeaningVectors(await loadWordVectors(new URL('../../models', import.meta.url).pathname));

const args = process.argv.slice(2);
const dir = args.find((a, i) => !a.startsWith('-') && args[i - 1] !== '--min-confidence');
if (!dir) throw new Error('usage: error-analysis.mts DIR [--min-confidence P] [-v]');
const th = args.includes('--min-confidence') ? Number(args[args.indexOf('--min-confidence') + 1]) : 0.9;
const verbose = args.includes('-v');
const tally: Record<string, number> = {};
const inc = (k: string): void => void (tally[k] = (tally[k] ?? 0) + 1);
const show = (f: { tag: string; text?: string; xpath?: string; classes?: string; neighbors?: object } | undefined): string => (f ? JSON.stringify({ tag: f.tag, text: f.text?.slice(0, 40), xpath: f.xpath, classes: f.classes, neighbors: f.neighbors }) : '-');
for (const s of loadSimilo(dir)) {
  if (!s.scored) continue;
  const cands = s.page.elements.map((e) => fingerprintOf(s.page, e));
  const ts = s.targets.filter((t) => t.widget);
  const fps = ts.map((t) => fingerprintOf(s.targetPage, s.targetPage.elements.find((e) => e.xpath === t.oldXpath)!));
  const rows = fps.map((fp) => {
    const counts = pageCounts(fp, cands);
    return cands.map((c) => features(fp, c, counts));
  });
  const jr = jointRows(fps, cands, rows, HEAL_MODEL);
  const logits = jr.rows.map((r) => r.map((f) => logitOf(f, HEAL_JOINT_MODEL)));
  const joint = matchJoint(fps, cands, HEAL_MODEL, HEAL_JOINT_MODEL);
  ts.forEach((t, i) => {
    const m = joint[i]!.match;
    const oracle = cands.findIndex((c) => c.xpath === t.newXpath);
    const right = m !== undefined && m.best === oracle;
    const outcome = !m || m.confidence < th ? (right ? 'not found, best right' : 'not found, best wrong') : right ? 'right' : 'WRONG';
    const rank = oracle < 0 ? -1 : 1 + logits[i]!.filter((l) => l > logits[i]![oracle]!).length;
    inc(outcome);
    if (outcome === 'right' && rank === 1) return;
    const fp = fps[i]!;
    const f = oracle >= 0 ? jr.rows[i]![oracle]! : [];
    const g = (n: string): number => f[(JOINT_FEATURES as readonly string[]).indexOf(n)] ?? NaN;
    const how = oracle < 0 ? 'oracle not among the candidates' : [
      fp.text ? (g('text') === 1 ? 'text equal' : g('text') > 0 ? 'text partly' : 'text changed') : 'no text',
      g('sameXpath') ? 'xpath equal' : g('xpathSuffix') > 0.5 ? 'xpath tail kept' : 'xpath moved',
      fp.id ? (g('id') ? 'id equal' : 'id changed') : '',
      fp.classes ? (g('classes') === 1 ? 'classes equal' : g('classes') > 0 ? 'classes partly' : 'classes changed') : '',
      fp.href ? (g('href') === 1 ? 'href equal' : g('href') > 0 ? 'href partly' : 'href changed') : '',
      g('tag') ? '' : 'tag changed',
      `neighbours ${g('neighbors').toFixed(2)}`,
    ].filter(Boolean).join(', ');
    const win = m ? jr.rows[i]![m.best]! : undefined;
    // The linear terms per feature; with a monotone ranking layer (round 9), its part of the difference as `interactions`.
    const linear = (row: number[]): number => row.reduce((a, v, k) => a + v * HEAL_JOINT_MODEL.weights[k]!, 0);
    const inter = win && oracle >= 0 && HEAL_JOINT_MODEL.rank ? logitOf(f, HEAL_JOINT_MODEL) - linear(f) - (logitOf(win, HEAL_JOINT_MODEL) - linear(win)) : 0;
    const why = win && oracle >= 0 ? [...JOINT_FEATURES.map((n, k) => [n, ((f[k] ?? 0) - win[k]!) * HEAL_JOINT_MODEL.weights[k]!] as const), ['interactions', inter] as const].filter(([, d]) => Math.abs(d) > 0.15).map(([n, d]) => `${n} ${d > 0 ? '+' : ''}${d.toFixed(2)}`).join(' ') : '';
    // Round 19: the margin over the runner-up and whether the runner-up is the oracle, so "not found, best right" is told apart by why.
    const margin = m && Number.isFinite(m.second) ? (m.logit - m.second).toFixed(2) : '-';
    const rival = !m || m.runnerUp < 0 ? 'none' : m.runnerUp === oracle ? 'the oracle' : cands[m.runnerUp]!.text ? `"${cands[m.runnerUp]!.text!.slice(0, 30)}" ${cands[m.runnerUp]!.tag}` : `textless ${cands[m.runnerUp]!.tag}`;
    console.log(`${s.site}#${t.n} ${outcome} (confidence ${m?.confidence.toFixed(2) ?? '-'}, margin ${margin}, runner-up ${rival}), oracle rank ${rank}, first pass ${jr.first[i]!.best === oracle ? 'right' : 'wrong'} (${jr.first[i]!.confidence.toFixed(2)}) [${how}]${why ? `; oracle − winner: ${why}` : ''}`);
    if (verbose) console.log(`  recorded ${show(fp)}\n  oracle   ${show(cands[oracle])}\n  winner   ${show(m ? cands[m.best] : undefined)}`);
  });
}
console.log(tally);
