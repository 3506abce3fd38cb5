// Greaves Motors tasks. `do` = the requests a correct run makes (solutions.json).
const B0 = { ref: 'GM-4410', reg: 'LR68 WMB', service: 'full', extras: [], date: '2026-12-03', time: '10:00', mode: 'dropoff', courtesy: false, name: 'Priya Patel', phone: '07700 900789', email: 'priya.patel@example.com', total: 199, status: 'booked' };
const B1 = { ref: 'GM-4415', reg: 'YH21 OPC', service: 'interim', extras: [], date: '2026-12-08', time: '14:00', mode: 'dropoff', courtesy: false, name: 'Tom Reeve', phone: '07700 900321', email: 'tom.reeve@example.com', total: 119, status: 'booked' };
const booked = (b) => ({ ref: 'GM-4422', mileage: '', notes: '', contact: 'sms', courtesy: false, extras: [], status: 'booked', ...b });
const flow = (reg, services, date, slot, details) => [`GET /book?reg=${reg.replace(/ /g, '+')}`, `POST /book/services reg=${reg}&${services}`, `GET /book/slot?date=${date}`, `POST /book/slot date=${date}&${slot}`, `POST /book/details ${details}`, 'POST /book/confirm terms=yes'];

export default {
  start: '/',
  today: '2026-11-30',
  tasks: [
    {
      id: 'reminder-two-weeks',
      instruction: 'Sign up for an MOT reminder for "KP17 XFD" to "dan.hughes@example.com", two weeks before.',
      expect: { path: '/reminders/done', reminders: [{ reg: 'KP17 XFD', email: 'dan.hughes@example.com', when: '2-weeks' }] },
      do: ['POST /reminders reg=KP17 XFD&email=dan.hughes@example.com&when=2-weeks'],
    },
    {
      id: 'reminder-mine',
      instruction: "Set up an MOT reminder for my car, a month before it's due.",
      answers: { registration: 'BD19 KLM', email: 'kate.long@example.com' },
      expect: { path: '/reminders/done', reminders: [{ reg: 'BD19 KLM', email: 'kate.long@example.com', when: '1-month' }] },
      do: ['POST /reminders reg=BD19 KLM&email=kate.long@example.com&when=1-month'],
    },
    {
      id: 'reg-lookup',
      instruction: 'Enter "YH21 OPC" in the registration box and press Get started.',
      expect: { path: '/book', query: { reg: 'YH21 OPC' } },
      do: ['GET /book?reg=YH21+OPC'],
    },
    {
      id: 'prices-page',
      instruction: 'Open the Services & prices page.',
      expect: { path: '/prices' },
      do: ['GET /prices'],
    },
    {
      id: 'callback-quote',
      instruction: 'Request a callback for "Ella Marsh" on "07700 900123" about a repair quote, in the afternoon.',
      expect: { path: '/contact/thanks', callbacks: [{ name: 'Ella Marsh', phone: '07700 900123', reason: 'Repair quote', time: 'afternoon', message: '' }] },
      do: ['GET /contact', 'POST /contact name=Ella Marsh&phone=07700 900123&reason=Repair quote&time=afternoon&message='],
    },
    {
      id: 'callback-warranty',
      instruction: 'Ask for a callback about a warranty: name "Sara Khan", phone "07700 900654", mornings, with the message "Gearbox noise since last service".',
      expect: { path: '/contact/thanks', callbacks: [{ name: 'Sara Khan', phone: '07700 900654', reason: 'Warranty', time: 'morning', message: 'Gearbox noise since last service' }] },
      do: ['GET /contact', 'POST /contact name=Sara Khan&phone=07700 900654&reason=Warranty&time=morning&message=Gearbox noise since last service'],
    },
    {
      id: 'callback-mine',
      instruction: 'Ask the garage to call me back about my booking, any time is fine.',
      start: '/contact',
      answers: { name: 'Dan Hughes', phone: '07700 900456' },
      expect: { path: '/contact/thanks', callbacks: [{ name: 'Dan Hughes', phone: '07700 900456', reason: 'Booking query', time: 'any', message: '' }] },
      do: ['POST /contact name=Dan Hughes&phone=07700 900456&reason=Booking query&time=any&message='],
    },
    {
      id: 'mot-wait',
      instruction: 'Book an MOT for "KP17 XFD" on Tuesday 1 December at 9:00, waiting while it\'s done, for "Dan Hughes", phone "07700 900456", email "dan.hughes@example.com", and confirm the booking.',
      expect: { path: '/book/confirmed/GM-4422', draft: null, bookings: [B0, B1, booked({ reg: 'KP17 XFD', service: 'mot', date: '2026-12-01', time: '09:00', mode: 'wait', name: 'Dan Hughes', phone: '07700 900456', email: 'dan.hughes@example.com', total: 54.85 })] },
      do: flow('KP17 XFD', 'service=mot', '2026-12-01', 'time=09:00&mode=wait', 'title=&first=Dan&last=Hughes&phone=07700 900456&email=dan.hughes@example.com&mileage=&notes=&contact=sms'),
    },
    {
      id: 'mot-extras-to-date',
      instruction: 'Start a booking for "KP17 XFD": an MOT with wiper blades and a brake fluid change, then continue to choosing a date.',
      expect: { path: '/book/slot', draft: { reg: 'KP17 XFD', service: 'mot', extras: ['wipers', 'brakefluid'] } },
      do: ['GET /book?reg=KP17+XFD', 'POST /book/services reg=KP17 XFD&service=mot&extra=wipers&extra=brakefluid'],
    },
    {
      id: 'full-service-mine',
      instruction: 'Start a full service booking for my car with an air-con re-gas and go on to the date page.',
      answers: { registration: 'LR68 WMB' },
      expect: { path: '/book/slot', draft: { reg: 'LR68 WMB', service: 'full', extras: ['aircon'] } },
      do: ['GET /book?reg=LR68+WMB', 'POST /book/services reg=LR68 WMB&service=full&extra=aircon'],
    },
    {
      id: 'interim-courtesy',
      instruction: 'Book an interim service for "YH21 OPC" on Thursday 3 December at 8:30, dropping the car off with a courtesy car, for "Tom Reeve", "07700 900321", "tom.reeve@example.com", contact by email, and confirm.',
      expect: { path: '/book/confirmed/GM-4422', draft: null, bookings: [B0, B1, booked({ reg: 'YH21 OPC', service: 'interim', date: '2026-12-03', time: '08:30', mode: 'dropoff', courtesy: true, name: 'Tom Reeve', phone: '07700 900321', email: 'tom.reeve@example.com', contact: 'email', total: 119 })] },
      do: flow('YH21 OPC', 'service=interim', '2026-12-03', 'time=08:30&mode=dropoff&courtesy=yes', 'title=&first=Tom&last=Reeve&phone=07700 900321&email=tom.reeve@example.com&mileage=&notes=&contact=email'),
    },
    {
      id: 'full-mot-notes',
      instruction: 'Book a full service + MOT for "LR68 WMB" on Saturday 5 December at 10:00, dropping it off; name "Priya Patel", mobile "07700 900789", email "priya.patel@example.com", mileage "48200", note "Rattle from the rear"; confirm it.',
      expect: { path: '/book/confirmed/GM-4422', draft: null, bookings: [B0, B1, booked({ reg: 'LR68 WMB', service: 'full-mot', date: '2026-12-05', time: '10:00', mode: 'dropoff', name: 'Priya Patel', phone: '07700 900789', email: 'priya.patel@example.com', mileage: '48200', notes: 'Rattle from the rear', total: 239 })] },
      do: flow('LR68 WMB', 'service=full-mot', '2026-12-05', 'time=10:00&mode=dropoff', 'title=&first=Priya&last=Patel&phone=07700 900789&email=priya.patel@example.com&mileage=48200&notes=Rattle from the rear&contact=sms'),
    },
    {
      id: 'mot-mine',
      instruction: "Book an MOT for my car on Monday 7 December at 8:00, I'll wait; use my details and confirm it.",
      answers: { registration: 'BD19 KLM', 'first name': 'Kate', 'last name': 'Long', phone: '07700 900111', email: 'kate.long@example.com' },
      expect: { path: '/book/confirmed/GM-4422', draft: null, bookings: [B0, B1, booked({ reg: 'BD19 KLM', service: 'mot', date: '2026-12-07', time: '08:00', mode: 'wait', name: 'Kate Long', phone: '07700 900111', email: 'kate.long@example.com', total: 54.85 })] },
      do: flow('BD19 KLM', 'service=mot', '2026-12-07', 'time=08:00&mode=wait', 'title=&first=Kate&last=Long&phone=07700 900111&email=kate.long@example.com&mileage=&notes=&contact=sms'),
    },
    {
      id: 'find-booking',
      instruction: 'Look up booking "GM-4410" for the surname "Patel".',
      start: '/manage',
      expect: { path: '/manage', query: { ref: 'GM-4410', surname: 'Patel' } },
      do: ['GET /manage?ref=GM-4410&surname=Patel'],
    },
    {
      id: 'cancel-sold',
      instruction: 'Cancel booking "GM-4415" (surname "Reeve") because the car has been sold.',
      expect: { path: '/manage', query: { ref: 'GM-4415', surname: 'Reeve' }, bookings: [B0, { ...B1, status: 'cancelled', reason: 'Car sold' }] },
      do: ['GET /manage', 'GET /manage?ref=GM-4415&surname=Reeve', 'POST /manage/cancel ref=GM-4415&reason=Car sold'],
    },
    {
      id: 'move-booking',
      instruction: 'Move booking GM-4410 (surname Patel) to Friday 4 December at 14:00.',
      expect: { path: '/manage', query: { ref: 'GM-4410', surname: 'Patel' }, bookings: [{ ...B0, date: '2026-12-04', time: '14:00' }, B1] },
      do: ['GET /manage', 'GET /manage?ref=GM-4410&surname=Patel', 'GET /manage/change?ref=GM-4410', 'GET /manage/change?ref=GM-4410&date=2026-12-04', 'POST /manage/change ref=GM-4410&date=2026-12-04&time=14:00'],
    },
    {
      id: 'cancel-mine',
      instruction: "Cancel my service booking, I've found another garage.",
      answers: { 'booking reference': 'GM-4415', surname: 'Reeve' },
      expect: { path: '/manage', query: { ref: 'GM-4415', surname: 'Reeve' }, bookings: [B0, { ...B1, status: 'cancelled', reason: 'Found another garage' }] },
      do: ['GET /manage', 'GET /manage?ref=GM-4415&surname=Reeve', 'POST /manage/cancel ref=GM-4415&reason=Found another garage'],
    },
    {
      id: 'tyres-size',
      instruction: 'Find tyres in size 205/55 R16.',
      expect: { path: '/tyres', query: { width: '205', profile: '55', rim: '16' } },
      do: ['GET /tyres', 'GET /tyres?width=205&profile=55&rim=16'],
    },
    {
      id: 'tyres-winter',
      instruction: 'Show winter tyres in 195/65 R15, cheapest first.',
      expect: { path: '/tyres', query: { width: '195', profile: '65', rim: '15', season: 'winter', sort: 'price' } },
      do: ['GET /tyres', 'GET /tyres?width=195&profile=65&rim=15&season=winter&sort=price'],
    },
    {
      id: 'tyres-fit-michelin',
      instruction: 'Book fitting of 2 "Michelin Primacy 4" tyres (205/55 R16) on Thursday 3 December for "LR68 WMB", name "Priya Patel", phone "07700 900789".',
      expect: { path: '/tyres/booked', tyreOrders: [{ tyre: 'Michelin Primacy 4', size: '205/55 R16', qty: 2, date: '2026-12-03', reg: 'LR68 WMB', name: 'Priya Patel', phone: '07700 900789', total: 192 }] },
      do: ['GET /tyres', 'GET /tyres?width=205&profile=55&rim=16', 'GET /tyres/fitting?tyre=t1&qty=2', 'POST /tyres/fitting tyre=t1&qty=2&date=2026-12-03&reg=LR68 WMB&name=Priya Patel&phone=07700 900789'],
    },
    {
      id: 'tyres-cheapest-all-season',
      instruction: 'Order four of the cheapest all-season tyres in 225/45 R17 and book the fitting for Wednesday 2 December: registration "BD19 KLM", "Kate Long", "07700 900111".',
      start: '/tyres',
      expect: { path: '/tyres/booked', tyreOrders: [{ tyre: 'Vredestein Quatrac', size: '225/45 R17', qty: 4, date: '2026-12-02', reg: 'BD19 KLM', name: 'Kate Long', phone: '07700 900111', total: 396 }] },
      do: ['GET /tyres?width=225&profile=45&rim=17&season=all-season&sort=price', 'GET /tyres/fitting?tyre=t12&qty=4', 'POST /tyres/fitting tyre=t12&qty=4&date=2026-12-02&reg=BD19 KLM&name=Kate Long&phone=07700 900111'],
    },
    {
      id: 'cookies-then-tyres',
      instruction: 'Accept the cookies, then look up tyres in 185/60 R15 sorted by brand.',
      expect: { path: '/tyres', query: { width: '185', profile: '60', rim: '15', sort: 'brand' } },
      do: ['GET /', 'GET /tyres', 'GET /tyres?width=185&profile=60&rim=15&sort=brand'],
    },
    {
      id: 'interim-to-wednesday',
      instruction: 'Choose an interim service with no extras for "YH21 OPC" and carry on to see the times on Wednesday 2 December.',
      expect: { path: '/book/slot', query: { date: '2026-12-02' }, draft: { reg: 'YH21 OPC', service: 'interim', extras: [] } },
      do: ['GET /book?reg=YH21+OPC', 'POST /book/services reg=YH21 OPC&service=interim', 'GET /book/slot?date=2026-12-02'],
    },
  ],
};
