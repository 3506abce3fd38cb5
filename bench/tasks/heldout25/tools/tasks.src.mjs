// Source of tasks.json and solutions.json (see ../build.mjs). Today is Monday 30 November 2026.
// Dan Mercer is signed in, his depot is Leeds; three hires are seeded (BT-8790 returned,
// BT-8801 a mini digger on hire, BT-8802 a carpet cleaner booked for the weekend).
const me = { name: 'Dan Mercer', email: 'dan.mercer@example.com', phone: '07700 900654' };
const h8790 = { id: 'BT-8790', items: [{ tool: 'pressure-washer', start: '2026-11-14', period: '2d', qty: 1, extras: ['patio'] }], delivery: 'collect', address: '', postcode: '', waiver: true, ...me, company: '', depot: 'york', status: 'returned' };
const h8801 = (o = {}) => ({ id: 'BT-8801', items: [{ tool: 'mini-digger', start: '2026-11-26', period: '1w', qty: 1, extras: [] }], delivery: 'deliver', address: '4 Moor Lane, Otley', postcode: 'LS21 1AB', waiver: true, ...me, company: '', depot: 'leeds', status: 'on-hire', extendDays: 0, ...o });
const h8802 = (o = {}) => ({ id: 'BT-8802', items: [{ tool: 'carpet-cleaner', start: '2026-12-04', period: 'weekend', qty: 1, extras: ['shampoo'] }], delivery: 'collect', address: '', postcode: '', waiver: false, ...me, company: '', depot: 'leeds', status: 'booked', ...o });
const seed = [h8790, h8801(), h8802()];
const it = (tool, start, period, qty = 1, extras = []) => ({ tool, start, period, qty, extras });
const add = (i) => `POST /basket/add tool=${i.tool}&start=${i.start}&period=${i.period}&qty=${i.qty}${i.extras.map((e) => `&extras=${e}`).join('')}`;
const hire = (items, o = {}) => ({ id: 'BT-9001', items, delivery: 'collect', address: '', postcode: '', waiver: false, ...me, company: '', depot: 'leeds', status: 'booked', ...o });
const CO = (o = {}) => `POST /checkout ${new URLSearchParams({ ...me, company: '', delivery: 'collect', address: '', postcode: '', terms: 'yes', ...o })}`;

export default {
  start: '/',
  today: '2026-11-30',
  tasks: [
    { id: 'floor-sander-weekend', instruction: 'Hire a drum floor sander for the weekend starting Friday 4 December, with a pack of sanding sheets', expect: { path: '/basket', basket: [it('floor-sander', '2026-12-04', 'weekend', 1, ['sheets'])] },
      do: ['GET /tools/floor-sander', add(it('floor-sander', '2026-12-04', 'weekend', 1, ['sheets']))] },
    { id: 'flooring-by-price', start: '/hire', instruction: 'Open Flooring & tiling and sort the tools by day price, lowest first', expect: { path: '/hire/flooring', query: { sort: 'price' } }, do: ['GET /hire/flooring', 'GET /hire/flooring?sort=price'] },
    { id: 'garden-in-stock', instruction: 'Show the garden and landscaping tools that are in stock at your depot', expect: { path: '/hire/garden', query: { stock: '1' } }, do: ['GET /hire/garden', 'GET /hire/garden?stock=1'] },
    { id: 'search-sander-by-name', instruction: 'Search for "sander" and sort the results by name', expect: { path: '/search', query: { q: 'sander', sort: 'name' } }, do: ['GET /search?q=sander', 'GET /search?q=sander&sort=name'] },
    { id: 'breaker-week-price', start: '/hire/concreting', instruction: 'How much does the electric breaker cost to hire for a week?', expect: { path: '/tools/breaker' }, do: ['GET /tools/breaker'] },
    { id: 'york-depot', start: '/depots', instruction: 'Make York your depot', expect: { path: '/depots', query: { changed: '1' }, depot: 'york' }, do: ['POST /depot depot=york'] },
    { id: 'harrogate-saturday', start: '/depots', instruction: 'Is the Harrogate depot open on Saturdays?', expect: {}, do: [] },
    { id: 'york-then-mixer', instruction: 'Change your depot to York, then hire a petrol cement mixer for 2 days from tomorrow', expect: { path: '/basket', depot: 'york', basket: [it('cement-mixer', '2026-12-01', '2d')] },
      do: ['GET /depots', 'POST /depot depot=york', 'GET /hire', 'GET /hire/concreting', 'GET /tools/cement-mixer', add(it('cement-mixer', '2026-12-01', '2d'))] },
    { id: 'two-ladders-week', start: '/hire/access', instruction: 'Add two platform step ladders to your basket for one week from Monday 7 December', expect: { path: '/basket', basket: [it('step-ladder', '2026-12-07', '1w', 2)] },
      do: ['GET /tools/step-ladder', add(it('step-ladder', '2026-12-07', '1w', 2))] },
    { id: 'tile-cutter-thursday', start: '/tools/tile-cutter', instruction: 'Hire this tile cutter for 1 day on Thursday, with a diamond blade', expect: { path: '/basket', basket: [it('tile-cutter', '2026-12-03', '1d', 1, ['blade'])] },
      do: [add(it('tile-cutter', '2026-12-03', '1d', 1, ['blade']))] },
    { id: 'hedge-trimmer-collect', start: '/tools/hedge-trimmer', instruction: 'Hire the hedge trimmer for one day on Saturday 5 December and check out, collecting it from the depot and accepting the terms',
      expect: { path: '/account/hires/BT-9001', basket: [], hires: [...seed, hire([it('hedge-trimmer', '2026-12-05', '1d')])] },
      do: [add(it('hedge-trimmer', '2026-12-05', '1d')), 'GET /checkout', CO()] },
    { id: 'scaffold-delivered-waiver', start: '/tools/scaffold-tower', instruction: 'Hire the scaffold tower for a week from Wednesday, delivered to 17 Park Avenue, Ilkley, postcode LS29 9DP, with the damage waiver, and confirm the hire accepting the terms',
      expect: { path: '/account/hires/BT-9001', basket: [], hires: [...seed, hire([it('scaffold-tower', '2026-12-02', '1w')], { delivery: 'deliver', address: '17 Park Avenue, Ilkley', postcode: 'LS29 9DP', waiver: true })] },
      do: [add(it('scaffold-tower', '2026-12-02', '1w')), 'GET /checkout', CO({ delivery: 'deliver', address: '17 Park Avenue, Ilkley', postcode: 'LS29 9DP', waiver: 'yes' })] },
    { id: 'digger-own-site', instruction: 'Hire a mini digger for the weekend from Friday, delivered to your site address, with the damage waiver, and accept the terms', answers: { 'site address': '2 Beck Lane, Bramhope', 'site postcode': 'LS16 9AE' },
      expect: { path: '/account/hires/BT-9001', basket: [], hires: [...seed, hire([it('mini-digger', '2026-12-04', 'weekend')], { delivery: 'deliver', address: '2 Beck Lane, Bramhope', postcode: 'LS16 9AE', waiver: true })] },
      do: ['GET /tools/mini-digger', add(it('mini-digger', '2026-12-04', 'weekend')), 'GET /checkout', CO({ delivery: 'deliver', address: '2 Beck Lane, Bramhope', postcode: 'LS16 9AE', waiver: 'yes' })] },
    { id: 'mixer-company', start: '/tools/cement-mixer', instruction: 'Hire the cement mixer for one week starting 1 December and check out for your company "Mercer Building Ltd", collecting from the depot and accepting the terms',
      expect: { path: '/account/hires/BT-9001', basket: [], hires: [...seed, hire([it('cement-mixer', '2026-12-01', '1w')], { company: 'Mercer Building Ltd' })] },
      do: [add(it('cement-mixer', '2026-12-01', '1w')), 'GET /checkout', CO({ company: 'Mercer Building Ltd' })] },
    { id: 'two-sanders-checkout', instruction: 'Hire an edging sander and a drum floor sander, both for 2 days from Friday 4 December, then check out collecting from the depot and accept the terms',
      expect: { path: '/account/hires/BT-9001', basket: [], hires: [...seed, hire([it('edging-sander', '2026-12-04', '2d'), it('floor-sander', '2026-12-04', '2d')])] },
      do: ['GET /search?q=sander', 'GET /tools/edging-sander', add(it('edging-sander', '2026-12-04', '2d')), 'GET /search?q=sander', 'GET /tools/floor-sander', add(it('floor-sander', '2026-12-04', '2d')), 'GET /checkout', CO()] },
    { id: 'extend-digger', start: '/account/hires', instruction: 'Extend your mini digger hire by 2 more days', expect: { path: '/account/hires/BT-8801', hires: [h8790, h8801({ extendDays: 2 }), h8802()] },
      do: ['GET /account/hires/BT-8801', 'GET /account/hires/BT-8801/extend', 'POST /account/hires/BT-8801/extend days=2'] },
    { id: 'digger-due-back', start: '/account/hires', instruction: 'When is the mini digger due back?', expect: {}, do: [] },
    { id: 'collect-digger-thursday', instruction: 'Book a collection of the mini digger for Thursday afternoon, with the note "It is on the driveway behind the gate"',
      expect: { path: '/account/hires/BT-8801', hires: [h8790, h8801({ collection: { date: '2026-12-03', slot: 'pm', notes: 'It is on the driveway behind the gate' } }), h8802()] },
      do: ['GET /account/hires', 'GET /account/hires/BT-8801', 'GET /account/hires/BT-8801/collect', 'POST /account/hires/BT-8801/collect date=2026-12-03&slot=pm&notes=It+is+on+the+driveway+behind+the+gate'] },
    { id: 'cancel-carpet-cleaner', start: '/account/hires', instruction: 'Cancel the carpet cleaner hire because your dates have changed', expect: { path: '/account/hires', hires: [h8790, h8801(), h8802({ status: 'cancelled', reason: 'dates' })] },
      do: ['GET /account/hires/BT-8802', 'GET /account/hires/BT-8802/cancel', 'POST /account/hires/BT-8802/cancel reason=dates'] },
    { id: 'washer-depot', start: '/account/hires', instruction: 'Which depot was the pressure washer hired from?', expect: { path: '/account/hires/BT-8790' }, do: ['GET /account/hires/BT-8790'] },
    { id: 'trade-application', start: '/trade', instruction: 'Apply for a trade account for "Mercer Building Ltd", company number 09876543, contact Dan Mercer, dan@mercerbuilding.example, phone 0113 496 0777, spending £500 to £2,000 a month, and tick that you are VAT registered',
      expect: { path: '/trade/thanks', trade: [{ company: 'Mercer Building Ltd', number: '09876543', name: 'Dan Mercer', email: 'dan@mercerbuilding.example', phone: '0113 496 0777', spend: '500-2000', vat: true }] },
      do: ['POST /trade company=Mercer+Building+Ltd&number=09876543&name=Dan+Mercer&email=dan%40mercerbuilding.example&phone=0113+496+0777&spend=500-2000&vat=yes'] },
    { id: 'trade-own-company', instruction: 'Open a trade account for your company with its company number, in your own name and email, with an expected spend under £500 a month',
      answers: { 'company name': 'Mercer Building Ltd', 'company number': '09876543', name: 'Dan Mercer', email: 'dan.mercer@example.com' },
      expect: { path: '/trade/thanks', trade: [{ company: 'Mercer Building Ltd', number: '09876543', name: 'Dan Mercer', email: 'dan.mercer@example.com', phone: '', spend: 'under-500', vat: false }] },
      do: ['GET /trade', 'POST /trade company=Mercer+Building+Ltd&number=09876543&name=Dan+Mercer&email=dan.mercer%40example.com&phone=&spend=under-500'] },
    { id: 'breakdown-report', start: '/contact', instruction: 'Report a breakdown on hire BT-8801 with the message "The digger will not start this morning"', expect: { path: '/contact/thanks', messages: [{ topic: 'breakdown', ref: 'BT-8801', message: 'The digger will not start this morning' }] },
      do: ['POST /contact topic=breakdown&ref=BT-8801&message=The+digger+will+not+start+this+morning'] },
    { id: 'invoice-message', instruction: 'Contact us about an invoice for hire BT-8790 with the message "Please send me a copy of the invoice"', expect: { path: '/contact/thanks', messages: [{ topic: 'invoice', ref: 'BT-8790', message: 'Please send me a copy of the invoice' }] },
      do: ['GET /contact', 'POST /contact topic=invoice&ref=BT-8790&message=Please+send+me+a+copy+of+the+invoice'] },
  ],
};
