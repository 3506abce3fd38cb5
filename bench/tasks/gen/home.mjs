#!/usr/bin/env node
/**
 * Round 13: sites whose tasks and conversations start on a HOME PAGE that holds no form, only a
 * navigation menu to the site's sections (bench/tasks/gen/home-site.mjs), in several designs (a
 * top bar, a hidden hamburger panel, a closed "More" dropdown, a card grid of departments, a side
 * menu, a footer) with a link to another origin. Section links use the site's own words (drawn from
 * wide pools: synonyms, hypernyms, brand-ish names), never the words a user says for them.
 *
 *     node bench/tasks/gen/home.mjs [--seed 13] [--sites 12] [--out /tmp/home-gen]
 *     node bin/russ.js eval-tasks /tmp/home-gen/tasks      # (b) generated short tasks started at "/"
 *     node bin/russ.js eval-chat /tmp/home-gen/chat         # (a) a section named in the user's words + one turn
 *
 * (b): the sites of bench/tasks/gen/generate.mjs (same seed) and details.mjs, each put behind a
 * home page; its form moves to one section; tasks start at "/". (a): sites of sections only, each
 * with a list of items; a session opens a section by the user's words, then opens an item.
 * Nothing here comes from a bench set: the pools are general English site vocabulary.
 */
import { mkdirSync, writeFileSync, readFileSync, readdirSync, renameSync, rmSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arg, seeded, slug } from './common.mjs';

const SEED = Number(arg('--seed', '13'));
const SITES = Number(arg('--sites', '12'));
const OUT = arg('--out', '/tmp/home-gen');

const { rnd, pick, shuffle, chance } = seeded(SEED * 7919 + 13);

/** Sections: what a site calls them (links), what a user says, what one item of them is. */
const SECTIONS = [
  { links: ['Messages', 'Conversations', 'Mail'], said: ['my inbox', 'my mail', 'my chats'], item: 'conversation with' },
  { links: ['Sofas & armchairs', 'Seating', 'Sofas'], said: ['the couches', 'couches', 'the settees'], item: 'sofa' },
  { links: ['Help & support', 'Support', 'Customer care'], said: ['help', 'the help pages', 'assistance'], item: 'guide' },
  { links: ['Our bakes', 'Bakery', 'Cakes & pastries'], said: ['the cakes', 'pastries', 'the bread'], item: 'loaf' },
  { links: ['Spaces', 'Rooms', 'Venues'], said: ['meeting rooms', 'the room hire', 'a place to meet'], item: 'room' },
  { links: ['Allergy & hay fever', 'Allergy relief'], said: ['the allergy stuff', 'hay fever remedies', 'allergies'], item: 'spray' },
  { links: ['Physiotherapy', 'Physio & rehab'], said: ['the physio', 'physio appointments', 'the rehab team'], item: 'clinic' },
  { links: ['Veterinary care', 'Pet health'], said: ['the vets', 'a vet', 'animal doctors'], item: 'clinic' },
  { links: ['Footwear', 'Shoes & boots'], said: ['shoes', 'boots', 'trainers'], item: 'boot' },
  { links: ['Cycling', 'Bikes & scooters'], said: ['bicycles', 'the bikes', 'cycles'], item: 'bike' },
  { links: ['Drinks', 'Beverages'], said: ['tea', 'coffee', 'juice'], item: 'blend' },
  { links: ['Cookware', 'Kitchenware', 'Home & kitchen'], said: ['pots and pans', 'pans', 'kitchen things'], item: 'pan' },
  { links: ['Careers', 'Work with us', 'Vacancies'], said: ['jobs', 'job openings', 'the jobs page'], item: 'role' },
  { links: ['Profile', 'Account settings', 'My account'], said: ['my details', 'my settings', 'my profile page'], item: 'setting' },
  { links: ['Order history', 'Purchases', 'Your orders'], said: ['my orders', 'past orders', 'what I bought'], item: 'order' },
  { links: ["What's on", 'Events', 'Calendar'], said: ['upcoming events', 'events', 'the happenings'], item: 'event' },
  { links: ['Timetable', 'Classes', 'Sessions'], said: ['the class schedule', 'classes', 'lessons'], item: 'class' },
  { links: ['Garden & patio', 'Outdoor living'], said: ['garden furniture', 'the garden stuff', 'patio furniture'], item: 'bench' },
  { links: ['Toys & games', 'Kids'], said: ['toys', 'games for children', 'the toys'], item: 'game' },
  { links: ['Electronics', 'Tech', 'Gadgets'], said: ['gadgets', 'electronics', 'devices'], item: 'speaker' },
  { links: ['Offers', 'Sale', 'Deals'], said: ['discounts', 'bargains', 'the sale'], item: 'deal' },
  { links: ['Delivery & returns', 'Shipping'], said: ['delivery info', 'returns', 'shipping costs'], item: 'policy' },
  { links: ['Pricing', 'Plans', 'Membership'], said: ['prices', 'memberships', 'the price list'], item: 'plan' },
  { links: ['News', 'Journal', 'Stories'], said: ['the blog', 'articles', 'the latest news'], item: 'story' },
  { links: ['Find us', 'Our locations', 'Branches'], said: ['stores', 'shops near me', 'branches'], item: 'branch' },
];
/** What a generated form's page is called on the home page (by its heading). */
const FORM_SECTIONS = {
  'Booking request': ['Reservations', 'Appointments', 'Plan your visit'],
  'Contact us': ['Get in touch', 'Talk to us', 'Help & support'],
  'Your details': ['Profile', 'Account settings', 'My account'],
  'Order form': ['Order online', 'Our range', 'Shop'],
  Registration: ['Join', 'Membership', 'Become a member'],
  Enquiry: ['Ask us', 'Questions', 'Enquiries'],
  'Request a visit': ['Open days', 'Come and see us', 'Visits'],
  'Sign up': ['Join', 'Membership', 'Become a member'],
};
const OTHER_FORM = ['Get started', 'Online services', 'Forms', 'Book & pay', 'Services'];
const DESIGNS = ['top', 'hamburger', 'more', 'cards', 'side', 'footer'];
const OPENINGS = ['Could you open {u}?', 'Take me to {u}, please.', "I'd like to see {u}.", 'Show me {u}.', 'Can you go to {u}?', 'Hi, {u} please.', 'Good morning. Could you show me {u}?', 'Let me look at {u}.'];
const FOLLOW = ['Open the {i}.', 'Click {i}.', 'Show me the {i}, please.', 'Go to {i}.'];
const NAMES = ['Juniper', 'Harbour', 'Maple', 'Cobalt', 'Willow', 'Saffron', 'Ember', 'Ridge', 'Fable', 'Linden', 'Marlow', 'Quill'];
const TITLES = ['Northgate', 'Bramble & Co', 'Kestrel House', 'Foxglove', 'Tidewell', 'Copperleaf', 'Wrenfield', 'Ashcombe', 'Lantern Lane', 'Greystone'];

const here = dirname(fileURLToPath(import.meta.url));
const homeSiteUrl = pathToFileURL(join(here, 'home-site.mjs')).href;

/** A home page: `sections` placed by `design` (a footer design puts them all in the footer), plus an off-site link. */
function homeOf(title, sections, design) {
  const placed = sections.map((s) => ({ ...s, ...(design === 'footer' ? { place: 'footer' } : {}) }));
  return {
    title,
    h1: pick([`Welcome to ${title}`, title, `${title}: what can we do for you?`]),
    blurb: pick(['Everything in one place.', 'Open every day.', 'Family run since 1987.', 'Local, friendly, online.']),
    design: design === 'footer' ? 'top' : design,
    menuName: design === 'hamburger' ? pick(['Menu', 'Open menu', 'Navigation']) : design === 'more' ? pick(['More', 'Explore', 'All sections']) : undefined,
    gridTitle: pick(['Browse', 'Departments', 'Shop by category', 'Our services']),
    sections: design === 'footer' ? placed : placed,
    external: { label: pick(['Partner offers', 'Our sister shop', 'Gift cards']), url: `http://127.0.0.1:9/${pick(['partner', 'shop', 'gifts'])}` },
  };
}

rmSync(OUT, { recursive: true, force: true });

// (b) tasks: generate.mjs's and details.mjs's sites behind a home page.
const taskDir = join(OUT, 'tasks');
mkdirSync(taskDir, { recursive: true });
execFileSync(process.execPath, [join(here, 'generate.mjs'), '--seed', String(SEED), '--sites', String(SITES), '--tasks', '3', '--out', join(OUT, 'raw-gen')]);
execFileSync(process.execPath, [join(here, 'details.mjs'), '--seed', String(SEED), '--sites', String(Math.ceil(SITES / 2)), '--tasks', '3', '--out', join(OUT, 'raw-details')]);
let taskCount = 0;
let siteCount = 0;
for (const raw of ['raw-gen', 'raw-details']) {
  for (const name of readdirSync(join(OUT, raw)).sort()) {
    const from = join(OUT, raw, name);
    if (!existsSync(join(from, 'tasks.json'))) continue;
    const spec = readFileSync(join(from, 'server.mjs'), 'utf8');
    const heading = /"heading":"([^"]+)"/.exec(spec)?.[1] ?? '';
    const formLabel = pick(FORM_SECTIONS[heading] ?? OTHER_FORM);
    const others = shuffle(SECTIONS).slice(0, 4 + Math.floor(rnd() * 4)).map((c) => pick(c.links)).filter((l) => l !== formLabel);
    const sections = shuffle([formLabel, ...new Set(others)]).map((label) => ({ label, path: `/${slug(label)}`, blurb: pick(['Find out more.', 'All the details.', 'See what we offer.', '']) }));
    // One other section carries a small form of its own (a newsletter box): a page that holds "an email field" but not the task's form.
    const withForm = sections.find((s) => s.label !== formLabel);
    if (withForm && rnd() < 0.6) withForm.distractor = { heading: pick(['Newsletter', 'Stay in touch']), button: pick(['Subscribe', 'Sign me up']) };
    const formPath = `/${slug(formLabel)}`;
    const design = pick(DESIGNS);
    const home = { ...homeOf(pick(TITLES), sections, design), formPath };
    const dir = join(taskDir, `${raw === 'raw-gen' ? 'g' : 'd'}-${name}-${design}`);
    mkdirSync(dir, { recursive: true });
    renameSync(join(from, 'server.mjs'), join(dir, 'inner.mjs'));
    writeFileSync(join(dir, 'server.mjs'), `import { createSite as inner } from './inner.mjs';\nimport { homeSite } from ${JSON.stringify(homeSiteUrl)};\nconst HOME = ${JSON.stringify(home)};\nexport const createSite = () => homeSite(inner(), HOME);\n`);
    const tasks = JSON.parse(readFileSync(join(from, 'tasks.json'), 'utf8'));
    const kept = tasks.tasks.filter((t) => (t.start ?? tasks.start) === '/').map(({ start, ...t }) => (t.expect?.path === '/' ? { ...t, expect: { ...t.expect, path: formPath } } : t));
    writeFileSync(join(dir, 'tasks.json'), JSON.stringify({ start: '/', tasks: kept }, null, 1));
    taskCount += kept.length;
    siteCount++;
  }
  rmSync(join(OUT, raw), { recursive: true, force: true });
}

// (a) chat: sites of sections only; a session names one by the user's words, then opens an item.
const chatDir = join(OUT, 'chat');
let sessionCount = 0;
for (let i = 0; i < SITES; i++) {
  const design = DESIGNS[i % DESIGNS.length];
  const concepts = shuffle(SECTIONS).slice(0, 5 + Math.floor(rnd() * 4));
  const sections = concepts.map((c) => {
    const label = pick(c.links);
    const path = `/${slug(label)}`;
    const names = shuffle(NAMES).slice(0, 3);
    return { label, path, con: c, items: names.map((n) => ({ name: `${n} ${c.item}`, path: `${path}/${slug(n)}`, note: pick(['In stock', 'New', 'Popular', 'Ends soon']) })) };
  });
  const home = homeOf(pick(TITLES), sections.map(({ con, ...s }) => s), design);
  const sessions = shuffle(sections).slice(0, 3).map((s, k) => {
    const opening = pick(OPENINGS).replace('{u}', pick(s.con.said));
    const item = pick(s.items);
    const follow = pick(FOLLOW).replace('{i}', item.name);
    return { id: `s${k + 1}-${slug(s.label)}`, turns: [{ say: opening, expect: { path: s.path } }, { say: follow, expect: { path: item.path } }] };
  });
  const dir = join(chatDir, `c${String(i + 1).padStart(2, '0')}-${design}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'server.mjs'), `import { homeSite } from ${JSON.stringify(homeSiteUrl)};\nconst HOME = ${JSON.stringify(home)};\nexport const createSite = () => homeSite(null, HOME);\n`);
  writeFileSync(join(dir, 'sessions.json'), JSON.stringify({ start: '/', sessions }, null, 1));
  sessionCount += sessions.length;
}
console.log(`${siteCount} task sites, ${taskCount} tasks in ${taskDir}; ${SITES} chat sites, ${sessionCount} sessions in ${chatDir} (seed ${SEED})`);
