/**
 * Validates the tasks/heldout7 sites without the SDK: for every task, a hand-written oracle makes
 * the requests a correct helper would make from the task's start page (through
 * bench/oracle-browser.mjs, which also checks that every page is valid HTML and that the links,
 * buttons and controls named exist), and the site's state afterwards must be the start state
 * changed as the task's `expect` says (bench/tasks/README.md). Run: node bench/tasks/heldout7/check.mjs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTasks } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ELENA = { within: 'Elena Moreno' };
const TOMAS = { within: 'Tomás Moreno' };
const LUCIA = { within: 'Lucía Moreno' };

/** One oracle per task: `(browser, answers) => void`. */
const ORACLES = {
  airline: {
    'find-booking': (b) => b.fill('Booking reference', 'QX7P2L').fill('Last name', 'Moreno').click('Find booking'),
    'find-then-return-seats': (b) => b.fill('Booking reference', 'QX7P2L').fill('Last name', 'Moreno').click('Find booking').click('Seats', { within: 'Return' }),
    'seat-elena-14a': (b) => b.select('Seat for Elena Moreno', '14A').click('Save seats'),
    'seats-row-15': (b) => b.select('Seat for Elena Moreno', '15D').select('Seat for Tomás Moreno', '15E').select('Seat for Lucía Moreno', '15F').click('Save seats'),
    'seat-legroom-return': (b) => b.click('Seats', { within: 'Return' }).select('Seat for Tomás Moreno', '10C').click('Save seats'),
    'seat-let-us-choose': (b) => b.select('Seat for Elena Moreno', 'Let us choose (free)').click('Save seats'),
    'bags-two-for-tomas': (b) => b.fill('Checked bags', '2', TOMAS).click('Save bags'),
    'bags-bike-outbound': (b) => b.select('Sports equipment', 'Bicycle', ELENA).check('Outbound only').click('Save bags'),
    'bags-cabin-everyone': (b) => b.check('Large cabin bag', true, ELENA).check('Large cabin bag', true, TOMAS).check('Large cabin bag', true, LUCIA).click('Save bags'),
    'bags-drop-checked': (b) => b.click('Bags', { within: 'Outbound' }).fill('Checked bags', '0', ELENA).select('Sports equipment', 'Skis or snowboard', TOMAS).click('Save bags'),
    'meals-elena': (b) => b.select('Outbound meal', 'Vegetarian', ELENA).select('Return meal', 'Vegan', ELENA).click('Save meals'),
    'meals-note-gluten-free': (b) => b.click('Meals', { nth: 0 }).select('Outbound meal', 'Gluten-free', TOMAS).click('Save meals'),
    'meals-lucia-none-return': (b) => b.select('Return meal', 'No meal', LUCIA).click('Save meals'),
    'checkin-two': (b) =>
      b.check('Check in Elena Moreno').fill('Passport number', 'P4829175', ELENA).check('Check in Tomás Moreno').fill('Passport number', 'P5510286', TOMAS).check('I confirm no one in this booking is carrying these items').click('Check in'),
    'checkin-print-from-trip': (b) =>
      b.click('Check in', { within: 'Outbound' }).check('Check in Elena Moreno').fill('Passport number', 'P4829175', ELENA).check('Print at home (PDF)').check('I confirm no one in this booking is carrying these items').click('Check in'),
    'checkin-everyone-wallet': (b) =>
      b
        .check('Check in Elena Moreno')
        .fill('Passport number', 'P4829175', ELENA)
        .check('Check in Tomás Moreno')
        .fill('Passport number', 'P5510286', TOMAS)
        .check('Check in Lucía Moreno')
        .fill('Passport number', 'P7301944', LUCIA)
        .check('Add to Apple or Google Wallet')
        .check('I confirm no one in this booking is carrying these items')
        .click('Check in'),
    'change-return-morning': (b) => b.click('Change flight', { within: 'Return' }).fill('New date', '2026-12-20').click('Search flights').click('Select', { within: 'BF 217' }).click('Confirm change'),
    'change-return-last': (b) => b.fill('New date', '2026-12-21').click('Search flights').click('Select', { nth: 2 }).sees('BF 221').click('Confirm change'),
    'assist-wheelchair': (b) => b.select('Who needs help?', 'Tomás Moreno').check('Wheelchair to and from the aircraft').click('Request assistance'),
    'assist-dog': (b) => b.select('Who needs help?', 'Elena Moreno').check('Travelling with a service dog').fill('Anything else we should know?', 'Labrador, 30 kg').click('Request assistance'),
    'contact-texts-no-offers': (b) => b.check('Text message').uncheck('Send me Bluefinch offers and news').click('Save contact details'),
    'contact-email-both': (b) => b.fill('Email', 'e.moreno@example.org', { type: 'email' }).check('Both').click('Save contact details'),
    'frequent-flyer-tomas': (b) => b.click('Edit details', TOMAS).select('Frequent flyer programme', 'SkyPartners').fill('Membership number', 'SP-8840213').click('Save details'),
  },
  people: {
    'leave-annual-tom': (b) => b.select('Leave type', 'Annual leave').fill('First day', '2026-12-14').fill('Last day', '2026-12-18').select('Who will cover for you?', 'Tom Becker').click('Submit request'),
    'leave-morning-off': (b) => b.select('Leave type', 'Annual leave').fill('First day', '2026-12-10').check('Morning only').click('Submit request'),
    'leave-sick-quiet': (b) =>
      b.select('Leave type', 'Sick leave').fill('First day', '2026-11-30').fill('Last day', '2026-12-01').fill('Comment for your manager', 'Flu').uncheck('Let my team know').click('Submit request'),
    'leave-toil-draft': (b) => b.select('Leave type', 'Time off in lieu (TOIL)').fill('First day', '2026-12-23').fill('Comment for your manager', 'Covering the release weekend').click('Save as draft'),
    'leave-notice-note': (b) => b.select('Leave type', 'Annual leave').fill('First day', '2027-01-04').fill('Last day', '2027-01-08').select('Who will cover for you?', 'Priya Nair').click('Submit request'),
    'leave-cancel-december': (b) => b.click('Cancel', { within: '24–31 December 2026' }),
    'leave-withdraw-pending': (b) => b.click('Withdraw'),
    'leave-draft-ana': (b) => b.click('Edit', { within: 'Draft' }).select('Who will cover for you?', 'Ana Silva').click('Submit request'),
    'leave-compassionate-home': (b) => b.click('Request time off').select('Leave type', 'Compassionate leave').fill('First day', '2026-12-03').click('Submit request'),
    'timesheet-thu-fri': (b) => b.fill('Hours', '7.5', { within: 'Thursday 26 November' }).fill('Hours', '6', { within: 'Friday 27 November' }).click('Submit for approval'),
    'timesheet-friday-training': (b) => b.fill('Hours', '4', { within: 'Friday 27 November' }).select('Project', 'Training', { within: 'Friday 27 November' }).click('Save draft'),
    'timesheet-wednesday-client': (b) =>
      b.fill('Hours', '8', { within: 'Wednesday 25 November' }).select('Project', 'Client: Harlow & Co', { within: 'Wednesday 25 November' }).fill('Notes for your manager', 'Workshop ran late').click('Submit for approval'),
    'expense-taxi': (b) =>
      b.select('Expense type', 'Travel').fill('Amount', '38.40').fill('Date of expense', '2026-11-19').fill('What was it for?', 'Taxi to Harlow & Co office').check('I have a receipt').click('Submit claim'),
    'expense-hotel-euros': (b) => b.select('Expense type', 'Hotel').fill('Amount', '212').select('Currency', 'EUR (€)').fill('Date of expense', '2026-11-12').fill('What was it for?', 'Berlin conference hotel').click('Submit claim'),
    'expense-lunch-recharge': (b) =>
      b
        .click('New claim')
        .select('Expense type', 'Meals and entertainment')
        .fill('Amount', '64.20')
        .fill('Date of expense', '2026-11-24')
        .fill('What was it for?', 'Client lunch')
        .check('Recharge to a client')
        .select('Client', 'Minted Ltd')
        .click('Submit claim'),
    'benefits-pension-8': (b) => b.fill('Your pension contribution', '8').click('Save my choices'),
    'benefits-dental-cycle': (b) => b.check('Core plus dental').check('Cycle to work scheme').click('Save my choices'),
    'benefits-days-no-gym': (b) => b.fill('Extra holiday days to buy', '3').uncheck('Gym discount').click('Save my choices'),
    'profile-hybrid': (b) => b.check('Hybrid').uncheck('Monday').uncheck('Wednesday').uncheck('Friday').click('Save profile'),
    'profile-name-desk': (b) => b.fill('Preferred name', 'Sammy').select('Desk', 'Floor 3 – Quiet zone').click('Save profile'),
    'training-first-aid-january': (b) => b.select('Session', '13–15 January 2027', { within: 'First aid at work' }).click('Book', { within: 'First aid at work' }),
    'training-excel-home': (b) => b.click('Book training').select('Session', 'Wed 16 December 2026', { within: 'Excel for analysts' }).click('Book', { within: 'Excel for analysts' }),
    'training-waitlist': (b) => b.click('Join waitlist'),
  },
};

await checkTasks(here, ORACLES);
