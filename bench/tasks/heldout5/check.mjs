/**
 * Validates the tasks/heldout5 sites without the SDK: for every task, a hand-written oracle makes
 * the requests a correct helper would make from the task's start page (through
 * bench/oracle-browser.mjs, which also checks that every page is valid HTML and that the links,
 * buttons and controls named exist), and the site's state afterwards must be the start state
 * changed as the task's `expect` says (bench/tasks/README.md). Run: node bench/tasks/heldout5/check.mjs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTasks } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** One oracle per task: `(browser, answers) => void`. */
const ORACLES = {
  council: {
    'report-pothole': (b) => b.check('Pothole').fill('Street name', 'Mill Road').click('Submit report'),
    'report-streetlight-hazard': (b) => b.check('Broken streetlight').fill('Street name', 'Kiln Lane').fill('Describe the problem', 'Light flickers all night').check('This is a danger to people or traffic').click('Submit report'),
    'report-fly-tipping-no-updates': (b) => b.check('Fly-tipping (dumped rubbish)').fill('Street name', 'Canal Walk').fill('Your email', 'sam.osei@example.com').uncheck('Send me updates about this report').click('Submit report'),
    'report-graffiti-from-home': (b) => b.click('Report a problem').check('Graffiti').fill('Street name', 'Station Road').click('Submit report'),
    'report-drain-answers': (b, a) => b.check('Blocked drain').fill('Street name', a.street).fill('Your email', a.email).click('Submit report'),
    'bins-lookup': (b) => b.fill('Postcode', 'MB4 2QT').click('Find address'),
    'bins-address': (b) => b.fill('Postcode', 'MB4 2QT').click('Find address').select('Choose your address', '14 Ash Grove').click('Show collection days'),
    'bins-home': (b) => b.click('Check your bin day').fill('Postcode', 'MB7 9LP').click('Find address'),
    'bins-reminders-text': (b) => b.check('General waste').check('Recycling').check('Text message').fill('Email address or mobile number', '07700 900456').click('Save reminders'),
    'bins-reminder-garden': (b) => b.check('Garden waste').check('Email', true, { type: 'radio' }).fill('Email address or mobile number', 'leo.park@example.com').click('Save reminders'),
    'permit-resident': (b) => b.select('Parking zone', 'Zone B – Riverside').fill('Vehicle registration', 'KX19 RTF').click('Apply and pay'),
    'permit-visitor': (b) => b.check('Visitor permit').select('Parking zone', 'Zone A').fill('Vehicle registration', 'AB12 CDE').select('Permit length', '3 months').fill('Start date', '2026-12-01').click('Apply and pay'),
    'permit-business-electric': (b) => b.check('Business permit').select('Parking zone', 'Zone C').fill('Vehicle registration', 'EV70 ZAP').select('Permit length', '6 months').check('fully electric').click('Apply and pay'),
    'permit-start-date': (b) => b.fill('Start date', '2026-12-14').select('Parking zone', 'Zone A').fill('Vehicle registration', 'LM65 HJK').click('Apply and pay'),
    'bulky-sofa-mattress': (b) => b.check('Sofa or armchair').check('Mattress').select('Collection date', 'Saturday 5 December').click('Book collection'),
    'bulky-fridge-kerb': (b) => b.check('Fridge or freezer').check('At the kerb').fill('Contact phone', '555-0133').click('Book collection'),
    'bulky-bags-wardrobe': (b) => b.fill('Bags of garden waste', '3').check('Wardrobe').check('Driveway').click('Book collection'),
    'updates-daily': (b) => b.fill('Email address', 'nina.v@example.com').check('Road works and closures').check('Events and festivals').check('Daily digest').click('Subscribe'),
    'updates-instant': (b) => b.fill('Email address', 'nina.v@example.com').check('Bin collection changes').check('As it happens').click('Subscribe'),
  },
  energy: {
    'meter-both': (b) => b.fill('Electricity reading', '48213').fill('Gas reading', '7390').click('Submit readings'),
    'meter-date': (b) => b.fill('Electricity reading (kWh)', '48260').fill('Date of reading', '2026-11-22').click('Submit readings'),
    'meter-gas-from-home': (b) => b.click('Submit a meter reading').fill('Gas reading', '7412').click('Submit readings'),
    'tariff-green-fixed': (b) => b.click('Choose this tariff', { within: 'Green Fixed 12' }).check('I have read the tariff terms').click('Confirm switch'),
    'tariff-second-electricity': (b) => b.click('Choose this tariff', { nth: 1 }).select('Switch date', '1 January 2027').check('Electricity only').check('I have read the tariff terms').click('Confirm switch'),
    'tariff-green-cheapest': (b) => b.check('Green energy only').select('Sort by', 'Cheapest unit rate').click('Choose this tariff', { nth: 0 }),
    'tariff-cheapest': (b) => b.select('Sort by', 'Cheapest unit rate').click('Choose this tariff', { nth: 0 }),
    'tariff-flexible-from-home': (b) => b.click('Compare tariffs').click('Choose this tariff: Flexible').check('I have read the tariff terms').click('Confirm switch'),
    'debit-amount-day': (b) => b.fill('Monthly amount', '135').select('Payment day', '15th').click('Save Direct Debit'),
    'debit-max-no-review': (b) => b.fill('Monthly amount', '250').uncheck('Review my amount every 6 months').click('Save Direct Debit'),
    'debit-day-28': (b) => b.select('Payment day', '28th').click('Save Direct Debit'),
    'debit-from-home': (b) => b.click('Manage your Direct Debit').select('Payment day', '1st').fill('Monthly amount', '60').click('Save Direct Debit'),
    'moving-new-address': (b) => b.fill('Moving out date', '2026-12-18').fill('New street address', '22 Quarry Hill').fill('New town', 'Leeds').fill('New postcode', 'LS2 7HY').click('Send moving details'),
    'moving-final-reading': (b) => b.fill('Moving out date', '2026-12-20').fill('Final electricity reading', '48390').uncheck('Take Brightwatt with me to my new home').click('Send moving details'),
    'prefs-tips-partners': (b) => b.uncheck('Energy-saving tips').check('Offers from our partners').click('Save preferences'),
    'prefs-text-evenings': (b) => b.check('Text me about power cuts').fill('Mobile number', '07700 900812').select('Preferred contact time', 'Evenings').click('Save preferences'),
    'prefs-no-email-bills': (b) => b.uncheck('Bills by email').click('Save preferences'),
    'outage-whole-street': (b) => b.fill('Postcode', 'LS6 3QW').check('Yes').click('Report power cut'),
    'outage-medical': (b) => b.fill('Postcode', 'LS6 1AB').check('Not sure').check('Someone in the home relies on medical equipment').fill('Contact phone', '555-0188').click('Report power cut'),
    'outage-from-home': (b) => b.click('Report a power cut').fill('Postcode', 'LS2 9JT').check('No').click('Report power cut'),
  },
};

await checkTasks(here, ORACLES);
