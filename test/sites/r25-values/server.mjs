/**
 * A candle shop with a climbing wall's taster sessions, for round 25 (test/r25-values-e2e.test.ts).
 *
 * /candle/<id>: scent radios that reload the page with ?scent=, a details table whose rows say
 * "Candle", "Burn time" and "Wax", a "Number of candles" box and "Add to basket" (POST /basket, the
 * form's scent and count). /basket lists the lines.
 * /wall: day tabs in a nav named "Day" (links that keep the climbers), a table of times (the time,
 * its state, and a "Choose <time>" link while it is free: 6pm is full), and a "Climbers" menu whose
 * first option is "How many?" and whose options read "2 climbers" … "6 climbers" (it reloads the
 * page on change).
 */
export function createSite() {
  const CANDLES = [{ id: 'jar', name: 'Amber Jar Candle', scents: ['Lavender', 'Cedar', 'Sea salt'] }];
  const DAYS = [['2026-12-04', 'Fri 4 Dec'], ['2026-12-05', 'Sat 5 Dec'], ['2026-12-06', 'Sun 6 Dec']];
  const TIMES = [['12:00', '12 noon'], ['16:00', '4pm'], ['18:00', '6pm'], ['19:30', '7:30pm'], ['21:00', '9pm']];
  const FULL = new Set(['18:00']);
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, basket: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const qs = (o) => new URLSearchParams(Object.entries(o).filter(([, v]) => v)).toString();
  const layout = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Wickfield</a> <a href="/candle/jar">Candles</a> <a href="/wall">Climbing wall</a> <a href="/basket">Basket</a></nav></header><main>${body}</main>`;
  const candle = (c, q) => {
    const scent = c.scents.find((s) => s.toLowerCase().replace(/ /g, '-') === q.scent) ?? '';
    const radios = c.scents.map((s) => { const v = s.toLowerCase().replace(/ /g, '-'); return `<label><input type="radio" name="scent" value="${v}"${s === scent ? ' checked' : ''} onchange="location.href='/candle/${c.id}?scent=${v}'"> ${s}</label>`; }).join(' ');
    return layout(c.name, `<h1>${esc(c.name)}</h1><p>Hand-poured soy wax in an amber glass jar.</p>
<table><caption>Details</caption><tr><th>Candle</th><td>One 200g jar</td></tr><tr><th>Burn time</th><td>40 hours</td></tr><tr><th>Wax</th><td>Soy</td></tr></table>
<form method="post" action="/basket"><fieldset><legend>Scent</legend>${radios}</fieldset><input type="hidden" name="id" value="${c.id}">
<p><label for="n">Number of candles</label> <input id="n" type="number" name="n" min="1" max="20" value="1"></p><p><button>Add to basket</button></p></form>`);
  };
  const wall = (q) => {
    const day = DAYS.some(([v]) => v === q.day) ? q.day : '';
    const tabs = `<nav aria-label="Day">${DAYS.map(([v, l]) => `<a href="/wall?${qs({ day: v, climbers: q.climbers })}">${l}</a>`).join(' ')}</nav>`;
    const rows = day ? `<table><thead><tr><th>Time</th><th>Spaces</th><th></th></tr></thead><tbody>${TIMES.map(([v, l]) => `<tr><td>${l}</td><td>${FULL.has(v) ? 'Full' : 'Free'}</td><td>${FULL.has(v) ? '' : v === q.time ? '<strong>Chosen</strong>' : `<a href="/wall?${qs({ day, time: v, climbers: q.climbers })}" aria-label="Choose ${l}">Choose</a>`}</td></tr>`).join('')}</tbody></table>` : '<p>Pick a day to see the times.</p>';
    const menu = `<form method="get" action="/wall">${day ? `<input type="hidden" name="day" value="${day}">` : ''}${q.time ? `<input type="hidden" name="time" value="${esc(q.time)}">` : ''}<p><label for="c">Climbers</label> <select id="c" name="climbers" onchange="this.form.submit()"><option value="">How many?</option>${[2, 3, 4, 5, 6].map((n) => `<option value="${n}"${String(n) === q.climbers ? ' selected' : ''}>${n} climbers</option>`).join('')}</select></p></form>`;
    return layout('Climbing wall', `<h1>Taster sessions</h1><p>Two hours on the wall with an instructor.</p><h2>Choose a day</h2>${tabs}${rows}${menu}`);
  };
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const q = Object.fromEntries(u.searchParams);
      if (method === 'POST' && u.pathname === '/basket') {
        const f = new URLSearchParams(body || '');
        st.basket.push({ id: f.get('id'), scent: f.get('scent') ?? '', n: Number(f.get('n')) });
        return { redirect: '/basket' };
      }
      st.page = { path: u.pathname, query: q };
      const c = CANDLES.find((x) => u.pathname === `/candle/${x.id}`);
      if (c) return { html: candle(c, q) };
      if (u.pathname === '/wall') return { html: wall(q) };
      if (u.pathname === '/basket') return { html: layout('Basket', `<h1>Your basket</h1>${st.basket.length ? `<ul>${st.basket.map((b) => `<li>${b.n} × ${esc(b.id)} (${esc(b.scent)})</li>`).join('')}</ul>` : '<p>Empty.</p>'}`) };
      if (u.pathname === '/') return { html: layout('Wickfield', '<h1>Wickfield Candles &amp; Climbing</h1><p><a href="/candle/jar">Our candle</a></p>') };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
  };
}
