/**
 * `russ eval DIR --out FILE [--limit N]`: run the whole pipeline on an evaluation folder.
 *
 * DIR holds `instructions.jsonl` (one row per step: `id`, `instruction`, `dom`, optional
 * `thingtalk` — the gold program in NN syntax —, optional `gold_xid`, optional `user_values`) and
 * `doms/<dom>.json.gz` (RUSS page snapshots). For each row FILE gets one JSON line
 * `{"id", "thingtalk", "xid"}`: the program (the given `thingtalk` when present, else the one
 * parsed from the instruction) in NN syntax, and the xid of the element it grounds to (null for
 * steps that act on no element or have no page).
 *
 * When rows carry gold fields it prints: parse exact match (the instruction is always parsed, to
 * measure it), grounding accuracy from the gold programs, end-to-end accuracy (an element step
 * counts when the parsed action and the grounded element are right; any other step when its
 * parsed program is right), accuracy by reasoning type, a whole-instruction-similarity baseline
 * computed here, and the paper's numbers beside ours.
 */
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPageFile } from '../page/file.js';
import type { PageModel } from '../page/types.js';
import { actionHints, defaultWordVectors, groundQuery, queryOfProgram, rankElements } from '../grounding/index.js';
import { fromNNSyntax, programsEqual, toNNSyntax, isElementAction, relationsOf, type Program, type Query } from '../thingtalk/index.js';
import { RussError } from '../errors.js';
import type { Command } from './index.js';
import { CliUsageError, POSITIVE_WHOLE } from './options.js';

interface Row {
  id: string;
  instruction: string;
  dom?: string | null;
  thingtalk?: string | null;
  gold_xid?: string | null;
  user_values?: Record<string, string>;
}

interface Tally {
  right: number;
  total: number;
}

const tally = (): Tally => ({ right: 0, total: 0 });
const pct = (t: Tally): string => (t.total ? `${((100 * t.right) / t.total).toFixed(1)}%` : 'n/a');
const add = (t: Tally, ok: boolean): void => {
  t.total++;
  if (ok) t.right++;
};

/** The paper's numbers (Xu et al. 2021, RUSS test set). */
export const PAPER = { parse: '87.0%', grounding: '73.0%', endToEnd: '63.6%', phraseNode: '46.5%' } as const;

/** The reasoning a query needs, as in the paper's Table 5. */
export function reasoningTypes(program: Program): string[] {
  const q = queryOfProgram(program);
  if (!q) return [];
  const kinds: string[] = [];
  if (q.type) kinds.push('type');
  if (program.action.name === 'enter') kinds.push('input');
  if (relationsOf(q).length) kinds.push('relational');
  if (q.location) kinds.push('spatial');
  if (!kinds.length) kinds.push('text only');
  return kinds;
}

class Progress {
  private readonly tty = !!process.stderr.isTTY;
  private last = 0;
  constructor(private readonly total: number, private readonly label: string) {}
  tick(done: number): void {
    if (this.tty) {
      const width = 30;
      const filled = Math.round((width * done) / Math.max(1, this.total));
      process.stderr.write(`\r${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total}`);
      if (done >= this.total) process.stderr.write('\n');
    } else if (done - this.last >= 50 || done === this.total) {
      this.last = done;
      process.stderr.write(`${this.label}: ${done}/${this.total}\n`);
    }
  }
}

function readRows(dir: string, limit?: number): Row[] {
  const path = join(dir, 'instructions.jsonl');
  if (!existsSync(path)) throw new RussError('E_EVAL_DIR', `No instructions.jsonl in ${dir}`, { dir });
  const rows: Row[] = [];
  for (const [i, line] of readFileSync(path, 'utf8').split('\n').entries()) {
    if (!line.trim()) continue;
    let row: Row;
    try {
      row = JSON.parse(line) as Row;
      if (!row || typeof row !== 'object' || Array.isArray(row)) throw new Error('not an object');
    } catch {
      // One broken line does not end an evaluation: it is reported and skipped.
      console.error(`russ eval: skipping instructions.jsonl line ${i + 1}: not a JSON object [E_EVAL_ROW]`);
      continue;
    }
    if (typeof row.instruction !== 'string') row.instruction = '';
    if (typeof row.id !== 'string') row.id = String(row.id ?? i);
    rows.push(row);
    if (limit !== undefined && rows.length >= limit) break;
  }
  return rows;
}

function tryNN(s: string | null | undefined): Program | undefined {
  if (!s) return undefined;
  try {
    const p = fromNNSyntax(s);
    return p.kind === 'program' ? p : undefined;
  } catch {
    return undefined;
  }
}

export const command: Command = {
  async run(args) {
    const dir = args.single('the split folder');
    const out = args.value('--out');
    const limit = args.number('--limit', POSITIVE_WHOLE);
    const modelDir = args.value('--models');
    const doParse = !args.has('--no-parse');
    if (!out) throw new CliUsageError('Give --out FILE for the predictions');
    const rows = readRows(dir, limit);
    const started = performance.now();

    // 1. Parse every instruction (batched), to measure the parser and to run end to end.
    const parsed: Array<Program | undefined> = new Array(rows.length);
    let parserError: string | undefined;
    if (doParse) {
      try {
        const { loadParser } = await import('../parser/index.js');
        const parser = await loadParser(modelDir ? { models: modelDir } : {});
        const progress = new Progress(rows.length, 'parse');
        for (let i = 0; i < rows.length; i += 32) {
          const batch = rows.slice(i, i + 32).map((r) => r.instruction);
          const results = await parser.parseBatch(batch);
          results.forEach((p, j) => {
            // A RUSS row is one action: a sequence is a miss.
            parsed[i + j] = p instanceof Error || p.kind === 'sequence' ? undefined : p;
          });
          progress.tick(Math.min(rows.length, i + 32));
        }
        parser.dispose?.();
      } catch (err) {
        parserError = err instanceof Error ? err.message : String(err);
        console.error(`russ eval: the parser is unavailable (${parserError}); using the given programs only`);
      }
    }

    // 2. Ground, write the output, and score.
    const vectors = (await defaultWordVectors(modelDir)) ?? undefined;
    const pages = new Map<string, PageModel | null>();
    const pageOf = (dom: string | null | undefined): PageModel | undefined => {
      if (!dom) return undefined;
      if (!pages.has(dom)) {
        const file = [join(dir!, 'doms', `${dom}.json.gz`), join(dir!, 'doms', `${dom}.json`), join(dir!, 'doms', `${dom}.html`)].find((f) => existsSync(f));
        let page: PageModel | null = null;
        if (file) {
          try {
            page = readPageFile(file);
          } catch (err) {
            console.error(`russ eval: skipping page ${dom}: ${err instanceof Error ? err.message : String(err)}`);
          }
        }
        pages.set(dom, page);
      }
      return pages.get(dom) ?? undefined;
    };
    let lastConfidence = 0;
    const groundXid = (program: Program | undefined, page: PageModel | undefined, values?: Record<string, string>): string | null => {
      if (!program || !page || !isElementAction(program.action)) return null;
      try {
        const r = groundQuery(program.action.element, page, { ...actionHints(program.action), vectors, values, action: program.action.name, selector: false });
        lastConfidence = r.confidence;
        return r.element.id;
      } catch {
        return null;
      }
    };

    const stream = createWriteStream(out);
    const parseEM = tally();
    const groundGold = tally();
    const endToEnd = tally();
    const endToEndElements = tally();
    const baseline = tally();
    const byType = new Map<string, Tally>();
    const misses: string[] = [];
    const confidences: Array<{ confidence: number; ok: boolean }> = [];
    const progress = new Progress(rows.length, 'ground');
    rows.forEach((row, i) => {
      const gold = tryNN(row.thingtalk);
      const mine = parsed[i];
      const program = gold ?? mine;
      const page = pageOf(row.dom);
      const values = row.user_values && typeof row.user_values === 'object' ? row.user_values : undefined;
      const xid = groundXid(program, page, values);
      stream.write(`${JSON.stringify({ id: row.id, thingtalk: program ? toNNSyntax(program) : null, xid })}\n`);

      if (gold) {
        if (doParse && !parserError) add(parseEM, !!mine && programsEqual(mine, gold));
        const goldQuery: Query | undefined = queryOfProgram(gold);
        const usable = !!goldQuery && !!row.gold_xid && !!page && page.elements.some((e) => e.id === row.gold_xid);
        if (usable) {
          const ok = xid === row.gold_xid; // `program` is the gold one here
          confidences.push({ confidence: lastConfidence, ok });
          add(groundGold, ok);
          if (!ok) misses.push(row.id);
          for (const kind of reasoningTypes(gold)) {
            const t = byType.get(kind) ?? tally();
            add(t, ok);
            byType.set(kind, t);
          }
          const whole = rankElements({ kind: 'query', description: { kind: 'string', value: row.instruction } }, page!, { limit: 1 });
          add(baseline, whole[0]?.element.id === row.gold_xid);
          if (doParse && !parserError) {
            const ok = !!mine && mine.action.name === gold.action.name && groundXid(mine, page, values) === row.gold_xid;
            add(endToEnd, ok);
            add(endToEndElements, ok);
          }
        } else if (doParse && !parserError) {
          add(endToEnd, !!mine && programsEqual(mine, gold));
        }
      }
      progress.tick(i + 1);
    });
    await new Promise<void>((r) => stream.end(r));

    const seconds = (performance.now() - started) / 1000;
    if (groundGold.total || parseEM.total) {
      const row = (name: string, ours: string, paper: string) => `  ${name.padEnd(44)} ${ours.padStart(7)}   ${paper.padStart(7)}`;
      const lines = [
        '',
        `  ${'metric'.padEnd(44)} ${'ours'.padStart(7)}   ${'RUSS'.padStart(7)}`,
        row(`parse exact match (${parseEM.total} programs)`, pct(parseEM), PAPER.parse),
        row(`grounding from gold programs (${groundGold.total} steps)`, pct(groundGold), PAPER.grounding),
        row(`end to end, all steps (${endToEnd.total})`, pct(endToEnd), PAPER.endToEnd),
        row(`end to end, element steps (${endToEndElements.total})`, pct(endToEndElements), ''),
        row('whole-instruction similarity baseline', pct(baseline), ''),
        row('PhraseNode (paper)', '', PAPER.phraseNode),
        '',
        '  grounding from gold, by reasoning type:',
        ...[...byType.entries()].sort().map(([k, t]) => `    ${k.padEnd(12)} ${pct(t).padStart(7)}  (${t.right}/${t.total})`),
        '',
        `  ${rows.length} rows in ${seconds.toFixed(1)} s; output: ${out}`,
      ];
      if (confidences.length) {
        const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
        const right = confidences.filter((c) => c.ok).map((c) => c.confidence);
        const wrong = confidences.filter((c) => !c.ok).map((c) => c.confidence);
        const sure = confidences.filter((c) => c.confidence >= 0.9);
        lines.splice(
          lines.length - 2,
          0,
          '',
          '  grounding confidence (gold programs):',
          `    mean ${(100 * mean(right)).toFixed(1)}% when right, ${(100 * mean(wrong)).toFixed(1)}% when wrong; ` +
            `at ≥ 90%: ${sure.length ? ((100 * sure.filter((c) => c.ok).length) / sure.length).toFixed(1) : 'n/a'}% right on ${((100 * sure.length) / confidences.length).toFixed(0)}% of steps`,
        );
      }
      if (misses.length) lines.push(`  grounding misses: ${misses.join(' ')}`);
      if (parserError) lines.push(`  parser unavailable: ${parserError}`);
      console.log(lines.join('\n'));
    } else {
      console.log(`${rows.length} rows in ${seconds.toFixed(1)} s; output: ${out}`);
    }
    return 0;
  },
};
