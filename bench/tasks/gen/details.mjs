#!/usr/bin/env node
/**
 * Generated person-details forms and utterances (round 12): a person's details said in one run
 * ("put it in the name Ann Lee, mobile 07700 900123, and book it", "deliver to 4 Mill Lane, Leeds
 * LS2 7QT", "my email is … and the postcode is …"), on pages whose forms take them under many
 * label wordings, input types, autocomplete tokens and placeholders, with the name joined or split
 * into first and last, billing and delivery copies, and alike forms side by side.
 *
 *     node bench/tasks/gen/details.mjs [--seed 12] [--sites 16] [--tasks 5] [--out /tmp/details-tasks] [--chat /tmp/details-chat]
 *     node bin/russ.js eval-tasks /tmp/details-tasks --out /tmp/details.jsonl
 *     node bench/tasks/gen/details-score.mjs /tmp/details.jsonl      # fields right / wrong / not filled
 *     node bin/russ.js eval-chat /tmp/details-chat                     # "same name and number as before"
 *
 * Pools are general English form vocabulary and made-up people; nothing comes from a bench set.
 */
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arg, seeded, cap } from './common.mjs';

const SEED = Number(arg('--seed', '12'));
const SITES = Number(arg('--sites', '16'));
const TASKS = Number(arg('--tasks', '5'));
const OUT = arg('--out', '/tmp/details-tasks');
const CHAT = arg('--chat', undefined);

const { rnd, pick, shuffle, chance } = seeded(SEED);

const FIRST = ['Ann', 'Bram', 'Chidi', 'Dagny', 'Esme', 'Farid', 'Greta', 'Hugo', 'Ilse', 'Jonah', 'Kaia', 'Leon', 'Maud', 'Nils', 'Orla', 'Pavel', 'Rosa', 'Sami', 'Tove', 'Umar', 'Vera', 'Wes', 'Yara', 'Zofia'];
const LAST = ['Lee', 'Abara', 'Castell', 'Dunmore', 'Eriksen', 'Foley', 'Gallo', 'Hartley', 'Iqbal', 'Jansen', 'Kerr', 'Lowry', 'Mbeki', 'Nakata', 'Ortiz', 'Pryce', 'Quinlan', 'Rask', 'Sato', 'Thorne', 'Varga', 'Whitlock'];
const STREET = ['Mill Lane', 'Station Road', 'Orchard Close', 'Harbour View', 'Church Street', 'Elm Grove', 'Kingsway', 'Quarry Rise', 'Beech Avenue', 'Canal Walk', 'Foundry Court', 'Rope Walk'];
const CITY = ['Leeds', 'York', 'Bath', 'Derby', 'Perth', 'Truro', 'Exeter', 'Lincoln', 'Durham', 'Chester', 'Norwich', 'Carlisle'];
const DOMAINS = ['example.org', 'mail.test', 'post.example', 'inbox.example'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const postcode = () => `${pick(['LS', 'YO', 'BA', 'DE', 'PH', 'TR', 'EX', 'LN', 'DH', 'CH', 'NR', 'CA'])}${1 + Math.floor(rnd() * 20)} ${1 + Math.floor(rnd() * 9)}${pick(['AB', 'QT', 'HX', 'WD', 'NP', 'RJ', 'LE', 'SU'])}`;
const phone = () => pick(['07700 9', '07700 9', '0113 49', '01632 9', '020 79']) + String(10000 + Math.floor(rnd() * 89999)).slice(0, 5);
function person() {
  const first = pick(FIRST);
  const last = pick(LAST);
  const d = 1 + Math.floor(rnd() * 28);
  const m = 1 + Math.floor(rnd() * 12);
  return {
    first,
    last,
    full: `${first} ${last}`,
    email: `${first.toLowerCase()}${pick(['.', '', '_'])}${last.toLowerCase()}@${pick(DOMAINS)}`,
    phone: phone(),
    street: `${1 + Math.floor(rnd() * 98)} ${pick(STREET)}`,
    city: pick(CITY),
    postcode: postcode(),
    date: { iso: `2027-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, said: chance(0.5) ? `${d} ${MONTHS[m - 1]} 2027` : `${MONTHS[m - 1]} ${d}, 2027` },
    count: String(2 + Math.floor(rnd() * 6)),
  };
}

/** Field kinds: labels, placeholders, autocomplete tokens, input types. */
const KINDS = {
  full: { labels: ['Full name', 'Name', 'Your name', 'Name for the booking', 'Contact name', 'Lead name'], ph: ['e.g. Jane Smith', 'Your full name'], ac: 'name', value: (p) => p.full },
  first: { labels: ['First name', 'Given name', 'Forename', 'First'], ph: ['First name'], ac: 'given-name', value: (p) => p.first },
  last: { labels: ['Last name', 'Surname', 'Family name', 'Last'], ph: ['Surname'], ac: 'family-name', value: (p) => p.last },
  email: { labels: ['Email', 'Email address', 'E-mail', 'Your email', 'Where should we send the confirmation?'], ph: ['name@example.com', 'you@example.com'], ac: 'email', types: ['email', 'email', 'text'], value: (p) => p.email },
  phone: { labels: ['Phone', 'Telephone', 'Mobile', 'Mobile number', 'Contact number', 'Daytime phone'], ph: ['07123 456789', 'Best number to reach you'], ac: 'tel', types: ['tel', 'tel', 'text'], value: (p) => p.phone },
  street: { labels: ['Address line 1', 'Street address', 'Address', 'House number and street', 'Street'], ph: ['12 High Street'], ac: 'address-line1', value: (p) => p.street },
  city: { labels: ['Town or city', 'City', 'Town', 'Town/City'], ph: ['Town'], ac: 'address-level2', value: (p) => p.city },
  postcode: { labels: ['Postcode', 'Postal code', 'Post code', 'ZIP / Postcode'], ph: ['AB1 2CD'], ac: 'postal-code', value: (p) => p.postcode },
  date: { labels: ['Date', 'Preferred date', 'Arrival date', 'When?'], ac: '', types: ['date'], value: (p) => p.date.iso },
  count: { labels: ['Number of guests', 'Guests', 'How many people?', 'Party size', 'Tickets'], ac: '', types: ['number'], value: (p) => p.count },
};

let fieldNo = 0;
function field(kind, prefix = '') {
  const k = KINDS[kind];
  const name = `${prefix}${kind}`;
  const type = k.types ? pick(k.types) : 'text';
  const f = { kind: 'text', type, name, label: pick(k.labels), dk: kind };
  if (k.ac && chance(0.5)) f.autocomplete = /^(?:bill|ship)-/.test(prefix) && chance(0.5) ? `${prefix.startsWith('bill') ? 'billing' : 'shipping'} ${k.ac}` : k.ac;
  if (k.ph && chance(0.35)) f.placeholder = pick(k.ph);
  // Some fields say only their placeholder (no label); then the placeholder must say the field.
  if (k.ph && !prefix && chance(0.12)) {
    f.nolabel = true;
    f.placeholder = f.label;
  }
  if (kind === 'postcode' && chance(0.3)) f.pattern = '[A-Za-z0-9 ]{5,8}';
  fieldNo++;
  return f;
}
const nameFields = (split, prefix = '') => (split ? [field('first', prefix), field('last', prefix)] : [field('full', prefix)]);

const SHAPES = ['single', 'single', 'copies', 'twoForms', 'twoForms', 'contactNews'];
const BUTTONS = { book: ['Book now', 'Book', 'Reserve', 'Confirm booking'], order: ['Place order', 'Continue to payment', 'Pay now'], send: ['Send', 'Submit', 'Send request'], register: ['Register', 'Sign up', 'Create account'], callback: ['Request a callback', 'Call me back'], subscribe: ['Subscribe', 'Join the list'] };
const TITLES = ['Ashgrove Bistro', 'Pebble Cove Tours', 'Northlight Cinema', 'Hollin Garden Centre', 'Saltmarsh Bikes', 'Wrenfield Clinic', 'Tallow Candle Co', 'Brightwater Swim', 'Kestrel Removals', 'Oakhurst Theatre', 'Marlow Bakery', 'Fenwick Opticians', 'Lantern Escape Rooms', 'Rivermead Kennels', 'Cobble Print Shop', 'Stonebridge Tutors'];

function buildSite(i) {
  const title = TITLES[i % TITLES.length];
  const shape = SHAPES[i % SHAPES.length];
  const split = chance(0.5);
  const forms = [];
  if (shape === 'single') {
    const purpose = pick(['book', 'register', 'send']);
    const items = [...nameFields(split), field('email'), field('phone')];
    if (chance(0.5)) items.push(field('street'), field('city'), field('postcode'));
    if (purpose === 'book') items.push(field('date'), field('count'));
    forms.push({ id: 'main', purpose, heading: pick(['Your details', 'Booking', 'Sign up', 'Contact us']), button: pick(BUTTONS[purpose]), items: shuffle(items.slice(0, split ? 3 : 2)).concat(items.slice(split ? 3 : 2)) });
  } else if (shape === 'copies') {
    // One order form: contact details, then billing and delivery address copies with the same labels.
    const labels = Object.fromEntries(['full', 'street', 'city', 'postcode'].map((k) => [k, pick(KINDS[k].labels)]));
    const copy = (g, prefix) => ({ group: g, fields: ['full', 'street', 'city', 'postcode'].map((k) => ({ ...field(k, prefix), label: labels[k] })) });
    forms.push({ id: 'main', purpose: 'order', heading: 'Checkout', button: pick(BUTTONS.order), items: [field('email'), field('phone'), copy(pick(['Billing address', 'Billing details']), 'bill-'), copy(pick(['Delivery address', 'Shipping address', 'Deliver to']), 'ship-')] });
  } else if (shape === 'twoForms') {
    // Two alike forms: a booking with a date and party size, and a callback or enquiry with a name and a phone.
    forms.push({ id: 'book', purpose: 'book', heading: pick(['Book a table', 'Book a visit', 'Reserve a place']), button: pick(BUTTONS.book), items: [...nameFields(split), field('phone'), field('date'), field('count')] });
    forms.push({ id: 'call', purpose: 'callback', heading: pick(['Request a callback', 'Questions? We will call you']), button: pick(BUTTONS.callback), items: [field('full', 'cb-'), field('phone', 'cb-')].map((f) => ({ ...f, name: f.name })) });
    if (chance(0.5)) forms.reverse();
  } else {
    // A contact form beside a newsletter sign-up with its own name and email.
    forms.push({ id: 'main', purpose: 'send', heading: pick(['Get in touch', 'Contact us']), button: pick(BUTTONS.send), items: [...nameFields(split), field('email'), field('phone'), field('postcode')] });
    forms.push({ id: 'news', purpose: 'subscribe', heading: pick(['Newsletter', 'Stay in touch']), button: pick(BUTTONS.subscribe), items: [field('full', 'nl-'), field('email', 'nl-')] });
    if (chance(0.5)) forms.reverse();
  }
  return { title, h1: title, menu: ['Home', 'About', 'Help'], forms, shape };
}

const fieldsOf = (form) => form.items.flatMap((it) => (it.group ? it.fields : [it]));
const has = (form, kind) => fieldsOf(form).some((f) => f.dk === kind);

/** How a run of details is said: each kind with and without its field word. */
const SAY = {
  name: (p) => pick([`in the name ${p.full}`, `for ${p.full}`, `name ${p.full}`, `my name is ${p.full}`, `I'm ${p.full}`, `under ${p.full}`, p.full]),
  email: (p) => pick([`email ${p.email}`, `my email is ${p.email}`, `e-mail ${p.email}`, p.email, `at ${p.email}`]),
  phone: (p) => pick([`mobile ${p.phone}`, `phone ${p.phone}`, `my number is ${p.phone}`, `on ${p.phone}`, `tel ${p.phone}`, p.phone]),
  postcode: (p) => pick([`postcode ${p.postcode}`, `the postcode is ${p.postcode}`, p.postcode]),
  date: (p) => pick([`on ${p.date.said}`, `for ${p.date.said}`]),
  count: (p) => pick([`for ${p.count} people`, `for ${p.count} guests`, `for a party of ${p.count}`]),
};
/** Words for sending an order, by its button (a person says what the button says, in their words). */
const ORDER_END = { 'Place order': ['place the order', 'place my order'], 'Continue to payment': ['continue', 'continue to payment'], 'Pay now': ['pay now', 'pay'] };
const END = { book: ['book it', 'book', 'make the booking', 'reserve it'], order: ['place the order', 'continue', 'check out'], send: ['send it', 'submit', 'send'], register: ['register me', 'sign me up', 'submit'], callback: ['request a callback', 'ask them to call me back'], subscribe: ['subscribe', 'sign me up for the newsletter'] };

function joinRun(parts) {
  if (parts.length === 1) return parts[0];
  return chance(0.5) ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join(', ');
}

function buildTask(site, n) {
  const p = person();
  // The target form: a random one of the site's, its values as the form's kinds take them.
  const form = pick(site.forms);
  const fields = fieldsOf(form);
  const expect = Object.fromEntries(fields.map((f) => [f.name, '']));
  const parts = [];
  let instruction;
  if (site.shape === 'copies') {
    // Contact details, and one or both addresses ("deliver to …", "bill to …").
    const which = pick(['ship', 'bill', 'both']);
    const address = (prefix) => {
      for (const f of fields.filter((x) => x.name.startsWith(prefix))) expect[f.name] = KINDS[f.dk].value(p);
      return `${p.street}, ${p.city} ${p.postcode}`;
    };
    expect.email = p.email;
    expect.phone = p.phone;
    const contact = joinRun(shuffle([SAY.email(p), SAY.phone(p)]));
    let addr;
    if (which === 'ship') addr = `${pick(['deliver to', 'send it to', 'ship it to', 'the delivery address is'])} ${p.full}, ${address('ship-')}`;
    else if (which === 'bill') addr = `${pick(['bill it to', 'the billing address is', 'invoice'])} ${p.full}, ${address('bill-')}`;
    else {
      address('ship-');
      address('bill-');
      addr = `${pick(['deliver to and bill', 'use for both billing and delivery', 'billing and delivery to'])} ${p.full}, ${p.street}, ${p.city} ${p.postcode}`;
    }
    instruction = `${cap(addr)}; ${contact}, then ${pick(ORDER_END[form.button] ?? END.order)}.`;
    return { id: `t${n}`, instruction, expect: { path: '/done', query: { form: form.id }, sent: { form: form.id, fields: expect } } };
  }
  for (const f of fields) expect[f.name] = KINDS[f.dk].value(p);
  const kinds = [];
  if (has(form, 'full') || has(form, 'first')) kinds.push('name');
  for (const k of ['email', 'phone', 'postcode']) if (has(form, k)) kinds.push(k);
  const extra = [];
  if (has(form, 'date')) extra.push(SAY.date(p));
  if (has(form, 'count')) extra.push(SAY.count(p));
  // The address, when the form takes one, in one run ("at 4 Mill Lane, Leeds LS2 7QT").
  let address;
  if (has(form, 'street')) {
    kinds.splice(kinds.indexOf('postcode'), 1);
    address = `${pick(['my address is', 'I live at', 'address', 'at'])} ${p.street}, ${p.city} ${p.postcode}`;
  }
  const ordered = [kinds[0], ...shuffle(kinds.slice(1))];
  for (const k of ordered) parts.push(SAY[k](p));
  if (address) parts.push(address);
  const run = joinRun(parts);
  const end = pick(END[form.purpose]);
  const lead = extra.length ? `${cap(pick(END[form.purpose]))} ${extra.join(' ')}, ` : '';
  instruction = lead ? `${lead}${run}.` : pick([`${cap(run)}, and ${end}.`, `${cap(run)}; ${end}.`, `${cap(end)}: ${run}.`, `${cap(end)} for ${p.full}, ${parts.slice(1).join(', ')}.`]);
  // Put it in the name X …: the phrasing of a booking said by its values.
  if (!lead && form.purpose === 'book' && chance(0.3)) instruction = `Put it in the name ${p.full}, ${parts.slice(1).join(', ')}, and book it.`;
  return { id: `t${n}`, instruction, expect: { path: '/done', query: { form: form.id }, sent: { form: form.id, fields: expect } } };
}

/** A session: details given for one form, then "the same name and number" for the other form of the page. */
function buildSession(site, n) {
  const p = person();
  // The form that takes more of a person's details first: the second reuses what the first was given.
  const kindsOf = (form) => ['name', 'email', 'phone', 'postcode'].filter((k) => (k === 'name' ? has(form, 'full') || has(form, 'first') : has(form, k))).length;
  const [a, b] = [...site.forms].sort((x, y) => kindsOf(y) - kindsOf(x));
  const vals = (form) => Object.fromEntries(fieldsOf(form).map((f) => [f.name, KINDS[f.dk].value(p)]));
  const firstSay = `${cap(pick(END[a.purpose]))}${has(a, 'date') ? ` ${SAY.date(p)}` : ''}${has(a, 'count') ? ` ${SAY.count(p)}` : ''}, ${joinRun(['name', ...['email', 'phone', 'postcode'].filter((k) => has(a, k))].map((k) => SAY[k](p)))}.`;
  const bKinds = ['name', ...['email', 'phone', 'postcode'].filter((k) => has(b, k))];
  const words = { name: 'name', email: 'email', phone: pick(['number', 'phone number']), postcode: 'postcode' };
  const same = chance(0.5) ? pick(['the same details as before', 'the same details as last time', 'my details from before']) : `the same ${bKinds.map((k) => words[k]).join(' and ')} as before`;
  const bSay = `Now ${pick(END[b.purpose])}${has(b, 'date') ? ` ${SAY.date(p)}` : ''}${has(b, 'count') ? ` ${SAY.count(p)}` : ''} with ${same}.`;
  return {
    id: `c${n}`,
    turns: [
      { say: firstSay, expect: { path: '/done', query: { form: a.id }, sent: { form: a.id, fields: vals(a) } } },
      { say: pick(['Go back to the first page.', 'Back to the home page please.']), expect: { path: '/' } },
      { say: bSay, expect: { path: '/done', query: { form: b.id }, sent: { form: b.id, fields: vals(b) } } },
    ],
  };
}

const here = dirname(fileURLToPath(import.meta.url));
const write = (root, site, i, file, body) => {
  const dir = join(root, `s${String(i + 1).padStart(2, '0')}-${site.shape}`);
  mkdirSync(dir, { recursive: true });
  const spec = { title: site.title, h1: site.h1, menu: site.menu, forms: site.forms.map(({ purpose, ...f }) => ({ ...f, items: f.items.map((it) => (it.group ? { group: it.group, fields: it.fields.map(({ dk, ...x }) => x) } : (({ dk, ...x }) => x)(it))) })) };
  writeFileSync(join(dir, 'server.mjs'), `import { makeSite } from ${JSON.stringify(pathToFileURL(join(here, 'site.mjs')).href)};\nconst SPEC = ${JSON.stringify(spec)};\nexport const createSite = () => makeSite(SPEC);\n`);
  writeFileSync(join(dir, file), JSON.stringify(body, null, 1));
};
rmSync(OUT, { recursive: true, force: true });
if (CHAT) rmSync(CHAT, { recursive: true, force: true });
let total = 0;
let sessions = 0;
for (let i = 0; i < SITES; i++) {
  const site = buildSite(i);
  const tasks = Array.from({ length: TASKS }, (_, k) => buildTask(site, k + 1));
  total += tasks.length;
  write(OUT, site, i, 'tasks.json', { start: '/', tasks });
  if (CHAT && site.forms.length === 2) {
    const s = Array.from({ length: 2 }, (_, k) => buildSession(site, k + 1));
    sessions += s.length;
    write(CHAT, site, i, 'sessions.json', { start: '/', sessions: s });
  }
}
console.log(`${SITES} sites, ${total} tasks in ${OUT}${CHAT ? `; ${sessions} sessions in ${CHAT}` : ''} (seed ${SEED})`);
