#!/usr/bin/env node
/**
 * Generated row and flow tasks (round 12): pages of records whose own button opens a form, and
 * forms over two or three pages that end on a review page's confirm, with one-sentence
 * instructions from wide pools and a fixed seed.
 *
 *     node bench/tasks/gen/flows.mjs [--seed 12] [--sites 16] [--tasks 6] [--out /tmp/gen-flows]
 *     node bin/russ.js eval-tasks /tmp/gen-flows --out /tmp/gen-flows.jsonl
 *
 * Row sites (`rows-*`): records (orders, passes, classes, repair requests, regular payments) as a
 * table, a list or cards of divs, each with the same button ("Request refund", "Renew", "Add
 * note", …) that opens the record's form as a dialog on the page, a panel under the record or a
 * page of its own; an always-visible contact form with alike fields is the distractor. The task
 * names the record by its content (a month, an item, a name, a number) and says the form's values;
 * the form must be sent whether the sentence says so or not ("Renew the Studio pass and set it to
 * annual"). Flow sites (`flow-*`): one or two pages of fields, then a review page whose confirm
 * ends the task; the sentence says the page changes ("continue") or not, and ends with a verb of
 * completion ("… and confirm", "then place the order"). Nothing here comes from a bench set.
 */
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arg, seeded, cap } from './common.mjs';

const SEED = Number(arg('--seed', '12'));
const SITES = Number(arg('--sites', '16'));
const TASKS = Number(arg('--tasks', '6'));
const OUT = arg('--out', '/tmp/gen-flows');

const { rnd, pick, shuffle, chance } = seeded(SEED);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FIRST = ['Amara', 'Tomasz', 'Ines', 'Kofi', 'Freya', 'Rohan', 'Lucia', 'Emeka', 'Signe', 'Dario', 'Mei', 'Olek'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Haddad', 'Brennan', 'Kowalczyk', 'Tanaka', 'Duarte', 'Fairweather', 'Novak'];
const NOTES = ['Please call before you come', 'It happens every morning', 'The part arrived broken', 'I am away until Friday', 'Any time after noon works', 'Second time this month'];
const dateOf = () => {
  const m = 1 + Math.floor(rnd() * 12);
  const d = 1 + Math.floor(rnd() * 28);
  const iso = `2027-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { value: iso, said: chance(0.5) ? iso : `${d} ${MONTHS[m - 1]} 2027` };
};

// Form fields of a record's form: how the page labels them, how a sentence says them, a value.
const REASON = { name: 'reason', labels: ['Reason', 'Reason for refund', 'Why are you returning it?'], said: ['reason'], options: [['damaged', 'Damaged', ['damaged']], ['wrong', 'Wrong item sent', ['wrong item', 'the wrong item']], ['unwanted', 'No longer needed', ['no longer needed']], ['late', 'Arrived late', ['arrived late']]] };
const PERIOD = { name: 'period', labels: ['Renewal period', 'Billing period', 'Length'], said: ['period', 'billing period'], options: [['monthly', 'Monthly', ['monthly']], ['quarterly', 'Every 3 months', ['every 3 months', 'quarterly']], ['annual', 'Annual (save 15%)', ['annual', 'yearly']]] };
const URGENCY = { name: 'urgency', labels: ['Urgency', 'Priority'], said: ['urgency', 'priority'], options: [['low', 'Low', ['low']], ['normal', 'Normal', ['normal']], ['high', 'High – needs attention today', ['high', 'urgent']]] };
const PAUSE = { name: 'pause', labels: ['Pause for', 'How long?'], said: ['pause'], options: [['1', '1 month', ['1 month', 'one month']], ['2', '2 months', ['2 months', 'two months']], ['3', '3 months', ['3 months', 'three months']]] };
const NOTE = { name: 'note', area: true, labels: ['Note', 'Comment', 'Details', 'Add a note'], said: ['note', 'comment', 'details'], value: () => pick(NOTES) };
const AMOUNT = { name: 'amount', type: 'number', labels: ['New amount (£)', 'Monthly amount', 'Amount'], said: ['amount', 'monthly amount'], value: () => String(5 * (1 + Math.floor(rnd() * 8))) };
const NEWDATE = { name: 'date', type: 'date', labels: ['New date', 'Move to', 'Date'], said: ['date', 'new date'], value: dateOf };
const SEATS = { name: 'seats', type: 'number', labels: ['Seats', 'Number of places', 'Places'], said: ['seats', 'number of places', 'places'], value: () => String(1 + Math.floor(rnd() * 5)) };

/** Record kinds: the records, how a sentence names one, the button that opens its form, the form. */
const RECORDS = [
  {
    noun: 'order', columns: ['Order', 'Placed on', 'Item', 'Total', 'Status'],
    make: (i, ctx) => {
      const num = String(4100 + Math.floor(rnd() * 800));
      const month = ctx.months[i];
      const item = ctx.items[i];
      return { cells: [`Order ${num}`, `${1 + Math.floor(rnd() * 27)} ${month} 2027`, item, `£${(10 + Math.floor(rnd() * 90))}.00`, pick(['Delivered', 'Dispatched', 'Delivered'])], refs: [`the order from ${month}`, `the ${item.toLowerCase()} order`, `the order for the ${item.toLowerCase()}`, `order ${num}`, `the ${month} order`] };
    },
    ctx: () => ({ months: shuffle(MONTHS), items: shuffle(['Desk lamp', 'Rain jacket', 'Coffee grinder', 'Yoga mat', 'Backpack', 'Teapot', 'Bike light', 'Wool scarf']) }),
    buttons: [{ name: 'Request refund', act: ['request a refund for', 'ask for a refund on'], alone: ['request a refund', 'ask for a refund'] }, { name: 'Return item', act: ['return', 'send back'], alone: ['return it', 'send it back'] }],
    fields: () => (chance(0.5) ? [REASON, NOTE] : [REASON]),
    submit: ['Send request', 'Submit', 'Confirm return'],
  },
  {
    noun: 'pass', columns: ['Pass', 'Member', 'Renews on', 'Price'],
    make: (i, ctx) => {
      const name = ctx.names[i];
      const who = ctx.people[i];
      const month = ctx.months[i];
      return { cells: [name, who, `${1 + Math.floor(rnd() * 27)} ${month} 2027`, `£${20 + Math.floor(rnd() * 40)} a month`], refs: [`the ${name}`, `${who}'s pass`, `the pass for ${who}`, `the pass renewing in ${month}`] };
    },
    ctx: () => ({ names: shuffle(['Studio pass', 'Weekend pass', 'Off-peak pass', 'Student pass', 'Family pass', 'Pool pass']), people: shuffle(FIRST), months: shuffle(MONTHS) }),
    buttons: [{ name: 'Renew', act: ['renew'], alone: ['renew it'] }, { name: 'Change plan', act: ['change the plan of', 'change the plan for'], alone: ['change its plan', 'change the plan'] }],
    fields: () => (chance(0.4) ? [PERIOD, NEWDATE] : [PERIOD]),
    submit: ['Confirm renewal', 'Save', 'Renew now'],
  },
  {
    noun: 'booking', columns: ['Class', 'Day', 'Time', 'Seats'],
    make: (i, ctx) => {
      const name = ctx.names[i];
      const day = ctx.days[i];
      return { cells: [name, day, pick(['10:00', '14:30', '18:00', '19:30']), String(1 + Math.floor(rnd() * 3))], refs: [`the ${name.toLowerCase()} booking`, `my ${name.toLowerCase()} class`, `the ${day} class`, `the booking on ${day}`] };
    },
    ctx: () => ({ names: shuffle(['Pottery taster', 'Life drawing', 'Watercolour basics', 'Bread making', 'Beginners salsa', 'Knife skills']), days: shuffle(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) }),
    buttons: [{ name: 'Change', act: ['change'], alone: ['change it'] }, { name: 'Reschedule', act: ['reschedule', 'move'], alone: ['reschedule it', 'move it'] }],
    fields: () => (chance(0.5) ? [NEWDATE, SEATS] : [NEWDATE]),
    submit: ['Save changes', 'Update booking', 'Confirm'],
  },
  {
    noun: 'request', columns: ['Request', 'Reported', 'Status'],
    make: (i, ctx) => {
      const name = ctx.names[i];
      const month = ctx.months[i];
      return { cells: [name, `${1 + Math.floor(rnd() * 27)} ${month} 2027`, pick(['Open', 'In progress', 'Waiting for parts'])], refs: [`the ${name.toLowerCase()} request`, `the request about the ${name.toLowerCase()}`, `the request from ${month}`] };
    },
    ctx: () => ({ names: shuffle(['Dripping tap', 'Broken blind', 'Noisy boiler', 'Cracked tile', 'Stuck window', 'Faulty doorbell']), months: shuffle(MONTHS) }),
    buttons: [{ name: 'Add note', act: ['add a note to', 'add a comment to'], alone: ['add a note', 'add a comment'] }, { name: 'Follow up', act: ['follow up on'], alone: ['follow up'] }],
    fields: () => (chance(0.5) ? [NOTE, URGENCY] : [NOTE]),
    submit: ['Add note', 'Post', 'Send'],
  },
  {
    noun: 'payment', columns: ['Regular payment', 'Amount', 'Since'],
    make: (i, ctx) => {
      const name = ctx.names[i];
      const month = ctx.months[i];
      return { cells: [name, `£${ctx.amounts[i]} a month`, `${month} 2026`], refs: [`the ${name} payment`, `the payment to ${name}`, `the £${ctx.amounts[i]} payment`, `the payment started in ${month}`] };
    },
    ctx: () => ({ names: shuffle(['Greenway Trust', 'Harbour Rescue', 'City Food Bank', 'Owl Sanctuary', 'River Clean-up']), amounts: shuffle([5, 8, 10, 12, 15, 20, 25]), months: shuffle(MONTHS) }),
    buttons: [{ name: 'Edit', act: ['edit', 'change'], alone: ['edit it', 'change it'] }, { name: 'Pause', act: ['pause'], alone: ['pause it'] }],
    fields: (button) => (button.name === 'Pause' ? [PAUSE] : [AMOUNT]),
    submit: ['Update', 'Save changes', 'Confirm'],
  },
];

const ASIDE = [
  { heading: 'Contact us', button: 'Send message', fields: [{ kind: 'text', name: 'a-name', label: 'Your name' }, { kind: 'textarea', name: 'a-note', label: 'Message' }] },
  { heading: 'Something else?', button: 'Send', fields: [{ kind: 'select', name: 'a-reason', label: 'Reason', options: [['q', 'A question'], ['damaged', 'Damaged'], ['c', 'A complaint']] }, { kind: 'textarea', name: 'a-note', label: 'Details' }] },
  { heading: 'Leave feedback', button: 'Send feedback', fields: [{ kind: 'textarea', name: 'a-note', label: 'Comment' }, { kind: 'number', type: 'number', name: 'a-amount', label: 'Amount' }] },
];

const toField = (f, kind) => (f.options ? { kind: kind ?? (chance(0.5) ? 'select' : 'radio'), name: f.name, label: pick(f.labels), options: f.options.map(([v, l]) => [v, l]) } : { kind: f.area ? 'textarea' : 'text', type: f.type ?? 'text', name: f.name, label: pick(f.labels) });

function buildRowsSite(i) {
  const rec = pick(RECORDS);
  const ctx = rec.ctx();
  const n = 3 + Math.floor(rnd() * 3);
  const rows = Array.from({ length: n }, (_, k) => ({ id: `r${k + 1}`, ...rec.make(k, ctx) }));
  const button = pick(rec.buttons);
  const concepts = rec.fields(button);
  const fields = concepts.map((c) => toField(c));
  const form = { heading: `${button.name}`, fields, button: pick(rec.submit) };
  const site = { kind: 'rows', title: pick(['Larchmont', 'Cobble Lane', 'Brightwater', 'Hollyfield', 'Stonebridge', 'Marlowe']) + ' ' + pick(['Account', 'Members', 'Online', 'Portal']), h1: `Your ${rec.noun}s`, menu: ['Home', 'Account', 'Help'], layout: pick(['table', 'list', 'cards']), open: pick(['dialog', 'inline', 'page']), columns: rec.columns, rows: rows.map(({ refs, ...r }) => r), button: button.name, other: chance(0.5) ? 'View' : undefined, form, aside: pick(ASIDE) };
  return { site, rec, rows, button, concepts };
}

const fillSaid = (concept, field) => {
  if (concept.options) {
    const [v, , says] = pick(concept.options);
    const o = pick(says);
    const said = pick(concept.said);
    return { text: pick([`choose ${o}`, `set it to ${o}`, `pick ${o} as the ${said}`, `select ${o} for the ${said}`, `with ${o} as the ${said}`]), value: v, name: field.name };
  }
  const v = concept.value();
  const value = typeof v === 'string' ? v : v.value;
  const spoken = typeof v === 'string' ? v : v.said;
  const said = pick(concept.said);
  if (concept.area) return { text: pick([`give "${spoken}" as the ${said}`, `enter "${spoken}" as the ${said}`, `write "${spoken}" in the ${said} box`, `with the ${said} "${spoken}"`, `saying "${spoken}"`]), value, name: field.name };
  if (concept.type === 'date') return { text: pick([`move it to ${spoken}`, `set the ${said} to ${spoken}`, `with ${spoken} as the ${said}`]), value, name: field.name };
  return { text: pick([`set the ${said} to ${spoken}`, `enter ${spoken} as the ${said}`, `make the ${said} ${spoken}`]), value, name: field.name };
};

function rowsTask(built, k) {
  const { rec, rows, button, concepts, site } = built;
  const row = pick(rows);
  const ref = pick(row.refs);
  const fills = concepts.map((c, j) => fillSaid(c, site.form.fields[j])).filter((_, j) => j === 0 || chance(0.6));
  const end = pick(['', '', ', then submit', ' and confirm', `, then press ${site.form.button}`, ' and save it']);
  const join = (xs) => (xs.length === 1 ? xs[0] : end ? xs.join(', ') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  const shape = pick(['A', 'A', 'B', 'C']);
  let text;
  const said = join(fills.map((f) => f.text));
  if (shape === 'A') text = `${pick(button.act)} ${ref}${/^(?:with|saying)\b/.test(said) ? ' ' : ' and '}${said}${end}`;
  else if (shape === 'B') text = `on ${ref}, ${pick(button.alone)}${/^(?:with|saying)\b/.test(said) ? ' ' : ': '}${said}${end}`;
  else text = `for ${ref}, ${pick(button.alone)}${/^(?:with|saying)\b/.test(said) ? ' ' : ', '}${said}${end}`;
  const fields = Object.fromEntries(site.form.fields.map((f) => [f.name, fills.find((x) => x.name === f.name)?.value ?? '']));
  return { id: `t${k}`, instruction: `${cap(text)}.`, expect: { path: '/done', query: { form: 'row' }, sent: { form: 'row', row: row.id, fields } } };
}

// Flow pages: fields of a person's details, then of the order or booking, then a review.
const DETAILS = [
  { name: 'first', labels: ['First name', 'Given name'], said: ['first name'], value: () => pick(FIRST) },
  { name: 'last', labels: ['Last name', 'Surname'], said: ['last name', 'surname'], value: () => pick(LAST) },
  { name: 'email', type: 'email', labels: ['Email', 'Email address'], said: ['email', 'email address'], value: () => `${pick(FIRST).toLowerCase()}@${pick(['example.org', 'mail.test'])}` },
  { name: 'phone', type: 'tel', labels: ['Phone', 'Mobile number'], said: ['phone number', 'mobile number'], value: () => pick(['07700 9', '0161 49']) + String(10000 + Math.floor(rnd() * 89999)) },
];
const CHOICES = [
  { name: 'delivery', labels: ['Delivery', 'Delivery option'], said: ['delivery'], options: [['std', 'Standard (3–5 days)', ['standard delivery']], ['exp', 'Express (next day)', ['express delivery', 'next day delivery']], ['col', 'Collect in store', ['collection in store']]] },
  { name: 'slot', labels: ['Time slot', 'Preferred time'], said: ['time slot', 'time'], options: [['am', 'Morning', ['the morning', 'a morning slot']], ['pm', 'Afternoon', ['the afternoon', 'an afternoon slot']], ['eve', 'Evening', ['the evening']]] },
  { name: 'pay', labels: ['Payment method', 'Pay by'], said: ['payment method'], options: [['card', 'Card', ['card']], ['paypal', 'PayPal', ['PayPal']], ['transfer', 'Bank transfer', ['bank transfer']]] },
];
const ORDER = [
  { name: 'date', type: 'date', labels: ['Date', 'Start date', 'Visit date'], said: ['date'], value: dateOf },
  { name: 'count', type: 'number', labels: ['Number of people', 'Quantity', 'Guests'], said: ['number of people', 'quantity', 'guests'], value: () => String(2 + Math.floor(rnd() * 5)) },
];
const CONFIRMS = [
  { name: 'Confirm booking', said: ['confirm the booking', 'confirm', 'book it'] },
  { name: 'Place order', said: ['place the order', 'order it'] },
  { name: 'Pay now', said: ['pay', 'pay for it'] },
  { name: 'Submit application', said: ['submit the application', 'submit it'] },
  { name: 'Send request', said: ['send the request', 'send it'] },
  { name: 'Confirm and pay', said: ['confirm and pay', 'confirm'] },
];

function buildFlowSite() {
  const pages = chance(0.5) ? 2 : 1;
  const details = shuffle(DETAILS).slice(0, 2 + Math.floor(rnd() * 2));
  const more = [...shuffle(ORDER).slice(0, 1 + Math.floor(rnd() * 2)), ...shuffle(CHOICES).slice(0, 1)];
  const groups = pages === 2 ? [details, more] : [[...details.slice(0, 2), ...more.slice(0, 2)]];
  const confirm = pick(CONFIRMS);
  const steps = groups.map((g, k) => ({ heading: k === 0 ? pick(['Your details', 'About you', 'Contact details']) : pick(['Your booking', 'Delivery and payment', 'Options']), button: k === groups.length - 1 ? pick(['Review', 'Continue to review', 'Review order', 'Next']) : pick(['Continue', 'Next', 'Next step', 'Save and continue']), fields: g.map((c) => toField(c, 'select')), concepts: g }));
  const site = { kind: 'flow', title: pick(['Fernhollow', 'Quarry Hill', 'Saltings', 'Westerleigh', 'Dunmore']) + ' ' + pick(['Bookings', 'Shop', 'Tours', 'Services']), h1: pick(['Book a visit', 'Checkout', 'Apply online', 'Make a request']), menu: ['Home', 'Help'], steps: steps.map(({ concepts, ...s }) => s), review: { heading: pick(['Check your answers', 'Review your order', 'Summary']), button: confirm.name, edit: pick(['Change details', 'Edit']) } };
  return { site, steps, confirm };
}

const flowFill = (concept) => {
  if (concept.options) {
    const [v, , says] = pick(concept.options);
    const o = pick(says);
    return { text: pick([`choose ${o}`, `pick ${o}`, `select ${o} as the ${pick(concept.said)}`]), value: v };
  }
  const v = concept.value();
  const value = typeof v === 'string' ? v : v.value;
  const spoken = typeof v === 'string' ? v : v.said;
  const said = pick(concept.said);
  const q = chance(0.5) ? `"${spoken}"` : spoken;
  return { text: pick([`enter ${q} as the ${said}`, `put ${q} in the ${said} box`, `set the ${said} to ${q}`, `use ${q} for the ${said}`]), value };
};

function flowTask(built, k) {
  const { steps, confirm } = built;
  const done = {};
  const parts = [];
  steps.forEach((s, j) => {
    const said = shuffle(s.concepts).slice(0, 1 + Math.floor(rnd() * s.concepts.length)).sort((a, b) => s.concepts.indexOf(a) - s.concepts.indexOf(b));
    for (const c of said) {
      const f = flowFill(c);
      parts.push(f.text);
      done[c.name] = f.value;
    }
    if (j < steps.length - 1 && chance(0.6)) parts.push(pick(['continue', 'go to the next step', `press ${s.button}`, 'click next']));
    if (j === steps.length - 1 && chance(0.5)) parts.push(pick(['review it', 'continue to the review', `press ${s.button}`, 'go on']));
  });
  parts.push(pick(confirm.said));
  const text = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  const all = Object.fromEntries(steps.flatMap((s) => s.concepts).map((c) => [c.name, done[c.name] ?? '']));
  return { id: `t${k}`, instruction: `${cap(text)}.`, expect: { path: '/done', data: all, done: all } };
}

const here = dirname(fileURLToPath(import.meta.url));
rmSync(OUT, { recursive: true, force: true });
let total = 0;
for (let i = 0; i < SITES; i++) {
  const rows = i % 2 === 0;
  const built = rows ? buildRowsSite(i) : buildFlowSite();
  const name = rows ? `s${String(i + 1).padStart(2, '0')}-rows-${built.site.layout}-${built.site.open}` : `s${String(i + 1).padStart(2, '0')}-flow-${built.steps.length + 1}pages`;
  const dir = join(OUT, name);
  mkdirSync(dir, { recursive: true });
  const tasks = Array.from({ length: TASKS }, (_, k) => (rows ? rowsTask(built, k + 1) : flowTask(built, k + 1)));
  total += tasks.length;
  writeFileSync(join(dir, 'server.mjs'), `import { makeSite } from ${JSON.stringify(pathToFileURL(join(here, 'flow-site.mjs')).href)};\nconst SPEC = ${JSON.stringify(built.site)};\nexport const createSite = () => makeSite(SPEC);\n`);
  writeFileSync(join(dir, 'tasks.json'), JSON.stringify({ start: '/', tasks }, null, 1));
}
console.log(`${SITES} sites, ${total} tasks in ${OUT} (seed ${SEED})`);
