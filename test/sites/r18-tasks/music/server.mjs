/**
 * A small second-hand instrument shop for round 18's tasks (test/r18-tasks-values.test.ts): a
 * list of instruments with a filter form that shows the list again with its choices in the
 * address (type, condition, sort; "Update list"), instrument pages with a "Back to the list" link
 * and a form to message the seller (name, e-mail, phone, message, a box to try it in person;
 * "Send message"), an account form whose second contact is a fieldset of its own ("Second
 * contact": Contact name, Contact phone; "Save profile"), and a plan form (a menu and a billing
 * radio group; "Save plan"), rental terms and deposits listed as links that show the instrument
 * page again with the choice in the address, and a list of the user's lessons with a Cancel
 * button each. Outcomes are judged from the site's state.
 */
const ITEMS = [
  { id: 'upright-piano', title: 'Upright piano, walnut', type: 'piano', condition: 'used', price: 900, year: 2009 },
  { id: 'digital-piano', title: 'Digital piano, 88 keys', type: 'piano', condition: 'used', price: 450, year: 2019 },
  { id: 'grand-piano', title: 'Baby grand piano', type: 'piano', condition: 'used', price: 4200, year: 1998 },
  { id: 'stage-piano', title: 'Stage piano, new in box', type: 'piano', condition: 'new', price: 700, year: 2024 },
  { id: 'violin', title: 'Student violin, full size', type: 'violin', condition: 'used', price: 180, year: 2015 },
  { id: 'acoustic-guitar', title: 'Acoustic guitar, spruce top', type: 'guitar', condition: 'used', price: 220, year: 2012 },
  { id: 'electric-guitar', title: 'Electric guitar, sunburst', type: 'guitar', condition: 'new', price: 520, year: 2025 },
];
const TYPES = [['guitar', 'Guitar'], ['piano', 'Piano'], ['violin', 'Violin']];
const CONDITIONS = [['new', 'New'], ['used', 'Used']];
const SORTS = [['', 'Best match'], ['price-up', 'Price: low to high'], ['price-down', 'Price: high to low'], ['year', 'Year: newest first']];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, messages: [], profile: { name: 'Ffion Rees', email: 'ffion@example.org', contactName: '', contactPhone: '' }, plan: { level: 'basic', billing: 'annual' }, lessons: ['piano-basics'] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${title}</title><header><nav><a href="/">Home</a> <a href="/instruments">Instruments</a> <a href="/account">My account</a> <a href="/plan">My plan</a></nav></header><main><h1>${title}</h1>${body}</main>`;
  const select = (id, label, opts, value, any) => `<p><label for="${id}">${label}</label> <select id="${id}" name="${id}">${any ? `<option value="">${any}</option>` : ''}${opts.map(([v, l]) => `<option value="${v}"${v === (value ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select></p>`;
  const list = (q) => {
    const l = ITEMS.filter((i) => (!q.type || i.type === q.type) && (!q.condition || i.condition === q.condition));
    if (q.sort === 'price-up') l.sort((a, b) => a.price - b.price);
    else if (q.sort === 'price-down') l.sort((a, b) => b.price - a.price);
    else if (q.sort === 'year') l.sort((a, b) => b.year - a.year);
    return l;
  };
  return {
    reset,
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const q = Object.fromEntries(u.searchParams);
      const form = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST') {
        const m = /^\/instruments\/([a-z-]+)\/message$/.exec(u.pathname);
        if (m && ITEMS.some((i) => i.id === m[1])) {
          if (!form.name || !form.email) return { status: 400, html: page('Missing details', '<p>Name and e-mail are needed.</p>') };
          state.messages.push({ item: m[1], name: form.name, email: form.email, phone: form.phone ?? '', message: form.message ?? '', tryIt: form.tryIt === 'yes' });
          return { redirect: '/sent' };
        }
        if (u.pathname === '/account') {
          state.profile = { name: form.name ?? '', email: form.email ?? '', contactName: form.contactName ?? '', contactPhone: form.contactPhone ?? '' };
          return { redirect: '/account' };
        }
        if (u.pathname === '/lessons/cancel') {
          state.lessons = state.lessons.filter((l) => l !== form.lesson);
          return { redirect: '/lessons' };
        }
        if (u.pathname === '/plan') {
          state.plan = { level: form.level ?? '', billing: form.billing ?? '' };
          return { redirect: '/plan' };
        }
        return { status: 404, html: page('Not found', '') };
      }
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/') return { html: page('Second-hand instruments', '<p><a href="/instruments">See all instruments</a></p>') };
      if (u.pathname === '/instruments') {
        const l = list(q);
        return { html: page('Instruments', `<form action="/instruments" method="get">${select('type', 'Instrument', TYPES, q.type, 'Any instrument')}${select('condition', 'Condition', CONDITIONS, q.condition, 'Any condition')}${select('sort', 'Order', SORTS, q.sort)}<button type="submit">Update list</button></form>
<p>${l.length} found</p><ul>${l.map((i) => `<li><a href="/instruments/${i.id}">${esc(i.title)}</a> £${i.price}, ${i.year}, ${i.condition}</li>`).join('')}</ul>`) };
      }
      const item = ITEMS.find((i) => u.pathname === `/instruments/${i.id}`);
      const term = ['3', '6', '12'].includes(q.term) ? q.term : '3';
      const deposit = ['0', '50', '100'].includes(q.deposit) ? q.deposit : '0';
      const rent = (i) => `<section><h2>Rent it</h2><p>Months: ${['3', '6', '12'].map((t) => (t === term ? `<b>${t} months</b>` : `<a href="/instruments/${i.id}?term=${t}&deposit=${deposit}">${t} months</a>`)).join(' ')}</p><p>Deposit: ${['0', '50', '100'].map((d) => (d === deposit ? `<b>£${d}</b>` : `<a href="/instruments/${i.id}?term=${term}&deposit=${d}">£${d}</a>`)).join(' ')}</p><p>About £${Math.round((i.price - Number(deposit)) / Number(term))} a month</p></section>`;
      if (item) return { html: page(esc(item.title), `<p>£${item.price}, ${item.year}, ${item.condition}</p>${rent(item)}
<section><h2>Message the seller</h2><form action="/instruments/${item.id}/message" method="post"><p><label for="name">Your name</label> <input id="name" name="name"></p><p><label for="email">Email</label> <input id="email" name="email" type="email"></p><p><label for="phone">Phone</label> <input id="phone" name="phone" type="tel"></p><p><label for="message">Message</label> <textarea id="message" name="message"></textarea></p><p><label><input type="checkbox" name="tryIt" value="yes"> I would like to try it in person</label></p><button type="submit">Send message</button></form></section>
<p><a href="/instruments">Back to the list</a></p>`) };
      if (u.pathname === '/account') {
        const p = state.profile;
        return { html: page('My account', `<form action="/account" method="post"><p><label for="name">Full name</label> <input id="name" name="name" value="${esc(p.name)}"></p><p><label for="email">Email</label> <input id="email" name="email" type="email" value="${esc(p.email)}"></p>
<fieldset><legend>Second contact</legend><p><label for="cn">Contact name</label> <input id="cn" name="contactName" value="${esc(p.contactName)}"></p><p><label for="cp">Contact phone</label> <input id="cp" name="contactPhone" value="${esc(p.contactPhone)}"></p></fieldset><button type="submit">Save profile</button></form>`) };
      }
      if (u.pathname === '/plan') {
        const p = state.plan;
        return { html: page('My plan', `<form action="/plan" method="post">${select('level', 'Membership', [['basic', 'Basic'], ['plus', 'Plus'], ['family', 'Family']], p.level)}
<fieldset><legend>Billing</legend><label><input type="radio" name="billing" value="monthly"${p.billing === 'monthly' ? ' checked' : ''}> Monthly</label> <label><input type="radio" name="billing" value="annual"${p.billing === 'annual' ? ' checked' : ''}> Annual</label></fieldset><button type="submit">Save plan</button></form>`) };
      }
      if (u.pathname === '/lessons') return { html: page('My lessons', state.lessons.length ? `<ul>${state.lessons.map((l) => `<li>Piano Basics, Tuesdays 17:00 <form action="/lessons/cancel" method="post"><input type="hidden" name="lesson" value="${l}"><button type="submit">Cancel Piano Basics</button></form></li>`).join('')}</ul>` : '<p>No lessons booked.</p>') };
      if (u.pathname === '/sent') return { html: page('Message sent', '<p>The seller will reply by e-mail.</p>') };
      return { status: 404, html: page('Not found', '') };
    },
  };
}
