// Junction Models tasks. `do` = the requests a correct run makes (solutions.json).
const ME = { name: 'Graham Lowe', email: 'graham.lowe@example.com', address: '5 Signal Row, Todmorden', postcode: 'OL14 6DP' };
const J2207 = { ref: 'JM-2207', items: [{ item: 'coal-wagons-oo', option: '', qty: 2 }], ...ME, delivery: 'standard', promo: '', total: 76, status: 'processing' };
const J2150 = { ref: 'JM-2150', items: [{ item: 'tank-wagon-n', option: '', qty: 2 }, { item: 'figures-n', option: '', qty: 1 }], ...ME, delivery: 'standard', promo: '', total: 48.95, status: 'delivered' };
const placed = (o) => [{ ref: 'JM-2208', status: 'processing', promo: '', ...o }, J2207, J2150];
const pay = (o) => `POST /checkout name=${o.name}&email=${o.email}&delivery=${o.delivery}&address=${o.address || ''}&postcode=${o.postcode || ''}`;
const add = (item, option, qty = 1) => `POST /basket/add item=${item}&option=${option}&qty=${qty}`;

export default {
  start: '/',
  today: '2026-12-03',
  tasks: [
    {
      id: 'oo-locos-cheapest',
      instruction: 'Show OO gauge locomotives, cheapest first.',
      expect: { path: '/shop', query: { cat: 'locomotives', scale: 'oo', sort: 'price-asc' } },
      do: ['GET /shop?cat=locomotives', 'GET /shop?cat=locomotives&scale=oo&sort=price-asc'],
    },
    {
      id: 'search-mallard',
      instruction: 'Search for "Mallard" and open it.',
      expect: { path: '/item/a4-mallard-oo' },
      do: ['GET /shop?q=Mallard', 'GET /item/a4-mallard-oo'],
    },
    {
      id: 'class-37-sound',
      instruction: 'Add the Class 37 in BR blue with DCC sound to the basket.',
      start: '/shop?cat=locomotives',
      expect: { path: '/basket', basket: [{ item: 'class-37-oo', option: 'sound', qty: 1 }] },
      do: ['GET /item/class-37-oo', 'GET /item/class-37-oo?dcc=sound', add('class-37-oo', 'sound')],
    },
    {
      id: 'two-packs-coal-wagons',
      instruction: 'Add two packs of the 16-ton coal wagons to my basket.',
      expect: { path: '/basket', basket: [{ item: 'coal-wagons-oo', option: '', qty: 2 }] },
      do: ['GET /shop?cat=rolling-stock', 'GET /item/coal-wagons-oo', add('coal-wagons-oo', '', 2)],
    },
    {
      id: 'mk1-green',
      instruction: 'Open the Mk1 coach and pick the Southern green livery.',
      start: '/shop?cat=rolling-stock',
      expect: { path: '/item/mk1-coach-oo', query: { livery: 'green' } },
      do: ['GET /item/mk1-coach-oo', 'GET /item/mk1-coach-oo?livery=green'],
    },
    {
      id: 'wishlist-class-66',
      instruction: 'Save the Class 66 to my wishlist.',
      start: '/shop?cat=locomotives',
      expect: { path: '/account/wishlist', wishlist: ['class-66-oo'] },
      do: ['GET /item/class-66-oo', 'POST /wishlist/add item=class-66-oo'],
    },
    {
      id: 'notify-class-47',
      instruction: 'The N gauge Class 47 is out of stock: ask to be emailed at "graham.lowe@example.com" when it is back.',
      start: '/shop?cat=locomotives&scale=n',
      expect: { path: '/item/class-47-n', alerts: [{ item: 'class-47-n', email: 'graham.lowe@example.com' }] },
      do: ['GET /item/class-47-n', 'POST /alerts item=class-47-n&email=graham.lowe@example.com'],
    },
    {
      id: 'track-and-points',
      instruction: 'Buy 6 lengths of OO straight track and 2 left-hand points, standard delivery to my saved address.',
      expect: { path: '/checkout/done', basket: [], promo: '', orders: placed({ items: [{ item: 'straight-track-oo', option: '', qty: 6 }, { item: 'point-left-oo', option: '', qty: 2 }], ...ME, delivery: 'standard', total: 59.15 }) },
      do: ['GET /shop?cat=track', 'GET /item/straight-track-oo', add('straight-track-oo', '', 6), 'GET /shop?cat=track', 'GET /item/point-left-oo', add('point-left-oo', '', 2), 'GET /checkout', pay({ ...ME, delivery: 'standard' })],
    },
    {
      id: 'controller-track10-next-day',
      instruction: 'Buy the analogue controller using the code "TRACK10", with next-day delivery.',
      start: '/shop?cat=controllers',
      expect: { path: '/checkout/done', basket: [], promo: '', orders: placed({ items: [{ item: 'analogue-controller', option: '', qty: 1 }], ...ME, delivery: 'next-day', promo: 'TRACK10', total: 62.05 }) },
      do: ['GET /item/analogue-controller', add('analogue-controller', ''), 'POST /basket/promo code=TRACK10', 'GET /checkout', pay({ ...ME, delivery: 'next-day' })],
    },
    {
      id: 'station-kit-collect',
      instruction: 'Buy the country station kit to collect from the shop, in the name "Ian Shaw" with the email ian.shaw@example.com.',
      start: '/shop?cat=scenery',
      expect: { path: '/checkout/done', basket: [], promo: '', orders: placed({ items: [{ item: 'station-kit-oo', option: '', qty: 1 }], name: 'Ian Shaw', email: 'ian.shaw@example.com', delivery: 'collect', total: 34 }) },
      do: ['GET /item/station-kit-oo', add('station-kit-oo', ''), 'GET /checkout', pay({ name: 'Ian Shaw', email: 'ian.shaw@example.com', delivery: 'collect' })],
    },
    {
      id: 'cancel-jm-2207',
      instruction: 'Cancel order JM-2207 because I found it cheaper elsewhere.',
      start: '/account',
      expect: { path: '/account/orders/JM-2207', orders: [{ ...J2207, status: 'cancelled', reason: 'Found it cheaper elsewhere' }, J2150] },
      do: ['GET /account/orders/JM-2207', 'POST /account/orders/JM-2207/cancel reason=Found it cheaper elsewhere'],
    },
    {
      id: 'return-tank-wagons',
      instruction: 'Return the oil tank wagons from order JM-2150: they arrived damaged.',
      expect: { path: '/account/orders/JM-2150', returns: [{ order: 'JM-2150', item: 'tank-wagon-n', reason: 'Arrived damaged' }] },
      do: ['GET /account', 'GET /account/orders/JM-2150', 'POST /account/orders/JM-2150/return item=tank-wagon-n&reason=Arrived damaged'],
    },
    {
      id: 'sound-fitting-by-post',
      instruction: 'Book my OO gauge "Class 40 D200" in for a sound chip fitting; I will post it. Name "Graham Lowe", email graham.lowe@example.com.',
      expect: { path: '/servicing/booked', servicing: [{ loco: 'Class 40 D200', scale: 'oo', service: 'sound', arrival: 'post', name: 'Graham Lowe', email: 'graham.lowe@example.com', notes: '' }] },
      do: ['GET /servicing', 'POST /servicing loco=Class 40 D200&scale=oo&service=sound&arrival=post&name=Graham Lowe&email=graham.lowe@example.com&notes='],
    },
    {
      id: 'basic-service-in-shop',
      instruction: 'Book a basic service for my N gauge "Class 08 shunter", which I will bring into the shop, with my details.',
      start: '/servicing',
      answers: { name: 'Graham Lowe', email: 'graham.lowe@example.com' },
      expect: { path: '/servicing/booked', servicing: [{ loco: 'Class 08 shunter', scale: 'n', service: 'basic', arrival: 'shop', name: 'Graham Lowe', email: 'graham.lowe@example.com', notes: '' }] },
      do: ['POST /servicing loco=Class 08 shunter&scale=n&service=basic&arrival=shop&name=Graham Lowe&email=graham.lowe@example.com&notes='],
    },
    {
      id: 'show-sunday-tickets',
      instruction: 'Buy 2 adult and 1 child tickets for the Sunday of the model railway show, for "Graham Lowe", graham.lowe@example.com.',
      expect: { path: '/show/thanks', tickets: [{ day: '2026-12-13', adults: 2, children: 1, name: 'Graham Lowe', email: 'graham.lowe@example.com', total: 20 }] },
      do: ['GET /show', 'POST /show day=2026-12-13&adults=2&children=1&name=Graham Lowe&email=graham.lowe@example.com'],
    },
    {
      id: 'show-child-price',
      instruction: 'Open the model railway show page and tell me what a child ticket costs.',
      expect: { path: '/show' },
      do: ['GET /show'],
    },
    {
      id: 'static-grass-five',
      instruction: 'Add 3 packs of static grass to the basket, then change the quantity to 5.',
      start: '/shop?cat=scenery',
      expect: { path: '/basket', basket: [{ item: 'static-grass', option: '', qty: 5 }] },
      do: ['GET /item/static-grass', add('static-grass', '', 3), 'POST /basket/update line=0&qty=5'],
    },
    {
      id: 'ridgeline-n-gauge',
      instruction: 'Show all Ridgeline products in N gauge.',
      expect: { path: '/shop', query: { scale: 'n', brand: 'ridgeline' } },
      do: ['GET /shop?scale=n', 'GET /shop?scale=n&brand=ridgeline'],
    },
    {
      id: 'cheapest-n-loco-in-stock',
      instruction: 'Add the cheapest N gauge locomotive that is in stock to my wishlist.',
      start: '/shop?cat=locomotives',
      expect: { path: '/account/wishlist', wishlist: ['class-08-n'] },
      do: ['GET /item/class-08-n', 'POST /wishlist/add item=class-08-n'],
    },
    {
      id: 'newsletter-sam',
      instruction: 'Subscribe "sam.finch@example.com" to the newsletter.',
      expect: { path: '/newsletter/thanks', newsletter: ['sam.finch@example.com'] },
      do: ['POST /newsletter email=sam.finch@example.com'],
    },
    {
      id: 'dcc-starter-price',
      instruction: 'Open the digital controller starter set and tell me its price.',
      expect: { path: '/item/dcc-controller' },
      do: ['GET /shop?cat=controllers', 'GET /item/dcc-controller'],
    },
    {
      id: 'shunter-for-my-son',
      instruction: "Order the Class 08 shunter, DCC fitted, with standard delivery to my son's address and in his name.",
      start: '/shop?cat=locomotives&scale=n',
      answers: { "son's name": 'Ben Lowe', "son's address": '22 Park Terrace, Hebden Bridge', "son's postcode": 'HX7 8AJ' },
      expect: { path: '/checkout/done', basket: [], promo: '', orders: placed({ items: [{ item: 'class-08-n', option: 'fitted', qty: 1 }], name: 'Ben Lowe', email: ME.email, delivery: 'standard', address: '22 Park Terrace, Hebden Bridge', postcode: 'HX7 8AJ', total: 129 }) },
      do: ['GET /item/class-08-n', 'GET /item/class-08-n?dcc=fitted', add('class-08-n', 'fitted'), 'GET /checkout', pay({ name: 'Ben Lowe', email: ME.email, delivery: 'standard', address: '22 Park Terrace, Hebden Bridge', postcode: 'HX7 8AJ' })],
    },
    {
      id: 'scenery-in-stock-dearest',
      instruction: 'Show only the scenery that is in stock, most expensive first.',
      start: '/shop?cat=scenery',
      expect: { path: '/shop', query: { cat: 'scenery', stock: '1', sort: 'price-desc' } },
      do: ['GET /shop?cat=scenery&stock=1&sort=price-desc'],
    },
    {
      id: 'mallard-then-pannier',
      instruction: 'Save the Mallard to my wishlist, then put a GWR pannier tank with DCC fitted in the basket.',
      expect: { path: '/basket', wishlist: ['a4-mallard-oo'], basket: [{ item: 'pannier-oo', option: 'fitted', qty: 1 }] },
      do: ['GET /shop?cat=locomotives', 'GET /item/a4-mallard-oo', 'POST /wishlist/add item=a4-mallard-oo', 'GET /shop?cat=locomotives', 'GET /item/pannier-oo', 'GET /item/pannier-oo?dcc=fitted', add('pannier-oo', 'fitted')],
    },
  ],
};
