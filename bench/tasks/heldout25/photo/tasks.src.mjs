// Source of tasks.json and solutions.json (see ../build.mjs). Today is Monday 30 November 2026.
// The client area belongs to Ruth Amos and Tom Baxter (signed in): favourites 02 and 07, a Full day
// booking with an engagement shoot, a £400 deposit paid.
const enq = (o) => ({ id: 'HF-301', name: '', partner: '', email: '', phone: '', date: '', venue: '', guests: '', package: '', extras: [], heard: '', message: '', ...o });
const E = (o) => `POST /enquire ${new URLSearchParams({ name: '', partner: '', email: '', phone: '', date: '', venue: '', guests: '', package: '', heard: '', message: '', ...o })}`;
const plan = (o = {}) => ({ ceremony: '13:00', readyAt: 'Oakley Barn, bridal suite', firstLook: 'unsure', groups: 'Immediate family', dayContact: '', dayPhone: '', ...o });
const PL = (o) => `POST /clients/plan ${new URLSearchParams(plan(o))}`;
const deposit = { amount: 400, note: 'Deposit' };

export default {
  start: '/',
  today: '2026-11-30',
  tasks: [
    { id: 'check-19-june', instruction: 'Check whether 19 June 2027 is available', expect: { path: '/availability', query: { date: '2027-06-19' } }, do: ['GET /availability?date=2027-06-19'] },
    { id: 'check-14-then-15-aug', instruction: 'Check if 14 August 2027 is free; if it is already booked, check 15 August 2027 instead', expect: { path: '/availability', query: { date: '2027-08-15' } }, do: ['GET /availability?date=2027-08-14', 'GET /availability?date=2027-08-15'] },
    { id: 'check-and-enquire', instruction: 'Check that Saturday 26 June 2027 is available, then send an enquiry for that date from Hannah Price and her partner Omar Aziz, hannah.price@example.com, at Hartwell House with 50 to 100 guests, for the Full day package',
      expect: { path: '/enquire/thanks', query: { ref: 'HF-301' }, enquiries: [enq({ name: 'Hannah Price', partner: 'Omar Aziz', email: 'hannah.price@example.com', date: '2027-06-26', venue: 'Hartwell House', guests: '50-100', package: 'full-day' })] },
      do: ['GET /availability?date=2027-06-26', 'GET /enquire?date=2027-06-26', E({ name: 'Hannah Price', partner: 'Omar Aziz', email: 'hannah.price@example.com', date: '2027-06-26', venue: 'Hartwell House', guests: '50-100', package: 'full-day' })] },
    { id: 'half-day-price', instruction: 'How much does the Half day package cost?', expect: { path: '/packages' }, do: ['GET /packages'] },
    { id: 'enquire-elopement', start: '/packages', instruction: 'Enquire about the Elopement package for 3 April 2027 as Jess Moore, jess.moore@example.com, phone 07700 900246, under 50 guests, with the message "We are marrying at the town hall"',
      expect: { path: '/enquire/thanks', query: { ref: 'HF-301' }, enquiries: [enq({ name: 'Jess Moore', email: 'jess.moore@example.com', phone: '07700 900246', date: '2027-04-03', guests: 'under-50', package: 'elopement', message: 'We are marrying at the town hall' })] },
      do: ['GET /enquire?package=elopement', E({ name: 'Jess Moore', email: 'jess.moore@example.com', phone: '07700 900246', date: '2027-04-03', guests: 'under-50', package: 'elopement', message: 'We are marrying at the town hall' })] },
    { id: 'enquire-extras-instagram', start: '/enquire', instruction: 'Send an enquiry for the Half day package on 11 September 2027 at Combe Manor from Lily Grant, lily.grant@example.com, adding a second photographer and a fine-art album, and say you heard about us on Instagram',
      expect: { path: '/enquire/thanks', query: { ref: 'HF-301' }, enquiries: [enq({ name: 'Lily Grant', email: 'lily.grant@example.com', date: '2027-09-11', venue: 'Combe Manor', package: 'half-day', extras: ['second', 'album'], heard: 'instagram' })] },
      do: [`${E({ name: 'Lily Grant', email: 'lily.grant@example.com', date: '2027-09-11', venue: 'Combe Manor', package: 'half-day', heard: 'instagram' })}&extras=second&extras=album`] },
    { id: 'enquire-own-details', start: '/enquire', instruction: 'Fill in the enquiry form with your name, your partner\'s name, your email and your wedding date, choose the Full day package and send it',
      answers: { 'your name': 'Nadia Bell', "partner's name": 'Chris Webb', email: 'nadia.bell@example.com', 'wedding date': '2027-10-16' },
      expect: { path: '/enquire/thanks', query: { ref: 'HF-301' }, enquiries: [enq({ name: 'Nadia Bell', partner: 'Chris Webb', email: 'nadia.bell@example.com', date: '2027-10-16', package: 'full-day' })] },
      do: [E({ name: 'Nadia Bell', partner: 'Chris Webb', email: 'nadia.bell@example.com', date: '2027-10-16', package: 'full-day' })] },
    { id: 'voucher-250', start: '/vouchers', instruction: 'Buy a £250 gift voucher for "Megan and Joe" with the message "Happy engagement!", using the email sam.doyle@example.com',
      expect: { path: '/vouchers/thanks', vouchers: [{ amount: 250, to: 'Megan and Joe', message: 'Happy engagement!', email: 'sam.doyle@example.com' }] },
      do: ['POST /vouchers amount=250&other=&to=Megan+and+Joe&message=Happy+engagement%21&email=sam.doyle%40example.com'] },
    { id: 'voucher-other-175', instruction: 'Buy a gift voucher of another amount, £175, for Priya Nair, from alex.kent@example.com',
      expect: { path: '/vouchers/thanks', vouchers: [{ amount: 175, to: 'Priya Nair', message: '', email: 'alex.kent@example.com' }] },
      do: ['GET /vouchers', 'POST /vouchers amount=other&other=175&to=Priya+Nair&message=&email=alex.kent%40example.com'] },
    { id: 'latest-journal-venue', instruction: 'Which venue is the most recent journal post about?', expect: { path: '/journal' }, do: ['GET /journal'] },
    { id: 'faq-deposit', start: '/faq', instruction: 'How much is the deposit that secures a date?', expect: {}, do: [] },
    { id: 'tips-own-email', instruction: 'Sign up for the wedding planning tips with your email address', answers: { email: 'ruth.amos@example.com' },
      expect: { path: '/newsletter/thanks', newsletter: ['ruth.amos@example.com'] }, do: ['POST /newsletter email=ruth.amos%40example.com'] },
    { id: 'favourite-04-11', start: '/clients/gallery', instruction: 'Add photos 04 and 11 to your favourites', expect: { path: '/clients/gallery', favourites: ['02', '07', '04', '11'] },
      do: ['POST /clients/favourite photo=04&part=', 'POST /clients/favourite photo=11&part='] },
    { id: 'riverside-first-favourite', start: '/clients', instruction: 'Open the Riverside part of your engagement gallery and favourite the first photo there', expect: { path: '/clients/gallery', query: { part: 'riverside' }, favourites: ['02', '07', '10'] },
      do: ['GET /clients/gallery', 'GET /clients/gallery?part=riverside', 'POST /clients/favourite photo=10&part=riverside'] },
    { id: 'unfavourite-07', start: '/clients/gallery', instruction: 'Remove photo 07 from your favourites', expect: { path: '/clients/gallery', favourites: ['02'] }, do: ['POST /clients/favourite photo=07&part='] },
    { id: 'print-05-matt', start: '/clients/gallery', instruction: 'Order a 10 × 8 print of photo 05 on matt paper', expect: { path: '/clients/prints', prints: [{ photo: '05', size: '10x8', paper: 'matt', qty: 1 }] },
      do: ['GET /clients/prints/new?photo=05', 'POST /clients/prints photo=05&size=10x8&paper=matt&qty=1'] },
    { id: 'two-a3-gloss-12', instruction: 'Order two A3 gloss prints of photo 12 from your engagement gallery', expect: { path: '/clients/prints', prints: [{ photo: '12', size: 'a3', paper: 'gloss', qty: 2 }] },
      do: ['GET /clients', 'GET /clients/gallery', 'GET /clients/prints/new?photo=12', 'POST /clients/prints photo=12&size=a3&paper=gloss&qty=2'] },
    { id: 'plan-2pm-no-first-look', start: '/clients/plan', instruction: 'Set the ceremony time to 2pm, choose "No" for a first look and save the plan', expect: { path: '/clients/plan', query: { saved: '1' }, plan: plan({ ceremony: '14:00', firstLook: 'no' }) },
      do: [PL({ ceremony: '14:00', firstLook: 'no' })] },
    { id: 'plan-groups-contact', start: '/clients/plan', instruction: 'In your wedding plan, put "Both families; Ruth with bridesmaids; Tom with ushers" as the group shots and make Sally Amos, 07700 900535, the contact on the day, then save',
      expect: { path: '/clients/plan', query: { saved: '1' }, plan: plan({ groups: 'Both families; Ruth with bridesmaids; Tom with ushers', dayContact: 'Sally Amos', dayPhone: '07700 900535' }) },
      do: [PL({ groups: 'Both families; Ruth with bridesmaids; Tom with ushers', dayContact: 'Sally Amos', dayPhone: '07700 900535' })] },
    { id: 'add-second-photographer', start: '/clients/booking', instruction: 'Add a second photographer to your booking and save the changes', expect: { path: '/clients/booking', query: { saved: '1' }, booking: { package: 'full-day', extras: ['second', 'engagement'] } },
      do: ['POST /clients/booking package=full-day&extras=second&extras=engagement'] },
    { id: 'half-day-album', instruction: 'Change your booking to the Half day package, take off the engagement shoot, add the fine-art album and save', expect: { path: '/clients/booking', query: { saved: '1' }, booking: { package: 'half-day', extras: ['album'] } },
      do: ['GET /clients', 'GET /clients/booking', 'POST /clients/booking package=half-day&extras=album'] },
    { id: 'pay-500', start: '/clients/payments', instruction: 'Pay £500 towards your balance', expect: { path: '/clients/payments', query: { paid: '1' }, payments: [deposit, { amount: 500, note: 'Instalment' }] }, do: ['POST /clients/payments amount=500&other='] },
    { id: 'pay-agreed-amount', start: '/clients/payments', instruction: 'Make a payment of the amount you agreed with Ellie, as another amount', answers: { 'agreed amount': '320' },
      expect: { path: '/clients/payments', query: { paid: '1' }, payments: [deposit, { amount: 320, note: 'Instalment' }] }, do: ['POST /clients/payments amount=other&other=320'] },
    { id: 'balance-due', start: '/clients/payments', instruction: 'How much is left to pay, and by when?', expect: {}, do: [] },
  ],
};
