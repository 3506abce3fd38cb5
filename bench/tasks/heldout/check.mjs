#!/usr/bin/env node
/**
 * Checks the held-out short-task sites without the SDK: for every task, a hand-written oracle
 * does what a correct helper would do (through bench/oracle-browser.mjs, which finds links,
 * buttons and controls by their visible names and makes the requests a browser would make to
 * the site's `handle()`), starting from the reset state at the task's `start`, and the site's
 * state must then equal the reset state changed as `expect` says (bench/chat/README.md). Values
 * not quoted in the instruction come from the task's `answers`. Every page shown is parsed
 * strictly. Run: `node bench/tasks/heldout/check.mjs` (exit code 1 on any failure).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Browser, applyExpect, sameState } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** One oracle per task: `(browser, answers) => void`. */
const ORACLES = {
  account: {
    'sign-in': (b, a) => b.fill('Email address', a.email).fill('Password', a.password).click('Sign in', { within: 'Keep me signed in' }),
    'sign-in-remember': (b, a) => b.fill('Email address', a['email address']).fill('Password', a.password).check('Keep me signed in').click('Sign in', { within: 'Keep me signed in' }),
    'sign-in-from-home': (b, a) => b.click('Sign in', { nth: 0 }).fill('Email address', a.email).fill('Password', a.password).enter('Password'),
    'full-name': (b) => b.fill('Full name', 'Sam Rivera').click('Save'),
    phone: (b, a) => b.fill('Phone number', a['phone number']).click('Save'),
    'time-zone': (b) => b.select('Time zone', 'Berlin').click('Save'),
    'bio-from-menu': (b) => b.click('Profile').fill('Bio', 'Amateur baker and trail runner.').click('Save'),
    'new-email': (b) => b.fill('Email', 'jordan@ellis.dev', { type: 'email' }).click('Save'),
    channels: (b) => b.check('Email').check('SMS'),
    'push-off': (b) => b.uncheck('Push notifications'),
    'digest-weekly': (b) => b.select('Digest frequency', 'Weekly').click('Save changes'),
    'newsletter-off': (b) => b.uncheck('Newsletter').click('Save changes'),
    'tips-monthly': (b) => b.check('Product tips and tutorials').select('Digest frequency', 'Monthly').click('Save changes'),
    'menu-then-sms': (b) => b.click('Notifications', { within: 'Display & sound' }).check('SMS'),
    volume: (b) => b.fill('Volume', 80),
    'brightness-dark': (b) => b.fill('Brightness', 40).check('Dark'),
    privacy: (b) => b.select('Who can see your profile', 'Only me').uncheck('Show my email address').click('Save privacy settings'),
    'delete-account': (b) => b.fill('Type DELETE to confirm', 'DELETE').click('Delete my account'),
  },
  shop: {
    'umbrellas-by-price': (b) => b.fill('Search Larkspur', 'umbrellas').click('Search').select('Sort by', 'Price: Low to High'),
    'travel-mug-in-stock': (b) => b.fill('Search Larkspur', 'travel mug').click('Search').check('In stock only'),
    'lamps-high-to-low': (b) => b.select('Sort by', 'Price: High to Low'),
    'blanket-price-range': (b) => b.fill('Min $', 20).fill('Max $', 60).click('Go'),
    'stormline-by-rating': (b) => b.check('Stormline').select('Sort by', 'Avg. Customer Review'),
    'first-candle': (b) => b.click('Scented Soy Candle').click('Add to basket'),
    'sage-mugs': (b) => b.select('Colour', 'Sage').fill('Quantity', 3).click('Add to basket'),
    'charcoal-lamps': (b) => b.select('Colour', 'Charcoal').fill('Quantity', 2).click('Add to basket'),
    newsletter: (b, a) => b.fill('Get 10% off your first order', a.email).click('Subscribe'),
    'promo-code': (b) => b.fill('Promo code', 'SPRING10').click('Apply'),
    'remove-mug': (b) => b.click('Remove', { within: 'Stoneware Coffee Mug' }),
    'wish-list': (b) => b.click('Add to wish list').sees('Saved to your wish list').click('Wish list (1)'),
    'bottles-in-stock-rating': (b) => b.fill('Search Larkspur', 'water bottles').click('Search').check('In stock only').select('Sort by', 'Avg. Customer Review'),
    'wool-blanket-enter': (b) => b.fill('Search Larkspur', 'wool blanket').enter('Search Larkspur'),
    'clear-stock-filter': (b) => b.uncheck('In stock only'),
    checkout: (b) => b.click('Basket (2)').click('Checkout'),
    'newest-mugs': (b) => b.fill('Search Larkspur', 'mugs').click('Search').select('Sort by', 'Newest Arrivals'),
  },
};

let failures = 0;
let count = 0;
let pages = 0;
for (const [name, oracles] of Object.entries(ORACLES)) {
  const { createSite } = await import(pathToFileURL(join(here, name, 'server.mjs')).href);
  const { start, tasks } = JSON.parse(readFileSync(join(here, name, 'tasks.json'), 'utf8'));
  if (Object.keys(oracles).sort().join() !== tasks.map((t) => t.id).sort().join()) throw new Error(`${name}: oracles and tasks differ`);
  const site = createSite();
  for (const task of tasks) {
    count++;
    try {
      if (!task.expect || !task.expect.path) throw new Error('every task names the page it ends on (expect.path)');
      site.reset();
      const b = new Browser(site).open(task.start ?? start);
      const before = site.state();
      const expected = applyExpect(before, task.expect);
      if (sameState(before, expected)) throw new Error('expect changes nothing');
      for (const [k, v] of Object.entries(task.answers ?? {}))
        if (task.instruction.includes(v)) throw new Error(`answer ${k} is quoted in the instruction`);
      oracles[task.id](b, task.answers ?? {});
      pages += b.pages;
      const actual = site.state();
      if (!sameState(actual, expected)) throw new Error(`state differs\n  expected ${JSON.stringify(expected)}\n  actual   ${JSON.stringify(actual)}`);
    } catch (e) {
      failures++;
      console.log(`FAIL ${name}/${task.id} "${task.instruction}": ${e.message}`);
    }
  }
  console.log(`${name}: ${tasks.length} tasks`);
}
console.log(failures ? `${failures} of ${count} tasks failed` : `all ${count} tasks match their expect (${pages} pages parsed)`);
process.exitCode = failures ? 1 : 0;
