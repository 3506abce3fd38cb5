/**
 * Round 14: generated pages for questions about what the page shows, through the whole reader
 * (`pageQuestion`, src/parser/questions.ts: typing, the focus, yes/no by mention). Pages of
 * varied layouts whose labels are not the asker's words: order summaries whose lines are a label
 * and a value with no colon (a subtotal per line before the total), a heading with the sentence
 * under it, feature sentences a yes/no question mentions, rows of slots one of which was just
 * chosen; and questions the page does not answer (the reader must say nothing). The pools are
 * invented here; nothing comes from a benchmark site.
 *
 *   npx tsx training/questions/pages14.ts --seed 1     # the seed looked at while building
 *   npx tsx training/questions/pages14.ts --seed 7     # a seed only measured (counts)
 *
 * Prints right / wrong / none for answerable questions, and answered / silent for unanswerable ones;
 * `--show` prints the misses (use it on the development seed only). Every answer must be short.
 */
import { emptyDialogueState, type DialogueState } from '../../src/parser/context.js';
import { ANSWER_MOST, pageQuestion } from '../../src/parser/questions.js';
import { loadWordVectors } from '../../src/word-vectors.js';
import { rng } from '../synth.js';
import type { Program } from '../../src/thingtalk/ast.js';

type R = () => number;
const pick = <T,>(r: R, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: R, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const cur = (r: R) => pick(r, ['$', '£', '€']);
const amount = (c: string, v: number) => `${c}${v.toFixed(2)}`;
const shuffle = <T,>(r: R, xs: T[]): T[] => xs.map((x) => [r(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x);

interface Case { state: DialogueState; question: string; value?: string }

const THINGS = ['walnut stool', 'linen throw', 'desk fan', 'copper kettle', 'rain jacket', 'tile cutter', 'wool rug', 'bird feeder', 'camp stove', 'book light'];
const EXTRAS = [['Postage', 'postage'], ['Packaging', 'packaging'], ['Gift wrap', 'gift wrap'], ['Handling', 'handling'], ['Insurance', 'insurance']] as const;
const TOTAL_ASKED = ["What's the total?", 'What does it come to?', "What's that come to?", 'Total?', 'How much is it altogether?', 'What does it all add up to?', 'How much do I owe?'];
/** A feature, the sentence that states it, and a yes/no question that mentions it. */
const FEATURES: Array<[string, string]> = [
  ['Comes with a carry bag.', 'Does it come with a bag?'],
  ['The lid has a hairline crack near the hinge.', 'Is there a crack anywhere?'],
  ['Suitable for outdoor use in dry weather.', 'Can it be used outdoors?'],
  ['Batteries are not included.', 'Are batteries included?'],
  ['Machine washable at 30 degrees.', 'Is it washable?'],
  ['Folds flat for storage.', 'Does it fold?'],
  ['Assembly takes about twenty minutes with the tools supplied.', 'Does it need assembly?'],
  ['Dishwasher safe on the top rack.', 'Is it dishwasher safe?'],
];
const ABSENT = ['Does it come with a remote?', 'Is it waterproof?', 'Does it have a warranty?', 'Is there a matching cushion?'];
const FILLER = ['Thanks for shopping local.', 'Prices include tax.', 'Questions? Reply to any email from us.', 'Made in small batches.'];

const gens: Array<(r: R) => Case> = [
  // An order summary: each line with its own subtotal, an extra, then the total — labels without a colon, or with one.
  (r) => {
    const c = cur(r);
    const lines = Array.from({ length: int(r, 1, 3) }, () => [pick(r, THINGS), int(r, 5, 300)] as const);
    const extra = pick(r, EXTRAS);
    const fee = int(r, 2, 15);
    const sum = lines.reduce((s, [, p]) => s + p, 0);
    const colon = r() < 0.5 ? ':' : '';
    const texts = [...lines.flatMap(([n, p]) => [`${n} · ${amount(c, p)} · 1 · ${amount(c, p)}`, `Subtotal: ${amount(c, p)}`]), `${extra[0]}${colon} ${amount(c, fee)}`, `${pick(r, ['Total', 'Order total', 'Total to pay'])}${colon} ${amount(c, sum + fee)}`, ...(r() < 0.5 ? [pick(r, FILLER)] : [])];
    if (r() < 0.3) return { state: { ...emptyDialogueState(), heading: 'Your basket', texts }, question: `How much is the ${extra[1]}?`, value: amount(c, fee) };
    return { state: { ...emptyDialogueState(), heading: 'Your basket', texts }, question: pick(r, TOTAL_ASKED), value: amount(c, sum + fee) };
  },
  // A thing's page: its price below the heading, feature sentences; a yes/no question that one of them mentions.
  (r) => {
    const thing = pick(r, THINGS);
    const c = cur(r);
    const fs = shuffle(r, [...FEATURES]).slice(0, 3);
    const texts = [`${pick(r, ['Price', 'Now', 'Our price'])} ${amount(c, int(r, 8, 400))}`, ...fs.map(([s]) => s), ...(r() < 0.5 ? [pick(r, FILLER)] : [])];
    const state = { ...emptyDialogueState(), heading: thing.replace(/^./, (x) => x.toUpperCase()), texts };
    if (r() < 0.3) return { state, question: pick(r, ABSENT) };
    const f = pick(r, fs);
    return { state, question: f[1], value: f[0].replace(/\.$/, '') };
  },
  // A heading and the sentence under it.
  (r) => {
    const sections: Array<[string, string, string]> = [
      ['Getting here', `The number ${int(r, 2, 90)} bus stops outside from ${int(r, 6, 9)}:30 am.`, 'What time does the bus start?'],
      ['Collection', `Ready to collect after ${int(r, 1, 5)} pm on weekdays.`, 'What time can I collect it?'],
      ['Cancellation', `Cancel up to ${int(r, 2, 7)} days before for a full refund.`, 'How long do I have to cancel?'],
    ];
    const [h, s, q] = pick(r, sections);
    const value = /\d+(?::\d\d)? (?:am|pm)|\d+ days/.exec(s)![0];
    return { state: { ...emptyDialogueState(), heading: pick(r, ['Visiting us', 'Your order', 'Before you book']), texts: r() < 0.5 ? [pick(r, FILLER), h, s] : [h, s, pick(r, FILLER)] }, question: q, value };
  },
  // Rows of slots, one just chosen: "how much is that?".
  (r) => {
    const c = cur(r);
    const hours = shuffle(r, [9, 10, 11, 13, 14, 15, 16, 17]).slice(0, 4).sort((a, b) => a - b);
    const rows = hours.map((h) => { const t = `${h > 12 ? h - 12 : h}:00 ${h >= 12 ? 'pm' : 'am'}`; return { title: t, text: `${t} · ${int(r, 1, 2)} hour · ${amount(c, int(r, 10, 60))}` }; });
    const chosen = pick(r, rows);
    const exec = [{ utterance: 'that one', programs: [{ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query', description: { kind: 'string', value: chosen.title } } } } as Program] }];
    return { state: { ...emptyDialogueState(), heading: 'Choose a time', rows, texts: [`${pick(r, ['Equipment hire', 'Towel'])} (${c}${int(r, 2, 5)} each)`], executed: exec }, question: pick(r, ['How much is that?', "What's the price of that one?", 'How much will that be?']), value: /[$£€][\d.]+$/.exec(chosen.text)![0] };
  },
];

async function main(): Promise<void> {
  const seed = Number(process.argv[process.argv.indexOf('--seed') + 1] ?? 1) || 1;
  const show = process.argv.includes('--show');
  const vectors = await loadWordVectors();
  const r = rng(seed);
  const answerable = { right: 0, wrong: 0, none: 0 };
  const unanswerable = { silent: 0, answered: 0 };
  let long = 0;
  for (let i = 0; i < 300; i++) {
    const k = pick(r, gens)(r);
    const p = pageQuestion(k.question.replace(/[?]$/, ''), k.question, k.state, vectors);
    const a = p?.programs[0]?.action;
    const said = a && a.name === 'say' ? a.text : undefined;
    if (said && said.length > ANSWER_MOST + 20) long++;
    if (k.value === undefined) {
      if (said) unanswerable.answered++;
      else unanswerable.silent++;
    } else if (!said) answerable.none++;
    else if (said.includes(k.value)) answerable.right++;
    else answerable.wrong++;
    if (show && (k.value === undefined ? said : !said?.includes(k.value ?? ''))) console.log(`✗ ${k.question} want ${k.value ?? '—'} → ${said ?? '—'} | ${(k.state.texts ?? []).join(' / ')}`);
  }
  console.log(JSON.stringify({ seed, answerable, unanswerable, longAnswers: long }));
}

void main();
