// Hopalong Party Barn sessions. `do` = the requests a correct assistant makes (solutions.json).
const B0 = { ref: 'HB-2051', package: 'soft-play', date: '2026-12-12', time: '13:00', children: 12, child: 'Mia', age: '3', food: 'nuggets', extras: ['bags'], parent: 'Jo Turner', phone: '07700 900777', status: 'confirmed' };
const leo = { package: 'ninja', date: '2026-12-05', time: '16:00', children: 14, child: 'Leo', age: '8', food: 'pizza', extras: ['bags'], parent: 'Dana Brooks', phone: '07700 900123' };
const ava = { package: 'messy-craft', date: '2026-12-06', time: '10:00', children: 8, child: 'Ava', age: '5', food: 'veggie', extras: ['cake'], parent: 'Jo Turner', phone: '07700 900777' };
const isla = { package: 'disco', date: '2026-12-09', time: '13:00', children: 12, child: 'Isla', age: '7', food: 'hotdogs', extras: ['face'], parent: 'Sam Okafor', phone: '07700 900456' };
const noah = { package: 'trampoline', date: '2026-12-04', time: '16:00', children: 10, child: 'Noah', age: '9', food: 'nuggets', extras: [], parent: 'Jo Turner', phone: '07700 900777' };
const post = (d) => `POST /book package=${d.package}&date=${d.date}&time=${d.time}&children=${d.children}&child=${d.child}&age=${d.age}&food=${d.food}${d.extras.map((e) => `&extras=${e}`).join('')}&parent=${d.parent}&phone=${d.phone}`;
const bookUrl = (d) => `/book?package=${d.package}&date=${d.date}&time=${d.time}`;

export default {
  start: '/',
  today: '2026-11-28',
  sessions: [
    {
      id: 'ninja-party-for-leo',
      turns: [
        { say: 'hi, what parties have you got for an 8 year old?', expect: { path: '/parties', query: { age: '8-12' } }, do: ['GET /parties', 'GET /parties?age=8-12'] },
        { say: 'how long is the trampoline one?', says: '105 minutes', do: [] },
        { say: 'open the ninja one', expect: { path: '/parties/ninja' }, do: ['GET /parties/ninja'] },
        { say: "what's the most kids we can bring?", says: '20', do: [] },
        { say: 'ok can you check saturday the 5th', expect: { path: '/availability', query: { package: 'ninja', date: '2026-12-05' } }, do: ['GET /availability?package=ninja&date=2026-12-05'] },
        { say: 'which times are free?', says: ['10:00', '16:00'], do: [] },
        { say: 'the four o clock', expect: { path: '/book', query: { package: 'ninja', date: '2026-12-05', time: '16:00' } }, do: [`GET ${bookUrl(leo)}`] },
        { say: "it's for Leo, he's turning 8", do: [] },
        { say: 'about 14 kids', do: [] },
        { say: 'pizza', do: [] },
        { say: 'and party bags for all of them', do: [] },
        { say: "I'm Dana Brooks, mobile 07700 900123", do: [] },
        { say: 'next', expect: { path: '/book/review', draft: leo }, do: [post(leo)] },
        { say: 'so how much is it all in?', says: '£357.00', do: [] },
        { say: 'and what do I pay today?', says: '£50.00', do: [] },
        { say: 'ok, confirm it', expect: { path: '/my-bookings', draft: null, bookings: [B0, { ref: 'HB-2052', ...leo, status: 'confirmed' }] }, do: ['POST /book/confirm'] },
        { say: 'brilliant, thanks!', do: [] },
      ],
    },
    {
      id: 'numbers-then-craft',
      turns: [
        { say: 'can you open my bookings', expect: { path: '/my-bookings' }, do: ['GET /my-bookings'] },
        { say: "when is Mia's party again?", says: ['12 December', '13:00'], do: [] },
        { say: 'we have more kids coming, I need to change the numbers', expect: { path: '/my-bookings/HB-2051/numbers' }, do: ['GET /my-bookings/HB-2051/numbers'] },
        { say: '16 now', expect: { path: '/my-bookings', bookings: [{ ...B0, children: 16 }] }, do: ['POST /my-bookings/HB-2051/numbers children=16'] },
        { say: 'what time are you open till on saturdays?', expect: { path: '/opening-times' }, says: '7pm', do: ['GET /opening-times'] },
        { say: 'can parents stay for the party?', expect: { path: '/faq' }, says: 'two adults', do: ['GET /faq'] },
        { say: 'do the kids need socks?', says: 'required', do: [] },
        { say: 'ok. my sister wants a messy craft party too', expect: { path: '/parties/messy-craft' }, do: ['GET /parties', 'GET /parties/messy-craft'] },
        { say: 'what ages is that for?', says: '3 to 8', do: [] },
        { say: 'sunday the 6th', expect: { path: '/availability', query: { package: 'messy-craft', date: '2026-12-06' } }, do: ['GET /availability?package=messy-craft&date=2026-12-06'] },
        { say: "is 1 o'clock free?", says: 'booked', do: [] },
        { say: 'ok the morning then', expect: { path: '/book', query: { package: 'messy-craft', date: '2026-12-06', time: '10:00' } }, do: [`GET ${bookUrl(ava)}`] },
        { say: "8 children, it's for Ava who's turning 5, the veggie sausages, and add the cake", do: [] },
        { say: 'put my details, Jo Turner 07700 900777', do: [] },
        { say: 'continue', expect: { path: '/book/review', draft: ava }, do: [post(ava)] },
        { say: "what's the total?", says: '£169.00', do: [] },
        { say: "hmm leave it there for now, I'll check with her first", do: [] },
      ],
    },
    {
      id: 'weekday-disco',
      turns: [
        { say: 'how much is a disco party on a weekday?', expect: { path: '/prices' }, says: '£15.00', do: ['GET /prices'] },
        { say: 'and at the weekend?', says: '£17.00', do: [] },
        { say: "what's the minimum number of kids for that one?", says: '10', do: [] },
        { say: 'ok check availability for the disco', expect: { path: '/availability', query: { package: 'disco' } }, do: ['GET /availability', 'GET /availability?package=disco'] },
        { say: 'wednesday the ninth', expect: { query: { package: 'disco', date: '2026-12-09' } }, do: ['GET /availability?package=disco&date=2026-12-09'] },
        { say: "can we do 10 o'clock?", says: 'booked', do: [] },
        { say: 'fine, 1pm then', expect: { path: '/book', query: { package: 'disco', date: '2026-12-09', time: '13:00' } }, do: [`GET ${bookUrl(isla)}`] },
        { say: '12 kids', do: [] },
        { say: "birthday girl is Isla, she'll be 7", do: [] },
        { say: 'hot dogs', do: [] },
        { say: 'and the face painter', do: [] },
        { say: 'Sam Okafor, 07700 900456', do: [] },
        { say: 'continue', expect: { path: '/book/review', draft: isla }, do: [post(isla)] },
        { say: 'read me the total', says: '£240.00', do: [] },
        { say: 'oh wait, make it 14 kids', expect: { path: '/book/review', draft: { ...isla, children: 14 } }, do: [`GET ${bookUrl(isla)}`, post({ ...isla, children: 14 })] },
        { say: "what's it come to now?", says: '£270.00', do: [] },
        { say: 'great, book it', expect: { path: '/my-bookings', draft: null, bookings: [B0, { ref: 'HB-2052', ...isla, children: 14, status: 'confirmed' }] }, do: ['POST /book/confirm'] },
      ],
    },
    {
      id: 'trampoline-and-cancel',
      turns: [
        { say: 'do you do trampoline parties?', expect: { path: '/parties/trampoline' }, do: ['GET /parties/trampoline'] },
        { say: "what's included?", says: '45 minutes', do: [] },
        { say: 'which room is it in', says: 'Sky Room', do: [] },
        { say: 'can you check friday the 4th', expect: { path: '/availability', query: { package: 'trampoline', date: '2026-12-04' } }, do: ['GET /availability?package=trampoline&date=2026-12-04'] },
        { say: 'four o clock please', expect: { path: '/book', query: { package: 'trampoline', date: '2026-12-04', time: '16:00' } }, do: [`GET ${bookUrl(noah)}`] },
        { say: "10 children, for Noah, he's turning 9", do: [] },
        { say: 'nuggets', do: [] },
        { say: 'Jo Turner, 07700 900777', do: [] },
        { say: 'continue', expect: { path: '/book/review', draft: noah }, do: [post(noah)] },
        { say: 'how much?', says: '£180.00', do: [] },
        { say: 'confirm', expect: { path: '/my-bookings', draft: null, bookings: [B0, { ref: 'HB-2052', ...noah, status: 'confirmed' }] }, do: ['POST /book/confirm'] },
        { say: "oh and I need to cancel Mia's soft play, she's poorly", expect: { path: '/my-bookings/HB-2051/cancel' }, do: ['GET /my-bookings/HB-2051/cancel'] },
        { say: 'will I get the deposit back?', says: '7 days', do: [] },
        { say: "ok, cancel it, she's unwell", expect: { path: '/my-bookings', bookings: [{ ...B0, status: 'cancelled', reason: 'Child is unwell' }, { ref: 'HB-2052', ...noah, status: 'confirmed' }] }, do: ['POST /my-bookings/HB-2051/cancel reason=Child is unwell'] },
        { say: "thanks, that's everything", do: [] },
      ],
    },
  ],
};
