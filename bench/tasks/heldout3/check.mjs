/**
 * Validates the heldout3 short-task sites without the SDK: for every task, a hand-written oracle
 * makes the requests a correct helper would make (through bench/oracle-browser.mjs, which checks
 * that every page is valid HTML and that the controls, links and buttons named exist), and the
 * site's state afterwards must be the task's `expect` applied to the state on its start page.
 * Run: node bench/tasks/heldout3/check.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser, applyExpect, sameState } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));

const ORACLES = {
  insurance: {
    'car-make-year': (b) => b.select('Make', 'Toyota').fill('Year of manufacture', '2019').click('Continue'),
    'car-mileage-garage': (b) => b.fill('Annual mileage', '12000').check('Locked garage').click('Continue'),
    'car-all-fields': (b) => b.select('Make', 'Volkswagen').fill('Year of manufacture', '2015').check('Private driveway').click('Continue'),
    'car-described': (b) => b.select('Make', 'Honda').fill('Year of manufacture', '2021').check('On the street').click('Continue'),
    'cover-comprehensive-extras': (b) => b.check('Comprehensive').check('Breakdown cover').check('Courtesy car').click('Continue'),
    'cover-tpo-excess': (b) => b.check('Third party only').select('Voluntary excess', '$500').click('Continue'),
    'cover-extras-heading': (b) => b.check('Legal expenses', true, { within: 'Optional extras' }).check('Windscreen repair', true, { within: 'Optional extras' }).click('Continue'),
    'cover-tpft-1000': (b) => b.check('Third party, fire and theft').select('Voluntary excess', '$1,000').click('Continue'),
    'driver-names': (b) => b.fill('First name', 'Priya').fill('Last name', 'Shah').check('privacy notice').click('Get my quote'),
    'driver-dates-number': (b) => b.fill('Date of birth', '1988-04-17').fill('Years without a claim', '6').fill('Cover start date', '2026-12-01').check('privacy notice').click('Get my quote'),
    'driver-both-boxes': (b) => b.fill('First name', 'Daniel').fill('Last name', 'Ruiz').check('privacy notice').check('Email me offers and news').click('Get my quote'),
    'driver-no-offers': (b) => b.check('privacy notice').uncheck('Email me offers and news').click('Get my quote'),
    'prefs-sms-phone': (b) => b.check('Text message').check('Phone call').uncheck('Email').click('Save preferences'),
    'prefs-reminder-calltime': (b) => b.check('7 days before').select('Preferred call time', 'Evening').click('Save preferences'),
    'prefs-no-reminders-post': (b) => b.check('Don’t remind me').check('Post').click('Save preferences'),
    'claim-theft': (b) => b.fill('Policy number', 'HM-448812').fill('Date of the incident', '2026-11-20').fill('Approximate time', '23:15').select('What happened?', 'Theft').click('Submit claim'),
    'claim-windscreen': (b) => b.select('What happened?', 'Broken windscreen').check('No', true, { within: 'Was anyone injured?' }).fill('Tell us what happened', 'Stone chip on the motorway').click('Submit claim'),
    'claim-collision': (b) => b.fill('Policy number', 'HM-300127').select('What happened?', 'Collision with another vehicle').fill('How many vehicles were involved?', '2').check('I reported this to the police').click('Submit claim'),
    'claim-from-home': (b) => b.click('Claims').fill('Policy number', 'HM-512200').select('What happened?', 'Vandalism').click('Submit claim'),
  },
  clinic: {
    'book-video-grant': (b) => b.check('Dr Liam Grant').check('Video call').fill('Preferred date', '2026-12-02').select('Preferred time', '10:30').check('privacy policy').click('Request appointment'),
    'book-physio-first': (b) => b.check('Ben Archer', true, { within: 'Physiotherapy' }).fill('Preferred date', '2026-12-04').select('Preferred time', '15:45').check('This is my first visit').check('privacy policy').click('Request appointment'),
    'book-nurse-phone': (b) => b.check('Nurse Joy Tan').check('Phone call').fill('Reason for your visit', 'Blood test results').check('Text message').check('Email').check('privacy policy').click('Request appointment'),
    'book-osei-reason': (b) => b.check('Dr Amara Osei').check('In person').fill('Preferred date', '2026-12-09').select('Preferred time', '08:30').fill('Reason for your visit', 'Persistent cough').check('privacy policy').click('Request appointment'),
    'cancel-physio': (b) => b.click('Cancel', { within: 'Physiotherapy' }),
    'cancel-nurse-date': (b) => b.sees('Tue, 15 Dec 2026').click('Cancel', { within: 'Nurse Joy Tan' }),
    'reschedule-video': (b) => b.click('Reschedule', { within: 'Video call' }).fill('New date', '2026-12-10').select('New time', '14:00').click('Save new time'),
    'cancel-second-from-home': (b) => b.click('My appointments').click('Cancel', { nth: 1 }),
    'reschedule-physio-time': (b) => b.click('Reschedule', { within: 'Nadia Kowalski' }).select('New time', '11:15').click('Save new time'),
    'rx-two-meds': (b) => b.check('Salbutamol 100 mcg inhaler').check('Omeprazole 20 mg capsules').check('High Street Chemist').click('Request prescription'),
    'rx-delivery-message': (b) => b.check('Amlodipine').check('Deliver to my home').fill('Message for the doctor', 'Running low, thanks').click('Request prescription'),
    'rx-sertraline-onsite': (b) => b.check('Sertraline 50 mg').check('Wellbrook Pharmacy').click('Request prescription'),
    'checkin-pain-sleep-mood': (b) => b.fill('How bad is your pain', '6').fill('Hours of sleep last night', '5').check('Low').click('Submit check-in'),
    'checkin-symptoms': (b) => b.check('Headache').check('Nausea').check('Okay').fill('How bad is your pain', '3').click('Submit check-in'),
    'checkin-fever': (b) => b.fill('How bad is your pain', '8').check('Fever', true, { within: 'New symptoms' }).click('Submit check-in'),
    'profile-mobile': (b) => b.fill('Mobile number', '07700 900456').click('Save changes'),
    'profile-emergency': (b) => b.fill('Contact name', 'Tunde Adeyemi').fill('Contact phone', '07700 900789').click('Save changes'),
    'profile-weight-language': (b) => b.fill('Weight (kg)', '72').select('Preferred language', 'Welsh').check('Send letters in large print').click('Save changes'),
    'profile-email-height': (b) => b.fill('Email address', 'rita.adeyemi@example.org').fill('Height (cm)', '168').click('Save changes'),
  },
};

let failures = 0;
let count = 0;
for (const [siteName, oracles] of Object.entries(ORACLES)) {
  const { createSite } = await import(join(here, siteName, 'server.mjs'));
  const spec = JSON.parse(readFileSync(join(here, siteName, 'tasks.json'), 'utf8'));
  const ids = new Set(spec.tasks.map((t) => t.id));
  for (const id of Object.keys(oracles)) if (!ids.has(id)) (failures++, console.log(`✗ ${siteName}/${id}: oracle without a task`));
  const site = createSite();
  for (const task of spec.tasks) {
    try {
      if (!oracles[task.id]) throw new Error('no oracle');
      site.reset();
      const b = new Browser(site).open(task.start ?? spec.start);
      const expected = applyExpect(site.state(), task.expect);
      oracles[task.id](b);
      const actual = site.state();
      if (!sameState(actual, expected)) throw new Error(`state\n    got      ${JSON.stringify(actual)}\n    expected ${JSON.stringify(expected)}`);
      count++;
      console.log(`✓ ${siteName}/${task.id}`);
    } catch (e) {
      failures++;
      console.log(`✗ ${siteName}/${task.id}: ${e.message}`);
    }
  }
}
console.log(failures ? `${failures} task(s) failed` : `all ${count} tasks pass`);
process.exit(failures ? 1 : 0);
