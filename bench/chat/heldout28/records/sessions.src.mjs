// Needle & Groove Records sessions. `do` = the requests a correct assistant makes (solutions.json).
const ME = { name: 'Priya Shah', email: 'priya.shah@example.com', address: '12 Canal Street, Leeds', postcode: 'LS2 7AB' };
const O4410 = { ref: 'NG-4410', placed: '2026-11-30', items: [{ slug: 'velvet-hours', format: 'lp', colour: 'Black', qty: 1 }], ...ME, delivery: 'standard', promo: '', total: 32.95, status: 'processing' };
const O4388 = { ref: 'NG-4388', placed: '2026-11-12', items: [{ slug: 'paper-planes', format: 'cassette', colour: '', qty: 1 }], ...ME, delivery: 'standard', promo: '', total: 12.95, status: 'delivered' };
const add = (slug, format, colour, qty = 1) => `POST /basket/add slug=${slug}&format=${format}&colour=${colour}&qty=${qty}`;
const checkoutPost = (d) => `POST /checkout name=${d.name}&email=${d.email}&address=${d.address}&postcode=${d.postcode}&delivery=${d.delivery}`;

const lantern = { slug: 'blue-lantern', format: '2lp', colour: 'Clear', qty: 1 };
const trains = { slug: 'night-trains', format: 'lp', colour: 'Black', qty: 1 };
const copper = { slug: 'copper-sky', format: 'lp', colour: 'Orange', qty: 1 };
const bloom = { slug: 'static-bloom', format: 'cd', colour: '', qty: 1 };
const velvet = { slug: 'velvet-hours', format: 'lp', colour: 'Red marble', qty: 1 };
const south = { slug: 'southbound', format: 'lp', colour: 'Black', qty: 1 };
const tide = { slug: 'low-tide', format: '2lp', colour: 'Black', qty: 1 };
const signal = { slug: 'signal-path', format: 'lp', colour: 'Black', qty: 1 };
const office = { ...ME, address: '4 Mill Yard, Leeds', postcode: 'LS9 8DQ', delivery: 'tracked' };

export default {
  start: '/',
  today: '2026-12-02',
  sessions: [
    {
      id: 'jazz-for-dad',
      turns: [
        { say: "hi, have you got any jazz? it's for my dad", expect: { path: '/records', query: { genre: 'jazz' } }, do: ['GET /records?genre=jazz'] },
        { say: 'just the vinyl ones', expect: { query: { genre: 'jazz', format: 'vinyl' } }, do: ['GET /records?genre=jazz&format=vinyl'] },
        { say: 'cheapest first please', expect: { query: { genre: 'jazz', format: 'vinyl', sort: 'price-asc' } }, do: ['GET /records?genre=jazz&format=vinyl&sort=price-asc'] },
        { say: "who's the first one by?", says: 'Lou Marr Trio', do: [] },
        { say: 'open the second one', expect: { path: '/record/blue-lantern' }, do: ['GET /record/blue-lantern'] },
        { say: 'how much is the double vinyl?', says: '£38.00', do: [] },
        { say: 'ok, the double then', expect: { query: { format: '2lp' } }, do: ['GET /record/blue-lantern?format=2lp'] },
        { say: 'in clear', expect: { query: { format: '2lp', colour: 'Clear' } }, do: ['GET /record/blue-lantern?format=2lp&colour=Clear'] },
        { say: 'add it to my basket', expect: { path: '/basket', basket: [lantern] }, do: [add('blue-lantern', '2lp', 'Clear')] },
        { say: 'can you look up Night Trains as well', expect: { path: '/records', query: { q: 'night trains' } }, do: ['GET /records?q=night+trains'] },
        { say: 'open it', expect: { path: '/record/night-trains' }, do: ['GET /record/night-trains'] },
        { say: 'what year did that come out?', says: '1962', do: [] },
        { say: 'can I get it on CD?', says: 'sold out', do: [] },
        { say: 'ok, the record then, add it', expect: { path: '/basket', basket: [lantern, trains] }, do: [add('night-trains', 'lp', 'Black')] },
        { say: "what's the total?", says: '£65.00', do: [] },
        { say: 'checkout', expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: 'my details are all fine, standard delivery. continue', expect: { path: '/checkout/review', draft: { ...ME, delivery: 'standard' } }, do: [checkoutPost({ ...ME, delivery: 'standard' })] },
        { say: 'place the order', expect: { path: '/order/NG-4411/thanks', basket: [], promo: '', draft: null, orders: [{ ref: 'NG-4411', placed: '2026-12-02', items: [lantern, trains], ...ME, delivery: 'standard', promo: '', total: 65, status: 'processing' }, O4410, O4388] }, do: ['POST /checkout/place'] },
      ],
    },
    {
      id: 'copper-sky-for-my-brother',
      turns: [
        { say: 'search for copper sky', expect: { path: '/records', query: { q: 'copper sky' } }, do: ['GET /records?q=copper+sky'] },
        { say: 'click on it', expect: { path: '/record/copper-sky' }, do: ['GET /record/copper-sky'] },
        { say: 'what formats does it come in?', says: ['Vinyl LP', 'CD', 'Cassette'], do: [] },
        { say: 'the orange vinyl', expect: { query: { colour: 'Orange' } }, do: ['GET /record/copper-sky?colour=Orange'] },
        { say: 'add two to my basket', expect: { path: '/basket', basket: [{ ...copper, qty: 2 }] }, do: [add('copper-sky', 'lp', 'Orange', 2)] },
        { say: 'actually just one, my brother already has it', expect: { basket: [copper] }, do: ['POST /basket/update line=0&qty=1'] },
        { say: "I've got a code, SPIN10", expect: { promo: 'SPIN10' }, do: ['POST /basket/promo code=SPIN10'] },
        { say: "what's it come to?", says: '£27.35', do: [] },
        { say: 'anything else by Moss Avenue?', expect: { path: '/records', query: { q: 'moss avenue' } }, do: ['GET /records?q=moss+avenue'] },
        { say: 'open Static Bloom', expect: { path: '/record/static-bloom' }, do: ['GET /record/static-bloom'] },
        { say: 'on CD', expect: { query: { format: 'cd' } }, do: ['GET /record/static-bloom?format=cd'] },
        { say: 'add it', expect: { path: '/basket', basket: [copper, bloom] }, do: [add('static-bloom', 'cd', '')] },
        { say: 'go to checkout', expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: "I'll pick it up from the shop", do: [] },
        { say: 'continue', expect: { path: '/checkout/review', draft: { ...ME, delivery: 'collect' } }, do: [checkoutPost({ ...ME, delivery: 'collect' })] },
        { say: 'how much in total?', says: '£32.40', do: [] },
        { say: 'great, place it', expect: { path: '/order/NG-4411/thanks', basket: [], promo: '', draft: null, orders: [{ ref: 'NG-4411', placed: '2026-12-02', items: [copper, bloom], ...ME, delivery: 'collect', promo: 'SPIN10', total: 32.4, status: 'processing' }, O4410, O4388] }, do: ['POST /checkout/place'] },
      ],
    },
    {
      id: 'wrong-colour',
      turns: [
        { say: 'can you open my orders?', expect: { path: '/account' }, do: ['GET /account'] },
        { say: "what's the status of the last one?", says: 'Processing', do: [] },
        { say: 'open it', expect: { path: '/account/orders/NG-4410' }, do: ['GET /account/orders/NG-4410'] },
        { say: 'what did I order?', says: 'Velvet Hours', do: [] },
        { say: 'cancel it please, I ordered the wrong colour', expect: { orders: [{ ...O4410, status: 'cancelled', reason: 'Ordered the wrong item' }, O4388] }, do: ['POST /account/orders/NG-4410/cancel reason=Ordered the wrong item'] },
        { say: 'ok, find Velvet Hours', expect: { path: '/records', query: { q: 'velvet hours' } }, do: ['GET /records?q=velvet+hours'] },
        { say: 'first one', expect: { path: '/record/velvet-hours' }, do: ['GET /record/velvet-hours'] },
        { say: 'in red marble this time', expect: { query: { colour: 'Red marble' } }, do: ['GET /record/velvet-hours?colour=Red+marble'] },
        { say: 'add it', expect: { path: '/basket', basket: [velvet] }, do: [add('velvet-hours', 'lp', 'Red marble')] },
        { say: 'also look for Southbound', expect: { path: '/records', query: { q: 'southbound' } }, do: ['GET /records?q=southbound'] },
        { say: 'add the LP of that one', expect: { path: '/basket', basket: [velvet, south] }, do: ['GET /record/southbound', add('southbound', 'lp', 'Black')] },
        { say: "what's the total now?", says: '£53.00', do: [] },
        { say: 'checkout', expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: 'send it to my office, 4 Mill Yard, Leeds, LS9 8DQ', do: [] },
        { say: 'tracked please', do: [] },
        { say: 'continue', expect: { path: '/checkout/review', draft: office }, do: [checkoutPost(office)] },
        { say: "what's the delivery cost?", says: '£5.95', do: [] },
        { say: 'ok, place the order', expect: { path: '/order/NG-4411/thanks', basket: [], promo: '', draft: null, orders: [{ ref: 'NG-4411', placed: '2026-12-02', items: [velvet, south], ...office, promo: '', total: 58.95, status: 'processing' }, { ...O4410, status: 'cancelled', reason: 'Ordered the wrong item' }, O4388] }, do: ['POST /checkout/place'] },
      ],
    },
    {
      id: 'electronic-browsing',
      turns: [
        { say: 'show me electronic music', expect: { path: '/records', query: { genre: 'electronic' } }, do: ['GET /records?genre=electronic'] },
        { say: 'how many are there?', says: '3 records', do: [] },
        { say: 'newest first', expect: { query: { genre: 'electronic', sort: 'newest' } }, do: ['GET /records?genre=electronic&sort=newest'] },
        { say: 'open the top one', expect: { path: '/record/glasshouse' }, do: ['GET /record/glasshouse'] },
        { say: "who's it by?", says: 'Orla Venn', do: [] },
        { say: 'go back', expect: { path: '/records', query: { genre: 'electronic', sort: 'newest' } }, do: ['BACK'] },
        { say: 'the second one', expect: { path: '/record/low-tide' }, do: ['GET /record/low-tide'] },
        { say: 'cassette please', expect: { query: { format: 'cassette' } }, do: ['GET /record/low-tide?format=cassette'] },
        { say: 'hmm no, make it the vinyl', expect: { query: { format: '2lp' } }, do: ['GET /record/low-tide?format=2lp'] },
        { say: 'add it', expect: { path: '/basket', basket: [tide] }, do: [add('low-tide', '2lp', 'Black')] },
        { say: 'do I get free delivery?', says: 'over £50', do: [] },
        { say: 'then add Signal Path on vinyl too', expect: { path: '/basket', basket: [tide, signal] }, do: ['GET /records?q=signal+path', 'GET /record/signal-path', add('signal-path', 'lp', 'Black')] },
        { say: "what's my total now?", says: '£59.00', do: [] },
        { say: 'what time do you close on saturdays?', says: '6pm', do: [] },
        { say: 'sign me up to the newsletter, priya.shah@example.com', expect: { path: '/newsletter/thanks', newsletter: ['priya.shah@example.com'] }, do: ['POST /newsletter email=priya.shah@example.com'] },
        { say: "thanks, I'll check out later", do: [] },
      ],
    },
  ],
};
