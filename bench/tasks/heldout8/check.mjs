/**
 * Validates the tasks/heldout8 sites without the SDK: for every task, a hand-written oracle makes
 * the requests a correct helper would make from the task's start page (through
 * bench/oracle-browser.mjs, which also checks that every page is valid HTML and that the links,
 * buttons and controls named exist), and the site's state afterwards must be the start state
 * changed as the task's `expect` says (bench/tasks/README.md). Run: node bench/tasks/heldout8/check.mjs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTasks } from '../../oracle-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const donor = (first, last, email) => (b) => b.fill('First name', first).fill('Last name', last).fill('Email address', email);
const volunteer = (name, mobile) => (b) => b.fill('Your name', name).fill('Mobile number', mobile).check('I agree to the volunteer code of conduct');

/** One oracle per task: `(browser, answers) => void`. */
const ORACLES = {
  charity: {
    'donate-50-once': (b) => donor('Priya', 'Shah', 'priya.shah@example.com')(b.check('$50')).click('Donate now'),
    'donate-monthly-cleanups': (b) => donor('Tom', 'Reed', 'tom.reed@example.org')(b.check('Monthly').check('$10').select('Where should your gift go?', 'River clean-ups')).click('Donate now'),
    'donate-other-amount-fees': (b) =>
      donor('Ana', 'Lima', 'ana.lima@example.com')(b.fill('Other amount ($)', '35').select('Where should your gift go?', 'School river visits').check('Add 3% to help cover transaction fees')).click('Donate now'),
    'donate-in-memory-anonymous': (b) =>
      donor('Grace', 'Bell', 'grace.bell@example.net')(b.check('One-off').check('$100').check('This gift is in memory of someone').fill('Their name', 'Arthur Bell'))
        .check("Don't show my name on the supporters' wall")
        .click('Donate now'),
    'donate-habitats-no-updates': (b) => donor('Leo', 'Marsh', 'leo.marsh@example.com')(b.check('$25')).select('Where should your gift go?', 'Otter and water vole habitats').uncheck('Email me about how my gift is used').click('Donate now'),
    'donate-from-home': (b) => donor('Sam', 'Ortiz', 'sam.ortiz@example.com')(b.click('Donate').check('Monthly').check('$100')).click('Donate now'),
    'volunteer-family-town': (b) => b.select('Area', 'Town centre').check('Family-friendly only'),
    'volunteer-cleanup-three': (b) => volunteer('Omar Haddad', '07700 900501')(b.click('Sign up', { within: 'Saturday river clean-up' }).fill('How many people are coming, including you?', '3').select('T-shirt size', 'Large')).click('Confirm sign-up'),
    'volunteer-second-row': (b) => volunteer('Lucy Tran', '07700 900777')(b.click('Sign up', { nth: 1 }).select('T-shirt size', 'No T-shirt, thanks')).click('Confirm sign-up'),
    'volunteer-litter-pick-family': (b) =>
      volunteer('Hoa Tran', '07700 900889')(b.click('Sign up', { within: 'Sunday litter pick' }).fill('How many people are coming, including you?', '2').check('Some of us are under 16'))
        .fill('Name', 'Mark Tran', { within: 'Emergency contact' })
        .fill('Phone', '07700 900888', { within: 'Emergency contact' })
        .click('Confirm sign-up'),
    'volunteer-waiting-list': (b) => volunteer('Ben Cole', '07700 900312')(b.click('Join the waiting list').select('T-shirt size', 'Small')).click('Join waiting list'),
    'volunteer-ashby-last': (b) => {
      b.select('Area', 'Ashby Meadows').sees('Otter survey walk');
      return volunteer('Ruth Kim', '07700 900640')(b.click('Sign up', { nth: 1 })).click('Confirm sign-up');
    },
    'fundraise-bake-sale': (b) => b.fill('Page title', 'Cakes for Otters').check('Bake sale').fill('Date of your event', '2026-12-12').fill('Fundraising target ($)', '750').fill('Page address', 'cakes-for-otters').click('Create my page'),
    'fundraise-run-team': (b) =>
      b
        .fill('Page title', 'Maya runs the Mill Half')
        .check('Running, walking or cycling event')
        .fill('Fundraising target ($)', '1250')
        .check("I'm fundraising as part of a team")
        .fill('Team name', 'Riverside Runners')
        .fill('Page address', 'maya-runs')
        .click('Create my page'),
    'fundraise-birthday-max': (b) => b.fill('Page title', "Jo's 40th for the river").check('Birthday or celebration').fill('Fundraising target ($)', '5000').fill('Page address', 'jo40').click('Create my page'),
    'giving-raise-otter': (b) => b.click('Change amount', { within: 'RG-301' }).fill('New monthly amount ($)', '20').click('Save new amount'),
    'giving-pause-eight': (b) => b.click('Pause', { within: '$8 a month' }).select('Pause for', '2 months').click('Pause my gift'),
    'giving-cancel-second': (b) => b.click('Cancel', { nth: 1 }).sees('RG-302').select('Why are you cancelling?', "I'd rather give one-off gifts").click('Cancel my gift'),
    'giving-resume-and-receipt': (b) => b.click('Resume').click('Email receipt', { within: 'D-7650' }),
    'prefs-text-quarterly-digital': (b) => b.uncheck('Post').check('Text message').select('Newsletter', 'Every three months').check('Digital only (PDF by email)').click('Save preferences'),
    'prefs-from-home-no-magazine': (b) => b.click('Contact preferences').check('No magazine').select('Newsletter', 'Never').click('Save preferences'),
  },
  tenant: {
    'rent-review-full-checking': (b) => b.check('Full balance ($1,450.00)').select('Pay from', 'Checking ••••4021').click('Review payment'),
    'rent-savings-december-1': (b) => b.select('Pay from', 'Savings ••••7765').fill('Payment date', '2026-12-01').click('Review payment').click('Confirm payment'),
    'rent-partial-card': (b) => b.check('Other amount').fill('Amount to pay ($)', '700').select('Pay from', 'Visa card').click('Review payment').sees('$700.00').click('Confirm payment'),
    'rent-autopay-from-home': (b) => b.click('Pay now').check('Turn on autopay for future rent').click('Review payment').click('Confirm payment'),
    'repair-bathroom-leak': (b) => b.select('What needs fixing?', 'Plumbing (leaks, taps, toilets, drains)').check('Bathroom').fill('Describe the problem', 'Water leaks under the sink').check('Yes, you may enter').click('Submit request'),
    'repair-outlet-emergency': (b) => b.select('What needs fixing?', 'Electrical and lighting').check('Living room').fill('Describe the problem', 'Outlet sparks when used').check('Yes – this is an emergency').click('Submit request'),
    'repair-ants-kitchen': (b) =>
      b.select('What needs fixing?', 'Pest control').check('Kitchen').fill('Describe the problem', 'Ants near the window').check('Weekday mornings').check('Saturdays').check('There is a pet in the apartment').click('Submit request'),
    'repair-new-from-list': (b) => b.click('New request').select('What needs fixing?', 'Heating and air conditioning').check('Bedroom').fill('Describe the problem', 'Radiator stays cold').click('Submit request'),
    'repair-note-tap': (b) => b.click('Add a note', { within: 'Kitchen tap drips' }).fill('Your note', 'The drip is getting worse').click('Add note'),
    'repair-cancel-dishwasher': (b) => b.click('Cancel request', { within: 'Dishwasher' }).check('The problem went away').click('Cancel request'),
    'repair-rate-blind': (b) => b.click('Rate this repair', { within: 'blind' }).check('5 – Excellent').fill('Anything to add? (optional)', 'Quick and tidy').click('Send rating'),
    'repair-cancel-first-mistake': (b) => b.click('Cancel request', { nth: 0 }).sees('MR-118').check('I submitted it by mistake').click('Cancel request'),
    'amenity-terrace': (b) => b.check('Rooftop terrace').fill('Date', '2026-12-19').select('Start time', '6:00 PM').fill('How many hours?', '3').fill('Number of guests', '12').check('I have read the amenity rules').click('Request booking'),
    'amenity-party-cleaning': (b) =>
      b.check('Party room').fill('Date', '2026-12-31').fill('Number of guests', '25').check('Add the cleaning service ($40)').check('I have read the amenity rules').click('Request booking'),
    'amenity-studio-morning': (b) =>
      b.check('Fitness studio (private hour)').fill('Date', '2026-12-03').select('Start time', '7:00 AM').fill('How many hours?', '1').fill('Number of guests', '1').check('I have read the amenity rules').click('Request booking'),
    'parking-visitor-lot': (b) => b.fill("Guest's full name", 'Luis Ortega').fill('Licence plate', '8ABC123').fill('Vehicle make and colour', 'Grey Honda Civic').fill('First night', '2026-12-04').select('Number of nights', '2 nights').click('Get parking pass'),
    'parking-garage': (b) =>
      b
        .fill("Guest's full name", 'Mia Chen')
        .fill('Licence plate', '7XYZ 889')
        .fill('Vehicle make and colour', 'White Tesla Model 3')
        .fill('First night', '2026-12-20')
        .select('Number of nights', '5 nights')
        .check('Garage level B1 ($10 a night)')
        .click('Get parking pass'),
    'lease-renew-12': (b) => b.check('Renew for 12 months at $1,495 a month').click('Send my decision'),
    'lease-moving-out': (b) => b.check("I'm not renewing").fill("Move-out date (only if you're leaving)", '2027-01-31').fill('Forwarding address', '88 Pine Road, Salem, OR 97301').click('Send my decision'),
    'lease-cheapest-call': (b) => b.check('Renew for 12 months at $1,495 a month').check('Please call me to talk about my options').click('Send my decision'),
    'profile-package-texts': (b) => b.check('Text me when a package arrives').select('Send maintenance updates by', 'Text message').click('Save changes'),
    'profile-spanish-paperless': (b) => b.select('Preferred language', 'Español').check('Paperless: send my documents online only').uncheck('Email me rent receipts').click('Save changes'),
    'profile-contact-from-home': (b) => b.click('Profile').fill('Mobile phone', '555-0199').fill('Email', 'dana.whitaker@example.com').click('Save changes'),
  },
};

await checkTasks(here, ORACLES);
