/**
 * Writes sessions.json and gold.json for bench/chat/heldout25 from the sessions below: each turn
 * is [say, gold requests, says?]. A turn's `expect` is what its gold requests change on the site
 * (path, query and other state fields), found by running them on the site in-process; the
 * SDK-free check.mjs then replays the same requests over HTTP. Run: node bench/chat/heldout25/build.mjs
 */
import { writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const G = (url) => ['GET', url];
const P = (url, form) => ['POST', url, form];
const BACK = (url) => ['BACK', url];
const q = (path, o) => `${path}?${new URLSearchParams(o)}`;

const SITES = {
  tiles: { start: '/', today: '2026-12-01', sessions: {
    'bathroom-wall': [
      ['hi, can you accept the cookies first', [P('/cookies', { choice: 'all' })]],
      ['ok show me wall tiles', [G('/dept/wall')]],
      ['only the gloss ones please', [G(q('/dept/wall', { finish: 'gloss', colour: '', sort: '' }))]],
      ['and sort them cheapest first', [G(q('/dept/wall', { finish: 'gloss', colour: '', sort: 'price-asc' }))]],
      ["what's the cheapest one?", [], 'Metro Gloss White'],
      ['hmm, open the green one', [G('/tile/2')]],
      ['is it handmade?', [], 'handmade'],
      ["ok, my wall's about 4 square metres", [G(q('/tile/2', { size: '10-x-10-cm', m2: '4' }))]],
      ['how many boxes is that?', [], '9 boxes'],
      ['and how much?', [], '£198.00'],
      ["that's a bit much. can I just get a free sample instead?", [P('/samples/add', { id: 2 })]],
      ['show me all the wall tiles again', [G('/dept/wall')]],
      ['the pink fishscale ones, a sample of those too', [G('/tile/3'), P('/samples/add', { id: 3 })]],
      ['how many samples have I got now?', [], '2 of 4'],
      ["thanks, that's it for today."],
    ],
    'kitchen-floor': [
      ['can you search wood effect floor tiles?', [G(q('/search', { q: 'wood effect floor tiles' }))]],
      ['open it', [G('/tile/7')]],
      ['can it go over underfloor heating?', [], 'Yes'],
      ["my kitchen's 14 square metres", [G(q('/tile/7', { size: '20-x-120-cm', m2: '14' }))]],
      ['how many boxes do I need?', [], '15 boxes'],
      ['ok add them to the basket', [P('/basket/add', { id: 7, option: '20-x-120-cm', qty: 15 })]],
      ['now go to adhesive and tools', [G('/dept/tools')]],
      ['the adhesive, four bags', [G('/tile/11'), G(q('/tile/11', { qty: '4' }))]],
      ['add it', [P('/basket/add', { id: 11, option: '', qty: 4 })]],
      ["what's my subtotal?", [], '£565.80'],
      ['actually make the tiles 16 boxes, to be safe', [P('/basket/qty', { index: 0, qty: 16 })]],
      ['ok, checkout', [G('/checkout')]],
      ["I'll collect it."],
      ['Friday.'],
      ['continue', [G(q('/checkout/review', { method: 'collect', day: '2026-12-04' }))]],
      ["what's the order total?", [], '£597.12'],
      ["name's Priya Nair, phone 07700 900456, place the order", [P('/order', { method: 'collect', day: '2026-12-04', name: 'Priya Nair', phone: '07700 900456' })]],
      ["what's my order number?", [], 'KT-7801'],
    ],
    'grout-swap': [
      ['can you show me my orders', [G('/orders')]],
      ["what's in the one that's being picked?", [], ['Grout', 'Adhesive']],
      ['cancel that one please, I got the wrong colour', [P('/orders/cancel', { ref: 'KT-7742' })]],
      ['now search for grout', [G(q('/search', { q: 'grout' }))]],
      ['that one', [G('/tile/12')]],
      ['anthracite', [G(q('/tile/12', { colour: 'anthracite', qty: '1' }))]],
      ['two of them', [G(q('/tile/12', { colour: 'anthracite', qty: '2' }))]],
      ["what's the total for those?", [], '£29.00'],
      ['add to basket', [P('/basket/add', { id: 12, option: 'anthracite', qty: 2 })]],
      ['and the tile cutter too, just one', [G('/dept/tools'), G('/tile/13'), P('/basket/add', { id: 13, option: '', qty: 1 })]],
      ["how much is the basket now?", [], '£94.00'],
      ["hmm, take the cutter out, I'll borrow one", [P('/basket/remove', { index: 1 })]],
      ['checkout', [G('/checkout')]],
      ['delivery please, on monday'],
      ['continue', [G(q('/checkout/review', { method: 'delivery', day: '2026-12-07' }))]],
      ["so what's the total with delivery?", [], '£54.00'],
      ['Chris Dale, 07700 900771. go ahead and place it', [P('/order', { method: 'delivery', day: '2026-12-07', name: 'Chris Dale', phone: '07700 900771' })]],
      ['great, cheers'],
    ],
    'floor-samples': [
      ["I'm after floor tiles", [G('/dept/floor')]],
      ['matt ones', [G(q('/dept/floor', { finish: 'matt', colour: '', sort: '' }))]],
      ['highest price first', [G(q('/dept/floor', { finish: 'matt', colour: '', sort: 'price-desc' }))]],
      ['open the second one', [G('/tile/10')]],
      ['does it need sealing?', [], 'sealing'],
      ['ok go back', [BACK(q('/dept/floor', { finish: 'matt', colour: '', sort: 'price-desc' }))]],
      ["what about the first one, what's that per square metre?", [], '£48.00'],
      ['open it', [G('/tile/8')]],
      ['order a sample', [P('/samples/add', { id: 8 })]],
      ['also a sample of the marble one', [G('/dept/floor'), G('/tile/6'), P('/samples/add', { id: 6 })]],
      ['and the slate one', [G('/dept/floor'), G('/tile/9'), P('/samples/add', { id: 9 })]],
      ['actually, remove the marble one', [P('/samples/remove', { id: 6 })]],
      ['which samples have I got?', [], ['Victorian Chequer', 'Slate Anthracite Grip']],
      ["ok let's get the slate one properly. 9 square metres, the 60 by 60 size", [G('/tile/9'), G(q('/tile/9', { size: '60-x-60-cm', m2: '9' }))]],
      ['add them', [P('/basket/add', { id: 9, option: '60-x-60-cm', qty: 7 })]],
      ["what's that come to?", [], '£312.48'],
      ["ok thanks, I'll think about it"],
    ],
  } },
  boats: { start: '/', today: '2026-12-01', sessions: {
    'electric-saturday': [
      ['hi, we want to hire a boat for six people', [G(q('/boats', { type: '', seats: '6' }))]],
      ['just the electric ones', [G(q('/boats', { type: 'electric', seats: '6' }))]],
      ["which one's cheapest per hour?", [], 'Bluebell'],
      ['ok, Bluebell', [G('/boat/3')]],
      ['Saturday at 10, for two hours', [G(q('/boat/3', { day: '2026-12-05', start: '10:00', length: '2' }))]],
      ['is it free?', [], 'already booked'],
      ['try 1pm then', [G(q('/boat/3', { day: '2026-12-05', start: '13:00', length: '2' }))]],
      ['how much?', [], '£80'],
      ['book it', [G(q('/book/details', { boat: 3, day: '2026-12-05', start: '13:00', length: '2' }))]],
      ["name's Leah Brennan, mobile 07700 900318"],
      ['six of us'],
      ['and add the picnic hamper'],
      ['continue', [G(q('/book/review', { boat: 3, day: '2026-12-05', start: '13:00', length: '2', name: 'Leah Brennan', phone: '07700 900318', people: '6', extras: 'hamper' }))]],
      ["what's the total?", [], '£102'],
      ['ok tick the terms and confirm', [P('/book', { boat: 3, day: '2026-12-05', start: '13:00', length: '2', name: 'Leah Brennan', phone: '07700 900318', people: '6', extras: 'hamper', terms: '1' })]],
      ["what's the reference?", [], 'WM-2060'],
      ['perfect, thanks'],
    ],
    'move-and-cancel': [
      ['can you open my bookings', [G('/my-bookings')]],
      ["when's the canoe one?", [], ['Saturday 5 December', '10am']],
      ['can we move it to Sunday at 11 instead', [G('/my-bookings/WM-2041/change'), P('/my-bookings/change', { ref: 'WM-2041', day: '2026-12-06', start: '11:00' })]],
      ["what's the total on the Bluebell booking?", [], '£152'],
      ['cancel that one', [G('/my-bookings/WM-2058/cancel')]],
      ['the weather looks bad that weekend'],
      ['yes, cancel it', [P('/my-bookings/cancel', { ref: 'WM-2058', reason: 'weather' })]],
      ['what does the FAQ say about dogs?', [G('/faq')], 'canoes'],
      ['oh. show me the rowing boats then', [G('/boats'), G(q('/boats', { type: 'rowing' }))]],
      ['the bigger one', [G('/boat/1')]],
      ['Sunday morning at 9, half day', [G(q('/boat/1', { day: '2026-12-06', start: '09:00', length: 'half' }))]],
      ['how much is that?', [], '£55'],
      ['book it', [G(q('/book/details', { boat: 1, day: '2026-12-06', start: '09:00', length: 'half' }))]],
      ["Sam Okafor, 07700 900204, three people, and we're bringing the dog"],
      ['next', [G(`${q('/book/review', { boat: 1, day: '2026-12-06', start: '09:00', length: 'half', name: 'Sam Okafor', phone: '07700 900204', people: '3' })}&extras=dog`)]],
      ['agree to the terms and confirm', [P('/book', { boat: 1, day: '2026-12-06', start: '09:00', length: 'half', name: 'Sam Okafor', phone: '07700 900204', people: '3', extras: 'dog', terms: '1' })]],
      ['lovely.'],
    ],
    'canoe-day': [
      ['what are your prices?', [G('/prices')]],
      ["how much is a full day on the day cruiser?", [], '£420'],
      ['and can we get a skipper?', [], '£60'],
      ['hmm ok. show me the canoes', [G('/boats'), G(q('/boats', { type: 'canoe' }))]],
      ['sort by most seats', [G(q('/boats', { type: 'canoe', seats: '', sort: 'seats' }))]],
      ['the first one', [G('/boat/6')]],
      ["what's the half day price?", [], '£48'],
      ['Friday, full day from 9', [G(q('/boat/6', { day: '2026-12-04', start: '09:00', length: 'full' }))]],
      ['ok book that', [G(q('/book/details', { boat: 6, day: '2026-12-04', start: '09:00', length: 'full' }))]],
      ["it's for Tom Hughes"],
      ['his number is 07700 900655'],
      ['three people. no extras'],
      ['continue', [G(q('/book/review', { boat: 6, day: '2026-12-04', start: '09:00', length: 'full', name: 'Tom Hughes', phone: '07700 900655', people: '3' }))]],
      ['tick the box and confirm', [P('/book', { boat: 6, day: '2026-12-04', start: '09:00', length: 'full', name: 'Tom Hughes', phone: '07700 900655', people: '3', extras: '', terms: '1' })]],
      ['how early do we need to get there?', [], '15 minutes'],
      ['great, thanks'],
    ],
    'group-of-ten': [
      ["we're a group of ten, what boats can take us?", [G(q('/boats', { type: '', seats: '10' }))]],
      ['only one, ok, open it', [G('/boat/7')]],
      ['Saturday, the full day from 9am', [G(q('/boat/7', { day: '2026-12-05', start: '09:00', length: 'full' }))]],
      ['oh no. is Sunday ok?', [G(q('/boat/7', { day: '2026-12-06', start: '09:00', length: 'full' }))], 'Available'],
      ['how much for the day?', [], '£420'],
      ["hmm, that's a lot. what about a half day from 1pm?", [G(q('/boat/7', { day: '2026-12-06', start: '13:00', length: 'half' }))]],
      ["and that's?", [], '£250'],
      ['ok go with that', [G(q('/book/details', { boat: 7, day: '2026-12-06', start: '13:00', length: 'half' }))]],
      ['Ava Lindqvist, 07700 900981'],
      ['ten people, with the hamper and the fishing rods'],
      ['actually no fishing, just the hamper'],
      ['continue', [G(q('/book/review', { boat: 7, day: '2026-12-06', start: '13:00', length: 'half', name: 'Ava Lindqvist', phone: '07700 900981', people: '10', extras: 'hamper' }))]],
      ["what's the total now?", [], '£272'],
      ['tick the terms box and confirm the booking', [P('/book', { boat: 7, day: '2026-12-06', start: '13:00', length: 'half', name: 'Ava Lindqvist', phone: '07700 900981', people: '10', extras: 'hamper', terms: '1' })]],
      ['can you show me all my bookings', [G('/my-bookings')]],
      ['which boats have I got booked?', [], ['Otter', 'Bluebell', 'Swan Song']],
      ['thanks, bye'],
    ],
  } },
};

const nonEmpty = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== ''));
const eq = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const gold = {};
for (const [name, def] of Object.entries(SITES)) {
  const { createSite } = await import(pathToFileURL(join(HERE, name, 'server.mjs')).href);
  const site = createSite();
  const run = (step) => {
    let r = site.handle(step[0] === 'BACK' ? 'GET' : step[0], step[1], step[0] === 'POST' ? new URLSearchParams(Object.entries(step[2]).map(([k, v]) => [k, String(v)])).toString() : '');
    while (r.redirect) r = site.handle('GET', r.redirect, '');
    if (r.status && r.status !== 200) throw new Error(`${name}: ${step[0]} ${step[1]} → ${r.status}`);
  };
  const sessions = [];
  gold[name] = {};
  for (const [id, turns] of Object.entries(def.sessions)) {
    site.reset();
    run(['GET', def.start]);
    const out = [];
    gold[name][id] = [];
    for (const [say, steps = [], says] of turns) {
      const before = site.state();
      for (const s of steps) run(s);
      const after = site.state();
      const turn = { say };
      if (steps.length) {
        const e = {};
        const bq = nonEmpty(before.page.query), aq = nonEmpty(after.page.query);
        if (before.page.path !== after.page.path) { e.path = after.page.path; if (Object.keys(aq).length) e.query = aq; }
        else if (!eq(bq, aq)) e.query = aq;
        for (const k of Object.keys(after)) if (k !== 'page' && !eq(before[k], after[k])) e[k] = after[k];
        if (!Object.keys(e).length) throw new Error(`${name}/${id}: "${say}" changes nothing`);
        turn.expect = e;
      }
      if (says) turn.says = says;
      out.push(turn);
      gold[name][id].push(steps);
    }
    sessions.push({ id, turns: out });
  }
  writeFileSync(join(HERE, name, 'sessions.json'), `${JSON.stringify({ start: def.start, today: def.today, sessions }, null, 1)}\n`);
}
writeFileSync(join(HERE, 'gold.json'), `${JSON.stringify(gold)}\n`);
console.log('wrote', Object.keys(SITES).join(', '));
