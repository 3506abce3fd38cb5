// Parser latency: median time per instruction with the shipped model, one instruction per call
// (the way the runtime calls it), plus batched throughput. Budget: median ≤ 5 ms. Exit 1 if over.
// Instructions: general synthetic help-center steps (no evaluation data needed).
import { loadParser } from '../dist/index.js';

const BUDGET_MS = 5;
const INSTRUCTIONS = [
  'Go to https://www.example.com/account/settings',
  'Ask the user for their postal code',
  'Click Sign In in the upper right corner',
  'Enter user-selected email address in the text field under Email',
  'Enter the user\'s password in the text field with Password',
  'Click the checkbox to the left of I accept the Terms of Service',
  'Select the Account button in the top right corner of the page.',
  'Click Save Changes.',
  'Read to user: Check your inbox for a confirmation code.',
  'Click the gear icon at the top of the screen',
  'Select user-selected state in the drop down under State',
  'Tap Continue',
];

const parser = await loadParser();
for (const s of INSTRUCTIONS) await parser.parse(s); // warm up
const times = [];
for (let round = 0; round < 40; round++) {
  for (const s of INSTRUCTIONS) {
    const t0 = performance.now();
    await parser.parse(s);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
const batch = Array.from({ length: 256 }, (_, i) => INSTRUCTIONS[i % INSTRUCTIONS.length]);
const t0 = performance.now();
await parser.parseBatch(batch);
const perBatched = (performance.now() - t0) / batch.length;
await parser.dispose();

const median = q(0.5);
console.log('| metric | ms |');
console.log('|---|---|');
console.log(`| parse median (n=${times.length}) | ${median.toFixed(2)} |`);
console.log(`| parse p90 | ${q(0.9).toFixed(2)} |`);
console.log(`| parse p99 | ${q(0.99).toFixed(2)} |`);
console.log(`| parseBatch(256) per instruction | ${perBatched.toFixed(2)} |`);
console.log(`budget: median ≤ ${BUDGET_MS} ms → ${median <= BUDGET_MS ? 'OK' : 'OVER BUDGET'}`);
process.exitCode = median <= BUDGET_MS ? 0 : 1;
