// Source of sessions.json and solutions.json (see ../build.mjs). Today is Friday 27 November 2026.
const ME = { name: 'Alex Morgan', phone: '07700 900123', email: 'alex.morgan@example.com', address: '5 Elm Close', postcode: 'CB1 3AA' };
const b1 = (o = {}) => ({ ref: 'BC-3101', service: 'oven-clean', oven: 'double', date: '2026-12-02', time: '10:00', ...ME, extras: [], status: 'confirmed', ...o });
const b2 = (o = {}) => ({ ref: 'BC-3102', service: 'regular-clean', hours: '3', date: '2026-12-05', time: '08:00', ...ME, extras: [], status: 'confirmed', ...o });
const b3 = (o = {}) => ({ ref: 'BC-3103', service: 'window-clean', property: '2-3-bed', date: '2026-12-09', time: '13:00', ...ME, extras: [], status: 'confirmed', ...o });
const seed = [b1(), b2(), b3()];
const nb = (ref, service, key, v, date, time, who, extras) => ({ ref, service, [key]: v, date, time, ...who, extras, status: 'confirmed' });
const jordan = { name: 'Jordan Lee', phone: '07700 900456', email: 'jordan.lee@example.com', address: '41 Canal Street', postcode: 'M1 3HE' };
const sam = { name: 'Sam Whitfield', phone: '07700 900789', email: 'sam.w@example.net', address: '8 Ash Grove', postcode: 'LS6 2PL' };
const nadia = { name: 'Nadia Rahman', phone: '07700 900321', email: 'nadia.rahman@example.com', address: '3 Orchard Way', postcode: 'BS7 8NU' };
const form = (w, extra = '') => `name=${encodeURIComponent(w.name)}&phone=${encodeURIComponent(w.phone)}&email=${encodeURIComponent(w.email)}&address=${encodeURIComponent(w.address)}&postcode=${encodeURIComponent(w.postcode)}${extra}`;

const samCarpet = nb('BC-3104', 'carpet-clean', 'rooms', '2', '2026-12-03', '15:00', sam, []);
const nadiaRegular = nb('BC-3104', 'regular-clean', 'hours', '2', '2026-11-28', '13:00', nadia, ['inside-windows', 'supplies']);

export default {
  start: '/',
  today: '2026-11-27',
  sessions: [
    { id: 'deep-clean-booking', turns: [
      { say: 'Hi, I need a deep clean for my flat. Can you search deep clean?', expect: { path: '/search', query: { q: 'deep clean' } }, do: ['GET /search?q=deep+clean'] },
      { say: 'Open it.', expect: { path: '/service/deep-clean' }, do: ['GET /service/deep-clean'] },
      { say: 'How much is it per hour?', says: '£24.00 per hour' },
      { say: 'Four hours I think.', expect: { query: { hours: '4' } }, do: ['GET /service/deep-clean?hours=4'] },
      { say: "Let's do Tuesday.", expect: { query: { hours: '4', date: '2026-12-01' } }, do: ['GET /service/deep-clean?hours=4&date=2026-12-01'] },
      { say: 'What times are there?', says: ['08:00', '13:00', '15:00'] },
      { say: "One o'clock then.", expect: { query: { hours: '4', date: '2026-12-01', time: '13:00' } }, do: ['GET /service/deep-clean?hours=4&date=2026-12-01&time=13:00'] },
      { say: "My name's Jordan Lee." },
      { say: 'Phone is 07700 900456.' },
      { say: 'Email, jordan.lee@example.com' },
      { say: 'The address is 41 Canal Street, postcode M1 3HE.' },
      { say: 'Oh, and can they do inside the fridge as well?' },
      { say: 'Okay, book it.', expect: { path: '/bookings/BC-3104', query: { done: 'booked' }, bookings: [...seed, nb('BC-3104', 'deep-clean', 'hours', '4', '2026-12-01', '13:00', jordan, ['inside-fridge'])] },
        do: [`POST /book service=deep-clean&hours=4&date=2026-12-01&time=13:00&${form(jordan, '&extras=inside-fridge')}`] },
      { say: "What's the total?", says: '£106.00' },
      { say: 'Perfect, thanks.' },
    ] },
    { id: 'move-and-cancel', turns: [
      { say: 'Can you open my bookings?', expect: { path: '/bookings' }, do: ['GET /bookings'] },
      { say: "What's booked for December the 5th?", says: 'Regular home clean' },
      { say: 'Open that one.', expect: { path: '/bookings/BC-3102' }, do: ['GET /bookings/BC-3102'] },
      { say: "I need to move it. Let's change the date.", expect: { path: '/bookings/BC-3102/change' }, do: ['GET /bookings/BC-3102/change'] },
      { say: 'Make it Sunday the 6th.', expect: { query: { date: '2026-12-06' } }, do: ['GET /bookings/BC-3102/change?date=2026-12-06'] },
      { say: 'Same time if possible, eight.', expect: { query: { date: '2026-12-06', time: '08:00' } }, do: ['GET /bookings/BC-3102/change?date=2026-12-06&time=08:00'] },
      { say: 'Yep, confirm it.', expect: { path: '/bookings/BC-3102', bookings: [b1(), b2({ date: '2026-12-06' }), b3()] }, do: ['POST /bookings/BC-3102/change date=2026-12-06&time=08:00'] },
      { say: 'Go back to my bookings.', expect: { path: '/bookings' }, do: ['GET /bookings'] },
      { say: 'The window cleaning one, I want to cancel it.', expect: { path: '/bookings/BC-3103/cancel' }, do: ['GET /bookings/BC-3103/cancel'] },
      { say: "For the reason just say I've moved house." },
      { say: 'Yes, cancel it.', expect: { path: '/bookings', bookings: [b1(), b2({ date: '2026-12-06' }), b3({ status: 'cancelled', cancelReason: 'moved' })] }, do: ['POST /bookings/BC-3103/cancel reason=moved'] },
      { say: 'How many bookings do I have left?', says: '2 upcoming bookings' },
      { say: 'Open the oven one.', expect: { path: '/bookings/BC-3101' }, do: ['GET /bookings/BC-3101'] },
      { say: 'What time is the oven clean?', says: '10:00' },
      { say: 'Okay great, thanks.' },
    ] },
    { id: 'carpet-then-oven', turns: [
      { say: 'Show me the specialist cleans.', expect: { path: '/services', query: { type: 'specialist' } }, do: ['GET /services?type=specialist'] },
      { say: 'Sort by price, lowest first.', expect: { query: { type: 'specialist', sort: 'price-asc' } }, do: ['GET /services?type=specialist&sort=price-asc'] },
      { say: 'Open the second one.', expect: { path: '/service/carpet-clean' }, do: ['GET /service/carpet-clean'] },
      { say: 'How much for three rooms?', says: '£105.00' },
      { say: 'Hmm. Go back.', expect: { path: '/services', query: { type: 'specialist', sort: 'price-asc' } }, do: ['BACK'] },
      { say: 'And the one at the bottom?', expect: { path: '/service/oven-clean' }, do: ['GET /service/oven-clean'] },
      { say: "It's a double oven.", expect: { query: { oven: 'double' } }, do: ['GET /service/oven-clean?oven=double'] },
      { say: 'Thursday the 3rd, at 3 in the afternoon.', expect: { query: { oven: 'double', date: '2026-12-03', time: '15:00' } }, do: ['GET /service/oven-clean?oven=double&date=2026-12-03', 'GET /service/oven-clean?oven=double&date=2026-12-03&time=15:00'] },
      { say: 'Actually, let me look at the carpet one again, the first one we opened.', expect: { path: '/service/carpet-clean' }, do: ['GET /services?type=specialist', 'GET /service/carpet-clean'] },
      { say: 'Two rooms.', expect: { query: { rooms: '2' } }, do: ['GET /service/carpet-clean?rooms=2'] },
      { say: 'Same day, Thursday the 3rd, at 3.', expect: { query: { rooms: '2', date: '2026-12-03', time: '15:00' } }, do: ['GET /service/carpet-clean?rooms=2&date=2026-12-03', 'GET /service/carpet-clean?rooms=2&date=2026-12-03&time=15:00'] },
      { say: 'Name is Sam Whitfield, phone 07700 900789.' },
      { say: 'Email sam.w@example.net, and the address is 8 Ash Grove, LS6 2PL.' },
      { say: 'Book it.', expect: { path: '/bookings/BC-3104', query: { done: 'booked' }, bookings: [...seed, samCarpet] }, do: [`POST /book service=carpet-clean&rooms=2&date=2026-12-03&time=15:00&${form(sam)}`] },
      { say: 'Now the oven clean again: double oven, same day and time as the carpets.', expect: { path: '/service/oven-clean', query: { oven: 'double', date: '2026-12-03', time: '15:00' } }, do: ['GET /', 'GET /service/oven-clean', 'GET /service/oven-clean?oven=double', 'GET /service/oven-clean?oven=double&date=2026-12-03', 'GET /service/oven-clean?oven=double&date=2026-12-03&time=15:00'] },
      { say: 'Same details as before. Book it.', expect: { path: '/bookings/BC-3105', query: { done: 'booked' }, bookings: [...seed, samCarpet, nb('BC-3105', 'oven-clean', 'oven', 'double', '2026-12-03', '15:00', sam, [])] },
        do: [`POST /book service=oven-clean&oven=double&date=2026-12-03&time=15:00&${form(sam)}`] },
    ] },
    { id: 'regular-and-reschedule', turns: [
      { say: 'Can you search for a regular clean?', expect: { path: '/search', query: { q: 'regular clean' } }, do: ['GET /search?q=regular+clean'] },
      { say: 'Click the first one.', expect: { path: '/service/regular-clean' }, do: ['GET /service/regular-clean'] },
      { say: "Two hours is enough, it's a small place.", expect: { query: { hours: '2' } }, do: ['GET /service/regular-clean?hours=2'] },
      { say: 'Saturday, please.', expect: { query: { hours: '2', date: '2026-11-28' } }, do: ['GET /service/regular-clean?hours=2&date=2026-11-28'] },
      { say: 'What times are left?', says: ['13:00', '15:00'] },
      { say: 'The earliest one.', expect: { query: { hours: '2', date: '2026-11-28', time: '13:00' } }, do: ['GET /service/regular-clean?hours=2&date=2026-11-28&time=13:00'] },
      { say: "I'm Nadia Rahman." },
      { say: '07700 900321 is my number.' },
      { say: 'nadia.rahman@example.com' },
      { say: '3 Orchard Way, BS7 8NU.' },
      { say: 'Add the interior windows, and have them bring their own products.' },
      { say: 'Book it.', expect: { path: '/bookings/BC-3104', query: { done: 'booked' }, bookings: [...seed, nadiaRegular] },
        do: [`POST /book service=regular-clean&hours=2&date=2026-11-28&time=13:00&${form(nadia, '&extras=inside-windows&extras=supplies')}`] },
      { say: 'Now open my bookings.', expect: { path: '/bookings' }, do: ['GET /bookings'] },
      { say: 'Move the oven clean to 8 in the morning, same day.', expect: { path: '/bookings/BC-3101', bookings: [b1({ time: '08:00' }), b2(), b3(), nadiaRegular] },
        do: ['GET /bookings/BC-3101/change', 'GET /bookings/BC-3101/change?time=08:00', 'POST /bookings/BC-3101/change date=2026-12-02&time=08:00'] },
      { say: "What's the date of it again?", says: '2 Dec' },
      { say: "Thanks, that's everything." },
    ] },
  ],
};
