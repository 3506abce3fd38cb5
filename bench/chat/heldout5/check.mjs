/**
 * Validates the heldout5 sites without the SDK: for every session, a hand-written oracle makes
 * the requests a correct helper would make (through bench/oracle-browser.mjs, which also checks
 * that every page is valid HTML and that the links, buttons and controls named exist), and after
 * each turn the site's state must be the one the turn's `expect` describes; `says` turns must find
 * the words on the page. Run: node bench/chat/heldout5/check.mjs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSessions } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const see = (text) => (b) => b.sees(text);

/** One oracle step (or null: nothing to do) per turn, per session. */
const ORACLES = {
  flights: {
    'denver-nonstop': [
      (b) => b.fill('From', 'Boston').fill('To', 'Denver').click('Search flights'),
      (b) => b.check('Nonstop only'),
      null,
      (b) => b.select('Sort by', 'Price (lowest first)'),
      (b) => b.sees('06:10').click('Select', { within: '06:10' }),
      (b) => b.check('Standard'),
      (b) => b.select('Checked bags', '1 bag'),
      (b) => b.click('Fare rules and conditions'),
      (b) => b.switchTab(0).click('Add to trip'),
      see('Trip total: $318'),
      (b) => b.fill('Full name', 'Maya Lindqvist').click('Book and pay'),
      null,
      see('SKY4100'),
    ],
    'miami-two-people': [
      (b) => b.fill('From', 'Chicago').fill('To', 'Miami').select('Passengers', '2 adults').click('Search flights'),
      (b) => b.sees('$121').click('Select', { within: '13:05' }),
      (b) => b.sees('1 stop').back(),
      (b) => b.click('Select', { nth: 2 }),
      (b) => b.back().click('Select', { within: '07:20' }),
      (b) => b.check('Basic'),
      (b) => b.check('Flex'),
      (b) => b.select('Checked bags', '2 bags'),
      (b) => b.click('Add to trip'),
      see('Trip total: $778'),
      (b) => b.click('Remove'),
      null,
    ],
    'seattle-then-denver': [
      (b) => b.fill('From', 'Seattle').fill('To', 'San Diego').fill('Departure date', '2026-12-12').click('Search flights'),
      (b) => b.select('Passengers', '3 adults').click('Search flights'),
      (b) => b.select('Sort by', 'Departure time'),
      (b) => b.click('Select', { nth: 1 }),
      null,
      (b) => b.check('Flex'),
      (b) => b.sees('No checked bag'),
      (b) => b.click('Add to trip'),
      (b) => b.click('Book').fill('From', 'Boston').fill('To', 'Denver').click('Search flights'),
      (b) => b.click('Under $200'),
      (b) => b.sees('$149').click('Select', { within: '17:55' }),
      (b) => b.check('Standard'),
      (b) => b.click('Add to trip'),
      (b) => b.fill('Full name', 'Tomás Herrera').fill('Email for your e-ticket', 'tomas.h@example.com').click('Book and pay'),
      null,
    ],
    'book-then-cancel': [
      (b) => b.fill('From', 'Boston').fill('To', 'Denver').click('Search flights'),
      (b) => b.click('Select', { within: '12:30' }),
      see('Flex – $399'),
      (b) => b.check('Flex'),
      (b) => b.click('Add to trip'),
      (b) => b.back().back().back(),
      (b) => b.click('Select', { nth: 0 }),
      (b) => b.check('Basic'),
      (b) => b.click('Add to trip'),
      (b) => b.sees('Bluejay Connect BJ 51').click('Remove', { within: 'Bluejay' }),
      (b) => b.fill('Full name', 'Ada Okafor').click('Book and pay'),
      (b) => b.click('My bookings (1)'),
      (b) => b.click('Cancel booking'),
      null,
    ],
  },
  rentals: {
    'eastside-two-beds': [
      (b) => b.fill('Where do you want to live?', 'Eastside').click('Search'),
      (b) => b.select('Bedrooms', '2+ beds'),
      null,
      (b) => b.sees('$1,395').click('View details', { within: 'Cedar Court' }),
      (b) => b.click('See floor plan'),
      (b) => b.switchTab(0).back(),
      (b) => b.click('Save', { within: 'Birch Avenue' }),
      (b) => b.click('Save', { within: 'Cedar Court' }),
      (b) => b.click('♡ Saved homes (2)'),
      (b) => b.click('Remove', { within: 'Birch Avenue' }),
      null,
      see('9 Cedar Court'),
    ],
    'old-town-viewing': [
      (b) => b.fill('Where do you want to live?', 'Old Town').click('Search'),
      (b) => b.check('Pets allowed'),
      (b) => b.sees('1 home to rent').click('View details'),
      (b) => b.select('Day', 'Saturday 28 Nov'),
      (b) => b.check('Afternoon'),
      (b) => b.check('Morning'),
      (b) => b.fill('Your name', 'Jonah Pell').fill('Phone number', '555-0142').click('Send request'),
      null,
      (b) => b.click('To rent').fill('Where do you want to live?', 'Old Town').click('Search'),
      (b) => b.select('Sort', 'Price (low to high)'),
      (b) => b.click('View details', { nth: 2 }),
      (b) => b.click('Save 17 Weavers Yard'),
      null,
    ],
    'harbor-then-eastside': [
      (b) => b.fill('Where do you want to live?', 'Harbor Point').click('Search'),
      (b) => b.select('Max rent', '$1,500'),
      (b) => b.click('View details'),
      null,
      (b) => b.select('Day', 'Friday 27 Nov').check('Evening'),
      (b) => b.fill('Your name', 'Lena Park').fill('Phone number', '555-0199').click('Send request'),
      (b) => b.click('To rent').fill('Where do you want to live?', 'Eastside').click('Search'),
      (b) => b.select('Sort', 'Price (high to low)'),
      (b) => b.click('View details', { nth: 0 }),
      (b) => b.back(),
      (b) => b.click('View details', { nth: 2 }),
      (b) => b.click('Save 9 Cedar Court'),
      (b) => b.click('My viewings'),
      (b) => b.click('Cancel viewing', { within: 'Harbor Point' }),
      null,
    ],
    'eastside-pets-compare': [
      (b) => b.fill('Where do you want to live?', 'Eastside').click('Search'),
      (b) => b.select('Max rent', '$1,000'),
      (b) => b.click('View details'),
      (b) => b.sees('Studio').back(),
      (b) => b.select('Max rent', 'No max'),
      (b) => b.select('Bedrooms', '1+ beds'),
      (b) => b.check('Pets allowed'),
      (b) => b.click('View details', { nth: 0 }),
      (b) => b.click('Save 61 Dunmore Road, Unit B'),
      (b) => b.back().back(),
      (b) => b.click('View details', { nth: 2 }),
      (b) => b.click('Save 118 Fern Lane'),
      (b) => b.click('♡ Saved homes (2)'),
      (b) => b.sees('$1,950').click('Remove', { within: 'Dunmore Road' }),
      (b) => b.click('View details').select('Day', 'Monday 30 Nov').check('Morning').fill('Your name', 'Sam Ortiz').fill('Phone number', '555-0101').click('Send request'),
      null,
    ],
  },
};

await checkSessions(here, ORACLES, { maxTurns: 18 });
