/**
 * Validates the heldout7 sites without the SDK: for every session, a hand-written oracle makes
 * the requests a correct helper would make (through bench/oracle-browser.mjs, which also checks
 * that every page is valid HTML and that the links, buttons and controls named exist), and after
 * each turn the site's state must be the one the turn's `expect` describes; `says` turns must find
 * the words on the page. Run: node bench/chat/heldout7/check.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser, applyExpect, sameState } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const see = (text) => (b) => b.sees(text);
const search = (q) => (b) => b.fill('Search products', q).click('Search');
const book = (name, email) => (b) => b.fill('Full name', name).fill('Email', email).click('Confirm booking');

/** One oracle step (or null: nothing to do) per turn, per session. */
const ORACLES = {
  gym: {
    'yoga-tuesday-evening': [
      (b) => b.fill('Class, style or instructor', 'yoga').select('Day', 'Tuesday', { within: 'Find classes' }).click('Find classes'),
      (b) => b.check('Evening'),
      (b) => b.click('Power Yoga'),
      null,
      see('Tuesday 1 December · Full'),
      (b) => b.check('Tuesday 8 December'),
      (b) => b.select('People', '2'),
      null,
      (b) => b.back().back().back().click('Yin Yoga'),
      null,
      (b) => b.click('Priya Shah'),
      (b) => b.switchTab(0),
      (b) => b.check('Tuesday 15 December').select('People', '2').check('Rent a mat'),
      (b) => b.click('Continue to booking'),
      null,
      book('Hana Sato', 'hana.sato@example.com'),
      null,
      null,
    ],
    'spin-downtown': [
      (b) => b.click('Timetable'),
      (b) => b.fill('Search classes', 'spin').click('Search'),
      (b) => b.select('Sort by', 'Price: lowest first'),
      (b) => b.sees('3 classes'),
      (b) => b.select('Studio', 'Downtown'),
      (b) => b.click('View class', { within: 'Saturday · 10:00 AM' }),
      null,
      (b) => b.check('Saturday 5 December'),
      (b) => b.select('People', '3'),
      (b) => b.click('Continue to booking'),
      book('Omar Haddad', 'omar.h@example.com'),
      (b) => b.click('My bookings (1)'),
      null,
      null,
    ],
    'beginner-then-cancel': [
      (b) => b.click('Timetable'),
      (b) => b.check('Beginner-friendly only'),
      (b) => b.fill('Max price ($)', '15').click('Apply'),
      (b) => b.sees('2 classes').click('Gentle Yoga'),
      null,
      (b) => b.back(),
      (b) => b.click('Clear filters'),
      (b) => b.fill('Search classes', 'boxing').click('Search'),
      (b) => b.click('Boxing Basics'),
      (b) => b.check('Thursday 3 December'),
      (b) => b.check('Rent a mat'),
      (b) => b.click('Continue to booking'),
      book('Grace Liu', 'grace.liu@example.org'),
      (b) => b.click('My bookings (1)'),
      (b) => b.click('Cancel booking'),
      null,
    ],
    'pilates-saturday': [
      (b) => b.fill('Class, style or instructor', 'pilates').select('Day', 'Saturday', { within: 'Find classes' }).click('Find classes'),
      (b) => b.sees('1 class').click('Reformer Pilates'),
      null,
      see('Saturday 5 December · Full'),
      (b) => b.check('Saturday 12 December'),
      null,
      (b) => b.click('Lena Okafor'),
      (b) => b.switchTab(0),
      (b) => b.click('Timetable'),
      (b) => b.select('Day', 'Saturday'),
      (b) => b.check('Morning'),
      (b) => b.sees('3 classes').click('View class', { within: '9:00 AM' }),
      (b) => b.check('Saturday 12 December').select('People', '2'),
      (b) => b.click('Continue to booking'),
      null,
      book('Tom Becker', 'tom.becker@example.com'),
      null,
    ],
  },
  pharmacy: {
    'ibuprofen-and-allergy': [
      search('ibuprofen'),
      (b) => b.sees('4 products').check('Store brand'),
      (b) => b.select('Form', 'Tablets'),
      (b) => b.sees('1 product').click('Cornerstone Ibuprofen 200 mg'),
      (b) => b.check('50 tablets'),
      null,
      (b) => b.select('Quantity', '2'),
      (b) => b.click('Add to basket'),
      search('allergy'),
      (b) => b.select('Sort by', 'Price: low to high'),
      (b) => b.click('Add', { nth: 0 }),
      (b) => b.click('Basket (3)'),
      null,
      (b) => b.click('Checkout'),
      (b) => b.select('Pickup store', 'Harbor Point').fill('Full name', 'Dana Whitfield').fill('Phone', '555-0142').click('Place order'),
      null,
      null,
    ],
    refills: [
      (b) => b.click('My prescriptions'),
      see('1 refill left'),
      (b) => b.click('Refill', { within: 'Lisinopril' }),
      (b) => b.select('Pickup store', 'Westgate Mall').select('Pickup day', 'Friday 27 November').click('Request refill'),
      null,
      (b) => b.click('Back to my prescriptions'),
      (b) => b.sees('Amoxicillin'),
      (b) => b.click('Refill', { within: 'Albuterol' }),
      (b) => b.select('Pickup store', 'Westgate Mall').select('Pickup day', 'Saturday 28 November').check("Text me when it's ready").fill('Mobile number', '555-0199').click('Request refill'),
      null,
      search('vitamin D'),
      (b) => b.sees('1 product').click('Cornerstone Vitamin D3 1000 IU'),
      (b) => b.check('250 softgels'),
      (b) => b.click('Add to basket'),
      null,
    ],
    'cold-delivery': [
      (b) => b.click('Cold & flu', { nth: 0 }),
      (b) => b.select('Sort by', 'Price: low to high'),
      (b) => b.click('Cornerstone Cough DM Syrup'),
      (b) => b.click('Drug facts'),
      null,
      (b) => b.switchTab(0),
      (b) => b.check('8 fl oz'),
      (b) => b.click('Add to basket'),
      search("children's ibuprofen"),
      (b) => b.sees('1 product').click('Add', { within: 'From $5.49' }),
      (b) => b.click('Basket (2)'),
      (b) => b.select('Qty', '2', { within: 'Cough DM' }),
      (b) => b.click('Checkout'),
      (b) => b.check('Home delivery'),
      null,
      (b) => b.fill('Delivery address', '18 Birch Lane').fill('Full name', 'Marcus Bell').fill('Phone', '555-0175').click('Place order'),
      null,
    ],
    'allergy-then-pain': [
      (b) => b.click('Allergy', { nth: 0 }),
      (b) => b.check('Name brands'),
      (b) => b.click('Clearbreeze Nasal Spray'),
      null,
      (b) => b.back(),
      (b) => b.click('Clearbreeze Allergy 24 Hour'),
      (b) => b.back().check('Store brand'),
      (b) => b.sees('1 product').click('Cornerstone Allergy Relief 10 mg'),
      (b) => b.check('90 tablets'),
      (b) => b.click('Add to basket'),
      (b) => b.click('Pain relief', { nth: 0 }),
      (b) => b.check('In stock only'),
      (b) => b.fill('Max ($)', '5').click('Go'),
      (b) => b.sees('2 products').click('Add', { within: 'From $4.29' }),
      (b) => b.click('Basket (2)'),
      (b) => b.click('Remove', { within: 'Allergy Relief' }),
      null,
      null,
    ],
  },
};

let failures = 0;
let turns = 0;
for (const [siteName, oracles] of Object.entries(ORACLES)) {
  const { createSite } = await import(join(here, siteName, 'server.mjs'));
  const spec = JSON.parse(readFileSync(join(here, siteName, 'sessions.json'), 'utf8'));
  const site = createSite();
  const extra = Object.keys(oracles).filter((id) => !spec.sessions.some((s) => s.id === id));
  if (extra.length) throw new Error(`${siteName}: oracles for no session: ${extra.join(', ')}`);
  for (const session of spec.sessions) {
    const steps = oracles[session.id];
    try {
      if (!steps) throw new Error('no oracle');
      if (steps.length !== session.turns.length) throw new Error(`${steps.length} oracle steps for ${session.turns.length} turns`);
      if (session.turns.length < 10 || session.turns.length > 20) throw new Error(`${session.turns.length} turns (want 10–20)`);
      site.reset();
      const b = new Browser(site).open(spec.start);
      let expected = site.state();
      session.turns.forEach((turn, i) => {
        try {
          steps[i]?.(b);
          if (turn.says) b.sees(turn.says);
          expected = applyExpect(expected, turn.expect);
          const actual = site.state();
          if (!sameState(actual, expected)) throw new Error(`state\n    got      ${JSON.stringify(actual)}\n    expected ${JSON.stringify(expected)}`);
          turns++;
        } catch (e) {
          throw new Error(`turn ${i + 1} "${turn.say}": ${e.message}`);
        }
      });
      console.log(`✓ ${siteName}/${session.id} (${session.turns.length} turns)`);
    } catch (e) {
      failures++;
      console.log(`✗ ${siteName}/${session.id}: ${e.message}`);
    }
  }
}
console.log(failures ? `${failures} session(s) failed` : `all sessions pass (${turns} turns)`);
process.exit(failures ? 1 : 0);
