#!/usr/bin/env node
/**
 * Checks the heldout3 sites without the SDK: for every session, a hand-written oracle does what
 * a correct helper would do for each turn (through bench/oracle-browser.mjs, which finds the
 * links, buttons and controls on the page by their visible names and makes the requests a
 * browser would make to the site's `handle()`), and the site's state must then equal what the
 * turn's `expect` says (bench/chat/README.md). Every page shown is parsed strictly. A turn with
 * no `expect` has no oracle step and must leave the state as it was; a turn with one must change
 * it. Run: `node bench/chat/heldout3/check.mjs` (exit code 1 on any failure).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Browser, applyExpect, sameState } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const LISBON_FREE_BY_PRICE = '/search?city=lisbon&free=1&sort=price';

/** One step per turn (null for remarks), as a person helping at the keyboard would act. */
const ORACLES = {
  hotels: {
    'lisbon-free-cancellation': [
      (b) => b.fill('Where are you going?', 'Lisbon').click('Search'),
      (b) => b.check('Free cancellation'),
      (b) => b.select('Sort by', 'Price (lowest first)'),
      (b) => b.sees('Tagus River Lodge').click('See availability', { within: 'The Lisbon Tram Inn' }),
      null,
      (b) => b.check('Superior King Room'),
      (b) => b.select('Length of stay', '2 nights'),
      (b) => b.select('Guests', '1 adult'),
      (b) => b.click('Read all 967 reviews'),
      null,
      (b) => b.switchTab(0).open(LISBON_FREE_BY_PRICE),
      (b) => b.click('Tagus River Lodge'),
      (b) => b.check('Superior King Room').select('Length of stay', '2 nights').select('Guests', '1 adult'),
      (b) => b.click('Reserve'),
      null,
    ],
    'porto-two-hotels': [
      (b) => b.fill('Where are you going?', 'Porto').click('Search'),
      (b) => b.click('Ribeira Wine House'),
      null,
      (b) => b.back(),
      (b) => b.click('See availability', { within: 'Porto Azul Guesthouse' }),
      (b) => b.check('Family Suite'),
      (b) => b.select('Length of stay', '3 nights'),
      (b) => b.select('Guests', '4 adults'),
      (b) => b.open('/hotel/6'),
      null,
      (b) => b.open('/hotel/8?room=family&nights=3&guests=4'),
      (b) => b.sees('Total for 3 nights').click('Reserve'),
      (b) => b.click('My trips'),
      (b) => b.click('Cancel booking', { within: 'Gion Lantern Ryokan' }),
      null,
    ],
    'kyoto-budget': [
      (b) => b.fill('Where are you going?', 'Kyoto').click('Search'),
      (b) => b.click('Up to $150'),
      (b) => b.sees('$38').click('Nishiki Capsule & Bar'),
      null,
      (b) => b.back(),
      (b) => b.click('Kamo River Hotel'),
      (b) => b.check('Standard Double Room'),
      (b) => b.select('Length of stay', '5 nights').select('Guests', '2 adults'),
      (b) => b.select('Length of stay', '4 nights'),
      (b) => b.click('Reserve'),
      (b) => b.click('My trips'),
      (b) => b.click('Cancel booking', { within: 'Gion Lantern Ryokan' }),
      null,
    ],
    'lisbon-breakfast': [
      (b) => b.fill('Where are you going?', 'Lisbon').click('Search'),
      (b) => b.check('Breakfast included'),
      (b) => b.select('Sort by', 'Guest rating (highest first)'),
      (b) => b.click('Show on map', { within: 'Hotel Miradouro' }),
      null,
      (b) => b.switchTab(0).click('See availability', { within: 'Hotel Miradouro' }),
      (b) => b.check('Standard Double Room'),
      (b) => b.select('Length of stay', '1 night'),
      (b) => b.select('Guests', '2 adults'),
      (b) => b.check('Superior King Room'),
      (b) => b.click('Reserve'),
      (b) => b.click('My trips'),
      (b) => b.click('Cancel booking', { within: 'TW-5001' }),
      null,
    ],
  },
  food: {
    'thai-takeaway': [
      (b) => b.fill('Search restaurants or dishes', 'thai').click('Go'),
      (b) => b.click('Free delivery'),
      (b) => b.click('Bangkok Street Kitchen'),
      (b) => b.click('Add Drunken Noodles'),
      (b) => b.check('Large'),
      (b) => b.select('Spice level', 'Medium'),
      (b) => b.click('Add to order'),
      (b) => b.click('Add Mango Sticky Rice'),
      (b) => b.click('Basket'),
      (b) => b.check('Pickup'),
      (b) => b.select('Tip your kitchen staff', '15%'),
      (b) => b.click('Place order'),
      null,
    ],
    'pizza-night': [
      (b) => b.fill('Search restaurants or dishes', 'pizza').click('Go'),
      (b) => b.select('Sort', 'Fastest delivery'),
      (b) => b.click('Slice Republic'),
      (b) => b.back(),
      (b) => b.click('Nonna Rosa Pizzeria'),
      (b) => b.click('Add Margherita'),
      (b) => b.check('Large 16"'),
      (b) => b.click('Add to order'),
      (b) => b.click('Add Garlic Knots'),
      (b) => b.click('Add Tiramisu'),
      (b) => b.click('Go to checkout'),
      (b) => b.click('Remove', { within: 'Garlic Knots' }),
      (b) => b.click('Place order'),
      null,
    ],
    'ramen-then-sushi': [
      (b) => b.fill('Search restaurants or dishes', 'ramen').click('Go'),
      (b) => b.click('Umami Ramen Bar'),
      (b) => b.click('Allergen information'),
      (b) => b.switchTab(0).click('Add Spicy Miso Ramen'),
      (b) => b.select('Spice level', 'Hot'),
      (b) => b.select('Quantity', '2'),
      (b) => b.click('Add to order'),
      (b) => b.click('Add Pork Gyoza (6)'),
      (b) => b.fill('Search restaurants or dishes', 'sushi').click('Go'),
      (b) => b.sees('2 restaurants').click('Tokyo Roll House'),
      (b) => b.click('Add Salmon Nigiri (4)'),
      (b) => b.click('Go to checkout'),
      (b) => b.select('Tip your courier', '10%'),
      (b) => b.click('Place order'),
      null,
    ],
    'japanese-pickup': [
      (b) => b.fill('Search restaurants or dishes', 'Japanese').click('Go'),
      (b) => b.click('Under 30 min'),
      (b) => b.sees('1 restaurant').click('Under 30 min'),
      (b) => b.click('Tokyo Roll House'),
      (b) => b.click('Add California Roll'),
      (b) => b.click('Add Salmon Nigiri (4)').click('Add Salmon Nigiri (4)'),
      (b) => b.open('/search?q=Japanese').click('Umami Ramen Bar'),
      (b) => b.click('Add Tonkotsu Ramen').select('Spice level', 'Mild'),
      (b) => b.click('Add to order'),
      (b) => b.click('Basket · 4'),
      (b) => b.click('Remove', { nth: 1 }),
      (b) => b.check('Pickup'),
      (b) => b.click('Place order'),
      null,
    ],
  },
};

let failures = 0;
let turns = 0;
let pages = 0;
for (const [name, oracles] of Object.entries(ORACLES)) {
  const { createSite } = await import(pathToFileURL(join(here, name, 'server.mjs')).href);
  const { start, sessions } = JSON.parse(readFileSync(join(here, name, 'sessions.json'), 'utf8'));
  if (Object.keys(oracles).sort().join() !== sessions.map((s) => s.id).sort().join()) throw new Error(`${name}: oracles and sessions differ`);
  const site = createSite();
  for (const session of sessions) {
    const steps = oracles[session.id];
    if (steps.length !== session.turns.length) throw new Error(`${name}/${session.id}: ${steps.length} oracle steps for ${session.turns.length} turns`);
    if (session.turns.length < 10 || session.turns.length > 20) throw new Error(`${name}/${session.id}: ${session.turns.length} turns (10–20 wanted)`);
    site.reset();
    const b = new Browser(site).open(start);
    let expected = site.state();
    session.turns.forEach((turn, i) => {
      turns++;
      const where = `${name}/${session.id} turn ${i + 1} "${turn.say}"`;
      try {
        if (!turn.expect !== !steps[i]) throw new Error(turn.expect ? 'has an expect but no oracle step' : 'is a remark but has an oracle step');
        const before = expected;
        steps[i]?.(b);
        expected = applyExpect(expected, turn.expect);
        if (turn.expect && sameState(before, expected)) throw new Error('expect changes nothing');
        const actual = site.state();
        if (!sameState(actual, expected)) throw new Error(`state differs\n  expected ${JSON.stringify(expected)}\n  actual   ${JSON.stringify(actual)}`);
      } catch (e) {
        failures++;
        console.log(`FAIL ${where}: ${e.message}`);
        expected = site.state();
      }
    });
    pages += b.pages;
  }
  console.log(`${name}: ${sessions.length} sessions, ${sessions.reduce((n, s) => n + s.turns.length, 0)} turns`);
}
console.log(failures ? `${failures} of ${turns} turns failed` : `all ${turns} turns match their expect (${pages} pages parsed)`);
process.exitCode = failures ? 1 : 0;
