// Millbrook District Council sessions. `do` = the requests a correct assistant makes (solutions.json).
const BULKY0 = { ref: 'MDC-5098', kind: 'bulky', address: '14-elm-road', items: { wardrobe: 1, bed: 1 }, date: '2026-12-07', name: 'Jo Whitfield', phone: '07700 900771', location: 'Front of property', fee: 40, status: 'open' };
const MISSED0 = { ref: 'MDC-5060', kind: 'missed-bin', address: '14-elm-road', bin: 'food', out: 'yes', location: 'Kerbside', notes: '', status: 'closed' };
const PERMIT0 = { ref: 'P-3381', type: 'resident', zone: 'B', reg: 'MB19 KXT', make: 'Ford Focus', colour: 'blue', from: '2026-09-01', until: '2027-02-28' };
const ELM = { postcode: 'MB4 2QT', address: '14-elm-road' };
const CHURCH = { postcode: 'MB7 9LX', address: '5-church-lane' };
const FORGE = { postcode: 'MB7 9LX', address: 'old-forge-church-lane' };
const missed1 = { ref: 'MDC-5103', kind: 'missed-bin', address: '14-elm-road', bin: 'general', out: 'yes', location: 'Front of property', notes: '', status: 'open' };
const garden1 = { ref: 'MDC-5103', kind: 'garden-sub', address: '5-church-lane', bins: 2, payment: 'direct-debit', fee: 104, status: 'open' };
const bulkyDraft = { address: 'old-forge-church-lane', items: { sofa: 1, armchair: 2, mattress: 1, fridge: 1 } };
const bulkyDetails = { ...bulkyDraft, date: '2026-12-04', name: 'Jo Whitfield', phone: '07700 900771', location: 'Driveway' };

export default {
  start: '/',
  today: '2026-11-28',
  sessions: [
    {
      id: 'bin-day-and-missed',
      turns: [
        { say: 'when do my bins get collected?', expect: { path: '/bins' }, do: ['GET /bins'] },
        { say: 'MB4 2QT', expect: { query: { postcode: 'MB4 2QT' } }, do: ['GET /bins?postcode=MB4+2QT'] },
        { say: "it's 14 Elm Road", expect: { query: ELM }, do: ['GET /bins?postcode=MB4+2QT&address=14-elm-road'] },
        { say: "when's the recycling?", says: '8 December', do: [] },
        { say: 'and the garden waste?', says: '3 December', do: [] },
        { say: "they didn't empty the black bin this week, can you report it?", expect: { path: '/bins/missed', query: ELM }, do: ['GET /bins/missed?postcode=MB4+2QT&address=14-elm-road'] },
        { say: 'yes it was out by seven', do: [] },
        { say: "it's at the front of the house", do: [] },
        { say: 'ok send it', expect: { path: '/account', requests: [BULKY0, MISSED0, missed1] }, do: ['POST /bins/missed address=14-elm-road&bin=general&out=yes&location=Front of property&notes='] },
        { say: "while we're at it, the blue bin's cracked, can I get a new one?", expect: { path: '/bins/order', query: ELM }, do: ['GET /', 'GET /bins/order', 'GET /bins/order?postcode=MB4+2QT', 'GET /bins/order?postcode=MB4+2QT&address=14-elm-road'] },
        { say: "it's damaged, and just the normal size", do: [] },
        { say: 'how much is that?', says: '£25', do: [] },
        {
          say: 'fine, order it',
          expect: { path: '/account', requests: [BULKY0, MISSED0, missed1, { ref: 'MDC-5104', kind: 'bin-order', address: '14-elm-road', bin: 'recycling', reason: 'damaged', fee: 25, size: '240', status: 'open' }] },
          do: ['POST /bins/order address=14-elm-road&bin=recycling&reason=damaged&size=240'],
        },
        { say: "what's the reference for the bin?", says: 'MDC-5104', do: [] },
        { say: "thanks, that's everything", do: [] },
      ],
    },
    {
      id: 'sofa-and-fridge',
      turns: [
        { say: 'I need to get rid of an old sofa and a fridge, does the council take stuff like that?', expect: { path: '/bulky' }, do: ['GET /bulky'] },
        { say: 'postcode is MB7 9LX', expect: { query: { postcode: 'MB7 9LX' } }, do: ['GET /bulky?postcode=MB7+9LX'] },
        { say: 'the Old Forge', expect: { query: FORGE }, do: ['GET /bulky?postcode=MB7+9LX&address=old-forge-church-lane'] },
        { say: 'one sofa, one fridge freezer and two armchairs', do: [] },
        { say: 'oh and a mattress. ok, next', expect: { path: '/bulky/date', bulky: bulkyDraft }, do: ['POST /bulky/items address=old-forge-church-lane&sofa=1&armchair=2&mattress=1&fridge=1&washer=0&wardrobe=0&bed=0&table=0'] },
        { say: "what's the earliest they can come?", says: '2 December', do: [] },
        { say: 'Friday the 4th is better, put me down for that', expect: { path: '/bulky/details', bulky: { ...bulkyDraft, date: '2026-12-04' } }, do: ['POST /bulky/date date=2026-12-04'] },
        { say: 'Jo Whitfield', do: [] },
        { say: 'my number is 07700 900771', do: [] },
        { say: "they'll be on the driveway", do: [] },
        { say: 'next', expect: { path: '/bulky/review', bulky: bulkyDetails }, do: ['POST /bulky/details name=Jo Whitfield&phone=07700 900771&location=Driveway'] },
        { say: 'how much is all that?', says: '£75', do: [] },
        {
          say: "hmm, that's a lot. take one of the armchairs off",
          expect: { path: '/bulky/review', bulky: { ...bulkyDetails, items: { sofa: 1, armchair: 1, mattress: 1, fridge: 1 } } },
          do: ['GET /bulky/items', 'POST /bulky/items address=old-forge-church-lane&sofa=1&armchair=1&mattress=1&fridge=1&washer=0&wardrobe=0&bed=0&table=0'],
        },
        { say: 'and how much now?', says: '£65', do: [] },
        {
          say: 'ok, confirm and pay',
          expect: { path: '/account', bulky: null, requests: [BULKY0, MISSED0, { ref: 'MDC-5103', kind: 'bulky', address: 'old-forge-church-lane', items: { sofa: 1, armchair: 1, mattress: 1, fridge: 1 }, date: '2026-12-04', name: 'Jo Whitfield', phone: '07700 900771', location: 'Driveway', fee: 65, status: 'open' }] },
          do: ['POST /bulky/confirm'],
        },
        { say: 'cheers.', do: [] },
      ],
    },
    {
      id: 'permits',
      turns: [
        { say: 'I need to sort out a parking permit', expect: { path: '/parking' }, do: ['GET /parking'] },
        { say: 'what does a residents one cost?', says: ['£35', '£110'], do: [] },
        { say: "actually no, it's for visitors, my mum's coming to stay", expect: { path: '/parking/apply', query: { type: 'visitor' } }, do: ['GET /parking/apply?type=visitor'] },
        { say: 'zone B', do: [] },
        { say: 'two books', do: [] },
        { say: 'go ahead and buy them', expect: { path: '/account', permits: [PERMIT0, { ref: 'P-3382', type: 'visitor', zone: 'B', books: 2, fee: 30 }] }, do: ['POST /parking/apply type=visitor&zone=B&books=2'] },
        { say: "what's the reference on those?", says: 'P-3382', do: [] },
        { say: "I've also got a new car, can you change it on my permit?", expect: { path: '/account/permits/P-3381/vehicle' }, do: ['GET /account/permits/P-3381/vehicle'] },
        { say: 'the reg is MB24 ZRT', do: [] },
        { say: "it's a Toyota Yaris, red", do: [] },
        {
          say: 'save it',
          expect: { path: '/account', permits: [{ ...PERMIT0, reg: 'MB24 ZRT', make: 'Toyota Yaris', colour: 'red' }, { ref: 'P-3382', type: 'visitor', zone: 'B', books: 2, fee: 30 }] },
          do: ['POST /account/permits/P-3381/vehicle reg=MB24 ZRT&make=Toyota Yaris&colour=red'],
        },
        { say: 'when does my permit run out?', says: '28 February 2027', do: [] },
        { say: 'my neighbour wants to know what a business permit costs', expect: { path: '/parking' }, says: '£250', do: ['GET /parking'] },
        { say: 'ok cheers', do: [] },
      ],
    },
    {
      id: 'garden-and-food',
      turns: [
        { say: 'can you search the site for garden waste', expect: { path: '/search', query: { q: 'garden waste' } }, do: ['GET /search?q=garden+waste'] },
        { say: 'the first one', expect: { path: '/garden-waste' }, do: ['GET /garden-waste'] },
        { say: 'how much is it a year?', says: '£52', do: [] },
        { say: 'MB7 9LX', expect: { query: { postcode: 'MB7 9LX' } }, do: ['GET /garden-waste?postcode=MB7+9LX'] },
        { say: '5 Church Lane', expect: { query: CHURCH }, do: ['GET /garden-waste?postcode=MB7+9LX&address=5-church-lane'] },
        { say: 'two bins please', do: [] },
        { say: "and I'll pay by direct debit", do: [] },
        { say: 'subscribe', expect: { path: '/account', requests: [BULKY0, MISSED0, garden1] }, do: ['POST /garden-waste address=5-church-lane&bins=2&payment=direct-debit'] },
        {
          say: "oh, I've got a bulky collection booked too haven't I? cancel that one, I sold the wardrobe",
          expect: { path: '/account', requests: [{ ...BULKY0, status: 'cancelled' }, MISSED0, garden1] },
          do: ['GET /account/requests/MDC-5098/cancel', 'POST /account/requests/MDC-5098/cancel'],
        },
        { say: 'when are the bins next collected at 5 Church Lane?', expect: { path: '/bins', query: CHURCH }, says: '4 December', do: ['GET /bins', 'GET /bins?postcode=MB7+9LX', 'GET /bins?postcode=MB7+9LX&address=5-church-lane'] },
        { say: 'what about the recycling?', says: '11 December', do: [] },
        { say: 'they missed the food caddy last time, report it please', expect: { path: '/bins/missed', query: CHURCH }, do: ['GET /bins/missed?postcode=MB7+9LX&address=5-church-lane'] },
        { say: 'yes it was out on time, on the kerb', do: [] },
        {
          say: 'submit it',
          expect: { path: '/account', requests: [{ ...BULKY0, status: 'cancelled' }, MISSED0, garden1, { ref: 'MDC-5104', kind: 'missed-bin', address: '5-church-lane', bin: 'food', out: 'yes', location: 'Kerbside', notes: '', status: 'open' }] },
          do: ['POST /bins/missed address=5-church-lane&bin=food&out=yes&location=Kerbside&notes='],
        },
      ],
    },
  ],
};
