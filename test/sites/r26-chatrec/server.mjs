/**
 * A cycle hire and shop for round 26 (test/r26-chatrec-e2e.test.ts): records changed in chat, items by
 * position with a verb, day tabs said in other words.
 *
 * /shop: a grid of cards (a heading with the product's link, a price, an "Add to basket" button of a
 * form that posts), sorted by rating; /basket lists the lines.
 * /bookings: the user's bookings as cards, each with "Change date" and "Cancel booking" links;
 * /bookings/<ref>/cancel: the card, a required "Why are you cancelling?" menu at its prompt, a
 * "Cancel booking" button (POST; without a reason it comes back with an alert) and "Keep it".
 * /bookings/<ref>/change: the card (its day and time), then the same day tabs and times as /book.
 * /book: day tabs in a nav named "Pick a day" (today 2026-12-03), a table of start times with a
 * "Reserve" link named "Reserve <time>" while free (09:30 is full), the day and time in the address.
 */
export function createSite() {
  const PRODUCTS = [
    { id: 'lamp', name: 'Beacon Front Lamp', price: 24, rating: 4.8 },
    { id: 'lock', name: 'Granite D-Lock', price: 39, rating: 4.6 },
    { id: 'bell', name: 'Brass Ding Bell', price: 9, rating: 4.1 },
  ];
  const REASONS = ['Plans changed', 'Feeling unwell', 'Bad weather forecast', 'Booked the wrong one', 'Other'];
  const DAYS = [['2026-12-03', 'Thu 3 Dec'], ['2026-12-04', 'Fri 4 Dec'], ['2026-12-05', 'Sat 5 Dec']];
  const TIMES = ['09:30', '11:00', '14:30'];
  let st;
  const reset = () => {
    st = {
      page: { path: '/', query: {} },
      basket: [],
      bookings: [
        { ref: 'TB-201', what: 'Tandem bike', day: 'Saturday 5 December', time: '11:00', status: 'Booked' },
        { ref: 'TB-202', what: 'Electric mountain bike', day: 'Sunday 6 December', time: '14:30', status: 'Booked' },
      ],
    };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const layout = (title, body) => `<!doctype html><title>${esc(title)} – Thornbury Cycles</title><header><nav><a href="/">Thornbury Cycles</a> <a href="/shop">Shop</a> <a href="/book">Hire</a> <a href="/bookings">My bookings</a> <a href="/basket">Basket</a></nav></header><main>${body}</main>`;
  const card = (p) => `<div class="card"><h3><a href="/p/${p.id}">${esc(p.name)}</a></h3><p>£${p.price} · ★ ${p.rating}</p><form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><button>Add to basket</button></form></div>`;
  const booking = (b) => `<article class="card"><h2>${esc(b.what)}</h2><p>Reference ${b.ref}</p><p>${esc(b.day)}, ${b.time} · 2 bikes · £40</p>${b.status === 'Booked' ? `<p><a href="/bookings/${b.ref}/change">Change date</a> · <a href="/bookings/${b.ref}/cancel">Cancel booking</a></p>` : `<p>Cancelled (${esc(b.reason)})</p>`}</article>`;
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const q = Object.fromEntries(u.searchParams);
      const f = Object.fromEntries(new URLSearchParams(body || ''));
      const bm = /^\/bookings\/([\w-]+)\/cancel$/.exec(u.pathname);
      const bk = bm && st.bookings.find((b) => b.ref === bm[1]);
      if (method === 'POST') {
        if (u.pathname === '/basket/add') {
          st.basket.push(f.id);
          return { redirect: '/basket' };
        }
        if (bk && bk.status === 'Booked') {
          if (!REASONS.includes(f.reason)) return { redirect: `/bookings/${bk.ref}/cancel?error=1` };
          bk.status = 'Cancelled';
          bk.reason = f.reason;
          return { redirect: '/bookings' };
        }
        return { status: 404, html: 'Not found' };
      }
      st.page = { path: u.pathname, query: q };
      if (u.pathname === '/shop') return { html: layout('Shop', `<h1>Accessories</h1><p>Sorted by rating</p><div class="grid">${[...PRODUCTS].sort((a, b) => b.rating - a.rating).map(card).join('')}</div>`) };
      const p = PRODUCTS.find((x) => u.pathname === `/p/${x.id}`);
      if (p) return { html: layout(p.name, `<h1>${esc(p.name)}</h1><p>£${p.price}</p><form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><button>Add to basket</button></form>`) };
      if (u.pathname === '/basket') return { html: layout('Basket', `<h1>Your basket</h1>${st.basket.length ? `<ul>${st.basket.map((id) => `<li>${esc(PRODUCTS.find((x) => x.id === id)?.name)}</li>`).join('')}</ul>` : '<p>Empty.</p>'}`) };
      if (u.pathname === '/bookings') return { html: layout('My bookings', `<h1>My bookings</h1>${st.bookings.map(booking).join('')}`) };
      if (bk && bk.status === 'Booked') {
        return { html: layout('Cancel booking', `<h1>Cancel booking ${bk.ref}</h1>${booking(bk)}<form method="post" action="/bookings/${bk.ref}/cancel"><p><label for="why">Why are you cancelling?</label> <select id="why" name="reason" required><option value="">Choose one</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></p>${q.error ? '<p role="alert">Please choose a reason.</p>' : ''}<button>Cancel booking</button> <a href="/bookings">Keep it</a></form>`) };
      }
      const picker = (base) => {
        const tabs = `<nav aria-label="Pick a day">${DAYS.map(([v, l]) => (v === q.day ? `<strong aria-current="true">${l}</strong>` : `<a href="${base}?day=${v}">${l}</a>`)).join(' ')}</nav>`;
        const rows = q.day ? `<h2>Start times</h2><table><tr><th>Start</th><th>Bikes</th><th></th></tr>${TIMES.map((t) => `<tr><td>${t}</td><td>${t === '09:30' ? 'Fully booked' : '4 left'}</td><td>${t === '09:30' ? '—' : t === q.time ? '<strong>Selected</strong>' : `<a href="${base}?day=${q.day}&time=${t}" aria-label="Reserve ${t}">Reserve</a>`}</td></tr>`).join('')}</table>` : '<p>Pick a day to see start times.</p>';
        return `${tabs}${rows}`;
      };
      if (u.pathname === '/book') return { html: layout('Hire', `<h1>Hire a bike</h1>${picker('/book')}`) };
      const cm = /^\/bookings\/([\w-]+)\/change$/.exec(u.pathname);
      const ch = cm && st.bookings.find((b) => b.ref === cm[1]);
      if (ch) return { html: layout('Change booking', `<h1>Change booking ${ch.ref}</h1>${booking(ch)}<p>Pick a new day and start time.</p>${picker(u.pathname)}`) };
      if (u.pathname === '/') return { html: layout('Home', '<h1>Thornbury Cycles</h1><p>Hire and accessories.</p>') };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
  };
}
