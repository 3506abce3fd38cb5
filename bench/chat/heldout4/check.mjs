/**
 * Validates bench/chat/heldout4 without the SDK: for every session, a hand-written oracle does
 * what a correct helper would do for each turn (plain calls to the site's `handle()` through
 * bench/oracle-browser.mjs, which also checks that every page shown is valid HTML and holds the
 * links, buttons and labelled controls the oracle names), and the site's state must then be the
 * one the turns' `expect` describe. Turns with `says` must find those words on the page. Each
 * turn is run a second time teacher-forced (site restored to the state before it, a fresh browser
 * on the page it should be on), as `russ eval-chat` does; turns that need the browser's history
 * ("go back") are counted apart there.
 *
 *     node bench/chat/heldout4/check.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser, applyExpect, sameState } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));

const search = (q) => (b) => b.fill('Search Voltbay', q).enter('Search Voltbay');
const sees = (text) => (b) => b.sees(text);
const closeTab = (b) => b.switchTab(0);
const none = () => {};

/** One function per turn: what a correct helper does on the page for that turn. */
const ORACLES = {
  electronics: {
    'laptop-other-one': [
      search('laptops'),
      (b) => b.click('Under $1,000'),
      (b) => b.click('Lumio Aero 14 Ultrabook'),
      sees('Up to 12 hours'),
      (b) => b.back(),
      (b) => b.click('Corvid 15 Laptop'),
      (b) => b.select('Memory (RAM)', '16 GB (+$100)'),
      (b) => b.check('512 GB SSD'),
      none,
      (b) => b.open('/product/1').click('Add to cart'),
      none,
      (b) => b.click('Proceed to checkout'),
      (b) => b.check('Express delivery'),
      (b) => b.click('Place order'),
      none,
    ],
    'headphones-white-ones': [
      search('noise cancelling headphones'),
      (b) => b.select('Sort by', 'Price: low to high'),
      (b) => b.click('Hush 500 Noise Cancelling Headphones'),
      (b) => b.check('White'),
      (b) => b.back().back().click('Pulse Noise Cancelling Earbuds'),
      none,
      (b) => b.back(),
      (b) => b.click('Hush 700 Noise Cancelling Headphones'),
      (b) => b.check('Midnight Blue'),
      (b) => b.select('Quantity', '2').click('Add to cart'),
      (b) => b.select('Qty', '1'),
      none,
      (b) => b.open('/product/9?color=white'),
      (b) => b.click('Add to cart'),
      (b) => b.click('Remove', { within: 'Hush 700' }),
      none,
    ],
    'compare-top-rated': [
      (b) => b.click('Laptops'),
      (b) => b.select('Sort by', 'Customer rating'),
      (b) => b.click('Add to compare', { within: 'Nimbus Pro 16' }).click('Add to compare', { within: 'Lumio Aero 16 Creator' }),
      (b) => b.click('Compare (2)'),
      sees('1.9 kg'),
      (b) => b.click('Lumio Aero 16 Creator'),
      (b) => b.select('Memory (RAM)', '32 GB (+$300)'),
      (b) => b.check('1 TB SSD'),
      sees('$1,699'),
      (b) => b.check('Graphite'),
      (b) => b.click('Add to cart'),
      (b) => b.click('Compare (2)'),
      (b) => b.click('Remove', { nth: 0 }),
      (b) => b.click('Cart (1)'),
      (b) => b.click('Proceed to checkout'),
      (b) => b.check('Collect from a Voltbay store'),
      (b) => b.click('Place order'),
    ],
    'monitors-specs-tab': [
      search('monitors'),
      (b) => b.click('Under $500'),
      (b) => b.click('Vista 24" Office Monitor'),
      (b) => b.click('Full tech specs (opens in a new tab)'),
      closeTab,
      (b) => b.back(),
      (b) => b.click('Vista 27" 4K Monitor'),
      (b) => b.click('Add to compare'),
      (b) => b.back().back(),
      (b) => b.click('Add to compare', { within: 'Vista 24" Office Monitor' }),
      (b) => b.click('Compare (2)'),
      (b) => b.click('Add to cart', { nth: 0 }),
      none,
      (b) => b.select('Qty', '2'),
      none,
    ],
  },
  carhire: {
    'airport-automatic': [
      (b) => b.select('Pick-up location', 'Airport – Terminal 2').click('Search cars'),
      (b) => b.select('Rental length', '5 days'),
      (b) => b.check('Automatic only'),
      (b) => b.select('Sort by', 'Price (lowest first)'),
      (b) => b.click('Select', { within: 'Toyota Corolla' }),
      sees('$210'),
      (b) => b.check('Full cover'),
      (b) => b.check('Standard cover'),
      (b) => b.check('Child seat'),
      (b) => b.click('Continue to booking'),
      (b) => b.fill('Driver’s full name', 'Dana Reyes'),
      (b) => b.fill('Email address', 'dana.reyes@example.com'),
      (b) => b.check('I have read and accept').click('Confirm booking'),
      none,
    ],
    'station-suv': [
      (b) => b.select('Pick-up location', 'Central Station').click('Search cars'),
      (b) => b.select('Pick-up date', 'Sat 12 Dec'),
      (b) => b.click('SUV'),
      (b) => b.click('Select', { nth: 0 }),
      none,
      (b) => b.back().click('Select', { within: 'Kia Sorento' }),
      (b) => b.check('GPS navigation'),
      (b) => b.check('Additional driver'),
      (b) => b.uncheck('GPS navigation'),
      (b) => b.click('Continue to booking'),
      (b) => b.fill('Driver’s full name', 'Omar Haddad').select('Driver’s age', '21–24 years (young driver fee)'),
      (b) => b.fill('Email address', 'omar.haddad@example.org'),
      (b) => b.check('I have read and accept').click('Confirm booking'),
      none,
    ],
    'cancel-and-van': [
      (b) => b.click('My bookings'),
      (b) => b.click('Cancel', { within: 'KC-4903' }),
      (b) => b.check('My plans changed').click('Yes, cancel this booking'),
      (b) => b.click('Book another car').select('Pick-up location', 'Harbour Ferry Terminal').click('Search cars').click('Van / minibus'),
      (b) => b.select('Pick-up date', 'Sat 19 Dec').select('Rental length', '4 days'),
      (b) => b.click('Pick-up instructions for this location'),
      closeTab,
      (b) => b.click('Select'),
      (b) => b.click('Continue to booking'),
      (b) => b.fill('Driver’s full name', 'Lena Park').fill('Email address', 'lena.park@example.com'),
      (b) => b.check('I have read and accept').click('Confirm booking'),
      (b) => b.click('Go to my bookings'),
      sees('KC-5001'),
      none,
    ],
    'city-economy': [
      (b) => b.select('Pick-up location', 'City Centre (King Street)').click('Search cars'),
      (b) => b.select('Rental length', '2 days'),
      (b) => b.click('Economy'),
      (b) => b.click('Select', { nth: 1 }),
      (b) => b.click('Read the rental conditions'),
      closeTab,
      (b) => b.back(),
      (b) => b.click('Select', { within: 'Fiat 500' }),
      (b) => b.back().click('Select', { within: 'VW Polo' }),
      (b) => b.check('GPS navigation'),
      (b) => b.click('Continue to booking'),
      (b) => b.fill('Driver’s full name', 'Sam Ortiz').select('Driver’s age', '70 years or older'),
      (b) => b.fill('Email address', 'sam.ortiz@example.net'),
      (b) => b.check('I have read and accept').click('Confirm booking'),
      none,
    ],
  },
};

const urlOf = (page) => page.path + (Object.keys(page.query).length ? `?${new URLSearchParams(page.query)}` : '');

let failures = 0;
let turns = 0;
let forcedSkipped = 0;
for (const [dir, oracles] of Object.entries(ORACLES)) {
  const { createSite } = await import(join(here, dir, 'server.mjs'));
  const { start, sessions } = JSON.parse(readFileSync(join(here, dir, 'sessions.json'), 'utf8'));
  const ids = sessions.map((s) => s.id);
  if (ids.join() !== Object.keys(oracles).join()) throw new Error(`${dir}: sessions ${ids} but oracles for ${Object.keys(oracles)}`);
  for (const session of sessions) {
    const oracle = oracles[session.id];
    if (oracle.length !== session.turns.length) throw new Error(`${dir}/${session.id}: ${session.turns.length} turns, ${oracle.length} oracle steps`);
    const site = createSite();
    const b = new Browser(site).open(start);
    let expected = site.state();
    const before = [];
    let ok = true;
    session.turns.forEach((turn, i) => {
      turns++;
      before.push(structuredClone(expected));
      expected = applyExpect(expected, turn.expect);
      const where = `${dir}/${session.id} turn ${i + 1} "${turn.say}"`;
      try {
        oracle[i](b);
        if (turn.says) b.sees(turn.says);
        if (!sameState(site.state(), expected)) throw new Error(`state\n    ${JSON.stringify(site.state())}\n  expected\n    ${JSON.stringify(expected)}`);
      } catch (e) {
        failures++;
        ok = false;
        console.error(`✗ ${where}: ${e.message}`);
      }
      // Teacher forcing: the state the turns before should have left, a fresh browser on its page.
      const forced = createSite();
      forced.restore(before[i]);
      const fb = new Browser(forced).open(urlOf(before[i].page));
      try {
        oracle[i](fb);
        if (turn.says) fb.sees(turn.says);
        if (!sameState(forced.state(), expected)) throw new Error(`state ${JSON.stringify(forced.state())}`);
      } catch (e) {
        if (/no page to go back to/.test(e.message)) forcedSkipped++;
        else {
          failures++;
          console.error(`✗ teacher-forced ${where}: ${e.message}`);
        }
      }
    });
    console.log(`${ok ? '✓' : '✗'} ${dir}/${session.id}: ${session.turns.length} turns, ${b.pages} pages`);
  }
}
console.log(`${turns} turns checked, ${failures} failures; ${forcedSkipped} teacher-forced turns need the browser's history and were not replayed`);
process.exit(failures ? 1 : 0);
