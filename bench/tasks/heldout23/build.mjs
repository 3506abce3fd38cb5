/**
 * Writes tasks.json (per site) and gold.json for bench/tasks/heldout23 from the tasks below: each
 * task gives its instruction, start page, optional `answers` and the gold HTTP requests a helper
 * would make. Its `expect` is what those requests change on the site from its start page (path,
 * query and other state fields), found by running them in-process; the SDK-free check.mjs replays
 * them over HTTP. Run: node bench/tasks/heldout23/build.mjs
 */
import { writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const G = (url) => ['GET', url];
const P = (url, form) => ['POST', url, form];
const q = (path, o) => `${path}?${new URLSearchParams(o)}`;
const T = (id, start, instruction, gold, answers) => ({ id, start, instruction, gold, answers });

// Concert booking: event page → review page (query) → POST /book.
const book = (event, area, adults, conc, rest) => [
  G(q('/book/review', { event, area, adults, concessions: conc })),
  P('/book', { event, area, adults, concessions: conc, delivery: 'eticket', ...rest }),
];
// Farm shop checkout: /checkout → details (query) → POST /order.
const checkout = (method, day, slot, rest) => [
  G('/checkout'), G(q('/checkout/details', { method, day, slot })),
  P('/order', { method, day, slot, name: '', phone: '', postcode: '', notes: '', ...rest }),
];

const SITES = {
  concerts: { start: '/', today: '2026-11-28', tasks: [
    T('jazz-december', '/', 'Show me the jazz concerts in December.', [G('/whats-on'), G(q('/whats-on', { month: '2026-12', genre: 'jazz', sort: '' }))]),
    T('family-cheapest', '/whats-on', 'List the family concerts with the cheapest seats first.', [G(q('/whats-on', { month: '', genre: 'family', sort: 'price' }))]),
    T('january-by-title', '/whats-on', "Show everything that's on in January, sorted by title.", [G(q('/whats-on', { month: '2027-01', genre: '', sort: 'az' }))]),
    T('beethoven-stalls', '/whats-on', 'Book 2 adult stalls tickets for Beethoven Seven as e-tickets for "Ruth Evans", ruth.evans@example.com, and pay.', [G('/event/1'), ...book(1, 'stalls', 2, 0, { name: 'Ruth Evans', email: 'ruth.evans@example.com' })]),
    T('snowman-post', '/', 'Get 2 adult and 2 concession tickets in the circle for The Snowman Live, sent by post, name Dev Kapoor, email dev.k@example.com, and confirm.', [G('/event/2'), ...book(2, 'circle', 2, 2, { delivery: 'post', name: 'Dev Kapoor', email: 'dev.k@example.com' })]),
    T('harlem-balcony-programme', '/whats-on', 'Book one balcony concession for Harlem Nights Big Band with a printed programme, collecting at the box office, for "Amy Chen" (amy.chen@example.com).', [G('/event/3'), ...book(3, 'balcony', 0, 1, { delivery: 'collect', programme: '1', name: 'Amy Chen', email: 'amy.chen@example.com' })]),
    T('gala-my-details', '/whats-on', 'Book 3 adult circle seats for the New Year Viennese Gala as e-tickets with my details.', [G('/event/6'), ...book(6, 'circle', 3, 0, { name: 'Hugo Marsh', email: 'hugo.marsh@example.com' })], { name: 'Hugo Marsh', email: 'hugo.marsh@example.com' }),
    T('folk-cheapest-area', '/whats-on', 'Book the cheapest seats for the Kathryn Roberts Trio: one adult, e-ticket, for Lena Ford, lena.ford@example.com.', [G('/event/5'), ...book(5, 'balcony', 1, 0, { name: 'Lena Ford', email: 'lena.ford@example.com' })]),
    T('carols-waitlist', '/whats-on', 'Carols by Candlelight is sold out; put ruth.evans@example.com on its waiting list.', [G('/event/4'), P('/waitlist', { event: 4, email: 'ruth.evans@example.com' })]),
    T('search-panto', '/', 'Search for "panto" and book 4 concession tickets in the stalls for it as e-tickets, name Joe Bright, joe.bright@example.com.', [G(q('/search', { q: 'panto' })), G('/event/8'), ...book(8, 'stalls', 0, 4, { name: 'Joe Bright', email: 'joe.bright@example.com' })]),
    T('cancel-harlem', '/account', 'Cancel my Harlem Nights booking; I booked it by mistake.', [G('/account/cancel?ref=AC-4410'), P('/account/cancel', { ref: 'AC-4410', reason: 'mistake' })]),
    T('cancel-ac4432', '/', 'Cancel booking AC-4432 with the reason "Illness".', [G('/account'), G('/account/cancel?ref=AC-4432'), P('/account/cancel', { ref: 'AC-4432', reason: 'illness' })]),
    T('resend-harlem', '/account', 'Email my tickets for the Harlem Nights Big Band again.', [P('/account/resend', { ref: 'AC-4410' })]),
    T('prefs-jazz-folk', '/account', 'Change my email preferences to jazz and folk only, weekly, and save.', [G('/account/preferences'), P('/account/preferences', { genres: ['jazz', 'folk'], frequency: 'weekly' })]),
    T('prefs-never', '/', 'Set how often the hall emails me to Never, leaving the genres as they are.', [G('/account'), G('/account/preferences'), P('/account/preferences', { genres: ['classical'], frequency: 'never' })]),
    T('friends-good', '/', 'Join the Friends as a Good Friend in the name of Ruth Evans, with Gift Aid.', [G('/friends'), P('/friends', { level: 'good', name: 'Ruth Evans', giftaid: '1' })]),
    T('friends-patron-my-name', '/friends', 'Become a Patron under my name, without Gift Aid.', [P('/friends', { level: 'patron', name: 'Marcus Lee' })], { name: 'Marcus Lee' }),
    T('voucher-50', '/vouchers', 'Buy a £50 gift voucher for "Grace Hill" (grace.hill@example.com) with the message "Happy birthday, Gran!".', [P('/vouchers', { amount: '50', other: '', to: 'Grace Hill', email: 'grace.hill@example.com', message: 'Happy birthday, Gran!' })]),
    T('voucher-35', '/', 'Send a £35 gift voucher to Tom Ward at tom.ward@example.com, no message.', [G('/vouchers'), P('/vouchers', { amount: 'other', other: '35', to: 'Tom Ward', email: 'tom.ward@example.com', message: '' })]),
    T('lost-scarf', '/contact', 'Report lost property on booking AC-4410 with the message "I left a blue scarf in row F of the stalls".', [P('/contact', { topic: 'lost', ref: 'AC-4410', message: 'I left a blue scarf in row F of the stalls' })]),
    T('hire-enquiry', '/', 'Send the hall a message about hiring it: "Is the hall free for a choir concert on 6 March?"', [G('/contact'), P('/contact', { topic: 'hire', ref: '', message: 'Is the hall free for a choir concert on 6 March?' })]),
    T('brunch-post-programme', '/whats-on', 'Book 2 adult stalls tickets for the Sunday Jazz Brunch, tickets by post, with a programme, for Ruth Evans, ruth.evans@example.com.', [G('/event/7'), ...book(7, 'stalls', 2, 0, { delivery: 'post', programme: '1', name: 'Ruth Evans', email: 'ruth.evans@example.com' })]),
    T('january-classical-book', '/', 'Find the classical concerts in January and book one adult balcony ticket for it as an e-ticket for Sara Kim, sara.kim@example.com.', [G('/whats-on'), G(q('/whats-on', { month: '2027-01', genre: 'classical', sort: '' })), G('/event/6'), ...book(6, 'balcony', 1, 0, { name: 'Sara Kim', email: 'sara.kim@example.com' })]),
    T('earliest-december', '/whats-on', 'Book two adult balcony tickets for the earliest concert in December, e-tickets, for Ian Moss (ian.moss@example.com).', [G('/event/1'), ...book(1, 'balcony', 2, 0, { name: 'Ian Moss', email: 'ian.moss@example.com' })]),
  ] },
  farmshop: { start: '/', today: '2026-11-28', tasks: [
    T('organic-veg', '/shop', 'Show only the organic fruit and veg.', [G('/shop?aisle=veg'), G(q('/shop', { aisle: 'veg', organic: '1', sort: '' }))]),
    T('dairy-cheapest', '/', 'Show the dairy & eggs aisle, cheapest first.', [G('/shop'), G('/shop?aisle=dairy'), G(q('/shop', { aisle: 'dairy', sort: 'price' }))]),
    T('two-dozen-eggs', '/shop', 'Add two dozen free-range eggs to my basket.', [P('/basket/add', { id: 6, option: '12', qty: 2 })]),
    T('potatoes-carrots', '/shop?aisle=veg', 'Add a 2.5kg bag of Maris Piper potatoes and 1kg of heritage carrots to the basket.', [P('/basket/add', { id: 1, option: '2.5kg', qty: 1 }), G('/shop'), P('/basket/add', { id: 2, option: '1kg', qty: 1 })]),
    T('search-sausages', '/', 'Search for "sausages" and add 2 packs of 12 to the basket.', [G(q('/search', { q: 'sausages' })), P('/basket/add', { id: 9, option: '12', qty: 2 })]),
    T('turkey-collect', '/shop?aisle=meat', 'Order a small turkey crown for collection on Saturday 5 December in the morning, name Nina Patel, phone 07700 900301, and place the order.', [P('/basket/add', { id: 10, option: 'small', qty: 1 }), ...checkout('collect', '2026-12-05', 'am', { name: 'Nina Patel', phone: '07700 900301' })]),
    T('bakery-delivery-note', '/shop?aisle=bakery', 'Buy a large sourdough loaf and a box of 12 mince pies for local delivery on Friday afternoon to HG3 2AB, name Jon Reed, phone 07700 900422, with the note "Leave in the porch", and place the order.', [P('/basket/add', { id: 12, option: 'large', qty: 1 }), G('/shop'), P('/basket/add', { id: 13, option: '12', qty: 1 }), ...checkout('delivery', '2026-12-04', 'pm', { name: 'Jon Reed', phone: '07700 900422', postcode: 'HG3 2AB', notes: 'Leave in the porch' })]),
    T('honey-promo', '/', 'Add a 454g jar of wildflower honey to the basket and apply the promo code "HOLLINS10".', [G('/shop'), P('/basket/add', { id: 15, option: '454g', qty: 1 }), P('/basket/promo', { code: 'HOLLINS10' })]),
    T('sausages-three-packs', '/shop?aisle=meat', 'Add a pack of 6 pork sausages, then change it to 3 packs in the basket.', [P('/basket/add', { id: 9, option: '6', qty: 1 }), P('/basket/qty', { index: 0, qty: 3 })]),
    T('milk-cheddar-remove', '/shop?aisle=dairy', 'Put a litre of whole milk and 250g of cheddar in the basket, then take the milk out again.', [P('/basket/add', { id: 7, option: '1l', qty: 1 }), G('/shop'), P('/basket/add', { id: 8, option: '250g', qty: 1 }), P('/basket/remove', { index: 0 })]),
    T('cancel-turkey', '/account', 'Cancel my upcoming turkey order.', [P('/orders/cancel', { ref: 'HF-318' })]),
    T('box-large-fortnightly', '/boxes', 'Start a large veg box every other week on Thursdays, leaving out kale and celeriac, first delivery 10 December, for "Owen Price" at HG1 5LP.', [P('/boxes', { size: 'large', frequency: 'fortnightly', day: 'thursday', leaveOut: ['kale', 'celeriac'], start: '2026-12-10', name: 'Owen Price', postcode: 'HG1 5LP' })]),
    T('box-small-friday', '/', 'Sign up for a small weekly veg box on Fridays from 4 December with no mushrooms, name Kim Blake, postcode HG2 7RR.', [G('/boxes'), P('/boxes', { size: 'small', frequency: 'weekly', day: 'friday', leaveOut: ['mushrooms'], start: '2026-12-04', name: 'Kim Blake', postcode: 'HG2 7RR' })]),
    T('box-large', '/account', 'Change my veg box to the large size.', [G('/account/box/VB-12'), P('/box/size', { ref: 'VB-12', size: 'large' })]),
    T('box-skip-18th', '/account', 'Skip my veg box delivery on Friday 18 December.', [G('/account/box/VB-12'), P('/box/skip', { ref: 'VB-12', date: '2026-12-18' })]),
    T('box-pause', '/', 'Pause my veg box until 15 January.', [G('/account'), G('/account/box/VB-12'), P('/box/pause', { ref: 'VB-12', until: '2027-01-15' })]),
    T('tree-sunday', '/trees', 'Book a Christmas tree visit on Sunday 6 December at 2pm for a 7 ft tree, reserve a stand, name Ella Shaw, email ella.shaw@example.com.', [P('/trees', { day: '2026-12-06', time: '14:00', height: '7ft', stand: '1', name: 'Ella Shaw', email: 'ella.shaw@example.com' })]),
    T('tree-my-details', '/', "Book a choose-and-cut tree visit for Saturday 12 December at 10am with my name and email; we're not sure of the height yet.", [G('/trees'), P('/trees', { day: '2026-12-12', time: '10:00', height: '', name: 'Rob Quinn', email: 'rob.quinn@example.com' })], { name: 'Rob Quinn', email: 'rob.quinn@example.com' }),
    T('contact-box', '/contact', 'Send a message about my veg box from nina.patel@example.com saying "Could you add extra potatoes to Friday\'s box?".', [P('/contact', { topic: 'box', email: 'nina.patel@example.com', message: "Could you add extra potatoes to Friday's box?" })]),
    T('contact-goose-fat', '/', 'Ask the shop "Do you sell goose fat?" under Something else, from my email address.', [G('/contact'), P('/contact', { topic: 'other', email: 'nina.patel@example.com', message: 'Do you sell goose fat?' })], { email: 'nina.patel@example.com' }),
    T('juice-collect-my-details', '/shop', 'Add 2 bottles of pressed apple juice and collect them on Thursday 3 December in the afternoon, with my name and phone number.', [P('/basket/add', { id: 14, option: '75cl', qty: 2 }), ...checkout('collect', '2026-12-03', 'pm', { name: 'Nina Patel', phone: '07700 900301' })], { name: 'Nina Patel', phone: '07700 900301' }),
    T('cheapest-organic', '/shop', 'Add the cheapest organic item in the shop to the basket, in its smallest size.', [G(q('/shop', { organic: '1', sort: 'price' })), P('/basket/add', { id: 4, option: '500g', qty: 1 })]),
    T('winter5-delivery', '/', 'Buy 1kg of parsnips and one stalk of Brussels sprouts, use the code "WINTER5", and have them delivered on Thursday morning to HG3 4QT for Nina Patel, 07700 900301.', [G('/shop'), P('/basket/add', { id: 5, option: '1kg', qty: 1 }), G('/shop'), P('/basket/add', { id: 3, option: 'each', qty: 1 }), P('/basket/promo', { code: 'WINTER5' }), ...checkout('delivery', '2026-12-03', 'am', { name: 'Nina Patel', phone: '07700 900301', postcode: 'HG3 4QT' })]),
    T('swap-turkey', '/account', 'Cancel turkey order HF-318 and order a small turkey crown instead, delivered on Saturday 5 December in the afternoon to HG3 4QT, for Nina Patel, 07700 900301.', [P('/orders/cancel', { ref: 'HF-318' }), G('/shop'), P('/basket/add', { id: 10, option: 'small', qty: 1 }), ...checkout('delivery', '2026-12-05', 'pm', { name: 'Nina Patel', phone: '07700 900301', postcode: 'HG3 4QT' })]),
  ] },
};

const nonEmpty = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== ''));
const eq = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const formBody = (form) => new URLSearchParams(Object.entries(form).flatMap(([k, v]) => [v].flat().map((x) => [k, String(x)]))).toString();
const gold = {};
for (const [name, def] of Object.entries(SITES)) {
  const { createSite } = await import(pathToFileURL(join(HERE, name, 'server.mjs')).href);
  const site = createSite();
  const run = (step) => {
    let r = site.handle(step[0], step[1], step[0] === 'POST' ? formBody(step[2]) : '');
    while (r.redirect) r = site.handle('GET', r.redirect, '');
    if (r.status && r.status !== 200) throw new Error(`${name}: ${step[0]} ${step[1]} → ${r.status}`);
  };
  gold[name] = {};
  const tasks = [];
  for (const t of def.tasks) {
    site.reset();
    run(['GET', t.start]);
    const before = site.state();
    for (const s of t.gold) run(s);
    const after = site.state();
    const e = {};
    const bq = nonEmpty(before.page.query), aq = nonEmpty(after.page.query);
    if (before.page.path !== after.page.path) { e.path = after.page.path; if (Object.keys(aq).length) e.query = aq; }
    else if (!eq(bq, aq)) e.query = aq;
    for (const k of Object.keys(after)) if (k !== 'page' && !eq(before[k], after[k])) e[k] = after[k];
    if (!Object.keys(e).length) throw new Error(`${name}/${t.id} changes nothing`);
    tasks.push({ id: t.id, start: t.start, instruction: t.instruction, ...(t.answers ? { answers: t.answers } : {}), expect: e });
    gold[name][t.id] = t.gold;
  }
  writeFileSync(join(HERE, name, 'tasks.json'), `${JSON.stringify({ start: def.start, today: def.today, tasks }, null, 1)}\n`);
}
writeFileSync(join(HERE, 'gold.json'), `${JSON.stringify(gold)}\n`);
console.log('wrote', Object.keys(SITES).join(', '));
