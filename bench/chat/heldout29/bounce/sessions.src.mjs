// Source of sessions.json and solutions.json (node bench/chat/heldout29/build.mjs).
import { SEED } from './server.mjs';
const post = (path, fields) => `POST ${path} ${new URLSearchParams(fields).toString()}`;
const seed = () => SEED()[0];
const changed = (f) => [{ ...seed(), ...f }];

// session 1
const ben = { slot: '2026-12-05-open-1200', jumpers: '4', socks: '2', name: 'Ben Carter', email: 'ben.carter@inboxmail.example', phone: '07700 900 266' };
// session 2
const tiny = { slot: '2026-12-01-toddler-1030', jumpers: '1', socks: '1', name: 'Nadia Rahman', email: 'nadia.rahman@mailbox.example', phone: '07700 900 431' };
const moved = { jumpers: '5', socks: '2', slot: '2026-12-06-open-1000' };
// session 3
const jordan = { slot: '2026-12-05-late-1930', jumpers: '6', socks: '0', name: 'Jordan Lee', email: 'jordan.lee@studentmail.example', phone: '07700 900 512' };
const jordan4 = { ...jordan, jumpers: '4' };
// session 4
const marcus = { slot: '2026-12-02-dodgeball-1800', jumpers: '3', socks: '3', name: 'Marcus Webb', email: 'marcus.webb@homemail.example', phone: '07700 900 877' };
const fields = (d) => ({ slot: d.slot, jumpers: d.jumpers, socks: d.socks, name: d.name, email: d.email, phone: d.phone, waiver: 'yes' });

export default {
  start: '/',
  today: '2026-11-30',
  sessions: [
    {
      id: 'saturday-with-the-kids',
      turns: [
        { say: 'hi, I want to book a jump for saturday', expect: { path: '/jump', query: { date: '2026-12-05' } }, do: ['GET /jump', 'GET /jump?date=2026-12-05'] },
        { say: "what's the earliest time with room for four of us?", says: '12:00' },
        { say: 'book that one', expect: { path: '/book', query: { slot: '2026-12-05-open-1200' } }, do: ['GET /book?slot=2026-12-05-open-1200'] },
        { say: 'how much is it per person?', says: '£14.50' },
        { say: 'four jumpers' },
        { say: 'two of the kids need socks, the others have got them' },
        { say: "name's Ben Carter, ben.carter@inboxmail.example, mobile 07700 900 266" },
        { say: "and yes, they've all got signed waivers" },
        { say: 'continue', expect: { path: '/book/review', draft: ben }, do: [post('/book', fields(ben))] },
        { say: "what's the total?", says: '£63.00' },
        { say: 'ok, confirm', expect: { path: '/bookings/BY4001', query: { new: '1' }, draft: null, bookings: [seed(), { ref: 'BY4001', ...ben, status: 'booked' }] }, do: [post('/book/confirm', {})] },
        { say: 'what should they wear?', expect: { path: '/faq' }, says: 'zips', do: ['GET /faq'] },
        { say: 'is there a weight limit? I might have a go too', says: '125 kg' },
        { say: 'and is parking free?', says: 'three hours' },
        { say: 'great, thanks' },
      ],
    },
    {
      id: 'bigger-group-and-little-bouncers',
      turns: [
        { say: 'open my bookings please', expect: { path: '/bookings' }, do: ['GET /bookings'] },
        { say: "when's my booking?", says: ['Saturday 5 December', '14:00'] },
        { say: 'open it', expect: { path: '/bookings/BY3920' }, do: ['GET /bookings/BY3920'] },
        { say: "my sister's kids are coming too, so make it five jumpers", expect: { path: '/bookings/BY3920', query: { saved: '1' }, bookings: changed({ jumpers: '5' }) }, do: [post('/bookings/BY3920/change', { jumpers: '5', socks: '0' })] },
        { say: "they'll need socks, two pairs", expect: { bookings: changed({ jumpers: '5', socks: '2' }) }, do: [post('/bookings/BY3920/change', { jumpers: '5', socks: '2' })] },
        { say: 'how much is it now?', says: '£77.50' },
        { say: 'actually can we move it to sunday at 10 instead', expect: { bookings: changed(moved) }, do: [post('/bookings/BY3920/move', { slot: '2026-12-06-open-1000' })] },
        { say: 'does it still cost the same?', says: '£77.50' },
        { say: 'ok good' },
        { say: 'I also want little bouncers for my youngest on tuesday', expect: { path: '/jump', query: { type: 'toddler', date: '2026-12-01' } }, do: ['GET /jump', 'GET /jump?type=toddler', 'GET /jump?type=toddler&date=2026-12-01'] },
        { say: 'the half nine one', says: 'Full' },
        { say: 'oh. the 10:30 then', expect: { path: '/book', query: { slot: '2026-12-01-toddler-1030' } }, do: ['GET /book?slot=2026-12-01-toddler-1030'] },
        { say: 'just one child, and one pair of socks' },
        { say: "my details: Nadia Rahman, nadia.rahman@mailbox.example, 07700 900 431. the waiver's signed" },
        { say: 'continue', expect: { path: '/book/review', draft: tiny }, do: [post('/book', fields(tiny))] },
        { say: 'confirm and pay', expect: { path: '/bookings/BY4001', query: { new: '1' }, draft: null, bookings: [...changed(moved), { ref: 'BY4001', ...tiny, status: 'booked' }] }, do: [post('/book/confirm', {})] },
        { say: 'thanks' },
      ],
    },
    {
      id: 'late-jump-then-cancel',
      turns: [
        { say: 'hey, can you show me the late jump sessions', expect: { path: '/jump', query: { type: 'late' } }, do: ['GET /jump?type=late'] },
        { say: 'is there one this friday?', expect: { query: { type: 'late', date: '2026-12-04' } }, says: 'Full', do: ['GET /jump?type=late&date=2026-12-04'] },
        { say: 'what about saturday', expect: { query: { type: 'late', date: '2026-12-05' } }, do: ['GET /jump?type=late&date=2026-12-05'] },
        { say: 'book it for six of us', expect: { path: '/book', query: { slot: '2026-12-05-late-1930' } }, do: ['GET /book?slot=2026-12-05-late-1930'] },
        { say: "we've all got socks already" },
        { say: "it's Jordan Lee, jordan.lee@studentmail.example, 07700 900 512" },
        { say: 'tick the waiver thing and continue', expect: { path: '/book/review', draft: jordan }, do: [post('/book', fields(jordan))] },
        { say: "what's the total?", says: '£96.00' },
        { say: "ah wait, only four of us can make it. change it", expect: { path: '/book/review', draft: jordan4 }, do: ['GET /book?slot=2026-12-05-late-1930', post('/book', fields(jordan4))] },
        { say: 'ok confirm', expect: { path: '/bookings/BY4001', query: { new: '1' }, draft: null, bookings: [seed(), { ref: 'BY4001', ...jordan4, status: 'booked' }] }, do: [post('/book/confirm', {})] },
        { say: "what's the reference?", says: 'BY4001' },
        { say: "ugh, my mate says we can't go after all. cancel it", expect: { path: '/bookings/BY4001/cancel' }, do: ['GET /bookings/BY4001/cancel'] },
        { say: 'do I get my money back?', says: 'full refund' },
        { say: 'good. our plans changed', expect: { path: '/bookings', bookings: [seed(), { ref: 'BY4001', ...jordan4, status: 'cancelled', reason: 'plans' }] }, do: [post('/bookings/BY4001/cancel', { reason: 'plans' })] },
        { say: 'thanks anyway' },
      ],
    },
    {
      id: 'dodgeball-and-a-move',
      turns: [
        { say: 'do you do dodgeball?', expect: { path: '/jump', query: { type: 'dodgeball' } }, do: ['GET /jump', 'GET /jump?type=dodgeball'] },
        { say: 'is there one on wednesday?', expect: { query: { type: 'dodgeball', date: '2026-12-02' } }, says: '18:00', do: ['GET /jump?type=dodgeball&date=2026-12-02'] },
        { say: 'how many spaces are left?', says: '3 spaces left' },
        { say: "it's my son and two friends, so that works. book it", expect: { path: '/book', query: { slot: '2026-12-02-dodgeball-1800' } }, do: ['GET /book?slot=2026-12-02-dodgeball-1800'] },
        { say: 'three jumpers, three pairs of socks' },
        { say: 'Marcus Webb, marcus.webb@homemail.example, 07700 900 877, and tick the waiver' },
        { say: 'continue', expect: { path: '/book/review', draft: marcus }, do: [post('/book', fields(marcus))] },
        { say: 'confirm', expect: { path: '/bookings/BY4001', query: { new: '1' }, draft: null, bookings: [seed(), { ref: 'BY4001', ...marcus, status: 'booked' }] }, do: [post('/book/confirm', {})] },
        { say: 'how much did that come to?', says: '£46.50' },
        { say: 'can you show me all my bookings', expect: { path: '/bookings' }, do: ['GET /bookings'] },
        { say: 'open the saturday one', expect: { path: '/bookings/BY3920' }, do: ['GET /bookings/BY3920'] },
        { say: 'move it to the same time on sunday', expect: { path: '/bookings/BY3920', query: { saved: '1' }, bookings: [{ ...seed(), slot: '2026-12-06-open-1400' }, { ref: 'BY4001', ...marcus, status: 'booked' }] }, do: [post('/bookings/BY3920/move', { slot: '2026-12-06-open-1400' })] },
        { say: 'and take one jumper off', expect: { bookings: [{ ...seed(), slot: '2026-12-06-open-1400', jumpers: '2' }, { ref: 'BY4001', ...marcus, status: 'booked' }] }, do: [post('/bookings/BY3920/change', { jumpers: '2', socks: '0' })] },
        { say: 'cheers, bye' },
      ],
    },
  ],
};
