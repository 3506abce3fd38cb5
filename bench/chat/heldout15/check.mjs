/**
 * Validates the heldout15 sites without the SDK: for every session, a hand-written oracle makes
 * the requests a correct helper would make (through bench/oracle-browser.mjs, which also checks
 * that every page is valid HTML and that the links, buttons and controls named exist), and after
 * each turn the site's state must be the one the turn's `expect` describes; `says` turns must find
 * the words on the page. Run: node bench/chat/heldout15/check.mjs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSessions } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const see = (text) => (b) => b.sees(text);

// Greenacre Garden Centre
const search = (q) => (b) => b.fill('Search Greenacre', q).click('Search');
const collect = (store, day) => (b) => b.select('Collect from', store).select('Collection day', day).click('Continue to checkout');
const order = (name, email, phone) => (b) => b.fill('Full name', name).fill('Email', email).fill('Mobile number', phone).click('Place order');

// Maple & Moss Hair Studio
const findTime = (service, stylist, date, time) => (b) => {
  b.select('Service', service).select('Stylist', stylist).fill('Date', date);
  if (time) b.check(time);
  return b.click('Find a time');
};
const slot = (stylist, time) => (b) => b.click(time, { within: `Free times with ${stylist}` });
const confirm = (name, mobile, email) => (b) => {
  b.fill('Your name', name).fill('Mobile number', mobile);
  if (email) b.fill('Email (optional)', email);
  return b.click('Confirm booking');
};

/** One oracle step (or null: nothing to do) per turn, per session. */
const ORACLES = {
  garden: {
    'christmas-tree-collect': [
      search('Christmas trees'),
      (b) => b.click('Nordmann fir Christmas tree (cut)'),
      see('6–7 ft — £64.99'),
      (b) => b.check('6–7 ft — £64.99'),
      (b) => b.click('Add to basket'),
      search('tree stand'),
      (b) => b.click('Christmas tree stand'),
      (b) => b.check('For trees up to 7 ft — £24.99').click('Add to basket'),
      see('Total £89.98'),
      collect("Greenacre Harlow", 'Saturday 28 November'),
      order('Joanne Pike', 'jo.pike@example.com', '07700 900456'),
      see('Order number GA-5001'),
      null,
    ],
    'wreath-workshop-for-two': [
      (b) => b.select('Workshop', 'Christmas wreath making').fill('Date', '2026-12-04').check('Evening').fill('Places', '2').click('Check dates'),
      see('Friday 4 December, 6:30 PM'),
      see('£45.00 per person'),
      (b) => b.click('Book'),
      (b) => b.fill('Your name', 'Hannah Okafor').fill('Email', 'hannah.okafor@example.com').click('Book places'),
      search('cyclamen'),
      (b) => b.click('Cyclamen (outdoor)'),
      (b) => b.check('Red'),
      (b) => b.fill('Quantity', '6').click('Add to basket'),
      see('Total £17.94'),
      (b) => b.fill('Quantity', '8').click('Update'),
      null,
    ],
    'houseplant-dark-room': [
      (b) => b.click('Houseplants', { nth: 0 }),
      (b) => b.select('Light', 'Shady spot'),
      (b) => b.select('Sort by', 'Price: low to high'),
      see('Peace lily (Spathiphyllum) · from £9.99'),
      (b) => b.click('Snake plant (Sansevieria)'),
      (b) => b.check('17cm pot — £19.99'),
      see('Price: £19.99'),
      (b) => b.click('Add to basket'),
      (b) => search('peace lily')(b).click('Peace lily (Spathiphyllum)'),
      see('Copes with shade'),
      (b) => b.click('Add to basket'),
      see('Total £29.98'),
      null,
    ],
    'compost-and-secateurs': [
      (b) => b.click('Compost & soil', { nth: 0 }),
      (b) => b.click('Multi-purpose peat-free compost, 50 litre'),
      see('3 bags — £18.00'),
      (b) => b.check('3 bags — £18.00'),
      (b) => b.fill('Quantity', '2').click('Add to basket'),
      search('secateurs'),
      (b) => b.click('Bypass secateurs'),
      (b) => b.click('Add to basket'),
      collect("Greenacre Bishop's Stortford", 'Monday 30 November'),
      order('Dev Patel', 'dev.patel@example.com', '07700 900213'),
      see('from 10am'),
      null,
    ],
  },
  salon: {
    'saturday-blow-dry': [
      findTime('Cut & blow-dry', 'Priya', '2026-11-28', 'Morning'),
      see('Free times with Priya 10:00 11:00'),
      slot('Priya', '11:00'),
      see('Long (below the shoulders) — £62'),
      (b) => b.check('Long (below the shoulders) — £62'),
      (b) => b.check('Add a deep-conditioning treatment (+£15)'),
      see('Total £77'),
      confirm('Laura Kim', '07700 900321'),
      see('Booking reference MM-2041'),
      null,
    ],
    'balayage-thursday': [
      (b) => b.fill('Search services', 'balayage').click('Search'),
      see('Balayage · 3 hours'),
      (b) => b.click('Book'),
      (b) => b.fill('Date', '2026-12-03').click('Find a time'),
      (b) => b.check('Afternoon').click('Find a time').sees('Free times with Sam 12:30 15:00 16:00'),
      slot('Sam', '15:00'),
      (b) => b.check('Medium (to the shoulders) — £135'),
      see('Total £135'),
      confirm('Grace Adeyemi', '07700 900654', 'grace.a@example.com'),
      see('patch test at least 48 hours before'),
      null,
    ],
    'voucher-and-mens-cut': [
      (b) => b.click('Gift vouchers'),
      (b) => b.check('£50'),
      (b) => b.check('Christmas'),
      see('Email it to them'),
      (b) => b.fill("Recipient's name", 'Amira').fill("Recipient's email", 'amira.haddad@example.com').fill('Message', 'Happy Christmas sis, treat yourself!'),
      (b) => b.fill('From', 'Leila').click('Buy voucher'),
      see('valid for 12 months'),
      (b) => b.click('Price list').sees("Men's cut 30 minutes £32"),
      (b) => b.click('Book', { within: "Men's cut" }).select('Stylist', 'Tom').fill('Date', '2026-12-01').check('Evening (Tue & Thu)').click('Find a time'),
      slot('Tom', '19:00'),
      confirm('Leila Haddad', '07700 900872'),
      null,
    ],
    'move-my-highlights': [
      (b) => b.click('My bookings'),
      see('Wednesday 2 December, 10:00 with Jess'),
      (b) => b.click('Change', { within: 'MM-2030' }).fill('New date', '2026-12-03').click('Show times'),
      see('12:30'),
      (b) => b.click('12:30'),
      (b) => b.click('Cancel', { within: 'MM-2033' }).click('Yes, cancel it'),
      see('£10 deposit refunded'),
      (b) => findTime('Fringe trim', 'Jess', '2026-12-22', 'Morning')(b.click('Book online')),
      slot('Jess', '10:00'),
      confirm('Sofia Marin', '07700 900118'),
      null,
    ],
  },
};

await checkSessions(here, ORACLES);
