/**
 * "Hollow Oak Larder" — a pantry shop of our own for the round-19 answer tests (not a bench set):
 * a flour's page whose bag sizes are links that reload it with another size ("1kg – £7.50"; the
 * chosen one is plain text) beside a "Deliver every" dropdown of weeks (no price); a honey's page
 * whose packs are radios of a GET form ("4 jars — £12.00"); a tasting room's booking form whose
 * lengths are radios, one disabled with the reason in its label; a kettle's page whose spec sheet
 * opens in a new tab (counted, the page under it kept). The state is what the server saw.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const FLOUR = [['500g', 4.2], ['1kg', 7.5], ['2.5kg', 16]];
const HONEY = [['1', '1 jar', 3.5], ['4', '4 jars', 12]];
const gbp = (n) => `£${n.toFixed(2)}`;

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} }, booked: null, basket: [], specViews: 0 }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Hollow Oak Larder</title></head><body>
<header><a href="/">Hollow Oak Larder</a> <nav><a href="/flour">Flour</a> <a href="/honey">Honey</a> <a href="/tasting">Tasting room</a></nav></header><main>${body}</main>
<footer><p>12 Mill Row. Open every day.</p></footer></body></html>`;
  const handle = (method, url, body) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    if (method === 'POST' && u.pathname === '/tasting') {
      state.booked = Object.fromEntries(new URLSearchParams(body ?? ''));
      return { redirect: '/' };
    }
    if (method === 'POST' && u.pathname === '/basket') {
      state.basket.push(Object.fromEntries(new URLSearchParams(body ?? '')).item ?? 'flour');
      return { redirect: '/kettle' };
    }
    // The kettle's spec sheet opens in a new tab; the site counts it and keeps the page under it.
    if (u.pathname === '/kettle/spec') {
      state.specViews += 1;
      return { html: '<!doctype html><html><head><title>Kettle specification</title></head><body><h1>Copper kettle specification</h1><table><tr><th>Capacity</th><td>1.7 litres</td></tr><tr><th>Warranty</th><td>2 years</td></tr></table></body></html>' };
    }
    state.page = { path: u.pathname, query: q };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (u.pathname === '/') return html('Home', '<h1>Hollow Oak Larder</h1><p>Stone-ground flour and local honey.</p>');
    if (u.pathname === '/flour') {
      const size = FLOUR.find(([s]) => s === q.size) ?? FLOUR[0];
      const sizes = FLOUR.map((f) => `<li>${f === size ? `<span aria-current="true">${f[0]} – ${gbp(f[1])}</span>` : `<a href="/flour?size=${encodeURIComponent(f[0])}">${f[0]} – ${gbp(f[1])}</a>`}</li>`).join('');
      return html('Flour', `<h1>Stone-ground wholemeal flour</h1><h2>Bag size</h2><ul>${sizes}</ul>
<form action="/basket" method="post"><label>Deliver every <select name="every"><option>1 week</option><option>2 weeks</option><option>4 weeks</option></select></label><button>Add to basket</button></form>`);
    }
    if (u.pathname === '/honey') {
      const pack = HONEY.find(([v]) => v === q.pack) ?? HONEY[0];
      return html('Honey', `<h1>Wildflower honey</h1><form action="/honey" method="get"><fieldset><legend>Pack</legend>${HONEY.map(([v, n, p]) => `<label><input type="radio" name="pack" value="${v}"${v === pack[0] ? ' checked' : ''}> ${n} — ${gbp(p)}</label>`).join(' ')}</fieldset><button>Update</button></form>`);
    }
    if (u.pathname === '/kettle') {
      return html('Kettle', `<h1>Copper stovetop kettle</h1><p>£48.00</p><p><a href="/kettle/spec" target="_blank" rel="noopener">Spec sheet (opens in a new tab)</a></p><form action="/basket" method="post"><input type="hidden" name="item" value="kettle"><button>Add to basket</button></form>`);
    }
    if (u.pathname === '/tasting') {
      return html('Tasting room', `<h1>Book the tasting room</h1><p>Saturday 12 December at 3pm.</p><form action="/tasting" method="post"><fieldset><legend>How long</legend>
<label><input type="radio" name="length" value="1" checked> 1 hour</label>
<label><input type="radio" name="length" value="2" disabled> 2 hours (not available: the room is booked after)</label></fieldset><button>Book</button></form>`);
    }
    return { status: 404, html: '<p>Not found</p>' };
  };
  return { handle, state: () => JSON.parse(JSON.stringify(state)), restore: (s) => { state = JSON.parse(JSON.stringify(s)); }, reset };
}
