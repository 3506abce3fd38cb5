// AutoTrade Direct — second-hand car listings (blind benchmark site, round 11).
const CARS = [
  { id: 'ford-fiesta-2019', make: 'ford', model: 'fiesta', title: '2019 Ford Fiesta 1.0 Zetec', year: 2019, price: 9495, mileage: 32000, fuel: 'petrol', gearbox: 'manual', colour: 'blue', dealer: 'Northgate Motors' },
  { id: 'ford-focus-2017', make: 'ford', model: 'focus', title: '2017 Ford Focus 1.5 TDCi Titanium', year: 2017, price: 8250, mileage: 61000, fuel: 'diesel', gearbox: 'manual', colour: 'grey', dealer: 'Northgate Motors' },
  { id: 'vw-golf-2020', make: 'volkswagen', model: 'golf', title: '2020 Volkswagen Golf 1.5 TSI Life', year: 2020, price: 15990, mileage: 24000, fuel: 'petrol', gearbox: 'automatic', colour: 'white', dealer: 'City Car Centre' },
  { id: 'vw-polo-2018', make: 'volkswagen', model: 'polo', title: '2018 Volkswagen Polo 1.0 SE', year: 2018, price: 8995, mileage: 41000, fuel: 'petrol', gearbox: 'manual', colour: 'red', dealer: 'City Car Centre' },
  { id: 'toyota-yaris-2021', make: 'toyota', model: 'yaris', title: '2021 Toyota Yaris 1.5 Hybrid Icon', year: 2021, price: 16450, mileage: 18000, fuel: 'hybrid', gearbox: 'automatic', colour: 'silver', dealer: 'Greenway Toyota' },
  { id: 'toyota-corolla-2019', make: 'toyota', model: 'corolla', title: '2019 Toyota Corolla 1.8 Hybrid', year: 2019, price: 14200, mileage: 39000, fuel: 'hybrid', gearbox: 'automatic', colour: 'black', dealer: 'Greenway Toyota' },
  { id: 'nissan-leaf-2020', make: 'nissan', model: 'leaf', title: '2020 Nissan Leaf 40kWh Acenta', year: 2020, price: 13750, mileage: 27000, fuel: 'electric', gearbox: 'automatic', colour: 'white', dealer: 'Sparks EV' },
  { id: 'bmw-320d-2018', make: 'bmw', model: '3 series', title: '2018 BMW 320d M Sport', year: 2018, price: 17995, mileage: 55000, fuel: 'diesel', gearbox: 'automatic', colour: 'black', dealer: 'Premier Prestige' },
  { id: 'vauxhall-corsa-2016', make: 'vauxhall', model: 'corsa', title: '2016 Vauxhall Corsa 1.4 Design', year: 2016, price: 5295, mileage: 72000, fuel: 'petrol', gearbox: 'manual', colour: 'red', dealer: 'Budget Cars Ltd' },
];
const MAKES = ['ford', 'volkswagen', 'toyota', 'nissan', 'bmw', 'vauxhall'];
const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clone = (x) => JSON.parse(JSON.stringify(x));
const cap = (s) => s === 'bmw' ? 'BMW' : s.split(' ').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
const gbp = (n) => '£' + n.toLocaleString('en-GB');
const FILTERS = ['make', 'maxPrice', 'maxMileage', 'fuel', 'gearbox', 'sort'];

export function createSite() {
  let s;
  const reset = () => { s = { path: '/', query: {}, savedCars: [], savedSearches: [{ name: 'Cheap runabouts', query: { maxPrice: '6000' } }], enquiries: [], alerts: { email: true } }; };
  reset();
  const page = (title, body) => ({ html: `<!doctype html><html><head><title>${esc(title)} – AutoTrade Direct</title></head><body>
<header><a href="/">AutoTrade Direct</a> <nav><a href="/search">Search cars</a> <a href="/saved">Saved cars &amp; searches (${s.savedCars.length + s.savedSearches.length})</a> <a href="/enquiries">My enquiries</a></nav></header>
<main><h1>${esc(title)}</h1>${body}</main></body></html>` });
  const opt = (v, cur, l) => `<option value="${v}"${cur === v ? ' selected' : ''}>${esc(l ?? v)}</option>`;
  const filt = (q) => { let l = CARS.filter((c) => (!q.make || c.make === q.make) && (!q.maxPrice || c.price <= Number(q.maxPrice)) && (!q.maxMileage || c.mileage <= Number(q.maxMileage)) && (!q.fuel || c.fuel === q.fuel) && (!q.gearbox || c.gearbox === q.gearbox));
    if (q.sort === 'price-asc') l.sort((a, b) => a.price - b.price); else if (q.sort === 'price-desc') l.sort((a, b) => b.price - a.price); else if (q.sort === 'mileage') l.sort((a, b) => a.mileage - b.mileage); else if (q.sort === 'newest') l.sort((a, b) => b.year - a.year);
    return l; };

  function get(path, q) {
    if (path === '/') return page('Find your next used car', `<form action="/search" method="get"><label>Make <select name="make"><option value="">Any make</option>${MAKES.map((m) => opt(m, '', cap(m))).join('')}</select></label><label>Max price <select name="maxPrice"><option value="">No max</option>${['6000', '10000', '15000', '20000'].map((v) => opt(v, '', gbp(+v))).join('')}</select></label><button>Search</button></form><p>${CARS.length} cars from local dealers.</p>`);
    if (path === '/search') {
      const list = filt(q);
      const sel = (n, vals, l, any) => `<label>${l} <select name="${n}"><option value="">${any}</option>${vals.map(([v, t]) => opt(v, q[n], t)).join('')}</select></label>`;
      const hidden = FILTERS.filter((k) => q[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
      return page('Used cars for sale', `<form action="/search" method="get">${sel('make', MAKES.map((m) => [m, cap(m)]), 'Make', 'Any make')}
${sel('maxPrice', ['6000', '10000', '15000', '20000'].map((v) => [v, gbp(+v)]), 'Max price', 'No max')}
${sel('maxMileage', ['20000', '40000', '60000'].map((v) => [v, 'Up to ' + Number(v).toLocaleString('en-GB') + ' miles']), 'Mileage', 'Any mileage')}
${sel('fuel', ['petrol', 'diesel', 'hybrid', 'electric'].map((v) => [v, cap(v)]), 'Fuel type', 'Any fuel')}
${sel('gearbox', [['manual', 'Manual'], ['automatic', 'Automatic']], 'Gearbox', 'Any gearbox')}
<label>Sort by <select name="sort">${opt('', q.sort || '', 'Best match')}${opt('price-asc', q.sort, 'Price: lowest first')}${opt('price-desc', q.sort, 'Price: highest first')}${opt('mileage', q.sort, 'Mileage: lowest first')}${opt('newest', q.sort, 'Age: newest first')}</select></label><button>Update results</button> <a href="/search">Reset filters</a></form>
<p>${list.length} cars found</p><ol>${list.map((c) => `<li><a href="/cars/${c.id}">${c.title}</a> — ${gbp(c.price)}, ${c.mileage.toLocaleString('en-GB')} miles, ${c.fuel}, ${c.gearbox}</li>`).join('')}</ol>
<form action="/searches/save" method="post">${hidden}<label>Name this search <input name="name"></label><button>Save this search</button></form>`);
    }
    const m = path.match(/^\/cars\/([a-z0-9-]+)$/);
    if (m) {
      const c = CARS.find((x) => x.id === m[1]);
      if (!c) return { status: 404 };
      const term = ['24', '36', '48'].includes(q.term) ? q.term : '36';
      const deposit = ['0', '1000', '2000', '3000'].includes(q.deposit) ? q.deposit : '1000';
      const monthly = Math.round(((c.price - Number(deposit)) * 1.099) / Number(term));
      const saved = s.savedCars.includes(c.id);
      return page(c.title, `<dl><dt>Price</dt><dd>${gbp(c.price)}</dd><dt>Mileage</dt><dd>${c.mileage.toLocaleString('en-GB')} miles</dd><dt>Fuel</dt><dd>${c.fuel}</dd><dt>Gearbox</dt><dd>${c.gearbox}</dd><dt>Colour</dt><dd>${c.colour}</dd><dt>Seller</dt><dd>${c.dealer}</dd></dl>
<form action="/saved/${saved ? 'remove' : 'add'}" method="post"><input type="hidden" name="car" value="${c.id}"><button>${saved ? 'Remove from saved' : 'Save this car'}</button></form>
<section><h2>Finance example</h2><p>Term: ${['24', '36', '48'].map((t) => t === term ? `<strong>${t} months</strong>` : `<a href="/cars/${c.id}?term=${t}&deposit=${deposit}">${t} months</a>`).join(' ')}</p>
<p>Deposit: ${['0', '1000', '2000', '3000'].map((d) => d === deposit ? `<strong>${gbp(+d)}</strong>` : `<a href="/cars/${c.id}?term=${term}&deposit=${d}">${gbp(+d)}</a>`).join(' ')}</p><p>About <strong>${gbp(monthly)} a month</strong> (9.9% APR representative)</p></section>
<section><h2>Contact the seller</h2><form action="/cars/${c.id}/enquire" method="post"><label>Your name <input name="name"></label><label>Email <input name="email" type="email"></label><label>Phone <input name="phone" type="tel"></label>
<label>Message <textarea name="message"></textarea></label><label><input type="checkbox" name="testDrive" value="yes"> I'd like to book a test drive</label><label><input type="checkbox" name="partExchange" value="yes"> I have a car to part-exchange</label><button>Send enquiry</button></form></section>
<p><a href="/search">Back to search</a></p>`);
    }
    if (path === '/saved') return page('Saved cars & searches', `<h2>Saved cars</h2><ul>${s.savedCars.map((id) => { const c = CARS.find((x) => x.id === id); return `<li><a href="/cars/${id}">${c.title}</a> ${gbp(c.price)} <form action="/saved/remove" method="post"><input type="hidden" name="car" value="${id}"><button>Remove ${c.title}</button></form></li>`; }).join('') || '<li>None yet.</li>'}</ul>
<h2>Saved searches</h2><ul>${s.savedSearches.map((x, i) => `<li><a href="/search?${new URLSearchParams(x.query)}">${esc(x.name)}</a> <form action="/searches/delete" method="post"><input type="hidden" name="index" value="${i}"><button>Delete ${esc(x.name)}</button></form></li>`).join('') || '<li>None yet.</li>'}</ul>
<form action="/alerts" method="post"><label><input type="checkbox" name="email" value="on"${s.alerts.email ? ' checked' : ''}> Email me when new cars match my saved searches</label><button>Save alert settings</button></form>`);
    if (path === '/enquiries') return page('My enquiries', s.enquiries.length ? `<ul>${s.enquiries.map((e) => `<li>${esc(CARS.find((c) => c.id === e.car).title)}: “${esc(e.message)}”</li>`).join('')}</ul>` : '<p>No enquiries sent.</p>');
    return { status: 404 };
  }

  function post(path, b) {
    if (path === '/saved/add' || path === '/saved/remove') {
      if (!CARS.some((c) => c.id === b.car)) return { status: 400 };
      s.savedCars = s.savedCars.filter((x) => x !== b.car);
      if (path === '/saved/add') s.savedCars.push(b.car);
      return { redirect: path === '/saved/add' ? '/cars/' + b.car : '/saved' };
    }
    if (path === '/searches/save') {
      if (!b.name) return { status: 400 };
      const query = Object.fromEntries(FILTERS.filter((k) => b[k]).map((k) => [k, b[k]]));
      s.savedSearches.push({ name: b.name.trim(), query });
      return { redirect: '/saved' };
    }
    if (path === '/searches/delete') { const i = parseInt(b.index, 10); if (!s.savedSearches[i]) return { status: 400 }; s.savedSearches.splice(i, 1); return { redirect: '/saved' }; }
    if (path === '/alerts') { s.alerts = { email: b.email === 'on' }; return { redirect: '/saved' }; }
    const m = path.match(/^\/cars\/([a-z0-9-]+)\/enquire$/);
    if (m) {
      if (!CARS.some((c) => c.id === m[1]) || !b.name || !b.email) return { status: 400 };
      s.enquiries.push({ car: m[1], name: b.name.trim(), email: b.email.trim(), phone: (b.phone || '').trim(), message: (b.message || '').trim(), testDrive: b.testDrive === 'yes', partExchange: b.partExchange === 'yes' });
      return { redirect: '/enquiries' };
    }
    return { status: 404 };
  }

  return {
    handle(method, url, body = {}) {
      const u = new URL(url, 'http://127.0.0.1');
      const q = Object.fromEntries(u.searchParams);
      if (typeof body === 'string') body = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST') return post(u.pathname, body || {});
      const r = get(u.pathname, q);
      if (r.html) { s.path = u.pathname; s.query = q; }
      return r;
    },
    state: () => clone(s),
    restore(st) { s = clone(st); },
    reset,
  };
}
