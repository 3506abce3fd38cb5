/**
 * "Riverkeep Trust", a river-conservation charity's site for the short-task benchmark
 * (tasks/heldout8, written blind): a donation form (How often radios, amount radios with an
 * "Other amount" radio and a separate "Other amount ($)" box, a fund menu, a fee box, an
 * in-memory box with a name, donor details, an updates box that starts ticked, an anonymity
 * box), volunteering (opportunities as rows with an Area menu and a "Family-friendly only" box
 * that reload the list, "Sign up" per row, a full one with "Join the waiting list"; a sign-up
 * form with a number box, an under-16 box, a T-shirt menu, contact and emergency contact fields
 * and a required code-of-conduct box), a fundraising page builder (activity radios, a date, a
 * target slider, a team box and name, a page address), My giving (regular gifts with Change
 * amount / Pause / Cancel / Resume per row, past donations with "Email receipt" per row) and
 * contact preferences. Every form reaches the server, so `state()` tells what the helper did.
 */
const FUNDS = [
  ['general', "Wherever it's needed most"],
  ['cleanups', 'River clean-ups'],
  ['habitats', 'Otter and water vole habitats'],
  ['schools', 'School river visits'],
];
const AMOUNTS = ['10', '25', '50', '100'];
const EVENTS = [
  [1, 'Saturday river clean-up', 'Millbrook Weir', 'weir', '2026-12-05', 'Saturday 5 December', '9:00 AM – 12:00 PM', 14, true],
  [2, 'Himalayan balsam pulling', 'Ashby Meadows', 'ashby', '2026-12-09', 'Wednesday 9 December', '10:00 AM – 3:00 PM', 6, false],
  [3, 'Water quality testing training', 'Riverkeep office, Bridge Street', 'town', '2026-12-10', 'Thursday 10 December', '6:30 PM – 8:30 PM', 0, false],
  [4, 'Otter survey walk', 'Ashby Meadows', 'ashby', '2026-12-12', 'Saturday 12 December', '8:00 AM – 11:00 AM', 4, false],
  [5, 'Sunday litter pick', 'Town centre riverside', 'town', '2026-12-13', 'Sunday 13 December', '10:00 AM – 12:00 PM', 20, true],
].map(([id, title, place, area, date, day, time, spots, family]) => ({ id, title, place, area, date, day, time, spots, family }));
const AREAS = [
  ['', 'All areas'],
  ['weir', 'Millbrook Weir'],
  ['ashby', 'Ashby Meadows'],
  ['town', 'Town centre'],
];
const SHIRTS = [
  ['S', 'Small'],
  ['M', 'Medium'],
  ['L', 'Large'],
  ['XL', 'Extra large'],
  ['none', 'No T-shirt, thanks'],
];
const ACTIVITIES = [
  ['event', 'Running, walking or cycling event'],
  ['bake', 'Bake sale'],
  ['birthday', 'Birthday or celebration'],
  ['other', 'Something else'],
];
const SEED_REGULAR = [
  { id: 'RG-301', amount: 15, fund: 'habitats', status: 'active', pauseMonths: 0, reason: '' },
  { id: 'RG-302', amount: 8, fund: 'schools', status: 'active', pauseMonths: 0, reason: '' },
  { id: 'RG-288', amount: 5, fund: 'cleanups', status: 'paused', pauseMonths: 3, reason: '' },
];
const PAST = [
  ['D-7781', '12 October 2026', 50, 'cleanups'],
  ['D-7702', '3 August 2026', 20, 'general'],
  ['D-7650', '14 June 2026', 100, 'schools'],
];
const CHANNELS = [
  ['email', 'Email'],
  ['post', 'Post'],
  ['phone', 'Phone'],
  ['text', 'Text message'],
];
const NEWSLETTER = [
  ['monthly', 'Every month'],
  ['quarterly', 'Every three months'],
  ['never', 'Never'],
];
const MAGAZINE = [
  ['print', 'Printed copy by post'],
  ['digital', 'Digital only (PDF by email)'],
  ['none', 'No magazine'],
];
const REASONS = [
  ['', 'Choose a reason'],
  ['money', "I can't afford it at the moment"],
  ['other-charity', "I'm giving to another charity"],
  ['one-off', "I'd rather give one-off gifts"],
  ['other', 'Another reason'],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const radios = (name, list, chosen, extra = '') => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${esc(v)}"${v === chosen ? ' checked' : ''}${extra}> ${esc(l)}</label>`).join('<br>');
const box = (name, label, on, value = 'on', extra = '') => `<label><input type="checkbox" name="${name}" value="${esc(value)}"${on ? ' checked' : ''}${extra}> ${esc(label)}</label>`;
const fundName = (f) => FUNDS.find(([k]) => k === f)?.[1];
const trim = (s) => String(s ?? '').trim();

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      donations: [],
      signups: [],
      pages: [],
      regular: structuredClone(SEED_REGULAR),
      receipts: [],
      prefs: { channels: ['email', 'post'], newsletter: 'monthly', magazine: 'print' },
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Riverkeep Trust</title><style>
body{font-family:Georgia,serif;margin:0;color:#14212b} header{padding:12px 24px;background:#0e4d64;color:#fff} header a{color:#fff;margin-right:16px}
main{padding:20px 24px;max-width:860px} fieldset{margin:12px 0} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ccd;text-align:left}
.tag{background:#d8efe3;font-size:12px;padding:1px 6px;border-radius:4px} .full{color:#a33}
</style></head><body><header><a href="/"><strong>Riverkeep Trust</strong></a><nav aria-label="Main"><a href="/donate">Donate</a> <a href="/volunteer">Volunteer</a> <a href="/fundraise">Fundraise</a> <a href="/account/giving">My giving</a> <a href="/account/preferences">Contact preferences</a></nav></header><main>${body}</main></body></html>`;

  function donatePage() {
    return layout('Donate', `<h1>Make a donation</h1><p>Every gift helps keep our rivers clean and full of life.</p><form method="post" action="/donate">
<fieldset><legend>How often?</legend>${radios('frequency', [['once', 'One-off'], ['monthly', 'Monthly']], 'once')}</fieldset>
<fieldset><legend>Amount</legend>${radios('amount', [...AMOUNTS.map((a) => [a, `$${a}`]), ['other', 'Other amount']], '25')}
<p><label for="other">Other amount ($)</label> <input id="other" name="other" type="number" min="1" max="10000"></p></fieldset>
<p><label for="fund">Where should your gift go?</label> <select id="fund" name="fund">${options(FUNDS, 'general')}</select></p>
<p>${box('cover', 'Add 3% to help cover transaction fees', false)}</p>
<p>${box('memory', 'This gift is in memory of someone', false)}<br><label for="memoryName">Their name</label> <input id="memoryName" name="memoryName"></p>
<fieldset><legend>Your details</legend><p><label for="first">First name</label> <input id="first" name="first" autocomplete="given-name"></p>
<p><label for="last">Last name</label> <input id="last" name="last" autocomplete="family-name"></p><p><label for="email">Email address</label> <input id="email" name="email" type="email"></p></fieldset>
<p>${box('updates', 'Email me about how my gift is used', true)}<br>${box('anon', "Don't show my name on the supporters' wall", false)}</p>
<button>Donate now</button></form>`);
  }

  function volunteerPage(query) {
    let list = EVENTS;
    if (query.area) list = list.filter((e) => e.area === query.area);
    if (query.family === '1') list = list.filter((e) => e.family);
    const rows = list
      .map(
        (e) => `<tr><td><strong>${esc(e.title)}</strong>${e.family ? ' <span class="tag">Family-friendly</span>' : ''}<br>${esc(e.place)}</td><td>${e.day}<br>${e.time}</td><td>${e.spots ? `${e.spots} places left` : '<span class="full">Full</span>'}</td>
<td>${e.spots ? `<a href="/volunteer/${e.id}">Sign up</a>` : `<a href="/volunteer/${e.id}?waitlist=1">Join the waiting list</a>`}</td></tr>`,
      )
      .join('');
    return layout('Volunteer', `<h1>Volunteer with us</h1><form method="get" action="/volunteer"><p><label for="area">Area</label> <select id="area" name="area" onchange="this.form.submit()">${options(AREAS, query.area ?? '')}</select>
${box('family', 'Family-friendly only', query.family === '1', '1', ' onchange="this.form.submit()"')}</p></form>
${rows ? `<table><thead><tr><th>Opportunity</th><th>When</th><th>Places</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No opportunities match.</p>'}`);
  }

  function signupPage(e, waitlist) {
    return layout(e.title, `<h1>${waitlist ? 'Join the waiting list' : 'Sign up'}: ${esc(e.title)}</h1><p>${esc(e.place)} · ${e.day}, ${e.time}</p>
<form method="post" action="/volunteer/${e.id}">${waitlist ? '<input type="hidden" name="waitlist" value="1">' : ''}
<p><label for="people">How many people are coming, including you?</label> <input id="people" name="people" type="number" min="1" max="6" value="1"></p>
<p>${box('under16', 'Some of us are under 16 (they must come with an adult)', false)}</p>
<p><label for="shirt">T-shirt size</label> <select id="shirt" name="shirt">${options(SHIRTS, 'M')}</select></p>
<p><label for="vname">Your name</label> <input id="vname" name="name"></p><p><label for="vmobile">Mobile number</label> <input id="vmobile" name="mobile" type="tel"></p>
<fieldset><legend>Emergency contact</legend><p><label for="ename">Name</label> <input id="ename" name="ename"></p><p><label for="ephone">Phone</label> <input id="ephone" name="ephone" type="tel"></p></fieldset>
<p>${box('conduct', 'I agree to the volunteer code of conduct', false)}</p>
<button>${waitlist ? 'Join waiting list' : 'Confirm sign-up'}</button></form>`);
  }

  function fundraisePage(error) {
    return layout('Start fundraising', `<h1>Create your fundraising page</h1>${error ? '<p role="alert">Give your page a title and an address.</p>' : ''}<form method="post" action="/fundraise">
<p><label for="title">Page title</label> <input id="title" name="title" size="40"></p>
<fieldset><legend>What are you doing?</legend>${radios('activity', ACTIVITIES, '')}</fieldset>
<p><label for="date">Date of your event</label> <input id="date" name="date" type="date"></p>
<p><label for="target">Fundraising target ($)</label> <input id="target" name="target" type="range" min="100" max="5000" step="50" value="500"></p>
<p>${box('team', "I'm fundraising as part of a team", false)}<br><label for="teamName">Team name</label> <input id="teamName" name="teamName"></p>
<p><label for="slug">Page address</label> riverkeep.org/ <input id="slug" name="slug"></p>
<button>Create my page</button></form>`);
  }

  function givingPage() {
    const rows = state.regular
      .map((g) => {
        const status = g.status === 'active' ? 'Active' : g.status === 'paused' ? `Paused for ${g.pauseMonths} months` : 'Cancelled';
        const actions =
          g.status === 'active'
            ? `<a href="/account/giving/${g.id}/amount">Change amount</a> · <a href="/account/giving/${g.id}/pause">Pause</a> · <a href="/account/giving/${g.id}/cancel">Cancel</a>`
            : g.status === 'paused'
              ? `<form method="post" action="/account/giving/resume"><input type="hidden" name="id" value="${g.id}"><button>Resume</button></form>`
              : '';
        return `<tr><td>${g.id}</td><td>$${g.amount} a month</td><td>${esc(fundName(g.fund))}</td><td>${status}</td><td>${actions}</td></tr>`;
      })
      .join('');
    const past = PAST.map(([id, date, amount, fund]) => `<tr><td>${id}</td><td>${date}</td><td>$${amount}</td><td>${esc(fundName(fund))}</td><td>${state.receipts.includes(id) ? 'Receipt sent' : `<form method="post" action="/account/receipt"><input type="hidden" name="id" value="${id}"><button>Email receipt</button></form>`}</td></tr>`).join('');
    return layout('My giving', `<h1>My giving</h1><h2>Regular gifts</h2><table><thead><tr><th>Reference</th><th>Amount</th><th>Supporting</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<h2>Past donations</h2><table><thead><tr><th>Reference</th><th>Date</th><th>Amount</th><th>Supporting</th><th></th></tr></thead><tbody>${past}</tbody></table>`);
  }

  function preferencesPage() {
    const p = state.prefs;
    return layout('Contact preferences', `<h1>Contact preferences</h1><form method="post" action="/account/preferences">
<fieldset><legend>How can we contact you?</legend>${CHANNELS.map(([v, l]) => box('channels', l, p.channels.includes(v), v)).join('<br>')}</fieldset>
<p><label for="newsletter">Newsletter</label> <select id="newsletter" name="newsletter">${options(NEWSLETTER, p.newsletter)}</select></p>
<fieldset><legend>Riverkeep magazine</legend>${radios('magazine', MAGAZINE, p.magazine)}</fieldset>
<button>Save preferences</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    const gift = (id) => state.regular.find((g) => g.id === id);
    if (method === 'POST') {
      const volM = /^\/volunteer\/(\d+)$/.exec(u.pathname);
      const giftM = /^\/account\/giving\/(RG-\d+)\/(amount|pause|cancel)$/.exec(u.pathname);
      if (u.pathname === '/donate') {
        const amount = Number(form.other) > 0 ? Number(form.other) : Number(form.amount);
        if (!(amount > 0) || !trim(form.first) || !trim(form.last) || !trim(form.email).includes('@')) return { redirect: '/donate' };
        state.donations.push({
          frequency: form.frequency,
          amount,
          fund: form.fund,
          cover: form.cover === 'on',
          inMemoryOf: form.memory === 'on' ? trim(form.memoryName) : '',
          first: trim(form.first),
          last: trim(form.last),
          email: trim(form.email),
          updates: form.updates === 'on',
          anonymous: form.anon === 'on',
        });
        return { redirect: '/donate/thanks' };
      }
      if (volM) {
        const e = EVENTS.find((x) => x.id === Number(volM[1]));
        if (!e) return { status: 404, html: 'Not found' };
        const waitlist = form.waitlist === '1';
        const back = `/volunteer/${e.id}${waitlist ? '?waitlist=1' : ''}`;
        const people = Number(form.people);
        if (form.conduct !== 'on' || !trim(form.name) || !trim(form.mobile) || !(people >= 1 && people <= 6)) return { redirect: back };
        state.signups.push({ event: e.id, people, under16: form.under16 === 'on', shirt: form.shirt, name: trim(form.name), mobile: trim(form.mobile), emergencyName: trim(form.ename), emergencyPhone: trim(form.ephone), waitlist });
        return { redirect: '/volunteer/thanks' };
      }
      if (u.pathname === '/fundraise') {
        if (!trim(form.title) || !trim(form.slug)) return { redirect: '/fundraise?error=1' };
        state.pages.push({ title: trim(form.title), activity: form.activity ?? '', date: form.date ?? '', target: Number(form.target), team: form.team === 'on' ? trim(form.teamName) : '', slug: trim(form.slug).toLowerCase() });
        return { redirect: `/fundraise/done` };
      }
      if (giftM && gift(giftM[1])?.status === 'active') {
        const g = gift(giftM[1]);
        if (giftM[2] === 'amount') {
          const n = Number(form.amount);
          if (!(n >= 2)) return { redirect: u.pathname };
          g.amount = n;
        } else if (giftM[2] === 'pause') {
          g.status = 'paused';
          g.pauseMonths = Number(form.months);
        } else {
          if (!form.reason) return { redirect: u.pathname };
          g.status = 'cancelled';
          g.reason = form.reason;
        }
        return { redirect: '/account/giving' };
      }
      if (u.pathname === '/account/giving/resume') {
        const g = gift(form.id);
        if (g?.status === 'paused') Object.assign(g, { status: 'active', pauseMonths: 0 });
        return { redirect: '/account/giving' };
      }
      if (u.pathname === '/account/receipt') {
        if (PAST.some(([id]) => id === form.id) && !state.receipts.includes(form.id)) state.receipts.push(form.id);
        return { redirect: '/account/giving' };
      }
      if (u.pathname === '/account/preferences') {
        state.prefs = { channels: params.getAll('channels'), newsletter: form.newsletter, magazine: form.magazine };
        return { redirect: '/account/preferences/saved' };
      }
      return { status: 404, html: 'Not found' };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const volM = /^\/volunteer\/(\d+)$/.exec(u.pathname);
    const giftM = /^\/account\/giving\/(RG-\d+)\/(amount|pause|cancel)$/.exec(u.pathname);
    if (u.pathname === '/')
      html = layout('Home', `<h1>Keeping the River Mill clean and wild</h1><ul><li><a href="/donate">Give a gift today</a></li><li><a href="/volunteer">Find a volunteering day</a></li><li><a href="/fundraise">Start your own fundraiser</a></li><li><a href="/account/giving">Manage my regular gifts</a></li></ul>`);
    else if (u.pathname === '/donate') html = donatePage();
    else if (u.pathname === '/donate/thanks') html = layout('Thank you', '<h1>Thank you for your gift</h1><p>A receipt is on its way to your inbox.</p>');
    else if (u.pathname === '/volunteer') html = volunteerPage(query);
    else if (u.pathname === '/volunteer/thanks') html = layout('Thank you', "<h1>You're on the list</h1><p>We'll text you the meeting point the day before.</p>");
    else if (volM && EVENTS.some((e) => e.id === Number(volM[1]))) {
      const e = EVENTS.find((x) => x.id === Number(volM[1]));
      html = signupPage(e, query.waitlist === '1' || e.spots === 0);
    } else if (u.pathname === '/fundraise') html = fundraisePage(query.error === '1');
    else if (u.pathname === '/fundraise/done') html = layout('Page created', '<h1>Your page is live!</h1><p>Share it with friends and family.</p>');
    else if (u.pathname === '/account/giving') html = givingPage();
    else if (giftM && gift(giftM[1])?.status === 'active') {
      const g = gift(giftM[1]);
      const head = `<p>${g.id}: $${g.amount} a month to ${esc(fundName(g.fund))}</p>`;
      if (giftM[2] === 'amount') html = layout('Change amount', `<h1>Change your monthly amount</h1>${head}<form method="post" action="${u.pathname}"><p><label for="amount">New monthly amount ($)</label> <input id="amount" name="amount" type="number" min="2" value="${g.amount}"></p><button>Save new amount</button></form><p><a href="/account/giving">Back to my giving</a></p>`);
      else if (giftM[2] === 'pause') html = layout('Pause gift', `<h1>Take a break from your gift</h1>${head}<form method="post" action="${u.pathname}"><p><label for="months">Pause for</label> <select id="months" name="months">${options([['1', '1 month'], ['2', '2 months'], ['3', '3 months'], ['6', '6 months']], '3')}</select></p><button>Pause my gift</button></form><p><a href="/account/giving">Back to my giving</a></p>`);
      else html = layout('Cancel gift', `<h1>Cancel your regular gift?</h1>${head}<form method="post" action="${u.pathname}"><p><label for="reason">Why are you cancelling?</label> <select id="reason" name="reason">${options(REASONS, '')}</select></p><button>Cancel my gift</button></form><p><a href="/account/giving">Keep my gift</a></p>`);
    } else if (u.pathname === '/account/preferences') html = preferencesPage();
    else if (u.pathname === '/account/preferences/saved') html = layout('Saved', '<h1>Your preferences are saved</h1><p><a href="/account/preferences">Back to contact preferences</a></p>');
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, donations, volunteer sign-ups, fundraising pages, regular gifts, receipts emailed, contact preferences. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
