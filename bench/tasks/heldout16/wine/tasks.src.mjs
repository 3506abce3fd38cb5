// Cellar & Vine tasks. `do` = the requests a correct run makes (solutions.json).
const HOME = { id: 'home', label: 'Home', name: 'Olly Grant', line1: '27 Canonbury Road', town: 'London', postcode: 'N1 2DG' };
const WORK = { id: 'work', label: 'Work', name: 'Olly Grant', line1: 'Floor 3, 88 Old Street', town: 'London', postcode: 'EC1V 9HU' };
const CLUB = { plan: 'mixed', bottles: 6, frequency: 'monthly', status: 'active' };
const order = (o) => ({ ref: 'CV-7301', gift: false, message: '', ...o });

export default {
  start: '/',
  today: '2026-11-30',
  tasks: [
    {
      id: 'search-rioja',
      instruction: 'Search for "Rioja" and open the Bodega Luna Reserva.',
      expect: { path: '/wine/bodega-luna-rioja' },
      do: ['GET /search?q=Rioja', 'GET /wine/bodega-luna-rioja'],
    },
    {
      id: 'french-reds-cheapest',
      instruction: 'Show French red wines, cheapest first.',
      expect: { path: '/wines', query: { type: 'red', country: 'france', sort: 'price-asc' } },
      do: ['GET /wines?type=red', 'GET /wines?type=red&country=france', 'GET /wines?type=red&country=france&sort=price-asc'],
    },
    {
      id: 'vegan-whites',
      instruction: 'Show vegan white wines only.',
      expect: { path: '/wines', query: { type: 'white', vegan: '1' } },
      do: ['GET /wines?type=white', 'GET /wines?type=white&vegan=1'],
    },
    {
      id: 'malbec-reds',
      instruction: 'Show red wines made from Malbec.',
      expect: { path: '/wines', query: { type: 'red', grape: 'malbec' } },
      do: ['GET /wines?type=red', 'GET /wines?type=red&grape=malbec'],
    },
    {
      id: 'pinot-grigio-3',
      instruction: 'Add 3 bottles of Villa Sole Pinot Grigio to the basket.',
      expect: { path: '/basket', basket: [{ wine: 'villa-sole-pinot-grigio', format: 'bottle', qty: 3 }] },
      do: ['GET /wines?type=white', 'GET /wine/villa-sole-pinot-grigio', 'POST /basket/add wine=villa-sole-pinot-grigio&format=bottle&qty=3'],
    },
    {
      id: 'kowhai-case',
      instruction: 'Add a case of the Kowhai Bay Sauvignon Blanc to my basket.',
      expect: { path: '/basket', basket: [{ wine: 'kowhai-bay-sauvignon', format: 'case', qty: 1 }] },
      do: ['GET /wines?type=white', 'GET /wine/kowhai-bay-sauvignon', 'GET /wine/kowhai-bay-sauvignon?format=case', 'POST /basket/add wine=kowhai-bay-sauvignon&format=case&qty=1'],
    },
    {
      id: 'prosecco-cases-promo',
      instruction: 'Add 2 cases of Ponte Prosecco and apply the promo code "CORK10".',
      expect: { path: '/basket', basket: [{ wine: 'ponte-prosecco', format: 'case', qty: 2 }], promo: 'CORK10' },
      do: ['GET /wines?type=sparkling', 'GET /wine/ponte-prosecco', 'GET /wine/ponte-prosecco?format=case', 'POST /basket/add wine=ponte-prosecco&format=case&qty=2', 'POST /basket/promo code=CORK10'],
    },
    {
      id: 'two-wines',
      instruction: 'Add 2 bottles of Domaine Roche Pinot Noir and 1 bottle of Colle Verde Chianti Classico to the basket.',
      expect: { path: '/basket', basket: [{ wine: 'domaine-roche-pinot-noir', format: 'bottle', qty: 2 }, { wine: 'colle-verde-chianti', format: 'bottle', qty: 1 }] },
      do: ['GET /wines?type=red', 'GET /wine/domaine-roche-pinot-noir', 'POST /basket/add wine=domaine-roche-pinot-noir&format=bottle&qty=2', 'GET /wines?type=red', 'GET /wine/colle-verde-chianti', 'POST /basket/add wine=colle-verde-chianti&format=bottle&qty=1'],
    },
    {
      id: 'basket-update',
      instruction: 'Add 2 bottles of Vista Alta Malbec to the basket, then change the quantity to 5 in the basket and update it.',
      expect: { path: '/basket', basket: [{ wine: 'vista-alta-malbec', format: 'bottle', qty: 5 }] },
      do: ['GET /wines?type=red', 'GET /wine/vista-alta-malbec', 'POST /basket/add wine=vista-alta-malbec&format=bottle&qty=2', 'POST /basket/update line=0&qty=5'],
    },
    {
      id: 'basket-remove',
      instruction: 'Put a bottle of Costa Rosa Rosado and a bottle of Red Gum Shiraz in the basket, then remove the Rosado.',
      expect: { path: '/basket', basket: [{ wine: 'red-gum-shiraz', format: 'bottle', qty: 1 }] },
      do: ['GET /wines?type=rose', 'GET /wine/costa-rosa-rosado', 'POST /basket/add wine=costa-rosa-rosado&format=bottle&qty=1', 'GET /wines?type=red', 'GET /wine/red-gum-shiraz', 'POST /basket/add wine=red-gum-shiraz&format=bottle&qty=1', 'POST /basket/remove line=0'],
    },
    {
      id: 'wishlist-rose',
      instruction: 'Add the Les Dunes Provence Rosé to my wishlist.',
      expect: { path: '/wine/les-dunes-rose', wishlist: ['maison-clair-chablis', 'bodega-luna-rioja', 'les-dunes-rose'] },
      do: ['GET /wines?type=rose', 'GET /wine/les-dunes-rose', 'POST /wishlist/add wine=les-dunes-rose'],
    },
    {
      id: 'wishlist-remove-chablis',
      instruction: 'Remove "Maison Clair Chablis" from my wishlist.',
      expect: { path: '/wishlist', wishlist: ['bodega-luna-rioja'] },
      do: ['GET /wishlist', 'POST /wishlist/remove wine=maison-clair-chablis'],
    },
    {
      id: 'wishlist-move-rioja',
      instruction: 'Move the Rioja from my wishlist to the basket.',
      expect: { path: '/wishlist', wishlist: ['maison-clair-chablis'], basket: [{ wine: 'bodega-luna-rioja', format: 'bottle', qty: 1 }] },
      do: ['GET /wishlist', 'POST /wishlist/move wine=bodega-luna-rioja'],
    },
    {
      id: 'home-postcode',
      instruction: 'Change the postcode of my home address to "N1 9GU" and save.',
      expect: { path: '/account/addresses', addresses: [{ ...HOME, postcode: 'N1 9GU' }, WORK] },
      do: ['GET /account', 'GET /account/addresses', 'GET /account/addresses/home/edit', 'POST /account/addresses/home/edit name=Olly Grant&line1=27 Canonbury Road&town=London&postcode=N1 9GU'],
    },
    {
      id: 'work-address-edit',
      instruction: 'Edit my work address so line 1 reads "Unit 4, 10 Curtain Road" and the postcode is "EC2A 3NQ", then save.',
      expect: { path: '/account/addresses', addresses: [HOME, { ...WORK, line1: 'Unit 4, 10 Curtain Road', postcode: 'EC2A 3NQ' }] },
      do: ['GET /account', 'GET /account/addresses', 'GET /account/addresses/work/edit', 'POST /account/addresses/work/edit name=Olly Grant&line1=Unit 4, 10 Curtain Road&town=London&postcode=EC2A 3NQ'],
    },
    {
      id: 'new-address-mum',
      instruction: 'Save a new delivery address named "Mum\'s" for "Ruth Grant" at "14 Bridge Street", "Bath", "BA2 4AT".',
      expect: { path: '/account/addresses', addresses: [HOME, WORK, { id: 'mum-s', label: "Mum's", name: 'Ruth Grant', line1: '14 Bridge Street', town: 'Bath', postcode: 'BA2 4AT' }] },
      do: ['GET /account', 'GET /account/addresses', "POST /account/addresses/new label=Mum's&name=Ruth Grant&line1=14 Bridge Street&town=Bath&postcode=BA2 4AT"],
    },
    {
      id: 'club-reds-12',
      instruction: 'Switch my wine club plan to reds only, 12 bottles, every two months, and save.',
      expect: { path: '/club', club: { ...CLUB, plan: 'reds', bottles: 12, frequency: 'two-monthly' } },
      do: ['GET /club', 'POST /club/plan plan=reds&bottles=12&frequency=two-monthly'],
    },
    {
      id: 'club-pause',
      instruction: 'Pause my wine club deliveries for 2 months.',
      expect: { path: '/club', club: { ...CLUB, pausedUntil: '2027-02-01' } },
      do: ['GET /club', 'POST /club/pause months=2'],
    },
    {
      id: 'club-cancel',
      instruction: "Cancel my wine club membership because it's too expensive.",
      expect: { path: '/club', club: { ...CLUB, status: 'cancelled', reason: 'Too expensive' } },
      do: ['GET /club', 'GET /club/cancel', 'POST /club/cancel reason=Too expensive'],
    },
    {
      id: 'burgundy-two',
      instruction: 'Book 2 tickets for the Burgundy tasting evening for "Hannah Cole", "hannah.cole@example.com".',
      expect: { path: '/tastings/booked', tastingBookings: [{ event: 'burgundy-evening', tickets: 2, name: 'Hannah Cole', email: 'hannah.cole@example.com', dietary: '', total: 70 }] },
      do: ['GET /tastings', 'GET /tastings/burgundy-evening', 'POST /tastings/burgundy-evening tickets=2&name=Hannah Cole&email=hannah.cole@example.com&dietary='],
    },
    {
      id: 'champagne-mine',
      instruction: 'Book me 4 seats at the Champagne masterclass.',
      answers: { name: 'Olly Grant', email: 'olly.grant@example.com' },
      expect: { path: '/tastings/booked', tastingBookings: [{ event: 'champagne-masterclass', tickets: 4, name: 'Olly Grant', email: 'olly.grant@example.com', dietary: '', total: 180 }] },
      do: ['GET /tastings', 'GET /tastings/champagne-masterclass', 'POST /tastings/champagne-masterclass tickets=4&name=Olly Grant&email=olly.grant@example.com&dietary='],
    },
    {
      id: 'newsletter-mine',
      instruction: 'Sign me up for the newsletter.',
      answers: { email: 'olly.grant@example.com' },
      expect: { path: '/newsletter/thanks', newsletter: ['olly.grant@example.com'] },
      do: ['POST /newsletter email=olly.grant@example.com'],
    },
    {
      id: 'shiraz-checkout',
      instruction: 'Buy 6 bottles of Red Gum Shiraz and check out to my home address with delivery on Thursday.',
      expect: { path: '/order/CV-7301', basket: [], orders: [order({ items: [{ wine: 'red-gum-shiraz', format: 'bottle', qty: 6 }], address: 'home', day: '2026-12-03', total: 62.95 })] },
      do: ['GET /wines?type=red', 'GET /wine/red-gum-shiraz', 'POST /basket/add wine=red-gum-shiraz&format=bottle&qty=6', 'GET /checkout', 'POST /checkout address=home&day=2026-12-03&message='],
    },
    {
      id: 'gift-order',
      instruction: 'Put the Winter Reds Mixed Case in the basket and check out to my work address for Saturday 5 December as a gift with the message "Happy birthday Dad!".',
      expect: { path: '/order/CV-7301', basket: [], orders: [order({ items: [{ wine: 'winter-reds-case', format: 'case', qty: 1 }], address: 'work', day: '2026-12-05', gift: true, message: 'Happy birthday Dad!', total: 84.95 })] },
      do: ['GET /wines?type=mixed', 'GET /wine/winter-reds-case', 'POST /basket/add wine=winter-reds-case&format=case&qty=1', 'GET /checkout', 'POST /checkout address=work&day=2026-12-05&gift=yes&message=Happy birthday Dad!'],
    },
    {
      id: 'festive-champagne',
      instruction: 'Add a case of Maison Etoile Brut Champagne, use the code "FESTIVE" and place the order for delivery to my home address on Tuesday.',
      expect: { path: '/order/CV-7301', basket: [], promo: '', orders: [order({ items: [{ wine: 'maison-etoile-champagne', format: 'case', qty: 1 }], address: 'home', day: '2026-12-01', promo: 'FESTIVE', total: 172.8 })] },
      do: ['GET /wines?type=sparkling', 'GET /wine/maison-etoile-champagne', 'GET /wine/maison-etoile-champagne?format=case', 'POST /basket/add wine=maison-etoile-champagne&format=case&qty=1', 'POST /basket/promo code=FESTIVE', 'GET /checkout', 'POST /checkout address=home&day=2026-12-01&message='],
    },
  ],
};
