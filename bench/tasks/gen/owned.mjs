#!/usr/bin/env node
/**
 * Round 15: tasks about the user's OWN record, started on a home page that holds a public form
 * whose fields are named like the user's details (bench/tasks/gen/owned-site.mjs). "Change my phone
 * number to …", "Move my booking to …", "Pause my membership for 2 months", "Add parking to my
 * stay": the record's page is reached through a link to the user's own pages (in a top bar, a
 * hidden panel, a closed dropdown or the footer, named from a wide pool, some of which say neither
 * "my" nor "account"), then the record's own action link, then its form, which must be sent; the
 * public form on the home page must stay unsent.
 *
 *     node bench/tasks/gen/owned.mjs [--seed 15] [--sites 12] [--out /tmp/owned-gen]
 *     node bin/russ.js eval-tasks /tmp/owned-gen
 *
 * Nothing here comes from a bench set: the pools are general English site vocabulary.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arg, seeded, slug } from './common.mjs';

const SEED = Number(arg('--seed', '15'));
const SITES = Number(arg('--sites', '12'));
const OUT = arg('--out', '/tmp/owned-gen');

const { rnd, pick, shuffle, chance } = seeded(SEED * 104729 + 17);
const digits = (n) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');

/** What the user's record is (the words the user says for it) and the sites that keep one. */
const RECORDS = [
  { name: 'Booking', said: ['booking', 'reservation'], titles: ['Harbourlight Stays', 'Pebble Cove Cottages', 'Fernbank Lodges'] },
  { name: 'Membership', said: ['membership', 'gym membership'], titles: ['Ironleaf Gym', 'Kingfisher Leisure', 'Summit Climbing'] },
  { name: 'Subscription', said: ['subscription', 'box subscription'], titles: ['Crumb & Crate', 'Verdant Box', 'Morning Roast Club'] },
  { name: 'Policy', said: ['policy', 'insurance'], titles: ['Brightshield Cover', 'Oakmere Insurance', 'Lighthouse Mutual'] },
  { name: 'Order', said: ['order', 'delivery'], titles: ['Thimble Fabrics', 'Hollow Oak Furniture', 'Greenway Grocers'] },
  { name: 'Appointment', said: ['appointment', 'visit'], titles: ['Willowbrook Dental', 'Clearview Opticians', 'Parkside Physio'] },
  { name: 'Plan', said: ['plan', 'contract'], titles: ['Skylark Mobile', 'Beacon Broadband', 'Riverbend Energy'] },
];
/** Links to the user's own pages ({R}: the record's name). Some say neither "my" nor an account word. */
const OWN_LINKS = ['My account', 'My {R}', 'Your account', 'Account', 'Profile', 'Your {R}s', 'My {R}s', 'Account overview', 'Manage {R}', 'Customer area'];
const OTHER_SECTIONS = ['Prices', 'About us', 'Help', 'Contact', 'Blog', 'Find us', 'Offers', 'Gift cards', 'Careers', 'FAQs', 'Reviews', 'Events'];
const DESIGNS = ['top', 'hamburger', 'more', 'footer'];
const PUBLIC_FORMS = [
  { heading: 'Get a quote', button: 'Get my quote', fields: [{ key: 'date', label: 'Start date', type: 'date' }, { key: 'email', label: 'Email', type: 'email' }, { key: 'phone', label: 'Phone number', type: 'tel' }] },
  { heading: 'Try us free', button: 'Book a free trial', fields: [{ key: 'name', label: 'Full name', type: 'text' }, { key: 'email', label: 'Email address', type: 'email' }, { key: 'date', label: 'Date', type: 'date' }] },
  { heading: 'Stay in touch', button: 'Subscribe', fields: [{ key: 'email', label: 'Your email', type: 'email' }] },
  { heading: 'Request a callback', button: 'Call me back', fields: [{ key: 'name', label: 'Name', type: 'text' }, { key: 'phone', label: 'Phone', type: 'tel' }, { key: 'note', label: 'Notes', type: 'text' }] },
];
const PLAN_NAMES = ['Basic', 'Standard', 'Premium', 'Plus', 'Lite', 'Family', 'Pro', 'Gold', 'Silver', 'Flex'];
const EXTRAS = ['Parking', 'Breakfast', 'Towel hire', 'Priority support', 'Gift wrap', 'Late checkout', 'Travel cover', 'Express delivery'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NOTES = ['Please ring the bell twice', 'The side gate is open', 'Call me before you come', 'I will be ten minutes late', 'Leave it with the neighbour'];
const FIRST = ['sam', 'ria', 'theo', 'nina', 'omar', 'lena', 'jude', 'ivy'];
const DOMAINS = ['example.org', 'example.net', 'mail.example.com'];

const ACTIONS = {
  contact: () => ({ kind: 'contact', link: pick(['Edit contact details', 'Update your details', 'Change contact info', 'Personal details']), phoneLabel: pick(['Mobile', 'Phone', 'Phone number', 'Contact number']), emailLabel: pick(['Email', 'Email address', 'E-mail']), button: pick(['Save changes', 'Update details', 'Save']) }),
  date: (R) => ({ kind: 'date', link: pick(['Change date', 'Reschedule', `Change ${R.toLowerCase()} date`, 'Move to another day']), label: pick(['New date', 'Date', 'Preferred date']), button: pick(['Confirm new date', 'Save date', 'Reschedule']) }),
  plan: () => {
    const options = shuffle(PLAN_NAMES).slice(0, 3);
    return { kind: 'plan', link: pick(['Change plan', 'Switch plan', 'Change tier', 'Upgrade or downgrade']), label: pick(['Plan', 'Tier', 'Package']), options, button: pick(['Save plan', 'Confirm change', 'Switch']) };
  },
  pause: () => ({ kind: 'pause', link: pick(['Pause', 'Take a break', 'Put on hold']), label: pick(['Pause for', 'Length of pause', 'How long']), options: ['1 month', '2 months', '3 months'], button: pick(['Pause now', 'Confirm pause', 'Save']) }),
  extra: () => ({ kind: 'extra', link: pick(['Add extras', 'Extras', 'Add-ons']), options: shuffle(EXTRAS).slice(0, 3), button: pick(['Save extras', 'Update extras', 'Save']) }),
  note: () => ({ kind: 'note', link: pick(['Add a note', 'Notes for us', 'Leave a note']), label: pick(['Note', 'Your note', 'Message for us']), button: pick(['Send note', 'Save note', 'Add note']) }),
};

const taskFor = (a, said, rec) => {
  const r = structuredClone(rec);
  let instruction;
  if (a.kind === 'contact' && rnd() < 0.5) {
    const v = `07${digits(3)} ${digits(6)}`;
    instruction = pick(['Change my {p} to {v}.', 'Update my {p} to {v}.', 'Please change my {p} to {v}.', 'Switch my {p} to {v}.']).replace('{p}', pick(['phone number', 'mobile number', 'contact number', 'phone'])).replace('{v}', v);
    r.phone = v;
  } else if (a.kind === 'contact') {
    const v = `${pick(FIRST)}.${pick(FIRST)}@${pick(DOMAINS)}`;
    instruction = pick(['Update my email address to {v}.', 'Change my email to {v}.', 'Please update my e-mail address to {v}.']).replace('{v}', v);
    r.email = v;
  } else if (a.kind === 'date') {
    const m = Math.floor(rnd() * 12);
    const d = 1 + Math.floor(rnd() * 27);
    const iso = `2027-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const said2 = rnd() < 0.5 ? `${d} ${MONTHS[m]} 2027` : iso;
    instruction = pick(['Move my {r} to {d}.', 'Change the date of my {r} to {d}.', 'Reschedule my {r} for {d}.', 'Change my {r} date to {d}.']).replace('{r}', said).replace('{d}', said2);
    r.date = iso;
  } else if (a.kind === 'plan') {
    const o = pick(a.options.filter((x) => x !== rec.plan));
    instruction = pick(['Switch my {r} to the {o} plan.', 'Change my {r} to {o}.', 'Upgrade my {r} to {o}.', 'Move my {r} to the {o} tier.']).replace('{r}', said).replace('{o}', o);
    r.plan = o;
  } else if (a.kind === 'pause') {
    const n = pick(['1 month', '2 months', '3 months']);
    instruction = pick(['Pause my {r} for {n}.', 'Freeze my {r} for {n}.', 'Please pause my {r} for {n}.']).replace('{r}', said).replace('{n}', n);
    r.pause = n;
  } else if (a.kind === 'extra') {
    const o = pick(a.options);
    instruction = pick(['Add {o} to my {r}.', 'Put {o} on my {r}.', 'Add {o} to my {r}, please.']).replace('{r}', said).replace('{o}', o.toLowerCase());
    r.extras = [o];
  } else {
    const n = pick(NOTES);
    instruction = pick(['Leave a note on my {r}: "{n}".', 'Add the note "{n}" to my {r}.', 'Put a note on my {r} saying "{n}".']).replace('{r}', said).replace('{n}', n);
    r.note = n;
  }
  return { instruction, record: r };
};

const here = dirname(fileURLToPath(import.meta.url));
const siteUrl = pathToFileURL(join(here, 'owned-site.mjs')).href;
rmSync(OUT, { recursive: true, force: true });
let count = 0;
for (let i = 0; i < SITES; i++) {
  const R = RECORDS[i % RECORDS.length];
  const design = DESIGNS[Math.floor(rnd() * DESIGNS.length)];
  const ownLabel = pick(OWN_LINKS).replace('{R}', R.name.toLowerCase()).replace(/^(\w)/, (c) => c.toUpperCase());
  const own = { label: ownLabel, path: `/${slug(ownLabel)}` };
  const sections = shuffle(OTHER_SECTIONS).slice(0, 3 + Math.floor(rnd() * 3)).map((label) => ({ label, path: `/${slug(label)}`, blurb: pick(['All you need to know.', 'Read more here.', 'Updated weekly.']) }));
  const kinds = shuffle(Object.keys(ACTIONS)).slice(0, 3 + Math.floor(rnd() * 3));
  const actions = kinds.map((k) => ACTIONS[k](R.name)).map((a) => ({ ...a, slug: slug(a.link) }));
  const planAction = actions.find((a) => a.kind === 'plan');
  const record = { ref: `${R.name.slice(0, 2).toUpperCase()}-${digits(4)}`, phone: `07${digits(3)} ${digits(6)}`, email: `${pick(FIRST)}@${pick(DOMAINS)}`, date: '2027-01-10', plan: planAction ? planAction.options[0] : 'Standard', pause: '', extras: [], note: '' };
  const spec = {
    title: pick(R.titles),
    tagline: pick(['Here to help.', 'Since 1994.', 'Open seven days.']),
    h1: pick(['Welcome', 'Hello there', 'Good to see you']),
    design,
    menuName: design === 'hamburger' ? pick(['Menu', 'Open menu']) : pick(['More', 'Explore']),
    sections,
    own,
    ownHeading: pick([`Your ${R.name.toLowerCase()}`, `${R.name} details`, `Manage your ${R.name.toLowerCase()}`]),
    recordName: R.name,
    publicForm: pick(PUBLIC_FORMS),
    actions,
    record,
  };
  const dir = join(OUT, `o${String(i + 1).padStart(2, '0')}-${slug(R.name)}-${design}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'server.mjs'), `import { ownedSite } from ${JSON.stringify(siteUrl)};\nconst SPEC = ${JSON.stringify(spec)};\nexport const createSite = () => ownedSite(SPEC);\n`);
  const tasks = shuffle(actions).slice(0, 3).map((a, k) => {
    const t = taskFor(a, pick(R.said), record);
    return { id: `t${k + 1}-${a.kind}`, instruction: t.instruction, expect: { path: own.path, record: t.record, sent: [] } };
  });
  writeFileSync(join(dir, 'tasks.json'), JSON.stringify({ start: '/', tasks }, null, 1));
  count += tasks.length;
}
console.log(`${SITES} sites, ${count} tasks in ${OUT} (seed ${SEED})`);
