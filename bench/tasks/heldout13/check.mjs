/**
 * Validates the tasks/heldout13 sites without the SDK: for every task, a hand-written oracle makes
 * the requests a correct helper would make from the task's start page, the home page (through
 * bench/oracle-browser.mjs, which also checks that every page is valid HTML and that the links,
 * buttons and controls named exist), and the site's state afterwards must be the start state
 * changed as the task's `expect` says (bench/tasks/README.md). Run: node bench/tasks/heldout13/check.mjs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTasks } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// Linden Language School
const find = (fields) => (b) => {
  for (const [label, value] of Object.entries(fields)) {
    if (label === 'Format') b.check(value);
    else b.select(label, value);
  }
  return b.click('Find courses');
};
const enrol = (within, first, last, email, phone, opts = {}) => (b) => {
  b.click('Enrol', { within }).fill('First name', first).fill('Last name', last).fill('Email', email).fill('Phone', phone);
  if (opts.instalments) b.check('Pay in 3 monthly instalments');
  if (opts.book) b.check('Add the course book (+£25)');
  b.click('Continue');
  return opts.stop ? b : b.click('Confirm enrolment');
};
const trial = (language, format, date, time, name, email, note) => (b) => {
  b.click('Free trial lesson').select('Language', language).check(format).fill('Date', date).select('Time', time).fill('Your name', name).fill('Email', email);
  if (note) b.fill('Anything we should know? (optional)', note);
  return b.click('Book my free trial');
};
const student = (b) => b.click('Student area');
const message = (topic, name, email, text) => (b) => b.select('Topic', topic).fill('Your name', name).fill('Email', email).fill('Message', text).click('Send message');

// Hartley Removals
const quote = (from, to, size, date, flexible) => (b) => {
  b.fill('Moving from (postcode)', from).fill('Moving to (postcode)', to).select('Property size', size).fill('Moving date', date);
  if (flexible) b.check('Give or take a few days');
  return b.click('Get my quote');
};
const details = (name, email, phone, notes) => (b) => {
  b.click('Book this move').fill('Full name', name).fill('Email', email).fill('Phone', phone);
  if (notes) b.fill('Notes for the crew (optional)', notes);
  return b.click('Review booking');
};
const survey = (type, date, slot, postcode, name, phone, notes) => (b) => {
  b.click('Book a survey').check(type).fill('Date', date).select('Time', slot).fill('Postcode', postcode).fill('Your name', name).fill('Phone', phone);
  if (notes) b.fill('Anything we should know? (optional)', notes);
  return b.click('Book survey');
};
const add = (product, qty, size) => (b) => {
  b.click('Boxes & packing').click(product);
  if (size) b.check(size);
  return b.fill('Quantity', String(qty)).click('Add to basket');
};
const van = (date, start, hours, second, from, to, name, phone) => (b) => {
  b.click('Man and van', { nth: 0 }).fill('Date', date).select('Start time', start).fill('Hours', String(hours));
  if (second) b.check('Add a second mover (+£25 an hour)');
  return b.fill('Pick-up postcode', from).fill('Drop-off postcode', to).fill('Your name', name).fill('Phone', phone).click('Book man and van');
};
const myMove = (b) => b.click('My move');

/** One oracle per task: `(browser, answers) => void`. */
const ORACLES = {
  school: {
    'enrol-spanish-saturday': (b) => enrol('Spanish Beginner (A1) – saturdays, in person', 'Maria', 'Lopez', 'maria.lopez@example.com', '07700 900101')(b.click('Spanish courses')),
    'enrol-french-online-instalments': (b) => enrol('Tuesdays, 6:30–8 pm', 'Ben', 'Carter', 'ben.carter@example.com', '07700 900202', { instalments: true })(find({ Language: 'French', Level: 'Beginner (A1)', Format: 'Online' })(b)),
    'enrol-japanese-with-book': (b) => enrol('Japanese Beginner (A1) – saturdays, in person', 'Yuki', 'Tanaka', 'yuki.t@example.com', '07700 900303', { book: true })(b.click('Japanese', { nth: 0 })),
    'italian-waiting-list': (b) => b.click('Italian courses').click('Join the waiting list', { within: 'Thursdays, 6:30–8 pm' }).fill('Your name', 'Luca Bianchi').fill('Email', 'luca.b@example.com').click('Join waiting list'),
    'find-spanish-b1-online': find({ Language: 'Spanish', Level: 'Intermediate (B1)', Format: 'Online' }),
    'find-french-saturdays-cheapest': (b) => find({ Language: 'French', When: 'Saturdays' })(b).select('Sort by', 'Price: low to high'),
    'trial-spanish-online': trial('Spanish', 'Online', '2026-12-08', '6:00 pm', 'Nora Quinn', 'nora.q@example.com'),
    'trial-japanese-in-person-note': trial('Japanese', 'In person', '2026-12-12', '11:00 am', 'Omar Said', 'omar.said@example.com', 'complete beginner'),
    'trial-italian-morning': trial('Italian', 'Online', '2026-12-10', '10:00 am', 'Grace Lin', 'grace.lin@example.com'),
    'level-test-french': (b) => b.click('Level test').select('Language', 'French').select('What level do you think you are?', 'Elementary (A2)').fill('Your name', 'Chloe Martin').fill('Email', 'chloe.martin@example.com').click('Send me the test'),
    'newsletter-weekly': (b) => b.fill('Your email', 'ada@example.com').check('Weekly').click('Subscribe'),
    'newsletter-italian-monthly': (b) => b.fill('Your email', 'tom.h@example.com').check('Monthly').select('News about', 'Italian').click('Subscribe'),
    'switch-to-mornings': (b) => student(b).click('Switch class').check('Tuesdays and Thursdays, 10–11:30 am, in person').click('Confirm switch'),
    'pause-for-travel': (b) => student(b).click('Pause my course').select('Pause for', '2 months').check('Travel').click('Pause course'),
    'invoice-brightwell': (b) => student(b).click('Request an invoice').fill('Company name (optional)', 'Brightwell Ltd').fill('Purchase order number (optional)', 'PO-7781').check('Post').click('Request invoice'),
    'change-phone': (b) => student(b).click('Edit my details').fill('Phone', '07700 900999').click('Save details'),
    'change-address': (b) => student(b).click('Edit my details').fill('Address', '22 Mill Lane').fill('Town or city', 'Bristol').fill('Postcode', 'BS3 4QT').click('Save details'),
    'business-group-enquiry': (b) => message('Business & group courses', 'Gary Lee', 'gary.lee@acme.example', 'Spanish for 8 staff, weekday lunchtimes')(b.click('For business')),
    'private-german-message': (b) => message('Private lessons', 'Anna Weber', 'anna.w@example.com', 'Two hours a week, online')(b.click('Contact us')),
    'german-a2-online': (b) => enrol('German Elementary (A2)', 'Piotr', 'Nowak', 'piotr.n@example.com', '07700 900404')(b.click('German', { nth: 0 })),
    'french-b2-book-instalments': (b) => enrol('French Upper-intermediate (B2)', 'Claire', 'Dubois', 'claire.d@example.com', '07700 900505', { instalments: true, book: true })(b.click('French courses')),
    'enrol-stop-at-review': (b) => enrol('Spanish Beginner (A1) – weekday evenings', 'Sam', 'Reed', 'sam.reed@example.com', '07700 900606', { stop: true })(b.click('Spanish courses')),
  },
  removals: {
    'quote-two-bed': quote('BS6 5AB', 'BA1 2QH', '2 bedrooms', '2027-01-15'),
    'quote-studio-flexible': quote('SW9 8LF', 'SE15 4QN', 'Studio', '2026-12-09', true),
    'quote-packing-email': (b) => quote('E2 7QL', 'N16 8JH', '1 bedroom', '2026-12-04')(b).check('Packing service (+£180.00)').sees('Total £575.00').fill('Email address', 'jo.reid@example.com').click('Email me this quote'),
    'book-three-bed-dismantle': (b) => details('Priya Nair', 'priya.nair@example.com', '07700 900811')(quote('BS7 8EE', 'CF10 1AA', '3 bedrooms', '2027-01-30')(b).check('Dismantle and reassemble furniture (+£60.00)')).click('Confirm booking'),
    'book-one-bed-packing-note': (b) => details('Sara Ali', 'sara.ali@example.com', '07700 900901', 'third floor, no lift')(quote('M1 1AE', 'M20 2RN', '1 bedroom', '2027-01-08')(b).check('Packing service (+£180.00)')).click('Confirm booking'),
    'book-four-bed-stop-at-review': (b) => details('Tom Baker', 'tom.baker@example.com', '07700 900123')(quote('OX2 6HT', 'BS9 3AA', '4+ bedrooms', '2027-01-22')(b)),
    'survey-video-morning': survey('Video call', '2026-12-02', 'Morning (8am–12pm)', 'BS3 1QP', 'Helen Brooks', '07700 900612'),
    'survey-home-visit-note': survey('Home visit', '2026-12-05', 'Afternoon (12pm–5pm)', 'BS16 2JP', 'Raj Singh', '07700 900733', 'parking is on the street'),
    'shop-medium-boxes-bubble-wrap': (b) =>
      add('Bubble wrap roll (50 m)', 1)(add('Medium boxes (pack of 10)', 2)(b)).click('Checkout').fill('Full name', 'Kim Park').fill('Phone', '07700 900456').fill('Delivery address (if delivering)', '12 Elm Road').fill('Postcode (if delivering)', 'BS4 2AA').click('Place order'),
    'basket-king-cover-wardrobes': (b) => add('Wardrobe box with hanging rail', 3)(add('Mattress cover', 1, 'King size (£8.00)')(b)),
    'shop-collect-from-depot': (b) => add('Packing tape (6 rolls)', 1)(add('Large boxes (pack of 10)', 1)(b)).click('Checkout').check('Collect from our Bristol depot (free)').fill('Full name', 'Sam Wu').fill('Phone', '07700 900345').click('Place order'),
    'basket-small-boxes': add('Small boxes (pack of 10)', 3),
    'storage-fifty': (b) => b.click('Secure storage').check('50 sq ft (a 1-bed flat)').fill('Start date', '2027-02-01').fill('How many months?', '6').fill('Your name', 'Kofi Mensah').fill('Email', 'kofi.m@example.com').click('Request a storage quote'),
    'van-three-hours': van('2026-12-03', '9:00 am', 3, false, 'BS5 6XX', 'BS16 1QY', 'Leo Grant', '07700 900777'),
    'van-second-mover': van('2026-12-10', '1:00 pm', 2, true, 'BS1 4DJ', 'BS8 2PL', 'Amy Cole', '07700 900888'),
    'office-callback': (b) => b.click('Office moves', { nth: 0 }).fill('Company', 'Patel & Co').fill('Contact name', 'Nina Patel').fill('Phone', '0117 496 0321').fill('Number of desks', '20').click('Request a callback'),
    'my-move-new-date': (b) => myMove(b).click('Change moving date').fill('New moving date', '2026-12-19').click('Request new date'),
    'my-move-add-packing': (b) => myMove(b).click('Add extras').check('Packing service (+£360.00)').click('Save extras'),
    'my-move-enhanced-insurance': (b) => myMove(b).click('Add extras').select('Insurance', 'Enhanced cover, £100,000 (+£45)').click('Save extras'),
    'my-move-crew-note': (b) => myMove(b).click('Note for the crew').fill('Your note', "The piano stays, please don't pack it").click('Save note'),
    'my-move-cancel': (b) => myMove(b).click('Cancel my move').select('Why are you cancelling?', "I've booked another company").click('Cancel my move'),
    'review-five-stars': (b) => b.click('Reviews', { nth: 0 }).check('5 stars').fill('Your review', 'Careful, quick and on time').fill('Your first name', 'Ruth').click('Post review'),
    'contact-pianos': (b) => b.click('Contact', { nth: 0 }).fill('Your name', 'Dan Ford').fill('Email', 'dan.ford@example.com').fill('Message', 'Do you move pianos?').click('Send'),
  },
};

await checkTasks(here, ORACLES);
