/**
 * A bike-parts shop for round 23 (test/r23-rows-controls.test.ts, test/r23-rows-add-choices.test.ts).
 * The basket (/basket) is a table whose lines name their item only by a link to its page ("Chain Oil 100ml"), each with its
 * own "Qty" box and "Update", and a plain "Remove" button in a form of its own. The light's page
 * (/item/light) has the add form: a "Beam" menu (its prompt "Choose a beam…", options with their
 * prices), "Colour" radios (Black checked), tick boxes under the legend "Extras" ("Handlebar mount
 * (+£4.00)", "Spare battery (+£9.00)") and "Add to basket" (POST). The workshop bookings
 * (/bookings) are table rows — service, day, a "Cancel" link to /bookings/<id>/cancel.
 */
export function createSite() {
  const ITEMS = [
    { id: 'pump', name: 'Trail Pump Mini' },
    { id: 'oil', name: 'Chain Oil 100ml' },
    { id: 'pads', name: 'Brake Pads (pair)' },
    { id: 'light', name: 'Beam Front Light' },
  ];
  const BEAMS = [['400', '400 lumen', 0], ['800', '800 lumen', 10], ['1200', '1200 lumen', 25]];
  const EXTRAS = [['mount', 'Handlebar mount', 4], ['battery', 'Spare battery', 9]];
  let st;
  const reset = () => {
    st = { page: { path: '/basket', query: {} }, basket: [{ item: 'pump', qty: 1 }, { item: 'oil', qty: 2 }, { item: 'pads', qty: 1 }] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Spoke &amp; Chain</a> <a href="/basket">Basket</a> <a href="/bookings">Workshop</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const item = (id) => ITEMS.find((i) => i.id === id);
  const basket = () => page('Your basket', st.basket.length
    ? `<table><thead><tr><th>Item</th><th>Quantity</th><th></th></tr></thead><tbody>${st.basket.map((l, i) => `<tr><td><a href="/item/${l.item}">${esc(item(l.item).name)}</a></td><td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><label>Qty <input type="number" name="qty" min="0" value="${l.qty}"></label><button type="submit">Update</button></form></td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></td></tr>`).join('')}</tbody></table>`
    : '<p>Your basket is empty.</p>');
  const light = () => page('Beam Front Light', `<p>£30.00</p><form method="post" action="/basket/add"><input type="hidden" name="item" value="light"><label>Beam <select name="beam" required><option value="">Choose a beam…</option>${BEAMS.map(([v, t, p]) => `<option value="${v}">${t}${p ? ` (+£${p}.00)` : ''}</option>`).join('')}</select></label>
<fieldset><legend>Colour</legend>${['Black', 'Red'].map((c) => `<label><input type="radio" name="colour" value="${c.toLowerCase()}"${c === 'Black' ? ' checked' : ''}> ${c}</label>`).join('')}</fieldset>
<fieldset><legend>Extras</legend>${EXTRAS.map(([v, t, p]) => `<label><input type="checkbox" name="${v}" value="yes"> ${t} (+£${p}.00)</label>`).join('')}</fieldset>
<button type="submit">Add to basket</button></form>`);
  const BOOKINGS = [['fit', 'Bike fit', 'Tue 1 Dec, 10:00'], ['true', 'Wheel true', 'Thu 3 Dec, 14:00'], ['service', 'Full service', 'Sat 5 Dec, 09:00']];
  const bookings = () => page('Your workshop bookings', `<table><thead><tr><th>Service</th><th>When</th><th></th></tr></thead><tbody>${BOOKINGS.map(([id, name, when]) => `<tr><td>${name}</td><td>${when}</td><td><a href="/bookings/${id}/cancel">Cancel</a></td></tr>`).join('')}</tbody></table>`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const form = new URLSearchParams(body || '');
      if (method === 'POST') {
        if (path === '/basket/remove') {
          st.basket = st.basket.filter((_, i) => i !== Number(form.get('line')));
          return { redirect: '/basket' };
        }
        if (path === '/basket/add' && form.get('item') === 'light' && BEAMS.some((b) => b[0] === form.get('beam'))) {
          st.basket.push({ item: 'light', qty: 1, beam: form.get('beam'), colour: form.get('colour'), extras: EXTRAS.filter(([v]) => form.get(v) === 'yes').map(([v]) => v) });
          return { redirect: '/basket' };
        }
        if (path === '/basket/update') {
          const l = st.basket[Number(form.get('line'))];
          if (l) l.qty = Math.max(0, Math.min(9, Number(form.get('qty')) || 0));
          return { redirect: '/basket' };
        }
        return { status: 404, html: 'Not found' };
      }
      let html;
      if (path === '/') html = page('Spoke & Chain', '<p>Parts and tools for your bike.</p>');
      else if (path === '/basket') html = basket();
      else if (path === '/item/light') html = light();
      else if (path === '/bookings') html = bookings();
      else if (/^\/bookings\/\w+\/cancel$/.test(path) && BOOKINGS.some((b) => b[0] === path.split('/')[2])) html = page(`Cancel ${BOOKINGS.find((b) => b[0] === path.split('/')[2])[1]}?`, '<p>We will let the workshop know.</p>');
      else if (path.startsWith('/item/') && item(path.slice(6))) html = page(item(path.slice(6)).name, '<p>In stock.</p>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: Object.fromEntries(u.searchParams) };
      return { html };
    },
  };
}
