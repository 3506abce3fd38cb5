/**
 * "Kiln & Co." — a pottery studio of our own for the round-9 conversation tests (not a bench set):
 * workshops as rows with filters that reload the list (a Day menu, a "Beginners welcome" box, a
 * "Highest price (€)" box with Update), workshop pages with Session radios (one sold out), a Seats
 * menu, an apron box and a total, the tutor's biography in a new tab; a supplies shop (Glazes &
 * clay, Tools) whose glaze pages have Jar size radios; a bag, a collection form (shop, day, an
 * e-mail me box and an e-mail field) and a delivery checkout; My orders as a table with a Reorder
 * link per row, one row discontinued. The state is what the server saw.
 */
const WORKSHOPS = [
  // id, name, day, time, level, tutor, price, dates [iso, label, soldOut]
  [1, 'Wheel Throwing', 'Thursday', '9:30 AM', 'Beginner', 'Marta Ilves', 25, [['2026-12-03', 'Thursday 3 December'], ['2026-12-10', 'Thursday 10 December', true], ['2026-12-17', 'Thursday 17 December']]],
  [2, 'Glazing Lab', 'Thursday', '6:00 PM', 'Advanced', 'Oskar Lind', 40, [['2026-12-03', 'Thursday 3 December'], ['2026-12-10', 'Thursday 10 December'], ['2026-12-17', 'Thursday 17 December']]],
  [3, 'Hand Building', 'Saturday', '11:00 AM', 'Beginner', 'Oskar Lind', 18, [['2026-12-05', 'Saturday 5 December', true], ['2026-12-12', 'Saturday 12 December'], ['2026-12-19', 'Saturday 19 December']]],
  [4, 'Raku Firing', 'Saturday', '2:00 PM', 'Advanced', 'Marta Ilves', 55, [['2026-12-05', 'Saturday 5 December'], ['2026-12-12', 'Saturday 12 December'], ['2026-12-19', 'Saturday 19 December']]],
];
const PRODUCTS = [
  [1, 'Celadon Glaze', 'glazes', [['200', '200 ml · €9'], ['500', '500 ml · €18']], 'Stir every 20 minutes while it rests.', 'Fires at 1220 °C in an electric kiln. Food safe once fired.'],
  [2, 'Stoneware Clay', 'glazes', [['5', '5 kg · €12'], ['10', '10 kg · €21']], 'Keep wrapped.'],
  [3, 'Trimming Tool', 'tools', [['1', 'Single · €7'], ['3', 'Set of three · €16']], 'Sharpen once a month.'],
];
const SHOPS = [['north', 'Northgate'], ['river', 'Riverside Arcade'], ['quay', 'Old Quay']];
const DAYS = [['mon', 'Monday 7 December'], ['tue', 'Tuesday 8 December'], ['wed', 'Wednesday 9 December']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bag: [], collections: [], orders: [], bioViews: 0 };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Kiln &amp; Co.</title></head><body>
<header><a href="/">Kiln &amp; Co.</a> <form action="/workshops" role="search"><label for="hq">Search workshops</label> <input id="hq" name="q"> <button>Search</button></form>
<nav><a href="/workshops">Workshops</a> <a href="/bag">Bag (${state.bag.length})</a> <a href="/orders">My orders</a></nav></header><main>${body}</main></body></html>`;

  function list(query) {
    let found = WORKSHOPS.filter((w) => !query.q || w[1].toLowerCase().includes(query.q.toLowerCase()));
    if (query.day) found = found.filter((w) => w[2] === query.day);
    if (query.beginner === '1') found = found.filter((w) => w[4] === 'Beginner');
    if (query.max) found = found.filter((w) => w[6] <= Number(query.max));
    const rows = found.map((w) => `<li class="row"><h2><a href="/workshop/${w[0]}">${esc(w[1])}</a></h2><p>${w[2]} · ${w[3]} · ${['2h', '1h 30m', '2h 15m', '3h'][w[0] - 1]}</p><p><span class="level">${w[4]}</span><br>with ${esc(w[5])}</p><p>€${w[6]}</p><p><a href="/workshop/${w[0]}">Details</a></p></li>`).join('');
    return layout('Workshops', `<aside><form action="/workshops">${query.q ? `<input type="hidden" name="q" value="${esc(query.q)}">` : ''}
<p><label for="day">Day</label> <select id="day" name="day" onchange="this.form.submit()">${options([['', 'Any day'], ['Thursday', 'Thursday'], ['Saturday', 'Saturday']], query.day ?? '')}</select></p>
<p><label><input type="checkbox" name="beginner" value="1"${query.beginner === '1' ? ' checked' : ''} onchange="this.form.submit()"> Beginners welcome</label></p>
<p><label for="max">Highest price (€)</label> <input id="max" name="max" type="number" value="${esc(query.max ?? '')}"> <button>Update</button></p></form></aside>
<section><h1>Workshops</h1><ul>${rows}</ul></section>`);
  }

  function workshop(w, query) {
    const date = w[7].some(([d, , sold]) => d === query.date && !sold) ? query.date : '';
    const seats = Math.min(4, Math.max(1, Number(query.seats) || 1));
    const apron = query.apron === '1';
    const radios = w[7].map(([iso, label, sold]) => `<label><input type="radio" name="date" value="${iso}"${sold ? ' disabled' : ''}${iso === date ? ' checked' : ''} onchange="this.form.submit()"> ${label}${sold ? ' · Sold out' : ''}</label>`).join('<br>');
    return layout(w[1], `<h1>${esc(w[1])}</h1><p>Pottery · ${w[2]}s at ${w[3]} · 2 hours · North room · ${w[4]}</p>
<p>Taught by <a href="/tutor/${w[5].split(' ')[0].toLowerCase()}" target="_blank">${esc(w[5])}</a> (biography opens in a new tab)</p><p>€${w[6]} per seat</p>
<form action="/workshop/${w[0]}"><fieldset><legend>Session</legend>${radios}</fieldset>
<p><label for="seats">Seats</label> <select id="seats" name="seats" onchange="this.form.submit()">${options(['1', '2', '3', '4'].map((n) => [n, n]), String(seats))}</select></p>
<p><label><input type="checkbox" name="apron" value="1"${apron ? ' checked' : ''} onchange="this.form.submit()"> Borrow an apron (+€2 per seat)</label></p></form>
<p>Total: €${(seats * (w[6] + (apron ? 2 : 0))).toFixed(2)}</p>`);
  }

  function product(p, query) {
    const size = p[3].some(([v]) => v === query.size) ? query.size : '';
    const radios = p[3].map(([v, l]) => `<label><input type="radio" name="size" value="${v}"${v === size ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`).join('<br>');
    return layout(p[1], `<h1>${esc(p[1])}</h1><p>${esc(p[4])}</p>${p[5] ? `<p>${esc(p[5])}</p>` : ''}<p>${p[0] === 2 ? 'Out of stock until January' : 'In stock · ships in 2 days'}</p><form action="/product/${p[0]}"><fieldset><legend>Size</legend>${radios}</fieldset></form>
<form method="post" action="/bag/add"><input type="hidden" name="id" value="${p[0]}"><input type="hidden" name="size" value="${size || p[3][0][0]}"><button>Add to bag</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/bag/add') {
        state.bag.push({ id: Number(form.id), size: form.size });
        return { redirect: '/bag' };
      }
      if (u.pathname === '/collect') {
        state.collections.push({ shop: form.shop, day: form.day, email: form.notify === '1' ? form.email : '' });
        return { redirect: '/collect/done' };
      }
      if (u.pathname === '/order') {
        state.orders.push({ items: state.bag, address: form.address, name: form.name, phone: form.phone });
        state.bag = [];
        return { redirect: '/order/done' };
      }
      return { status: 404, html: 'Not found' };
    }
    if (u.pathname === '/favicon.ico') return { status: 404, html: 'Not found' };
    let html;
    const w = /^\/workshop\/(\d)$/.exec(u.pathname);
    const p = /^\/product\/(\d)$/.exec(u.pathname);
    const tutor = /^\/tutor\/([a-z]+)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Home', `<h1>Kiln &amp; Co.</h1><h2>Shop</h2><ul><li><a href="/dept/glazes">Glazes &amp; clay</a></li><li><a href="/dept/tools">Tools</a></li></ul>`);
    else if (u.pathname === '/workshops') html = list(query);
    else if (w) html = workshop(WORKSHOPS[Number(w[1]) - 1], query);
    else if (tutor) {
      state.bioViews++;
      return { html: layout('Tutor', `<h1>About our tutor</h1><p>${esc(tutor[1])} has taught for ten years.</p>`) };
    } else if (u.pathname.startsWith('/dept/')) {
      const dept = u.pathname.slice(6);
      const rows = PRODUCTS.filter((x) => x[2] === dept).map((x) => `<li class="item"><h2><a href="/product/${x[0]}">${esc(x[1])}</a></h2><p>From ${esc(x[3][0][1].split(' · ')[1])}</p></li>`).join('');
      html = layout(dept, `<h1>${dept === 'glazes' ? 'Glazes &amp; clay' : 'Tools'}</h1><ul>${rows}</ul>`);
    } else if (p) html = product(PRODUCTS[Number(p[1]) - 1], query);
    else if (u.pathname === '/bag') html = layout('Bag', `<h1>Your bag</h1><p>${state.bag.length} items</p><p><a href="/collect">Collect in a shop</a> · <a href="/checkout">Deliver to me</a></p>`);
    else if (u.pathname === '/collect') html = layout('Collect', `<h1>Collect in a shop</h1><form method="post" action="/collect">
<p><label for="shop">Collection shop</label> <select id="shop" name="shop">${options(SHOPS, 'north')}</select></p>
<p><label for="cday">Collection day</label> <select id="cday" name="day">${options(DAYS, 'mon')}</select></p>
<p><label><input type="checkbox" name="notify" value="1"> Email me when it's ready</label></p>
<p><label for="em">Email address</label> <input id="em" name="email" type="email"></p><button>Request collection</button></form>`);
    else if (u.pathname === '/checkout') html = layout('Checkout', `<h1>Delivery</h1><form method="post" action="/order">
<p><label for="ad">Street address</label> <input id="ad" name="address"></p><p><label for="nm">Full name</label> <input id="nm" name="name"></p>
<p><label for="ph">Phone</label> <input id="ph" name="phone"></p><button>Place order</button></form>`);
    else if (u.pathname === '/orders') {
      const rows = [['Celadon Glaze', 2, true], ['Copper Red Glaze', 1, false], ['Stoneware Clay', 3, true]]
        .map(([n, q, ok], i) => `<tr><td>${n}</td><td>KC-${300 + i}</td><td>${q} ${q === 1 ? 'jar' : 'jars'}</td><td>${ok ? `<a href="/product/${i === 0 ? 1 : 2}">Reorder</a>` : 'No longer made'}</td></tr>`).join('');
      html = layout('My orders', `<h1>My orders</h1><table><thead><tr><th>Item</th><th>Order</th><th>Quantity</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
    } else html = layout('Done', '<h1>Thank you</h1>');
    state.page = { path: u.pathname, query };
    return { html };
  }

  return { handle, state: () => structuredClone(state), restore: (s) => { state = structuredClone(s); }, reset };
}
