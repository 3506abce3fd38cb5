// Hollybrook Riding School sessions. `do` = the requests a correct assistant makes (solutions.json).
const ME = { contact: 'Kate Price', phone: '07700 900654', email: 'kate.price@example.com' };
const R310 = { ref: 'HR-310', lesson: 'group', date: '2026-12-05', time: '10:00', riders: [{ name: 'Ella', age: '10' }, { name: 'Tom', age: '12' }], experience: 'some', hats: false, ...ME, notes: '', status: 'booked' };
const post = (d) => `POST /book lesson=${d.lesson}&date=${d.date}&time=${d.time}${d.riders.map((r, i) => `&name${i + 1}=${r.name}&age${i + 1}=${r.age}`).join('')}&experience=${d.experience}${d.hats ? '&hats=yes' : ''}&contact=${d.contact}&phone=${d.phone}&email=${d.email}&notes=${d.notes}`;

const pony = { lesson: 'pony-pals', date: '2026-12-05', time: '11:00', riders: [{ name: 'Isla', age: '6' }, { name: 'Finn', age: '7' }], experience: 'none', hats: true, ...ME, notes: '' };
const moved = { ...R310, date: '2026-12-06', time: '14:00' };
const priv = { lesson: 'private', date: '2026-12-10', time: '17:00', riders: [{ name: 'Kate', age: '41' }], experience: 'some', hats: false, ...ME, notes: '' };
const hack3 = { lesson: 'hack', date: '2026-12-12', time: '10:30', riders: [{ name: 'Kate', age: '41' }, { name: 'Dan', age: '44' }, { name: 'Tom', age: '12' }], experience: 'confident', hats: false, ...ME, notes: 'Tom would like a quiet horse' };
const hack2 = { ...hack3, riders: [{ name: 'Kate', age: '41' }, { name: 'Tom', age: '12' }] };
const voucher = { amount: 50, to: 'Helen Price', email: 'helen.price@example.com', message: 'Happy birthday Mum, enjoy the ride!', from: 'Kate' };

export default {
  start: '/',
  today: '2026-12-02',
  sessions: [
    {
      id: 'first-ride-for-the-little-ones',
      turns: [
        { say: 'hi, can I see what lessons you do?', expect: { path: '/lessons' }, do: ['GET /lessons'] },
        { say: 'which one is for little ones, like a 6 year old?', says: 'Pony Pals', do: [] },
        { say: 'open that one', expect: { path: '/lessons/pony-pals' }, do: ['GET /lessons/pony-pals'] },
        { say: 'how long is it?', says: '45 minutes', do: [] },
        { say: 'ok, can we book it for saturday?', expect: { path: '/book', query: { lesson: 'pony-pals', date: '2026-12-05' } }, do: ['GET /book?lesson=pony-pals', 'GET /book?lesson=pony-pals&date=2026-12-05'] },
        { say: 'is half nine free?', says: 'Full', do: [] },
        { say: '11 then', expect: { query: { lesson: 'pony-pals', date: '2026-12-05', time: '11:00' } }, do: ['GET /book?lesson=pony-pals&date=2026-12-05&time=11:00'] },
        { say: 'two riders', expect: { query: { lesson: 'pony-pals', date: '2026-12-05', time: '11:00', riders: '2' } }, do: ['GET /book?lesson=pony-pals&date=2026-12-05&time=11:00&riders=2'] },
        { say: "first is Isla, she's 6", do: [] },
        { say: "and Finn, he's 7", do: [] },
        { say: "they've never ridden before", do: [] },
        { say: 'and hire hats for both of them', do: [] },
        { say: 'continue', expect: { path: '/book/review', draft: pony }, do: [post(pony)] },
        { say: "what's the total?", says: '£62.00', do: [] },
        { say: 'book it', expect: { path: '/my-bookings', draft: null, bookings: [R310, { ref: 'HR-311', ...pony, status: 'booked' }] }, do: ['POST /book/confirm'] },
        { say: 'thank you!', do: [] },
      ],
    },
    {
      id: 'move-the-group-lesson',
      turns: [
        { say: 'can you open my bookings', expect: { path: '/my-bookings' }, do: ['GET /my-bookings'] },
        { say: 'what time is the group lesson on saturday?', says: '10:00', do: [] },
        { say: 'I need to move it', expect: { path: '/my-bookings/HR-310/change' }, do: ['GET /my-bookings/HR-310/change'] },
        { say: 'sunday at 2 instead', expect: { path: '/my-bookings', bookings: [moved] }, do: ['POST /my-bookings/HR-310/change slot=2026-12-06 14:00&riders=2'] },
        { say: "oh and Tom can't come now, so it's just Ella", expect: { path: '/my-bookings', bookings: [{ ...moved, riders: [{ name: 'Ella', age: '10' }] }] }, do: ['GET /my-bookings/HR-310/change', 'POST /my-bookings/HR-310/change slot=2026-12-06 14:00&riders=1'] },
        { say: 'how much is it now?', says: '£38.00', do: [] },
        { say: 'what should she wear?', expect: { path: '/info' }, says: 'boots', do: ['GET /info'] },
        { say: 'is there a weight limit?', says: '95kg', do: [] },
        { say: 'can I see the private lessons?', expect: { path: '/lessons/private' }, do: ['GET /lessons', 'GET /lessons/private'] },
        { say: 'how much is one?', says: '£45.00', do: [] },
        { say: 'book one for thursday the 10th', expect: { path: '/book', query: { lesson: 'private', date: '2026-12-10' } }, do: ['GET /book?lesson=private', 'GET /book?lesson=private&date=2026-12-10'] },
        { say: 'is 3pm available?', says: 'Full', do: [] },
        { say: '5pm then', expect: { query: { lesson: 'private', date: '2026-12-10', time: '17:00' } }, do: ['GET /book?lesson=private&date=2026-12-10&time=17:00'] },
        { say: "it's for me, Kate, I'm 41, and I've ridden a few times", do: [] },
        { say: "I've got my own hat. continue", expect: { path: '/book/review', draft: priv }, do: [post(priv)] },
        { say: 'confirm', expect: { path: '/my-bookings', draft: null, bookings: [{ ...moved, riders: [{ name: 'Ella', age: '10' }] }, { ref: 'HR-311', ...priv, status: 'booked' }] }, do: ['POST /book/confirm'] },
      ],
    },
    {
      id: 'hack-on-the-common',
      turns: [
        { say: 'do you do hacks out in the countryside?', expect: { path: '/lessons/hack' }, do: ['GET /lessons', 'GET /lessons/hack'] },
        { say: 'is it ok for beginners?', says: 'Confident', do: [] },
        { say: 'check sunday for me', expect: { path: '/book', query: { lesson: 'hack', date: '2026-12-06' } }, do: ['GET /book?lesson=hack', 'GET /book?lesson=hack&date=2026-12-06'] },
        { say: 'is 10:30 free?', says: 'Full', do: [] },
        { say: 'what about saturday the 12th?', expect: { query: { lesson: 'hack', date: '2026-12-12' } }, do: ['GET /book?lesson=hack&date=2026-12-12'] },
        { say: '10:30 then', expect: { query: { lesson: 'hack', date: '2026-12-12', time: '10:30' } }, do: ['GET /book?lesson=hack&date=2026-12-12&time=10:30'] },
        { say: '3 riders', expect: { query: { lesson: 'hack', date: '2026-12-12', time: '10:30', riders: '3' } }, do: ['GET /book?lesson=hack&date=2026-12-12&time=10:30&riders=3'] },
        { say: "me, Kate, 41, my husband Dan, 44, and Tom who's 12", do: [] },
        { say: "we're all confident riders", do: [] },
        { say: 'add a note: Tom would like a quiet horse', do: [] },
        { say: 'continue', expect: { path: '/book/review', draft: hack3 }, do: [post(hack3)] },
        { say: 'how much is that?', says: '£165.00', do: [] },
        { say: "actually Dan can't make it, so just me and Tom", expect: { path: '/book/review', draft: hack2 }, do: ['GET /book?lesson=hack&date=2026-12-12&time=10:30&riders=3', 'GET /book?lesson=hack&date=2026-12-12&time=10:30&riders=2', post(hack2)] },
        { say: 'and now?', says: '£110.00', do: [] },
        { say: 'confirm it', expect: { path: '/my-bookings', draft: null, bookings: [R310, { ref: 'HR-311', ...hack2, status: 'booked' }] }, do: ['POST /book/confirm'] },
        { say: 'cheers', do: [] },
      ],
    },
    {
      id: 'cancel-and-a-voucher',
      turns: [
        { say: 'open my bookings please', expect: { path: '/my-bookings' }, do: ['GET /my-bookings'] },
        { say: "who's that booking for?", says: ['Ella', 'Tom'], do: [] },
        { say: 'I need to cancel it', expect: { path: '/my-bookings/HR-310/cancel' }, do: ['GET /my-bookings/HR-310/cancel'] },
        { say: 'will I get my money back?', says: '48 hours', do: [] },
        { say: "ok, cancel it. Ella's poorly", expect: { path: '/my-bookings', bookings: [{ ...R310, status: 'cancelled', reason: 'Rider is unwell' }] }, do: ['POST /my-bookings/HR-310/cancel reason=Rider is unwell'] },
        { say: 'when are you open on sundays?', says: '9am', do: [] },
        { say: 'do you sell gift vouchers?', expect: { path: '/vouchers' }, do: ['GET /vouchers'] },
        { say: 'a £50 one please', do: [] },
        { say: "it's for my mum, Helen Price", do: [] },
        { say: 'send it to helen.price@example.com', do: [] },
        { say: 'from Kate', do: [] },
        { say: 'and the message is Happy birthday Mum, enjoy the ride!', do: [] },
        { say: 'buy it', expect: { path: '/vouchers/thanks', vouchers: [voucher] }, do: ['POST /vouchers amount=50&other=&to=Helen Price&email=helen.price@example.com&message=Happy birthday Mum, enjoy the ride!&from=Kate'] },
        { say: 'great. how much is a block of 5 group lessons?', expect: { path: '/prices' }, says: '£175.00', do: ['GET /prices'] },
        { say: 'ok thanks, bye', do: [] },
      ],
    },
  ],
};
