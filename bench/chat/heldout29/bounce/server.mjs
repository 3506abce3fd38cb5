// Bounce Yard: a trampoline park. Jump sessions by day and session type (links in the query) with
// spaces left and full times, a booking form (jumpers, grip socks, contact details, a required
// waiver box), a review page, My bookings with a seeded booking to change (jumpers, socks), move to
// another time or cancel with a reason, prices, parties (information only) and an FAQ.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Bounce Yard';
const NAV = [['/', 'Home'], ['/jump', 'Book a jump'], ['/prices', 'Prices'], ['/parties', 'Parties'], ['/faq', 'FAQ'], ['/bookings', 'My bookings']];

const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY0 = Date.UTC(2026, 10, 30); // Monday 30 November 2026
export const DAYS = Array.from({ length: 8 }, (_, i) => { const d = new Date(DAY0 + i * 86400000); return { iso: d.toISOString().slice(0, 10), wd: d.getUTCDay(), label: `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${d.getUTCMonth() === 10 ? 'November' : 'December'}`, short: `${WD[d.getUTCDay()].slice(0, 3)} ${d.getUTCDate()}` }; });
const DAYMAP = Object.fromEntries(DAYS.map((d) => [d.iso, d]));
const weekend = (d) => d.wd === 0 || d.wd === 6;

export const TYPES = {
  open: { name: 'Open jump', mins: 60, cap: 30, ages: 'Ages 5 and up (under-8s with a jumping adult)', times: (d) => (weekend(d) ? ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'] : ['15:00', '16:00', '17:00', '18:00', '19:00']), price: (d) => (weekend(d) ? 14.5 : 12.5) },
  toddler: { name: 'Little Bouncers', mins: 45, cap: 12, ages: 'Under-5s with one adult (the adult jumps free)', times: (d) => (weekend(d) ? [] : ['09:30', '10:30']), price: () => 7.5 },
  dodgeball: { name: 'Dodgeball', mins: 60, cap: 16, ages: 'Ages 8 and up', times: (d) => (d.wd === 3 || d.wd === 5 ? ['18:00'] : d.wd === 6 ? ['11:00'] : []), price: () => 13 },
  late: { name: 'Late jump (with lights and music)', mins: 90, cap: 30, ages: 'Ages 12 and up', times: (d) => (d.wd === 5 || d.wd === 6 ? ['19:30'] : []), price: () => 16 },
};
const SOCKS = 2.5;
// places already taken by others, by slot id
const TAKEN = {
  '2026-12-05-open-1000': 30, '2026-12-05-open-1100': 30, '2026-12-05-open-1200': 26, '2026-12-05-open-1300': 24, '2026-12-05-open-1400': 21,
  '2026-12-06-open-1000': 12, '2026-12-06-open-1100': 30, '2026-12-06-open-1200': 29,
  '2026-12-02-open-1600': 30, '2026-12-02-open-1700': 26, '2026-12-01-toddler-0930': 12, '2026-12-01-toddler-1030': 9,
  '2026-12-04-late-1930': 30, '2026-12-05-late-1930': 22, '2026-12-02-dodgeball-1800': 13, '2026-12-05-dodgeball-1100': 16,
};
export const slotId = (date, type, t) => `${date}-${type}-${t.replace(':', '')}`;
export function parseSlot(id) {
  const m = String(id || '').match(/^(\d{4}-\d{2}-\d{2})-(open|toddler|dodgeball|late)-(\d{2})(\d{2})$/);
  if (!m || !DAYMAP[m[1]]) return null;
  const ty = TYPES[m[2]]; const time = `${m[3]}:${m[4]}`; const day = DAYMAP[m[1]];
  if (!ty.times(day).includes(time)) return null;
  return { id, date: m[1], type: m[2], time, day, price: ty.price(day) };
}
export const cost = (b) => parseSlot(b.slot).price * Number(b.jumpers) + SOCKS * Number(b.socks || 0);

export const SEED = () => [{ ref: 'BY3920', slot: '2026-12-05-open-1400', jumpers: '3', socks: '0', name: 'Nadia Rahman', email: 'nadia.rahman@mailbox.example', phone: '07700 900 431', status: 'booked' }];

export function createSite() {
  let S;
  const fresh = () => ({ page: { path: '/', query: {} }, draft: null, bookings: SEED() });
  S = fresh();

  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const footer = `<p>Bounce Yard, Unit 4 Riverside Trade Park, Leeds LS10 1PB · Open Monday to Friday 9am – 8pm (term time from 3pm except Little Bouncers), weekends 9am – 9pm · Free parking for three hours.</p><p><a href="/faq">FAQ</a> · <a href="/prices">Prices</a> · <a href="/parties">Parties</a> · © 2026 Bounce Yard Ltd</p>`;
    return { html: layout({ brand: BRAND, nav: NAV, title, body, searchAction: '/faq', searchLabel: 'Search help', q: path === '/faq' ? query.q || '' : '', footer }) };
  }
  const used = (slot, except) => S.bookings.filter((b) => b.slot === slot && b.status === 'booked' && b.ref !== except).reduce((a, b) => a + Number(b.jumpers), 0);
  const free = (s, except) => Math.max(0, TYPES[s.type].cap - (TAKEN[s.id] || 0) - used(s.id, except));
  const sel = (name, from, to, cur) => `<select name="${name}">${Array.from({ length: to - from + 1 }, (_, i) => i + from).map((i) => `<option${String(cur) === String(i) ? ' selected' : ''}>${i}</option>`).join('')}</select>`;
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;

  function jump(query) {
    const day = DAYMAP[query.date] || DAYS[0];
    const type = TYPES[query.type] ? query.type : 'open';
    const ty = TYPES[type];
    const strip = `<nav aria-label="Choose a day">${DAYS.map((d) => `<a class="opt${d === day ? ' sel' : ''}" href="${esc(withQuery('/jump', query, { date: d.iso }))}">${d.short}</a>`).join(' ')}</nav>`;
    const tabs = `<p>Session: ${Object.entries(TYPES).map(([k, x]) => `<a class="opt${k === type ? ' sel' : ''}" href="${esc(withQuery('/jump', query, { type: k }))}">${esc(x.name)}</a>`).join(' ')}</p>`;
    const times = ty.times(day);
    const rows = times.map((t) => { const s = parseSlot(slotId(day.iso, type, t)); const n = free(s); return `<tr><td>${t}</td><td>${ty.mins} minutes</td><td>${n ? `${n} space${n === 1 ? '' : 's'} left` : 'Full'}</td><td>${money(s.price)} per jumper</td><td>${n ? `<a href="/book?slot=${s.id}" aria-label="Book ${t}">Book</a>` : ''}</td></tr>`; }).join('');
    return view('/jump', query, `${ty.name} — ${day.label}`, `${strip}${tabs}<p>${esc(ty.ages)}.</p>${times.length ? `<table><thead><tr><th>Start</th><th>Length</th><th>Spaces</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : `<p>There are no ${esc(ty.name)} sessions on ${esc(day.label)}.</p>`}
<p>Everyone jumping needs Bounce Yard grip socks (${money(SOCKS)} a pair, yours to keep and reuse).</p>`);
  }

  function bookForm(s, query, form = {}, errs = []) {
    const ty = TYPES[s.type]; const n = free(s);
    if (!n) return view('/book', query, 'Book a jump', `<p>Sorry, ${esc(ty.name)} at ${s.time} on ${esc(s.day.label)} is full. <a href="/jump?date=${s.date}&amp;type=${s.type}">Choose another time</a></p>`);
    const d = S.draft && S.draft.slot === s.id ? S.draft : {};
    const v = (k) => (one(form, k) ? form : d[k] ? { [k]: [d[k]] } : {});
    const max = Math.min(10, n);
    return view('/book', query, 'Book a jump', `<p><strong>${esc(ty.name)}</strong>, ${esc(s.day.label)} at ${s.time} (${ty.mins} minutes). ${n} space${n === 1 ? '' : 's'} left.</p><p>${money(s.price)} per jumper. ${esc(ty.ages)}.</p>
${errs.length ? `<p class="err" role="alert">Please check: ${errs.join(', ')}.</p>` : ''}<form method="post" action="/book"><input type="hidden" name="slot" value="${s.id}">
<label>${s.type === 'toddler' ? 'Children jumping' : 'Jumpers'} ${sel('jumpers', 1, max, one(form, 'jumpers') || d.jumpers || '1')}</label>
<label>Pairs of grip socks to buy (${money(SOCKS)} each) ${sel('socks', 0, 10, one(form, 'socks') || d.socks || '0')}</label><p><small>Already have Bounce Yard socks? Bring them along and buy none.</small></p>
<fieldset><legend>Booker</legend>${field(v('name'), 'name', 'Full name', true)}${field(v('email'), 'email', 'Email', true, 'email')}${field(v('phone'), 'phone', 'Mobile', true, 'tel')}</fieldset>
<label><input type="checkbox" name="waiver" value="yes" required${d.slot ? ' checked' : ''}> Every jumper will have a signed safety waiver *</label>
<button type="submit">Continue</button></form>`);
  }

  function bookingPage(b, query) {
    const s = parseSlot(b.slot); const ty = TYPES[s.type]; const active = b.status === 'booked';
    const moveOpts = DAYS.flatMap((d) => ty.times(d).map((t) => parseSlot(slotId(d.iso, s.type, t)))).filter((x) => x.id !== s.id).map((x) => { const ok = free(x, b.ref) >= Number(b.jumpers); return `<option value="${x.id}"${ok ? '' : ' disabled'}>${esc(x.day.label)}, ${x.time}${ok ? '' : ' (full)'}</option>`; }).join('');
    const manage = active ? `<h2>Change jumpers or socks</h2><form method="post" action="/bookings/${b.ref}/change"><label>Jumpers ${sel('jumpers', 1, 10, b.jumpers)}</label><label>Pairs of grip socks ${sel('socks', 0, 10, b.socks)}</label><button type="submit">Save changes</button></form>${query.error ? '<p class="err" role="alert">Sorry, there are not enough spaces left in that session.</p>' : ''}
<h2>Move to another time</h2><form method="post" action="/bookings/${b.ref}/move"><label>New time <select name="slot" required><option value="">Choose a time</option>${moveOpts}</select></label> <button type="submit">Move booking</button></form><p><small>Free to move or cancel up to 24 hours before.</small></p>
<p><a href="/bookings/${b.ref}/cancel">Cancel this booking</a></p>` : '';
    return view(`/bookings/${b.ref}`, query, `Booking ${b.ref}`, `${query.new ? `<p role="status">You're all booked! Your reference is <strong>${b.ref}</strong>. We've emailed your tickets to ${esc(b.email)}.</p>` : ''}${query.saved ? '<p role="status">Your booking has been updated.</p>' : ''}<p>Status: <strong>${active ? 'Booked' : 'Cancelled'}</strong></p>
<dl><dt>Session</dt><dd>${esc(ty.name)}</dd><dt>When</dt><dd>${esc(s.day.label)}, ${s.time}</dd><dt>Jumpers</dt><dd>${b.jumpers}</dd><dt>Grip socks</dt><dd>${b.socks}</dd><dt>Booked by</dt><dd>${esc(b.name)}</dd><dt>Total</dt><dd><strong>${money(cost(b))}</strong></dd></dl>
<p>Please arrive 15 minutes early to watch the safety briefing.</p>${manage}<p><a href="/bookings">All my bookings</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/book') {
        const s = parseSlot(one(form, 'slot'));
        if (!s) return { redirect: '/jump' };
        const n = free(s);
        const jumpers = parseInt(one(form, 'jumpers'), 10) || 0; const socks = parseInt(one(form, 'socks'), 10) || 0;
        const errs = ['name', 'email', 'phone'].filter((k) => !one(form, k));
        if (jumpers < 1 || jumpers > n) errs.push('number of jumpers');
        if (!one(form, 'waiver')) errs.push('the waiver box');
        if (errs.length) return bookForm(s, { slot: s.id }, form, errs);
        S.draft = { slot: s.id, jumpers: String(jumpers), socks: String(socks), name: one(form, 'name'), email: one(form, 'email'), phone: one(form, 'phone') };
        return { redirect: '/book/review' };
      }
      if (path === '/book/confirm') {
        if (!S.draft) return { redirect: '/jump' };
        const b = { ref: `BY${4001 + S.bookings.length - 1}`, ...S.draft, status: 'booked' };
        S.bookings.push(b); S.draft = null;
        return { redirect: `/bookings/${b.ref}?new=1` };
      }
      if ((m = path.match(/^\/bookings\/(BY\d+)\/(change|move|cancel)$/))) {
        const b = S.bookings.find((x) => x.ref === m[1]);
        if (!b || b.status !== 'booked') return { redirect: '/bookings' };
        if (m[2] === 'cancel') {
          const reason = one(form, 'reason');
          if (!reason) return { redirect: `/bookings/${b.ref}/cancel?error=reason` };
          b.status = 'cancelled'; b.reason = reason;
          return { redirect: '/bookings' };
        }
        if (m[2] === 'move') {
          const s = parseSlot(one(form, 'slot'));
          if (!s || s.type !== parseSlot(b.slot).type || free(s, b.ref) < Number(b.jumpers)) return { redirect: `/bookings/${b.ref}?error=full` };
          b.slot = s.id;
          return { redirect: `/bookings/${b.ref}?saved=1` };
        }
        const jumpers = parseInt(one(form, 'jumpers'), 10) || 0;
        if (!jumpers || jumpers > free(parseSlot(b.slot), b.ref)) return { redirect: `/bookings/${b.ref}?error=full` };
        b.jumpers = String(jumpers); b.socks = String(parseInt(one(form, 'socks'), 10) || 0);
        return { redirect: `/bookings/${b.ref}?saved=1` };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return view('/', query, 'Jump, flip and bounce', `<p>Over 40 connected trampolines, a foam pit, a dodgeball court and a climbing wall, in Leeds.</p>
<p><a href="/jump">Book an open jump</a> · <a href="/jump?type=toddler">Little Bouncers for under-5s</a> · <a href="/jump?type=late">Late jump on Friday and Saturday nights</a></p>
<section aria-label="News"><h2>Christmas opening</h2><p>We are open every day in December except Christmas Day. Gift vouchers are on sale at reception.</p></section>`);
    }
    if (path === '/jump') return jump(query);
    if (path === '/book') { const s = parseSlot(query.slot); return s ? bookForm(s, query) : { redirect: '/jump' }; }
    if (path === '/book/review') {
      const d = S.draft;
      if (!d) return view(path, query, 'Check your booking', '<p>Nothing to check yet. <a href="/jump">Book a jump</a></p>');
      const s = parseSlot(d.slot);
      return view(path, query, 'Check your booking', `<dl><dt>Session</dt><dd>${esc(TYPES[s.type].name)}</dd><dt>When</dt><dd>${esc(s.day.label)}, ${s.time}</dd><dt>Jumpers</dt><dd>${d.jumpers} × ${money(s.price)}</dd><dt>Grip socks</dt><dd>${d.socks} × ${money(SOCKS)}</dd><dt>Booker</dt><dd>${esc(d.name)}, ${esc(d.email)}, ${esc(d.phone)}</dd></dl>
<p>Total to pay now: <strong>${money(cost(d))}</strong></p><p><a href="/book?slot=${s.id}">Change</a></p><form method="post" action="/book/confirm"><button type="submit">Confirm and pay</button></form>`);
    }
    if (path === '/bookings') {
      const rows = S.bookings.map((b) => { const s = parseSlot(b.slot); return `<tr><td><a href="/bookings/${b.ref}">${b.ref}</a></td><td>${esc(TYPES[s.type].name)}</td><td>${esc(s.day.label)}, ${s.time}</td><td>${b.jumpers}</td><td>${b.status === 'booked' ? 'Booked' : 'Cancelled'}</td></tr>`; }).join('');
      return view('/bookings', query, 'My bookings', `<p>Signed in as Nadia Rahman.</p><table><thead><tr><th>Reference</th><th>Session</th><th>When</th><th>Jumpers</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`);
    }
    if ((m = path.match(/^\/bookings\/(BY\d+)\/cancel$/))) {
      const b = S.bookings.find((x) => x.ref === m[1]);
      if (!b) return { status: 404, html: '<p>Not found</p>' };
      const s = parseSlot(b.slot);
      const reasons = [['plans', 'Our plans have changed'], ['ill', 'Someone is ill'], ['weather', 'Travel or weather'], ['other', 'Another reason']];
      return view(path, query, 'Cancel booking', b.status === 'booked' ? `<p>Cancel ${esc(TYPES[s.type].name)} on ${esc(s.day.label)} at ${s.time}? You will get a full refund of ${money(cost(b))} to your card.</p>${query.error ? '<p class="err" role="alert">Please choose a reason.</p>' : ''}
<form method="post" action="/bookings/${b.ref}/cancel"><fieldset><legend>Why are you cancelling? *</legend>${reasons.map(([v, t]) => `<label><input type="radio" name="reason" value="${v}" required> ${t}</label>`).join('')}</fieldset><button type="submit">Cancel booking</button></form><p><a href="/bookings/${b.ref}">Keep my booking</a></p>` : '<p>This booking is already cancelled.</p>');
    }
    if ((m = path.match(/^\/bookings\/(BY\d+)$/))) { const b = S.bookings.find((x) => x.ref === m[1]); return b ? bookingPage(b, query) : { status: 404, html: '<p>Not found</p>' }; }
    if (path === '/prices') {
      return view('/prices', query, 'Prices', `<table><thead><tr><th>Session</th><th>Length</th><th>Weekdays</th><th>Weekends</th><th>Who</th></tr></thead><tbody>${Object.values(TYPES).map((t) => `<tr><td>${esc(t.name)}</td><td>${t.mins} minutes</td><td>${money(t.price({ wd: 3 }))}</td><td>${money(t.price({ wd: 6 }))}</td><td>${esc(t.ages)}</td></tr>`).join('')}</tbody></table><p>Grip socks ${money(SOCKS)} a pair. Spectators free. Lockers £1 (returned).</p>`);
    }
    if (path === '/parties') return view('/parties', query, 'Birthday parties', '<p>Party packages from £15.95 per child: an hour of jumping, then 45 minutes in a party room with food and drinks. Minimum 10 children. To book a party call 0113 496 0714; parties cannot be booked online.</p>');
    if (path === '/faq') {
      const faqs = [
        ['How old do you have to be?', 'Open jump is for ages 5 and up; under-8s need an adult jumping with them. Little Bouncers is for under-5s with one adult. Late jump is 12 and up.'],
        ['What should we wear?', 'Comfortable clothes without zips or buckles. Empty your pockets and take off jewellery. Everyone must wear Bounce Yard grip socks.'],
        ['Do I need to sign a waiver?', 'Yes. Every jumper needs a waiver signed by a parent or guardian if under 18. Fill it in online before you arrive or on the tablets at reception.'],
        ['When should we arrive?', 'Fifteen minutes before your session, for the safety briefing. Late arrivals cannot have extra time.'],
        ['Can I watch without jumping?', 'Yes, spectators are free and welcome in the café upstairs.'],
        ['Is there a weight limit?', 'The maximum weight is 125 kg.'],
        ['Are there lockers?', 'Yes, lockers take a £1 coin, which you get back.'],
      ];
      const q = (query.q || '').toLowerCase();
      const list = q ? faqs.filter(([a, b]) => `${a} ${b}`.toLowerCase().includes(q)) : faqs;
      return view('/faq', query, 'Frequently asked questions', list.length ? list.map(([a, b]) => `<h2>${esc(a)}</h2><p>${esc(b)}</p>`).join('') : '<p>No answers match. Call us on 0113 496 0700.</p>');
    }
    return { status: 404, html: '<p>Not found</p>' };
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); },
  };
}
