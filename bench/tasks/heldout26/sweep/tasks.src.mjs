// Hearthside Sweeps tasks. `do` = the requests a correct run makes (solutions.json).
const P = { name: 'Martin Hale', phone: '07700 900111', email: 'martin.hale@example.com', address: '8 Rowan Close, Halifax', postcode: 'HX3 5QT' };
const A1041 = { ref: 'HS-1041', service: 'sweep-stove', flues: 1, date: '2026-12-09', window: 'morning', address: P.address, postcode: P.postcode, name: P.name, phone: P.phone, email: P.email, notes: '', certificate: 'email', status: 'booked' };
const A0977 = { ref: 'HS-0977', service: 'sweep-stove', flues: 1, date: '2025-12-04', window: 'afternoon', address: P.address, postcode: P.postcode, name: P.name, phone: P.phone, email: P.email, notes: '', certificate: 'email', status: 'completed' };
const appt = (x) => ({ service: x.service, flues: x.flues || 1, date: x.date, window: x.window, address: x.address || P.address, postcode: x.postcode || P.postcode, name: x.name || P.name, phone: x.phone || P.phone, email: x.email || P.email, notes: x.notes || '', certificate: x.certificate || 'email' });
const booked = (x, ref = 'HS-1042') => [{ ref, ...appt(x), status: 'booked' }, A1041, A0977];
const bookPost = (x) => { const a = appt(x); return `POST /book service=${a.service}&flues=${a.flues}&date=${a.date}&window=${a.window}&address=${a.address}&postcode=${a.postcode}&name=${a.name}&phone=${a.phone}&email=${a.email}&notes=${a.notes}&certificate=${a.certificate}&fireout=yes`; };
const order = (items, day, total, who = P) => [{ ref: 'HF-501', items, day, name: who.name, address: who.address, postcode: who.postcode, total }];
const checkout = (day, who = P) => `POST /checkout day=${day}&name=${who.name}&address=${who.address}&postcode=${who.postcode}`;

export default {
  start: '/',
  today: '2026-12-03',
  tasks: [
    {
      id: 'postcode-hx2',
      instruction: 'Check whether you cover the postcode "HX2 9LP".',
      expect: { path: '/areas', query: { postcode: 'HX2 9LP' } },
      do: ['GET /areas?postcode=HX2+9LP'],
    },
    {
      id: 'cctv-price',
      instruction: 'Open the services and prices page and tell me what a CCTV chimney survey costs.',
      expect: { path: '/services' },
      do: ['GET /services'],
    },
    {
      id: 'open-fire-two-flues',
      instruction: 'Book a chimney sweep for an open fire with 2 flues on Friday 11 December in the afternoon at my saved address, with the certificate sent by post.',
      expect: { path: '/account', appointments: booked({ service: 'sweep-open', flues: 2, date: '2026-12-11', window: 'afternoon', certificate: 'post' }) },
      do: ['GET /book', bookPost({ service: 'sweep-open', flues: 2, date: '2026-12-11', window: 'afternoon', certificate: 'post' })],
    },
    {
      id: 'stove-service-flat',
      instruction: 'Book a stove service at "Flat 2, 14 Mill Lane, Halifax", postcode "HX1 4RT", on Monday 14 December in the morning, with the access note "Key with the neighbour at number 16".',
      start: '/book',
      expect: { path: '/account', appointments: booked({ service: 'stove-service', date: '2026-12-14', window: 'morning', address: 'Flat 2, 14 Mill Lane, Halifax', postcode: 'HX1 4RT', notes: 'Key with the neighbour at number 16' }) },
      do: [bookPost({ service: 'stove-service', date: '2026-12-14', window: 'morning', address: 'Flat 2, 14 Mill Lane, Halifax', postcode: 'HX1 4RT', notes: 'Key with the neighbour at number 16' })],
    },
    {
      id: 'nest-earliest',
      instruction: 'Book a bird nest removal on the earliest day that is not fully booked, in the morning, at my address.',
      expect: { path: '/account', appointments: booked({ service: 'nest', date: '2026-12-05', window: 'morning' }) },
      do: ['GET /book', bookPost({ service: 'nest', date: '2026-12-05', window: 'morning' })],
    },
    {
      id: 'mothers-wood-burner',
      instruction: "Book a sweep of my mother's wood burner on Wednesday 16 December in the afternoon, at her house.",
      answers: { "mother's address": '3 Heath Road, Halifax', "mother's postcode": 'HX1 2PL' },
      expect: { path: '/account', appointments: booked({ service: 'sweep-stove', date: '2026-12-16', window: 'afternoon', address: '3 Heath Road, Halifax', postcode: 'HX1 2PL' }) },
      do: ['GET /book', bookPost({ service: 'sweep-stove', date: '2026-12-16', window: 'afternoon', address: '3 Heath Road, Halifax', postcode: 'HX1 2PL' })],
    },
    {
      id: 'move-1041',
      instruction: 'Move my appointment HS-1041 to Thursday 17 December in the afternoon.',
      start: '/account',
      expect: { path: '/account', appointments: [{ ...A1041, date: '2026-12-17', window: 'afternoon' }, A0977] },
      do: ['GET /account/appointments/HS-1041/reschedule', 'POST /account/appointments/HS-1041/reschedule date=2026-12-17&window=afternoon'],
    },
    {
      id: 'cancel-stove-removed',
      instruction: 'Cancel my sweep on Wednesday 9 December: we have had the stove taken out.',
      expect: { path: '/account', appointments: [{ ...A1041, status: 'cancelled', reason: 'Stove or fire removed' }, A0977] },
      do: ['GET /account', 'GET /account/appointments/HS-1041/cancel', 'POST /account/appointments/HS-1041/cancel reason=Stove or fire removed'],
    },
    {
      id: 'certificate-again',
      instruction: "Email me a copy of last year's sweep certificate.",
      start: '/account',
      expect: { path: '/account', certRequests: ['HS-0977'] },
      do: ['POST /account/certificates/HS-0977/email'],
    },
    {
      id: 'three-nets-ash',
      instruction: 'Add 3 nets of kiln-dried ash logs to the basket.',
      start: '/fuel',
      expect: { path: '/basket', basket: [{ product: 'ash-logs', size: 'Net', qty: 3 }] },
      do: ['POST /basket/add product=ash-logs&size=Net&qty=3'],
    },
    {
      id: 'birch-crate-delivery',
      instruction: 'Order a crate of kiln-dried birch logs and 2 bags of kindling, delivered on Tuesday 8 December to my address.',
      expect: { path: '/order/thanks', basket: [], orders: order([{ product: 'birch-logs', size: 'Crate', qty: 1 }, { product: 'kindling', size: 'Bag', qty: 2 }], '2026-12-08', 140) },
      do: ['GET /fuel', 'POST /basket/add product=birch-logs&size=Crate&qty=1', 'GET /fuel', 'POST /basket/add product=kindling&size=Bag&qty=2', checkout('2026-12-08')],
    },
    {
      id: 'coal-not-firelighters',
      instruction: 'Put a 25kg bag of Ecoal 50 and a box of firelighters in the basket, then take the firelighters out again.',
      start: '/fuel',
      expect: { path: '/basket', basket: [{ product: 'ecoal', size: '25kg bag', qty: 1 }] },
      do: ['POST /basket/add product=ecoal&size=25kg bag&qty=1', 'GET /fuel', 'POST /basket/add product=firelighters&size=Box of 50&qty=1', 'POST /basket/remove line=1'],
    },
    {
      id: 'cheapest-barrow-bag',
      instruction: 'Add whichever barrow bag of logs is cheaper to the basket.',
      start: '/fuel',
      expect: { path: '/basket', basket: [{ product: 'birch-logs', size: 'Barrow bag', qty: 1 }] },
      do: ['POST /basket/add product=birch-logs&size=Barrow bag&qty=1'],
    },
    {
      id: 'letting-agent-quote',
      instruction: 'Ask for a quote for "Calder Lettings", a letting agent with 12 properties; the contact is "Ruth Akers", ruth@calderlettings.example, and add "Annual sweeps for all our houses, please".',
      expect: { path: '/quote/sent', quotes: [{ organisation: 'Calder Lettings', type: 'letting-agent', properties: 12, contact: 'Ruth Akers', email: 'ruth@calderlettings.example', message: 'Annual sweeps for all our houses, please' }] },
      do: ['GET /quote', 'POST /quote organisation=Calder Lettings&type=letting-agent&properties=12&contact=Ruth Akers&email=ruth@calderlettings.example&message=Annual sweeps for all our houses, please'],
    },
    {
      id: 'billing-message',
      instruction: 'Send a message about billing from me saying "I think I was charged twice for HS-0977".',
      answers: { name: 'Martin Hale', email: 'martin.hale@example.com' },
      expect: { path: '/contact/sent', messages: [{ topic: 'Billing', name: 'Martin Hale', email: 'martin.hale@example.com', message: 'I think I was charged twice for HS-0977' }] },
      do: ['GET /contact', 'POST /contact topic=Billing&name=Martin Hale&email=martin.hale@example.com&message=I think I was charged twice for HS-0977'],
    },
    {
      id: 'autumn-reminders',
      instruction: 'Sign "jo.wren@example.com" up for the seasonal reminders.',
      expect: { path: '/newsletter/thanks', newsletter: ['jo.wren@example.com'] },
      do: ['POST /newsletter email=jo.wren@example.com'],
    },
    {
      id: 'faq-fire-out',
      instruction: 'Open the FAQs and find out how long before the visit the fire has to be out.',
      expect: { path: '/faq' },
      do: ['GET /faq'],
    },
    {
      id: 'the-95-pound-service',
      instruction: 'Book the service that costs £95 for Saturday 19 December, morning, at my address.',
      expect: { path: '/account', appointments: booked({ service: 'stove-service', date: '2026-12-19', window: 'morning' }) },
      do: ['GET /services', 'GET /book?service=stove-service', bookPost({ service: 'stove-service', date: '2026-12-19', window: 'morning' })],
    },
    {
      id: 'move-if-full',
      instruction: 'Move HS-1041 to Saturday 12 December, or to Friday 11 December if the Saturday is fully booked, keeping the morning window.',
      start: '/account',
      expect: { path: '/account', appointments: [{ ...A1041, date: '2026-12-11' }, A0977] },
      do: ['GET /account/appointments/HS-1041/reschedule', 'POST /account/appointments/HS-1041/reschedule date=2026-12-11&window=morning'],
    },
    {
      id: 'holiday-cottage',
      instruction: 'Book a stove service at my holiday cottage on Friday 18 December in the morning, certificate by email.',
      answers: { 'cottage address': 'Beck Cottage, Cragg Vale', 'cottage postcode': 'HX7 5TA' },
      expect: { path: '/account', appointments: booked({ service: 'stove-service', date: '2026-12-18', window: 'morning', address: 'Beck Cottage, Cragg Vale', postcode: 'HX7 5TA' }) },
      do: ['GET /book', bookPost({ service: 'stove-service', date: '2026-12-18', window: 'morning', address: 'Beck Cottage, Cragg Vale', postcode: 'HX7 5TA' })],
    },
    {
      id: 'ash-barrow-next-week',
      instruction: 'Order 2 barrow bags of ash logs for the first delivery day next week.',
      expect: { path: '/order/thanks', basket: [], orders: order([{ product: 'ash-logs', size: 'Barrow bag', qty: 2 }], '2026-12-08', 100) },
      do: ['GET /fuel', 'POST /basket/add product=ash-logs&size=Barrow bag&qty=2', checkout('2026-12-08')],
    },
    {
      id: 'new-phone',
      instruction: 'Change the phone number on my account to "07700 900222".',
      start: '/account',
      expect: { path: '/account', profile: { ...P, phone: '07700 900222' } },
      do: ['POST /account/details name=Martin Hale&phone=07700 900222&email=martin.hale@example.com&address=8 Rowan Close, Halifax&postcode=HX3 5QT'],
    },
    {
      id: 'stove-service-two-flues',
      instruction: 'Book the stove service for 2 flues on Tuesday 22 December in the afternoon at my address.',
      start: '/services',
      expect: { path: '/account', appointments: booked({ service: 'stove-service', flues: 2, date: '2026-12-22', window: 'afternoon' }) },
      do: ['GET /book?service=stove-service', bookPost({ service: 'stove-service', flues: 2, date: '2026-12-22', window: 'afternoon' })],
    },
    {
      id: 'cancel-then-cctv',
      instruction: 'Cancel HS-1041 with the reason "Other", then book a CCTV chimney survey for the same day and window at my address.',
      expect: { path: '/account', appointments: [{ ref: 'HS-1042', ...appt({ service: 'cctv', date: '2026-12-09', window: 'morning' }), status: 'booked' }, { ...A1041, status: 'cancelled', reason: 'Other' }, A0977] },
      do: ['GET /account', 'GET /account/appointments/HS-1041/cancel', 'POST /account/appointments/HS-1041/cancel reason=Other', 'GET /book', bookPost({ service: 'cctv', date: '2026-12-09', window: 'morning' })],
    },
  ],
};
