/**
 * "Kiln Lane Pottery" — a pottery shop and studio of our own for the round-20 answer tests (not a
 * bench set): a shop list of glazes (cards with a price, a rating and "In stock") beside an
 * "In stock only" filter box; a glaze's page with a Quantity box and its stock ("In stock (4
 * available)"); a classes page that holds no hours and no prices; "Find a studio" with two studios
 * under their names, each with an opening-hours table ("Tue–Fri", "Saturday", "Sunday, Monday");
 * a price list table. The state is what the server saw: the page last shown.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const GLAZES = [['celadon', 'Celadon Glaze 500ml', 14.5, 4.6], ['tenmoku', 'Tenmoku Glaze 500ml', 12.75, 4.2], ['shino', 'Shino Glaze 500ml', 16, 4.8]];
const STUDIOS = [['Canal Street', [['Tue–Fri', '10am – 6pm'], ['Saturday', '9am – 5pm'], ['Sunday, Monday', 'Closed']]], ['Hilltop Barn', [['Wed–Sun', '11am – 7pm'], ['Monday, Tuesday', 'Closed']]]];
const gbp = (n) => `£${n.toFixed(2)}`;

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} } }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Kiln Lane Pottery</title></head><body>
<header><a href="/">Kiln Lane Pottery</a><nav aria-label="Main"><ul><li><a href="/shop">Shop</a></li><li><a href="/classes">Classes</a></li><li><a href="/studios">Find a studio</a></li><li><a href="/prices">Price list</a></li></ul></nav></header><main>${body}</main>
<footer><p>Kiln Lane Pottery, since 1998.</p></footer></body></html>`;
  const handle = (method, url) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query: q };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (u.pathname === '/') return html('Home', '<h1>Kiln Lane Pottery</h1><p>Glazes, clay and classes for every hand.</p>');
    if (u.pathname === '/shop') {
      const cards = GLAZES.map(([id, name, price, rating]) => `<li class="card"><h3><a href="/glaze/${id}">${esc(name)}</a></h3><p class="price">${gbp(price)}</p><p>★ ${rating}</p><p>In stock</p></li>`).join('');
      return html('Shop', `<h1>Glazes</h1><form action="/shop" method="get"><label><input type="checkbox" name="instock" value="1"> In stock only</label> <button>Apply</button></form><ul class="results">${cards}</ul>`);
    }
    const glaze = /^\/glaze\/(\w+)$/.exec(u.pathname);
    if (glaze) {
      const g = GLAZES.find(([id]) => id === glaze[1]);
      if (!g) return { status: 404, html: '<p>Not found</p>' };
      return html(g[1], `<h1>${esc(g[1])}</h1><p class="price">${gbp(g[2])}</p><p class="stock">In stock (4 available)</p><form action="/basket" method="post"><label>Quantity <input type="number" name="qty" value="1" min="1"></label><button>Add to basket</button></form>`);
    }
    if (u.pathname === '/classes') return html('Classes', '<h1>Classes</h1><p>Wheel throwing for beginners, six weeks, small groups.</p><p>Hand building: pinch pots, coils and slabs.</p><p><a href="/classes/book">Book a class</a></p>');
    if (u.pathname === '/studios') {
      const sections = STUDIOS.map(([name, hours]) => `<section><h2>${esc(name)}</h2><table><caption>Opening hours</caption>${hours.map(([d, h]) => `<tr><th>${esc(d)}</th><td>${esc(h)}</td></tr>`).join('')}</table></section>`).join('');
      return html('Find a studio', `<h1>Find a studio</h1>${sections}`);
    }
    if (u.pathname === '/prices') return html('Price list', `<h1>Price list</h1><table><tr><th>Class</th><th>Length</th><th>Price</th></tr><tr><td>Wheel throwing taster</td><td>2 hours</td><td>£45</td></tr><tr><td>Hand building course</td><td>4 weeks</td><td>£120</td></tr></table>`);
    return { status: 404, html: '<p>Not found</p>' };
  };
  return { handle, state: () => structuredClone(state), restore: (s) => { state = structuredClone(s); }, reset };
}
