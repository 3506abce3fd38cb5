#!/usr/bin/env node
/**
 * Fields right / wrong / not filled of a run of `russ eval-tasks` on the generated person-details
 * tasks (round 12, details.mjs): `node bench/tasks/gen/details-score.mjs /tmp/details.jsonl`.
 * A field of the expected form is right when the form was sent with the expected value, wrong when
 * the form was sent with another value (or another form was sent), and not filled when nothing
 * was sent (the run refused, asked, or failed before sending). Prints one JSON line.
 */
import { readFileSync } from 'node:fs';

const rows = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const out = { tasks: rows.length, passed: 0, fields: 0, right: 0, wrong: 0, notFilled: 0, errors: {} };
for (const r of rows) {
  if (r.ok) out.passed++;
  if (r.error) out.errors[r.error.code] = (out.errors[r.error.code] ?? 0) + 1;
  const want = r.expected?.sent;
  if (!want) continue;
  const got = r.state?.sent;
  for (const [k, v] of Object.entries(want.fields)) {
    if (v === '') continue;
    out.fields++;
    if (!got) out.notFilled++;
    else if (got.form === want.form && got.fields[k] === v) out.right++;
    else out.wrong++;
  }
}
console.log(JSON.stringify(out));
