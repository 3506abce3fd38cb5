// Source of sessions.json and solutions.json (see ../build.mjs). Today is Saturday 28 November 2026.
// Robin Hale is signed in; two past orders are seeded (HP-1041 delivered, HP-1052 processing).
const robin = { name: 'Robin Hale', email: 'robin.hale@example.com', phone: '07700 900318', address: '22 Crookes Road', postcode: 'S10 1UB' };
const o1041 = { id: 'HP-1041', date: '12 Nov 2026', items: [{ id: 'matt-emulsion', colour: 'duck-egg', size: '5l', qty: 2 }, { id: 'roller-set', colour: '', size: '', qty: 1 }], promo: '', delivery: 'standard', ...robin, status: 'delivered' };
const o1052 = (o = {}) => ({ id: 'HP-1052', date: '26 Nov 2026', items: [{ id: 'exterior-gloss', colour: 'racing-green', size: '750ml', qty: 1 }, { id: 'sash-brush', colour: '', size: '1.5in', qty: 1 }], promo: '', delivery: 'standard', ...robin, status: 'processing', ...o });
const item = (id, colour, size, qty) => ({ id, colour, size, qty });
const add = (id, colour, size, qty) => `POST /basket/add id=${id}&colour=${colour}&size=${size}&qty=${qty}`;

const eggSage = item('eggshell', 'sage-green', '5l', 1);
const gloss = item('exterior-gloss', 'jet-black', '750ml', 1);
const ceiling = item('ceiling-white', 'brilliant-white', '5l', 1);
const satin = item('satinwood', 'dove-grey', '750ml', 2);

export default {
  start: '/',
  today: '2026-11-28',
  sessions: [
    { id: 'kitchen-eggshell', turns: [
      { say: "Hi, I'm repainting the kitchen. Can you show me your wall paints?", expect: { path: '/shop/walls' }, do: ['GET /shop/walls'] },
      { say: 'Just the ones that are for kitchens and bathrooms.', expect: { query: { room: 'kitchen' } }, do: ['GET /shop/walls?room=kitchen'] },
      { say: 'Which of those has the better rating?', says: 'Durable Eggshell' },
      { say: 'Open that one.', expect: { path: '/products/eggshell' }, do: ['GET /products/eggshell'] },
      { say: 'Can I get it in sage green?', expect: { query: { colour: 'sage-green' } }, do: ['GET /products/eggshell?colour=sage-green'] },
      { say: "The walls come to about 24 square metres. How much paint will I need?", expect: { query: { colour: 'sage-green', area: '24' } }, says: '4 litres', do: ['GET /products/eggshell?colour=sage-green&area=24'] },
      { say: 'Okay, the five litre tin then.', expect: { query: { colour: 'sage-green', size: '5l' } }, do: ['GET /products/eggshell?colour=sage-green&size=5l'] },
      { say: "And what's the price of that?", says: '£52.00' },
      { say: 'Add it to my basket.', expect: { path: '/basket', basket: [eggSage] }, do: [add('eggshell', 'sage-green', '5l', 1)] },
      { say: 'Go back.', expect: { path: '/products/eggshell', query: { colour: 'sage-green', size: '5l' } }, do: ['BACK'] },
      { say: 'Open the roller set underneath.', expect: { path: '/products/roller-set' }, do: ['GET /products/roller-set'] },
      { say: 'Put two of those in the basket.', expect: { path: '/basket', basket: [eggSage, item('roller-set', '', '', 2)] }, do: [add('roller-set', '', '', 2)] },
      { say: "What's the total now?", says: '£80.00' },
      { say: 'Actually, just one roller.', expect: { basket: [eggSage, item('roller-set', '', '', 1)] }, do: ['POST /basket/update line=1&qty=1'] },
      { say: 'Try the code COAT10.', expect: { promo: 'COAT10' }, do: ['POST /basket/promo code=COAT10'] },
      { say: 'Read me the total.', says: '£59.40' },
      { say: "Great, that's it for now." },
    ] },
    { id: 'wrong-gloss-buy-again', turns: [
      { say: 'Can you open my orders?', expect: { path: '/account/orders' }, do: ['GET /account/orders'] },
      { say: "What's the status of the most recent one?", says: 'Processing' },
      { say: 'Open it.', expect: { path: '/orders/HP-1052' }, do: ['GET /orders/HP-1052'] },
      { say: 'What colour did I pick for the gloss?', says: 'Racing Green' },
      { say: 'Ugh, I wanted black. Cancel that order.', expect: { path: '/orders/HP-1052/cancel' }, do: ['GET /orders/HP-1052/cancel'] },
      { say: 'Wrong colour.' },
      { say: 'Yes, cancel it.', expect: { path: '/orders/HP-1052', orders: [o1041, o1052({ status: 'cancelled', reason: 'colour' })] }, do: ['POST /orders/HP-1052/cancel reason=colour'] },
      { say: 'Now search for exterior gloss.', expect: { path: '/search', query: { q: 'exterior gloss' } }, do: ['GET /search?q=exterior+gloss'] },
      { say: 'Click the first one.', expect: { path: '/products/exterior-gloss' }, do: ['GET /products/exterior-gloss'] },
      { say: 'Jet black, in the small tin.', expect: { query: { colour: 'jet-black', size: '750ml' } }, do: ['GET /products/exterior-gloss?colour=jet-black', 'GET /products/exterior-gloss?colour=jet-black&size=750ml'] },
      { say: 'Add it.', expect: { path: '/basket', basket: [gloss] }, do: [add('exterior-gloss', 'jet-black', '750ml', 1)] },
      { say: 'Now take me back to my orders.', expect: { path: '/account/orders' }, do: ['GET /account/orders'] },
      { say: 'Buy the one from the 12th of November again.', expect: { path: '/basket', basket: [gloss, item('matt-emulsion', 'duck-egg', '5l', 2), item('roller-set', '', '', 1)] }, do: ['GET /orders/HP-1041', 'POST /orders/HP-1041/again'] },
      { say: 'How much is that all together?', says: '£105.00' },
      { say: "Remove the roller, I've still got the old one.", expect: { basket: [gloss, item('matt-emulsion', 'duck-egg', '5l', 2)] }, do: ['POST /basket/remove line=2'] },
      { say: 'Okay, checkout.', expect: { path: '/checkout' }, do: ['GET /checkout'] },
      { say: 'It goes to 22 Crookes Road, S10 1UB.' },
      { say: 'Next day delivery, and place the order.', expect: { path: '/orders/HP-2001', basket: [], orders: [o1041, o1052({ status: 'cancelled', reason: 'colour' }), { id: 'HP-2001', date: '28 Nov 2026', items: [gloss, item('matt-emulsion', 'duck-egg', '5l', 2)], promo: '', delivery: 'next-day', name: 'Robin Hale', email: 'robin.hale@example.com', phone: '', address: '22 Crookes Road', postcode: 'S10 1UB', status: 'processing' }] },
        do: ['POST /checkout name=Robin+Hale&email=robin.hale%40example.com&phone=&address=22+Crookes+Road&postcode=S10+1UB&delivery=next-day'] },
      { say: "What's the order total?", says: '£98.95' },
    ] },
    { id: 'hallway-wallpaper', turns: [
      { say: 'Show me your wallpaper.', expect: { path: '/shop/wallpaper' }, do: ['GET /shop/wallpaper'] },
      { say: 'Sort them by top rated.', expect: { query: { sort: 'rating' } }, do: ['GET /shop/wallpaper?sort=rating'] },
      { say: "What's the price of the top one?", says: '£32.00' },
      { say: 'Open the herringbone one.', expect: { path: '/products/herringbone-wallpaper' }, do: ['GET /products/herringbone-wallpaper'] },
      { say: 'The cream one, please.', expect: { query: { colour: 'cream' } }, do: ['GET /products/herringbone-wallpaper?colour=cream'] },
      { say: 'How long is a roll?', says: '10 m' },
      { say: 'Right, I need six rolls. Add them to my basket.', expect: { path: '/basket', basket: [item('herringbone-wallpaper', 'cream', '', 6)] }, do: [add('herringbone-wallpaper', 'cream', '', 6)] },
      { say: 'I also need lining paper, can you search for it?', expect: { path: '/search', query: { q: 'lining paper' } }, do: ['GET /search?q=lining+paper'] },
      { say: 'Open it.', expect: { path: '/products/lining-paper' }, do: ['GET /products/lining-paper'] },
      { say: 'Six of those as well.', expect: { path: '/basket', basket: [item('herringbone-wallpaper', 'cream', '', 6), item('lining-paper', '', '', 6)] }, do: [add('lining-paper', '', '', 6)] },
      { say: "What's the subtotal?", says: '£222.00' },
      { say: "Hmm, that's more than I thought. Make it five rolls of the herringbone.", expect: { basket: [item('herringbone-wallpaper', 'cream', '', 5), item('lining-paper', '', '', 6)] }, do: ['POST /basket/update line=0&qty=5'] },
      { say: 'And take the lining paper out.', expect: { basket: [item('herringbone-wallpaper', 'cream', '', 5)] }, do: ['POST /basket/remove line=1'] },
      { say: 'Sign me up for the newsletter at the bottom, with robin.hale@example.com.', expect: { path: '/newsletter/thanks', newsletter: ['robin.hale@example.com'] }, do: ['POST /newsletter email=robin.hale%40example.com'] },
      { say: 'Okay, go to my basket.', expect: { path: '/basket' }, do: ['GET /basket'] },
      { say: 'Total?', says: '£140.00' },
      { say: "Thanks, I'll think about it." },
    ] },
    { id: 'ceiling-and-skirting', turns: [
      { say: 'Um, can you search for ceiling paint?', expect: { path: '/search', query: { q: 'ceiling paint' } }, do: ['GET /search?q=ceiling+paint'] },
      { say: 'Open it.', expect: { path: '/products/ceiling-white' }, do: ['GET /products/ceiling-white'] },
      { say: 'How many square metres does a litre cover?', says: '10 m²' },
      { say: 'The ceiling is about 20 square metres. Work out how much I need.', expect: { query: { area: '20' } }, says: '4 litres', do: ['GET /products/ceiling-white?area=20'] },
      { say: 'Fine, add one tin.', expect: { path: '/basket', basket: [ceiling] }, do: [add('ceiling-white', 'brilliant-white', '5l', 1)] },
      { say: 'Now for the skirting boards. What have you got in wood paint?', expect: { path: '/shop/wood' }, do: ['GET /shop/wood'] },
      { say: 'Sort by price, lowest first.', expect: { query: { sort: 'price' } }, do: ['GET /shop/wood?sort=price'] },
      { say: "I'll go with the satinwood. Open it.", expect: { path: '/products/satinwood' }, do: ['GET /products/satinwood'] },
      { say: 'Dove grey.', expect: { query: { colour: 'dove-grey' } }, do: ['GET /products/satinwood?colour=dove-grey'] },
      { say: 'The 750 ml one.', expect: { query: { colour: 'dove-grey', size: '750ml' } }, do: ['GET /products/satinwood?colour=dove-grey&size=750ml'] },
      { say: 'Two of them in the basket, please.', expect: { path: '/basket', basket: [ceiling, satin] }, do: [add('satinwood', 'dove-grey', '750ml', 2)] },
      { say: "What's my total?", says: '£51.00' },
      { say: 'Go to checkout.', expect: { path: '/checkout' }, do: ['GET /checkout'] },
      { say: "Change the name to Sam Okafor, it's for my neighbour." },
      { say: 'The address is 9 Harcourt Road and the postcode is S10 1DH.' },
      { say: 'Phone number 07700 900562.' },
      { say: "Actually, we'll collect it from the shop instead." },
      { say: 'Place the order.', expect: { path: '/orders/HP-2001', basket: [], orders: [o1041, o1052(), { id: 'HP-2001', date: '28 Nov 2026', items: [ceiling, satin], promo: '', delivery: 'collect', name: 'Sam Okafor', email: 'robin.hale@example.com', phone: '07700 900562', address: '9 Harcourt Road', postcode: 'S10 1DH', status: 'processing' }] },
        do: ['POST /checkout name=Sam+Okafor&email=robin.hale%40example.com&phone=07700+900562&address=9+Harcourt+Road&postcode=S10+1DH&delivery=collect'] },
      { say: 'What does it say the total is?', says: '£51.00' },
    ] },
  ],
};
