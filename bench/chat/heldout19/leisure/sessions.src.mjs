// Source of sessions.json and solutions.json (node bench/chat/heldout19/build.mjs).
const post = (path, fields) => `POST ${path} ${new URLSearchParams(fields).toString()}`;

const swim = { session: '2026-11-29-public-swim', name: 'Gareth Pryce', email: 'gareth.pryce@webmail.example', people: '4' };
const yoga = { session: '2026-12-03-yoga', name: 'Aisha Rahman', email: 'aisha.r@quickmail.example', people: '1', phone: '07700 900 812', member: 'M55210' };
const court = { session: '2026-11-30-badminton-court', name: 'Aisha Rahman', email: 'aisha.r@quickmail.example', people: '2', member: 'M55210' };
const isla = { ref: 'SL801', class: 's3-sun', child: 'Isla Moreno', age: '7', parent: 'Carla Moreno', email: 'carla.moreno@homemail.example', waitlist: true };
const leo = { ref: 'SL802', class: 's1-mon', child: 'Leo Moreno', age: '4', parent: 'Carla Moreno', email: 'carla.moreno@homemail.example', waitlist: false };
const ben = { ref: 'M70401', plan: 'family', term: 'annual', name: 'Ben Whitaker', email: 'ben.whitaker@postbox.example', postcode: 'RV2 7HW', start: '2027-01-01' };

export default {
  start: '/',
  today: '2026-11-28',
  sessions: [
    {
      id: 'sunday-swim',
      turns: [
        { say: 'hi, can you open the timetable', expect: { path: '/timetable' }, do: ['GET /timetable'] },
        { say: 'tomorrow please', expect: { query: { day: '2026-11-29' } }, do: ['GET /timetable?day=2026-11-29'] },
        { say: 'just the swimming', expect: { query: { day: '2026-11-29', activity: 'swim' } }, do: ['GET /timetable?day=2026-11-29&activity=swim'] },
        { say: 'is the inflatable session on?', says: 'fully booked' },
        { say: 'oh the kids will be gutted. is there space on the public swim?', says: '44' },
        { say: 'ok book that', expect: { path: '/book/2026-11-29-public-swim' }, do: ['GET /book/2026-11-29-public-swim'] },
        { say: "there's four of us" },
        { say: 'the name is Gareth Pryce' },
        { say: 'email gareth.pryce@webmail.example' },
        { say: 'continue', expect: { path: '/book/review', draft: swim }, do: [post('/book/2026-11-29-public-swim', { name: 'Gareth Pryce', email: 'gareth.pryce@webmail.example', people: '4' })] },
        { say: 'how much will that be?', says: '£20.80' },
        { say: 'fine, confirm it', expect: { path: '/bookings/RL5101', draft: null, bookings: [{ ref: 'RL5101', ...swim, status: 'booked' }] }, do: [post('/book/confirm', {})] },
        { say: 'brilliant' },
        { say: 'what time does the café shut on Sundays?', expect: { path: '/opening-times' }, says: '16:00', do: ['GET /opening-times'] },
        { say: 'great, thanks' },
      ],
    },
    {
      id: 'yoga-and-badminton',
      turns: [
        { say: 'can you open the timetable for Wednesday', expect: { path: '/timetable', query: { day: '2026-12-02' } }, do: ['GET /timetable', 'GET /timetable?day=2026-12-02'] },
        { say: 'is there space at yoga?', says: 'fully booked' },
        { say: 'what about Thursday', expect: { query: { day: '2026-12-03' } }, do: ['GET /timetable?day=2026-12-03'] },
        { say: 'book the yoga', expect: { path: '/book/2026-12-03-yoga' }, do: ['GET /book/2026-12-03-yoga'] },
        { say: "I'm a member, number M55210" },
        { say: 'Aisha Rahman, aisha.r@quickmail.example' },
        { say: 'mobile is 07700 900 812' },
        { say: 'continue', expect: { path: '/book/review', draft: yoga }, do: [post('/book/2026-12-03-yoga', { name: 'Aisha Rahman', email: 'aisha.r@quickmail.example', phone: '07700 900 812', people: '1', member: 'M55210' })] },
        { say: "so I don't pay anything?", says: 'free' },
        { say: 'confirm booking', expect: { path: '/bookings/RL5101', draft: null, bookings: [{ ref: 'RL5101', ...yoga, status: 'booked' }] }, do: [post('/book/confirm', {})] },
        { say: 'also I need a badminton court on Monday at 7', expect: { path: '/book/2026-11-30-badminton-court' }, do: ['GET /timetable', 'GET /timetable?day=2026-11-30', 'GET /book/2026-11-30-badminton-court'] },
        { say: 'two players. same name and email, and my member number again' },
        { say: 'continue', expect: { path: '/book/review', draft: court }, do: [post('/book/2026-11-30-badminton-court', { name: 'Aisha Rahman', email: 'aisha.r@quickmail.example', people: '2', member: 'M55210' })] },
        { say: 'confirm', expect: { path: '/bookings/RL5102', draft: null, bookings: [{ ref: 'RL5101', ...yoga, status: 'booked' }, { ref: 'RL5102', ...court, status: 'booked' }] }, do: [post('/book/confirm', {})] },
        { say: "oh wait, cancel the Thursday yoga, something's come up", expect: { path: '/bookings', bookings: [{ ref: 'RL5101', ...yoga, status: 'cancelled', reason: 'clash' }, { ref: 'RL5102', ...court, status: 'booked' }] }, do: ['GET /bookings', 'GET /bookings/RL5101/cancel', post('/bookings/RL5101/cancel', { reason: 'clash' })] },
        { say: "thanks, that's it" },
      ],
    },
    {
      id: 'kids-lessons',
      turns: [
        { say: 'hi, my daughter wants swimming lessons, can you find them', expect: { path: '/lessons' }, do: ['GET /lessons'] },
        { say: 'she can swim ten metres on her own, which stage is that?', says: 'Stage 3' },
        { say: 'show me the stage 3 classes', expect: { query: { stage: '3' } }, do: ['GET /lessons?stage=3'] },
        { say: 'is there one on a Sunday?', says: 'full' },
        { say: 'put her on the waiting list for it then', expect: { path: '/lessons/apply', query: { class: 's3-sun' } }, do: ['GET /lessons/apply?class=s3-sun'] },
        { say: "her name's Isla Moreno, she's 7" },
        { say: "I'm Carla Moreno, carla.moreno@homemail.example" },
        { say: 'no medical needs or anything' },
        { say: 'send it', expect: { path: '/lessons/done/SL801', lessons: [isla] }, do: [post('/lessons/apply', { class: 's3-sun', child: 'Isla Moreno', age: '7', parent: 'Carla Moreno', email: 'carla.moreno@homemail.example' })] },
        { say: 'when will I hear back?', says: 'email' },
        { say: "her little brother is 4 and he's a total beginner, can you show me the stage 1 classes", expect: { path: '/lessons', query: { stage: '1' } }, do: ['GET /lessons', 'GET /lessons?stage=1'] },
        { say: 'the Monday one', expect: { path: '/lessons/apply', query: { class: 's1-mon' } }, do: ['GET /lessons/apply?class=s1-mon'] },
        { say: 'Leo Moreno, age 4, same contact details as before' },
        { say: 'submit it', expect: { path: '/lessons/done/SL802', lessons: [isla, leo] }, do: [post('/lessons/apply', { class: 's1-mon', child: 'Leo Moreno', age: '4', parent: 'Carla Moreno', email: 'carla.moreno@homemail.example' })] },
        { say: "when's his first lesson?", says: '4 January' },
        { say: 'perfect, thank you' },
      ],
    },
    {
      id: 'family-membership',
      turns: [
        { say: 'what are the gym opening hours on a Saturday?', expect: { path: '/opening-times' }, says: '7:30', do: ['GET /opening-times'] },
        { say: 'ok, how much is the gym and swim membership?', expect: { path: '/memberships' }, says: '£39', do: ['GET /memberships'] },
        { say: 'and the family one?', says: '£65' },
        { say: "hmm ok, that's not bad" },
        { say: "let's join, the family one", expect: { path: '/join', query: { plan: 'family' } }, do: ['GET /join?plan=family'] },
        { say: "we'll pay annually", expect: { query: { plan: 'family', term: 'annual' } }, do: ['GET /join?plan=family&term=annual'] },
        { say: 'how much is that then?', says: '£650' },
        { say: 'name Ben Whitaker' },
        { say: 'email ben.whitaker@postbox.example' },
        { say: 'postcode RV2 7HW' },
        { say: "we'd like to start in January" },
        { say: 'join now', expect: { path: '/join/welcome/M70401', memberships: [ben] }, do: [post('/join', { plan: 'family', term: 'annual', name: 'Ben Whitaker', email: 'ben.whitaker@postbox.example', postcode: 'RV2 7HW', start: '2027-01-01' })] },
        { say: "what's my membership number?", says: 'M70401' },
        { say: 'where do I get the card?', says: 'reception' },
        { say: 'ok and is there parking there?', expect: { path: '/facilities' }, says: '3 hours', do: ['GET /', 'GET /facilities'] },
        { say: 'brilliant, cheers' },
      ],
    },
  ],
};
