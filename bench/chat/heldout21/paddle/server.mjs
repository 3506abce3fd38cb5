/**
 * "Lakeside Paddle Co.", kayak, canoe and paddleboard hire on a lake (blind set heldout21, round
 * 21): activity cards by type, booking pages with day tabs over a table of start times (some fully
 * booked), People and Duration choices that reload with the choice in the query, a details page
 * with required fields, a wetsuit menu and a required swimming box, My bookings with a move page
 * and a cancel page asking a reason, gift vouchers, an FAQ, parking and hours in the footer.
 */
const TODAY = Date.UTC(2026, 11, 3);
const DAYS = Array.from({ length: 7 }, (_, i) => new Date(TODAY + i * 86400000));
const iso = (d) => d.toISOString().slice(0, 10);
const short = (d) => d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = (day) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const HIRE_TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
const A = [
  { slug: 'single-kayak', name: 'Single kayak hire', type: 'hire', rate: 18, per: 1, times: HIRE_TIMES, blurb: 'One person per kayak. Ages 8 and up (under-16s with an adult).' },
  { slug: 'double-kayak', name: 'Double kayak hire', type: 'hire', rate: 28, per: 2, times: HIRE_TIMES, blurb: 'Two people per kayak, great for couples or a parent and child.' },
  { slug: 'paddleboard', name: 'Stand-up paddleboard hire', type: 'hire', rate: 20, per: 1, times: HIRE_TIMES, blurb: 'One person per board. Ages 12 and up. Some experience needed.' },
  { slug: 'canoe', name: 'Canadian canoe hire', type: 'hire', rate: 30, per: 3, times: HIRE_TIMES, blurb: 'Up to 3 people per canoe, our most stable boat.' },
  { slug: 'sup-lesson', name: 'Beginner paddleboard lesson', type: 'lessons', price: 35, times: ['10:00', '13:00'], length: '90 minutes', blurb: 'A 90-minute lesson with a qualified coach. Ages 12 and up. Board and wetsuit included.' },
  { slug: 'sunset-tour', name: 'Sunset kayak tour', type: 'tours', price: 42, times: ['15:30'], length: '2 hours', blurb: 'A guided 2-hour paddle round the islands as the sun goes down. Ages 14 and up.' },
];
const DURATIONS = [['1', '1 hour', 1], ['2', '2 hours', 2], ['4', 'Half day (4 hours)', 3]];
const FULL = new Set(['single-kayak|2026-12-05|10:00', 'double-kayak|2026-12-05|10:00', 'paddleboard|2026-12-05|10:00', 'paddleboard|2026-12-05|11:00',
  'canoe|2026-12-05|14:00', 'sup-lesson|2026-12-05|10:00', 'sunset-tour|2026-12-05|15:30', 'double-kayak|2026-12-06|11:00', 'canoe|2026-12-04|10:00']);
const REASONS = ['Change of plans', 'Weather', 'Illness', 'Booked by mistake', 'Other'];
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function initialBookings() {
  return [
    { ref: 'LP-3307', activity: 'double-kayak', day: '2026-12-05', time: '10:00', people: 2, duration: '2', name: 'Sam Okafor', mobile: '07700900321', email: 'sam.okafor@example.com', wetsuits: 0, status: 'Booked' },
    { ref: 'LP-3311', activity: 'sunset-tour', day: '2026-12-06', time: '15:30', people: 3, duration: '', name: 'Sam Okafor', mobile: '07700900321', email: 'sam.okafor@example.com', wetsuits: 3, status: 'Booked' },
  ];
}

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: initialBookings(), vouchers: [] };
  };
  reset();
  const act = (slug) => A.find((a) => a.slug === slug);
  const cost = (a, people, duration) => {
    if (!a.rate) return a.price * people;
    const boats = Math.ceil(people / a.per);
    const mult = DURATIONS.find(([v]) => v === duration)?.[2] ?? 0;
    return a.rate * boats * mult;
  };
  const full = (slug, day, time) => FULL.has(`${slug}|${day}|${time}`);

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Lakeside Paddle Co.</title><style>
body{font-family:Verdana,sans-serif;margin:0} header{background:#0f5c6e;color:#fff;padding:12px 24px;display:flex;gap:20px} header a{color:#fff}
main{padding:20px 24px} .cards{display:grid;grid-template-columns:repeat(3,260px);gap:16px} .card{border:1px solid #9bb;padding:12px;border-radius:6px}
.tabs a,.tabs strong{display:inline-block;padding:6px 10px;border:1px solid #9bb;margin-right:4px} table{border-collapse:collapse} td,th{border:1px solid #ccd;padding:6px 10px}
footer{background:#e6f0f2;padding:16px 24px;font-size:14px}
</style></head><body><header><a href="/"><strong>Lakeside Paddle Co.</strong></a><nav aria-label="Main"><a href="/activities?type=hire">Hire</a> <a href="/activities?type=lessons">Lessons</a> <a href="/activities?type=tours">Tours</a> <a href="/vouchers">Gift vouchers</a> <a href="/faq">FAQ</a></nav><a href="/bookings">My bookings</a></header>
<main>${body}</main>
<footer><p><strong>Find us:</strong> The Boathouse, Windmere Road, Ambleside LA22 0EH. Parking in the Boathouse car park, £3 all day.</p><p>Winter opening: every day 9am to 4pm. Call us on 015394 33210.</p><p><a href="/faq">FAQ</a> · <a href="/vouchers">Gift vouchers</a> · © 2026 Lakeside Paddle Co.</p></footer></body></html>`;

  const priceText = (a) => (a.rate ? `from £${a.rate} an hour${a.per > 1 ? ` per ${a.slug === 'canoe' ? 'canoe' : 'kayak'}` : ''}` : `£${a.price} per person`);
  const card = (a) => `<div class="card"><h3>${esc(a.name)}</h3><p>${esc(a.blurb)}</p><p><strong>${priceText(a)}</strong>${a.length ? ` · ${a.length}` : ''}</p><a href="/book/${a.slug}">Book now</a></div>`;

  const q = (obj) => {
    const o = Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== ''));
    const s = new URLSearchParams(o).toString();
    return s ? `?${s}` : '';
  };

  function slotPicker(base, slug, query, keep) {
    const tabs = DAYS.map((d) => (iso(d) === query.day ? `<strong aria-current="true">${short(d)}</strong>` : `<a href="${base}${q({ ...keep, day: iso(d) })}">${short(d)}</a>`)).join('');
    let table = '<p>Choose a day to see start times.</p>';
    if (query.day) {
      const a = act(slug);
      table = `<h2>Start times on ${long(query.day)}</h2><table><tr><th>Start</th><th>Places</th><th></th></tr>${a.times.map((t) => {
        const isFull = full(slug, query.day, t);
        return `<tr><td>${t}</td><td>${isFull ? 'Fully booked' : `${2 + (Number(t.slice(0, 2)) % 4)} left`}</td><td>${isFull ? '—' : t === query.time ? '<strong>Selected</strong>' : `<a href="${base}${q({ ...keep, day: query.day, time: t })}" aria-label="Select ${t}">Select</a>`}</td></tr>`;
      }).join('')}</table>`;
    }
    return `<nav class="tabs" aria-label="Choose a day">${tabs}</nav>${table}`;
  }

  function book(a, query) {
    const people = Number(query.people) || 0;
    const duration = a.rate ? (query.duration ?? '') : '';
    const base = `/book/${a.slug}`;
    const ready = query.day && query.time && people && (!a.rate || duration) && !full(a.slug, query.day, query.time);
    return layout(a.name, `<p><a href="/activities?type=${a.type}">← All ${a.type}</a></p><h1>${esc(a.name)}</h1><p>${esc(a.blurb)} <strong>${priceText(a)}</strong>${a.length ? ` · ${a.length}` : ''}</p>
${slotPicker(base, a.slug, query, { people: query.people, duration: query.duration })}
<form method="get" action="${base}"><input type="hidden" name="day" value="${esc(query.day ?? '')}"><input type="hidden" name="time" value="${esc(query.time ?? '')}">
<p><label for="people">People</label> <select id="people" name="people" onchange="this.form.submit()"><option value="">Choose</option>${Array.from({ length: a.type === 'tours' ? 8 : 6 }, (_, i) => i + 1).map((n) => `<option value="${n}"${n === people ? ' selected' : ''}>${n} ${n === 1 ? 'person' : 'people'}</option>`).join('')}</select></p>
${a.rate ? `<fieldset><legend>How long?</legend>${DURATIONS.map(([v, l, m]) => `<label><input type="radio" name="duration" value="${v}"${v === duration ? ' checked' : ''} onchange="this.form.submit()"> ${l} – £${a.rate * m}${a.per > 1 ? ` per ${a.slug === 'canoe' ? 'canoe' : 'kayak'}` : ''}</label><br>`).join('')}</fieldset>` : ''}</form>
<h2>Your choice</h2><p>${query.day ? long(query.day) : 'No day yet'}${query.time ? ` at ${esc(query.time)}` : ''}${people ? `, ${people} ${people === 1 ? 'person' : 'people'}` : ''}${duration ? `, ${DURATIONS.find(([v]) => v === duration)[1]}` : ''}${people && (!a.rate || duration) ? ` — total £${cost(a, people, duration)}` : ''}</p>
${ready ? `<p><a href="${base}/details${q({ day: query.day, time: query.time, people: query.people, duration })}">Continue</a></p>` : '<p><small>Choose a day, a start time, people' + (a.rate ? ' and how long' : '') + ' to continue.</small></p>'}`);
  }

  function details(a, query, error) {
    const people = Number(query.people) || 0;
    if (!query.day || !query.time || !people) return layout('Your details', `<h1>Your details</h1><p>Please <a href="/book/${a.slug}">choose a day and time</a> first.</p>`);
    const duration = a.rate ? query.duration ?? '' : '';
    return layout('Your details', `<h1>Your details</h1><p>${esc(a.name)}: ${long(query.day)} at ${esc(query.time)}, ${people} ${people === 1 ? 'person' : 'people'}${duration ? `, ${DURATIONS.find(([v]) => v === duration)?.[1]}` : ''}. Total £${cost(a, people, duration)} plus any wetsuits.</p>
<p><a href="/book/${a.slug}${q({ day: query.day, time: query.time, people: query.people, duration })}">Change</a></p>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/bookings"><input type="hidden" name="activity" value="${a.slug}"><input type="hidden" name="day" value="${esc(query.day)}"><input type="hidden" name="time" value="${esc(query.time)}"><input type="hidden" name="people" value="${people}"><input type="hidden" name="duration" value="${esc(duration)}">
<p><label for="name">Lead booker's name</label> <input id="name" name="name" required></p>
<p><label for="mobile">Mobile number</label> <input id="mobile" name="mobile" type="tel" required></p>
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
<p><label for="wetsuits">Wetsuits to hire (£6 each)</label> <select id="wetsuits" name="wetsuits">${Array.from({ length: people + 1 }, (_, n) => `<option value="${n}">${n === 0 ? 'No wetsuits' : `${n} wetsuit${n > 1 ? 's' : ''}`}</option>`).join('')}</select></p>
<p><label><input type="checkbox" name="swim" value="yes" required> Everyone in the group can swim 50 metres</label></p>
<p><label for="notes">Anything we should know? (optional)</label><br><textarea id="notes" name="notes"></textarea></p>
<button>Confirm booking</button></form>`);
  }

  const bookingCard = (b) => {
    const a = act(b.activity);
    const total = cost(a, b.people, b.duration) + b.wetsuits * 6;
    return `<article class="card"><h2>${esc(a.name)}</h2><p>Reference <strong>${b.ref}</strong></p><p>${long(b.day)}, ${b.time} · ${b.people} ${b.people === 1 ? 'person' : 'people'}${b.duration ? ` · ${DURATIONS.find(([v]) => v === b.duration)[1]}` : ''}${b.wetsuits ? ` · ${b.wetsuits} wetsuit${b.wetsuits > 1 ? 's' : ''}` : ''} · £${total}</p>
${b.status === 'Booked' ? `<p><a href="/bookings/${b.ref}/change">Change date or time</a> · <a href="/bookings/${b.ref}/cancel">Cancel booking</a></p>` : `<p><strong>Cancelled</strong> (${esc(b.reason)}) — full refund of £${total} to your card.</p>`}</article>`;
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
        const a = act(form.activity);
        const people = Number(form.people) || 0;
        const err = !a || !people || !form.day || !form.time ? 'Please choose a day and time.' : full(a.slug, form.day, form.time) ? 'Sorry, that time is fully booked.'
          : !(form.name ?? '').trim() || !(form.mobile ?? '').trim() || !(form.email ?? '').includes('@') ? 'Please fill in your name, mobile and email.' : form.swim !== 'yes' ? 'Please confirm everyone can swim.' : '';
        if (err) return { html: a ? details(a, form, err) : layout('Error', `<p>${err}</p>`) };
        const b = { ref: `LP-${4001 + state.bookings.length - 2}`, activity: a.slug, day: form.day, time: form.time, people, duration: a.rate ? form.duration ?? '' : '', name: form.name.trim(), mobile: form.mobile.replace(/[\s-]/g, ''), email: form.email.trim().toLowerCase(), wetsuits: Math.min(people, Number(form.wetsuits) || 0), status: 'Booked' };
        state.bookings.push(b);
        return { redirect: `/bookings/${b.ref}` };
      }
      if (bk && bm[2] === 'move' && bk.status === 'Booked') {
        if (form.day && form.time && !full(bk.activity, form.day, form.time)) { bk.day = form.day; bk.time = form.time; }
        return { redirect: '/bookings' };
      }
      if (bk && bm[2] === 'cancel' && bk.status === 'Booked') {
        if (!REASONS.includes(form.reason)) return { redirect: `/bookings/${bk.ref}/cancel?error=1` };
        bk.status = 'Cancelled';
        bk.reason = form.reason;
        return { redirect: '/bookings' };
      }
      if (path === '/vouchers') {
        const v = { amount: Number(form.amount) || 0, to: (form.to ?? '').trim(), toEmail: (form.toEmail ?? '').trim().toLowerCase(), message: (form.message ?? '').trim().replace(/[.!\s]+$/, ''), from: (form.from ?? '').trim(), fromEmail: (form.fromEmail ?? '').trim().toLowerCase() };
        if (![25, 50, 100].includes(v.amount) || !v.to || !v.toEmail.includes('@') || !v.from || !v.fromEmail.includes('@')) return { redirect: '/vouchers?error=1' };
        state.vouchers.push(v);
        return { redirect: '/vouchers/thanks' };
      }
      return { status: 404, html: 'Not found' };
    }
    let html;
    const am = /^\/book\/([\w-]+)(\/details)?$/.exec(path);
    const a = am && act(am[1]);
    if (path === '/') {
      html = layout('Home', `<h1>Get out on the water</h1><p>Kayaks, canoes and paddleboards to hire by the hour, lessons for beginners and guided tours. Water temperature today: 8°C, wetsuits recommended.</p>
<div class="cards">${A.map(card).join('')}</div>`);
    } else if (path === '/activities') {
      const type = ['hire', 'lessons', 'tours'].includes(query.type) ? query.type : '';
      html = layout('Activities', `<h1>${type ? { hire: 'Boats and boards to hire', lessons: 'Lessons', tours: 'Guided tours' }[type] : 'Everything we do'}</h1><p class="tabs"><a href="/activities?type=hire">Hire</a> <a href="/activities?type=lessons">Lessons</a> <a href="/activities?type=tours">Tours</a></p><div class="cards">${A.filter((x) => !type || x.type === type).map(card).join('')}</div>`);
    } else if (a && !am[2]) html = book(a, query);
    else if (a) html = details(a, query);
    else if (path === '/bookings') html = layout('My bookings', `<h1>My bookings</h1><p>Signed in as Sam Okafor.</p>${state.bookings.map(bookingCard).join('')}`);
    else if (bk && !bm[2]) html = layout(`Booking ${bk.ref}`, `<h1>You're booked!</h1><p>Your booking reference is <strong>${bk.ref}</strong>. We've sent the details to ${esc(bk.email)}. Please arrive 15 minutes before your start time.</p>${bookingCard(bk)}<p><a href="/bookings">My bookings</a></p>`);
    else if (bk && bm[2] === 'change' && bk.status === 'Booked') {
      const ready = query.day && query.time && !full(bk.activity, query.day, query.time);
      html = layout('Change booking', `<h1>Change booking ${bk.ref}</h1>${bookingCard(bk)}<p>Pick a new day and start time. Changes are free up to 24 hours before.</p>${slotPicker(`/bookings/${bk.ref}/change`, bk.activity, query, {})}
${ready ? `<form method="post" action="/bookings/${bk.ref}/move"><input type="hidden" name="day" value="${esc(query.day)}"><input type="hidden" name="time" value="${esc(query.time)}"><p>New time: ${long(query.day)} at ${esc(query.time)}</p><button>Move my booking</button></form>` : ''}`);
    } else if (bk && bm[2] === 'cancel' && bk.status === 'Booked') {
      html = layout('Cancel booking', `<h1>Cancel booking ${bk.ref}</h1>${bookingCard(bk)}<p>Cancellations more than 48 hours before the start get a full refund.</p>
<form method="post" action="/bookings/${bk.ref}/cancel"><p><label for="reason">Reason for cancelling</label> <select id="reason" name="reason" required><option value="">Choose a reason</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></p>${query.error ? '<p role="alert">Please choose a reason.</p>' : ''}
<button>Cancel booking</button> <a href="/bookings">Keep my booking</a></form>`);
    } else if (path === '/vouchers') {
      html = layout('Gift vouchers', `<h1>Gift vouchers</h1><p>Vouchers are emailed straight away and can be used for any hire, lesson or tour within 12 months.</p>${query.error ? '<p role="alert">Please fill in every required field.</p>' : ''}
<form method="post" action="/vouchers"><fieldset><legend>Amount</legend>${[25, 50, 100].map((n) => `<label><input type="radio" name="amount" value="${n}" required> £${n}</label> `).join('')}</fieldset>
<fieldset><legend>Who is it for?</legend><p><label for="to">Recipient's name</label> <input id="to" name="to" required></p><p><label for="toEmail">Recipient's email</label> <input id="toEmail" name="toEmail" type="email" required></p><p><label for="msg">Message (optional)</label> <input id="msg" name="message"></p></fieldset>
<fieldset><legend>From</legend><p><label for="from">Your name</label> <input id="from" name="from" required></p><p><label for="fromEmail">Your email</label> <input id="fromEmail" name="fromEmail" type="email" required></p></fieldset><button>Buy voucher</button></form>`);
    } else if (path === '/vouchers/thanks') {
      const v = state.vouchers.at(-1);
      html = layout('Thank you', `<h1>Thank you!</h1>${v ? `<p>We've emailed a £${v.amount} voucher to ${esc(v.toEmail)}. It's valid for 12 months.</p>` : ''}`);
    } else if (path === '/faq') {
      html = layout('FAQ', `<h1>Frequently asked questions</h1><h2>How old do you have to be?</h2><p>Kayaks and canoes: 8 and up, with an adult under 16. Paddleboards and lessons: 12 and up. Sunset tours: 14 and up.</p>
<h2>What should we bring?</h2><p>Clothes you don't mind getting wet, a towel and a change of clothes. We provide buoyancy aids and paddles.</p>
<h2>What if the weather is bad?</h2><p>If the wind is over 20 mph we call you the evening before to move or refund your booking.</p>
<h2>Can I change my booking?</h2><p>Yes, free of charge up to 24 hours before, from My bookings.</p>`);
    } else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
