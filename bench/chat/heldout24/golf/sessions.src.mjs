// Source of sessions.json and solutions.json (node bench/chat/heldout24/build.mjs).
const post = (path, fields) => `POST ${path} ${new URLSearchParams(fields).toString()}`;

const seed = () => ({ ref: 'AG7705', slot: '2026-11-29-parkland-0920', adults: '2', juniors: '0', name: 'Colin Barr', email: 'colin.barr@linksmail.example', status: 'booked' });
const changed = (f) => { const b = seed(); Object.assign(b, f); return [b]; };

const fourball = { slot: '2026-11-29-parkland-1040', adults: '4', juniors: '0', name: 'Daniel Hughes', email: 'dhughes@fairwaymail.example', buggies: '2' };
const heath = { slot: '2026-12-05-heath-1000', adults: '1', juniors: '1', name: 'Tom Reid', email: 'tom.reid@quickpost.example', clubs: '1' };
const balls = [{ id: 'tour-soft', pack: 'dozen', colour: 'yellow', qty: 2 }];
const shopBag = [...balls, { id: 'cabretta-glove', size: 'ml', hand: 'left', qty: 1 }];

export default {
  start: '/',
  today: '2026-11-28',
  sessions: [
    {
      id: 'sunday-fourball',
      turns: [
        { say: 'hi, can you check tee times for tomorrow', expect: { path: '/tee-times', query: { date: '2026-11-29' } }, do: ['GET /tee-times', 'GET /tee-times?date=2026-11-29'] },
        { say: 'anything around 10 for four of us?', says: '10:40' },
        { say: 'book the 10:40 then', expect: { path: '/tee-times/book', query: { slot: '2026-11-29-parkland-1040' } }, do: ['GET /tee-times/book?slot=2026-11-29-parkland-1040'] },
        { say: 'how much is it each?', says: '£60' },
        { say: 'four players' },
        { say: "and we'll want two buggies" },
        { say: 'lead name is Daniel Hughes, email dhughes@fairwaymail.example' },
        { say: 'continue', expect: { path: '/tee-times/review', draft: fourball }, do: [post('/tee-times/book', { slot: '2026-11-29-parkland-1040', adults: '4', juniors: '0', buggies: '2', clubs: '0', name: 'Daniel Hughes', email: 'dhughes@fairwaymail.example' })] },
        { say: "what's the total?", says: '£300.00' },
        { say: 'ok confirm it', expect: { path: '/bookings/AG7801', query: { new: '1' }, draft: null, bookings: [seed(), { ref: 'AG7801', ...fourball, status: 'booked' }] }, do: [post('/tee-times/confirm', {})] },
        { say: "what's the booking reference?", says: 'AG7801' },
        { say: 'are there any winter rules I should know about?', says: 'preferred lies' },
        { say: "cheers. what's the par of the course?", expect: { path: '/course/parkland' }, says: 'Par 70', do: ['GET /course', 'GET /course/parkland'] },
        { say: 'and how long is the 7th?', says: '412' },
        { say: 'brilliant, thanks' },
      ],
    },
    {
      id: 'extra-player-and-a-lesson',
      turns: [
        { say: 'can you open my bookings', expect: { path: '/bookings' }, do: ['GET /bookings'] },
        { say: 'what time am I playing on Sunday?', says: '09:20' },
        { say: 'open that one', expect: { path: '/bookings/AG7705' }, do: ['GET /bookings/AG7705'] },
        { say: 'my mate wants to come, make it three players', expect: { bookings: changed({ adults: '3' }) }, do: [post('/bookings/AG7705/change', { adults: '3', juniors: '0', buggies: '0', clubs: '0' })] },
        { say: 'does that cost more?', says: '£180' },
        { say: 'can we add a buggy as well', expect: { bookings: changed({ adults: '3', buggies: '1' }) }, do: [post('/bookings/AG7705/change', { adults: '3', juniors: '0', buggies: '1', clubs: '0' })] },
        { say: 'ok. I also need a lesson to sort my slice out, who can I book with?', expect: { path: '/lessons' }, says: ['Mark Fenn', 'Lucy Grey'], do: ['GET /lessons'] },
        { say: "how much is Lucy's?", says: '£45' },
        { say: 'book Lucy then', expect: { path: '/lessons/book', query: { pro: 'lucy' } }, do: ['GET /lessons/book?pro=lucy'] },
        { say: "Wednesday afternoon, whatever's first" },
        { say: 'Colin Barr, colin.barr@linksmail.example' },
        { say: 'book it', expect: { path: '/lessons/booked/LS301', lessons: [{ ref: 'LS301', pro: 'lucy', when: '2026-12-02T14:00', name: 'Colin Barr', email: 'colin.barr@linksmail.example' }] }, do: [post('/lessons/book', { pro: 'lucy', when: '2026-12-02T14:00', name: 'Colin Barr', email: 'colin.barr@linksmail.example' })] },
        { say: 'what time did that end up being?', says: '14:00' },
        { say: 'do I need to bring anything?', says: 'your own clubs' },
      ],
    },
    {
      id: 'pro-shop-order',
      turns: [
        { say: 'hi can you open the pro shop', expect: { path: '/shop' }, do: ['GET /shop'] },
        { say: 'I need some balls', expect: { path: '/shop/c/balls' }, do: ['GET /shop/c/balls'] },
        { say: 'which ones are the cheapest?', says: 'lake balls' },
        { say: 'hmm, the Tour Soft ones please', expect: { path: '/shop/p/tour-soft' }, do: ['GET /shop/p/tour-soft'] },
        { say: 'in yellow', expect: { query: { colour: 'yellow' } }, do: ['GET /shop/p/tour-soft?colour=yellow'] },
        { say: 'how much is the full dozen?', says: '£29' },
        { say: 'ok go with the dozen', expect: { query: { colour: 'yellow', pack: 'dozen' } }, do: ['GET /shop/p/tour-soft?colour=yellow&pack=dozen'] },
        { say: 'add two boxes', expect: { path: '/shop/basket', basket: balls }, do: [post('/shop/add', { id: 'tour-soft', pack: 'dozen', colour: 'yellow', qty: '2' })] },
        { say: "I need a glove too, medium large, I'm right handed", expect: { path: '/shop/basket', basket: shopBag }, do: ['GET /shop', 'GET /shop/c/gloves', 'GET /shop/p/cabretta-glove', 'GET /shop/p/cabretta-glove?size=ml', post('/shop/add', { id: 'cabretta-glove', size: 'ml', hand: 'left', qty: '1' })] },
        { say: "what's the total?", says: '£72.00' },
        { say: 'do members get a discount?', says: '10%' },
        { say: 'ok checkout', expect: { path: '/shop/checkout' }, do: ['GET /shop/checkout'] },
        { say: 'my membership number is AP2214' },
        { say: "name's Ruth Collins, ruth.collins@postbox.example" },
        { say: 'place the order', expect: { path: '/shop/orders/PS5001', basket: [], orders: [{ ref: 'PS5001', items: shopBag, name: 'Ruth Collins', email: 'ruth.collins@postbox.example', member: 'AP2214' }] }, do: [post('/shop/checkout', { name: 'Ruth Collins', email: 'ruth.collins@postbox.example', member: 'AP2214' })] },
        { say: 'when can I pick it up?', says: '10am' },
      ],
    },
    {
      id: 'nine-holes-with-my-son',
      turns: [
        { say: 'hello, me and my son want to play the nine hole course on Tuesday', expect: { path: '/tee-times', query: { date: '2026-12-01', course: 'heath' } }, do: ['GET /tee-times', 'GET /tee-times?course=heath', 'GET /tee-times?course=heath&date=2026-12-01'] },
        { say: 'is there anything after school, like half three?', says: '14:00' },
        { say: 'ok what about saturday morning instead', expect: { query: { date: '2026-12-05', course: 'heath' } }, do: ['GET /tee-times?course=heath&date=2026-12-05'] },
        { say: "the 10 o'clock", expect: { path: '/tee-times/book', query: { slot: '2026-12-05-heath-1000' } }, do: ['GET /tee-times/book?slot=2026-12-05-heath-1000'] },
        { say: "does he pay full price? he's 12", says: '£11' },
        { say: 'one adult and one junior then' },
        { say: 'can we hire clubs?', says: '£15' },
        { say: 'yes, one set for him' },
        { say: "and we'll take a buggy", says: 'not allowed' },
        { say: "oh ok never mind. name's Tom Reid, tom.reid@quickpost.example" },
        { say: 'continue', expect: { path: '/tee-times/review', draft: heath }, do: [post('/tee-times/book', { slot: '2026-12-05-heath-1000', adults: '1', juniors: '1', clubs: '1', name: 'Tom Reid', email: 'tom.reid@quickpost.example' })] },
        { say: 'how much is it altogether?', says: '£48.00' },
        { say: 'confirm', expect: { path: '/bookings/AG7801', query: { new: '1' }, draft: null, bookings: [seed(), { ref: 'AG7801', ...heath, status: 'booked' }] }, do: [post('/tee-times/confirm', {})] },
        { say: 'does he need proper golf shoes?', says: 'trainers' },
        { say: 'great, thanks' },
      ],
    },
  ],
};
