#!/usr/bin/env node
/**
 * Generated pages of repeated row controls and the turns that name one row (issue 11, round 12).
 *
 *   node bench/rows/generate.mjs [--seed 12] [--sites 12] [--out /tmp/rows-gen]
 *   npm run build && node bin/russ.js eval-chat /tmp/rows-gen --out /tmp/rows.jsonl
 *   node bench/rows/report.mjs /tmp/rows.jsonl
 *
 * Each site is one page (bench/rows/site.mjs) in one of five layouts — a list, cards, a table with
 * column headers, a table grid (row headers × column headers) or a CSS grid of slots under day
 * headings — whose every row or cell repeats one button ("Book", "Cancel", "Remove", "Join"…).
 * Sessions are one or two turns; a session's id starts with the kind of reference its last turn
 * makes (name, time, day, grid, focus, said, ordinal, tie). A turn whose words fit two rows expects the
 * page unchanged (the assistant should ask). Nothing here is taken from a bench set.
 */
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const seed = Number(opt('--seed', '12'));
const nSites = Number(opt('--sites', '12'));
const out = resolve(opt('--out', '/tmp/rows-gen'));
const here = dirname(fileURLToPath(import.meta.url));

let s = seed >>> 0 || 1;
const rand = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
const pick = (a) => a[Math.floor(rand() * a.length)];
const shuffle = (a) => { const b = [...a]; for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; };

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const ORD = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const TIMES = [8 * 60, 9 * 60, 10 * 60 + 30, 11 * 60, 13 * 60, 14 * 60 + 30, 16 * 60, 18 * 60, 19 * 60, 19 * 60 + 30, 20 * 60, 21 * 60];

const KINDS = [
  { noun: 'class', names: ['Sunrise Yoga', 'Spin Express', 'Pilates Core', 'Boxfit', 'Aqua Aerobics', 'Zumba Party', 'Kettlebell Basics', 'Barre Sculpt'], controls: ['Book', 'Join', 'Reserve'], details: ['Studio A', 'Studio B', 'Main hall', 'Pool'], site: 'Pulse Gym', title: 'Classes this week' },
  { noun: 'tour', names: ['Old Town Walk', 'Harbour Cruise', 'Castle Tour', 'Food Market Tour', 'Street Art Walk', 'Ghost Walk', 'Cathedral Climb'], controls: ['Book', 'Reserve'], details: ['2 hours', '90 minutes', '1 hour'], site: 'Cityways Tours', title: 'Upcoming tours' },
  { noun: 'appointment', names: ['Dental check-up', 'Eye test', 'Physio session', 'Haircut', 'Flu jab', 'Blood test', 'Hearing test'], controls: ['Cancel'], details: ['Dr Okafor', 'Dr Lind', 'Nurse Patel', 'Room 3'], site: 'Maple Health', title: 'Your appointments' },
  { noun: 'item', names: ['Oat milk', 'Sourdough loaf', 'Free-range eggs', 'Mature cheddar', 'Green tea', 'Basmati rice', 'Tomato passata', 'Dark chocolate'], controls: ['Remove'], details: ['1 pack', '500 g', '6 pack', '1 litre'], prices: true, nodays: true, site: 'Greenbasket', title: 'Your basket' },
  { noun: 'session', names: ['Pottery taster', 'Life drawing', 'Watercolour basics', 'Screen printing', 'Candle making', 'Knitting circle'], controls: ['Book', 'Sign up'], details: ['Room 1', 'Room 2', 'Loft'], site: 'Makers Studio', title: 'Workshops' },
  { noun: 'bike', names: ['City bike', 'E-scooter', 'Tandem', 'Mountain bike', 'Cargo bike', 'Kids bike'], controls: ['Rent', 'Hire'], details: ['Dock 4', 'Station Road', 'Riverside'], prices: true, site: 'Ride Share', title: 'Available now' },
];
const GRIDS = [
  { head: 'Court', names: (n) => Array.from({ length: n }, (_, i) => `Court ${i + 1}`), spoken: (i) => `court ${WORDS[i + 1]}`, control: 'Book', site: 'Riverside Tennis', title: 'Court availability' },
  { head: 'Lane', names: (n) => Array.from({ length: n }, (_, i) => `Lane ${i + 1}`), spoken: (i) => `lane ${WORDS[i + 1]}`, control: 'Reserve', site: 'Aquatic Centre', title: 'Lane booking' },
  { head: 'Room', names: (n) => Array.from({ length: n }, (_, i) => `Room ${'ABCDEF'[i]}`), spoken: (i) => `room ${'ABCDEF'[i]}`, control: 'Book', site: 'Cowork Hub', title: 'Meeting rooms' },
  { head: 'Table', names: (n) => Array.from({ length: n }, (_, i) => `Table ${i + 2}`), spoken: (i) => `table ${WORDS[i + 2]}`, control: 'Reserve', site: 'Olive Tree', title: 'Tables tonight' },
  { head: 'Pitch', names: (n) => Array.from({ length: n }, (_, i) => `Pitch ${i + 1}`), spoken: (i) => `pitch ${WORDS[i + 1]}`, control: 'Book', site: 'Five-a-side Arena', title: 'Pitch times' },
  { head: 'Studio', names: (n) => Array.from({ length: n }, (_, i) => `Studio ${i + 1}`), spoken: (i) => `studio ${WORDS[i + 1]}`, control: 'Book', site: 'Sound Rooms', title: 'Rehearsal studios' },
];

/** A time as the page shows it. */
function showTime(m, style) {
  const h = Math.floor(m / 60), mm = String(m % 60).padStart(2, '0');
  if (style === '24h') return `${String(h).padStart(2, '0')}:${mm}`;
  const h12 = ((h + 11) % 12) + 1, ap = h < 12 ? 'am' : 'pm';
  if (style === '12c') return `${h12}${mm === '00' ? '' : `:${mm}`}${ap}`;
  return `${h12}:${mm} ${ap.toUpperCase()}`;
}
/** A time as a person says it, and whether the saying fixes am/pm. */
function sayTime(m) {
  const h = Math.floor(m / 60), mm = m % 60, h12 = ((h + 11) % 12) + 1, ap = h < 12 ? 'am' : 'pm';
  const forms = mm === 0
    ? [[WORDS[h12], false], [String(h12), false], [`${h12}${ap}`, true], [`${WORDS[h12]} ${ap}`, true], [`${WORDS[h12]} o'clock`, false]]
    : [[`${WORDS[h12]} thirty`, false], [`${h12}:30`, false], [`half past ${WORDS[h12]}`, false], [`${h12}:30${ap}`, true]];
  const [text, fixed] = pick(forms);
  return { text, fixed };
}
const partOf = (m) => (m < 12 * 60 ? 'morning' : m < 17 * 60 ? 'afternoon' : 'evening');
const showDay = (d, style) => (style === 'short' ? d.slice(0, 3) : style === 'dated' ? `${d.slice(0, 3)} ${10 + DAYS.indexOf(d)} Dec` : d);

/** The rows a reference fits: each said term must hold. */
function fits(rows, ref) {
  return rows.filter((r) => {
    if (ref.time) {
      if (r.minutes % 60 !== ref.time.m % 60) return false;
      const h = Math.floor(r.minutes / 60), rh = Math.floor(ref.time.m / 60);
      if (ref.time.fixed ? h !== rh : h % 12 !== rh % 12) return false;
    }
    if (ref.part && partOf(r.minutes) !== ref.part) return false;
    if (ref.day && r.dayName !== ref.day) return false;
    if (ref.i !== undefined && r.i !== ref.i) return false;
    if (ref.name && r.name !== ref.name) return false;
    return true;
  });
}

const POSITIVE = { Book: ['Book', 'Reserve', 'Take', 'Grab'], Join: ['Join', 'Book', 'Sign me up for'], Reserve: ['Reserve', 'Book', 'Take'], 'Sign up': ['Sign me up for', 'Book', 'Sign up for'], Rent: ['Rent', 'Hire', 'Take'], Hire: ['Hire', 'Rent', 'Grab'] };
const NEGATIVE = { Cancel: ['Cancel', 'Cancel'], Remove: ['Remove', 'Take off', 'Delete', 'Get rid of'] };
const userVerb = (control) => pick(POSITIVE[control] ?? NEGATIVE[control]);
const tail = () => pick(['', '', '', ' then', ' please', ', please']);
const cap = (t) => t[0].toUpperCase() + t.slice(1);

function rowsSite(k) {
  const kind = pick(KINDS);
  const control = pick(kind.controls);
  const layout = pick(['list', 'cards', 'table']);
  const n = 4 + Math.floor(rand() * 3);
  const style = pick(['12h', '12c', '24h']);
  const dayStyle = pick(['full', 'short', 'dated']);
  const names = shuffle(kind.names).slice(0, n);
  const days = shuffle(DAYS).slice(0, 3);
  const rows = names.map((name, i) => {
    const minutes = pick(TIMES);
    const dayName = kind.nodays ? undefined : pick(days);
    return { id: `r${k}-${i}`, name, detail: pick(kind.details), ...(dayName ? { dayName, day: showDay(dayName, dayStyle) } : {}), minutes, ...(kind.nodays ? {} : { time: showTime(minutes, style) }), ...(kind.prices ? { price: `$${(2 + rand() * 30).toFixed(2)}` } : {}) };
  });
  const columns = [{ key: 'name', label: cap(kind.noun) }, { key: 'detail', label: 'Where' }, ...(kind.nodays ? [] : [{ key: 'day', label: 'Day' }, { key: 'time', label: 'Time' }]), ...(kind.prices ? [{ key: 'price', label: 'Price' }] : [])];
  const spec = { site: kind.site, title: kind.title, layout, control, rows, columns };
  const sessions = [];
  const act = (r) => ({ log: [{ verb: control, id: r.id }] });
  const positive = !!POSITIVE[control];
  for (let t = 0; t < 5; t++) {
    const r = pick(rows);
    const at = rows.indexOf(r);
    const kindOf = pick(kind.nodays ? ['name', 'name', 'focus', 'ordinal', 'said'] : ['name', 'time', 'day', 'focus', 'focus', 'ordinal', 'time', 'said']);
    const v = userVerb(control);
    if (kindOf === 'name') {
      const words = r.name.split(/\s+/);
      const word = words.find((w) => w.length > 3 && rows.filter((x) => x.name.toLowerCase().includes(w.toLowerCase())).length === 1);
      const say = word && rand() < 0.5 ? `${v} the ${word.toLowerCase()} one${tail()}` : `${v} the ${r.name.toLowerCase()}${tail()}`;
      sessions.push({ id: `name-${k}-${t}`, turns: [{ say: cap(say), expect: act(r) }] });
    } else if (kindOf === 'time') {
      const { text, fixed } = sayTime(r.minutes);
      const ref = { time: { m: r.minutes, fixed } };
      const fit = fits(rows, ref);
      const say = pick([`${v} the ${text} one`, `${v} the one at ${text}`]) + tail();
      sessions.push({ id: `${fit.length === 1 ? 'time' : 'tie'}-${k}-${t}`, turns: [{ say: cap(say), ...(fit.length === 1 ? { expect: act(fit[0]) } : {}) }] });
    } else if (kindOf === 'day') {
      const part = rand() < 0.6 ? partOf(r.minutes) : undefined;
      const ref = { day: r.dayName, ...(part ? { part } : {}) };
      const fit = fits(rows, ref);
      const say = (part ? pick([`${v} the one on ${r.dayName} ${part}`, `${v} the ${r.dayName} ${part} one`]) : pick([`${v} the ${r.dayName} one`, `${v} the one on ${r.dayName}`])) + tail();
      sessions.push({ id: `${fit.length === 1 ? 'day' : 'tie'}-${k}-${t}`, turns: [{ say: cap(say), ...(fit.length === 1 ? { expect: act(fit[0]) } : {}) }] });
    } else if (kindOf === 'focus' && at < ORD.length) {
      const ask = pick([`What's the ${ORD[at]} one?`, `Tell me about the ${ORD[at]} one`, `What is the ${ORD[at]} one?`]);
      const pron = positive ? pick([`${v} that`, `${v} it`, `${v} that one`, "I'll take it", `Okay, ${v.toLowerCase()} it`]) : pick([`${v} that`, `${v} it`, `${v} that one`]);
      sessions.push({ id: `focus-${k}-${t}`, turns: [{ say: ask }, { say: cap(pron + tail()), expect: act(r) }] });
    } else if (kindOf === 'said') {
      // The row named in a remark, then a verb on "it": "The harbour cruise one looks good. Book it."
      const word = r.name.split(/\s+/).find((w) => w.length > 3 && rows.filter((x) => x.name.toLowerCase().includes(w.toLowerCase())).length === 1);
      const timeSaid = r.time && fits(rows, { time: { m: r.minutes, fixed: true } }).length === 1 ? sayTime(r.minutes) : undefined;
      const ref = timeSaid && (!word || rand() < 0.5) ? `the ${timeSaid.text} one` : word ? `the ${word.toLowerCase()} one` : undefined;
      if (!ref || (timeSaid && ref.includes(timeSaid.text) && fits(rows, { time: { m: r.minutes, fixed: timeSaid.fixed } }).length !== 1)) continue;
      const remark = pick(positive ? [`${cap(ref)} looks good.`, `Hmm, ${ref} suits us.`, `Okay, ${ref} then.`] : [`I don't need ${ref} any more.`, `Okay, ${ref} then.`, `We won't use ${ref}.`]);
      const it = v === 'Take off' ? 'Take it off' : v === 'Sign me up for' ? 'Sign me up for it' : `${cap(v.toLowerCase())} it`;
      sessions.push({ id: `said-${k}-${t}`, turns: [{ say: `${remark} ${it}${tail()}.`, expect: act(r) }] });
    } else if (kindOf === 'ordinal' && at < ORD.length) {
      sessions.push({ id: `ordinal-${k}-${t}`, turns: [{ say: cap(`${v} the ${ORD[at]} one${tail()}`), expect: act(r) }] });
    }
  }
  return { spec, sessions };
}

function gridSite(k) {
  const g = pick(GRIDS);
  const style = pick(['12h', '12c', '24h']);
  const sessions = [];
  const act = (r) => ({ log: [{ verb: g.control, id: r.id }] });
  if (rand() < 0.5) {
    // A table: resources down the side, times across the top.
    const nr = 3 + Math.floor(rand() * 3);
    const times = shuffle(TIMES).slice(0, 5).sort((a, b) => a - b);
    const rowHeads = g.names(nr);
    const rows = [];
    rowHeads.forEach((_, i) => times.forEach((m, j) => { if (rand() < 0.7) rows.push({ id: `g${k}-${i}-${j}`, i, j, minutes: m }); }));
    const spec = { site: g.site, title: g.title, layout: 'grid-table', control: g.control, corner: g.head, rowHeads, cols: times.map((m) => showTime(m, style)), rows };
    for (let t = 0; t < 5; t++) {
      const r = pick(rows);
      const { text, fixed } = sayTime(r.minutes);
      const v = userVerb(g.control);
      const full = rand() < 0.75;
      const ref = full ? { i: r.i, time: { m: r.minutes, fixed } } : { time: { m: r.minutes, fixed } };
      const fit = fits(rows, ref);
      const say = full ? pick([`${v} ${g.spoken(r.i)} at ${text}`, `${v} ${text} on ${g.spoken(r.i)}`, `${v} ${g.spoken(r.i)} for ${text}`]) : `${v} the ${text} one`;
      sessions.push({ id: `${fit.length === 1 ? 'grid' : 'tie'}-${k}-${t}`, turns: [{ say: cap(say + tail()), ...(fit.length === 1 ? { expect: act(fit[0]) } : {}) }] });
    }
    return { spec, sessions };
  }
  // Slots under day headings.
  const dayStyle = pick(['full', 'short', 'dated']);
  const days = DAYS.slice(Math.floor(rand() * 3)).slice(0, 3 + Math.floor(rand() * 2));
  const rows = [];
  days.forEach((d, j) => shuffle(TIMES).slice(0, 3 + Math.floor(rand() * 3)).sort((a, b) => a - b).forEach((m, n) => rows.push({ id: `s${k}-${j}-${n}`, j, dayName: d, minutes: m, time: showTime(m, style) })));
  const spec = { site: g.site, title: g.title, layout: 'grid-css', control: g.control, cols: days.map((d) => showDay(d, dayStyle)), rows };
  for (let t = 0; t < 5; t++) {
    const r = pick(rows);
    const v = userVerb(g.control);
    const { text, fixed } = sayTime(r.minutes);
    const form = pick(['daytime', 'daytime', 'daypart', 'timeday']);
    const ref = form === 'daypart' ? { day: r.dayName, part: partOf(r.minutes) } : { day: r.dayName, time: { m: r.minutes, fixed } };
    const fit = fits(rows, ref);
    const say = form === 'daypart' ? pick([`${v} the one on ${r.dayName} ${partOf(r.minutes)}`, `${v} ${r.dayName} ${partOf(r.minutes)}`])
      : form === 'daytime' ? pick([`${v} ${r.dayName} at ${text}`, `${v} the ${text} on ${r.dayName}`]) : `${v} ${text} on ${r.dayName}`;
    sessions.push({ id: `${fit.length === 1 ? 'grid' : 'tie'}-${k}-${t}`, turns: [{ say: cap(say + tail()), ...(fit.length === 1 ? { expect: act(fit[0]) } : {}) }] });
  }
  return { spec, sessions };
}

rmSync(out, { recursive: true, force: true });
for (let k = 0; k < nSites; k++) {
  const { spec, sessions } = k % 2 === 0 ? rowsSite(k) : gridSite(k);
  const dir = join(out, `site${String(k).padStart(2, '0')}-${spec.layout}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'server.mjs'), `import { makeSite } from ${JSON.stringify(join(here, 'site.mjs'))};\nconst spec = ${JSON.stringify(spec)};\nexport function createSite() { return makeSite(spec); }\n`);
  writeFileSync(join(dir, 'sessions.json'), `${JSON.stringify({ start: '/', sessions }, null, 1)}\n`);
}
console.log(`wrote ${nSites} sites to ${out} (seed ${seed})`);
