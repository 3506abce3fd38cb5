// Source of tasks.json and solutions.json (see ../build.mjs). Today is Saturday 28 November 2026.
const login = { email: 'pat.quinn@example.com', password: 'Ink-Well-2026' };
const me = 'pat.quinn@example.com';
const IN = (next) => `POST /sign-in next=${encodeURIComponent(next)}&email=pat.quinn%40example.com&password=Ink-Well-2026`;
const hold1 = { id: 'H-1', from: '2026-12-08', to: '2026-12-10', donate: false };
const address = (o = {}) => ({ line: '14 Abbey Terrace', town: 'Northgate', postcode: 'NG4 2LP', instructions: 'Leave in the porch', ...o });
const A = (o) => `POST /account/address ${new URLSearchParams(address(o))}`;
const sub = (o = {}) => ({ plan: 'seven-day', billing: 'monthly', status: 'active', ...o });
const signup = (o) => ({ id: 'NH-9001', address: '', postcode: '', start: '', ...o });

export default {
  start: '/',
  today: '2026-11-28',
  tasks: [
    { id: 'archive-harbour-bridge', start: '/archive', instruction: 'Search the archive for "harbour bridge"', expect: { path: '/archive', query: { q: 'harbour bridge' } }, do: ['GET /archive?q=harbour+bridge'] },
    { id: 'marathon-sport-newest', start: '/archive', instruction: 'Search the archive for marathon in the Sport section, newest first', expect: { path: '/archive', query: { q: 'marathon', section: 'sport', sort: 'newest' } }, do: ['GET /archive?q=marathon&section=sport&sort=newest'] },
    { id: 'council-budget-oldest', instruction: 'Find articles about the council budget, oldest first', expect: { path: '/archive', query: { q: 'council budget', sort: 'oldest' } }, do: ['GET /archive?q=council+budget', 'GET /archive?q=council+budget&sort=oldest'] },
    { id: 'food-section', start: '/archive', instruction: 'Show all the Food articles', expect: { path: '/archive', query: { section: 'food' } }, do: ['GET /archive?section=food'] },
    { id: 'flood-author', start: '/archive', instruction: 'Who wrote the latest article about the flood defences?', expect: { path: '/article/flood-defences-finished' }, do: ['GET /archive?q=flood+defences&sort=newest', 'GET /article/flood-defences-finished'] },
    { id: 'weekend-price', start: '/subscribe', instruction: 'How much is the Weekend print plan a month?', expect: {}, do: [] },
    { id: 'annual-prices', start: '/subscribe', instruction: 'Switch the plans to annual billing', expect: { path: '/subscribe', query: { billing: 'annual' } }, do: ['GET /subscribe?billing=annual'] },
    { id: 'digital-annual', start: '/subscribe', instruction: 'Subscribe to Digital, billed annually, as Rosa Lind, rosa.lind@example.com, and accept the terms', expect: { path: '/subscribe/done/NH-9001', signups: [signup({ plan: 'digital', billing: 'annual', name: 'Rosa Lind', email: 'rosa.lind@example.com' })] },
      do: ['GET /subscribe/digital', 'POST /subscribe/digital billing=annual&name=Rosa+Lind&email=rosa.lind%40example.com&terms=yes'] },
    { id: 'weekend-print-monthly', start: '/subscribe', instruction: 'Sign up for Weekend print, paid monthly: Tom Hale, tom.hale@example.com, 8 Mill Road, YO1 7EF, first delivery Saturday 5 December, and accept the terms', expect: { path: '/subscribe/done/NH-9001', signups: [signup({ plan: 'weekend', billing: 'monthly', name: 'Tom Hale', email: 'tom.hale@example.com', address: '8 Mill Road', postcode: 'YO1 7EF', start: '2026-12-05' })] },
      do: ['GET /subscribe/weekend', 'POST /subscribe/weekend billing=monthly&name=Tom+Hale&email=tom.hale%40example.com&address=8+Mill+Road&postcode=YO1+7EF&start=2026-12-05&terms=yes'] },
    { id: 'seven-day-from-monday', start: '/subscribe', instruction: 'Subscribe to Seven-day print, monthly, for Nia Cole, nia.cole@example.com, 3 Quay Street, NG1 5AA, with the first paper on Monday; accept the terms', expect: { path: '/subscribe/done/NH-9001', signups: [signup({ plan: 'seven-day', billing: 'monthly', name: 'Nia Cole', email: 'nia.cole@example.com', address: '3 Quay Street', postcode: 'NG1 5AA', start: '2026-11-30' })] },
      do: ['GET /subscribe/seven-day', 'POST /subscribe/seven-day billing=monthly&name=Nia+Cole&email=nia.cole%40example.com&address=3+Quay+Street&postcode=NG1+5AA&start=2026-11-30&terms=yes'] },
    { id: 'sign-in-quoted', start: '/sign-in', instruction: 'Sign in with pat.quinn@example.com and the password Ink-Well-2026', expect: { path: '/account', signedIn: me }, do: [IN('/account')] },
    { id: 'sign-in-own', start: '/sign-in', instruction: 'Enter your email and password, then click Sign in', answers: login, expect: { path: '/account', signedIn: me }, do: [IN('/account')] },
    { id: 'holiday-14-20', start: '/account/holidays', instruction: 'Sign in with your email and password, then stop your paper from 14 December to 20 December', answers: login, expect: { path: '/account/holidays', query: { added: '1' }, signedIn: me, holds: [hold1, { id: 'H-2', from: '2026-12-14', to: '2026-12-20', donate: false }] },
      do: [IN('/account/holidays'), 'POST /account/holidays from=2026-12-14&to=2026-12-20'] },
    { id: 'holiday-donate', start: '/account/holidays', instruction: 'Sign in as pat.quinn@example.com with password Ink-Well-2026 and add a holiday stop from 23 December to 2 January, donating the papers to the hospital', expect: { path: '/account/holidays', query: { added: '1' }, signedIn: me, holds: [hold1, { id: 'H-2', from: '2026-12-23', to: '2027-01-02', donate: true }] },
      do: [IN('/account/holidays'), 'POST /account/holidays from=2026-12-23&to=2027-01-02&donate=yes'] },
    { id: 'remove-holiday', start: '/account/holidays', instruction: 'Sign in and remove your holiday stop', answers: login, expect: { path: '/account/holidays', signedIn: me, holds: [] }, do: [IN('/account/holidays'), 'POST /account/holidays/remove id=H-1'] },
    { id: 'holiday-end-read', start: '/account/holidays', instruction: 'Sign in and find out when your holiday stop ends', answers: login, expect: { path: '/account/holidays', signedIn: me }, do: [IN('/account/holidays')] },
    { id: 'move-to-york', start: '/account/address', instruction: 'Sign in, then change your delivery address to 27 Fern Street, York, YO31 8AB and save', answers: login, expect: { path: '/account/address', query: { saved: '1' }, signedIn: me, address: address({ line: '27 Fern Street', town: 'York', postcode: 'YO31 8AB' }) },
      do: [IN('/account/address'), A({ line: '27 Fern Street', town: 'York', postcode: 'YO31 8AB' })] },
    { id: 'letterbox-instructions', start: '/account/address', instruction: 'Sign in with your details and set the delivery instructions to "Through the letterbox please"', answers: login, expect: { path: '/account/address', query: { saved: '1' }, signedIn: me, address: address({ instructions: 'Through the letterbox please' }) },
      do: [IN('/account/address'), A({ instructions: 'Through the letterbox please' })] },
    { id: 'newsletter-add-sport', start: '/account/newsletters', instruction: 'Sign in, tick the Sport newsletter as well, and save', answers: login, expect: { path: '/account/newsletters', query: { saved: '1' }, signedIn: me, newsletters: ['morning', 'sport'] },
      do: [IN('/account/newsletters'), 'POST /account/newsletters newsletters=morning&newsletters=sport'] },
    { id: 'newsletter-puzzles-only', start: '/account/newsletters', instruction: 'Sign in and change your newsletters to Puzzles only', answers: login, expect: { path: '/account/newsletters', query: { saved: '1' }, signedIn: me, newsletters: ['puzzles'] },
      do: [IN('/account/newsletters'), 'POST /account/newsletters newsletters=puzzles'] },
    { id: 'plan-weekend-annual', start: '/account/plan', instruction: 'Sign in and switch to the Weekend print plan, billed annually', answers: login, expect: { path: '/account/plan', query: { saved: '1' }, signedIn: me, subscription: sub({ plan: 'weekend', billing: 'annual' }) },
      do: [IN('/account/plan'), 'POST /account/plan plan=weekend&billing=annual'] },
    { id: 'cancel-too-expensive', start: '/account/cancel', instruction: 'Sign in, then cancel your subscription because it\'s too expensive, typing "CANCEL" to confirm', answers: login, expect: { path: '/account/cancelled', signedIn: me, subscription: sub({ status: 'cancelled', reason: 'price' }) },
      do: [IN('/account/cancel'), 'POST /account/cancel reason=price&confirm=CANCEL'] },
    { id: 'letter-bus-cuts', start: '/letters', instruction: 'Write to the editor: name Ann Price, town Whitby, email ann.price@example.com, subject "Bus cuts", letter "The 93 bus is vital for our village."', expect: { path: '/letters', query: { sent: '1' }, letters: [{ name: 'Ann Price', town: 'Whitby', email: 'ann.price@example.com', subject: 'Bus cuts', letter: 'The 93 bus is vital for our village.', hideTown: false }] },
      do: ['POST /letters name=Ann+Price&town=Whitby&email=ann.price%40example.com&subject=Bus+cuts&letter=The+93+bus+is+vital+for+our+village.'] },
    { id: 'letter-hide-town', start: '/letters', instruction: 'Send a letter from Ravi Das in Leeds (ravi.das@example.com) with the subject "Thank you" and the text "Great puzzle page this week", and don\'t publish the town', expect: { path: '/letters', query: { sent: '1' }, letters: [{ name: 'Ravi Das', town: 'Leeds', email: 'ravi.das@example.com', subject: 'Thank you', letter: 'Great puzzle page this week', hideTown: true }] },
      do: ['POST /letters name=Ravi+Das&town=Leeds&email=ravi.das%40example.com&subject=Thank+you&letter=Great+puzzle+page+this+week&hideTown=yes'] },
  ],
};
