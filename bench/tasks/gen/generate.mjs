#!/usr/bin/env node
/**
 * Generated short tasks (round 11): form pages and one-sentence instructions from wide pools, with
 * a fixed seed, to measure `Russ.run` on pages and wordings nobody wrote a rule for.
 *
 *     node bench/tasks/gen/generate.mjs [--seed 11] [--sites 12] [--tasks 6] [--out /tmp/gen-tasks]
 *     node bin/russ.js eval-tasks /tmp/gen-tasks --out /tmp/gen-tasks.jsonl
 *
 * Each site is one page of one to three forms: fields drawn from concepts (a name, an email, a
 * phone, a date, a count, a town, a postcode, a message, dropdowns, radio groups, boxes), each
 * labelled with one of several wordings while the instruction names it with another (a synonym,
 * the label's head word, or not at all when the value's kind tells the field); distractor forms
 * with alike fields (a newsletter box with its own email field, a sign-in beside a sign-up, a
 * billing and a delivery address); submit buttons that say what they do. Nothing here comes from
 * a bench set: the pools are general English form vocabulary.
 */
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arg, seeded } from './common.mjs';

const SEED = Number(arg('--seed', '11'));
const SITES = Number(arg('--sites', '12'));
const TASKS = Number(arg('--tasks', '6'));
const OUT = arg('--out', '/tmp/gen-tasks');

const { rnd, pick, shuffle, chance } = seeded(SEED);

const FIRST = ['Amara', 'Tomasz', 'Ines', 'Kofi', 'Freya', 'Rohan', 'Lucia', 'Emeka', 'Signe', 'Dario', 'Mei', 'Olek'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Haddad', 'Brennan', 'Kowalczyk', 'Tanaka', 'Duarte', 'Fairweather', 'Novak'];
const TOWNS = ['Bristol', 'Galway', 'Dundee', 'Lyon', 'Utrecht', 'Porto', 'Bergen', 'Kraków', 'Leeds', 'Cork'];
const WORDS = ['Please ring the bell twice', 'Leave it by the side gate', 'No rush at all', 'Call before arriving', 'Need a receipt for work', 'Wheelchair access needed'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const email = () => `${pick(FIRST).toLowerCase()}.${pick(LAST).toLowerCase()}@${pick(['example.org', 'mail.test', 'post.example'])}`;
const phone = () => pick(['07700 9', '0161 49', '+44 20 79', '01632 9']) + String(10000 + Math.floor(rnd() * 89999)).slice(0, 5);
const date = () => {
  const m = 1 + Math.floor(rnd() * 12);
  const d = 1 + Math.floor(rnd() * 28);
  const iso = `2027-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { value: iso, said: chance(0.5) ? iso : `${d} ${MONTHS[m - 1]} 2027` };
};

/** Text concepts: labels on the page, what an instruction calls them, the box type, a value. */
const TEXT = [
  { c: 'first', labels: ['First name', 'Given name', 'Forename'], said: ['first name', 'given name', 'forename'], value: () => pick(FIRST) },
  { c: 'last', labels: ['Last name', 'Surname', 'Family name'], said: ['last name', 'surname', 'family name'], value: () => pick(LAST) },
  { c: 'email', type: 'email', labels: ['Email', 'Email address', 'E-mail', 'Your email'], said: ['email', 'email address', 'e-mail address'], value: email, kindTells: true },
  { c: 'phone', type: 'tel', labels: ['Phone', 'Telephone', 'Mobile number', 'Contact number'], said: ['phone number', 'phone', 'telephone number', 'mobile number'], value: phone, kindTells: true },
  { c: 'date', type: 'date', labels: ['Preferred date', 'Date', 'Start date', 'Arrival date'], said: ['date', 'preferred date', 'start date', 'arrival date'], value: date, kindTells: true },
  { c: 'count', type: 'number', labels: ['Number of people', 'Guests', 'Quantity', 'How many people?'], said: ['number of people', 'guests', 'quantity', 'party size'], value: () => String(2 + Math.floor(rnd() * 7)) },
  { c: 'town', labels: ['Town or city', 'City', 'Town'], said: ['city', 'town'], value: () => pick(TOWNS) },
  { c: 'postcode', labels: ['Postcode', 'Postal code', 'ZIP code'], said: ['postcode', 'postal code', 'zip code'], value: () => pick(['BS1 4DJ', 'LS2 7HY', 'DD1 9QP', 'M4 6WX', 'CF10 1AA']) },
  { c: 'company', labels: ['Company', 'Organisation', 'Company name'], said: ['company', 'organisation', 'company name'], value: () => pick(['Harbour Lights Ltd', 'Blue Fern Studio', 'Northgate Tools']) },
  { c: 'message', area: true, labels: ['Message', 'Comments', 'Anything else we should know?', 'Notes'], said: ['message', 'comments', 'notes'], value: () => pick(WORDS) },
];

/** Choice concepts: a dropdown or radio group, options as the page says them and as said. */
const CHOICE = [
  { c: 'country', labels: ['Country', 'Country of residence'], said: ['country', 'country of residence'], options: [['uk', 'United Kingdom', ['the United Kingdom', 'United Kingdom']], ['ie', 'Ireland', ['Ireland']], ['fr', 'France', ['France']], ['de', 'Germany', ['Germany']], ['es', 'Spain', ['Spain']]] },
  { c: 'delivery', labels: ['Delivery', 'Shipping method', 'Delivery speed'], said: ['delivery', 'shipping', 'delivery option'], options: [['std', 'Standard (3–5 working days)', ['standard', 'standard delivery']], ['exp', 'Express (next working day)', ['express', 'express delivery', 'next day delivery']], ['col', 'Collect in store', ['collect in store', 'collection in store']]] },
  { c: 'size', labels: ['Size', 'Room size', 'Table size'], said: ['size'], options: [['s', 'Small', ['small']], ['m', 'Medium', ['medium']], ['l', 'Large', ['large']]] },
  { c: 'topic', labels: ['Topic', 'Subject', 'What is this about?'], said: ['topic', 'subject'], options: [['bill', 'Billing', ['billing']], ['tech', 'Technical problem', ['technical problem', 'a technical problem']], ['acct', 'Account access', ['account access']], ['other', 'Something else', ['something else']]] },
  { c: 'time', labels: ['Preferred time', 'Time of day', 'Time slot'], said: ['time', 'time slot', 'preferred time'], options: [['am', 'Morning (9am–12pm)', ['morning', 'the morning']], ['pm', 'Afternoon (12pm–5pm)', ['afternoon', 'the afternoon']], ['eve', 'Evening (5pm–8pm)', ['evening', 'the evening']]] },
  { c: 'contact', labels: ['How should we contact you?', 'Preferred contact method', 'Contact me by'], said: ['contact method', 'preferred contact method', 'contact preference'], options: [['email', 'Email', ['email']], ['phone', 'Phone call', ['phone', 'a phone call']], ['post', 'Letter', ['letter', 'post']]] },
  { c: 'payment', labels: ['Payment method', 'Pay by', 'How would you like to pay?'], said: ['payment method', 'payment'], options: [['card', 'Credit or debit card', ['card', 'debit card']], ['bank', 'Bank transfer', ['bank transfer']], ['invoice', 'Invoice (30 days)', ['invoice']]] },
];

const BOXES = [
  { c: 'terms', labels: ['I agree to the terms and conditions', 'I accept the terms of service'], said: ['agree to the terms', 'accept the terms', 'tick the terms box', 'check the terms and conditions box'] },
  { c: 'news', labels: ['Send me the monthly newsletter', 'Keep me updated by email'], said: ['sign up for the newsletter', 'tick the box for updates by email', 'opt in to updates'] },
  { c: 'gift', labels: ['This is a gift', 'Gift wrap this order'], said: ['mark it as a gift', 'tick gift wrap', 'make it a gift'] },
];

const BUTTONS = ['Submit', 'Send', 'Send request', 'Continue', 'Save details', 'Book now', 'Register', 'Place order', 'Request a callback', 'Save'];
const HEADINGS = ['Booking request', 'Contact us', 'Your details', 'Order form', 'Registration', 'Enquiry', 'Request a visit', 'Sign up'];
const TITLES = ['Harbour Yoga', 'Fernway Rentals', 'Orchard Vets', 'Kiln Pottery School', 'Tidewater Kayaks', 'Birchwood Library', 'Copper Kettle Catering', 'Moorland Bikes', 'Quayside Dental', 'Larkspur Florist', 'Granite Gym', 'Meadow Tutors'];

const textField = (con, name) => ({ kind: con.area ? 'textarea' : 'text', type: con.type ?? 'text', name, label: pick(con.labels), con });
const choiceField = (con, name, kind) => ({ kind, name, label: pick(con.labels), options: con.options.map(([v, l]) => [v, l]), con });
const boxField = (con, name) => ({ kind: 'checkbox', name, label: pick(con.labels), con });

function buildSite(i) {
  const title = TITLES[i % TITLES.length];
  const shape = pick(['single', 'single', 'newsletter', 'twoForms', 'addresses']);
  const forms = [];
  const main = { id: 'main', heading: pick(HEADINGS), button: pick(BUTTONS), items: [] };
  const textCons = shuffle(TEXT).slice(0, 3 + Math.floor(rnd() * 3));
  for (const con of textCons) main.items.push(textField(con, con.c));
  for (const con of shuffle(CHOICE).slice(0, 1 + Math.floor(rnd() * 2))) main.items.push(choiceField(con, con.c, chance(0.5) ? 'select' : 'radio'));
  if (chance(0.7)) {
    const con = pick(BOXES);
    main.items.push(boxField(con, con.c));
  }
  main.items = shuffle(main.items);
  if (shape === 'addresses') {
    // Copies of one block say the same labels.
    const town = pick(TEXT[6].labels);
    const code = pick(TEXT[7].labels);
    const group = (g, p) => ({ group: g, fields: [{ ...textField(TEXT[6], `${p}-town`), label: town }, { ...textField(TEXT[7], `${p}-postcode`), label: code }].map((f) => ({ ...f, scope: g })) });
    main.items = main.items.filter((it) => it.con.c !== 'town' && it.con.c !== 'postcode');
    main.items.push(group('Billing address', 'bill'), group('Delivery address', 'ship'));
  }
  forms.push(main);
  if (shape === 'newsletter') {
    forms.push({ id: 'news', heading: pick(['Newsletter', 'Stay in touch']), button: pick(['Subscribe', 'Sign me up']), items: [textField(TEXT[2], 'news-email')] });
  }
  if (shape === 'twoForms') {
    forms.unshift({ id: 'signin', heading: pick(['Sign in', 'Already a member?', 'Log in']), button: pick(['Sign in', 'Log in']), items: [textField(TEXT[2], 'signin-email'), { kind: 'text', type: 'password', name: 'signin-password', label: 'Password', con: { c: 'password', said: ['password'] } }] });
  }
  return { title, h1: pick(['Welcome', title, `${title} online`]), menu: ['Home', 'About', 'Prices', 'Help'], forms, shape };
}

/** One instruction on the site: a few of the main form's fields, then its button. */
function buildTask(site, n) {
  const main = site.forms.find((f) => f.id === 'main');
  const fields = main.items.flatMap((it) => (it.group ? it.fields : [it]));
  const chosen = shuffle(fields).slice(0, 1 + Math.floor(rnd() * 3));
  const clauses = [];
  const changes = {};
  for (const f of chosen) {
    const said = f.scope ? `${f.scope.split(' ')[0].toLowerCase()} ${pick(f.con.said)}` : pick(f.con.said);
    if (f.kind === 'text' || f.kind === 'textarea') {
      const v = f.con.value();
      const value = typeof v === 'string' ? v : v.value;
      const spoken = typeof v === 'string' ? v : v.said;
      const q = f.kind === 'textarea' || /\s/.test(spoken) || chance(0.5) ? `"${spoken}"` : spoken;
      const forms = [`enter ${q} as the ${said}`, `type ${q} in the ${said} field`, `put ${q} in the ${said} box`, `set the ${said} to ${q}`, `fill in the ${said} with ${q}`, `use ${q} for the ${said}`];
      if (f.con.kindTells && !f.scope) forms.push(`give ${q} as my ${said}`, `add ${q}`);
      clauses.push(pick(forms));
      changes[f.name] = value;
    } else if (f.kind === 'select' || f.kind === 'radio') {
      const [v, , says] = f.con.options[Math.floor(rnd() * f.con.options.length)];
      const o = pick(says);
      clauses.push(pick([`choose ${o} for the ${said}`, `select ${o} as the ${said}`, `set the ${said} to ${o}`, `pick ${o}`, `choose ${o}`]));
      changes[f.name] = v;
    } else {
      clauses.push(pick(f.con.said));
      changes[f.name] = 'yes';
    }
  }
  const button = main.button;
  const end = pick([`submit the form`, `submit`, `press ${button}`, `click "${button}"`, `${button.toLowerCase()}`]);
  const joined = clauses.length === 1 ? clauses[0] : `${clauses.slice(0, -1).join(', ')} and ${clauses[clauses.length - 1]}`;
  let instruction = `${joined}, then ${end}.`;
  instruction = instruction[0].toUpperCase() + instruction.slice(1);
  const all = Object.fromEntries(fields.map((f) => [f.name, changes[f.name] ?? '']));
  return { id: `t${n}`, instruction, expect: { path: '/done', query: { form: 'main' }, sent: { form: 'main', fields: all } } };
}

const here = dirname(fileURLToPath(import.meta.url));
rmSync(OUT, { recursive: true, force: true });
let total = 0;
for (let i = 0; i < SITES; i++) {
  const site = buildSite(i);
  const dir = join(OUT, `s${String(i + 1).padStart(2, '0')}-${site.shape}`);
  mkdirSync(dir, { recursive: true });
  const tasks = Array.from({ length: TASKS }, (_, k) => buildTask(site, k + 1));
  total += tasks.length;
  const spec = { title: site.title, h1: site.h1, menu: site.menu, forms: site.forms.map((f) => ({ ...f, items: f.items.map((it) => (it.group ? { group: it.group, fields: it.fields.map(({ con, scope, ...x }) => x) } : (({ con, scope, ...x }) => x)(it))) })) };
  writeFileSync(join(dir, 'server.mjs'), `import { makeSite } from ${JSON.stringify(pathToFileURL(join(here, 'site.mjs')).href)};\nconst SPEC = ${JSON.stringify(spec)};\nexport const createSite = () => makeSite(SPEC);\n`);
  writeFileSync(join(dir, 'tasks.json'), JSON.stringify({ start: '/', tasks }, null, 1));
}
console.log(`${SITES} sites, ${total} tasks in ${OUT} (seed ${SEED})`);
