// node bench/tasks/heldout14/check.mjs — runs every task of this set through each site's own
// handle() with the requests a correct helper would make, from the reset site on the task's start
// page, and asserts the state the task expects.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { G, P, driver, expectedState, stateMatches, canonical, loadSite, readJson } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const quote = (o) => ({ trip: 'single', area: 'europe', start: '2027-02-05', end: '2027-02-12', travellers: '2', age: '39', ...o });
const booking = (o) => ({ service: '', location: '', size: '', date: '', time: '', reg: '', name: '', phone: '', ...o });

const SOLUTIONS = {
  insurance: {
    'quote-europe-couple': [G('/quote'), P('/quote', quote({ start: '2027-03-12', end: '2027-03-19', age: '47' }))],
    'quote-annual-worldwide': [P('/quote', quote({ trip: 'annual', area: 'worldwide-excl', start: '2027-01-01', travellers: '1', age: '33' }))],
    'requote-three-travellers': [G('/quote'), P('/quote', quote({ travellers: '3' }))],
    'choose-standard-no-extras': [P('/quote/plan', { plan: 'standard' }), P('/quote/extras', {})],
    'cheapest-with-gadget-ski': [P('/quote/plan', { plan: 'essential' }), P('/quote/extras', [['extras', 'winter-sports'], ['extras', 'gadget']])],
    'fifteen-million-cruise': [P('/quote/plan', { plan: 'premier' }), P('/quote/extras', { extras: 'cruise' })],
    'plan-with-100-excess': [P('/quote/plan', { plan: 'standard' })],
    'buy-essential-for-aisha': [P('/quote/plan', { plan: 'essential' }), P('/quote/extras', {}), P('/quote/buy', { title: 'Ms', first: 'Aisha', last: 'Khan', dob: '1986-05-14', email: 'aisha.khan@example.com', phone: '07700 900456', postcode: 'M14 5RT', medical: 'no', agree: 'yes' })],
    'buy-standard-gadget-for-me': [P('/quote/plan', { plan: 'standard' }), P('/quote/extras', { extras: 'gadget' }), P('/quote/buy', { title: 'Mrs', first: 'Sarah', last: 'Fox', dob: '1982-04-09', email: 'sarah.fox@example.com', phone: '07700 900123', postcode: 'SK4 2LP', medical: 'no', agree: 'yes' })],
    'uk-family-christmas': [G('/quote'), P('/quote', quote({ area: 'uk', start: '2026-12-24', end: '2026-12-28', travellers: '4', age: '52' })), P('/quote/plan', { plan: 'premier' }), P('/quote/extras', { extras: 'golf' })],
    'quote-from-tomorrow': [P('/quote', quote({ start: '2026-11-28', end: '2026-12-06', travellers: '1', age: '29' }))],
    'add-winter-sports': [G('/policy/WF-10007'), P('/policy/WF-10007/extras', { extras: 'winter-sports' })],
    'cruise-business-excess-50': [P('/policy/WF-10007/extras', [['extras', 'cruise'], ['extras', 'business']]), P('/policy/WF-10007/excess', { excess: '50' })],
    'cancel-bought-elsewhere': [G('/policies'), G('/policy/WF-10007'), G('/policy/WF-10007/cancel'), P('/policy/WF-10007/cancel', { reason: 'bought-elsewhere', confirm: 'yes' })],
    'no-excess': [P('/policy/WF-10007/excess', { excess: '0' })],
    'baggage-claim': [P('/claims/new', { policy: 'WF-10007', type: 'baggage', date: '2026-11-02', amount: '640', description: 'Suitcase lost on the flight home from Malaga' })],
    'delay-claim': [G('/claims/new'), P('/claims/new', { policy: 'WF-10007', type: 'delay', date: '2026-11-19', amount: '180', description: 'Flight to Lyon delayed 14 hours' })],
    'withdraw-claim': [G('/claims/CL-2950'), P('/claims/CL-2950/withdraw', {})],
    'search-help': [G('/help?q=pre-existing conditions')],
    'lost-passport-article': [G('/help'), G('/help/lost-passport')],
    'contact-change-policy': [P('/contact', { topic: 'change', name: 'Tom Reed', email: 'tom.reed@example.com', policy: 'WF-10007', message: 'Please add my son Jamie to my policy.' })],
    'phone-and-offers': [P('/account', { title: 'Mrs', first: 'Sarah', last: 'Fox', email: 'sarah.fox@example.com', phone: '07700 900789', address: '8 Beech Grove', town: 'Stockport', postcode: 'SK4 2LP' })],
    'new-address': [P('/account', { title: 'Mrs', first: 'Sarah', last: 'Fox', email: 'sarah.fox@example.com', phone: '07700900123', address: '22 Canal Street', town: 'Manchester', postcode: 'M1 3HE', marketing: 'yes' })],
    'newsletter': [P('/newsletter', { email: 'sarah.fox@example.com' })],
  },
  carwash: {
    'express-kirkstall': [G('/book'), P('/book', booking({ service: 'express', location: 'kirkstall-road', size: 'small', date: '2026-12-03', time: '09:00', reg: 'AB12 CDE', name: 'Lucy Grant', phone: '07700 900111' }))],
    'full-valet-york': [G('/book?service=full-valet'), P('/book', [...Object.entries(booking({ service: 'full-valet', location: 'york', size: 'large', date: '2026-12-05', time: '11:00', reg: 'YK19 ABC', name: 'Chris Dale', phone: '07700 900321' })), ['addons', 'tyre-shine'], ['addons', 'pet-hair']])],
    'move-booking': [P('/booking/GL-480/change', { location: 'kirkstall-road', date: '2026-12-04', time: '14:00' })],
    'cancel-booking': [G('/booking/GL-480'), P('/booking/GL-480/cancel', {})],
    'change-site': [G('/bookings'), G('/booking/GL-480'), P('/booking/GL-480/change', { location: 'harrogate-road', date: '2026-12-02', time: '10:00' })],
    'swap-addons': [P('/booking/GL-480/addons', { addons: 'engine-bay' })],
    'join-silver-annual': [P('/club', { plan: 'silver', billing: 'annual', location: 'harrogate-road', reg: 'YK19 ABC' })],
    'join-cheapest': [G('/club'), P('/club', { plan: 'bronze', billing: 'monthly', location: 'wakefield', reg: 'LD21 KMP' })],
    'gift-birthday': [P('/gift-cards', { amount: '50', other: '', design: 'birthday', to: 'Amy Lee', email: 'amy.lee@example.com', message: 'Happy birthday, treat your car!', sendOn: '' })],
    'gift-christmas-35': [P('/gift-cards', { amount: 'other', other: '35', design: 'christmas', to: 'Frank Moss', email: 'frank.moss@example.com', message: '', sendOn: '2026-12-25' })],
    'gift-thank-you': [G('/gift-cards'), P('/gift-cards', { amount: '100', other: '', design: 'thank-you', to: 'Jane Wu', email: 'jane.wu@example.org', message: '', sendOn: '' })],
    'add-van': [P('/vehicles', { reg: 'VN70 XYZ', make: 'Ford', model: 'Transit', size: 'van' })],
    'remove-focus': [P('/vehicles/remove', { i: '0' })],
    'find-leeds': [G('/locations?q=Leeds')],
    'york-page': [G('/locations'), G('/location/york')],
    'valeting-only': [G('/services?type=valet')],
    'mini-valet-wakefield': [G('/book?location=wakefield'), P('/book', booking({ service: 'mini-valet', location: 'wakefield', size: 'medium', date: '2026-12-08', time: '10:00', addons: 'air-freshener', reg: 'SH68 TRV', name: 'Omar Said', phone: '07700 900555' }))],
    'ceramic-earliest': [P('/book', booking({ service: 'ceramic', location: 'york', size: 'van', date: '2026-12-07', time: '08:00', reg: 'VN70 XYZ', name: 'Chris Dale', phone: '07700 900321' })), P('/book', booking({ service: 'ceramic', location: 'york', size: 'van', date: '2026-12-07', time: '09:00', reg: 'VN70 XYZ', name: 'Chris Dale', phone: '07700 900321' })), P('/book', booking({ service: 'ceramic', location: 'york', size: 'van', date: '2026-12-07', time: '10:00', reg: 'VN70 XYZ', name: 'Chris Dale', phone: '07700 900321' }))],
    'express-tomorrow': [P('/book', booking({ service: 'express', location: 'kirkstall-road', size: 'medium', date: '2026-11-28', time: '08:00', reg: 'YK19 ABC', name: 'Chris Dale', phone: '07700 900321' }))],
    'review-kirkstall': [P('/location/kirkstall-road/review', { stars: '5', comment: 'Spotless every time, friendly staff.' })],
    'review-wakefield': [G('/locations'), G('/location/wakefield'), P('/location/wakefield/review', { stars: '3', comment: 'Good wash but a long queue' })],
    'wash-vac-next-hour': [P('/book', booking({ service: 'wash-vac', location: 'harrogate-road', size: 'small', date: '2026-12-10', time: '13:00', reg: 'FG17 PLM', name: 'Nina Ross', phone: '07700 900777' })), P('/book', booking({ service: 'wash-vac', location: 'harrogate-road', size: 'small', date: '2026-12-10', time: '14:00', reg: 'FG17 PLM', name: 'Nina Ross', phone: '07700 900777' }))],
  },
};

let count = 0;
const problems = [];
for (const name of Object.keys(SOLUTIONS)) {
  const dir = join(here, name);
  const mod = await loadSite(dir);
  const file = readJson(join(dir, 'tasks.json'));
  const site = mod.createSite();
  const ids = new Set();
  for (const task of file.tasks) {
    if (ids.has(task.id)) problems.push(`${name}/${task.id}: duplicate id`);
    ids.add(task.id);
    const sol = SOLUTIONS[name][task.id];
    if (!sol) { problems.push(`${name}/${task.id}: no solution`); continue; }
    site.reset();
    const d = driver(site, problems, () => `${name}/${task.id}`);
    d.open(task.start ?? file.start);
    const before = site.state();
    for (const req of sol) d.do(req);
    const expected = expectedState(before, task.expect);
    const actual = site.state();
    if (!stateMatches(actual, expected)) problems.push(`${name}/${task.id}: state differs\n  expected ${canonical(expected)}\n  actual   ${canonical(actual)}`);
    if (stateMatches(before, expected) && Object.keys(task.expect).length) problems.push(`${name}/${task.id}: the expectation is the start state`);
    const other = mod.createSite();
    other.restore(JSON.parse(JSON.stringify(actual)));
    if (canonical(other.state()) !== canonical(actual)) problems.push(`${name}/${task.id}: restore() does not round-trip`);
    other.reset();
    if (canonical(other.state()) !== canonical(mod.createSite().state())) problems.push(`${name}/${task.id}: reset() is not the fresh state`);
    count++;
  }
  for (const id of Object.keys(SOLUTIONS[name])) if (!ids.has(id)) problems.push(`${name}/${id}: a solution without a task`);
}
for (const p of problems) console.error('✗ ' + p);
console.log(`heldout14 tasks check: ${Object.keys(SOLUTIONS).length} sites, ${count} tasks, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
