// Source of sessions.json and solutions.json (node bench/chat/heldout24/build.mjs).
const post = (path, fields) => `POST ${path} ${new URLSearchParams(fields).toString()}`;

const seed = () => [
  { ref: 'SP3120', status: 'booked', collect: '2026-12-01', slot: 'daytime', return: 'standard', name: 'Helen Marsh', phone: '07700 900 188', address: '41 Beckett Road', postcode: 'BR3 4LT', items: [{ id: 'shirt', finish: 'hanger', starch: 'none', qty: 6 }, { id: 'trousers', qty: 2 }] },
  { ref: 'SP3054', status: 'delivered', collect: '2026-11-17', slot: 'morning', return: 'standard', name: 'Helen Marsh', phone: '07700 900 188', address: '41 Beckett Road', postcode: 'BR3 4LT', items: [{ id: 'duvet', size: 'double', qty: 1 }, { id: 'pillow', qty: 2 }], total: 36 },
];
const withFirst = (f) => { const o = seed(); f(o[0]); return o; };

// session 1
const shirts = [{ id: 'shirt', finish: 'hanger', starch: 'light', qty: 5 }];
const shirtsSuit = [...shirts, { id: 'suit-2', qty: 1 }];
const samDraft = { collect: '2026-12-01', slot: 'daytime', return: 'standard', name: 'Sam Okafor', phone: '07700 900 552', address: '12 Elmwood Avenue', postcode: 'BR2 7QS' };
const samOrder = { ref: 'SP3201', status: 'booked', ...samDraft, items: shirtsSuit, promo: 'FRESH15' };
// session 2
const duvet = [{ id: 'duvet', size: 'king', qty: 1 }];
const priyaDraft = { collect: '2026-12-04', slot: 'morning', return: 'express', name: 'Priya Nair', phone: '07700 900 617', address: '3 Copse Hill', postcode: 'BR1 3PX' };
const priyaBag = [...duvet, { id: 'pillow', qty: 2 }];
// session 4
const dress = [{ id: 'wedding-dress', qty: 1 }];
const dresses = [...dress, { id: 'dress', style: 'evening', qty: 1 }];
const dressBag = [...dresses, { id: 'silk-scarf', qty: 2 }];
const graceDraft = { collect: '2026-11-30', slot: 'morning', return: 'standard', name: 'Grace Whitfield', phone: '07700 900 904', address: 'Flat 2, 18 Station Road', postcode: 'SE13 5EH' };
const graceFixed = { ...graceDraft, address: 'Flat 2, 16 Station Road' };
const graceFields = (d) => ({ day: d.collect, slot: d.slot, name: d.name, phone: d.phone, address: d.address, postcode: d.postcode, return: d.return });

export default {
  start: '/',
  today: '2026-11-28',
  sessions: [
    {
      id: 'shirts-and-a-suit',
      turns: [
        { say: 'hi, can you show me the prices for shirts', expect: { path: '/prices', query: { cat: 'shirts' } }, do: ['GET /prices', 'GET /prices?cat=shirts'] },
        { say: 'how much is it for a shirt?', says: '£2.95' },
        { say: 'ok open the shirt one', expect: { path: '/item/shirt' }, do: ['GET /item/shirt'] },
        { say: "and what's it if I want them folded?", says: '£3.45' },
        { say: 'nah hangers are fine. can I get five of them with light starch', expect: { path: '/bag', bag: shirts }, do: [post('/bag/add', { id: 'shirt', finish: 'hanger', starch: 'light', qty: '5' })] },
        { say: "I've also got a two piece suit that needs dry cleaning, add that too", expect: { path: '/bag', bag: shirtsSuit }, do: ['GET /prices', 'GET /prices?cat=suits', 'GET /item/suit-2', post('/bag/add', { id: 'suit-2', qty: '1' })] },
        { say: 'how much is that all together?', says: '£31.25' },
        { say: 'oh I have a code, FRESH15', expect: { promo: 'FRESH15' }, do: [post('/bag/promo', { code: 'FRESH15' })] },
        { say: 'and now?', says: '£26.56' },
        { say: 'great. can you book a collection for Tuesday', expect: { path: '/book', query: { day: '2026-12-01' } }, do: ['GET /book', 'GET /book?day=2026-12-01'] },
        { say: 'evening if you can', says: 'full' },
        { say: 'ugh, ok the daytime one then' },
        { say: "it's Sam Okafor, 07700 900 552" },
        { say: 'the address is 12 Elmwood Avenue, BR2 7QS' },
        { say: 'continue', expect: { path: '/book/review', draft: samDraft }, do: [post('/book', { day: '2026-12-01', slot: 'daytime', name: 'Sam Okafor', phone: '07700 900 552', address: '12 Elmwood Avenue', postcode: 'BR2 7QS', return: 'standard' })] },
        { say: 'when will I get them back?', says: '48 hours' },
        { say: 'perfect, confirm it', expect: { path: '/orders/SP3201', query: { done: '1' }, bag: [], promo: null, draft: null, orders: [...seed(), samOrder] }, do: [post('/book/confirm', {})] },
        { say: "what's the order number?", says: 'SP3201' },
      ],
    },
    {
      id: 'king-duvet',
      turns: [
        { say: 'hiya, can you search duvet', expect: { path: '/search', query: { q: 'duvet' } }, do: ['GET /search?q=duvet'] },
        { say: 'open it', expect: { path: '/item/duvet' }, do: ['GET /item/duvet'] },
        { say: "it's a king size", expect: { query: { size: 'king' } }, do: ['GET /item/duvet?size=king'] },
        { say: 'how much for that?', says: '£26' },
        { say: 'ok add it', expect: { path: '/bag', bag: duvet }, do: [post('/bag/add', { id: 'duvet', size: 'king', qty: '1' })] },
        { say: "and the pillows, there's four of them", expect: { path: '/bag', bag: [...duvet, { id: 'pillow', qty: 4 }] }, do: ['GET /prices', 'GET /prices?cat=bedding', 'GET /item/pillow', post('/bag/add', { id: 'pillow', qty: '4' })] },
        { say: 'wait, only two pillows actually', expect: { bag: priyaBag }, do: [post('/bag/qty', { line: '1', qty: '2' })] },
        { say: 'how long does the duvet take?', says: '4 working days' },
        { say: 'do you collect from my postcode? BR1 3PX', expect: { path: '/coverage', query: { postcode: 'BR1 3PX' } }, says: 'we collect', do: ['GET /', 'GET /coverage?postcode=BR1+3PX'] },
        { say: "cool, let's book it then", expect: { path: '/book' }, do: ['GET /bag', 'GET /book'] },
        { say: 'saturday morning', expect: { query: { day: '2026-12-05' } }, says: 'full', do: ['GET /book?day=2026-12-05'] },
        { say: 'hmm what about friday morning then', expect: { query: { day: '2026-12-04' } }, do: ['GET /book?day=2026-12-04'] },
        { say: "name's Priya Nair" },
        { say: 'mobile 07700 900 617, address 3 Copse Hill, BR1 3PX' },
        { say: 'and I want it back the next day please' },
        { say: 'ok next', expect: { path: '/book/review', draft: priyaDraft }, do: [post('/book', { day: '2026-12-04', slot: 'morning', name: 'Priya Nair', phone: '07700 900 617', address: '3 Copse Hill', postcode: 'BR1 3PX', return: 'express' })] },
        { say: "what's the total?", says: '£44.95' },
        { say: 'lovely, confirm', expect: { path: '/orders/SP3201', query: { done: '1' }, bag: [], draft: null, orders: [...seed(), { ref: 'SP3201', status: 'booked', ...priyaDraft, items: priyaBag }] }, do: [post('/book/confirm', {})] },
      ],
    },
    {
      id: 'move-then-cancel',
      turns: [
        { say: 'hi can you open my account', expect: { path: '/account' }, do: ['GET /account'] },
        { say: "when's my next collection?", says: 'Tuesday 1 December' },
        { say: "what's in that one?", expect: { path: '/orders/SP3120' }, says: ['Shirt', 'Trousers'], do: ['GET /orders/SP3120'] },
        { say: "I won't be in on Tuesday, can you move it to Thursday", expect: { orders: withFirst((o) => { o.collect = '2026-12-03'; }) }, do: [post('/orders/SP3120/move', { day: '2026-12-03', slot: 'daytime' })] },
        { say: 'actually make it the evening', expect: { orders: withFirst((o) => { o.collect = '2026-12-03'; o.slot = 'evening'; }) }, do: [post('/orders/SP3120/move', { day: '2026-12-03', slot: 'evening' })] },
        { say: 'thanks. how much did I pay for the duvet order last time?', expect: { path: '/orders/SP3054' }, says: '£36', do: ['GET /account', 'GET /orders/SP3054'] },
        { say: "oh, and I've got sensitive skin, can you change my washing settings to the fragrance free one", expect: { path: '/account', query: { saved: '1' }, prefs: { detergent: 'sensitive', softener: true, notes: '' } }, do: ['GET /account', 'GET /account/preferences', post('/account/preferences', { detergent: 'sensitive', softener: 'yes', notes: '' })] },
        { say: 'and no fabric softener either', expect: { prefs: { detergent: 'sensitive', softener: false, notes: '' } }, do: ['GET /account/preferences', post('/account/preferences', { detergent: 'sensitive', notes: '' })] },
        { say: 'great' },
        { say: 'I also need a new zip on my coat', expect: { path: '/bag', bag: [{ id: 'zip', qty: 1 }] }, do: ['GET /prices', 'GET /prices?cat=alterations', 'GET /item/zip', post('/bag/add', { id: 'zip', qty: '1' })] },
        { say: 'how long will that take?', says: '7 working days' },
        { say: "hmm that's too long, take it out", expect: { bag: [] }, do: [post('/bag/remove', { line: '0' })] },
        { say: "actually I'm going away, so just cancel the Thursday collection", expect: { path: '/account', orders: withFirst((o) => { o.collect = '2026-12-03'; o.slot = 'evening'; o.status = 'cancelled'; o.reason = 'away'; }) }, do: ['GET /account', 'GET /orders/SP3120', 'GET /orders/SP3120/cancel', post('/orders/SP3120/cancel', { reason: 'away' })] },
        { say: 'what does it say for that order now?', says: 'Cancelled' },
        { say: 'ok thanks, bye' },
      ],
    },
    {
      id: 'wedding-dress',
      turns: [
        { say: 'hello, I need your prices for dresses', expect: { path: '/prices', query: { cat: 'special' } }, do: ['GET /prices', 'GET /prices?cat=special'] },
        { say: 'how much is the wedding dress one?', says: '£145' },
        { say: 'wow. how long does it take?', says: '14 working days' },
        { say: "ok that's fine, open it", expect: { path: '/item/wedding-dress' }, do: ['GET /item/wedding-dress'] },
        { say: 'add it to my bag', expect: { path: '/bag', bag: dress }, do: [post('/bag/add', { id: 'wedding-dress', qty: '1' })] },
        { say: "I've got an evening dress as well", expect: { path: '/bag', bag: dresses }, do: ['GET /prices', 'GET /prices?cat=special', 'GET /item/dress', 'GET /item/dress?style=evening', post('/bag/add', { id: 'dress', style: 'evening', qty: '1' })] },
        { say: 'and two silk ties', expect: { path: '/bag', bag: dressBag }, do: ['GET /prices', 'GET /prices?cat=special', 'GET /item/silk-scarf', post('/bag/add', { id: 'silk-scarf', qty: '2' })] },
        { say: "what's the total so far", says: '£183.00' },
        { say: 'try the code WEDDING10', expect: { query: { code: 'invalid' } }, says: 'not recognised', do: [post('/bag/promo', { code: 'WEDDING10' })] },
        { say: 'oh well. book a collection for monday', expect: { path: '/book', query: { day: '2026-11-30' } }, do: ['GET /book', 'GET /book?day=2026-11-30'] },
        { say: 'morning please, between 7 and 10' },
        { say: 'Grace Whitfield, 07700 900 904' },
        { say: 'Flat 2, 18 Station Road, SE13 5EH' },
        { say: 'next', expect: { path: '/book/review', draft: graceDraft }, do: [post('/book', graceFields(graceDraft))] },
        { say: "hang on, it's 16 Station Road, not 18", expect: { draft: graceFixed }, do: ['GET /book?day=2026-11-30', post('/book', graceFields(graceFixed))] },
        { say: 'how much do I pay, and when?', says: ['£183.00', 'on delivery'] },
        { say: 'ok confirm', expect: { path: '/orders/SP3201', query: { done: '1' }, bag: [], draft: null, orders: [...seed(), { ref: 'SP3201', status: 'booked', ...graceFixed, items: dressBag }] }, do: [post('/book/confirm', {})] },
        { say: 'thanks so much' },
      ],
    },
  ],
};
