/**
 * Generated question–page pairs for the question reader (src/parser/questions.ts), with a fixed
 * seed: pages made of statements of every answer type (labelled values, sentences, table cells
 * with their header, options with their states, counters), and questions about one of them said in
 * other words than the page's ("what's the postage?" beside "Shipping: $4.95"), plus questions
 * about something the page does not state (the reader must say nothing). Nothing here comes from
 * the benchmark's sites: the pools are invented for this generator.
 *
 *   npx tsx training/questions/generate.ts            # accuracy of the reader with its weights
 *   npx tsx training/questions/generate.ts --sweep    # the same over a small grid of weights
 *
 * Prints right / wrong / none counts (answerable questions: right = the answer holds the value;
 * unanswerable ones: right = no answer).
 */
import { emptyDialogueState, type DialogueState } from '../../src/parser/context.js';
import { answerOnPage, readQuestion, WEIGHTS } from '../../src/parser/questions.js';
import { loadWordVectors } from '../../src/word-vectors.js';
import { rng } from '../synth.js';

interface Fact {
  /** The statement on the page. */
  text: string;
  /** The value a right answer holds. */
  value: string;
  /** Questions that ask for it. */
  questions: string[];
  /** Questions in the same shape that the page does not answer (another topic of the same type). */
  decoys?: string[];
}

type Gen = (r: () => number) => Fact;

const pick = <T,>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const money = (r: () => number, cur = pick(r, ['$', '£', '€'])) => `${cur}${int(r, 2, 900)}.${pick(r, ['00', '50', '99', '25', '49'])}`;
const clock = (r: () => number) => `${int(r, 1, 12)}:${pick(r, ['00', '15', '30', '45'])} ${pick(r, ['AM', 'PM'])}`;
const ref = (r: () => number) => `${pick(r, ['QX', 'TR', 'MB', 'ZL', 'HK', 'WP'])}-${int(r, 1000, 99999)}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'March', 'May', 'July', 'October', 'November'];
const FIRST = ['Ines', 'Tomas', 'Wren', 'Odile', 'Kofi', 'Marta', 'Yusuf', 'Elke'];
const LAST = ['Varga', 'Lindqvist', 'Achebe', 'Moreau', 'Tanaka', 'Ferreira', 'Novak'];

/** Money said under several names: the page uses one, the question another. */
const MONEY_TOPICS: Array<{ page: string[]; asked: string[] }> = [
  { page: ['Shipping', 'Shipping cost'], asked: ['shipping'] },
  { page: ['Delivery', 'Delivery charge'], asked: ['delivery', 'delivery fee'] },
  { page: ['Service fee'], asked: ['service fee', 'service charge'] },
  { page: ['Booking fee'], asked: ['booking fee'] },
  { page: ['Deposit', 'Security deposit'], asked: ['deposit'] },
  { page: ['Tax', 'Sales tax'], asked: ['tax'] },
  { page: ['Insurance', 'Insurance cover'], asked: ['insurance'] },
];

const gens: Gen[] = [
  // A total, labelled.
  (r) => { const v = money(r); return { text: `${pick(r, ['Total', 'Order total', 'Grand total', 'Total to pay'])}: ${v}`, value: v, questions: ['What is the total?', "what's the total now?", 'How much is it altogether?', 'read me the total', 'How much is that in total?'] }; },
  // A money line of a topic.
  (r) => {
    const t = pick(r, MONEY_TOPICS);
    const v = money(r);
    const a = pick(r, t.asked);
    const other = pick(r, MONEY_TOPICS.filter((x) => x !== t));
    return { text: `${pick(r, t.page)}: ${v}`, value: v, questions: [`How much is the ${a}?`, `What's the ${a}?`, `what does the ${a} cost?`, `tell me the ${a}`], decoys: [`How much is the ${other.asked[0]}?`] };
  },
  // A reference in a sentence.
  (r) => { const v = ref(r); const n = pick(r, ['booking', 'order', 'confirmation']); return { text: `Thanks! Your ${n} ${pick(r, ['reference', 'number', 'code'])} is ${v}.`, value: v, questions: [`What's my ${n} number?`, `what's the reference?`, `Read me the ${n} reference`, `what is my confirmation code?`] }; },
  // A time of a thing.
  (r) => { const v = clock(r); const w = pick(r, [['Starts', 'start'], ['Doors open', 'doors open'], ['Departs', 'leave'], ['Check-in from', 'check-in']] as const); return { text: `${w[0]} ${pick(r, ['at ', ''])}${v}`, value: v, questions: [`What time does it ${w[1] === 'doors open' ? 'open' : w[1]}?`, `When does it ${w[1] === 'check-in' ? 'start' : w[1] === 'doors open' ? 'open' : w[1]}?`] }; },
  // A date.
  (r) => { const d = `${pick(r, WEEKDAYS)} ${int(r, 1, 28)} ${pick(r, MONTHS)}`; const l = pick(r, [['Arrives', 'When will it arrive?'], ['Delivery expected', 'When will it be delivered?'], ['Next class', 'When is the next class?'], ['Available from', 'What date is it available from?']] as const); return { text: `${l[0]} ${d}`, value: d, questions: [l[1]] }; },
  // A duration.
  (r) => { const v = `${int(r, 2, 40)} ${pick(r, ['hours', 'minutes'])}`; const l = pick(r, [['Battery life', ['How long does the battery last?', 'how long does it last?']], ['Running time', ['How long is it?', "what's the running time?"]], ['Charging time', ['how long does it take to charge?', "what's the charging time?"]]] as const); return { text: `${l[0]}: up to ${v}`, value: v, questions: [...l[1]] }; },
  // A measure.
  (r) => { const p = pick(r, [['Width', 'wide'], ['Height', 'tall'], ['Depth', 'deep'], ['Weight', 'heavy']] as const); const v = `${int(r, 3, 240)} ${p[0] === 'Weight' ? 'kg' : 'cm'}`; return { text: `${p[0]}: ${v}`, value: v, questions: [`How ${p[1]} is it?`, `what's the ${p[0].toLowerCase()}?`] }; },
  // A count in a sentence.
  (r) => { const n = int(r, 2, 9); const u = pick(r, [['seats', 'seats'], ['rooms', 'rooms'], ['guests', 'guests'], ['people', 'people'], ['items', 'items']] as const); return { text: `${n} ${u[0]} ${pick(r, ['left', 'available', 'included', 'in total'])}`, value: `${n}`, questions: [`How many ${u[1]}?`, `how many ${u[1]} are there?`] }; },
  // A person.
  (r) => { const v = `${pick(r, FIRST)} ${pick(r, LAST)}`; const l = pick(r, [['Taught by', ['Who teaches it?', 'who is the teacher?']], ['Hosted by', ['who is the host?', 'who hosts it?']], ['With', ["who's it with?"]], ['Written by', ['who wrote it?', 'who is it by?']]] as const); return { text: `${l[0]} ${v}`, value: v, questions: [...l[1]] }; },
  // A rating.
  (r) => { const v = `${int(r, 2, 4)}.${int(r, 0, 9)}`; return { text: `★ ${v} (${int(r, 5, 900)} reviews)`, value: v, questions: ["What's it rated?", 'How many stars does it have?', "what's the rating?"] }; },
];

/** One page: a heading and some statements of different types, shuffled; a counter link. */
function page(r: () => number): { state: DialogueState; facts: Fact[] } {
  const n = int(r, 4, 7);
  const chosen = [...gens].sort(() => r() - 0.5).slice(0, n);
  const facts = chosen.map((g) => g(r));
  const filler = ['A sturdy everyday pick for small spaces.', 'Free returns within 30 days.', 'Questions? Our team answers within a day.'];
  const texts = [...facts.map((f) => f.text), ...filler.slice(0, int(r, 0, 3))].sort(() => r() - 0.5);
  const state: DialogueState = {
    ...emptyDialogueState(),
    heading: `${pick(r, ['Orla', 'Brisk', 'Tamsin', 'Corvo'])} ${pick(r, ['lamp', 'class', 'stay', 'jacket', 'tour'])}`,
    texts,
    facts: texts.filter((t) => /\d/.test(t)),
    page: { controls: [], links: ['Home', `Basket (${int(r, 1, 6)})`, 'Help'] },
  };
  return { state, facts };
}

interface Tally { right: number; wrong: number; none: number }

const show = process.argv.includes('--show');

async function main(): Promise<void> {
  const vectors = await loadWordVectors();
  const run = (): { answerable: Tally; decoys: Tally } => {
    const r = rng(11);
    const answerable: Tally = { right: 0, wrong: 0, none: 0 };
    const decoys: Tally = { right: 0, wrong: 0, none: 0 };
    for (let i = 0; i < 400; i++) {
      const { state, facts } = page(r);
      const f = pick(r, facts);
      const asked = pick(r, f.questions);
      const q = readQuestion(asked.replace(/[?]$/, ''), asked.endsWith('?'));
      const a = q ? answerOnPage(q, state, vectors) : undefined;
      if (!a) answerable.none++;
      else if (a.text.includes(f.value)) answerable.right++;
      else answerable.wrong++;
      if (show && !a?.text.includes(f.value)) console.log(`✗ ${asked} [${JSON.stringify(q)}] want ${f.value} → ${a?.text ?? '—'}  | ${state.texts!.join(' / ')}`);
      if (f.decoys && !state.texts!.some((t) => f.decoys!.some((d) => t.toLowerCase().includes(d.split(' ').slice(-1)[0]!.replace('?', ''))))) {
        const d = pick(r, f.decoys);
        const dq = readQuestion(d.replace(/[?]$/, ''), true);
        const da = dq ? answerOnPage(dq, state, vectors) : undefined;
        if (!da) decoys.right++;
        else decoys.wrong++;
        if (show && da) console.log(`✗ decoy ${d} → ${da.text}`);
      }
    }
    return { answerable, decoys };
  };
  if (process.argv.includes('--sweep')) {
    const base = { ...WEIGHTS };
    for (const topic of [1.2, 1.6, 2]) for (const soft of [0.2, 0.4, 0.8]) for (const minTopic of [0.4, 0.5, 0.7]) {
      Object.assign(WEIGHTS, base, { topic, soft, minTopic });
      console.log(JSON.stringify({ topic, soft, minTopic, ...run() }));
    }
    Object.assign(WEIGHTS, base);
  } else {
    console.log(JSON.stringify({ weights: WEIGHTS, ...run() }));
  }
}

void main();
