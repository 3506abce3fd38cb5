#!/usr/bin/env node
/**
 * Generates conversation sites whose sessions open with a request whose words carry values for a
 * search or booking widget on the home page, then change the results page's filters with turns of
 * values only (round 13, issue 11). Same format as bench/chat (a site is server.mjs + sessions.json;
 * see bench/chat/README.md), judged by the results page's query.
 *
 *   node bench/forms/generate.mjs --seed 1 --out /tmp/forms-seed1     # the development seed
 *   node bin/russ.js eval-chat /tmp/forms-seed1
 *
 * Designs vary per site: the thing as a dropdown or as chips (radios), a location dropdown, the day
 * as a dropdown of dates, weekday chips or a date input, the part of the day as chips or a
 * dropdown with hours written in several ways, the count as a number box or a dropdown, from/to as
 * boxes or dropdowns, a header search box beside the widget, and a results page with a filter
 * sidebar (boxes to tick, parts of the day, a price cap). Labels and options come from wide pools,
 * written unlike the users' words. Fixed seed → the same sites. Each sessions.json says its
 * `today` (the sites' week starts on Thursday 26 November 2026), so the sets read the same on any day.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const arg = (name, d) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : d; };
const SEED = Number(arg('--seed', '1'));
const OUT = arg('--out', `/tmp/forms-seed${SEED}`);
const SITES = Number(arg('--sites', '6'));
const SESSIONS = Number(arg('--sessions', '5'));

function rng(seed) {
  let a = seed >>> 0;
  return () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const R = rng(SEED * 7919 + 13);
const pick = (a) => a[Math.floor(R() * a.length)];
const chance = (p) => R() < p;
const shuffle = (a) => { const b = [...a]; for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(R() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; };
const some = (a, n) => shuffle(a).slice(0, n);
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

// ---------------------------------------------------------------------------------------------
// Pools (invented names; kept apart from the read sets' words)

/** Domains: what is booked or searched, its options as the page writes them, and how people say each. */
const DOMAINS = [
  { kind: 'sports hall', labels: ['Activity', 'Choose an activity', 'Session type', 'What to play'], things: [['Squash (45 min)', 'squash'], ['Table tennis – 2 tables', 'table tennis'], ['Five-a-side pitch', 'five-a-side'], ['Volleyball court', 'volleyball'], ['Netball (indoor)', 'netball'], ['Futsal hall', 'futsal']] },
  { kind: 'climbing centre', labels: ['Experience', 'Session', 'Type of session'], things: [['Bouldering session', 'bouldering'], ['Top-rope taster', 'top rope'], ['Auto-belay wall', 'auto belay'], ['Kids climbing club', 'kids climbing'], ['Lead climbing course', 'lead climbing']] },
  { kind: 'water sports', labels: ['Hire type', 'Craft', 'What would you like to hire?'], things: [['Kayak – single seat', 'kayak'], ['Canoe (two person)', 'canoe'], ['Stand-up paddleboard', 'paddleboard'], ['Rowing boat – 4 seats', 'rowing boat'], ['Pedalo', 'pedalo'], ['Electric motor boat', 'motor boat']] },
  { kind: 'studio classes', labels: ['Class', 'Class type', 'Discipline'], things: [['Vinyasa flow', 'vinyasa'], ['Barre sculpt', 'barre'], ['Kettlebell circuit', 'kettlebells'], ['Aqua aerobics', 'aqua aerobics'], ['Zumba party', 'zumba'], ['Boxing fitness', 'boxing'], ['Tai chi', 'tai chi']] },
  { kind: 'clinic', labels: ['Service', 'Appointment type', 'Treatment'], things: [['Physiotherapy assessment', 'physio'], ['Sports massage (60 min)', 'sports massage'], ['Podiatry check', 'podiatry'], ['Osteopathy', 'osteopath'], ['Acupuncture session', 'acupuncture'], ['Hearing test', 'hearing test']] },
  { kind: 'workshops', labels: ['Workshop', 'Course', 'Pick a workshop'], things: [['Pottery wheel – beginners', 'pottery'], ['Watercolour painting', 'watercolour'], ['Bread baking', 'bread baking'], ['Candle making', 'candle making'], ['Jewellery silversmithing', 'silversmithing'], ['Woodturning', 'woodturning']] },
  { kind: 'leisure', labels: ['Activity', 'Attraction', 'Ticket type'], things: [['Ten-pin bowling lane', 'bowling'], ['Escape room (60 min)', 'escape room'], ['Indoor karting – 15 laps', 'karting'], ['Ice skating session', 'ice skating'], ['Laser tag arena', 'laser tag'], ['Mini golf – 18 holes', 'crazy golf']] },
  { kind: 'vehicle hire', labels: ['Vehicle', 'Vehicle class', 'What do you need?'], things: [['Small van (up to 2.5 m)', 'small van'], ['Luton van with tail lift', 'luton van'], ['Minibus – 15 seats', 'minibus'], ['Estate car', 'estate car'], ['Pickup truck', 'pickup truck'], ['Electric hatchback', 'electric car']] },
];
const PLACE_NAMES = ['Quayside', 'Millbrook', 'Ashcombe', 'Larkhill', 'Eastgate', 'Fenwick', 'Orchard Park', 'Brambley', 'Coldharbour', 'Winterton', 'Sandyford', 'Kestrel Fields', 'Redmoor', 'Hallowell', 'Tanner Street', 'Pennington'];
const PLACE_SUFFIX = ['Leisure Hub', 'Centre', '(Unit 4)', 'Depot', 'Branch', 'Studios', 'Sports Village', '– main site', 'Wharf', 'Pavilion'];
const PLACE_LABELS = ['Location', 'Centre', 'Branch', 'Where?', 'Site', 'Venue', 'Choose a location', 'Pick-up point'];
const PORTS = ['Saltmarsh', 'Brackenholm', 'Westerby', 'Dunmere', 'Kessock Bay', 'Pellworth', 'Arnmouth', 'Greyhaven', 'Lowestry', 'Morwick'];
const FROM_LABELS = ['Collect from', 'Pick-up depot', 'Start point', 'Collection branch'];
const TO_LABELS = ['Return to', 'Drop-off depot', 'Destination', 'Drop-off branch'];
const DATE_LABELS = ['Date', 'Day', 'When?', 'Choose a day', 'Visit date'];
const PART_LABELS = ['Time of day', 'Session time', 'Preferred time', 'When in the day'];
const PART_SETS = [
  [['am', 'Morning (8–12)', 'morning'], ['pm', 'Afternoon (12–5)', 'afternoon'], ['eve', 'Evening (5–10 pm)', 'evening']],
  [['a', '7–11 am', 'morning'], ['b', '11 am–3 pm', 'afternoon'], ['c', '3–6 pm', 'late'], ['d', '6–10 pm', 'evening']],
  [['early', 'Early birds (6–9 am)', 'morning'], ['day', 'Daytime (9 am–5 pm)', 'afternoon'], ['late', 'Twilight (5–9 pm)', 'evening']],
  [['m', 'Mornings', 'morning'], ['a', 'Afternoons', 'afternoon'], ['e', 'Evenings', 'evening']],
];
const PART_SAID = { morning: ['in the morning', 'morning', 'first thing'], afternoon: ['in the afternoon', 'afternoon'], evening: ['in the evening', 'evening', 'tonight', 'after work'] };
const COUNT_LABELS = ['Party size', 'Guests', 'How many?', 'Number of people', 'Places', 'Group size'];
const CHECKS = [
  ['parking', 'Free parking', ['with parking', 'where I can park']],
  ['access', 'Step-free access', ['step-free', 'with step-free access']],
  ['late', 'Open late', ['open late', 'that stay open late']],
  ['beginner', 'Beginners welcome', ['beginner friendly', 'for beginners']],
  ['kit', 'Equipment included', ['with equipment included', 'with the equipment included']],
  ['cafe', 'Café on site', ['with a café', 'that have a café']],
  ['family', 'Family friendly', ['family friendly', 'good for families']],
  ['lockers', 'Lockers available', ['with lockers', 'that have lockers']],
];
const PRICE_LABELS = ['Max price', 'Budget', 'Price up to'];
const SUBMITS = ['Check availability', 'Find sessions', 'Show times', 'Search', 'See what’s on', 'Find a slot', 'Go'];
const SITE_WORDS = ['Kestrel', 'Brightwater', 'Oakhurst', 'Lumen', 'Northway', 'Tidewell', 'Fernleigh', 'Copperfield', 'Highmoor', 'Silverbirch', 'Greystone', 'Ambleside'];
const COMPANIONS = ['my sister', 'a colleague', 'my dad', 'my flatmate', 'my partner'];

const TODAY = new Date(Date.UTC(2026, 10, 26)); // Thursday 26 November 2026
const WEEK = Array.from({ length: 10 }, (_, i) => new Date(TODAY.getTime() + i * 86400000));
const iso = (d) => d.toISOString().slice(0, 10);
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WDL = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONL = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DATE_FORMATS = [
  (d, i) => `${i === 0 ? 'Today' : i === 1 ? 'Tomorrow' : WD[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]}`,
  (d) => `${WDL[d.getUTCDay()]} ${d.getUTCDate()} ${MONL[d.getUTCMonth()]}`,
  (d, i) => (i === 0 ? `Today (${WD[d.getUTCDay()]})` : i === 1 ? `Tomorrow (${WD[d.getUTCDay()]})` : `${WD[d.getUTCDay()]} ${d.getUTCDate()}/${d.getUTCMonth() + 1}`),
];
const ORD = (n) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const NUMW = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

// ---------------------------------------------------------------------------------------------
// A site

function makeSpec(i) {
  const domain = pick(DOMAINS);
  const name = `${pick(SITE_WORDS)} ${pick(['Active', 'Bookings', 'Leisure', 'Hire', 'Studio', 'Centre', 'Club'])}`;
  const travel = domain.kind === 'vehicle hire' && chance(0.7);
  const spec = { name, kind: domain.kind, controls: [], filters: [], submit: pick(SUBMITS), headerSearch: chance(0.5) };
  // The thing.
  spec.controls.push({ role: 'thing', name: 'what', label: pick(domain.labels), design: chance(0.65) ? 'select' : 'chips', options: some(domain.things, 4 + Math.floor(R() * 2)).map(([label, said]) => ({ value: slug(said), label, said })) });
  if (travel) {
    const ports = some(PORTS, 5);
    const design = chance(0.5) ? 'text' : 'select';
    spec.controls.push({ role: 'from', name: 'from', label: pick(FROM_LABELS), design, options: ports.map((p) => ({ value: slug(p), label: `${p} ${pick(['Yard', 'Depot', 'Trade Park', 'Road'])}`, said: p })) });
    spec.controls.push({ role: 'to', name: 'to', label: pick(TO_LABELS), design, options: ports.map((p) => ({ value: slug(p), label: `${p} ${pick(['Yard', 'Depot', 'Trade Park', 'Road'])}`, said: p })) });
  } else if (chance(0.7)) {
    const places = some(PLACE_NAMES, 4);
    spec.controls.push({ role: 'place', name: 'where', label: pick(PLACE_LABELS), design: 'select', options: places.map((p) => ({ value: slug(p), label: `${p} ${pick(PLACE_SUFFIX)}`, said: p })) });
  }
  const dateDesign = pick(['select', 'select', 'chips', 'input']);
  spec.controls.push({ role: 'date', name: 'date', label: pick(DATE_LABELS), design: dateDesign, format: Math.floor(R() * DATE_FORMATS.length) });
  const parts = pick(PART_SETS);
  const partControl = { role: 'part', name: 'time', label: pick(PART_LABELS), design: chance(0.6) ? 'chips' : 'select', options: parts.map(([value, label, said]) => ({ value, label, said })) };
  // The part of the day on the home form, or only among the results page's filters.
  if (chance(0.5)) spec.controls.push(partControl);
  else spec.filters.push(partControl);
  if (chance(0.6)) spec.controls.push({ role: 'count', name: 'n', label: pick(COUNT_LABELS), design: chance(0.5) ? 'number' : 'select' });
  for (const [value, label, said] of some(CHECKS, 3)) spec.filters.push({ role: 'check', name: value, label, said, design: 'checkbox' });
  if (chance(0.5)) spec.filters.push({ role: 'price', name: 'max', label: pick(PRICE_LABELS), design: 'select', options: [10, 20, 30, 50].map((n) => ({ value: String(n), label: `£${n}`, said: n })) });
  spec.id = `${String(i + 1).padStart(2, '0')}-${slug(spec.kind)}`;
  return spec;
}

// ---------------------------------------------------------------------------------------------
// Sessions

function dateSaid(c) {
  if (c.design === 'input') {
    const d = pick(WEEK.slice(3));
    const said = pick([`on the ${ORD(d.getUTCDate())} of ${MONL[d.getUTCMonth()]}`, `on ${MONL[d.getUTCMonth()]} ${ORD(d.getUTCDate())}`, `for the ${ORD(d.getUTCDate())} of ${MONL[d.getUTCMonth()]}`]);
    return { said, value: iso(d) };
  }
  if (c.design === 'chips') {
    const d = pick(WEEK.slice(1, 7));
    return { said: pick([`on ${WDL[d.getUTCDay()]}`, WDL[d.getUTCDay()], `this ${WDL[d.getUTCDay()]}`]), value: WD[d.getUTCDay()].toLowerCase() };
  }
  const i = Math.floor(R() * 7);
  const d = WEEK[i];
  if (i === 1 && chance(0.6)) return { said: 'tomorrow', value: iso(d) };
  if (i === 0) return { said: 'today', value: iso(d) };
  return { said: pick([`on ${WDL[d.getUTCDay()]}`, WDL[d.getUTCDay()], `this ${WDL[d.getUTCDay()]}`]), value: iso(d) };
}

function countSaid() {
  const n = 2 + Math.floor(R() * 4);
  if (n === 2 && chance(0.5)) return { said: `me and ${pick(COMPANIONS)}`, value: '2', lead: true };
  return { said: pick([`for ${NUMW[n]}`, `for ${n} people`, `${NUMW[n]} of us`, `for ${NUMW[n]} people`]), value: String(n) };
}

function opening(spec) {
  const byRole = Object.fromEntries(spec.controls.map((c) => [c.role, c]));
  const query = {};
  const thing = pick(byRole.thing.options);
  query.what = thing.value;
  let thingSaid = thing.said;
  const bits = [];
  if (byRole.from) {
    const [a, b] = some(byRole.from.options, 2);
    query.from = byRole.from.design === 'text' ? a.said : a.value;
    query.to = byRole.to.design === 'text' ? b.said : b.value;
    bits.push(`from ${a.said} to ${b.said}`);
  }
  if (byRole.place && chance(0.75)) {
    const p = pick(byRole.place.options);
    query.where = p.value;
    bits.push(`${pick(['at', 'in', 'near'])} ${p.said}`);
  }
  let day;
  if (chance(0.85)) {
    day = dateSaid(byRole.date);
    query.date = day.value;
  }
  let part;
  if (byRole.part && chance(0.7)) {
    part = pick(byRole.part.options.filter((o) => PART_SAID[o.said]));
    if (part) query.time = part.value;
  }
  let count;
  if (byRole.count && chance(0.7)) {
    count = countSaid();
    query.n = count.value;
  }
  const when = [day?.said, part ? pick(PART_SAID[part.said]) : undefined].filter(Boolean);
  // "tonight" says the day too: only with no other day.
  if (part && when.at(-1) === 'tonight' && day) when[when.length - 1] = 'in the evening';
  const where = bits.join(' ');
  const n = count?.said;
  const frames = [
    () => `${cap(thingSaid)} ${[where, ...when, n].filter(Boolean).join(' ')}, anything going?`,
    () => `Do you have any ${thingSaid} ${[where, ...when].filter(Boolean).join(' ')}${n ? ` ${n}` : ''}?`,
    () => `Hi, can you find me ${a(thingSaid)} ${[where, ...when, n].filter(Boolean).join(' ')}?`,
    () => `${count?.lead ? `${cap(n)} fancy` : 'I fancy'} some ${thingSaid} ${[where, ...when, count?.lead ? '' : n].filter(Boolean).join(' ')}. What have you got?`,
    () => `What's free ${[...when].filter(Boolean).join(' ') || 'soon'}? ${cap(thingSaid)} ${[where, n].filter(Boolean).join(' ')}, please.`,
    () => `I need ${a(thingSaid)} ${[where, ...when, n].filter(Boolean).join(' ')}.`,
    () => `Hello! Could you show me ${thingSaid} ${[where, ...when, n].filter(Boolean).join(' ')}?`,
  ];
  const say = pick(frames)().replace(/\s+/g, ' ').replace(/\s+([,?.])/g, '$1');
  return { say, query };
}
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const a = (s) => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);

function filterTurns(spec, query) {
  const turns = [];
  let q = { ...query };
  const filters = shuffle(spec.filters).slice(0, 1 + Math.floor(R() * 3));
  for (const f of filters) {
    if (f.role === 'check') {
      const said = pick(f.said);
      q = { ...q, [f.name]: '1' };
      turns.push({ say: pick([`Only ones ${said.startsWith('with') || said.startsWith('that') || said.startsWith('where') ? said : `that are ${said}`}.`, `Just the ${said.startsWith('with') || said.startsWith('that') || said.startsWith('where') ? `places ${said}` : `${said} ones`}, please.`, `Can we stick to ones ${said.startsWith('with') || said.startsWith('that') || said.startsWith('where') ? said : `that are ${said}`}?`]), expect: { query: q } });
    } else if (f.role === 'part') {
      const o = pick(f.options.filter((x) => PART_SAID[x.said]));
      q = { ...q, time: o.value };
      const said = pick(PART_SAID[o.said]);
      turns.push({ say: pick([`${cap(said)} would suit me best.`, `Hmm, ${said} then.`, `We'd rather go ${said}.`]), expect: { query: q } });
    } else if (f.role === 'price') {
      const o = pick(f.options);
      q = { ...q, max: o.value };
      turns.push({ say: pick([`Nothing over ${o.said} pounds.`, `Under £${o.said}, please.`, `Up to ${NUMW[o.said] ?? o.said} pounds max.`]), expect: { query: q } });
    }
  }
  return turns;
}

// ---------------------------------------------------------------------------------------------
// The server (one template; each site's spec inlined)

const SERVER = String.raw`
const TODAY = Date.UTC(2026, 10, 26);
const WEEK = Array.from({ length: 10 }, (_, i) => new Date(TODAY + i * 86400000));
const iso = (d) => d.toISOString().slice(0, 10);
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WDL = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONL = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FORMATS = [
  (d, i) => (i === 0 ? 'Today' : i === 1 ? 'Tomorrow' : WD[d.getUTCDay()]) + ' ' + d.getUTCDate() + ' ' + MON[d.getUTCMonth()],
  (d) => WDL[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONL[d.getUTCMonth()],
  (d, i) => (i === 0 ? 'Today (' + WD[d.getUTCDay()] + ')' : i === 1 ? 'Tomorrow (' + WD[d.getUTCDay()] + ')' : WD[d.getUTCDay()] + ' ' + d.getUTCDate() + '/' + (d.getUTCMonth() + 1)),
];
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function control(c, chosen, auto) {
  const on = auto ? ' onchange="this.form.submit()"' : '';
  const id = 'f-' + c.name;
  if (c.design === 'checkbox') return '<p><label><input type="checkbox" name="' + c.name + '" value="1"' + (chosen === '1' ? ' checked' : '') + on + '> ' + esc(c.label) + '</label></p>';
  if (c.role === 'date') {
    if (c.design === 'input') return '<p><label for="' + id + '">' + esc(c.label) + '</label> <input type="date" id="' + id + '" name="date" value="' + esc(chosen ?? '') + '" min="2026-11-26"></p>';
    if (c.design === 'chips') return '<fieldset><legend>' + esc(c.label) + '</legend>' + WEEK.slice(0, 7).map((d) => { const v = WD[d.getUTCDay()].toLowerCase(); return '<label><input type="radio" name="date" value="' + v + '"' + (v === chosen ? ' checked' : '') + on + '> ' + WD[d.getUTCDay()] + '</label>'; }).join(' ') + '</fieldset>';
    return '<p><label for="' + id + '">' + esc(c.label) + '</label> <select id="' + id + '" name="date"' + on + '><option value="">Any day</option>' + WEEK.slice(0, 7).map((d, i) => '<option value="' + iso(d) + '"' + (iso(d) === chosen ? ' selected' : '') + '>' + FORMATS[c.format](d, i) + '</option>').join('') + '</select></p>';
  }
  if (c.role === 'count') {
    if (c.design === 'number') return '<p><label for="' + id + '">' + esc(c.label) + '</label> <input type="number" id="' + id + '" name="n" min="1" max="8" value="' + esc(chosen ?? '') + '"></p>';
    return '<p><label for="' + id + '">' + esc(c.label) + '</label> <select id="' + id + '" name="n"' + on + '><option value="">Choose</option>' + [1, 2, 3, 4, 5, 6].map((n) => '<option value="' + n + '"' + (String(n) === chosen ? ' selected' : '') + '>' + n + (n === 1 ? ' person' : ' people') + '</option>').join('') + '</select></p>';
  }
  if (c.design === 'text') return '<p><label for="' + id + '">' + esc(c.label) + '</label> <input id="' + id + '" name="' + c.name + '" value="' + esc(chosen ?? '') + '" placeholder="Town or port"></p>';
  if (c.design === 'chips') return '<fieldset><legend>' + esc(c.label) + '</legend>' + c.options.map((o) => '<label><input type="radio" name="' + c.name + '" value="' + o.value + '"' + (o.value === chosen ? ' checked' : '') + on + '> ' + esc(o.label) + '</label>').join(' ') + '</fieldset>';
  const none = c.role === 'price' ? 'No limit' : c.role === 'thing' ? 'All' : 'Any';
  return '<p><label for="' + id + '">' + esc(c.label) + '</label> <select id="' + id + '" name="' + c.name + '"' + on + '><option value="">' + none + '</option>' + c.options.map((o) => '<option value="' + o.value + '"' + (o.value === chosen ? ' selected' : '') + '>' + esc(o.label) + '</option>').join('') + '</select></p>';
}

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} } }; };
  reset();
  const layout = (title, body) => '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>' + esc(title) + ' – ' + esc(SPEC.name) + '</title></head><body><header><a href="/"><strong>' + esc(SPEC.name) + '</strong></a> <nav><a href="/">Home</a> <a href="/about">About us</a> <a href="/account">My account</a></nav>' +
    (SPEC.headerSearch ? '<form action="/search" method="get" role="search"><label for="hq">Search ' + esc(SPEC.name) + '</label> <input id="hq" name="q" type="search" placeholder="What are you looking for?"> <button>Search</button></form>' : '') +
    '</header><main>' + body + '</main><footer><p>' + esc(SPEC.name) + ' · Help · Terms</p></footer></body></html>';
  function home() {
    return layout('Home', '<h1>Welcome to ' + esc(SPEC.name) + '</h1><p>Book online in a minute.</p><form method="get" action="/results"><h2>Find a time</h2>' + SPEC.controls.map((c) => control(c, undefined, false)).join('') + '<button>' + esc(SPEC.submit) + '</button></form><h2>News</h2><p>New opening hours from next month.</p>');
  }
  function results(query) {
    const keep = SPEC.controls.filter((c) => query[c.name]).map((c) => '<input type="hidden" name="' + c.name + '" value="' + esc(query[c.name]) + '">').join('');
    const thing = SPEC.controls[0].options.find((o) => o.value === query.what);
    const rows = [1, 2, 3].map((k) => '<li><h3>' + esc(thing ? thing.label : 'Session') + ' · slot ' + k + '</h3><p>' + (8 + k * 3) + ':00 · £' + (8 + k * 6) + '</p><a href="/slot/' + k + '">Choose</a></li>').join('');
    return layout('Results', '<h1>Available times</h1><aside><form method="get" action="/results">' + keep + '<h2>Filter</h2>' + SPEC.filters.map((c) => control(c, query[c.name], true)).join('') + '</form></aside><ul>' + rows + '</ul>');
  }
  function handle(method, url) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    let html;
    if (u.pathname === '/') html = home();
    else if (u.pathname === '/results') html = results(query);
    else if (u.pathname === '/search') html = layout('Search', '<h1>Search results</h1><p>No pages match.</p>');
    else if (u.pathname === '/about' || u.pathname === '/account' || /^\/slot\/\d$/.test(u.pathname)) html = layout('Page', '<h1>' + esc(u.pathname.slice(1)) + '</h1><p>Nothing here yet.</p>');
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (s) => { reset(); Object.assign(state, structuredClone(s)); } };
}
`;

mkdirSync(OUT, { recursive: true });
for (let i = 0; i < SITES; i++) {
  const spec = makeSpec(i);
  const sessions = [];
  for (let k = 0; k < SESSIONS; k++) {
    const open = opening(spec);
    const turns = [{ say: open.say, expect: { path: '/results', query: open.query } }, ...filterTurns(spec, open.query)];
    sessions.push({ id: `s${k + 1}`, turns });
  }
  const dir = join(OUT, spec.id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'server.mjs'), `// Generated by bench/forms/generate.mjs --seed ${SEED} (do not edit).\nconst SPEC = ${JSON.stringify(spec)};\n${SERVER}`);
  // The sessions' "tomorrow" and weekdays mean days of the sites' week: the runs read them against its first day (round 14's `today`).
  writeFileSync(join(dir, 'sessions.json'), `${JSON.stringify({ start: '/', today: iso(TODAY), sessions }, null, 1)}\n`);
}
console.log(`${SITES} sites, ${SITES * SESSIONS} sessions → ${OUT}`);
