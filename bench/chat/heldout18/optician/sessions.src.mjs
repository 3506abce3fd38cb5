// Clearview Opticians sessions. `do` = the requests a correct assistant makes (solutions.json).
const line = (frame, colour, size, lens, coatings = []) => ({ frame, colour, size, lens, coatings });
const APT0 = { ref: 'APT-2207', branch: 'hackney', date: '2026-12-01', time: '11:00', type: 'contact-lens', name: 'Sam Ortiz', status: 'booked' };
const ava = line('ava', 'blue', 'wide', 'varifocal', ['antiglare']);
const harper = line('harper', 'pink', 'medium', 'single-vision');
const rio = line('rio', 'yellow', 'medium', 'non-prescription');

export default {
  start: '/',
  today: '2026-11-28',
  sessions: [
    {
      id: 'frames-for-me',
      turns: [
        { say: "hi, can you show me the women's glasses?", expect: { path: '/glasses', query: { for: 'women' } }, do: ['GET /glasses', 'GET /glasses?for=women'] },
        { say: 'only the round ones please', expect: { query: { for: 'women', shape: 'round' } }, do: ['GET /glasses?for=women&shape=round'] },
        { say: 'how much are the Harper ones?', says: '79', do: [] },
        { say: 'hmm, forget round, show me cat-eye instead', expect: { query: { for: 'women', shape: 'cat-eye' } }, do: ['GET /glasses?for=women&shape=cat-eye'] },
        { say: 'open the Ava', expect: { path: '/frames/ava' }, do: ['GET /frames/ava'] },
        { say: 'what colours does it come in?', says: ['black', 'tortoiseshell', 'blue'], do: [] },
        { say: 'the blue one', expect: { query: { colour: 'blue' } }, do: ['GET /frames/ava?colour=blue'] },
        { say: 'and a wide fit, I have a big head', expect: { query: { colour: 'blue', size: 'wide' } }, do: ['GET /frames/ava?colour=blue&size=wide'] },
        { say: 'varifocals with the anti-glare, and pop it in the basket', expect: { path: '/basket', basket: [ava] }, do: ['POST /basket/add frame=ava&colour=blue&size=wide&lens=varifocal&antiglare=yes'] },
        { say: "what's the total?", says: '£210', do: [] },
        { say: 'oh, can you go back to the other one, the Harper', expect: { path: '/frames/harper' }, do: ['GET /glasses', 'GET /frames/harper'] },
        { say: 'in pink', expect: { query: { colour: 'pink' } }, do: ['GET /frames/harper?colour=pink'] },
        { say: 'put that in too, just single vision, no extras', expect: { path: '/basket', basket: [ava, harper] }, do: ['POST /basket/add frame=harper&colour=pink&size=medium&lens=single-vision'] },
        { say: 'actually take the blue one out', expect: { basket: [harper] }, do: ['POST /basket/remove line=0'] },
        { say: "ok let's check out", expect: { path: '/checkout' }, do: ['GET /checkout'] },
        { say: "name's Sam Ortiz, email sam.ortiz@example.com", do: [] },
        { say: "I'll collect it from the Camden shop", do: [] },
        {
          say: 'place the order',
          expect: { path: '/account/orders', basket: [], orders: [{ ref: 'CV1001', items: [harper], name: 'Sam Ortiz', email: 'sam.ortiz@example.com', delivery: 'collect', branch: 'camden', total: 79 }] },
          do: ['POST /checkout name=Sam Ortiz&email=sam.ortiz@example.com&delivery=collect&address=&branch=camden'],
        },
      ],
    },
    {
      id: 'eye-test-camden',
      turns: [
        { say: 'I need to book an eye test', expect: { path: '/eye-test' }, do: ['GET /eye-test'] },
        { say: 'the Camden one', expect: { query: { branch: 'camden' } }, do: ['GET /eye-test?branch=camden'] },
        { say: 'is there anything on Friday?', expect: { query: { branch: 'camden', date: '2026-12-04' } }, do: ['GET /eye-test?branch=camden&date=2026-12-04'] },
        { say: 'what times are free after lunch?', says: ['13:00', '14:00', '15:30'], do: [] },
        { say: 'book it for half three', expect: { path: '/eye-test/details', query: { branch: 'camden', date: '2026-12-04', time: '15:30' } }, do: ['GET /eye-test/details?branch=camden&date=2026-12-04&time=15:30'] },
        { say: "it's just a normal eye test", do: [] },
        { say: 'Sam Ortiz', do: [] },
        { say: 'my mobile is 07700 900418', do: [] },
        {
          say: 'ok, continue',
          expect: { path: '/eye-test/review', draft: { branch: 'camden', date: '2026-12-04', time: '15:30', type: 'eye-test', name: 'Sam Ortiz', phone: '07700 900418', nhs: false } },
          do: ['POST /eye-test/details branch=camden&date=2026-12-04&time=15:30&type=eye-test&first=Sam&last=Ortiz&phone=07700 900418&email='],
        },
        { say: 'wait, how much is it going to cost me?', says: '£25', do: [] },
        {
          say: 'oh hang on, can we do the Saturday instead, same time?',
          expect: { path: '/eye-test/details', query: { branch: 'camden', date: '2026-12-05', time: '15:30' } },
          do: ['GET /eye-test/details?branch=camden&date=2026-12-04&time=15:30', 'GET /eye-test?branch=camden&date=2026-12-04', 'GET /eye-test?branch=camden&date=2026-12-05', 'GET /eye-test/details?branch=camden&date=2026-12-05&time=15:30'],
        },
        {
          say: 'yep, same details, carry on',
          expect: { path: '/eye-test/review', draft: { branch: 'camden', date: '2026-12-05', time: '15:30', type: 'eye-test', name: 'Sam Ortiz', phone: '07700 900418', nhs: false } },
          do: ['POST /eye-test/details branch=camden&date=2026-12-05&time=15:30&type=eye-test&first=Sam&last=Ortiz&phone=07700 900418&email='],
        },
        {
          say: 'yes, confirm it',
          expect: { path: '/account/appointments', draft: null, appointments: [APT0, { ref: 'APT-2209', branch: 'camden', date: '2026-12-05', time: '15:30', type: 'eye-test', name: 'Sam Ortiz', status: 'booked' }] },
          do: ['POST /eye-test/confirm'],
        },
        { say: "I've also got a contact lens check on Tuesday, can you cancel that one", expect: { path: '/account/appointments/APT-2207/cancel' }, do: ['GET /account/appointments/APT-2207/cancel'] },
        {
          say: 'just say I booked it by mistake',
          expect: { path: '/account/appointments', appointments: [{ ...APT0, status: 'cancelled', reason: 'Booked by mistake' }, { ref: 'APT-2209', branch: 'camden', date: '2026-12-05', time: '15:30', type: 'eye-test', name: 'Sam Ortiz', status: 'booked' }] },
          do: ['POST /account/appointments/APT-2207/cancel reason=Booked by mistake'],
        },
        { say: 'perfect, thanks', do: [] },
      ],
    },
    {
      id: 'try-at-home',
      turns: [
        { say: 'do you do that thing where they send you glasses to try on at home?', expect: { path: '/try-on' }, do: ['GET /try-on'] },
        { say: "ok, show me the men's glasses then", expect: { path: '/glasses', query: { for: 'men' } }, do: ['GET /glasses', 'GET /glasses?for=men'] },
        { say: 'sort them cheapest first', expect: { query: { for: 'men', sort: 'price-asc' } }, do: ['GET /glasses?for=men&sort=price-asc'] },
        { say: "what's the cheapest one?", says: ['Jude', '89'], do: [] },
        { say: "let's see that one", expect: { path: '/frames/jude' }, do: ['GET /frames/jude'] },
        { say: 'in tortoiseshell', expect: { query: { colour: 'tortoiseshell' } }, do: ['GET /frames/jude?colour=tortoiseshell'] },
        { say: 'add it to the try-on', expect: { path: '/try-on', tryon: [{ frame: 'jude', colour: 'tortoiseshell' }] }, do: ['POST /try-on/add frame=jude&colour=tortoiseshell'] },
        { say: 'now the Theo, in silver', expect: { path: '/frames/theo', query: { colour: 'silver' } }, do: ['GET /glasses', 'GET /frames/theo', 'GET /frames/theo?colour=silver'] },
        { say: 'add that one too', expect: { path: '/try-on', tryon: [{ frame: 'jude', colour: 'tortoiseshell' }, { frame: 'theo', colour: 'silver' }] }, do: ['POST /try-on/add frame=theo&colour=silver'] },
        {
          say: 'and the Milo as well, the gunmetal one, add that too',
          expect: { path: '/try-on', tryon: [{ frame: 'jude', colour: 'tortoiseshell' }, { frame: 'theo', colour: 'silver' }, { frame: 'milo', colour: 'gunmetal' }] },
          do: ['GET /glasses', 'GET /frames/milo', 'GET /frames/milo?colour=gunmetal', 'POST /try-on/add frame=milo&colour=gunmetal'],
        },
        { say: 'how many have I got now?', says: '3', do: [] },
        { say: 'take the silver one out', expect: { tryon: [{ frame: 'jude', colour: 'tortoiseshell' }, { frame: 'milo', colour: 'gunmetal' }] }, do: ['POST /try-on/remove item=1'] },
        { say: "ok, send them to me. It's Sam Ortiz", do: [] },
        { say: 'address is 14 Elm Grove', do: [] },
        {
          say: 'postcode N16 8QP, and send it off',
          expect: { path: '/try-on/sent', tryon: [], tryonOrders: [{ name: 'Sam Ortiz', address: '14 Elm Grove', postcode: 'N16 8QP', frames: ['jude tortoiseshell', 'milo gunmetal'] }] },
          do: ['POST /try-on/order name=Sam Ortiz&address=14 Elm Grove&postcode=N16 8QP'],
        },
        { say: 'great.', do: [] },
      ],
    },
    {
      id: 'daughter',
      turns: [
        { say: "I'm after some sunglasses for my daughter", expect: { path: '/sunglasses', query: { for: 'kids' } }, do: ['GET /sunglasses', 'GET /sunglasses?for=kids'] },
        { say: 'how much are they?', says: '30', do: [] },
        { say: 'open them up', expect: { path: '/frames/rio' }, do: ['GET /frames/rio'] },
        { say: 'yellow please, she loves yellow', expect: { query: { colour: 'yellow' } }, do: ['GET /frames/rio?colour=yellow'] },
        { say: 'non-prescription lenses, and put them in the basket', expect: { path: '/basket', basket: [rio] }, do: ['POST /basket/add frame=rio&colour=yellow&size=medium&lens=non-prescription'] },
        { say: 'she needs an eye test as well actually', expect: { path: '/eye-test' }, do: ['GET /eye-test'] },
        { say: 'Islington', expect: { query: { branch: 'islington' } }, do: ['GET /eye-test?branch=islington'] },
        { say: 'Monday', expect: { query: { branch: 'islington', date: '2026-11-30' } }, do: ['GET /eye-test?branch=islington&date=2026-11-30'] },
        { say: 'is ten o clock free?', says: 'fully booked', do: [] },
        { say: 'ok what about half ten then', expect: { path: '/eye-test/details', query: { branch: 'islington', date: '2026-11-30', time: '10:30' } }, do: ['GET /eye-test/details?branch=islington&date=2026-11-30&time=10:30'] },
        { say: "it's the kids' test, her name is Mia Ortiz", do: [] },
        { say: 'use my number, 07700 900418', do: [] },
        {
          say: 'continue',
          expect: { path: '/eye-test/review', draft: { branch: 'islington', date: '2026-11-30', time: '10:30', type: 'kids', name: 'Mia Ortiz', phone: '07700 900418', nhs: false } },
          do: ['POST /eye-test/details branch=islington&date=2026-11-30&time=10:30&type=kids&first=Mia&last=Ortiz&phone=07700 900418&email='],
        },
        {
          say: 'confirm',
          expect: { path: '/account/appointments', draft: null, appointments: [APT0, { ref: 'APT-2209', branch: 'islington', date: '2026-11-30', time: '10:30', type: 'kids', name: 'Mia Ortiz', status: 'booked' }] },
          do: ['POST /eye-test/confirm'],
        },
        { say: 'now back to the basket', expect: { path: '/basket' }, do: ['GET /basket'] },
        { say: 'how much is it?', says: '£30', do: [] },
        { say: "let's pay. Sam Ortiz, sam.ortiz@example.com", expect: { path: '/checkout' }, do: ['GET /checkout'] },
        {
          say: 'deliver it home to 14 Elm Grove and place the order',
          expect: { path: '/account/orders', basket: [], orders: [{ ref: 'CV1001', items: [rio], name: 'Sam Ortiz', email: 'sam.ortiz@example.com', delivery: 'home', address: '14 Elm Grove', total: 30 }] },
          do: ['POST /checkout name=Sam Ortiz&email=sam.ortiz@example.com&delivery=home&address=14 Elm Grove&branch=islington'],
        },
      ],
    },
  ],
};
