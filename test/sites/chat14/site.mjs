/**
 * Round 14 chat test sites (ours): details given with a submit verb in one turn, and counts.
 * "Rookwood Outdoor Centre": a cabin booking (labels not the user's words: "Guest name",
 * "Contact telephone", "E-mail for confirmation"), a gift card with a "Sender" field, a shop item
 * with a "How many" box and a "Put in basket" button, a basket of lines with "Qty" and "Update",
 * boat hire with an oar count box, a life-jacket menu and a length choice, and a members' desk
 * whose forms take a member card number. Every form posts to the server; state() holds the page,
 * the last form sent with its fields, and the basket.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const field = (name, label, type = 'text', value = '') => `<p><label for="f-${name}">${esc(label)}</label> <input id="f-${name}" name="${name}" type="${type}"${value !== '' ? ` value="${esc(value)}"` : ''}></p>`;

const FORMS = {
  cabin: { fields: ['guest', 'tel', 'mail'], required: ['guest', 'tel'] },
  gift: { fields: ['rname', 'rmail', 'note', 'sender'], required: ['rname', 'rmail', 'sender'] },
  boat: { fields: ['who', 'mob', 'oars', 'jackets', 'hours'], required: ['who', 'mob'] },
  renew: { fields: ['card', 'full', 'phone'], required: ['card', 'full', 'phone'] },
  pass: { fields: ['card', 'full', 'phone'], required: ['card', 'full', 'phone'] },
};

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, sent: null, basket: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Rookwood</title></head><body><header><strong>Rookwood Outdoor Centre</strong> <nav><a href="/">Home</a> <a href="/cabins">Cabins</a> <a href="/gift">Gift cards</a> <a href="/shop/lantern">Shop</a> <a href="/boats">Boat hire</a> <a href="/members">Members</a> <a href="/basket">Basket (${state.basket.reduce((s, l) => s + l.qty, 0)})</a></nav></header><main>${body}</main></body></html>`;
  const pages = {
    '/': () => layout('Home', '<h1>Rookwood Outdoor Centre</h1><p>Cabins by the lake, boats, and a small shop.</p>'),
    '/cabins': () => layout('Cabins', '<h1>Cabins</h1><ul><li><a href="/cabins/book?cabin=larch">Larch cabin</a> — sleeps 4</li><li><a href="/cabins/book?cabin=alder">Alder cabin</a> — sleeps 2</li></ul>'),
    '/cabins/book': (q) => layout('Book a cabin', `<h1>Book the ${esc(q.cabin ?? 'larch')} cabin</h1><p>Two nights from Friday, £180.</p><form method="post" action="/send/cabin?cabin=${esc(q.cabin ?? 'larch')}">${field('guest', 'Guest name')}${field('tel', 'Contact telephone', 'tel')}${field('mail', 'E-mail for confirmation', 'email')}<button type="submit">Reserve cabin</button></form>`),
    '/gift': () => layout('Gift cards', `<h1>Gift cards</h1><p>A £40 card for the boats or the cabins.</p><form method="post" action="/send/gift"><fieldset><legend>Who is it for?</legend>${field('rname', 'Recipient name')}${field('rmail', 'Recipient e-mail', 'email')}</fieldset><p><label for="f-note">Note</label><br><textarea id="f-note" name="note"></textarea></p>${field('sender', 'Sender')}<button type="submit">Buy gift card</button></form>`),
    '/shop/lantern': () => layout('Storm lantern', `<h1>Storm lantern</h1><p>£14.50 each.</p><form method="post" action="/basket/add"><input type="hidden" name="item" value="lantern">${field('qty', 'How many', 'number', '1')}<button type="submit">Put in basket</button></form>`),
    '/basket': () => layout('Basket', `<h1>Your basket</h1>${state.basket.length ? `<table><tr><th>Item</th><th>Qty</th></tr>${state.basket.map((l, i) => `<tr><td>${esc(l.item)}</td><td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><label for="q-${i}">Qty</label> <input id="q-${i}" type="number" name="qty" value="${l.qty}" min="0"> <button type="submit">Update</button></form></td></tr>`).join('')}</table>` : '<p>Empty.</p>'}`),
    '/boats': (q) => {
      const oars = Number(q.oars ?? 0), jackets = Number(q.jackets ?? 0), hours = q.hours === '2' ? 2 : 1;
      const keep = `<input type="hidden" name="boat" value="${esc(q.boat ?? 'canoe')}">`;
      return layout('Boat hire', `<h1>Hire a ${esc(q.boat ?? 'canoe')}</h1><form method="get" action="/boats">${keep}<fieldset><legend>How long?</legend><label><input type="radio" name="hours" value="1"${hours === 1 ? ' checked' : ''} onchange="this.form.submit()"> 1 hour</label> <label><input type="radio" name="hours" value="2"${hours === 2 ? ' checked' : ''} onchange="this.form.submit()"> 2 hours</label></fieldset><p><label for="f-oars">Oar hire (£2 each)</label> <input id="f-oars" name="oars" type="number" min="0" max="4" value="${oars}" onchange="this.form.submit()"></p><p><label for="f-jackets">Life jackets</label> <select id="f-jackets" name="jackets" onchange="this.form.submit()">${[0, 1, 2, 3, 4].map((n) => `<option${n === jackets ? ' selected' : ''}>${n}</option>`).join('')}</select></p></form>
<form method="post" action="/send/boat"><input type="hidden" name="oars" value="${oars}"><input type="hidden" name="jackets" value="${jackets}"><input type="hidden" name="hours" value="${hours}">${field('who', 'Name for the booking')}${field('mob', 'Mobile', 'tel')}<button type="submit">Book boat</button></form>`);
    },
    '/members': () => layout('Members', `<h1>Members’ desk</h1><section><h2>Renew your membership</h2><form method="post" action="/send/renew">${field('card', 'Member card no.')}${field('full', 'Full name')}${field('phone', 'Phone')}<button type="submit">Renew membership</button></form></section><section><h2>A pass for a guest</h2><p><a href="/members/pass">Ask for a guest pass</a></p></section>`),
    '/members/pass': () => layout('Guest pass', `<h1>Guest pass</h1><form method="post" action="/send/pass">${field('card', 'Member card no.')}${field('full', 'Full name')}${field('phone', 'Phone')}<button type="submit">Request guest pass</button></form>`),
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      const p = new URLSearchParams(body ?? '');
      if (method === 'POST' && u.pathname.startsWith('/send/')) {
        const id = u.pathname.slice(6);
        const form = FORMS[id];
        if (!form) return { status: 404, html: 'no such form' };
        const fields = Object.fromEntries(form.fields.map((f) => [f, (p.get(f) ?? '').trim()]));
        if (form.required.some((f) => !fields[f])) return { status: 400, html: 'Missing details' };
        state.sent = { form: id, fields, ...(q.cabin ? { cabin: q.cabin } : {}) };
        return { redirect: `/done?form=${id}` };
      }
      if (method === 'POST' && u.pathname === '/basket/add') {
        const qty = Math.max(1, Math.floor(Number(p.get('qty')) || 1));
        const line = state.basket.find((l) => l.item === p.get('item'));
        if (line) line.qty += qty;
        else state.basket.push({ item: p.get('item'), qty });
        return { redirect: '/basket' };
      }
      if (method === 'POST' && u.pathname === '/basket/update') {
        const line = state.basket[Number(p.get('line'))];
        if (line) line.qty = Math.max(0, Math.floor(Number(p.get('qty')) || 0));
        state.basket = state.basket.filter((l) => l.qty > 0);
        return { redirect: '/basket' };
      }
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/done') return { html: layout('Thank you', '<h1>Thank you</h1><p>Received.</p>') };
      const page = pages[u.pathname];
      return page ? { html: page(q) } : { status: 404, html: 'not found' };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
