// Confetti Lists: a wedding and gift-list service. Guests find a couple's list, filter it by room,
// buy gifts or put money in a fund, and check out (send to the couple or to themselves, gift wrap,
// a card message). A signed-in couple manages their own list: add gifts from the shop (colour in the
// query), change how many they want, remove gifts, edit the event details and tick off thank-yous.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Confetti Lists';
const NAV = [['/', 'Home'], ['/find', 'Find a list'], ['/shop', 'Gift shop'], ['/my-list', 'Our list'], ['/create', 'Start a list']];
const ROOMS = { kitchen: 'Kitchen', dining: 'Dining', home: 'Home & bedroom', garden: 'Garden', experiences: 'Experiences', funds: 'Cash funds' };
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MON[m - 1]} ${y}`; };

export const PRODUCTS = [
  { id: 'stand-mixer', name: 'Stand mixer, 4.8 litre', room: 'kitchen', price: 329, colours: [['cream', 'Cream'], ['red', 'Empire red'], ['black', 'Matte black']] },
  { id: 'knife-block', name: 'Knife block with 6 knives', room: 'kitchen', price: 140 },
  { id: 'casserole', name: 'Cast-iron casserole, 24 cm', room: 'kitchen', price: 185, colours: [['volcanic', 'Volcanic orange'], ['teal', 'Teal'], ['cream', 'Cream']] },
  { id: 'coffee-machine', name: 'Bean-to-cup coffee machine', room: 'kitchen', price: 449 },
  { id: 'dinner-set', name: 'Stoneware dinner set for six', room: 'dining', price: 120 },
  { id: 'wine-glasses', name: 'Wine glasses, set of six', room: 'dining', price: 36 },
  { id: 'cutlery', name: 'Cutlery set, 24 pieces', room: 'dining', price: 95 },
  { id: 'towel-set', name: 'Egyptian cotton towel bale', room: 'home', price: 70, colours: [['white', 'White'], ['sage', 'Sage'], ['grey', 'Storm grey']] },
  { id: 'duvet-cover', name: 'Linen duvet cover, king', room: 'home', price: 160, colours: [['natural', 'Natural'], ['blush', 'Blush']] },
  { id: 'vase', name: 'Hand-blown glass vase', room: 'home', price: 45 },
  { id: 'bbq', name: 'Kettle barbecue, 57 cm', room: 'garden', price: 159 },
  { id: 'planter', name: 'Herb planter with six herbs', room: 'garden', price: 28 },
  { id: 'balloon', name: 'Hot-air balloon flight for two', room: 'experiences', price: 299 },
  { id: 'cookery', name: 'Italian cookery class for two', room: 'experiences', price: 150 },
];
const PR = Object.fromEntries(PRODUCTS.map((p) => [p.id, p]));

// [iid, product or fund, colour, wanted, bought]
export const LISTS = {
  'osei-clarke': { names: 'Amara Osei & Ben Clarke', occasion: 'Wedding', date: '2027-06-12', items: [
    ['i1', 'casserole', 'teal', 1, 0], ['i2', 'wine-glasses', '', 3, 1], ['i3', 'dinner-set', '', 1, 1], ['i4', 'knife-block', '', 1, 1], ['i5', 'towel-set', 'white', 2, 0],
    ['i6', 'bbq', '', 1, 0], ['i7', 'balloon', '', 1, 0], ['i8', { fund: 'Honeymoon in Lisbon', target: 2000, given: 640 }, '', 0, 0], ['i9', 'cutlery', '', 1, 0], ['i10', 'planter', '', 2, 1]] },
  'patel-mehta': { names: 'Sophie Patel & Raj Mehta', occasion: 'Wedding', date: '2027-03-20', items: [
    ['p1', 'coffee-machine', '', 1, 0], ['p2', 'cookery', '', 1, 0], ['p3', 'duvet-cover', 'blush', 1, 0], ['p4', 'vase', '', 1, 0], ['p5', 'wine-glasses', '', 2, 2], ['p6', { fund: 'House deposit fund', target: 5000, given: 1210 }, '', 0, 0]] },
  'fischer-hart': { names: 'Lena Fischer & Tom Hart', occasion: 'Housewarming', date: '2027-01-23', items: [
    ['h1', 'planter', '', 3, 0], ['h2', 'bbq', '', 1, 1], ['h3', 'knife-block', '', 1, 0], ['h4', 'towel-set', 'grey', 2, 0], ['h5', 'vase', '', 1, 0]] },
};
const item = (listId, iid) => { const r = (LISTS[listId] || { items: [] }).items.find((x) => x[0] === iid); if (!r) return null; const [id, p, colour, wanted, bought] = r; return typeof p === 'string' ? { iid: id, product: PR[p], colour, wanted, bought } : { iid: id, fund: p }; };
const itemName = (it) => (it.fund ? it.fund.fund : `${it.product.name}${it.colour ? ` (${it.product.colours.find((c) => c[0] === it.colour)[1]})` : ''}`);
const WRAP = 4;

const RECEIVED = [['G1', 'Auntie Pat', 'Wine glasses, set of six', '2026-11-02'], ['G2', 'The Hendersons', 'Honeymoon fund: £50', '2026-11-09'], ['G3', 'Mo & Sid Rahman', 'Stand mixer, 4.8 litre (Cream)', '2026-11-15'], ['G4', 'Grandma Joan', 'Egyptian cotton towel bale (Sage)', '2026-11-20']];
const seedMine = () => ({ names: 'Hannah Cole & Eli Ward', date: '2027-05-22', deliver: 'after', items: [{ id: 'stand-mixer', colour: 'cream', wanted: 1 }, { id: 'wine-glasses', wanted: 2 }, { id: 'towel-set', colour: 'sage', wanted: 2 }, { id: 'cookery', wanted: 1 }], thanked: [] });

export function createSite() {
  let S;
  let consent = false;
  const fresh = () => ({ page: { path: '/', query: {} }, basket: [], orders: [], mylist: seedMine(), created: [] });
  S = fresh();

  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const banner = consent ? '' : `<div role="dialog" aria-label="Your privacy" style="border:2px solid #234;padding:.6rem;margin-bottom:1rem"><p>We use cookies to remember your basket and, with your permission, for analytics.</p>
<form method="post" action="/cookies"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit" name="c" value="all">Accept all</button> <button type="submit" name="c" value="none">Reject non-essential</button></form></div>`;
    return { html: layout({ brand: BRAND, nav: NAV.concat([['/basket', `Basket (${S.basket.length})`]]), title, body: banner + body, searchAction: '/find', searchLabel: 'Find a couple', q: path === '/find' ? query.q || '' : '' }) };
  }
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
  const opt = (v, t, cur) => `<option value="${v}"${cur === v ? ' selected' : ''}>${esc(t)}</option>`;
  const boughtNow = (listId, it) => it.bought + S.orders.reduce((a, o) => a + o.items.filter((l) => l.list === listId && l.iid === it.iid).reduce((b, l) => b + (l.qty || 0), 0), 0);
  const givenNow = (listId, it) => it.fund.given + S.orders.reduce((a, o) => a + o.items.filter((l) => l.list === listId && l.iid === it.iid).reduce((b, l) => b + (l.amount || 0), 0), 0);
  const lineCost = (l) => { const it = item(l.list, l.iid); return it.fund ? l.amount : it.product.price * l.qty; };

  function list(id, query) {
    const L = LISTS[id];
    let rows = L.items.map((r) => item(id, r[0]));
    if (ROOMS[query.room]) rows = rows.filter((it) => (it.fund ? 'funds' : it.product.room) === query.room);
    if (query.show === 'available') rows = rows.filter((it) => it.fund || boughtNow(id, it) < it.wanted);
    const price = (it) => (it.fund ? 0 : it.product.price);
    if (query.sort === 'price-low') rows.sort((a, b) => price(a) - price(b));
    if (query.sort === 'price-high') rows.sort((a, b) => price(b) - price(a));
    const form = `<form method="get" action="/list/${id}"><label>Room <select name="room">${opt('', 'All rooms', query.room || '')}${Object.entries(ROOMS).map(([v, t]) => opt(v, t, query.room)).join('')}</select></label>
<label>Show <select name="show">${opt('', 'All gifts', query.show || '')}${opt('available', 'Still needed', query.show)}</select></label><label>Sort <select name="sort">${opt('', "Couple's order", query.sort || '')}${opt('price-low', 'Price: low to high', query.sort)}${opt('price-high', 'Price: high to low', query.sort)}</select></label><button type="submit">Update list</button></form>`;
    const tr = (it) => {
      if (it.fund) return `<tr><td>${esc(it.fund.fund)}</td><td>Any amount</td><td colspan="2">${money(givenNow(id, it))} of ${money(it.fund.target)} given</td><td><a href="/list/${id}/gift/${it.iid}">Contribute</a></td></tr>`;
      const left = it.wanted - boughtNow(id, it);
      return `<tr><td>${esc(itemName(it))}</td><td>${money(it.product.price)}</td><td>${it.wanted} wanted</td><td>${left > 0 ? `${left} still needed` : '<strong>All bought</strong>'}</td><td>${left > 0 ? `<a href="/list/${id}/gift/${it.iid}" aria-label="Choose ${esc(itemName(it))}">Choose</a>` : ''}</td></tr>`;
    };
    return view(`/list/${id}`, query, `${L.names}'s gift list`, `<p>${esc(L.occasion)} on ${longDate(L.date)}. Gifts are sent to the couple unless you choose otherwise.</p>${form}<table><thead><tr><th>Gift</th><th>Price</th><th>Wanted</th><th>Status</th><th></th></tr></thead><tbody>${rows.map(tr).join('') || '<tr><td colspan="5">No gifts match.</td></tr>'}</tbody></table>`);
  }

  function gift(id, it, query) {
    const L = LISTS[id];
    if (it.fund) {
      return view(`/list/${id}/gift/${it.iid}`, query, it.fund.fund, `<p>For ${esc(L.names)}. ${money(givenNow(id, it))} of ${money(it.fund.target)} given so far.</p>
<form method="post" action="/basket/add"><input type="hidden" name="list" value="${id}"><input type="hidden" name="iid" value="${it.iid}"><fieldset><legend>Amount</legend>${[25, 50, 100].map((a) => `<label><input type="radio" name="amount" value="${a}"> £${a}</label>`).join('')}<label><input type="radio" name="amount" value="other"> Another amount</label><label>Other amount (£) <input type="number" name="other" min="5"></label></fieldset><button type="submit">Add to basket</button></form><p><a href="/list/${id}">Back to the list</a></p>`);
    }
    const left = it.wanted - boughtNow(id, it);
    return view(`/list/${id}/gift/${it.iid}`, query, itemName(it), `<p>${money(it.product.price)} · ${ROOMS[it.product.room]} · for ${esc(L.names)}</p><p>${left > 0 ? `${left} of ${it.wanted} still needed.` : 'This gift has been bought.'}</p>
${left > 0 ? `<form method="post" action="/basket/add"><input type="hidden" name="list" value="${id}"><input type="hidden" name="iid" value="${it.iid}"><label>Quantity <select name="qty">${Array.from({ length: left }, (_, n) => `<option>${n + 1}</option>`).join('')}</select></label> <button type="submit">Add to basket</button></form>` : ''}<p><a href="/list/${id}">Back to the list</a></p>`);
  }

  function checkout(query, form = {}, errs = []) {
    if (!S.basket.length) return view('/checkout', query, 'Checkout', '<p>Your basket is empty.</p>');
    const del = one(form, 'delivery') || 'couple';
    return view('/checkout', query, 'Checkout', `${errs.length ? `<p class="err" role="alert">Please complete: ${errs.join(', ')}.</p>` : ''}<form method="post" action="/checkout">
<fieldset><legend>From</legend>${field(form, 'name', 'Your name', true)}${field(form, 'email', 'Your email', true, 'email')}</fieldset>
<label>Message for the card <textarea name="message">${esc(one(form, 'message'))}</textarea></label>
<label><input type="checkbox" name="wrap" value="yes"${one(form, 'wrap') ? ' checked' : ''}> Gift wrap each gift (${money(WRAP)} each)</label>
<fieldset><legend>Delivery</legend><label><input type="radio" name="delivery" value="couple"${del === 'couple' ? ' checked' : ''}> Send to the couple (free)</label><label><input type="radio" name="delivery" value="me"${del === 'me' ? ' checked' : ''}> Deliver to me so I can give it in person (£4.95)</label>
${field(form, 'address', 'Address (if delivering to you)', false)}${field(form, 'postcode', 'Postcode', false)}</fieldset><button type="submit">Pay now</button></form>`);
  }

  function shop(query) {
    const room = ROOMS[query.cat] && query.cat !== 'funds' ? query.cat : '';
    const list = room ? PRODUCTS.filter((p) => p.room === room) : PRODUCTS;
    return view('/shop', query, room ? `Gift shop: ${ROOMS[room]}` : 'Gift shop', `<p>Add anything here to your own list.</p><p>${Object.entries(ROOMS).filter(([k]) => k !== 'funds').map(([k, t]) => `<a class="opt${k === room ? ' sel' : ''}" href="/shop?cat=${k}">${t}</a>`).join(' ')}</p><ul class="cards">${list.map((p) => `<li><a href="/shop/p/${p.id}">${esc(p.name)}</a><br>${money(p.price)}</li>`).join('')}</ul>`);
  }

  function product(p, query) {
    const colour = p.colours ? (p.colours.some((c) => c[0] === query.colour) ? query.colour : p.colours[0][0]) : '';
    const sw = p.colours ? `<p>Colour: ${p.colours.map(([v, t]) => `<a class="opt${v === colour ? ' sel' : ''}" href="${withQuery(`/shop/p/${p.id}`, query, { colour: v })}"${v === colour ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</p>` : '';
    return view(`/shop/p/${p.id}`, query, p.name, `<p><strong>${money(p.price)}</strong> · ${ROOMS[p.room]}</p>${sw}<form method="post" action="/my-list/add"><input type="hidden" name="id" value="${p.id}">${colour ? `<input type="hidden" name="colour" value="${colour}">` : ''}<label>How many would you like? <select name="wanted">${[1, 2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit">Add to our list</button></form>`);
  }

  function myList(query) {
    const m = S.mylist;
    const rows = m.items.map((l, n) => { const p = PR[l.id]; return `<tr><td>${esc(p.name)}${l.colour ? ` (${p.colours.find((c) => c[0] === l.colour)[1]})` : ''}</td><td>${money(p.price)}</td><td><form method="post" action="/my-list/update"><input type="hidden" name="line" value="${n}"><label>Wanted <input type="number" name="wanted" value="${l.wanted}" min="1" max="20"></label> <button type="submit">Update</button></form></td><td><form method="post" action="/my-list/remove"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove ${esc(p.name)} from our list">Remove</button></form></td></tr>`; }).join('');
    return view('/my-list', query, 'Our list', `${query.saved ? '<p role="status">Your changes are saved.</p>' : ''}<p>Signed in as ${esc(m.names)}. Wedding on ${longDate(m.date)}; gifts delivered ${m.deliver === 'after' ? 'after' : 'before'} the day.</p>
<table><thead><tr><th>Gift</th><th>Price</th><th>Wanted</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<p><a href="/shop">Add gifts from the shop</a> · <a href="/my-list/details">Edit event details</a> · <a href="/my-list/received">Gifts received and thank-yous</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/cookies') { consent = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/basket/add') {
        const listId = one(form, 'list'); const it = item(listId, one(form, 'iid'));
        if (!it) return { redirect: '/basket' };
        if (it.fund) {
          const a = one(form, 'amount') === 'other' ? Math.round(Number(one(form, 'other'))) : Number(one(form, 'amount'));
          if (!(a >= 5)) return { redirect: `/list/${listId}/gift/${it.iid}` };
          S.basket.push({ list: listId, iid: it.iid, amount: a });
          return { redirect: '/basket' };
        }
        const left = it.wanted - boughtNow(listId, it) - S.basket.filter((l) => l.list === listId && l.iid === it.iid).reduce((a, l) => a + l.qty, 0);
        const qty = Math.min(left, Math.max(1, parseInt(one(form, 'qty'), 10) || 1));
        if (qty < 1) return { redirect: '/basket' };
        const same = S.basket.find((l) => l.list === listId && l.iid === it.iid);
        if (same) same.qty += qty; else S.basket.push({ list: listId, iid: it.iid, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') { const n = parseInt(one(form, 'line'), 10); if (S.basket[n]) S.basket.splice(n, 1); return { redirect: '/basket' }; }
      if (path === '/checkout') {
        if (!S.basket.length) return { redirect: '/basket' };
        const delivery = one(form, 'delivery') === 'me' ? 'me' : 'couple';
        const errs = ['name', 'email', ...(delivery === 'me' ? ['address', 'postcode'] : [])].filter((k) => !one(form, k));
        if (errs.length) return checkout({}, form, errs);
        const o = { ref: `CF${1001 + S.orders.length}`, items: clone(S.basket), name: one(form, 'name'), email: one(form, 'email'), wrap: !!one(form, 'wrap'), delivery };
        if (delivery === 'me') { o.address = one(form, 'address'); o.postcode = one(form, 'postcode').toUpperCase(); }
        if (one(form, 'message')) o.message = one(form, 'message');
        S.orders.push(o); S.basket = [];
        return { redirect: `/orders/${o.ref}` };
      }
      if (path === '/my-list/add') {
        const p = PR[one(form, 'id')];
        if (!p) return { redirect: '/shop' };
        const l = { id: p.id };
        if (p.colours) l.colour = p.colours.some((c) => c[0] === one(form, 'colour')) ? one(form, 'colour') : p.colours[0][0];
        const wanted = Math.max(1, Math.min(20, parseInt(one(form, 'wanted'), 10) || 1));
        const same = S.mylist.items.find((x) => x.id === l.id && x.colour === l.colour);
        if (same) same.wanted += wanted; else S.mylist.items.push({ ...l, wanted });
        return { redirect: '/my-list?saved=1' };
      }
      if (path === '/my-list/update') {
        const n = parseInt(one(form, 'line'), 10); const w = parseInt(one(form, 'wanted'), 10);
        if (S.mylist.items[n] && w >= 1) S.mylist.items[n].wanted = Math.min(20, w);
        return { redirect: '/my-list?saved=1' };
      }
      if (path === '/my-list/remove') { const n = parseInt(one(form, 'line'), 10); if (S.mylist.items[n]) S.mylist.items.splice(n, 1); return { redirect: '/my-list?saved=1' }; }
      if (path === '/my-list/details') {
        if (/^\d{4}-\d{2}-\d{2}$/.test(one(form, 'date'))) S.mylist.date = one(form, 'date');
        S.mylist.deliver = one(form, 'deliver') === 'before' ? 'before' : 'after';
        return { redirect: '/my-list?saved=1' };
      }
      if (path === '/my-list/thanked') {
        const g = one(form, 'gift');
        if (RECEIVED.some((r) => r[0] === g) && !S.mylist.thanked.includes(g)) { S.mylist.thanked.push(g); S.mylist.thanked.sort(); }
        return { redirect: '/my-list/received' };
      }
      if (path === '/create') {
        const errs = ['name', 'email', 'date'].filter((k) => !one(form, k));
        if (one(form, 'date') && !/^\d{4}-\d{2}-\d{2}$/.test(one(form, 'date'))) errs.push('date');
        if (errs.length) return createPage({}, form, errs);
        const c = { ref: `NL${301 + S.created.length}`, name: one(form, 'name'), occasion: ['wedding', 'civil', 'anniversary', 'housewarming', 'birthday'].includes(one(form, 'occasion')) ? one(form, 'occasion') : 'wedding', date: one(form, 'date'), email: one(form, 'email') };
        if (one(form, 'partner')) c.partner = one(form, 'partner');
        S.created.push(c);
        return { redirect: `/create/done/${c.ref}` };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return view('/', query, 'Gift lists for weddings and new homes', `<form method="get" action="/find"><label>Find a couple's list <input name="q" placeholder="Name or surname"></label> <button type="submit">Find</button></form>
<p>Choose from 14,000 gifts, add cash funds for a honeymoon or a new home, and we deliver everything when you are ready. <a href="/create">Start your list</a>.</p>`);
    }
    if (path === '/find') {
      const toks = (query.q || '').toLowerCase().split(/[^a-z]+/).filter((t) => t.length > 1 && t !== 'and');
      const hits = toks.length ? Object.entries(LISTS).filter(([, L]) => toks.some((t) => L.names.toLowerCase().split(/[^a-z]+/).includes(t))) : [];
      return view('/find', query, 'Find a list', `<form method="get" action="/find"><label>Couple's name <input name="q" value="${esc(query.q || '')}"></label> <button type="submit">Find</button></form>${query.q ? (hits.length ? `<ul>${hits.map(([id, L]) => `<li><a href="/list/${id}">${esc(L.names)}</a> — ${L.occasion}, ${longDate(L.date)}</li>`).join('')}</ul>` : '<p>No lists found. Check the spelling, or try just a surname.</p>') : ''}`);
    }
    if ((m = path.match(/^\/list\/([\w-]+)\/gift\/(\w+)$/)) && LISTS[m[1]] && item(m[1], m[2])) return gift(m[1], item(m[1], m[2]), query);
    if ((m = path.match(/^\/list\/([\w-]+)$/)) && LISTS[m[1]]) return list(m[1], query);
    if (path === '/basket') {
      if (!S.basket.length) return view('/basket', query, 'Your basket', '<p>Your basket is empty. <a href="/find">Find a list</a></p>');
      const rows = S.basket.map((l, n) => { const it = item(l.list, l.iid); return `<tr><td>${esc(itemName(it))}<br><small>for ${esc(LISTS[l.list].names)}</small></td><td>${it.fund ? 'Contribution' : `× ${l.qty}`}</td><td>${money(lineCost(l))}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove" title="Remove">✕</button></form></td></tr>`; }).join('');
      return view('/basket', query, 'Your basket', `<table><tbody>${rows}</tbody></table><p>Total: ${money(S.basket.reduce((a, l) => a + lineCost(l), 0))}</p><p><a href="/checkout">Checkout</a></p>`);
    }
    if (path === '/checkout') return checkout(query);
    if ((m = path.match(/^\/orders\/(CF\d+)$/))) {
      const o = S.orders.find((x) => x.ref === m[1]);
      return o ? view(path, query, 'Thank you', `<p role="status">Thank you, ${esc(o.name)}. Your order ${o.ref} is confirmed and a receipt is on its way to ${esc(o.email)}.</p>`) : { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/shop') return shop(query);
    if ((m = path.match(/^\/shop\/p\/([\w-]+)$/)) && PR[m[1]]) return product(PR[m[1]], query);
    if (path === '/my-list') return myList(query);
    if (path === '/my-list/details') {
      const d = S.mylist;
      return view(path, query, 'Event details', `<form method="post" action="/my-list/details"><label>Wedding date <input type="date" name="date" value="${d.date}" required></label><fieldset><legend>When should we deliver your gifts?</legend><label><input type="radio" name="deliver" value="before"${d.deliver === 'before' ? ' checked' : ''}> Before the wedding, as they are bought</label><label><input type="radio" name="deliver" value="after"${d.deliver === 'after' ? ' checked' : ''}> All together after the wedding</label></fieldset><button type="submit">Save details</button></form>`);
    }
    if (path === '/my-list/received') {
      const rows = RECEIVED.map(([g, from, what, when]) => `<tr><td>${esc(from)}</td><td>${esc(what)}</td><td>${longDate(when)}</td><td>${S.mylist.thanked.includes(g) ? 'Thank-you sent ✓' : `<form method="post" action="/my-list/thanked"><input type="hidden" name="gift" value="${g}"><button type="submit" aria-label="Mark thank-you sent to ${esc(from)}">Mark thank-you sent</button></form>`}</td></tr>`).join('');
      return view(path, query, 'Gifts received', `<table><thead><tr><th>From</th><th>Gift</th><th>Bought on</th><th>Thank-you</th></tr></thead><tbody>${rows}</tbody></table>`);
    }
    if (path === '/create') return createPage(query);
    if ((m = path.match(/^\/create\/done\/(NL\d+)$/))) {
      const c = S.created.find((x) => x.ref === m[1]);
      return c ? view(path, query, 'Your list is ready', `<p role="status">Congratulations ${esc(c.name)}! Your list ${c.ref} is ready to fill.</p>`) : { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/help' || path === '/contact') return view(path, query, 'Help', '<p>Call 0800 555 0147 or email help@confettilists.example.</p>');
    return { status: 404, html: '<p>Not found</p>' };
  }

  function createPage(query, form = {}, errs = []) {
    return view('/create', query, 'Start a gift list', `${errs.length ? `<p class="err" role="alert">Please complete: ${errs.join(', ')}.</p>` : ''}<form method="post" action="/create">${field(form, 'name', 'Your name', true)}${field(form, 'partner', "Partner's name (optional)", false)}
<label>Occasion <select name="occasion">${[['wedding', 'Wedding'], ['civil', 'Civil partnership'], ['anniversary', 'Anniversary'], ['housewarming', 'Housewarming'], ['birthday', 'Birthday']].map(([v, t]) => opt(v, t, one(form, 'occasion') || 'wedding')).join('')}</select></label>
${field(form, 'date', 'Date of the event', true, 'date')}${field(form, 'email', 'Email', true, 'email')}<button type="submit">Create my list</button></form>`);
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); consent = false; },
  };
}
