/**
 * "Spoke & Chain" — a bicycle workshop of our own for the round-9 (phase 3) conversation tests (not
 * a bench set): mechanics as result cards whose text says what each one is best at, a mechanic's
 * page with a Job radio group, a Day menu and, once a day is chosen, a 24-hour list of times (free
 * ones are links, taken ones say so); a details page with "Which bike is it?" radios; parts as a
 * list of two with a "Save for later" button each, part pages with a blurb, a star rating, Finish
 * radios (one out of stock and disabled), a fitting box, a Quantity menu and a price that follows
 * the choices, and an "Add to cart" button; a cart with a voucher box of its own; a visit booked
 * with a note for the mechanic, and a cancel page with a menu of reasons. The state is what the
 * server saw.
 */
const MECHANICS = [
  // id, name, blurb
  [1, 'Priya Nair', 'Road bikes and gears. Ten years on race bikes.'],
  [2, 'Tomás Ferreira', 'Hydraulic brakes, suspension forks and e-bike motors.'],
  [3, 'Wendell Obi', 'Wheel truing and hub rebuilds. Fixes old frames too.'],
];
const TIMES = ['08:30', '09:00', '10:00', '10:30', '11:30', '13:30', '14:00', '16:00'];
const TAKEN = new Set(['09:00', '10:00', '14:00']);
const BIKES = [['road', 'Road bike (Colnago, 2019)'], ['fold', 'Folding bike (Brompton)'], ['other', 'A bike not listed']];
const PARTS = [
  // id, name, blurb, stars, base price, finishes [value, label, price, out]
  [1, 'Trail Saddle', 'A padded saddle for long gravel rides, with a cut-out that spares your back.', '4.2', 30, [['black', 'Black', 30], ['tan', 'Tan leather', 45, true], ['grey', 'Grey', 32]]],
  [2, 'Alloy Bell', 'A loud little bell that fits any handlebar in under a minute.', '4.7', 9, [['silver', 'Silver', 9], ['brass', 'Brass', 12]]],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const qs = (q) => { const s = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')).toString(); return s ? `?${s}` : ''; };
const clock = (t) => t;

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, saved: [], cart: [], visits: [], voucher: null };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Spoke &amp; Chain</title></head><body>
<header><a href="/">Spoke &amp; Chain</a> <nav><a href="/mechanics">Mechanics</a> <a href="/parts">Parts</a> <a href="/cart">Cart (${state.cart.length})</a></nav></header><main>${body}</main></body></html>`;

  function mechanic(m, query) {
    const job = ['service', 'repair'].includes(query.job) ? query.job : '';
    const day = ['fri', 'sat'].includes(query.day) ? query.day : '';
    const radios = [['service', 'Full service'], ['repair', 'Puncture repair']].map(([v, l]) => `<label><input type="radio" name="job" value="${v}"${v === job ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`).join(' ');
    const days = [['', 'Pick a day'], ['fri', 'Friday 11 December'], ['sat', 'Saturday 12 December']].map(([v, l]) => `<option value="${v}"${v === day ? ' selected' : ''}>${l}</option>`).join('');
    const times = job && day ? `<h2>Times</h2><ul class="times">${TIMES.map((t) => (TAKEN.has(t) ? `<li>${clock(t)} · taken</li>` : `<li><a href="/details${qs({ m: m[0], job, day, time: t })}">${clock(t)}</a></li>`)).join('')}</ul>` : '';
    return layout(m[1], `<h1>${esc(m[1])}</h1><p>${esc(m[2])}</p><form action="/mechanic/${m[0]}"><fieldset><legend>Job</legend>${radios}</fieldset>
<p><label for="day">Day</label> <select id="day" name="day" onchange="this.form.submit()">${days}</select></p></form>${times}`);
  }

  function part(p, query) {
    const finish = p[5].find(([v, , , out]) => v === query.finish && !out);
    const fitting = query.fitting === '1';
    const radios = p[5].map(([v, l, price, out]) => `<label><input type="radio" name="finish" value="${v}"${out ? ' disabled' : ''}${finish?.[0] === v ? ' checked' : ''} onchange="this.form.submit()"> ${l} — $${price.toFixed(2)}${out ? ' · Out of stock' : ''}</label>`).join('<br>');
    const price = (finish ? finish[2] : p[4]) + (fitting ? 8 : 0);
    return layout(p[1], `<h1>${esc(p[1])}</h1><p>Spoke &amp; Chain own brand · ★ ${p[3]}</p><p>${esc(p[2])}</p>
<form action="/part/${p[0]}"><fieldset><legend>Finish</legend>${radios}</fieldset>
<p><label><input type="checkbox" name="fitting" value="1"${fitting ? ' checked' : ''} onchange="this.form.submit()"> Fit it for me (+$8 a piece)</label></p>
<p><label for="qty">Quantity</label> <select id="qty" name="qty" onchange="this.form.submit()">${['1', '2', '3', '4'].map((n) => `<option${n === (query.qty ?? '1') ? ' selected' : ''}>${n}</option>`).join('')}</select></p></form>
<p>Price: $${price.toFixed(2)}</p>
<form method="post" action="/cart/add"><input type="hidden" name="id" value="${p[0]}"><input type="hidden" name="finish" value="${finish?.[0] ?? p[5][0][0]}"><button>Add to cart</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/cart/add') {
        state.cart.push({ id: Number(form.id), finish: form.finish });
        return { redirect: '/cart' };
      }
      if (u.pathname === '/save') {
        if (!state.saved.includes(Number(form.id))) state.saved.push(Number(form.id));
        return { redirect: '/parts' };
      }
      if (u.pathname === '/visit') {
        state.visits.push({ mechanic: Number(form.m), job: form.job, day: form.day, time: form.time, bike: form.bike, note: (form.note ?? '').trim(), status: 'booked' });
        return { redirect: '/visit/done' };
      }
      if (u.pathname === '/voucher') {
        state.voucher = (form.code ?? '').trim() || null;
        return { redirect: '/cart' };
      }
      if (u.pathname === '/cancel') {
        const v = state.visits[state.visits.length - 1];
        if (v) Object.assign(v, { status: 'cancelled', why: form.why ?? '' });
        return { redirect: '/visit/done' };
      }
      return { status: 404, html: 'Not found' };
    }
    if (u.pathname === '/favicon.ico') return { status: 404, html: 'Not found' };
    let html;
    const m = /^\/mechanic\/(\d)$/.exec(u.pathname);
    const p = /^\/part\/(\d)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Home', `<h1>Spoke &amp; Chain</h1><p><a href="/mechanics">Book a mechanic</a></p>`);
    else if (u.pathname === '/mechanics') {
      const cards = MECHANICS.map((x) => `<article class="card"><h2><a href="/mechanic/${x[0]}">${esc(x[1])}</a></h2><p>${esc(x[2])}</p></article>`).join('');
      html = layout('Mechanics', `<h1>Our mechanics</h1>${cards}`);
    } else if (m) html = mechanic(MECHANICS[Number(m[1]) - 1], query);
    else if (u.pathname === '/details') {
      const radios = BIKES.map(([v, l]) => `<label><input type="radio" name="bike" value="${v}"${query.bike === v ? ' checked' : ''} onchange="this.form.submit()"> ${esc(l)}</label>`).join('<br>');
      const keep = ['m', 'job', 'day', 'time'].map((k) => `<input type="hidden" name="${k}" value="${esc(query[k] ?? '')}">`).join('');
      html = layout('Your details', `<h1>Your details</h1><p>${query.day === 'sat' ? 'Saturday 12 December' : 'Friday 11 December'} at ${esc(query.time ?? '')}</p>
<form action="/details">${keep}<fieldset><legend>Which bike is it?</legend>${radios}</fieldset></form>
<form method="post" action="/visit">${keep}<input type="hidden" name="bike" value="${esc(query.bike ?? '')}"><p><label for="note">Note for the mechanic</label><br><textarea id="note" name="note"></textarea></p><button>Book the visit</button></form>`);
    } else if (u.pathname === '/parts') {
      const kind = ['saddle', 'bell'].includes(query.kind) ? query.kind : '';
      const items = PARTS.filter((x) => !kind || x[1].toLowerCase().includes(kind)).map((x) => `<li class="part"><h2><a href="/part/${x[0]}">${esc(x[1])}</a></h2><p>${esc(x[2])}</p><p>From $${x[4].toFixed(2)}</p><form method="post" action="/save"><input type="hidden" name="id" value="${x[0]}"><button>Save for later</button></form></li>`).join('');
      html = layout('Parts', `<h1>Parts</h1><p>Show: <a href="/parts?kind=saddle">Saddles</a> · <a href="/parts?kind=bell">Bells</a> · <a href="/parts">Everything</a></p><ul>${items}</ul><p>Saved: ${state.saved.length}</p>`);
    } else if (p) html = part(PARTS[Number(p[1]) - 1], query);
    else if (u.pathname === '/cart') html = layout('Cart', `<h1>Your cart</h1><p>${state.cart.length} items</p>${state.voucher ? `<p>Voucher: ${esc(state.voucher)} (10% off)</p>` : ''}<form method="post" action="/voucher"><label for="code">Voucher code</label> <input id="code" name="code"> <button>Redeem</button></form><p><a href="/parts">Keep shopping</a></p>`);
    else if (u.pathname === '/visit/done') html = layout('Visit', `<h1>Your visit</h1><p>${state.visits.map((v) => `${v.day} at ${v.time} · ${v.status}`).join('')}</p><p><a href="/cancel">Cancel this visit</a></p>`);
    else if (u.pathname === '/cancel') html = layout('Cancel', `<h1>Cancel your visit?</h1><form method="post" action="/cancel"><p><label for="why">Why are you cancelling?</label> <select id="why" name="why"><option value="">Choose one</option><option value="fixed">I fixed it myself</option><option value="day">The day is no longer convenient</option><option value="other">Found another shop</option></select></p><button>Cancel the visit</button></form><p><a href="/visit/done">Keep my visit</a></p>`);
    else html = layout('Done', '<h1>Thank you</h1>');
    state.page = { path: u.pathname, query };
    return { html };
  }

  return { handle, state: () => structuredClone(state), restore: (s) => { state = structuredClone(s); }, reset };
}
