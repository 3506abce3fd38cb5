/**
 * "Quillbrook Garden Supply" — a garden shop of our own for the round-10 conversation tests (not a
 * bench set): a "Who's shopping?" page of shopper links with an emoji each; department links
 * (Planters, Tools, Seeds) in the header; a department's products as cards (some saying their kind:
 * "Hand tool", "Cordless · 18V battery") with a Price menu
 * ("Under $60 / $120 / $200") and a "Sort by" menu (Featured, Price: low to high, Price: high to
 * low, Top rated, Newest) that reload the list; product pages with Finish radios (one "(sold out)"
 * and disabled), a Size menu whose options say what the size holds ("Holds 3 pots — $84"), a
 * Quantity box, a "Potting service (+$12)" box, all reloading the page with the form in the query,
 * a price, "+ Wishlist" (stays; "✓ Wishlist" once there, which takes it off again) and "Add to basket" (goes to the basket), a "Watch planting video"
 * link and "More to love" cards with a "+ Wishlist" each; a basket table with a Quantity menu, a
 * potting box, "Move to wishlist" and "Remove" per row; a delivery page with day radios (one fully
 * booked, one with a surcharge) and a details form (name, street, town, postcode, phone). The state is what the server saw.
 */
const PRODUCTS = [
  // slug, name, dept, price, stars, finishes [value, label, out], sizes [value, label, price]
  ['trough', 'Linnet trough planter', 'planters', 84, 4.6, [['slate', 'Slate'], ['copper', 'Copper (sold out)', true], ['sand', 'Sand']], [['small', 'Holds 3 pots — $84', 84], ['large', 'Holds 5 pots — $119', 119]]],
  ['urn', 'Barrow stone urn', 'planters', 52, 4.1, [['grey', 'Grey'], ['moss', 'Moss']], []],
  ['hanger', 'Wren hanging basket', 'planters', 27, 4.8, [['black', 'Black'], ['white', 'White']], []],
  ['trowel', 'Ashdown trowel', 'tools', 18, 4.3, [['ash', 'Ash handle']], [], 'Hand tool'],
  ['trimmer', 'Marlow hedge trimmer', 'tools', 95, 4.4, [['green', 'Green']], [], 'Cordless · 18V battery'],
  ['seedtin', 'Seed tin (box of 6)', 'seeds', 9, 4.0, [['mixed', 'Mixed']], []],
];
const DEPTS = [['planters', 'Planters'], ['tools', 'Tools'], ['seeds', 'Seeds']];
const SORTS = [['', 'Featured'], ['low', 'Price: low to high'], ['high', 'Price: high to low'], ['rated', 'Top rated'], ['new', 'Newest']];
const PRICES = [['', 'Any price'], ['60', 'Under $60'], ['120', 'Under $120'], ['200', 'Under $200']];
const DAYS = [['thu', 'Thursday 10 December — fully booked', true], ['fri', 'Friday 11 December (+$5)'], ['mon', 'Monday 14 December']];
const SHOPPERS = [['robin', '🌻 Robin'], ['dana', '🌵 Dana']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l, off]) => `<option value="${v}"${v === chosen ? ' selected' : ''}${off ? ' disabled' : ''}>${esc(l)}</option>`).join('');

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, shopper: null, basket: [], wishlist: [], delivery: null, order: null };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Quillbrook</title></head><body>
<header><a href="/">Quillbrook</a> <nav>${DEPTS.map(([d, l]) => `<a href="/dept/${d}">${l}</a>`).join(' ')} <a href="/basket">Basket (${state.basket.length})</a></nav></header><main>${body}</main></body></html>`;
  const wishButton = (p, back) => `<form method="post" action="/wish"><input type="hidden" name="slug" value="${p[0]}"><input type="hidden" name="back" value="${back}"><button>${state.wishlist.includes(p[0]) ? '✓ Wishlist' : '+ Wishlist'}</button></form>`;
  const card = (p) => `<li class="card"><h3><a href="/p/${p[0]}">${esc(p[1])}</a></h3><p>${p[7] ? `${esc(p[7])} · ` : ''}$${p[3]} · ★ ${p[4]}</p>${wishButton(p, `/dept/${p[2]}`)}</li>`;

  function dept(d, query) {
    let list = PRODUCTS.filter((p) => p[2] === d && (!query.price || p[3] < Number(query.price)));
    if (query.sort === 'low') list = [...list].sort((a, b) => a[3] - b[3]);
    if (query.sort === 'high') list = [...list].sort((a, b) => b[3] - a[3]);
    if (query.sort === 'rated') list = [...list].sort((a, b) => b[4] - a[4]);
    const name = DEPTS.find(([k]) => k === d)[1];
    return layout(name, `<h1>${name}</h1><form action="/dept/${d}"><label for="price">Price</label> <select id="price" name="price" onchange="this.form.submit()">${options(PRICES, query.price ?? '')}</select>
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${options(SORTS, query.sort ?? '')}</select></form><ul class="grid">${list.map(card).join('')}</ul>`);
  }

  function product(p, query) {
    const finish = p[5].find(([v, , out]) => v === query.finish && !out) ?? p[5].find(([, , out]) => !out);
    const size = p[6].find(([v]) => v === query.size) ?? p[6][0];
    const potting = query.potting === '1';
    const qty = Math.max(1, Number(query.qty) || 1);
    const radios = p[5].map(([v, l, out]) => `<label><input type="radio" name="finish" value="${v}"${out ? ' disabled' : ''}${finish[0] === v ? ' checked' : ''} onchange="this.form.submit()"> ${esc(l)}</label>`).join(' ');
    const sizes = p[6].length ? `<p><label for="size">Size</label> <select id="size" name="size" onchange="this.form.submit()">${options(p[6].map(([v, l]) => [v, l]), size[0])}</select></p>` : '';
    const price = ((size ? size[2] : p[3]) + (potting ? 12 : 0)) * qty;
    const more = PRODUCTS.filter((o) => o[2] === p[2] && o !== p).map(card).join('');
    return layout(p[1], `<h1>${esc(p[1])}</h1><p>★ ${p[4]}</p><form action="/p/${p[0]}"><fieldset><legend>Finish</legend>${radios}</fieldset>${sizes}
<p><label for="qty">Quantity</label> <input id="qty" name="qty" type="number" min="1" value="${qty}" onchange="this.form.submit()"></p>
<p><label><input type="checkbox" name="potting" value="1"${potting ? ' checked' : ''} onchange="this.form.submit()"> Potting service (+$12)</label></p></form>
<p>Price: $${price}</p>${wishButton(p, `/p/${p[0]}`)}
<form method="post" action="/basket/add"><input type="hidden" name="slug" value="${p[0]}"><input type="hidden" name="finish" value="${finish[0]}"><input type="hidden" name="size" value="${size?.[0] ?? ''}"><input type="hidden" name="qty" value="${qty}"><input type="hidden" name="potting" value="${potting ? 1 : 0}"><button>Add to basket</button></form>
<p><a href="/video/${p[0]}">Watch planting video</a></p><h2>More to love</h2><ul class="grid">${more}</ul>`);
  }

  function basket() {
    const rows = state.basket.map((b, i) => {
      const p = PRODUCTS.find((x) => x[0] === b.slug);
      return `<tr><td>${esc(p[1])}</td><td><form action="/basket/set"><input type="hidden" name="i" value="${i}"><label><input type="checkbox" name="potting" value="1"${b.potting ? ' checked' : ''} onchange="this.form.submit()"> Potting (+$12 each)</label>
<label for="q${i}">Quantity</label> <select id="q${i}" name="qty" onchange="this.form.submit()">${options(['1', '2', '3', '4', '5'].map((n) => [n, n]), String(b.qty))}</select></form></td>
<td><form method="post" action="/basket/move"><input type="hidden" name="i" value="${i}"><button>Move to wishlist</button></form> <form method="post" action="/basket/remove"><input type="hidden" name="i" value="${i}"><button>Remove</button></form></td></tr>`;
    }).join('');
    return layout('Basket', `<h1>Your basket</h1><table>${rows}</table><p><a href="/delivery">Choose delivery</a></p>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/wish') {
        // A toggle: "+ Wishlist" adds, "✓ Wishlist" takes it off again.
        if (state.wishlist.includes(form.slug)) state.wishlist = state.wishlist.filter((x) => x !== form.slug);
        else state.wishlist.push(form.slug);
        return { redirect: form.back?.startsWith('/') ? form.back : '/' };
      }
      if (u.pathname === '/basket/add') {
        state.basket.push({ slug: form.slug, finish: form.finish, size: form.size || null, qty: Number(form.qty) || 1, potting: form.potting === '1' });
        return { redirect: '/basket' };
      }
      if (u.pathname === '/basket/remove') {
        state.basket.splice(Number(form.i), 1);
        return { redirect: '/basket' };
      }
      if (u.pathname === '/basket/move') {
        const [b] = state.basket.splice(Number(form.i), 1);
        if (b && !state.wishlist.includes(b.slug)) state.wishlist.push(b.slug);
        return { redirect: '/basket' };
      }
      if (u.pathname === '/order') {
        state.order = { name: form.name, street: form.street, town: form.town, postcode: form.postcode, phone: form.phone };
        return { redirect: '/thanks' };
      }
      return { status: 404 };
    }
    if (u.pathname !== '/favicon.ico') state.page = { path: u.pathname, query };
    let m;
    if (u.pathname === '/') return { html: layout("Who's shopping?", `<h1>Who's shopping?</h1><ul class="row">${SHOPPERS.map(([k, l]) => `<li class="card"><a href="/shop?as=${k}">${l}</a></li>`).join('')}</ul>`) };
    if (u.pathname === '/shop') {
      state.shopper = SHOPPERS.some(([k]) => k === query.as) ? query.as : null;
      return { redirect: '/dept/planters' };
    }
    if ((m = /^\/dept\/([a-z]+)$/.exec(u.pathname)) && DEPTS.some(([d]) => d === m[1])) return { html: dept(m[1], query) };
    if ((m = /^\/p\/([a-z]+)$/.exec(u.pathname)) && PRODUCTS.some((p) => p[0] === m[1])) return { html: product(PRODUCTS.find((p) => p[0] === m[1]), query) };
    if ((m = /^\/video\/([a-z]+)$/.exec(u.pathname))) return { html: layout('Planting video', `<h1>Planting video</h1><p>How to plant it.</p>`) };
    if (u.pathname === '/basket/set') {
      const b = state.basket[Number(query.i)];
      if (b) Object.assign(b, { qty: Number(query.qty) || b.qty, potting: query.potting === '1' });
      return { redirect: '/basket' };
    }
    if (u.pathname === '/basket') return { html: basket() };
    if (u.pathname === '/thanks') return { html: layout('Thank you', '<h1>Thank you</h1><p>Your order is on its way.</p>') };
    if (u.pathname === '/delivery') {
      const day = DAYS.find(([v, , off]) => v === query.day && !off);
      state.delivery = day ? day[0] : null;
      return { html: layout('Delivery', `<h1>Delivery</h1><form action="/delivery"><fieldset><legend>Delivery day</legend>${DAYS.map(([v, l, off]) => `<label><input type="radio" name="day" value="${v}"${off ? ' disabled' : ''}${day?.[0] === v ? ' checked' : ''} onchange="this.form.submit()"> ${esc(l)}</label>`).join(' ')}</fieldset></form>
<h2>Your details</h2><form method="post" action="/order">${[['name', 'Full name'], ['street', 'House number and street'], ['town', 'Town'], ['postcode', 'Postcode'], ['phone', 'Phone']].map(([n, l]) => `<p><label for="f-${n}">${l}</label> <input id="f-${n}" name="${n}"></p>`).join('')}<button>Confirm order</button></form>`) };
    }
    return { status: 404 };
  }

  return { handle, state: () => JSON.parse(JSON.stringify(state)), restore: (s) => { state = JSON.parse(JSON.stringify(s)); }, reset };
}
