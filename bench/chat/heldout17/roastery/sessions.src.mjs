// Source of sessions.json (what is said and expected) and solutions.json (the direct requests
// check.mjs replays to prove each expected state reachable). Build with ../build.mjs.
const kenya = (o = {}) => ({ product: 'kenya-aa', size: '500g', grind: 'cafetiere', qty: 1, ...o });
const earl = (qty) => ({ product: 'earl-grey', size: '100g', qty });
const espresso = { product: 'house-espresso', size: '1kg', grind: 'espresso', qty: 1 };
const brazil = { product: 'brazil-santos', size: '250g', grind: 'whole-bean', qty: 1 };
const jasmine = (qty) => ({ product: 'jasmine-pearls', size: '100g', qty });
const dripper = { product: 'pour-over', colour: 'black', qty: 1 };
const mug = { product: 'travel-mug', colour: 'red', qty: 1 };
const decaf = (qty) => ({ product: 'decaf-peru', size: '250g', grind: 'filter', qty });
const ethiopia = { product: 'ethiopia-yirgacheffe', size: '500g', grind: 'whole-bean', qty: 1 };

export default {
  start: '/',
  sessions: [
    { id: 'kenyan-and-earl-grey', turns: [
      { say: 'Hi, can you search Kenyan coffee?', expect: { path: '/search', query: { q: 'kenyan coffee' } }, do: ['GET /search?q=kenyan+coffee'] },
      { say: 'Click the first one.', expect: { path: '/product/kenya-aa' }, do: ['GET /product/kenya-aa'] },
      { say: 'How much is it?', says: '£10.00' },
      { say: 'Can I get it ground for a cafetière?', expect: { query: { grind: 'cafetiere' } }, do: ['GET /product/kenya-aa?grind=cafetiere'] },
      { say: 'And the bigger bag, the 500 gram one.', expect: { query: { grind: 'cafetiere', size: '500g' } }, do: ['GET /product/kenya-aa?grind=cafetiere&size=500g'] },
      { say: 'Okay, add it to my basket.', expect: { path: '/basket', cart: [kenya()] }, do: ['POST /basket/add product=kenya-aa&size=500g&grind=cafetiere&qty=1'] },
      { say: "Now let's look at the tea.", expect: { path: '/shop', query: { category: 'tea' } }, do: ['GET /shop?category=tea'] },
      { say: 'Open the Earl Grey.', expect: { path: '/product/earl-grey' }, do: ['GET /product/earl-grey'] },
      { say: '100 grams please.', expect: { query: { size: '100g' } }, do: ['GET /product/earl-grey?size=100g'] },
      { say: 'Put two of those in the basket.', expect: { path: '/basket', cart: [kenya(), earl(2)] }, do: ['POST /basket/add product=earl-grey&size=100g&qty=2'] },
      { say: "What's the total?", says: '£35.20' },
      { say: 'Hmm, actually just one Earl Grey.', expect: { cart: [kenya(), earl(1)] }, do: ['POST /basket/update line=1&qty=1'] },
      { say: 'Great. Checkout.', expect: { path: '/checkout' }, do: ['GET /checkout'] },
      { say: 'My name is Priya Nair.' },
      { say: "Email's priya.nair@example.com" },
      { say: 'I live at 14 Mill Lane, in Bristol.' },
      { say: 'Postcode is BS3 4QT.' },
      { say: 'Next day delivery please, and place the order.', expect: { path: '/order/RR-1001', cart: [], orders: [{ id: 'RR-1001', name: 'Priya Nair', email: 'priya.nair@example.com', address: '14 Mill Lane', town: 'Bristol', postcode: 'BS3 4QT', delivery: 'next-day', items: [kenya(), earl(1)] }] },
        do: ['POST /checkout name=Priya+Nair&email=priya.nair%40example.com&address=14+Mill+Lane&town=Bristol&postcode=BS3+4QT&delivery=next-day'] },
    ] },
    { id: 'dark-roasts', turns: [
      { say: 'Can you show me the coffee?', expect: { path: '/shop', query: { category: 'coffee' } }, do: ['GET /shop?category=coffee'] },
      { say: 'Only the dark roasts.', expect: { query: { category: 'coffee', roast: 'dark' } }, do: ['GET /shop?category=coffee&roast=dark'] },
      { say: 'Sort them by price, cheapest first.', expect: { query: { category: 'coffee', roast: 'dark', sort: 'price-asc' } }, do: ['GET /shop?category=coffee&roast=dark&sort=price-asc'] },
      { say: 'Open the first one.', expect: { path: '/product/brazil-santos' }, do: ['GET /product/brazil-santos'] },
      { say: 'What does it taste like?', says: 'hazelnut' },
      { say: 'Okay, go back.', expect: { path: '/shop', query: { category: 'coffee', roast: 'dark', sort: 'price-asc' } }, do: ['BACK'] },
      { say: 'Open the second one.', expect: { path: '/product/house-espresso' }, do: ['GET /product/house-espresso'] },
      { say: 'Espresso grind.', expect: { query: { grind: 'espresso' } }, do: ['GET /product/house-espresso?grind=espresso'] },
      { say: 'How much is the kilo bag?', says: '£28.62' },
      { say: 'Okay, get the kilo.', expect: { query: { grind: 'espresso', size: '1kg' } }, do: ['GET /product/house-espresso?grind=espresso&size=1kg'] },
      { say: 'Add it to the basket.', expect: { path: '/basket', cart: [espresso] }, do: ['POST /basket/add product=house-espresso&size=1kg&grind=espresso&qty=1'] },
      { say: 'Hmm, look at the first one we opened again.', expect: { path: '/product/brazil-santos' }, do: ['GET /', 'GET /product/brazil-santos'] },
      { say: 'Add a bag of that as well, just the normal 250 gram whole beans.', expect: { path: '/basket', cart: [espresso, brazil] }, do: ['POST /basket/add product=brazil-santos&size=250g&grind=whole-bean&qty=1'] },
      { say: 'How many items are in my basket now?', says: '2 items' },
      { say: "Remove the espresso blend, a kilo's too much.", expect: { cart: [brazil] }, do: ['POST /basket/remove line=0'] },
      { say: "Fine, that's all for now, thanks." },
    ] },
    { id: 'green-tea-and-kit', turns: [
      { say: 'Search for green tea.', expect: { path: '/search', query: { q: 'green tea' } }, do: ['GET /search?q=green+tea'] },
      { say: 'Open the jasmine one.', expect: { path: '/product/jasmine-pearls' }, do: ['GET /product/jasmine-pearls'] },
      { say: "What's the price for 100 grams?", says: '£13.50' },
      { say: 'Okay, choose 100 grams.', expect: { query: { size: '100g' } }, do: ['GET /product/jasmine-pearls?size=100g'] },
      { say: 'Set the quantity to 3 and add it.', expect: { path: '/basket', cart: [jasmine(3)] }, do: ['POST /basket/add product=jasmine-pearls&size=100g&qty=3'] },
      { say: "Hmm, that's a lot. Make it two.", expect: { cart: [jasmine(2)] }, do: ['POST /basket/update line=0&qty=2'] },
      { say: 'Now I need something to brew it in. Show me the brewing kit.', expect: { path: '/shop', query: { category: 'equipment' } }, do: ['GET /shop?category=equipment'] },
      { say: 'The pour-over one.', expect: { path: '/product/pour-over' }, do: ['GET /product/pour-over'] },
      { say: 'In black.', expect: { query: { colour: 'black' } }, do: ['GET /product/pour-over?colour=black'] },
      { say: 'Add it.', expect: { path: '/basket', cart: [jasmine(2), dripper] }, do: ['POST /basket/add product=pour-over&colour=black&qty=1'] },
      { say: 'Actually, let me see the travel mug too.', expect: { path: '/product/travel-mug' }, do: ['GET /search?q=travel+mug', 'GET /product/travel-mug'] },
      { say: 'Red, please.', expect: { query: { colour: 'red' } }, do: ['GET /product/travel-mug?colour=red'] },
      { say: 'Add that too.', expect: { path: '/basket', cart: [jasmine(2), dripper, mug] }, do: ['POST /basket/add product=travel-mug&colour=red&qty=1'] },
      { say: "What's my total now?", says: '£59.00' },
      { say: 'Take out the dripper, I already have one.', expect: { cart: [jasmine(2), mug] }, do: ['POST /basket/remove line=1'] },
      { say: 'Okay, check out.', expect: { path: '/checkout' }, do: ['GET /checkout'] },
      { say: "Name's Tom Okafor, email tom.okafor@example.org." },
      { say: 'Address is 22 Harbour Road, Leeds, LS2 7EW.' },
      { say: "Standard delivery's fine. Place the order.", expect: { path: '/order/RR-1001', cart: [], orders: [{ id: 'RR-1001', name: 'Tom Okafor', email: 'tom.okafor@example.org', address: '22 Harbour Road', town: 'Leeds', postcode: 'LS2 7EW', delivery: 'standard', items: [jasmine(2), mug] }] },
        do: ['POST /checkout name=Tom+Okafor&email=tom.okafor%40example.org&address=22+Harbour+Road&town=Leeds&postcode=LS2+7EW&delivery=standard'] },
    ] },
    { id: 'decaf-and-bestseller', turns: [
      { say: 'Can you search decaf?', expect: { path: '/search', query: { q: 'decaf' } }, do: ['GET /search?q=decaf'] },
      { say: 'Click on the first result.', expect: { path: '/product/decaf-peru' }, do: ['GET /product/decaf-peru'] },
      { say: "I use a filter machine, so filter grind.", expect: { query: { grind: 'filter' } }, do: ['GET /product/decaf-peru?grind=filter'] },
      { say: 'Add two bags.', expect: { path: '/basket', cart: [decaf(2)] }, do: ['POST /basket/add product=decaf-peru&size=250g&grind=filter&qty=2'] },
      { say: 'Go back to the home page.', expect: { path: '/' }, do: ['GET /'] },
      { say: 'Open the last one of the bestsellers.', expect: { path: '/product/ethiopia-yirgacheffe' }, do: ['GET /product/ethiopia-yirgacheffe'] },
      { say: 'Is that a light roast?', says: 'light roast' },
      { say: "What's the one on the right, down under You may also like?", expect: { path: '/product/brazil-santos' }, do: ['GET /product/brazil-santos'] },
      { say: "Oh that's the Brazil. No, go back, I'll stick with the Ethiopian.", expect: { path: '/product/ethiopia-yirgacheffe' }, do: ['BACK'] },
      { say: 'Nice. The 500 gram bag.', expect: { query: { size: '500g' } }, do: ['GET /product/ethiopia-yirgacheffe?size=500g'] },
      { say: 'Add it to the basket.', expect: { path: '/basket', cart: [decaf(2), ethiopia] }, do: ['POST /basket/add product=ethiopia-yirgacheffe&size=500g&grind=whole-bean&qty=1'] },
      { say: 'Change the decaf to just one bag.', expect: { cart: [decaf(1), ethiopia] }, do: ['POST /basket/update line=0&qty=1'] },
      { say: 'Checkout please.', expect: { path: '/checkout' }, do: ['GET /checkout'] },
      { say: "I'm Hannah Berg." },
      { say: 'My email is hannah.berg@example.com.' },
      { say: 'Address: Flat 3, 9 Queen Street. Oxford. OX1 2JD.' },
      { say: 'Place the order.', expect: { path: '/order/RR-1001', cart: [], orders: [{ id: 'RR-1001', name: 'Hannah Berg', email: 'hannah.berg@example.com', address: 'Flat 3, 9 Queen Street', town: 'Oxford', postcode: 'OX1 2JD', delivery: 'standard', items: [decaf(1), ethiopia] }] },
        do: ['POST /checkout name=Hannah+Berg&email=hannah.berg%40example.com&address=Flat+3%2C+9+Queen+Street&town=Oxford&postcode=OX1+2JD&delivery=standard'] },
      { say: "What's my order number?", says: 'RR-1001' },
    ] },
  ],
};
