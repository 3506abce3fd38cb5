/**
 * "Frostgate Ice Rink", an ice rink's session booking (blind set heldout26, round 26): session
 * cards (public skate, family skate, disco on ice, learn to skate), booking pages with day tabs over
 * a table of start times (some sold out, "Select" links), Adults and Children menus that reload with
 * the choice in the query and a running total, a details page (required name, email and mobile,
 * a skate hire menu, a skate aid menu, a required rink rules box), My bookings with a change page
 * (day tabs, times, "Move booking") and a cancel page with a required reason menu, a prices page,
 * an FAQ, parking and opening hours in the footer.
 */
const TODAY = Date.UTC(2026, 11, 4);
const DAYS = Array.from({ length: 7 }, (_, i) => new Date(TODAY + i * 86400000));
const iso = (d) => d.toISOString().slice(0, 10);
const short = (d) => d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = (day) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const S = [
  { slug: 'public-skate', name: 'Public skating', adult: 11, child: 8, length: '90 minutes', times: ['10:00', '12:00', '14:00', '16:00', '19:30'], blurb: 'Everyone welcome. Children under 8 must skate with a paying adult.' },
  { slug: 'family-skate', name: 'Family skate', adult: 9, child: 6, length: '60 minutes', times: ['09:00', '11:00'], blurb: 'A quieter session for families, with skate aids on the ice. At least one child and one adult per booking.' },
  { slug: 'disco', name: 'Disco on ice', adult: 13, child: 10, length: '90 minutes', times: ['19:00', '20:30'], blurb: 'Lights, music and a DJ. Ages 10 and up; under-14s with an adult.' },
  { slug: 'learn', name: 'Learn to skate lesson', adult: 15, child: 12, length: '45 minutes', times: ['17:00', '18:00'], blurb: 'A group lesson for complete beginners with a qualified coach. Skate hire included.' },
];
const FULL = new Set(['public-skate|2026-12-05|14:00', 'public-skate|2026-12-05|16:00', 'public-skate|2026-12-06|14:00', 'family-skate|2026-12-05|11:00',
  'family-skate|2026-12-06|09:00', 'disco|2026-12-05|19:00', 'disco|2026-12-04|20:30', 'learn|2026-12-08|17:00', 'public-skate|2026-12-04|19:30']);
const REASONS = ['Change of plans', 'Illness', 'Booked the wrong session', 'Other'];
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function initialBookings() {
  return [
    { ref: 'FG-2210', session: 'public-skate', day: '2026-12-05', time: '12:00', adults: 2, children: 1, name: 'Nadia Brennan', email: 'nadia.brennan@example.com', mobile: '07700900612', skates: 3, aids: 0, status: 'Booked' },
    { ref: 'FG-2216', session: 'disco', day: '2026-12-09', time: '19:00', adults: 1, children: 2, name: 'Nadia Brennan', email: 'nadia.brennan@example.com', mobile: '07700900612', skates: 3, aids: 0, status: 'Booked' },
  ];
}

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: initialBookings() };
  };
  reset();
  const ses = (slug) => S.find((s) => s.slug === slug);
  const full = (slug, day, time) => FULL.has(`${slug}|${day}|${time}`);
  const total = (s, adults, children, skates = 0, aids = 0) => s.adult * adults + s.child * children + (s.slug === 'learn' ? 0 : 3.5 * skates) + 4 * aids;
  const gbp = (n) => (Number.isInteger(n) ? `£${n}` : `£${n.toFixed(2)}`);
  const q = (obj) => {
    const o = Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== ''));
    const s = new URLSearchParams(o).toString();
    return s ? `?${s}` : '';
  };
  const who = (a, c) => [a ? `${a} adult${a > 1 ? 's' : ''}` : '', c ? `${c} child${c > 1 ? 'ren' : ''}` : ''].filter(Boolean).join(', ');

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Frostgate Ice Rink</title><style>
body{font-family:Trebuchet MS,sans-serif;margin:0;color:#123} header{background:#0b3d91;color:#fff;padding:12px 24px;display:flex;gap:20px;align-items:center} header a{color:#fff}
main{padding:20px 24px} .cards{display:grid;grid-template-columns:repeat(2,320px);gap:16px} .card{border:1px solid #9ab;padding:12px;border-radius:8px;background:#f4f8ff}
.tabs a,.tabs strong{display:inline-block;padding:6px 10px;border:1px solid #9ab;margin-right:4px} table{border-collapse:collapse} td,th{border:1px solid #ccd;padding:6px 10px}
footer{background:#e3ecfa;padding:16px 24px;font-size:14px}
</style></head><body><header><a href="/"><strong>Frostgate Ice Rink</strong></a><nav aria-label="Main"><a href="/sessions">Skating sessions</a> <a href="/prices">Prices</a> <a href="/faq">FAQ</a> <a href="/parties">Parties</a></nav><a href="/bookings">My bookings</a></header>
<main>${body}</main>
<footer><p><strong>Frostgate Ice Rink</strong>, Quayside Leisure Park, Frostgate Road, Hull HU1 2BX. Tel 01482 555 710.</p><p>Open every day 9am to 10pm; the rink café closes at 8pm. Free parking for 3 hours in the leisure park car park.</p><p><a href="/faq">FAQ</a> · <a href="/prices">Prices</a> · © 2026 Frostgate Leisure Trust</p></footer></body></html>`;

  const card = (s) => `<div class="card"><h3>${esc(s.name)}</h3><p>${esc(s.blurb)}</p><p><strong>Adults ${gbp(s.adult)}, children ${gbp(s.child)}</strong> · ${s.length}</p><p>Start times: ${s.times.join(', ')}</p><a href="/book/${s.slug}" aria-label="Book ${esc(s.name)}">Book</a></div>`;

  function slotPicker(base, slug, query, keep) {
    const tabs = DAYS.map((d) => (iso(d) === query.day ? `<strong aria-current="true">${short(d)}</strong>` : `<a href="${base}${q({ ...keep, day: iso(d) })}">${short(d)}</a>`)).join('');
    let table = '<p>Choose a day to see start times.</p>';
    if (query.day) {
      const s = ses(slug);
      table = `<h2>${esc(s.name)} on ${long(query.day)}</h2><table><tr><th>Start</th><th>Availability</th><th></th></tr>${s.times.map((t) => {
        const isFull = full(slug, query.day, t);
        return `<tr><td>${t}</td><td>${isFull ? 'Sold out' : `${12 + (Number(t.slice(0, 2)) % 5) * 7} places left`}</td><td>${isFull ? '—' : t === query.time ? '<strong>Selected</strong>' : `<a href="${base}${q({ ...keep, day: query.day, time: t })}" aria-label="Select ${t}">Select</a>`}</td></tr>`;
      }).join('')}</table>`;
    }
    return `<nav class="tabs" aria-label="Choose a day">${tabs}</nav>${table}`;
  }

  function book(s, query) {
    const adults = Number(query.adults) || 0;
    const children = Number(query.children) || 0;
    const base = `/book/${s.slug}`;
    const ready = query.day && query.time && adults + children > 0 && !full(s.slug, query.day, query.time);
    const num = (id, label, cur) => `<p><label for="${id}">${label}</label> <select id="${id}" name="${id}" onchange="this.form.submit()">${Array.from({ length: 9 }, (_, n) => `<option value="${n}"${n === cur ? ' selected' : ''}>${n}</option>`).join('')}</select></p>`;
    return layout(s.name, `<p><a href="/sessions">← All sessions</a></p><h1>Book ${esc(s.name)}</h1><p>${esc(s.blurb)} ${s.length}. Adults ${gbp(s.adult)}, children (3–15) ${gbp(s.child)}.</p>
${slotPicker(base, s.slug, query, { adults: query.adults, children: query.children })}
<form method="get" action="${base}"><input type="hidden" name="day" value="${esc(query.day ?? '')}"><input type="hidden" name="time" value="${esc(query.time ?? '')}">
<fieldset><legend>Who is skating?</legend>${num('adults', 'Adults (16+)', adults)}${num('children', 'Children (3–15)', children)}</fieldset></form>
<h2>Your session</h2><p>${query.day ? long(query.day) : 'No day chosen'}${query.time ? ` at ${esc(query.time)}` : ''}${adults + children ? `, ${who(adults, children)} — tickets ${gbp(total(s, adults, children))}` : ''}</p>
${ready ? `<p><a href="${base}/details${q({ day: query.day, time: query.time, adults: query.adults, children: query.children })}">Continue</a></p>` : '<p><small>Choose a day, a start time and who is skating to continue.</small></p>'}`);
  }

  function details(s, query, error) {
    const adults = Number(query.adults) || 0;
    const children = Number(query.children) || 0;
    if (!query.day || !query.time || !(adults + children)) return layout('Your details', `<h1>Your details</h1><p>Please <a href="/book/${s.slug}">choose a session</a> first.</p>`);
    const n = adults + children;
    return layout('Your details', `<h1>Your details</h1><p>${esc(s.name)}: ${long(query.day)} at ${esc(query.time)}, ${who(adults, children)}. Tickets ${gbp(total(s, adults, children))}.</p>
<p><a href="/book/${s.slug}${q({ day: query.day, time: query.time, adults: query.adults, children: query.children })}">Change session</a></p>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/bookings"><input type="hidden" name="session" value="${s.slug}"><input type="hidden" name="day" value="${esc(query.day)}"><input type="hidden" name="time" value="${esc(query.time)}"><input type="hidden" name="adults" value="${adults}"><input type="hidden" name="children" value="${children}">
<fieldset><legend>Lead booker</legend><p><label for="name">Full name</label> <input id="name" name="name" required></p>
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
<p><label for="mobile">Mobile</label> <input id="mobile" name="mobile" type="tel" required></p></fieldset>
<fieldset><legend>Extras</legend>${s.slug === 'learn' ? '<p>Skate hire is included in lessons.</p><input type="hidden" name="skates" value="0">' : `<p><label for="skates">Skate hire (£3.50 a pair)</label> <select id="skates" name="skates">${Array.from({ length: n + 1 }, (_, k) => `<option value="${k}">${k === 0 ? 'None, we have our own' : `${k} pair${k > 1 ? 's' : ''}`}</option>`).join('')}</select></p>`}
<p><label for="aids">Penguin skate aids (£4 each)</label> <select id="aids" name="aids">${Array.from({ length: Math.min(children, 4) + 1 }, (_, k) => `<option value="${k}">${k === 0 ? 'None' : k}</option>`).join('')}</select></p></fieldset>
<p><label><input type="checkbox" name="rules" value="yes" required> I have read the rink rules: gloves must be worn on the ice</label></p>
<button>Confirm and pay</button></form>`);
  }

  const bookingCard = (b) => {
    const s = ses(b.session);
    const t = total(s, b.adults, b.children, b.skates, b.aids);
    return `<article class="card"><h2>${esc(s.name)}</h2><p>Reference <strong>${b.ref}</strong></p><p>${long(b.day)} at ${b.time} · ${who(b.adults, b.children)}${b.skates ? ` · ${b.skates} pair${b.skates > 1 ? 's' : ''} of skates` : ''}${b.aids ? ` · ${b.aids} skate aid${b.aids > 1 ? 's' : ''}` : ''} · ${gbp(t)}</p>
${b.status === 'Booked' ? `<p><a href="/bookings/${b.ref}/change">Change day or time</a> · <a href="/bookings/${b.ref}/cancel">Cancel booking</a></p>` : `<p><strong>Cancelled</strong> (${esc(b.reason)}). ${gbp(t)} will be refunded to your card within 5 working days.</p>`}</article>`;
  };

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const path = u.pathname;
    const bm = /^\/bookings\/([\w-]+)(?:\/(change|cancel|move))?$/.exec(path);
    const bk = bm && state.bookings.find((b) => b.ref === bm[1]);
    if (method === 'POST') {
      if (path === '/bookings') {
        const s = ses(form.session);
        const adults = Number(form.adults) || 0;
        const children = Number(form.children) || 0;
        const err = !s || !(adults + children) || !form.day || !form.time ? 'Please choose a session first.' : full(s.slug, form.day, form.time) ? 'Sorry, that session is sold out.'
          : !(form.name ?? '').trim() || !(form.mobile ?? '').trim() || !(form.email ?? '').includes('@') ? 'Please fill in your name, email and mobile.' : form.rules !== 'yes' ? 'Please confirm you have read the rink rules.' : '';
        if (err) return { html: s ? details(s, form, err) : layout('Error', `<p>${err}</p>`) };
        const b = { ref: `FG-${2301 + state.bookings.length - 2}`, session: s.slug, day: form.day, time: form.time, adults, children, name: form.name.trim(), email: form.email.trim().toLowerCase(), mobile: form.mobile.replace(/[\s-]/g, ''), skates: Math.min(adults + children, Number(form.skates) || 0), aids: Math.min(children, Number(form.aids) || 0), status: 'Booked' };
        state.bookings.push(b);
        return { redirect: `/bookings/${b.ref}` };
      }
      if (bk && bm[2] === 'move' && bk.status === 'Booked') {
        if (form.day && form.time && !full(bk.session, form.day, form.time)) { bk.day = form.day; bk.time = form.time; }
        return { redirect: '/bookings' };
      }
      if (bk && bm[2] === 'cancel' && bk.status === 'Booked') {
        if (!REASONS.includes(form.reason)) return { redirect: `/bookings/${bk.ref}/cancel?error=1` };
        bk.status = 'Cancelled';
        bk.reason = form.reason;
        return { redirect: '/bookings' };
      }
      return { status: 404, html: 'Not found' };
    }
    let html;
    const am = /^\/book\/([\w-]+)(\/details)?$/.exec(path);
    const s = am && ses(am[1]);
    if (path === '/') {
      html = layout('Home', `<h1>Skate at Frostgate</h1><p>Hull's Olympic-size ice pad, open every day. Book online and skip the queue: tickets on the door cost £1 more.</p>
<div class="cards">${S.map(card).join('')}</div><h2>This weekend</h2><p>Santa visits the Saturday family skates in December. The café serves hot chocolate rink-side.</p>`);
    } else if (path === '/sessions') html = layout('Skating sessions', `<h1>Skating sessions</h1><div class="cards">${S.map(card).join('')}</div>`);
    else if (s && !am[2]) html = book(s, query);
    else if (s) html = details(s, query);
    else if (path === '/bookings') html = layout('My bookings', `<h1>My bookings</h1><p>Signed in as Nadia Brennan.</p>${state.bookings.map(bookingCard).join('')}`);
    else if (bk && !bm[2]) html = layout(`Booking ${bk.ref}`, `<h1>You're booked!</h1><p>Your booking reference is <strong>${bk.ref}</strong>. We've emailed your e-tickets to ${esc(bk.email)}. Please arrive 20 minutes early to collect skates.</p>${bookingCard(bk)}<p><a href="/bookings">My bookings</a></p>`);
    else if (bk && bm[2] === 'change' && bk.status === 'Booked') {
      const ready = query.day && query.time && !full(bk.session, query.day, query.time);
      html = layout('Change booking', `<h1>Change booking ${bk.ref}</h1>${bookingCard(bk)}<p>Choose a new day and start time for the same session. Changes are free up to 2 hours before.</p>${slotPicker(`/bookings/${bk.ref}/change`, bk.session, query, {})}
${ready ? `<form method="post" action="/bookings/${bk.ref}/move"><input type="hidden" name="day" value="${esc(query.day)}"><input type="hidden" name="time" value="${esc(query.time)}"><p>New time: ${long(query.day)} at ${esc(query.time)}</p><button>Move booking</button></form>` : ''}`);
    } else if (bk && bm[2] === 'cancel' && bk.status === 'Booked') {
      html = layout('Cancel booking', `<h1>Cancel booking ${bk.ref}</h1>${bookingCard(bk)}<p>Cancel more than 24 hours before your session for a full refund.</p>
<form method="post" action="/bookings/${bk.ref}/cancel"><p><label for="reason">Why are you cancelling?</label> <select id="reason" name="reason" required><option value="">Choose a reason</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></p>${query.error ? '<p role="alert">Please choose a reason.</p>' : ''}
<button>Cancel booking</button> <a href="/bookings">Keep my booking</a></form>`);
    } else if (path === '/prices') {
      html = layout('Prices', `<h1>Prices</h1><table><tr><th>Session</th><th>Adult (16+)</th><th>Child (3–15)</th><th>Length</th></tr>${S.map((x) => `<tr><td>${esc(x.name)}</td><td>${gbp(x.adult)}</td><td>${gbp(x.child)}</td><td>${x.length}</td></tr>`).join('')}</table>
<p>Skate hire £3.50 a pair (included in lessons). Penguin skate aids £4. Spectators £2. Under-3s skate free with an adult.</p>`);
    } else if (path === '/faq') {
      html = layout('FAQ', `<h1>Frequently asked questions</h1><h2>What should we wear?</h2><p>Warm, comfortable clothes and gloves: gloves must be worn on the ice. Helmets are recommended for children and free to borrow.</p>
<h2>What skate sizes do you have?</h2><p>From child size 8 to adult size 13.</p><h2>Are there lockers?</h2><p>Yes, lockers take a £1 coin, which you get back.</p>
<h2>How early should we arrive?</h2><p>20 minutes before your session to collect skates.</p><h2>Can I watch without skating?</h2><p>Yes, spectators pay £2 at the door.</p>`);
    } else if (path === '/parties') {
      html = layout('Parties', '<h1>Skating parties</h1><p>Parties for 10 to 30 skaters on Saturday and Sunday afternoons, £16 a head with skate hire and food in the party room. Call 01482 555 710 to book.</p>');
    } else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
