#!/usr/bin/env node
/**
 * The generated row-control turns (bench/rows/generate.mjs) by kind of reference, teacher-forced:
 * right, asked (the assistant asked, failed or did nothing where it should act), wrong (it acted
 * on another row or control, or acted where it should ask). Only each session's last turn counts. Reads `russ eval-chat --out` lines.
 *   node bench/rows/report.mjs /tmp/rows.jsonl [--show]
 */
import { readFileSync } from 'node:fs';
const file = process.argv[2];
const show = process.argv.includes('--show');
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const by = {};
const total = { right: 0, asked: 0, wrong: 0 };
for (const r of lines) {
  if (r.mode !== 'teacher') continue;
  const kind = r.session.split('-')[0];
  const last = r.turn === Math.max(...lines.filter((x) => x.session === r.session && x.site === r.site && x.mode === 'teacher').map((x) => x.turn));
  if (!last) continue;
  // Wrong: it acted (on another row, another control, or where it should have asked); asked: it asked, failed or did nothing.
  const outcome = r.right ? 'right' : r.status === 'done' ? 'wrong' : 'asked';
  (by[kind] ??= { right: 0, asked: 0, wrong: 0 })[outcome]++;
  total[outcome]++;
  if (show && outcome !== 'right') console.log(`${outcome.padEnd(5)} ${r.site}/${r.session} "${r.say}" → ${r.status} ${r.actions.join('; ')} ${r.said.join(' ').slice(0, 100)}`);
}
console.log(JSON.stringify({ total, byKind: by }, null, 1));
