/**
 * "Fenmoor Outfitters" — a small shop and repair desk of our own for the round-17 question tests
 * (not a bench set): search results as cards that share their maker's name and offer the same
 * "View" and "Options" links, each with a "From £…" price; a jacket page whose colour and size
 * are links that show the same page with the choice in its address (one size printed "Sold out",
 * no link), the chosen ones stated "Colour: …", "Size: …"; a fitter's day of time slots as links
 * (one taken, no link); a repair desk list of people as cards ("View profile") whose line says
 * what each one does; a booked fitting that states "With: …". The state is what the server saw.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const JACKETS = [
  ['ridge-shell', 'Ridgeline Shell Jacket', 'Northmark', 89],
  ['storm-parka', 'Stormwall Parka', 'Northmark', 64],
  ['fell-vest', 'Fell Runner Vest', 'Northmark', 120],
];
const SIZES = [['S', 'Small'], ['M', 'Medium'], ['L', 'Large'], ['XL', 'Extra large']];
const SOLD = new Set(['XL']);
const COLOURS = [['moss', 'Moss'], ['slate', 'Slate'], ['rust', 'Rust']];
const SLOTS = ['09:15', '10:40', '13:05', '15:50', '17:20'];
const TAKEN = new Set(['17:20']);
const STAFF = [
  ['ines', 'Ines Calder', 'Zip and seam repairs · Wednesdays'],
  ['omar', 'Omar Haddad', 'Boot resoling and waterproofing'],
  ['ruth', 'Ruth Okafor', 'Zip replacement and patching · weekends'],
];
const clock = (t) => { const [h, m] = t.split(':').map(Number); return `${h % 12 || 12}:${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`; };

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} } }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Fenmoor Outfitters</title></head><body>
<header><a href="/">Fenmoor Outfitters</a> <nav><a href="/search?q=jacket">Jackets</a> <a href="/fitting">Fittings</a> <a href="/repairs">Repairs</a></nav></header><main>${body}</main>
<footer><div><h4>Help</h4><a href="/help/delivery">Delivery</a> <a href="/help/returns">Returns</a></div><div><h4>Company</h4><a href="/about">About us</a> <a href="/jobs">Jobs</a> <a href="/press">Press</a></div><div><h4>Legal</h4><a href="/terms">Terms</a> <a href="/privacy">Privacy</a> <a href="/cookies">Cookies</a></div></footer></body></html>`;
  const handle = (method, url) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query: q };
    const html = (title, body) => ({ html: layout(title, body) });
    if (u.pathname === '/') return html('Home', '<h1>Fenmoor Outfitters</h1><p>Kit for wet hills.</p>');
    if (u.pathname === '/search') {
      // "waterproof": the two that are; anything else: all three.
      const cards = JACKETS.filter(([slug]) => !/waterproof/i.test(q.q ?? '') || slug !== 'fell-vest')
        .map(([slug, name, maker, price]) => `<li class="card"><a href="/p/${slug}">${esc(maker)}</a><h3><a href="/p/${slug}">${esc(name)}</a></h3><p>From £${price}.00</p><a href="/p/${slug}">View</a> <a href="/p/${slug}?options=1">Options</a></li>`).join('');
      return html('Search', `<h1>Results for “${esc(q.q ?? '')}”</h1><ul>${cards}</ul>`);
    }
    const product = /^\/p\/([\w-]+)$/.exec(u.pathname);
    if (product) {
      const j = JACKETS.find(([slug]) => slug === product[1]);
      if (!j) return { status: 404, html: '<p>Not found</p>' };
      const colour = q.colour ?? 'moss';
      const size = q.size ?? 'M';
      const link = (key, value) => { const next = new URLSearchParams({ ...(q.colour ? { colour: q.colour } : {}), ...(q.size ? { size: q.size } : {}), [key]: value }); return `/p/${j[0]}?${next}`; };
      const colours = COLOURS.map(([v, label]) => (v === colour ? `<span>${label}</span>` : `<a href="${link('colour', v)}">${label}</a>`)).join(' ');
      const sizes = SIZES.map(([v]) => `<li>${SOLD.has(v) ? `${v} Sold out` : v === size ? `<b>${v} – £${j[3] + (v === 'L' ? 10 : 0)}.00</b>` : `<a href="${link('size', v)}">${v} – £${j[3] + (v === 'L' ? 10 : 0)}.00</a>`}</li>`).join('');
      return html(j[1], `<h1>${esc(j[1])}</h1><p>£${j[3] + (size === 'L' ? 10 : 0)}.00</p><section><p>Colour: ${COLOURS.find(([v]) => v === colour)[1]}</p><div>${colours}</div></section><section><p>Size: ${size}</p><ul>${sizes}</ul></section>`);
    }
    if (u.pathname === '/fitting') {
      const slots = SLOTS.map((t) => (TAKEN.has(t) ? `<span>${clock(t)} taken</span>` : `<a href="/fitting/book?time=${t}">${clock(t)}</a>`)).join(' ');
      return html('Fittings', `<h1>Boot fitting on Saturday</h1><p>Fitter: Dana Voss</p><div>${slots}</div>`);
    }
    if (u.pathname === '/fitting/book') return html('Fitting booked', `<h1>Boot fitting booked</h1><p>Saturday at ${esc(clock(q.time ?? '09:15'))}</p><dl><dt>With</dt><dd>With: Dana Voss</dd><dt>Where</dt><dd>Where: Fenmoor, Lower Street</dd></dl>
<form method="get" action="/fitting/book"><input type="hidden" name="time" value="${esc(q.time ?? '09:15')}"><label>Insoles (£6 each) <input type="number" name="insoles" value="${esc(q.insoles ?? '0')}" min="0"></label> <button>Update</button></form>
<p>Fitting (45 minutes): £20.00</p><p>Heel grips: £4.00</p><p>Total: £${24 + 6 * Number(q.insoles ?? 0)}.00</p>`);
    if (u.pathname === '/repairs') {
      const cards = STAFF.map(([id, name, line]) => `<li><h3><a href="/repairs/${id}">${esc(name)}</a></h3><p>${esc(line)}</p><a href="/repairs/${id}">View profile</a></li>`).join('');
      return html('Repairs', `<h1>Our repair team</h1><ul>${cards}</ul>`);
    }
    return html('Page', `<h1>${esc(u.pathname)}</h1>`);
  };
  return { handle, state: () => JSON.parse(JSON.stringify(state)), restore: (s) => { state = JSON.parse(JSON.stringify(s)); }, reset };
}
