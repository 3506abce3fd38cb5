// Source of sessions.json and solutions.json (node bench/chat/heldout29/build.mjs).
import { SEED_ORDERS } from './server.mjs';
const post = (path, fields) => `POST ${path} ${new URLSearchParams(fields).toString()}`;
const seed = () => SEED_ORDERS();

// session 1
const roq = [{ id: 'roquefort', weight: '500', qty: 1 }];
const roqOat = [...roq, { id: 'oatcakes', qty: 2 }];
const maya = { ref: 'CR1101', status: 'placed', deliver: '2026-12-04', name: 'Maya Collins', email: 'maya.collins@fastmail.example', address: '22 Wellington Road', postcode: 'BS6 5AG', items: roqOat };
// session 2
const again = [{ id: 'westcombe', weight: '500', qty: 1 }, { id: 'oatcakes', qty: 2 }];
const againOne = [{ id: 'westcombe', weight: '500', qty: 1 }, { id: 'oatcakes', qty: 1 }];
const cancelled = () => { const o = seed(); o[1].status = 'cancelled'; return o; };
// session 3
const goat = [{ id: 'golden-cross', weight: '500', qty: 2 }];
const goatKnife = [...goat, { id: 'knife-set', qty: 1 }];
const tom = { ref: 'CR1101', status: 'placed', deliver: '2026-12-05', name: 'Tom Ashby', email: 'tom.ashby@quickmail.example', address: '4 Mill Lane, Frome', postcode: 'BA11 2PQ', items: goatKnife, message: 'Happy birthday Dad, love Tom' };
// session 4
const man = [{ id: 'manchego', weight: '250', qty: 1 }];
const manQ = [...man, { id: 'quince', qty: 1 }];
const manQW = [...manQ, { id: 'westcombe', weight: '1000', qty: 1 }];
const alex = { ref: 'CR1101', status: 'placed', deliver: '2026-12-01', name: 'Alex Moreno', email: 'alex.moreno@postmail.example', address: '9 Tanner Street', postcode: 'BS3 1QT', items: manQ };

export default {
  start: '/',
  today: '2026-11-30',
  sessions: [
    {
      id: 'blue-for-a-party',
      turns: [
        { say: 'hi, can you show me your blue cheeses', expect: { path: '/shop', query: { type: 'blue' } }, do: ['GET /shop?type=blue'] },
        { say: "which one's the cheapest?", says: 'Gorgonzola Dolce' },
        { say: 'sort them by price, lowest first', expect: { query: { type: 'blue', sort: 'price-low' } }, do: ['GET /shop?type=blue&sort=price-low'] },
        { say: 'open the second one', expect: { path: '/cheese/stichelton' }, do: ['GET /cheese/stichelton'] },
        { say: 'is it vegetarian?', says: 'animal rennet' },
        { say: "hmm, some of them don't eat that. go back", expect: { path: '/shop', query: { type: 'blue', sort: 'price-low' } }, do: ['BACK'] },
        { say: 'the Roquefort then', expect: { path: '/cheese/roquefort' }, do: ['GET /cheese/roquefort'] },
        { say: 'can I get 500 grams', expect: { query: { weight: '500' } }, do: ['GET /cheese/roquefort?weight=500'] },
        { say: "how much is that?", says: '£18.40' },
        { say: 'fine, add it', expect: { path: '/basket', basket: roq }, do: [post('/basket/add', { id: 'roquefort', weight: '500', qty: '1' })] },
        { say: "I'll need some oatcakes to go with it, two boxes", expect: { path: '/basket', basket: roqOat }, do: ['GET /shop?type=extras', 'GET /cheese/oatcakes', post('/basket/add', { id: 'oatcakes', qty: '2' })] },
        { say: "what's the total now?", says: '£29.85' },
        { say: 'ok, checkout', expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: "it's Maya Collins, maya.collins@fastmail.example" },
        { say: 'deliver to 22 Wellington Road, BS6 5AG' },
        { say: 'friday please' },
        { say: 'place the order', expect: { path: '/orders/CR1101', query: { placed: '1' }, basket: [], orders: [...seed(), maya] }, do: [post('/checkout', { name: 'Maya Collins', email: 'maya.collins@fastmail.example', address: '22 Wellington Road', postcode: 'BS6 5AG', deliver: '2026-12-04' })] },
        { say: "so when's it coming?", says: 'Friday 4 December' },
        { say: 'lovely, thank you' },
      ],
    },
    {
      id: 'order-again',
      turns: [
        { say: 'can you open my account', expect: { path: '/account' }, do: ['GET /account'] },
        { say: "what's happening with my latest order?", says: 'Being prepared' },
        { say: 'ok. open the one that was delivered', expect: { path: '/orders/CR1042' }, do: ['GET /orders/CR1042'] },
        { say: 'what did I get in that one?', says: ['Westcombe Cheddar', 'oatcakes'] },
        { say: 'that cheddar was amazing. order those again', expect: { path: '/basket', basket: again }, do: [post('/orders/CR1042/reorder', {})] },
        { say: 'just one box of oatcakes this time', expect: { basket: againOne }, do: [post('/basket/qty', { line: '1', qty: '1' })] },
        { say: "I've got a code, WINTER5", expect: { promo: 'WINTER5' }, do: [post('/basket/promo', { code: 'WINTER5' })] },
        { say: 'what does it come to?', says: '£20.96' },
        { say: 'hmm, try CHEESE10 instead', expect: { promo: 'CHEESE10' }, do: [post('/basket/promo', { code: 'CHEESE10' })] },
        { say: 'and now?', says: '£20.11' },
        { say: 'ok good, leave that there for now' },
        { say: 'go back to my account', expect: { path: '/account' }, do: ['GET /account'] },
        { say: "the other order, the one that hasn't come yet", expect: { path: '/orders/CR1057' }, do: ['GET /orders/CR1057'] },
        { say: "when's it being delivered?", says: 'Thursday 3 December' },
        { say: "I'm away then. cancel it please", expect: { path: '/orders/CR1057', orders: cancelled() }, do: [post('/orders/CR1057/cancel', {})] },
        { say: "thanks, that's all" },
      ],
    },
    {
      id: 'goat-cheese-present',
      turns: [
        { say: 'hello, search for goat', expect: { path: '/shop', query: { q: 'goat' } }, do: ['GET /shop?q=goat'] },
        { say: 'how many have you got?', says: '2 products' },
        { say: 'only the vegetarian ones', expect: { query: { q: 'goat', veg: 'yes' } }, do: ['GET /shop?q=goat&veg=yes'] },
        { say: 'open the first one', expect: { path: '/cheese/golden-cross' }, do: ['GET /cheese/golden-cross'] },
        { say: 'where is it made?', says: 'East Sussex' },
        { say: 'a kilo of it please', expect: { query: { weight: '1000' } }, do: ['GET /cheese/golden-cross?weight=1000'] },
        { say: "hmm, that's a lot. half a kilo instead", expect: { query: { weight: '500' } }, do: ['GET /cheese/golden-cross?weight=500'] },
        { say: 'add two of those', expect: { path: '/basket', basket: goat }, do: [post('/basket/add', { id: 'golden-cross', weight: '500', qty: '2' })] },
        { say: "and a cheese knife set, it's a present", expect: { path: '/basket', basket: goatKnife }, do: ['GET /shop?type=extras', 'GET /cheese/knife-set', post('/basket/add', { id: 'knife-set', qty: '1' })] },
        { say: 'is delivery free now?', says: 'Free' },
        { say: 'great, check out', expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: 'name Tom Ashby, email tom.ashby@quickmail.example' },
        { say: 'send it to 4 Mill Lane, Frome, postcode BA11 2PQ' },
        { say: 'Saturday delivery' },
        { say: 'and put a message in: Happy birthday Dad, love Tom' },
        { say: 'place it', expect: { path: '/orders/CR1101', query: { placed: '1' }, basket: [], orders: [...seed(), tom] }, do: [post('/checkout', { name: 'Tom Ashby', email: 'tom.ashby@quickmail.example', address: '4 Mill Lane, Frome', postcode: 'BA11 2PQ', deliver: '2026-12-05', message: 'Happy birthday Dad, love Tom' })] },
        { say: "what's the order number?", says: 'CR1101' },
      ],
    },
    {
      id: 'manchego-and-quince',
      turns: [
        { say: 'hi, how long does cheese keep?', expect: { path: '/help' }, says: 'three weeks', do: ['GET /help'] },
        { say: 'ok good. show me the hard cheeses', expect: { path: '/shop', query: { type: 'hard' } }, do: ['GET /shop', 'GET /shop?type=hard'] },
        { say: 'sort by name', expect: { query: { type: 'hard', sort: 'name' } }, do: ['GET /shop?type=hard&sort=name'] },
        { say: "what's the Spanish one called?", says: 'Manchego' },
        { say: 'open that one', expect: { path: '/cheese/manchego' }, do: ['GET /cheese/manchego'] },
        { say: 'what milk is it?', says: "Sheep's milk" },
        { say: 'add 250 grams', expect: { path: '/basket', basket: man }, do: [post('/basket/add', { id: 'manchego', weight: '250', qty: '1' })] },
        { say: 'go back, it said something goes well with it', expect: { path: '/cheese/manchego' }, do: ['BACK'] },
        { say: 'yeah, add the quince paste', expect: { path: '/basket', basket: manQ }, do: ['GET /cheese/quince', post('/basket/add', { id: 'quince', qty: '1' })] },
        { say: 'and the Westcombe cheddar, a kilo', expect: { path: '/basket', basket: manQW }, do: ['GET /shop?q=westcombe', 'GET /cheese/westcombe', 'GET /cheese/westcombe?weight=1000', post('/basket/add', { id: 'westcombe', weight: '1000', qty: '1' })] },
        { say: "whoa, that's pricey. take the cheddar out", expect: { basket: manQ }, do: [post('/basket/remove', { line: '2' })] },
        { say: 'ok, checkout', expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: 'Alex Moreno, alex.moreno@postmail.example, 9 Tanner Street, BS3 1QT' },
        { say: 'the first day you can do' },
        { say: 'go ahead', expect: { path: '/orders/CR1101', query: { placed: '1' }, basket: [], orders: [...seed(), alex] }, do: [post('/checkout', { name: 'Alex Moreno', email: 'alex.moreno@postmail.example', address: '9 Tanner Street', postcode: 'BS3 1QT', deliver: '2026-12-01' })] },
        { say: 'how much was it in the end?', says: '£16.65' },
        { say: 'perfect' },
      ],
    },
  ],
};
