/**
 * Validates the tasks/heldout4 sites without the SDK: for every task, a hand-written oracle makes
 * the requests a correct helper would make from the task's start page (through
 * bench/oracle-browser.mjs, which also checks that every page is valid HTML and that the links,
 * buttons and controls named exist), and the site's state afterwards must be the start state
 * changed as the task's `expect` says (bench/tasks/README.md). Run: node bench/tasks/heldout4/check.mjs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTasks } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** One oracle per task: `(browser, answers) => void`. */
const ORACLES = {
  bank: {
    'login-remember': (b) => b.fill('Customer ID', 'NB-204417').fill('Password', 'maple-Leaf9').check('Remember my customer ID').click('Log in'),
    'login-answers': (b, a) => b.fill('Customer ID', a['customer ID']).fill('Password', a.password).click('Log in'),
    'transfer-confirm': (b) =>
      b.select('From', 'Everyday Checking').select('To', 'Rainy Day Savings').fill('Amount', '250').fill('Transfer date', '2026-12-04').click('Continue').click('Confirm transfer'),
    'transfer-monthly': (b) =>
      b.select('From', 'Everyday Checking').select('To', 'Rainy Day Savings').fill('Amount', '75').fill('Transfer date', '2026-12-01').check('Monthly').fill('Reference', 'Holiday fund').click('Continue'),
    'transfer-to-card': (b) => b.select('From', 'Rainy Day Savings').select('To', 'Platinum Credit Card').fill('Amount', '412.18').click('Continue').click('Confirm transfer'),
    'transfer-weekly-from-accounts': (b) => b.click('Transfer money', { nth: 0 }).check('Weekly').fill('Amount', '20').fill('Reference', 'Allowance').click('Continue'),
    'pay-internet': (b) => b.check('Brightline Internet').fill('Amount', '64.90').select('Pay from', 'Everyday Checking').fill('Pay on', '2026-12-10').click('Pay bill'),
    'pay-water': (b) => b.check('City Water & Power').fill('Amount', '118.40').click('Pay bill'),
    'pay-rent-from-savings': (b) => b.check('Maple Ridge Apartments').fill('Amount', '1450').select('Pay from', 'Rainy Day Savings').fill('Pay on', '2026-12-01').click('Pay bill'),
    'add-payee': (b) => b.fill('Payee name', 'Harbor Gym').fill('Account number', '5531-0087').fill('Nickname', 'Gym').select('Category', 'Other').click('Add payee'),
    'lock-card': (b) => b.check('Lock card').click('Save card settings'),
    'card-travel': (b) => b.uncheck('Contactless payments').check('International transactions').fill('Daily ATM limit', '400').click('Save card settings'),
    'card-atm-max': (b) => b.fill('Daily ATM limit', '1000').uncheck('Online purchases').click('Save card settings'),
    'alerts-low-balance': (b) => b.check('Low balance').check('Large purchases').fill('falls below', '150').check('Text message').click('Save alerts'),
    'alerts-both': (b) => b.uncheck('Login from a new device').check('Both').click('Save alerts'),
    paperless: (b) => b.check('Paperless').click('Save preference'),
    'download-csv': (b) => b.select('Account', 'Rainy Day Savings').select('Statement month', 'September 2026').check('CSV').click('Download statement'),
    'profile-contact': (b) => b.fill('Email address', 'j.okafor@northmail.com').fill('Mobile number', '555-0187').click('Save changes'),
    'preferred-name': (b) => b.fill('Preferred name', 'Jo').click('Save changes'),
  },
  parcels: {
    track: (b) => b.fill('Tracking number', 'SP44812093').click('Track'),
    'leave-with-neighbour': (b) => b.check('Leave with a neighbour').fill("Neighbour's house number", '14').click('Save changes'),
    'safe-place-garage': (b) => b.check('Leave in a safe place').select('Safe place', 'Garage').fill('Instructions for the driver', 'Side door is unlocked').click('Save changes'),
    'another-day': (b) => b.check('Deliver on another day').select('New delivery date', 'Thursday 3 December').click('Save changes'),
    'track-then-collect': (b) => b.fill('Tracking number', 'SP90210377').click('Track').click('Change delivery').check('Collect from a Swiftpost shop').click('Save changes'),
    'change-from-tracking': (b) => b.click('Change delivery').check('Deliver on another day').select('New delivery date', 'Friday 4 December').click('Save changes'),
    'parcel-medium-express': (b) => b.fill('Weight (kg)', '2.5').check('Medium').select('Service', 'Express (1–2 days)').click('Continue'),
    'parcel-small': (b) => b.fill('Weight (kg)', '0.4').check('Small').click('Continue'),
    'parcel-large-next-day': (b) => b.fill('Weight (kg)', '18').check('Large').select('Service', 'Next day before noon').click('Continue'),
    addresses: (b) =>
      b.fill('Your name', 'Nadia Haddad').fill('Your postcode', '60614').fill('Recipient name', 'Tom Berg').fill('Street address', '22 Alder Street').fill('Town or city', 'Austin').fill('Recipient postcode', '78704').click('Continue'),
    'extras-collect': (b) => b.check('Signature on delivery').check('Collect from my address').fill('Collection date', '2026-12-02').click('Continue to review'),
    'extras-cover': (b) => b.check('Add extra cover').check('Drop off at a Swiftpost shop').click('Continue to review'),
    'text-updates': (b) => b.check('Text me updates').fill('Text message number', '555-0163').check('Only on delivery day').click('Save'),
    'no-email': (b) => b.uncheck('Email me updates').click('Save'),
    'pickup-sundays': (b) => b.fill('Postcode or town', '78704').check('Open on Sundays').click('Find'),
    'pickup-second': (b) => b.fill('Postcode or town', 'Austin').click('Find').click('Choose this shop', { nth: 1 }),
    'pickup-from-home': (b) => b.click('Pickup points').fill('Postcode or town', 'Denver').check('Open on Sundays').click('Find').click('Choose this shop', { nth: 0 }),
    'claim-damaged': (b) => b.fill('Tracking number', 'SP44812093').check('It arrived damaged').fill('Value of contents', '85').fill('Describe the problem', 'Box crushed, mug broken').click('Submit claim'),
    'claim-missing': (b) => b.fill('Tracking number', 'SP90210377').check('It never arrived').fill('Value of contents', '40').fill('Email', 'nadia@example.com').click('Submit claim'),
  },
};

await checkTasks(here, ORACLES);
