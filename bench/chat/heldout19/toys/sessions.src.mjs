// Source of sessions.json and solutions.json (node bench/chat/heldout19/build.mjs).
const post = (path, fields) => `POST ${path} ${new URLSearchParams(fields).toString()}`;

const ottoOrder = { ref: 'TT4201', items: [{ id: 'otto-otter', size: 'medium', wrap: true, qty: 1 }], name: 'Margaret Ellis', email: 'm.ellis@postbox.example', address: '7 Orchard Close', town: 'Tiverly', postcode: 'TV3 9LP', delivery: 'standard' };
const gameOrder = { ref: 'TT4201', items: [{ id: 'river-traders', edition: 'deluxe', qty: 1 }], name: 'Daniel Okafor', email: 'd.okafor@mailhub.example', address: '22 Linden Road', town: 'Portwell', postcode: 'PW2 4DN', delivery: 'express', promo: 'PLAY10' };
const scooters = [{ id: 'mini-scooter', colour: 'blue', qty: 1 }, { id: 'mini-scooter', colour: 'pink', qty: 1 }];
const scooterOrder = { ref: 'TT4201', items: scooters, name: 'Tom Hargreaves', email: 'tom.h@fastmail.example', phone: '07700 900 431', address: '3 Mill Lane', town: 'Kingsbridge', postcode: 'KB1 5RT', delivery: 'collect', store: 'kingsbridge' };

export default {
  start: '/',
  today: '2026-11-28',
  sessions: [
    {
      id: 'otter-gift',
      turns: [
        { say: 'hi, can you take me to the soft toys', expect: { path: '/c/soft-toys' }, do: ['GET /c/soft-toys'] },
        { say: 'hmm is there an otter one?', says: 'Otto the Otter' },
        { say: 'open that one', expect: { path: '/p/otto-otter' }, do: ['GET /p/otto-otter'] },
        { say: 'how big is the medium?', says: '32 cm' },
        { say: 'ok medium please', expect: { query: { size: 'medium' } }, do: ['GET /p/otto-otter?size=medium'] },
        { say: 'how much is it now?', says: '£18' },
        { say: "it's a present, so add it to the basket with the gift wrap", expect: { path: '/basket', basket: [{ id: 'otto-otter', size: 'medium', wrap: true, qty: 1 }] }, do: [post('/basket/add', { id: 'otto-otter', size: 'medium', qty: '1', wrap: 'yes' })] },
        { say: 'lovely' },
        { say: "let's check out", expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: "my name's Margaret Ellis" },
        { say: 'email is m.ellis@postbox.example' },
        { say: "it's going to 7 Orchard Close, Tiverly, TV3 9LP" },
        { say: 'standard delivery is fine' },
        { say: 'ok place the order', expect: { path: '/orders/TT4201', basket: [], orders: [ottoOrder] }, do: [post('/checkout', { name: 'Margaret Ellis', email: 'm.ellis@postbox.example', address: '7 Orchard Close', town: 'Tiverly', postcode: 'TV3 9LP', delivery: 'standard' })] },
        { say: "what's my order number?", says: 'TT4201' },
      ],
    },
    {
      id: 'nephew-game',
      turns: [
        { say: 'hello! can you open the board games', expect: { path: '/c/board-games' }, do: ['GET /c/board-games'] },
        { say: "it's for my nephew, he's ten, so just show the ones for his age", expect: { query: { age: '9-12' } }, do: ['GET /c/board-games?age=9-12'] },
        { say: "which one's got the best rating?", says: 'River Traders' },
        { say: "ok let's look at that one", expect: { path: '/p/river-traders' }, do: ['GET /p/river-traders'] },
        { say: 'how long does a game take?', says: '45 minutes' },
        { say: 'get the deluxe edition', expect: { query: { edition: 'deluxe' } }, do: ['GET /p/river-traders?edition=deluxe'] },
        { say: 'add one to the basket', expect: { path: '/basket', basket: [{ id: 'river-traders', edition: 'deluxe', qty: 1 }] }, do: [post('/basket/add', { id: 'river-traders', edition: 'deluxe', qty: '1' })] },
        { say: "I've got a code, PLAY10", expect: { promo: 'PLAY10' }, do: [post('/basket/promo', { code: 'PLAY10' })] },
        { say: "what's the total now?", says: '£40.49' },
        { say: 'ok checkout', expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: 'Daniel Okafor, d.okafor@mailhub.example' },
        { say: 'the address is 22 Linden Road, Portwell, PW2 4DN' },
        { say: "can we do express? it's his birthday on Monday" },
        { say: 'ok send it', expect: { path: '/orders/TT4201', basket: [], promo: null, orders: [gameOrder] }, do: [post('/checkout', { name: 'Daniel Okafor', email: 'd.okafor@mailhub.example', address: '22 Linden Road', town: 'Portwell', postcode: 'PW2 4DN', delivery: 'express' })] },
        { say: 'thanks. what time does the Harbour Quay shop open on Sunday?', expect: { path: '/stores/harbour-quay' }, says: '11:00', do: ['GET /stores', 'GET /stores/harbour-quay'] },
        { say: 'cheers' },
      ],
    },
    {
      id: 'build-club',
      turns: [
        { say: 'what events have you got on?', expect: { path: '/events' }, do: ['GET /events'] },
        { say: 'can I book two kids on the brick club on Saturday in Kingsbridge', says: 'fully booked' },
        { say: 'oh no. is there another one?', says: 'Elm Park' },
        { say: 'ok book that one then', expect: { path: '/events/lego-club-sun' }, do: ['GET /events/lego-club-sun'] },
        { say: 'two children' },
        { say: 'my name is Priya Shah' },
        { say: 'and the email is priya.shah@inbox.example' },
        { say: 'book it', expect: { path: '/events/booked/EV301', eventBookings: [{ ref: 'EV301', event: 'lego-club-sun', name: 'Priya Shah', email: 'priya.shah@inbox.example', children: '2' }] }, do: [post('/events/lego-club-sun', { name: 'Priya Shah', email: 'priya.shah@inbox.example', children: '2' })] },
        { say: "what's the address of that store?", expect: { path: '/stores/elm-park' }, says: 'Ashby Road', do: ['GET /stores', 'GET /stores/elm-park'] },
        { say: 'is there parking?', says: 'free parking' },
        { say: 'ok while I am here, show me the building sets', expect: { path: '/c/building' }, do: ['GET /', 'GET /c/building'] },
        { say: 'under forty pounds', expect: { query: { price: 'under-40' } }, do: ['GET /c/building?price=under-40'] },
        { say: 'the marble run', expect: { path: '/p/marble-run' }, do: ['GET /p/marble-run'] },
        { say: "save it to my wishlist, I'll think about it", expect: { wishlist: ['marble-run'] }, do: [post('/wishlist/add', { id: 'marble-run', back: '/p/marble-run' })] },
        { say: "hmm ok, that's all for now" },
      ],
    },
    {
      id: 'twin-scooters',
      turns: [
        { say: 'hiya, can you search for scooters', expect: { path: '/search', query: { q: 'scooters' } }, do: ['GET /search?q=scooters'] },
        { say: 'open the mini scooter', expect: { path: '/p/mini-scooter' }, do: ['GET /p/mini-scooter'] },
        { say: "aw that's cute" },
        { say: 'blue please', expect: { query: { colour: 'blue' } }, do: ['GET /p/mini-scooter?colour=blue'] },
        { say: "put two in the basket, it's for twins", expect: { path: '/basket', basket: [{ id: 'mini-scooter', colour: 'blue', qty: 2 }] }, do: [post('/basket/add', { id: 'mini-scooter', colour: 'blue', qty: '2' })] },
        { say: 'actually make one of them a pink one', expect: { path: '/basket', basket: scooters }, do: [post('/basket/update', { line: '0', qty: '1' }), 'GET /p/mini-scooter', 'GET /p/mini-scooter?colour=pink', post('/basket/add', { id: 'mini-scooter', colour: 'pink', qty: '1' })] },
        { say: 'how much is that altogether?', says: '£90' },
        { say: 'do I have to pay for delivery?', says: 'free' },
        { say: 'ok go to the checkout', expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: "I'll collect them from the Kingsbridge shop" },
        { say: 'name Tom Hargreaves, phone 07700 900 431' },
        { say: "email's tom.h@fastmail.example" },
        { say: 'what else does it need?', says: ['address', 'postcode'] },
        { say: 'oh right. 3 Mill Lane, Kingsbridge, KB1 5RT' },
        { say: 'ok place the order', expect: { path: '/orders/TT4201', basket: [], orders: [scooterOrder] }, do: [post('/checkout', { name: 'Tom Hargreaves', email: 'tom.h@fastmail.example', phone: '07700 900 431', address: '3 Mill Lane', town: 'Kingsbridge', postcode: 'KB1 5RT', delivery: 'collect', store: 'kingsbridge' })] },
        { say: 'when can I pick them up?', says: '2pm' },
      ],
    },
  ],
};
