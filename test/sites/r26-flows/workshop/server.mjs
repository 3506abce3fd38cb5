/**
 * A bike workshop for round 26's one-sentence flows (test/r26-flows-slots.test.ts). /service shows
 * the days as links to itself ("Tue 8 Dec", `?day=`), then the chosen day's times as radios that
 * reload the page with `&slot=` (a full slot disabled), and the booking form whose "Book service"
 * button is disabled until a free slot is chosen. /hire lists bikes as table rows, each with a
 * "Reserve" link named "Reserve <bike>" (aria-label), to a form under the heading "Reserve <bike>":
 * Full name, Email, Frame size, Notes (optional), a terms box and "Reserve bike". Nothing here is a
 * copy of a bench site.
 */
export function createSite() {
  const DAYS = [['2026-12-07', 'Mon 7 Dec'], ['2026-12-08', 'Tue 8 Dec'], ['2026-12-09', 'Wed 9 Dec'], ['2026-12-10', 'Thu 10 Dec']];
  const SLOTS = [['a', '8am to 10am'], ['b', '10am to 1pm'], ['c', '2pm to 5pm']];
  const FULL = new Set(['2026-12-09|a']);
  const BIKES = [['trail', 'Trail Blazer', 'Mountain'], ['city', 'City Glide', 'Hybrid'], ['road', 'Road Runner', 'Road']];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, services: [], hires: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Spoke</title></head>
<body><nav><a href="/">Spoke workshop</a> · <a href="/service">Book a service</a> · <a href="/hire">Hire a bike</a></nav><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const ok = (day, slot) => DAYS.some(([d]) => d === day) && SLOTS.some(([s]) => s === slot) && !FULL.has(`${day}|${slot}`);
  const service = (q) => {
    const days = DAYS.map(([d, l]) => (d === q.day ? `<b>${l}</b>` : `<a href="/service?day=${d}">${l}</a>`)).join(' ');
    const label = DAYS.find(([d]) => d === q.day)?.[1];
    const slots = label ? `<form method="get" action="/service"><input type="hidden" name="day" value="${q.day}"><fieldset><legend>Times on ${label}</legend>${SLOTS.map(([s, l]) => `<label><input type="radio" name="slot" value="${s}"${FULL.has(`${q.day}|${s}`) ? ' disabled' : ''}${s === q.slot ? ' checked' : ''} onchange="this.form.submit()"> ${l}${FULL.has(`${q.day}|${s}`) ? ' (full)' : ''}</label> `).join('')}</fieldset></form>` : '<p>Pick a day.</p>';
    return page('Book a service', `<p class="days">${days}</p>${slots}<form method="post" action="/service"><input type="hidden" name="day" value="${esc(q.day)}"><input type="hidden" name="slot" value="${esc(q.slot)}"><p><label for="nm">Name</label> <input id="nm" name="name" required></p><p><label for="ph">Phone</label> <input id="ph" name="phone" type="tel" required></p><p><label for="nt">Notes (optional)</label> <input id="nt" name="notes"></p><button${ok(q.day, q.slot) ? '' : ' disabled'}>Book service</button></form>`);
  };
  const hire = () => page('Hire a bike', `<table><tr><th>Bike</th><th>Type</th><th></th></tr>${BIKES.map(([id, name, type]) => `<tr><td>${name}</td><td>${type}</td><td><a href="/hire/${id}" aria-label="Reserve ${name}">Reserve</a></td></tr>`).join('')}</table>`);
  const hireForm = (b) => page(`Reserve ${b[1]}`, `<form method="post" action="/hire/${b[0]}"><p><label for="fn">Full name</label> <input id="fn" name="name" required></p><p><label for="em">Email</label> <input id="em" name="email" type="email" required></p><p><label for="sz">Frame size</label> <select id="sz" name="size"><option>S</option><option>M</option><option>L</option></select></p><p><label for="nt">Notes (optional)</label> <input id="nt" name="notes"></p><p><label><input type="checkbox" name="terms" value="1" required> I accept the hire terms</label></p><button>Reserve bike</button></form>`);
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
      const bike = BIKES.find(([id]) => path === `/hire/${id}`);
      if (method === 'POST') {
        if (path === '/service' && ok(f.day, f.slot) && f.name && f.phone) {
          st.services.push({ day: f.day, slot: f.slot, name: f.name, phone: f.phone, notes: f.notes ?? '' });
          return { redirect: '/thanks' };
        }
        if (bike && f.name && f.email && f.terms) {
          st.hires.push({ bike: bike[0], name: f.name, email: f.email, size: f.size, notes: f.notes ?? '' });
          return { redirect: '/thanks' };
        }
        return { status: 400, html: page('Missing details', '<p>Please go back.</p>') };
      }
      let html;
      if (path === '/') html = page('Spoke workshop', '<p>Servicing and hire.</p>');
      else if (path === '/service') html = service(q);
      else if (path === '/hire') html = hire();
      else if (bike) html = hireForm(bike);
      else if (path === '/thanks') html = page('Thank you', '<p>See you soon.</p>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
