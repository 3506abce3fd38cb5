/**
 * Validates the heldout8 sites without the SDK: for every session, a hand-written oracle makes
 * the requests a correct helper would make (through bench/oracle-browser.mjs, which also checks
 * that every page is valid HTML and that the links, buttons and controls named exist), and after
 * each turn the site's state must be the one the turn's `expect` describes; `says` turns must find
 * the words on the page. Run: node bench/chat/heldout8/check.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser, applyExpect, sameState } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const search = (q) => (b) => b.fill('Search books', q).click('Search');

/** One oracle step (or null: nothing to do) per turn, per session. */
const ORACLES = {
  books: {
    'mystery-for-mum': [
      search('Margot Ellery'),
      (b) => b.sees('2 books').select('Sort by', 'Newest first'),
      (b) => b.click('The Glass Orchard'),
      null,
      null,
      (b) => b.check('Paperback'),
      (b) => b.check('Gift wrap'),
      null,
      (b) => b.click('Add to basket'),
      search('Wexley Square'),
      (b) => b.sees('1 book').click('A Murder in Wexley Square'),
      (b) => b.check('Ebook'),
      (b) => b.click('Add to basket'),
      null,
      (b) => b.click('Checkout'),
      null,
      (b) => b.fill('Street address', '12 Orchard Lane').fill('Town or city', 'Bath').fill('Postcode', 'BA1 4QT').fill('Full name', 'Ruth Ellis').fill('Email', 'ruth.ellis@example.com').click('Place order'),
      null,
    ],
    'niece-wishlist': [
      (b) => b.click("Children's books", { nth: 0 }),
      (b) => b.click('Under $10'),
      (b) => b.check('Paperback'),
      (b) => b.sees('2 books').sees('Paperback $7.99').click('Add to wishlist', { within: 'Moon Fox' }),
      (b) => b.click('Add to wishlist', { within: 'Goes to Sea' }),
      (b) => b.click('Wishlist (2)'),
      (b) => b.click('Remove', { within: 'Goes to Sea' }),
      (b) => b.click('Move to basket', { within: 'Moon Fox' }),
      search('lighthouse'),
      (b) => b.sees('2 books').click("The Lighthouse Keeper's Daughter"),
      (b) => b.click('Look inside'),
      (b) => b.switchTab(0),
      (b) => b.check('Paperback'),
      (b) => b.select('Quantity', '2'),
      (b) => b.click('Add to basket'),
      (b) => b.select('Qty', '1', { within: "Lighthouse Keeper's Daughter" }),
      null,
      null,
    ],
    'science-promo-collect': [
      (b) => b.click('Science & nature', { nth: 0 }),
      (b) => b.select('Sort by', 'Customer rating'),
      (b) => b.click('The Quiet Universe'),
      (b) => b.sees('Paperback — $17.99 · Out of stock'),
      (b) => b.check('Ebook'),
      null,
      (b) => b.click('Add to wishlist'),
      (b) => b.back().back().back(),
      (b) => b.click('Why Cats Purr'),
      (b) => b.select('Quantity', '2'),
      (b) => b.click('Add to basket'),
      (b) => b.fill('Promo code', 'READMORE').click('Apply'),
      null,
      (b) => b.click('Checkout'),
      (b) => b.check('Collect from a shop'),
      (b) => b.select('Shop', 'Harbour Quay').fill('Full name', 'Jamal Price').fill('Email', 'jprice@example.net').click('Place order'),
      null,
      null,
    ],
    cookbooks: [
      search('Rosa Delgado'),
      (b) => b.select('Sort by', 'Price: low to high'),
      (b) => b.click('The Weeknight Table'),
      null,
      (b) => b.back(),
      (b) => b.click('Sunday Suppers'),
      (b) => b.sees('Hardcover — $32.00'),
      (b) => b.click('Rosa Delgado'),
      (b) => b.click('The Weeknight Table'),
      (b) => b.check('Paperback'),
      (b) => b.check('Gift wrap'),
      (b) => b.click('Add to basket'),
      (b) => search('Sunday Suppers')(b).sees('1 book').click('Add to wishlist', { within: 'Sunday Suppers' }),
      (b) => b.click('Basket (1)'),
      (b) => b.click('Checkout'),
      (b) => b.check('Express delivery'),
      null,
      (b) => b.fill('Street address', 'Flat 3, 88 Mill Road').fill('Town or city', 'Leeds').fill('Postcode', 'LS6 2AB').fill('Full name', 'Chloe Martin').fill('Email', 'chloe.m@example.org').click('Place order'),
    ],
  },
  vet: {
    'cat-jabs-harbourside': [
      (b) => b.select('What kind of pet?', 'Cat').select('Clinic', 'Harbourside').click('Show vets'),
      (b) => b.sees('1 vet').click('Dr. Nadia Kowalski'),
      (b) => b.check('Vaccination'),
      (b) => b.check('Tuesday 1 December'),
      null,
      (b) => b.check('Wednesday 2 December'),
      null,
      (b) => b.click('9:30 AM'),
      (b) => b.check('Miso'),
      null,
      (b) => b.fill('Reason for visit', 'yearly booster').check('Send me a text reminder').fill('Mobile number', '555-0134').click('Confirm appointment'),
      null,
      (b) => b.click('My appointments (2)'),
      (b) => b.click('Cancel', { within: 'Thursday 3 December' }),
      (b) => b.select('Reason', 'The time no longer suits me').click('Yes, cancel it'),
      null,
    ],
    'limping-dog-evening': [
      (b) => b.click('Find a vet'),
      (b) => b.check('Dogs'),
      (b) => b.check('Evening appointments'),
      (b) => b.sees('3 vets'),
      (b) => b.click('Profile', { within: 'Owen Mbeki' }),
      (b) => b.switchTab(0),
      (b) => b.click('See times', { nth: 1 }),
      (b) => b.check('Illness or injury').check('Monday 30 November'),
      null,
      (b) => b.click('6:30 PM'),
      (b) => b.check('Biscuit'),
      (b) => b.fill('Reason for visit', 'limping on his back left leg since Sunday').click('Confirm appointment'),
      null,
      (b) => b.click('My appointments (2)'),
      null,
      null,
    ],
    'new-rabbit': [
      (b) => b.click('Find a vet'),
      (b) => b.select('Clinic', 'Northfield'),
      (b) => b.check('Rabbits'),
      (b) => b.select('Sort by', 'Name (A–Z)'),
      (b) => b.sees('2 vets'),
      (b) => b.click('Dr. Lucy Tran'),
      (b) => b.check('Check-up').check('Thursday 3 December'),
      (b) => b.sees('2:00 PM booked').click('2:30 PM'),
      (b) => b.check('A new pet'),
      (b) => b.fill("Pet's name", 'Clover').select('Species', 'Rabbit').fill('Breed', 'dwarf lop').fill('Age (years)', '1').fill('Reason for visit', 'first check-up').click('Confirm appointment'),
      null,
      null,
      (b) => b.click('Find a vet').check('Dogs'),
      null,
      (b) => b.click('Dr. Felix Amari'),
      (b) => b.check('Dental check').check('Friday 4 December').click('10:00 AM'),
      (b) => b.check('Biscuit').check('Send me a text reminder').fill('Mobile number', '555-0177').click('Confirm appointment'),
      null,
    ],
    'move-miso': [
      (b) => b.click('My appointments (1)'),
      null,
      null,
      (b) => b.click('Cancel'),
      (b) => b.select('Reason', 'The time no longer suits me').click('Yes, cancel it'),
      (b) => b.fill('Search vets', 'Ortega').click('Search'),
      (b) => b.sees('1 vet').click('Dr. Hannah Ortega'),
      (b) => b.check('Vaccination').check('Monday 30 November'),
      null,
      (b) => b.click('9:30 AM'),
      (b) => b.back().check('Tuesday 1 December'),
      (b) => b.sees('9:30 AM booked').sees('10:30 AM booked'),
      (b) => b.click('10:00 AM'),
      (b) => b.check('Miso'),
      (b) => b.fill('Reason for visit', 'booster').click('Confirm appointment'),
      (b) => b.click('My appointments (1)'),
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
