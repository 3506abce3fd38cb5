/**
 * Exact-match evaluation of the parser against gold programs (RUSS Table 3's metric).
 *
 *   npx tsx training/eval-parser.ts <data-dir> [--model-dir DIR] [--no-entities] [--errors] [--json]
 *
 * <data-dir> holds instructions.jsonl rows {id, instruction, thingtalk}; rows without a gold
 * program are skipped. Prints overall exact match and a breakdown by the gold program's category.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadParser, ParseError } from '../src/parser/index.js';
import { fromNNSyntax, programsEqual, relationsOf, toNNSyntax, type AnyProgram } from '../src/thingtalk/index.js';

export function categoryOf(p: AnyProgram): string {
  if (p.kind === 'sequence') return `sequence(${p.programs.map(categoryOf).join(',')})`;
  const a = p.action;
  if (!('element' in a)) return a.name;
  const q = a.element;
  const parts: string[] = [a.name];
  if (relationsOf(q).length) parts.push('join');
  else {
    if (q.type) parts.push('type');
    if (q.location) parts.push('location');
  }
  return parts.join('+');
}

export interface EvalResult {
  total: number;
  correct: number;
  byCategory: Record<string, { total: number; correct: number }>;
  errors: Array<{ id: string; instruction: string; gold: string; predicted: string }>;
}

export async function evaluateParser(dataDir: string, options: { modelDir?: string; entityExtraction?: boolean } = {}): Promise<EvalResult> {
  const rows = readFileSync(join(dataDir, 'instructions.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; instruction: string; thingtalk: string | null })
    .filter((r) => r.thingtalk);
  const parser = await loadParser({ modelDir: options.modelDir, entityExtraction: options.entityExtraction ?? true });
  const predictions = await parser.parseBatch(rows.map((r) => r.instruction));
  await parser.dispose();
  const result: EvalResult = { total: 0, correct: 0, byCategory: {}, errors: [] };
  rows.forEach((r, i) => {
    const gold = fromNNSyntax(r.thingtalk!);
    const pred = predictions[i]!;
    const ok = !(pred instanceof ParseError) && programsEqual(gold, pred);
    const cat = categoryOf(gold);
    const c = (result.byCategory[cat] ??= { total: 0, correct: 0 });
    c.total++;
    result.total++;
    if (ok) {
      c.correct++;
      result.correct++;
    } else {
      result.errors.push({ id: r.id, instruction: r.instruction, gold: toNNSyntax(gold), predicted: pred instanceof ParseError ? `${pred.code}: ${pred.message}` : toNNSyntax(pred) });
    }
  });
  return result;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dataDir = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--model-dir');
  if (!dataDir) {
    console.error('usage: eval-parser.ts <data-dir> [--model-dir DIR] [--no-entities] [--errors] [--json]');
    process.exit(2);
  }
  const mi = args.indexOf('--model-dir');
  const r = await evaluateParser(dataDir, { modelDir: mi >= 0 ? args[mi + 1] : undefined, entityExtraction: !args.includes('--no-entities') });
  if (args.includes('--json')) {
    console.log(JSON.stringify({ total: r.total, correct: r.correct, exactMatch: r.correct / r.total, byCategory: r.byCategory }));
    return;
  }
  console.log(`exact match: ${r.correct}/${r.total} = ${((100 * r.correct) / r.total).toFixed(1)}%`);
  console.log('\ncategory              n   correct');
  for (const [cat, c] of Object.entries(r.byCategory).sort((a, b) => b[1].total - a[1].total)) {
    console.log(`${cat.padEnd(20)} ${String(c.total).padStart(3)}   ${((100 * c.correct) / c.total).toFixed(1)}%`);
  }
  if (args.includes('--errors')) {
    for (const e of r.errors) console.log(`\n${e.id}  ${e.instruction}\n  gold: ${e.gold}\n  pred: ${e.predicted}`);
  }
}

if (process.argv[1]?.endsWith('eval-parser.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
