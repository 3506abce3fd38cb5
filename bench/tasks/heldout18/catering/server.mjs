/**
 * "Saffron & Sage Catering" (bench/tasks/heldout18, written blind): a header nav and search box,
 * menus as course tabs over a grid of cards each with a Quantity box and "Add to order", an order
 * table with a quantity menu and Remove per row, a three-step checkout (event date, delivery time,
 * guests and delivery or collection go into the query of the details step; contact details,
 * address, dietary notes and a plates box; Place order), My orders (Cancel an upcoming order,
 * Order again), tasting bookings and an enquiry form for weddings and large events.
 * `state()` is what the server has seen. Run alone: `node server.mjs [port]`.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const I = (id, course, name, serves, price, veg) => ({ id, course, name, serves, price, veg });
export const ITEMS = [
  I('B1', 'breakfast', 'Pastry Platter', '12 pastries', 24, true), I('B2', 'breakfast', 'Bacon Roll Box', '10 rolls', 30, false), I('B3', 'breakfast', 'Fruit and Yoghurt Pots', 'box of 6', 18, true),
  I('L1', 'lunch', 'Classic Sandwich Platter', 'serves 5', 32, false), I('L2', 'lunch', 'Vegan Wrap Platter', 'serves 5', 34, true), I('L3', 'lunch', 'Mezze Box', 'serves 4', 28, true), I('L4', 'lunch', 'Hot Lasagne Tray', 'serves 8', 48, false),
  I('C1', 'canapes', 'Cold Canapés', '24 pieces', 36, false), I('C2', 'canapes', 'Hot Canapés', '24 pieces', 42, false), I('C3', 'canapes', 'Sushi Selection', '30 pieces', 45, false),
  I('D1', 'desserts', 'Brownie Tray', '16 squares', 22, true), I('D2', 'desserts', 'Mini Cheesecakes', '12 pieces', 27, true), I('D3', 'desserts', 'Fresh Fruit Platter', 'serves 10', 25, true),
];
const COURSES = [['breakfast', 'Breakfast'], ['lunch', 'Lunch'], ['canapes', 'Canapés'], ['desserts', 'Desserts']];
const TIMES = [['07:30', '7:30am'], ['08:30', '8:30am'], ['11:30', '11:30am'], ['12:30', '12:30pm'], ['17:00', '5pm']];
const TASTE_DAYS = [['2026-12-08', 'Tuesday 8 December'], ['2026-12-09', 'Wednesday 9 December'], ['2026-12-10', 'Thursday 10 December']];
const EVENTS = [['wedding', 'Wedding'], ['corporate', 'Corporate event'], ['birthday', 'Birthday party'], ['wake', 'Funeral or wake'], ['other', 'Other']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const item = (id) => ITEMS.find((i) => i.id === id);
const opts = (list, chosen, blank) => `${blank ? `<option value="">${blank}</option>` : ''}${list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('')}`;
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label> `).join('');

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      basket: [],
      orders: [
        { ref: 'SS-310', items: [{ id: 'L1', qty: 2 }, { id: 'D1', qty: 1 }], date: '2026-11-12', time: '12:30', guests: 12, method: 'delivery', name: 'Ruth Hale', phone: '07700 900310', company: 'Hale & Co', address: '4 Mill Lane, Bath BA1 2QT', notes: '', plates: false, status: 'delivered' },
        { ref: 'SS-322', items: [{ id: 'C1', qty: 3 }], date: '2026-12-03', time: '17:00', guests: 40, method: 'collection', name: 'Ruth Hale', phone: '07700 900310', company: 'Hale & Co', address: '', notes: '', plates: false, status: 'confirmed' },
      ],
      tastings: [],
      enquiries: [],
    };
  };
  reset();
  const count = () => state.basket.reduce((n, b) => n + b.qty, 0);
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Saffron &amp; Sage</title><style>
body{font-family:'Trebuchet MS',sans-serif;margin:0} header{display:flex;gap:18px;align-items:center;padding:12px 24px;background:#4b6043;color:#fff} header a{color:#fff}
main{padding:20px 28px} .grid{display:grid;grid-template-columns:repeat(3,250px);gap:16px} .card{border:1px solid #bcb;padding:12px} .tabs a{margin-right:12px}
table{border-collapse:collapse} th,td{border-bottom:1px solid #ccc;padding:6px 10px}
</style></head><body><header><a href="/"><strong>Saffron &amp; Sage</strong></a><nav><a href="/menus">Menus</a> <a href="/tasting">Tastings</a> <a href="/enquiry">Weddings &amp; events</a> <a href="/orders">My orders</a></nav>
<form method="get" action="/menus" role="search"><input name="q" aria-label="Search the menus" placeholder="Search the menus"><button>Search</button></form><a href="/order">Your order (${count()})</a></header><main>${body}</main></body></html>`;

  function menusPage(q) {
    const course = COURSES.some(([v]) => v === q.course) ? q.course : '';
    const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const list = ITEMS.filter((i) => (!course || i.course === course) && (!q.veg || i.veg) && words.every((w) => `${i.name} ${i.course}`.toLowerCase().includes(w.replace(/s$/, ''))));
    const tabs = `<nav class="tabs" aria-label="Courses"><a href="/menus">All</a>${COURSES.map(([v, l]) => `<a href="/menus?course=${v}"${v === course ? ' aria-current="page"' : ''}>${l}</a>`).join('')}</nav>`;
    const veg = `<form method="get" action="/menus">${course ? `<input type="hidden" name="course" value="${course}">` : ''}<label><input type="checkbox" name="veg" value="1"${q.veg ? ' checked' : ''} onchange="this.form.submit()"> Vegetarian only</label></form>`;
    const cards = list.map((i) => `<div class="card"><h2>${esc(i.name)}</h2><p>${esc(i.serves)}${i.veg ? ' · Vegetarian' : ''}</p><p>£${i.price}</p><form method="post" action="/order/add"><input type="hidden" name="id" value="${i.id}"><label for="qty-${i.id}">Quantity</label> <input id="qty-${i.id}" name="qty" type="number" min="1" max="30" value="1"> <button aria-label="Add ${esc(i.name)} to order">Add to order</button></form></div>`).join('');
    return layout('Menus', `<h1>${q.q ? `Results for “${esc(q.q)}”` : 'Our menus'}</h1>${tabs}${veg}<div class="grid">${cards || '<p>Nothing matches.</p>'}</div>`);
  }
  const total = (items) => items.reduce((s, b) => s + item(b.id).price * b.qty, 0);
  function orderPage() {
    if (!state.basket.length) return layout('Your order', '<h1>Your order</h1><p>Nothing added yet.</p><p><a href="/menus">Browse the menus</a></p>');
    const rows = state.basket.map((b, n) => `<tr><td>${esc(item(b.id).name)}</td><td><form method="post" action="/order/qty"><input type="hidden" name="id" value="${b.id}"><label for="oq-${b.id}">Quantity</label> <select id="oq-${b.id}" name="qty" onchange="this.form.submit()">${Array.from({ length: 30 }, (_, k) => `<option${k + 1 === b.qty ? ' selected' : ''}>${k + 1}</option>`).join('')}</select></form></td><td>£${item(b.id).price * b.qty}</td><td><form method="post" action="/order/remove"><input type="hidden" name="id" value="${b.id}"><button aria-label="Remove ${esc(item(b.id).name)}">Remove</button></form></td></tr>`).join('');
    return layout('Your order', `<h1>Your order</h1><table><tbody>${rows}</tbody></table><p>Food total: £${total(state.basket)}</p><p><a href="/order/event">Continue to event details</a></p>`);
  }
  const eventPage = () => layout('Event details', `<p>Step 1 of 2</p><h1>When and where</h1><form method="get" action="/order/details"><p><label for="date">Event date</label> <input id="date" name="date" type="date"></p>
<p><label for="time">Delivery time</label> <select id="time" name="time">${opts(TIMES, '', 'Choose a time')}</select></p><p><label for="guests">Number of guests</label> <input id="guests" name="guests" type="number" min="1"></p>
<fieldset><legend>Delivery or collection?</legend>${radios('method', [['delivery', 'Deliver to my venue (£15)'], ['collection', 'I will collect from the kitchen']], 'delivery')}</fieldset><p><button>Continue</button></p></form>`);
  const detailsPage = (q) => layout('Your details', `<p>Step 2 of 2</p><h1>Your details</h1><p>${esc(q.date ?? '')} at ${esc(q.time ?? '')}, ${esc(q.guests ?? '')} guests, ${q.method === 'collection' ? 'collection' : 'delivery'}.</p>
<form method="post" action="/order/place">${['date', 'time', 'guests', 'method'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`).join('')}
<p><label for="name">Contact name</label> <input id="name" name="name"></p><p><label for="phone">Phone</label> <input id="phone" name="phone" type="tel"></p><p><label for="company">Company (optional)</label> <input id="company" name="company"></p>
${q.method === 'collection' ? '' : '<p><label for="address">Delivery address</label> <textarea id="address" name="address"></textarea></p>'}<p><label for="notes">Dietary notes</label> <textarea id="notes" name="notes"></textarea></p>
<p><label><input type="checkbox" name="plates" value="1"> Add plates and napkins (50p per guest)</label></p><p><button>Place order</button></p></form>`);
  function ordersPage() {
    const rows = [...state.orders].reverse().map((o) => `<tr><td>${o.ref}</td><td>${o.date}</td><td>${esc(o.items.map((b) => `${b.qty} × ${item(b.id).name}`).join(', '))}</td><td>${o.status[0].toUpperCase() + o.status.slice(1)}</td><td>${o.status === 'confirmed' ? `<form method="post" action="/orders/cancel"><input type="hidden" name="ref" value="${o.ref}"><button aria-label="Cancel order ${o.ref}">Cancel order</button></form>` : ''}<form method="post" action="/orders/again"><input type="hidden" name="ref" value="${o.ref}"><button aria-label="Order ${o.ref} again">Order again</button></form></td></tr>`).join('');
    return layout('My orders', `<h1>My orders</h1><table><thead><tr><th>Order</th><th>Date</th><th>Food</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }
  const tastingPage = () => layout('Book a tasting', `<h1>Book a tasting</h1><p>Try six dishes at our kitchen, free for weddings over 50 guests.</p><form method="post" action="/tasting"><fieldset><legend>Day</legend>${radios('day', TASTE_DAYS, '')}</fieldset>
<p><label for="ttime">Time</label> <select id="ttime" name="time">${opts([['11:00', '11am'], ['14:00', '2pm'], ['16:00', '4pm']], '11:00')}</select></p><p><label for="people">People</label> <select id="people" name="people">${opts([['1', '1'], ['2', '2'], ['3', '3'], ['4', '4']], '2')}</select></p>
<p><label for="tname">Your name</label> <input id="tname" name="name"></p><p><label for="temail">Email</label> <input id="temail" name="email" type="email"></p><p><button>Book tasting</button></p></form>`);
  const enquiryPage = () => layout('Weddings and events', `<h1>Tell us about your event</h1><form method="post" action="/enquiry"><p><label for="etype">Type of event</label> <select id="etype" name="type">${opts(EVENTS, '', 'Choose')}</select></p>
<p><label for="edate">Date</label> <input id="edate" name="date" type="date"></p><p><label for="eguests">Guests</label> <input id="eguests" name="guests" type="number"></p><p><label for="budget">Budget per head (£)</label> <input id="budget" name="budget" type="number"></p>
<p><label for="ename">Name</label> <input id="ename" name="name"></p><p><label for="eemail">Email</label> <input id="eemail" name="email" type="email"></p><p><label for="emsg">Anything else?</label> <textarea id="emsg" name="message"></textarea></p><p><button>Send enquiry</button></p></form>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const q = Object.fromEntries(u.searchParams);
    const f = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/order/add': {
          if (!item(f.id)) break;
          const qty = Math.max(1, Number(f.qty) || 1);
          const b = state.basket.find((x) => x.id === f.id);
          if (b) b.qty += qty;
          else state.basket.push({ id: f.id, qty });
          return { redirect: '/order' };
        }
        case '/order/qty': {
          const b = state.basket.find((x) => x.id === f.id);
          if (b) b.qty = Math.max(1, Number(f.qty) || 1);
          return { redirect: '/order' };
        }
        case '/order/remove':
          state.basket = state.basket.filter((x) => x.id !== f.id);
          return { redirect: '/order' };
        case '/order/place': {
          if (!state.basket.length || !f.date || !f.time || !f.name || !f.phone) return { status: 400, html: layout('Missing details', '<h1>Please give the date, time, your name and phone</h1>') };
          const ref = `SS-${323 + state.orders.length - 2}`;
          state.orders.push({ ref, items: state.basket, date: f.date, time: f.time, guests: Number(f.guests) || 0, method: f.method || 'delivery', name: f.name, phone: f.phone, company: f.company ?? '', address: f.address ?? '', notes: f.notes ?? '', plates: f.plates === '1', status: 'confirmed' });
          state.basket = [];
          return { redirect: '/order/placed' };
        }
        case '/orders/cancel': {
          const o = state.orders.find((x) => x.ref === f.ref && x.status === 'confirmed');
          if (o) o.status = 'cancelled';
          return { redirect: '/orders' };
        }
        case '/orders/again': {
          const o = state.orders.find((x) => x.ref === f.ref);
          if (o) state.basket = o.items.map((b) => ({ ...b }));
          return { redirect: '/order' };
        }
        case '/tasting':
          if (!f.day || !f.name) return { status: 400, html: layout('Missing details', '<h1>Please choose a day and give your name</h1>') };
          state.tastings.push({ day: f.day, time: f.time ?? '', people: Number(f.people) || 0, name: f.name, email: f.email ?? '' });
          return { redirect: '/tasting/booked' };
        case '/enquiry':
          state.enquiries.push({ type: f.type ?? '', date: f.date ?? '', guests: Number(f.guests) || 0, budget: Number(f.budget) || 0, name: f.name ?? '', email: f.email ?? '', message: f.message ?? '' });
          return { redirect: '/enquiry/sent' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    let html;
    if (u.pathname === '/') html = layout('Home', `<h1>Food for offices, parties and weddings</h1><p>Order by 2pm for next-day delivery across Bath and Bristol.</p><ul><li><a href="/menus?course=breakfast">Breakfast menu</a></li><li><a href="/menus?course=lunch">Lunch menu</a></li><li><a href="/menus?course=canapes">Canapés</a></li><li><a href="/menus?course=desserts">Desserts</a></li></ul>`);
    else if (u.pathname === '/menus') html = menusPage(q);
    else if (u.pathname === '/order') html = orderPage();
    else if (u.pathname === '/order/event') html = eventPage();
    else if (u.pathname === '/order/details') html = detailsPage(q);
    else if (u.pathname === '/order/placed') html = layout('Order placed', `<h1>Thank you</h1><p>Your order ${state.orders[state.orders.length - 1].ref} is confirmed.</p>`);
    else if (u.pathname === '/orders') html = ordersPage();
    else if (u.pathname === '/tasting') html = tastingPage();
    else if (u.pathname === '/tasting/booked') html = layout('Tasting booked', '<h1>See you at the tasting</h1>');
    else if (u.pathname === '/enquiry') html = enquiryPage();
    else if (u.pathname === '/enquiry/sent') html = layout('Enquiry sent', '<h1>Thanks, our events team will be in touch</h1>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query: q };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (s) => { reset(); Object.assign(state, structuredClone(s)); } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = createSite();
  createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const r = site.handle(req.method, req.url, body);
      if (r.redirect) res.writeHead(303, { location: r.redirect }).end();
      else res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(r.html);
    });
  }).listen(Number(process.argv[2]) || 8131, '127.0.0.1');
}
