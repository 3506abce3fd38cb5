/**
 * "Pressed & Fresh", a dry cleaner with collection and delivery (blind task set heldout19, round
 * 21): a postcode checker on the home page, a price list in tabs with a Quantity box and Add per
 * row, a bag with a quantity menu, Remove and a promo code, a collection page with day links and
 * time-slot radios that reload with the choice in the query (some slots full), an address form with
 * return-speed radios, My orders with reschedule and cancel pages and a problem report for a
 * delivered order, account preferences, a contact form.
 */
const TODAY = Date.UTC(2026, 11, 1);
const DAYS = Array.from({ length: 8 }, (_, i) => new Date(TODAY + (i + 1) * 86400000)).filter((d) => d.getUTCDay() !== 0).slice(0, 6);
const iso = (d) => d.toISOString().slice(0, 10);
const label = (day) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const SLOTS = [['early', '7am to 9am'], ['morning', '9am to 12pm'], ['afternoon', '12pm to 3pm'], ['evening', '6pm to 9pm']];
const FULL = new Set(['2026-12-02|evening', '2026-12-03|morning', '2026-12-05|early', '2026-12-05|morning', '2026-12-05|afternoon']);
const ITEMS = [
  ['shirts', 'shirt-hanger', 'Shirt, on a hanger', 2.95], ['shirts', 'shirt-folded', 'Shirt, folded', 3.5], ['shirts', 'blouse', 'Blouse', 5.5],
  ['suits', 'two-piece-suit', 'Two-piece suit', 14], ['suits', 'three-piece-suit', 'Three-piece suit', 18.5], ['suits', 'blazer', 'Blazer or jacket', 9], ['suits', 'trousers', 'Trousers', 6.5],
  ['dresses', 'day-dress', 'Day dress', 11], ['dresses', 'evening-dress', 'Evening dress', 22], ['dresses', 'skirt', 'Skirt', 6],
  ['household', 'duvet-single', 'Duvet, single', 18], ['household', 'duvet-double', 'Duvet, double or king', 24], ['household', 'curtain', 'Curtains (per panel)', 12], ['household', 'bedding', 'Bedding set, wash and iron', 10],
];
const TABS = [['shirts', 'Shirts'], ['suits', 'Suits'], ['dresses', 'Dresses'], ['household', 'Household']];
const AREAS = ['LS1', 'LS2', 'LS3', 'LS4', 'LS6', 'LS7', 'LS8'];
const CANCEL = ['No longer needed', 'Booked the wrong day', 'Using another cleaner', 'Other'];
const PROBLEMS = ['Stain not removed', 'Item damaged', 'Item missing', 'Other'];
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;
const item = (code) => ITEMS.find((i) => i[1] === code);

function initial() {
  return {
    page: { path: '/', query: {} },
    bag: [{ item: 'shirt-hanger', qty: 3 }, { item: 'blazer', qty: 1 }],
    promo: '',
    orders: [
      { ref: 'PF-7731', day: '2026-12-07', slot: 'morning', items: [{ item: 'shirt-hanger', qty: 4 }, { item: 'two-piece-suit', qty: 1 }], address: '22 Otley Road', postcode: 'LS6 2AB', return: 'standard', notes: '', status: 'Booked' },
      { ref: 'PF-7702', day: '2026-11-24', slot: 'early', items: [{ item: 'blouse', qty: 2 }, { item: 'day-dress', qty: 1 }], address: '22 Otley Road', postcode: 'LS6 2AB', return: 'standard', notes: '', status: 'Delivered' },
    ],
    reports: [],
    prefs: { finish: 'hanger', starch: 'none', textAlerts: false, mobile: '' },
    messages: [],
  };
}

export function createSite() {
  let state;
  const reset = () => { state = initial(); };
  reset();
  const count = () => state.bag.reduce((s, b) => s + b.qty, 0);
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Pressed &amp; Fresh</title><style>
body{font-family:Georgia,serif;margin:0} header{background:#3b6e4f;color:#fff;padding:12px 24px;display:flex;gap:18px} header a{color:#fff} main{padding:20px 24px}
table{border-collapse:collapse} td,th{border-bottom:1px solid #ccc;padding:6px 10px;text-align:left} .tabs a,.tabs strong{margin-right:12px} footer{background:#eef4ef;padding:16px 24px}
</style></head><body><header><a href="/"><strong>Pressed &amp; Fresh</strong></a><nav aria-label="Main"><a href="/prices">Prices</a> <a href="/collect">Book a collection</a> <a href="/orders">My orders</a> <a href="/account">Account</a> <a href="/help">Help</a></nav><a href="/bag">Bag (${count()})</a></header>
<main>${body}</main><footer><p>Dry cleaning and laundry collected and delivered across Leeds. Signed in as Jamie Clarke.</p><p>Shop: 41 Headingley Lane, open Monday to Saturday 8am to 6pm.</p></footer></body></html>`;

  const slotPicker = (base, q, keep = {}) => {
    const link = (o) => `${base}?${new URLSearchParams(Object.fromEntries(Object.entries({ ...keep, ...o }).filter(([, v]) => v)))}`;
    const days = DAYS.map((d) => (iso(d) === q.day ? `<strong>${label(iso(d))}</strong>` : `<a href="${link({ day: iso(d) })}">${label(iso(d))}</a>`)).join('');
    const slots = q.day ? `<form method="get" action="${base}"><input type="hidden" name="day" value="${esc(q.day)}"><fieldset><legend>Collection time on ${label(q.day)}</legend>${SLOTS.map(([v, l]) => (FULL.has(`${q.day}|${v}`) ? `<label><input type="radio" name="slot" value="${v}" disabled> ${l} (full)</label><br>` : `<label><input type="radio" name="slot" value="${v}"${v === q.slot ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label><br>`)).join('')}</fieldset></form>` : '<p>Choose a day first.</p>';
    return `<nav class="tabs" aria-label="Collection day">${days}</nav>${slots}`;
  };
  const okSlot = (day, slot) => DAYS.some((d) => iso(d) === day) && SLOTS.some(([v]) => v === slot) && !FULL.has(`${day}|${slot}`);
  const orderItems = (o) => o.items.map((b) => `${b.qty} × ${item(b.item)[2]}`).join(', ');

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const path = u.pathname;
    const om = /^\/orders\/([\w-]+)\/(reschedule|cancel|report)$/.exec(path);
    const order = om && state.orders.find((o) => o.ref === om[1]);
    if (method === 'POST') {
      if (path === '/bag/add') {
        const it = item(form.item);
        const qty = Math.max(1, Math.min(50, Number(form.qty) || 1));
        if (it) { const had = state.bag.find((b) => b.item === it[1]); if (had) had.qty += qty; else state.bag.push({ item: it[1], qty }); }
        return { redirect: `/prices?cat=${it ? it[0] : 'shirts'}` };
      }
      if (path === '/bag/qty') { const b = state.bag[Number(form.index)]; if (b) b.qty = Math.max(1, Number(form.qty) || 1); return { redirect: '/bag' }; }
      if (path === '/bag/remove') { state.bag.splice(Number(form.index), 1); return { redirect: '/bag' }; }
      if (path === '/bag/promo') { const c = String(form.code ?? '').trim().toUpperCase(); if (c === 'FRESH20') state.promo = c; return { redirect: '/bag' }; }
      if (path === '/collect') {
        if (!state.bag.length || !okSlot(form.day, form.slot) || !(form.address ?? '').trim() || !(form.postcode ?? '').trim()) return { redirect: `/collect?${new URLSearchParams({ day: form.day ?? '', slot: form.slot ?? '', error: '1' })}` };
        const o = { ref: `PF-${7750 + state.orders.length - 2}`, day: form.day, slot: form.slot, items: state.bag, address: form.address.trim(), postcode: form.postcode.trim().toUpperCase(), return: form.return === 'express' ? 'express' : 'standard', notes: String(form.notes ?? '').trim(), status: 'Booked' };
        if (state.promo) o.promo = state.promo;
        state.orders.push(o);
        state.bag = [];
        state.promo = '';
        return { redirect: `/orders/${o.ref}` };
      }
      if (order && om[2] === 'reschedule' && order.status === 'Booked') {
        if (okSlot(form.day, form.slot)) { order.day = form.day; order.slot = form.slot; }
        return { redirect: '/orders' };
      }
      if (order && om[2] === 'cancel' && order.status === 'Booked') {
        if (!CANCEL.includes(form.reason)) return { redirect: `/orders/${order.ref}/cancel?error=1` };
        order.status = 'Cancelled';
        order.reason = form.reason;
        return { redirect: '/orders' };
      }
      if (order && om[2] === 'report' && order.status === 'Delivered') {
        if (!item(form.item) || !PROBLEMS.includes(form.problem)) return { redirect: `/orders/${order.ref}/report?error=1` };
        state.reports.push({ ref: order.ref, item: form.item, problem: form.problem, details: String(form.details ?? '').trim() });
        return { redirect: '/orders?reported=1' };
      }
      if (path === '/account') {
        state.prefs = { finish: form.finish === 'folded' ? 'folded' : 'hanger', starch: ['none', 'light', 'medium', 'heavy'].includes(form.starch) ? form.starch : 'none', textAlerts: form.textAlerts === '1', mobile: String(form.mobile ?? '').replace(/\s+/g, '') };
        return { redirect: '/account?saved=1' };
      }
      if (path === '/help') {
        const m = { name: String(form.name ?? '').trim(), email: String(form.email ?? '').trim().toLowerCase(), message: String(form.message ?? '').trim() };
        if (!m.name || !m.email.includes('@') || !m.message) return { redirect: '/help?error=1' };
        state.messages.push(m);
        return { redirect: '/help?sent=1' };
      }
      return { status: 404, html: 'Not found' };
    }
    let html;
    const od = /^\/orders\/([\w-]+)$/.exec(path);
    const shown = od && state.orders.find((o) => o.ref === od[1]);
    if (path === '/') html = layout('Home', `<h1>Dry cleaning, collected from your door</h1><p>Book a collection, we clean and return in 48 hours (or 24 with express).</p>
<form method="get" action="/coverage"><label for="pc">Do we collect from you? Enter your postcode</label> <input id="pc" name="postcode" required> <button>Check postcode</button></form>
<p><a href="/prices">See our prices</a> · <a href="/collect">Book a collection</a></p>`);
    else if (path === '/coverage') {
      const area = String(query.postcode ?? '').toUpperCase().trim().split(/\s+/)[0];
      html = layout('Coverage', `<h1>Postcode ${esc(query.postcode ?? '')}</h1><p>${AREAS.includes(area) ? `Good news: we collect from ${esc(area)}. <a href="/collect">Book a collection</a>` : `Sorry, we don't collect from ${esc(area)} yet. You can drop off at our shop.`}</p>`);
    } else if (path === '/prices') {
      const cat = TABS.some(([v]) => v === query.cat) ? query.cat : 'shirts';
      html = layout('Prices', `<h1>Prices</h1><nav class="tabs" aria-label="Categories">${TABS.map(([v, l]) => (v === cat ? `<strong>${l}</strong>` : `<a href="/prices?cat=${v}">${l}</a>`)).join('')}</nav>
<table><tr><th>Item</th><th>Price</th><th></th></tr>${ITEMS.filter((i) => i[0] === cat).map(([, code, name, p]) => `<tr><td>${esc(name)}</td><td>${money(p)}</td><td><form method="post" action="/bag/add"><input type="hidden" name="item" value="${code}"><label>Quantity <input type="number" name="qty" value="1" min="1" max="50" style="width:4em"></label> <button aria-label="Add ${esc(name)}">Add</button></form></td></tr>`).join('')}</table>`);
    } else if (path === '/bag') {
      const sub = state.bag.reduce((s, b) => s + item(b.item)[3] * b.qty, 0);
      html = layout('Bag', `<h1>Your bag</h1>${state.bag.length ? `<table><tr><th>Item</th><th>Quantity</th><th>Price</th><th></th></tr>${state.bag.map((b, i) => `<tr><td>${esc(item(b.item)[2])}</td><td><form method="post" action="/bag/qty"><input type="hidden" name="index" value="${i}"><select name="qty" aria-label="Quantity of ${esc(item(b.item)[2])}" onchange="this.form.submit()">${Array.from({ length: 12 }, (_, n) => n + 1).map((n) => `<option${n === b.qty ? ' selected' : ''}>${n}</option>`).join('')}</select></form></td><td>${money(item(b.item)[3] * b.qty)}</td><td><form method="post" action="/bag/remove"><input type="hidden" name="index" value="${i}"><button aria-label="Remove ${esc(item(b.item)[2])}">Remove</button></form></td></tr>`).join('')}</table>
<p>Total: ${money(sub * (state.promo ? 0.8 : 1))}${state.promo ? ' (20% off with FRESH20)' : ''}</p><form method="post" action="/bag/promo"><label for="code">Promo code</label> <input id="code" name="code"> <button>Apply</button></form><p><a href="/collect">Book a collection</a></p>` : '<p>Your bag is empty. <a href="/prices">Add items</a></p>'}`);
    } else if (path === '/collect') {
      const ready = okSlot(query.day, query.slot);
      html = layout('Book a collection', `<h1>Book a collection</h1><p>${count()} items in your bag.</p>${query.error ? '<p role="alert">Please choose a free slot and give your address.</p>' : ''}${slotPicker('/collect', query)}
<form method="post" action="/collect"><input type="hidden" name="day" value="${esc(query.day ?? '')}"><input type="hidden" name="slot" value="${esc(query.slot ?? '')}"><fieldset><legend>Collection address</legend><p><label for="addr">Address</label> <input id="addr" name="address" required></p><p><label for="postcode">Postcode</label> <input id="postcode" name="postcode" required></p><p><label for="notes">Instructions for the driver (optional)</label> <input id="notes" name="notes"></p></fieldset>
<fieldset><legend>Return</legend><label><input type="radio" name="return" value="standard" checked> Standard, back in 48 hours (free)</label><br><label><input type="radio" name="return" value="express"> Express, back in 24 hours (+£5.00)</label></fieldset><button${ready ? '' : ' disabled'}>Book collection</button></form>`);
    } else if (path === '/orders') html = layout('My orders', `<h1>My orders</h1>${query.reported ? '<p role="status">Thanks, we have your report and will be in touch.</p>' : ''}${[...state.orders].reverse().map((o) => `<article><h2>Order ${o.ref}</h2><p>${o.status === 'Delivered' ? 'Collected' : 'Collection'} ${label(o.day)}, ${SLOTS.find(([v]) => v === o.slot)[1]} · ${o.status}${o.reason ? ` (${esc(o.reason)})` : ''}</p><p>${esc(orderItems(o))}</p>${o.status === 'Booked' ? `<p><a href="/orders/${o.ref}/reschedule">Reschedule collection</a> · <a href="/orders/${o.ref}/cancel">Cancel order</a></p>` : o.status === 'Delivered' ? `<p><a href="/orders/${o.ref}/report">Report a problem</a></p>` : ''}</article>`).join('')}`);
    else if (shown) html = layout(`Order ${shown.ref}`, `<h1>Collection booked</h1><p>Order ${shown.ref}: ${label(shown.day)}, ${SLOTS.find(([v]) => v === shown.slot)[1]}, from ${esc(shown.address)}.</p><p><a href="/orders">My orders</a></p>`);
    else if (order && om[2] === 'reschedule' && order.status === 'Booked') html = layout('Reschedule', `<h1>Reschedule collection for ${order.ref}</h1><p>Now: ${label(order.day)}, ${SLOTS.find(([v]) => v === order.slot)[1]}.</p>${slotPicker(`/orders/${order.ref}/reschedule`, query)}${okSlot(query.day, query.slot) ? `<form method="post" action="/orders/${order.ref}/reschedule"><input type="hidden" name="day" value="${esc(query.day)}"><input type="hidden" name="slot" value="${esc(query.slot)}"><button>Confirm new time</button></form>` : ''}`);
    else if (order && om[2] === 'cancel' && order.status === 'Booked') html = layout('Cancel order', `<h1>Cancel order ${order.ref}</h1><form method="post" action="/orders/${order.ref}/cancel"><p><label for="reason">Reason</label> <select id="reason" name="reason" required><option value="">Please choose</option>${CANCEL.map((r) => `<option>${r}</option>`).join('')}</select></p><button>Cancel order</button> <a href="/orders">Go back</a></form>`);
    else if (order && om[2] === 'report' && order.status === 'Delivered') html = layout('Report a problem', `<h1>Report a problem with ${order.ref}</h1><form method="post" action="/orders/${order.ref}/report"><p><label for="item">Which item?</label> <select id="item" name="item"><option value="">Choose an item</option>${order.items.map((b) => `<option value="${b.item}">${esc(item(b.item)[2])}</option>`).join('')}</select></p><fieldset><legend>What went wrong?</legend>${PROBLEMS.map((p) => `<label><input type="radio" name="problem" value="${p}"> ${p}</label><br>`).join('')}</fieldset><p><label for="details">Details</label><br><textarea id="details" name="details"></textarea></p><button>Send report</button></form>`);
    else if (path === '/account') { const p = state.prefs; html = layout('Account', `<h1>Your account</h1>${query.saved ? '<p role="status">Preferences saved.</p>' : ''}<form method="post" action="/account"><fieldset><legend>Shirts returned</legend><label><input type="radio" name="finish" value="hanger"${p.finish === 'hanger' ? ' checked' : ''}> On a hanger</label> <label><input type="radio" name="finish" value="folded"${p.finish === 'folded' ? ' checked' : ''}> Folded</label></fieldset>
<p><label for="starch">Starch</label> <select id="starch" name="starch">${['none', 'light', 'medium', 'heavy'].map((s) => `<option value="${s}"${s === p.starch ? ' selected' : ''}>${s[0].toUpperCase() + s.slice(1)}</option>`).join('')}</select></p>
<p><label><input type="checkbox" name="textAlerts" value="1"${p.textAlerts ? ' checked' : ''}> Text me when my driver is on the way</label></p><p><label for="mobile">Mobile number</label> <input id="mobile" name="mobile" value="${esc(p.mobile)}"></p><button>Save preferences</button></form>`); }
    else if (path === '/help') html = layout('Help', `<h1>Help</h1><p>Most items are back in 48 hours. We can't clean fur.</p>${query.sent ? '<p role="status">Message sent.</p>' : ''}<h2>Contact us</h2><form method="post" action="/help"><p><label for="hn">Your name</label> <input id="hn" name="name" required></p><p><label for="he">Email</label> <input id="he" name="email" type="email" required></p><p><label for="hm">Message</label><br><textarea id="hm" name="message" required></textarea></p><button>Send</button></form>`);
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
