/**
 * Validates bench/tasks/heldout2 without the SDK: for every task, a hand-written oracle does what
 * a correct run of the instruction would do (plain calls to the site's `handle()` through
 * bench/oracle-browser.mjs, which also checks that every page shown is valid HTML and holds the
 * links, buttons and labelled controls the oracle names), and the site's state must then be the
 * one the task's `expect` describes, relative to the state on the task's start page.
 *
 *     node bench/tasks/heldout2/check.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser, applyExpect, sameState } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** One function per task: `(browser, answers)` does what the instruction asks. */
const ORACLES = {
  helpdesk: {
    'callback-continue': (b, a) => b.fill('Full name', a.name).fill('Email', a.email).click('Continue'),
    'callback-afternoon': (b) => b.fill('Full name', 'Grace Hopper').fill('Email', 'grace.hopper@example.org').fill('Phone number', '555 0142').select('Best time to call', 'Afternoon (12–5)').click('Continue'),
    'callback-confirm': (b) => b.fill('Full name', 'Alan Turing').fill('Email', 'alan@example.org').select('Best time to call', 'Evening (5–8)').click('Continue').check('I agree to be called').click('Confirm call back'),
    'request-subject-priority': (b) => b.fill('Subject', 'Printer offline').check('High'),
    'request-billing-submit': (b) => b.select('Category', 'Billing and payments').fill('Subject', 'Double charge on invoice 2291').check('privacy policy').click('Submit request'),
    'request-technical-router': (b) => b.select('Category', 'Technical problem').select('Product', 'Router'),
    'request-urgent-phone': (b) => b.check('Urgent').check('Phone').fill('Phone number', '07700 900123'),
    'request-description-copy': (b) => b.fill('Description', 'The screen flickers after the update.').check('Email me a copy'),
    'request-parcel-submit': (b) => b.fill('Subject', 'Where is my parcel?').select('Category', 'Shipping and delivery').fill('Order number', 'A-55871').check('privacy policy').click('Submit request'),
    'request-low-laptop-account': (b) => b.check('Low').select('Product', 'Laptop').select('Category', 'Account access'),
    'ticket-close': (b) => b.click('View', { within: 'ND-2102' }).click('Close ticket'),
    'ticket-reopen': (b) => b.click('View', { within: 'Cannot sign in on mobile' }).click('Reopen ticket'),
    'ticket-reply': (b) => b.fill('Add a reply', 'It works again after a restart, thanks!').click('Send reply'),
    'ticket-reply-refund': (b) => b.click('View', { within: 'Refund for order' }).fill('Add a reply', 'Any update on this?').click('Send reply'),
    'prefs-marketing-off': (b) => b.uncheck('Marketing emails').click('Save preferences'),
    'prefs-news-plain-text': (b) => b.check('Product news').check('Plain text').click('Save preferences'),
    'prefs-two-off': (b) => b.uncheck('Ticket updates').uncheck('Weekly summary').click('Save preferences'),
    'prefs-language': (b) => b.select('Language', 'Deutsch').click('Save preferences'),
    'search-articles': (b) => b.fill('Search help articles', 'reset password').click('Search'),
    'article-helpful': (b) => b.fill('Search help articles', 'refund').click('Search').click('Refunds and returns: how long does a refund take?').click('Yes'),
  },
  restaurant: {
    'reserve-time': (b) => b.select('Time', '7:30 PM').click('Find a table'),
    'reserve-saturday-four': (b) => b.select('Date', 'Saturday 12 December').select('Time', '8:00 PM').fill('Number of guests', '4').click('Find a table'),
    'reserve-terrace-six': (b) => b.fill('Number of guests', '6').check('Terrace').click('Find a table'),
    'reserve-bar-one': (b) => b.fill('Number of guests', '1').check('Bar counter').select('Time', '6:00 PM').select('Date', 'Friday 11 December').click('Find a table'),
    'details-name-phone': (b) => b.fill('Name', 'Maya Chen').fill('Phone', '020 7946 0321').click('Confirm reservation'),
    'details-birthday': (b, a) => b.fill('Name', a.name).fill('Phone', a['phone number']).select('Occasion', 'Birthday').click('Confirm reservation'),
    'details-checkboxes': (b) => b.fill('Name', 'Priya Shah').fill('Phone', '07700 900456').check('High chair needed').check('Text me a reminder').click('Confirm reservation'),
    'details-requests': (b) => b.fill('Special requests', 'Window table if possible').fill('Name', 'Leo Grant').fill('Phone', '0113 496 0000').click('Confirm reservation'),
    'feedback-slider': (b) => b.fill('Overall rating', '4'),
    'feedback-food-excellent': (b) => b.check('Excellent', true, { within: 'How was the food?' }),
    'feedback-service-and-food': (b) => b.check('Good', true, { within: 'How was the service?' }).check('Very good', true, { within: 'How was the food?' }),
    'feedback-ordered-recommend': (b) => b.check('Mains').check('Desserts').check('Yes'),
    'feedback-comment-send': (b) => b.fill('Comments', 'Lovely evening, the risotto was perfect.').click('Send feedback'),
    'feedback-five-dinner-submit': (b) => b.fill('Overall rating', '5').select('When did you visit?', 'Dinner').click('Send feedback'),
    'account-sms-day-before': (b) => b.check('SMS reminders').select('Reminder time', 'The day before').click('Save changes'),
    'account-diet': (b) => b.check('Vegetarian').check('Nut allergy').click('Save changes'),
    'account-display-name': (b) => b.fill('Display name', 'Sam W.').click('Save changes'),
    'account-marketing-off': (b) => b.uncheck('Marketing emails').click('Save changes'),
    'gift-fifty-message': (b) => b.check('$50').fill('Message', 'Happy birthday, Jo!').fill('Recipient’s name', 'Jo Nolan').click('Add to basket'),
    'gift-other-amount': (b) => b.check('Other amount').fill('Other amount ($)', '75').click('Add to basket'),
    'gift-christmas': (b) => b.check('$100').fill('Recipient’s email', 'ana@example.com').select('Send on', 'Christmas Day').click('Add to basket'),
  },
};

let failures = 0;
let count = 0;
for (const [dir, oracles] of Object.entries(ORACLES)) {
  const { createSite } = await import(join(here, dir, 'server.mjs'));
  const { start, tasks } = JSON.parse(readFileSync(join(here, dir, 'tasks.json'), 'utf8'));
  const ids = tasks.map((t) => t.id);
  if (ids.join() !== Object.keys(oracles).join()) throw new Error(`${dir}: tasks ${ids} but oracles for ${Object.keys(oracles)}`);
  const site = createSite();
  for (const task of tasks) {
    count++;
    site.reset();
    try {
      const b = new Browser(site).open(task.start ?? start);
      const expected = applyExpect(site.state(), task.expect);
      oracles[task.id](b, task.answers ?? {});
      if (!sameState(site.state(), expected)) throw new Error(`state\n    ${JSON.stringify(site.state())}\n  expected\n    ${JSON.stringify(expected)}`);
      console.log(`✓ ${dir}/${task.id}`);
    } catch (e) {
      failures++;
      console.error(`✗ ${dir}/${task.id} "${task.instruction}": ${e.message}`);
    }
  }
}
console.log(`${count} tasks checked, ${failures} failures`);
process.exit(failures ? 1 : 0);
