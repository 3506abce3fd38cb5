/**
 * Validates the heldout10 sites without the SDK: for every session, a hand-written oracle makes
 * the requests a correct helper would make (through bench/oracle-browser.mjs, which also checks
 * that every page is valid HTML and that the links, buttons and controls named exist), and after
 * each turn the site's state must be the one the turn's `expect` describes; `says` turns must find
 * the words on the page. Run: node bench/chat/heldout10/check.mjs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSessions, elements, norm, textOf } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const see = (text) => (b) => b.sees(text);

// Swapyard
const search = (q) => (b) => b.fill('Search Swapyard', q).click('Search');
const pay = (fields) => (b) => {
  for (const [label, value] of Object.entries(fields)) b.fill(label, value);
  return b.click('Pay now');
};

// Play Harrowgate
/**
 * Follows the "Book" link in the availability grid of `venue` at the row of `time` and the column
 * of `court`, as a person reads a timetable grid (a table: hours down, courts across).
 */
const cell = (venue, time, court) => (b) => {
  const section = b.els.find((e) => e.tag === 'section' && elements(e).some((h) => h.tag === 'h2' && norm(textOf(h)) === norm(venue)));
  if (!section) throw new Error(`no grid for ${venue}`);
  const table = elements(section).find((e) => e.tag === 'table');
  const cellsOf = (tr) => tr.children.filter((c) => c.tag === 'td' || c.tag === 'th');
  const rows = elements(table).filter((e) => e.tag === 'tr');
  const col = cellsOf(rows[0]).findIndex((th) => norm(textOf(th)).startsWith(norm(court)));
  const row = rows.find((tr) => norm(textOf(cellsOf(tr)[0])) === norm(time));
  if (col < 1 || !row) throw new Error(`no cell ${time} / ${court} at ${venue}`);
  const link = elements(cellsOf(row)[col]).find((e) => e.tag === 'a');
  if (!link) throw new Error(`${time} on ${court} at ${venue} is "${norm(textOf(cellsOf(row)[col]))}", not bookable`);
  return b.open(link.attrs.href);
};
const find = (sport, venue, day) => (b) => b.select('Sport', sport).select('Venue', venue).select('Day', day).click('Check availability');
const book = (name, mobile, card) => (b) => {
  if (card) b.fill('Leisure Card number', card);
  return b.fill('Name for the booking', name).fill('Mobile number', mobile).click('Book and pay');
};
const cancel = (ref) => (b) => b.click('Cancel', { within: ref }).click('Yes, cancel it');

/** One oracle step (or null: nothing to do) per turn, per session. */
const ORACLES = {
  market: {
    'armchair-offer': [
      search('armchair'),
      (b) => b.select('Sort by', 'Price: low to high'),
      (b) => b.check('Hide sold items'),
      (b) => b.select('Sort by', 'Distance: nearest first'),
      (b) => b.sees('Eastgate · 0.8 mi').click('Mid-century armchair, green velvet'),
      see('Tiny snag on the left arm'),
      (b) => b.click('♡ Save'),
      (b) => b.back().back().click('IKEA Poäng armchair, birch'),
      see('From a pet-free home'),
      (b) => b.back().click('Mid-century armchair, green velvet').fill('Your offer ($)', '75').click('Send offer'),
      see('Pending'),
      (b) => b.click('Mid-century armchair, green velvet').fill('Message Amira H.', "Could you hold it until Saturday? I'll bring a van.").click('Send'),
      null,
      (b) => b.click('Saved (1)'),
      see('$95'),
      null,
    ],
    'camera-delivered': [
      search('Canon'),
      (b) => b.check('Delivery available'),
      (b) => b.click('Canon EOS 250D camera with 18-55mm lens'),
      see('a charger, two batteries'),
      see('★ 4.9'),
      (b) => b.click('Tom B.'),
      see('Member since 2018'),
      (b) => b.switchTab(0),
      (b) => b.click('Canon EF 50mm f/1.8 STM lens'),
      (b) => b.click('♡ Save'),
      (b) => b.click('Canon EOS 250D camera with 18-55mm lens').click('Buy now'),
      (b) => b.check('Tracked delivery ($8.00)'),
      see('Total $407.70'),
      pay({ 'Full name': 'Rafael Ortiz', 'Phone number': '07700 900311', 'Street address': '14 Cedar Row', Town: 'Eastvale', Postcode: 'EV3 8PL' }),
      see('Order number SY-4101'),
      null,
    ],
    'inbox-and-guitar': [
      (b) => b.click('Messages'),
      (b) => b.click('Dan K.'),
      see('front and back lights included'),
      (b) => b.fill('Write a reply', 'Sounds good, see you on Saturday.').click('Send'),
      (b) => b.click('Trek FX 2 hybrid bike, 54cm'),
      see('Riverside (2.1 miles away)'),
      (b) => b.click('My offers'),
      see('Fender Squier Stratocaster electric guitar $160 $130 Pending'),
      (b) => b.click('Withdraw'),
      search('guitar'),
      (b) => b.fill('Max', '100').click('Update'),
      (b) => b.check('Good or better'),
      (b) => b.sees('3 listings').click('Yamaha F310 acoustic guitar'),
      see('Bought in 2021'),
      (b) => b.fill('Your offer ($)', '70').click('Send offer'),
      (b) => b.click('Yamaha F310 acoustic guitar').click('♡ Save'),
      null,
    ],
    'kids-bike-collect': [
      (b) => b.click('Bikes'),
      (b) => b.select('Distance', 'Within 3 miles'),
      (b) => b.select('Sort by', 'Price: low to high'),
      (b) => b.click("Kids' bike 16-inch, pink with unicorns"),
      see('Suits ages 5 to 7'),
      (b) => b.click('♡ Save'),
      (b) => b.back().back().select('Distance', 'Within 10 miles'),
      (b) => b.click("Kids' bike 20-inch, red"),
      see('Suits ages 7 to 10'),
      see('Tracked delivery available'),
      see('$12.00'),
      (b) => b.click('Buy now').check('Tracked delivery ($12.00)'),
      (b) => b.check('Collect from Hillcrest (free)'),
      pay({ 'Full name': 'Mei Tanaka', 'Phone number': '07700 900782' }),
      see('Sam P. will message you to arrange a time'),
      (b) => b.click('Saved (1)').click('Remove'),
      null,
    ],
  },
  courts: {
    'tennis-saturday-evening': [
      find('Tennis', 'All venues', 'Sat 28 Nov'),
      (b) => b.check('Evening (5–9 PM)'),
      cell('Victoria Park', '7:00 PM', 'Court 4'),
      see('Total $16.00'),
      see('2 hours (not available: the next hour is booked)'),
      (b) => cell('Victoria Park', '7:00 PM', 'Court 3')(b.back()),
      (b) => b.check('2 hours'),
      (b) => b.fill('Racket hire ($3 each)', '2'),
      see('Total $38.00'),
      book('Theo Mensah', '07700 900415'),
      see('Gate code 4827'),
      (b) => b.click('Venue info').sees('Parking: Park Road car park'),
      (b) => b.switchTab(0),
      (b) => b.click('My bookings'),
      cancel('BC-2184'),
      null,
    ],
    'badminton-leisure-card': [
      (b) => find('Badminton', 'All venues', 'Tomorrow (Fri 27 Nov)')(b).check('Evening (5–9 PM)'),
      see('8:00 PM Taken Book Taken Taken'),
      cell('Harrowgate Leisure Centre', '8:00 PM', 'Court 2'),
      (b) => b.check('I have a Harrowgate Leisure Card (25% off court hire)'),
      see('Total $10.50'),
      book('Aisha Rahman', '07700 900623', 'LC-40917'),
      (b) => find('Badminton', 'All venues', 'Tue 1 Dec')(b.click('Book a court')).check('Evening (5–9 PM)'),
      see('7:00 PM Book Book Your booking Book'),
      cell('Harrowgate Leisure Centre', '8:00 PM', 'Court 1'),
      (b) => b.check('I have a Harrowgate Leisure Card (25% off court hire)').fill('Racket hire ($3 each)', '2'),
      see('Total $16.50'),
      book('Aisha Rahman', '07700 900623', 'LC-40917'),
      (b) => cancel('BC-2191')(b.click('My bookings')),
      see('Cancelled · $14.00 refunded'),
      null,
    ],
    'pickleball-monday': [
      find('Pickleball', 'Victoria Park', 'Mon 30 Nov'),
      (b) => b.check('Morning (7 AM–12 PM)'),
      see('10:00 AM Taken Book'),
      cell('Victoria Park', '10:00 AM', 'Court B'),
      (b) => b.fill('Paddle hire ($3 each)', '2'),
      (b) => b.check('2 hours'),
      see('Total $22.00'),
      (b) => b.click('Venue info').sees('Parking: Park Road car park'),
      see('Toilets in the pavilion'),
      (b) => b.switchTab(0),
      book('Margaret Hollis', '07700 900118'),
      null,
      (b) => b.click('My bookings'),
      see('Saturday 28 November, 10:00 AM Tennis'),
      cancel('BC-2184'),
      (b) => find('Tennis', 'Millpond Rec Ground', 'Sun 29 Nov')(b.click('Book a court')).check('Morning (7 AM–12 PM)'),
      see('9:00 AM Taken Book'),
      null,
    ],
    'after-school-tennis': [
      (b) => b.click('Venues'),
      see('Floodlights: court 3 and court 4'),
      (b) => b.click('Book tennis', { within: 'Victoria Park' }).click('Fri 27 Nov'),
      (b) => b.check('Afternoon (12–5 PM)'),
      see('4:00 PM Closed Closed Taken Book'),
      cell('Victoria Park', '4:00 PM', 'Court 4'),
      see('Floodlights $4.00'),
      (b) => b.back().select('Venue', 'Millpond Rec Ground'),
      see('3:00 PM Book Taken'),
      cell('Millpond Rec Ground', '3:00 PM', 'Court 1'),
      see('Total $8.00'),
      book('Kwame Boateng', '07700 900937'),
      see('Reference BC-2203'),
      see('Friday 27 November'),
      (b) => cancel('BC-2203')(b.click('My bookings')),
      (b) => cell('Millpond Rec Ground', '3:00 PM', 'Court 1')(find('Tennis', 'Millpond Rec Ground', 'Sat 28 Nov')(b.click('Book a court'))),
      book('Kwame Boateng', '07700 900937'),
      null,
    ],
  },
};

await checkSessions(here, ORACLES);
