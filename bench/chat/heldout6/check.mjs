/**
 * Validates the heldout6 sites without the SDK: for every session, a hand-written oracle makes
 * the requests a correct helper would make (through bench/oracle-browser.mjs, which also checks
 * that every page is valid HTML and that the links, buttons and controls named exist), and after
 * each turn the site's state must be the one the turn's `expect` describes; `says` turns must find
 * the words on the page. Run: node bench/chat/heldout6/check.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser, applyExpect, sameState } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const see = (text) => (b) => b.sees(text);
const search = (q) => (b) => b.fill('Search groceries', q).click('Search');

/** One oracle step (or null: nothing to do) per turn, per session. */
const ORACLES = {
  grocery: {
    'weekly-shop': [
      search('apples'),
      (b) => b.check('Organic only'),
      (b) => b.sees('1 product').click('Organic Gala Apples (1 kg bag)'),
      (b) => b.select('Quantity', '2'),
      (b) => b.click('Add to basket'),
      search('milk'),
      (b) => b.select('Sort by', 'Price: low to high'),
      (b) => b.click('Add', { nth: 0 }),
      (b) => b.click('Add', { within: 'Oat Milk' }),
      null,
      (b) => b.click('Basket (4)'),
      null,
      (b) => b.click('Remove', { within: 'Whole Milk' }),
      (b) => b.click('Choose a delivery slot'),
      (b) => b.select('Delivery day', 'Thursday 3 December'),
      (b) => b.check('Evening'),
      (b) => b.click('Reserve this slot'),
      (b) => b.click('Checkout'),
      (b) => b.click('Place order'),
      null,
    ],
    'bakery-aisle': [
      (b) => b.click('Bakery', { nth: 0 }),
      (b) => b.select('Sort by', 'Price: low to high'),
      (b) => b.sees('Whole Wheat Bread').click('Sourdough Loaf'),
      null,
      (b) => b.check("Don't substitute"),
      (b) => b.click('Add to basket'),
      (b) => b.back().back().back(),
      (b) => b.select('Qty', '2', { within: 'Blueberry Muffins' }).click('Add', { within: 'Blueberry Muffins' }),
      search('eggs'),
      (b) => b.click('Add', { within: 'Free-Range Eggs' }),
      (b) => b.click('Basket (4)'),
      (b) => b.select('Qty', '1', { within: 'Blueberry Muffins' }),
      (b) => b.check('Substitutes OK', true, { within: 'Sourdough Loaf' }),
      null,
      null,
    ],
    'yogurt-tabs': [
      search('yogurt'),
      (b) => b.click('Greek Yogurt, Plain (32 oz)'),
      (b) => b.click('Nutrition facts'),
      null,
      (b) => b.switchTab(0),
      (b) => b.back(),
      (b) => b.click('Organic Vanilla Yogurt (32 oz)'),
      (b) => b.back().sees('$3.29').click('Strawberry Yogurt Cups (4 pack)'),
      (b) => b.select('Quantity', '3'),
      (b) => b.click('Add to basket'),
      (b) => b.back().back().back().click('Greek Yogurt, Plain (32 oz)'),
      (b) => b.click('Add to basket'),
      null,
      (b) => b.click('Basket (4)'),
      null,
      null,
    ],
    'slot-first-pasta': [
      (b) => b.click('Book a delivery slot'),
      (b) => b.select('Delivery day', 'Saturday 5 December').check('Morning'),
      (b) => b.click('Reserve this slot'),
      (b) => search('spaghetti')(b).select('Qty', '2').click('Add'),
      (b) => search('marinara sauce')(b).click('Add'),
      (b) => b.click('Pantry'),
      (b) => b.check('Organic only'),
      (b) => b.uncheck('Organic only'),
      (b) => b.click('Rolled Oats (42 oz)'),
      (b) => b.check("Don't substitute"),
      (b) => b.click('Add to basket'),
      (b) => b.click('Basket (4)'),
      (b) => b.click('Remove', { within: 'Marinara' }),
      null,
      (b) => b.click('Checkout').click('Place order'),
      null,
      null,
    ],
  },
  tickets: {
    'lanterns-chicago': [
      (b) => b.fill('Artist or event', 'The Lanterns').select('City', 'Chicago').click('Search'),
      (b) => b.click('See tickets', { within: 'Sat 12 Dec' }),
      null,
      (b) => b.click('Venue map'),
      (b) => b.switchTab(0),
      (b) => b.check('Lower tier'),
      (b) => b.select('Tickets', '4'),
      null,
      (b) => b.check('Upper tier'),
      (b) => b.click('Add to order'),
      null,
      (b) => b.fill('Full name', 'Priya Nair').fill('Email', 'priya.nair@example.com').click('Place order'),
      null,
    ],
    'chicago-this-weekend': [
      (b) => b.select('City', 'Chicago').select('When', 'This weekend (Dec 11–13)').click('Search'),
      (b) => b.select('Sort by', 'Price (lowest first)'),
      (b) => b.click('See tickets', { nth: 1 }),
      (b) => b.sees('Holiday Brass').back(),
      (b) => b.click('Comedy'),
      (b) => b.sees('1 event').click('See tickets'),
      (b) => b.select('Tickets', '2'),
      (b) => b.check('Front tables'),
      (b) => b.click('Add to order'),
      (b) => b.back().back().back().back(),
      (b) => b.click('All genres'),
      (b) => b.click('See tickets', { within: 'Fri 11 Dec · 8:00 PM' }),
      null,
      (b) => b.check('Lower tier').select('Tickets', '2'),
      (b) => b.click('Add to order'),
      (b) => b.click('Remove', { within: 'Comedy Night' }),
      null,
      null,
    ],
    'maya-sol-austin': [
      (b) => b.fill('Artist or event', 'Maya Sol').click('Search'),
      (b) => b.click('See tickets', { within: 'Capitol Arena' }),
      see('Floor (standing) · $120'),
      (b) => b.back().click('See tickets', { within: 'Lakeside Arena' }),
      see('Floor (standing) · $95'),
      (b) => b.check('Floor').select('Tickets', '3'),
      (b) => b.click('Add to order'),
      (b) => b.select('Tickets', '2'),
      (b) => b.click('Browse events').select('City', 'Austin').select('When', 'Next weekend (Dec 18–20)').click('Search'),
      (b) => b.click('See tickets', { within: 'Blue Harbor' }),
      (b) => b.select('Tickets', '2').check('Balcony'),
      (b) => b.click('Add to order'),
      null,
      (b) => b.fill('Full name', 'Leo Brandt').fill('Email', 'leo.brandt@example.com').click('Place order'),
      null,
    ],
    'nutcracker-rebook': [
      (b) => b.fill('Artist or event', 'Nutcracker').select('City', 'Denver').click('Search'),
      (b) => b.click('See tickets'),
      (b) => b.check('Mezzanine'),
      (b) => b.click('Add to order'),
      (b) => b.fill('Full name', 'Ana Ruiz').fill('Email', 'ana.ruiz@example.org').click('Place order'),
      null,
      (b) => b.click('My tickets'),
      (b) => b.click('Cancel order'),
      (b) => b.click('Nutcracker'),
      (b) => b.check('Mezzanine').select('Tickets', '2'),
      (b) => b.click('Add to order').fill('Full name', 'Ana Ruiz').fill('Email', 'ana.ruiz@example.org').click('Place order'),
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
