/**
 * Validates the tasks/heldout6 sites without the SDK: for every task, a hand-written oracle makes
 * the requests a correct helper would make from the task's start page (through
 * bench/oracle-browser.mjs, which also checks that every page is valid HTML and that the links,
 * buttons and controls named exist), and the site's state afterwards must be the start state
 * changed as the task's `expect` says (bench/tasks/README.md). Run: node bench/tasks/heldout6/check.mjs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTasks } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** One oracle per task: `(browser, answers) => void`. */
const ORACLES = {
  college: {
    'search-cs': (b) => b.select('Term', 'Spring 2027').select('Subject', 'Computer Science').click('Search'),
    'search-keyword-math': (b) => b.select('Subject', 'Mathematics').fill('Keyword', 'linear algebra').click('Search'),
    'search-levels-open': (b) => b.select('Subject', 'Biology').check('200-level').check('300-level').check('Open sections only').click('Search'),
    'search-fall-history-add-second': (b) => b.select('Term', 'Fall 2027').select('Subject', 'History').click('Search').sees('3 courses in Fall 2027').click('Add', { nth: 1 }),
    'add-data-structures': (b) => b.click('Add Data Structures'),
    'course-cs210-pass-fail': (b) => b.click('CS 210').check('Section 001').select('Grading option', 'Pass/Fail').click('Add to cart'),
    'course-first-tue-thu': (b) => b.click('MATH 151').check('Tue/Thu').click('Add to cart'),
    'waitlist-cs210': (b) => b.check('Section 002').check('Join the waitlist if full').click('Add to cart'),
    'waitlist-marine-audit': (b) => b.click('BIO 310').select('Grading option', 'Audit').check('Join the waitlist if full').click('Add to cart'),
    'cart-remove-register': (b) => b.click('Remove Music Theory I').check('I confirm these courses fit my degree plan').click('Register'),
    'cart-last-register': (b) => b.click('Remove', { nth: 2 }).check('I confirm these courses fit my degree plan').click('Register'),
    'cart-grading-biology': (b) => b.select('Grading', 'Pass/Fail', { within: 'Introduction to Biology' }),
    'schedule-drop': (b) => b.click('Drop Calculus II'),
    'details-name-pronouns': (b) => b.fill('Preferred name', 'Sam').select('Pronouns', 'they/them').click('Save details'),
    'details-emergency': (b) => b.fill('Emergency contact name', 'Maria Lopez').fill('Emergency contact phone', '555-0147').click('Save details'),
    'details-mobile-answers': (b, a) => b.fill('Mobile phone', a['mobile phone']).click('Save details'),
    'notify-text-not-email': (b) => b.check('Text me when a waitlist seat opens').uncheck('Email me when a waitlist seat opens').click('Save settings'),
    'notify-slider-digest': (b) => b.fill('Remind me before registration opens (days)', '10').check('Weekly course digest').click('Save settings'),
    'transcript-mailed': (b) => b.check('Official').select('Delivery', 'Mailed paper copy').fill('Number of copies', '2').click('Request transcript'),
    'transcript-unofficial-email': (b) => b.check('Unofficial').fill('Recipient email', 'registrar@northbridge.edu').click('Request transcript'),
    'transcript-needed-by': (b) => b.check('Official').select('Delivery', 'Electronic (PDF by email)').fill('Recipient email', 'admissions@example.edu').fill('Needed by', '2026-12-15').click('Request transcript'),
    'home-notifications-digest': (b) => b.click('Notification settings').check('Weekly course digest').click('Save settings'),
    'home-search-music': (b) => b.click('Search courses').select('Subject', 'Music').click('Search'),
  },
  mobile: {
    'plan-unlimited-12': (b) => b.click('Choose plan: Unlimited', { nth: 0 }).check('12 months').click('Confirm change'),
    'plan-5g-cheapest': (b) => b.check('5G plans only').select('Sort by', 'Price: lowest first').click('Choose plan', { nth: 0 }),
    'plan-third-24-next-bill': (b) => b.click('Choose plan', { nth: 2 }).check('24 months').select('Start', 'Next bill date (1 December 2026)').click('Confirm change'),
    'plan-everyday-new-number': (b) => b.click('Choose plan: Everyday 20GB').uncheck('Keep my current number').click('Confirm change'),
    'plan-second-confirm': (b) => b.click('Choose plan', { nth: 1 }).click('Confirm change'),
    'plan-most-data-from-home': (b) => b.click('Change plan').select('Sort by', 'Most data').click('Choose plan', { nth: 0 }),
    'addons-intl-data': (b) => b.check('International calls').check('Extra 10GB data').click('Save add-ons'),
    'addons-no-insurance': (b) => b.uncheck('Device insurance').click('Save add-ons'),
    'addons-streaming-swap': (b) => b.check('Streaming pass').uncheck('Device insurance').click('Save add-ons'),
    'alerts-80-email': (b) => b.fill('Data alert at', '80').check('Email').click('Save alerts'),
    'alerts-95-cap': (b) => b.fill('Data alert at', '95').fill('Monthly spending cap ($)', '20').click('Save alerts'),
    'alerts-block-both': (b) => b.check('Block premium-rate numbers').check('Both').click('Save alerts'),
    'alerts-from-home': (b) => b.click('Data alerts and spending cap').fill('Data alert at', '60').click('Save alerts'),
    'travel-japan': (b) => b.check('Turn on roaming').select('Destination', 'Japan').fill('Travelling from', '2026-12-20').fill('Travelling until', '2027-01-05').click('Save travel settings'),
    'travel-canada-pass': (b) => b.select('Destination', 'Canada').check('Add a daily travel pass').fill('Travelling from', '2026-12-22').click('Save travel settings'),
    'travel-spain': (b) => b.check('Turn on roaming').check('Add a daily travel pass').select('Destination', 'Spain').click('Save travel settings'),
    'travel-uk-from-home': (b) => b.click('Going abroad?').check('Turn on roaming').select('Destination', 'United Kingdom').click('Save travel settings'),
    'sim-lost-esim': (b) => b.check('Lost').select('SIM type', 'eSIM').click('Order replacement SIM'),
    'sim-damaged-keep-old': (b) => b.check('Damaged or not working').select('SIM type', 'Physical SIM').uncheck('Block my old SIM now').click('Order replacement SIM'),
    'sim-stolen-other-address': (b) => b.check('Stolen').check('Another address').fill('Address line (if another address)', 'Flat 2, 14 Quay Street').click('Order replacement SIM'),
    'sim-size-from-home': (b) => b.click('Replace a SIM card').check('Need a different size').click('Order replacement SIM'),
  },
};

await checkTasks(here, ORACLES);
