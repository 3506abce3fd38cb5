/**
 * A bike shop for round 28's service forms on pages of their own (test/r28-service-pages.test.ts).
 * The home page has a header search (GET) and nav links whose names the tasks do not say: "Workshop"
 * (a posting form: Bike type menu, Service radios, Drop-off day menu, Your name, Phone, a Notes area,
 * "Book in"), "Hire a bike" (Bike menu, Hire length radios, Rider's name, "Start hire"), "Get in touch"
 * (Topic menu, Name, Email, Message area, "Send"), "Gift cards" (Amount radios, Recipient's name,
 * Recipient's email, Message area, From, "Buy gift card") and "Shop" (a list and its GET filter).
 * Nothing here is a copy of a bench site.
 */
export function createSite() {
  const DAYS = [['2026-12-01', 'Tuesday 1 December'], ['2026-12-02', 'Wednesday 2 December'], ['2026-12-03', 'Thursday 3 December']];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, repairs: [], hires: [], messages: [], cards: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Spoke Yard</title></head>
<body><header><a href="/">Spoke Yard</a><form method="get" action="/shop"><label>Search <input type="search" name="q"></label><button type="submit">Search</button></form>
<nav><ul><li><a href="/shop">Shop</a></li><li><a href="/workshop">Workshop</a></li><li><a href="/hire">Hire a bike</a></li><li><a href="/gift-cards">Gift cards</a></li><li><a href="/contact">Get in touch</a></li></ul></nav></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const select = (label, name, options, prompt = 'Select') => `<p><label>${label} <select name="${name}" required><option value="">${prompt}</option>${options.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label></p>`;
  const radios = (legend, name, options) => `<fieldset><legend>${legend}</legend>${options.map(([v, t]) => `<label><input type="radio" name="${name}" value="${v}" required> ${t}</label>`).join('')}</fieldset>`;
  const box = (label, name, type = 'text', required = true) => `<p><label>${label} <input name="${name}" type="${type}"${required ? ' required' : ''}></label></p>`;
  const area = (label, name) => `<p><label>${label} <textarea name="${name}"></textarea></label></p>`;
  const home = () => page('Spoke Yard', '<p>Bikes, parts and a workshop in the old yard.</p>');
  const shop = () => page('Shop', `<form method="get" action="/shop">${select('Kind', 'kind', [['city', 'City bikes'], ['mtb', 'Mountain bikes']], 'Any')}<button type="submit">Filter</button></form><ul><li>Harbour city bike £420</li><li>Ridge mountain bike £690</li></ul>`);
  const workshop = () => page('Workshop', `<p>Prices from £15.</p><form method="post" action="/workshop">${select('Bike type', 'bike', [['city', 'City bike'], ['mountain', 'Mountain bike'], ['road', 'Road bike']])}${radios('Service', 'service', [['puncture', 'Puncture repair'], ['brakes', 'Brake tune'], ['full', 'Full service']])}${select('Drop-off day', 'day', DAYS)}${box('Your name', 'name')}${box('Phone', 'phone', 'tel')}${area('Notes', 'notes')}<button type="submit">Book in</button></form>`);
  const hire = () => page('Hire a bike', `<form method="post" action="/hire">${select('Bike', 'bike', [['city', 'City bike'], ['mountain', 'Mountain bike'], ['ebike', 'E-bike']])}${radios('Hire length', 'length', [['1d', '1 day'], ['3d', '3 days'], ['1w', '1 week']])}${box("Rider's name", 'name')}<button type="submit">Start hire</button></form>`);
  const cards = () => page('Gift cards', `<form method="post" action="/gift-cards">${radios('Amount', 'amount', [['20', '£20'], ['50', '£50']])}${box("Recipient's name", 'to')}${box("Recipient's email", 'email', 'email')}${area('Message', 'message')}${box('From', 'from')}<button type="submit">Buy gift card</button></form>`);
  const contact = () => page('Get in touch', `<form method="post" action="/contact">${select('Topic', 'topic', [['rides', 'Group rides'], ['workshop', 'Workshop'], ['orders', 'Orders']], 'Choose a topic')}${box('Name', 'name')}${box('Email', 'email', 'email')}${area('Message', 'message')}<button type="submit">Send</button></form>`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const q = Object.fromEntries(u.searchParams);
      const f = Object.fromEntries(new URLSearchParams(body || ''));
      if (method === 'POST') {
        if (path === '/workshop' && f.bike && f.service && f.day && f.name && f.phone) {
          st.repairs.push({ bike: f.bike, service: f.service, day: f.day, name: f.name, phone: f.phone, notes: f.notes ?? '' });
          return { redirect: '/done' };
        }
        if (path === '/hire' && f.bike && f.length && f.name) {
          st.hires.push({ bike: f.bike, length: f.length, name: f.name });
          return { redirect: '/done' };
        }
        if (path === '/contact' && f.topic && f.name && f.email && f.message) {
          st.messages.push({ topic: f.topic, name: f.name, email: f.email, message: f.message });
          return { redirect: '/done' };
        }
        if (path === '/gift-cards' && f.amount && f.to && f.email && f.from) {
          st.cards.push({ amount: f.amount, to: f.to, email: f.email, message: f.message ?? '', from: f.from });
          return { redirect: '/done' };
        }
        return { status: 400, html: page('Missing details', '<p>Please go back.</p>') };
      }
      let html;
      if (path === '/') html = home();
      else if (path === '/shop') html = shop();
      else if (path === '/workshop') html = workshop();
      else if (path === '/hire') html = hire();
      else if (path === '/gift-cards') html = cards();
      else if (path === '/contact') html = contact();
      else if (path === '/done') html = page('Thank you', '<p>All done.</p>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
