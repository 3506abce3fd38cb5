/**
 * A candle shop with making classes for round 28 (test/r28-steps-e2e.test.ts): a record's own link
 * said with a reason or a need, "yes" on a confirm page, the button after a lone control's value,
 * several steps in one turn, a page one link away.
 *
 * /candles: cards linking /candle/<id>. /candle/<id>: a "Size" menu that reloads the page (sent on
 * change, and an "Update" button), an "Add to basket" form (POST) with a "Qty" box. /basket: its lines,
 * each linking its candle, and a "Checkout" link (only there). /orders: a table of orders with
 * "Cancel order" per placed row; /orders/<ref>/cancel asks "Cancel order <ref>?" with one "Yes, cancel
 * this order" button (POST). /classes: a "Day" menu (GET to /classes/times, "Show classes"); a table of
 * classes with "Book" per row; /classes/<id>: "Seats" menu, "Your name" box, "Reserve seats" (POST).
 * /bookings: the class bookings with "Change seats" and "Cancel" per row; /bookings/<ref>/seats: "New
 * number of seats" and "Save" (POST); /bookings/<ref>/cancel: a required reason menu and "Cancel
 * booking". /group: a group evening form (POST: "Number of people", "Lead name", "Continue to
 * review") → /group/review with "Go back and change" and "Pay deposit".
 */
export function createSite() {
  const CANDLES = [
    { id: 'fig', name: 'Fig candle', sizes: [['100g', 8], ['200g', 14]] },
    { id: 'cedar', name: 'Cedar candle', sizes: [['100g', 9], ['200g', 16]] },
  ];
  const CLASSES = [
    { id: 'dip', name: 'Dipped tapers', day: '2026-12-04', label: 'Friday 4 December' },
    { id: 'jar', name: 'Jar candles', day: '2026-12-05', label: 'Saturday 5 December' },
  ];
  const DAYS = [['2026-12-04', 'Friday 4 December'], ['2026-12-05', 'Saturday 5 December']];
  let st;
  const reset = () => {
    st = {
      page: { path: '/', query: {} },
      basket: [],
      orders: [{ ref: 'LC-101', items: '2 × Fig candle', status: 'placed' }],
      bookings: [
        { ref: 'CB-3101', cls: 'dip', seats: 2, name: 'Ada', status: 'booked' },
        { ref: 'CB-3102', cls: 'jar', seats: 3, name: 'Ben', status: 'booked' },
      ],
      classBookings: [],
      group: null,
    };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const money = (n) => `£${n.toFixed(2)}`;
  const layout = (title, body) => `<!doctype html><title>${esc(title)} – Lanternfield</title><header><a href="/"><strong>Lanternfield</strong></a> <nav><a href="/candles">Candles</a> <a href="/classes">Classes</a> <a href="/bookings">My bookings</a> <a href="/orders">My orders</a> <a href="/group">Group evenings</a> <a href="/basket">Basket (${st.basket.length})</a></nav><form method="get" action="/search"><label>Search <input name="q"></label> <button>Go</button></form></header><main><h1>${esc(title)}</h1>${body}</main><footer><a href="/help">Help</a></footer>`;
  const cls = (id) => CLASSES.find((c) => c.id === id);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => { st = structuredClone(s); },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const q = Object.fromEntries(u.searchParams);
      const f = Object.fromEntries(new URLSearchParams(body || ''));
      const path = u.pathname;
      if (method === 'POST') {
        if (path === '/basket/add') { st.basket.push({ id: f.id, size: f.size, qty: Number(f.qty) }); return { redirect: '/basket' }; }
        const oc = /^\/orders\/([^/]+)\/cancel$/.exec(path);
        if (oc) { const o = st.orders.find((x) => x.ref === oc[1]); if (o) o.status = 'cancelled'; return { redirect: '/orders' }; }
        if (path === '/classes/book') { st.classBookings.push({ cls: f.cls, seats: Number(f.seats), name: f.name }); return { redirect: '/classes' }; }
        const bs = /^\/bookings\/([^/]+)\/(seats|cancel)$/.exec(path);
        if (bs) {
          const b = st.bookings.find((x) => x.ref === bs[1]);
          if (b && bs[2] === 'seats') b.seats = Number(f.seats);
          if (b && bs[2] === 'cancel') { if (!f.reason) return { redirect: path }; b.status = 'cancelled'; b.reason = f.reason; }
          return { redirect: '/bookings' };
        }
        if (path === '/group') { st.group = { people: Number(f.people), lead: f.lead, day: f.day }; return { redirect: '/group/review' }; }
        if (path === '/group/pay') { st.group.paid = true; return { redirect: '/' }; }
      }
      st.page = { path, query: q };
      if (path === '/') return { html: layout('Welcome', '<p>Hand-poured candles and classes.</p>') };
      if (path === '/candles') return { html: layout('Candles', `<ul class="cards">${CANDLES.map((c) => `<li class="card"><h3><a href="/candle/${c.id}">${c.name}</a></h3><p>From ${money(c.sizes[0][1])}</p></li>`).join('')}</ul>`) };
      const cm = /^\/candle\/(\w+)$/.exec(path);
      const candle = cm && CANDLES.find((c) => c.id === cm[1]);
      if (candle) {
        const size = q.size || candle.sizes[0][0];
        const menu = `<form method="get" action="/candle/${candle.id}"><label>Size <select name="size" onchange="this.form.submit()">${candle.sizes.map(([s, p]) => `<option value="${s}"${s === size ? ' selected' : ''}>${s} jar — ${money(p)}</option>`).join('')}</select></label> <button>Update</button></form>`;
        const add = `<form method="post" action="/basket/add"><input type="hidden" name="id" value="${candle.id}"><input type="hidden" name="size" value="${size}"><label>Qty <input type="number" name="qty" value="1" min="1" max="9"></label> <button>Add to basket</button></form>`;
        return { html: layout(candle.name, `<p>Burns for 40 hours.</p>${menu}${add}`) };
      }
      if (path === '/basket') return { html: layout('Basket', st.basket.length ? `<table><thead><tr><th>Candle</th><th>Size</th><th>Qty</th></tr></thead><tbody>${st.basket.map((l) => `<tr><td><a href="/candle/${l.id}">${CANDLES.find((c) => c.id === l.id).name}</a></td><td>${l.size}</td><td>${l.qty}</td></tr>`).join('')}</tbody></table><p><a href="/checkout">Checkout</a></p>` : '<p>Your basket is empty.</p>') };
      if (path === '/checkout') return { html: layout('Checkout', '<p>Delivery details.</p>') };
      if (path === '/orders') return { html: layout('My orders', `<table><thead><tr><th>Order</th><th>Items</th><th>Status</th><th></th></tr></thead><tbody>${st.orders.map((o) => `<tr><td>${o.ref}</td><td>${o.items}</td><td>${o.status === 'placed' ? `Placed</td><td><a href="/orders/${o.ref}/cancel">Cancel order</a>` : 'Cancelled</td><td>'}</td></tr>`).join('')}</tbody></table>`) };
      const ocp = /^\/orders\/([^/]+)\/cancel$/.exec(path);
      if (ocp) return { html: layout(`Cancel order ${ocp[1]}?`, `<p>Your money goes back to your card.</p><form method="post" action="${path}"><button>Yes, cancel this order</button></form><p><a href="/orders">No, keep it</a></p>`) };
      if (path === '/classes') return { html: layout('Classes', `<form method="get" action="/classes/times"><label>Day <select name="day"><option value="">Pick a day</option>${DAYS.map(([v, l]) => `<option value="${v}">${l}</option>`).join('')}</select></label> <button>Show classes</button></form><table><thead><tr><th>Class</th><th>When</th><th></th></tr></thead><tbody>${CLASSES.map((c) => `<tr><td>${c.name}</td><td>${c.label}, 10:00</td><td><a href="/classes/${c.id}">Book</a></td></tr>`).join('')}</tbody></table>`) };
      if (path === '/classes/times') return { html: layout('Classes that day', `<p>${CLASSES.filter((c) => c.day === q.day).map((c) => c.name).join(', ') || 'None'}</p>`) };
      const cp = /^\/classes\/(\w+)$/.exec(path);
      if (cp && cls(cp[1])) return { html: layout(cls(cp[1]).name, `<form method="post" action="/classes/book"><input type="hidden" name="cls" value="${cp[1]}"><label>Seats <select name="seats">${[1, 2, 3, 4].map((n) => `<option>${n}</option>`).join('')}</select></label> <label>Your name <input name="name" required></label> <button>Reserve seats</button></form>`) };
      if (path === '/bookings') return { html: layout('My bookings', `<table><thead><tr><th>Ref</th><th>Class</th><th>When</th><th>Who</th><th>Seats</th><th>Status</th><th></th></tr></thead><tbody>${st.bookings.map((b) => `<tr><td>${b.ref}</td><td>${cls(b.cls).name}</td><td>${cls(b.cls).label}</td><td>${b.name}</td><td>${b.seats}</td><td>${b.status === 'booked' ? `Booked</td><td><a href="/bookings/${b.ref}/seats">Change seats</a> · <a href="/bookings/${b.ref}/cancel">Cancel</a>` : 'Cancelled</td><td>'}</td></tr>`).join('')}</tbody></table>`) };
      const bp = /^\/bookings\/([^/]+)\/(seats|cancel)$/.exec(path);
      const b = bp && st.bookings.find((x) => x.ref === bp[1]);
      if (b && bp[2] === 'seats') return { html: layout(`Change seats for ${b.ref}`, `<form method="post" action="${path}"><label>New number of seats <input type="number" name="seats" min="1" max="6" value="${b.seats}" required></label> <button>Save</button></form>`) };
      if (b) return { html: layout(`Cancel ${b.ref}`, `<form method="post" action="${path}"><label>Why are you cancelling? <select name="reason" required><option value="">Please choose</option><option>Unwell</option><option>Plans changed</option></select></label> <button>Cancel booking</button></form><p><a href="/bookings">Keep my booking</a></p>`) };
      if (path === '/group') {
        const g = st.group;
        return { html: layout('Group evening', `<form method="post" action="/group"><input type="hidden" name="day" value="${esc(q.day || 'fri')}"><label>Number of people <input type="number" name="people" min="4" max="12" required value="${g ? g.people : ''}"></label> <label>Lead name <input name="lead" required value="${g ? esc(g.lead) : ''}"></label> <button>Continue to review</button></form>`) };
      }
      if (path === '/group/review') {
        const g = st.group;
        return { html: layout('Review your evening', g ? `<table><tbody><tr><th>People</th><td>${g.people}</td></tr><tr><th>Lead</th><td>${esc(g.lead)}</td></tr><tr><th>Total</th><td>${money(g.people * 20)}</td></tr></tbody></table><form method="post" action="/group/pay"><button>Pay deposit</button></form><p><a href="/group?day=${g.day}">Go back and change</a></p>` : '<p>Nothing yet.</p>') };
      }
      return { html: layout('Not found', '<p>No such page.</p>'), status: 404 };
    },
  };
}
