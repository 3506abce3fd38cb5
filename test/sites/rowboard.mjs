/**
 * "Rowboard", a site of our own for round 12's repeated row controls: a grid of courts × hours
 * (a table with row and column headers; taken cells have no button), a week of slots under day
 * headings laid out as CSS columns, a list of classes each with a "Join" button, and a basket whose
 * rows each have "Remove". A click posts the row's id; the state logs it.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const HOURS = ['17:00', '18:00', '19:00', '20:00'];
const COURTS = ['Court 1', 'Court 2', 'Court 3', 'Court 4'];
const TAKEN = new Set(['Court 1 19:00', 'Court 3 18:00', 'Court 4 20:00']);
const WEEK = [
  { day: 'Thu 17', slots: ['9:30 AM', '1:00 PM', '6:15 PM'] },
  { day: 'Fri 18', slots: ['8:00 AM', '12:30 PM'] },
  { day: 'Sat 19', slots: ['10:00 AM', '2:00 PM', '7:00 PM'] },
];
const CLASSES = [
  { id: 'c1', name: 'Riverside Rowing', coach: 'Coach Amara', when: 'Monday 7:00 AM' },
  { id: 'c2', name: 'Indoor Climbing', coach: 'Coach Felix', when: 'Wednesday 6:30 PM' },
  { id: 'c3', name: 'Canoe Polo', coach: 'Coach Ines', when: 'Saturday 11:00 AM' },
  { id: 'c4', name: 'Open Water Swim', coach: 'Coach Amara', when: 'Saturday 8:00 AM' },
];
const TASTERS = [
  { id: 't1', time: '9:45 AM', name: 'Kayak taster' },
  { id: 't2', time: '11:15 AM', name: 'Paddleboard taster' },
  { id: 't3', time: '4:30 PM', name: 'Sculling taster' },
];
const BASKET = [
  { id: 'b1', name: 'Paddle leash', price: '£9.50' },
  { id: 'b2', name: 'Dry bag 20 L', price: '£24.00' },
  { id: 'b3', name: 'Neoprene gloves', price: '£18.00' },
  { id: 'b4', name: 'Quick-dry towel', price: '£12.00' },
];

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} }, log: [] }; };
  reset();
  const act = (id, label, back) => `<form method="post" action="/act" style="display:inline;margin:0"><input type="hidden" name="id" value="${esc(id)}"><input type="hidden" name="back" value="${back}"><button>${label}</button></form>`;
  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} | Rowboard</title><style>
body{font-family:Arial,sans-serif;margin:0} nav{padding:10px 20px;background:#135;display:flex;gap:16px} nav a{color:#fff} main{padding:20px}
td,th{border:1px solid #ccc;padding:4px 10px} .week{display:flex;gap:30px} .col{width:170px} .slot{padding:6px 0;border-bottom:1px solid #eee}
ul.classes{list-style:none;padding:0} ul.classes li{padding:8px 0;border-bottom:1px solid #ddd}
</style></head><body><nav><a href="/courts">Courts</a><a href="/week">Lessons</a><a href="/classes">Classes</a><a href="/basket">Basket</a></nav><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const pages = {
    '/courts': () => layout('Court availability', `<table><thead><tr><th>Court</th>${HOURS.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${COURTS.map((c) => `<tr><th>${c}</th>${HOURS.map((h) => `<td>${TAKEN.has(`${c} ${h}`) ? 'Taken' : act(`${c} ${h}`, 'Book', '/courts')}</td>`).join('')}</tr>`).join('')}</tbody></table>`),
    '/week': () => layout('Lesson slots', `<div class="week">${WEEK.map((d) => `<div class="col"><h3>${d.day}</h3>${d.slots.map((s) => `<div class="slot"><span>${s}</span> ${act(`${d.day} ${s}`, 'Reserve', '/week')}</div>`).join('')}</div>`).join('')}</div>`),
    '/classes': () => layout('Classes', `<ul class="classes">${CLASSES.map((c) => `<li><strong>${c.name}</strong> · ${c.coach} · ${c.when} ${act(c.id, 'Join', '/classes')}</li>`).join('')}</ul>`),
    '/basket': () => layout('Your basket', `<table><tbody>${BASKET.map((b) => `<tr><td>${b.name}</td><td>${b.price}</td><td>${act(b.id, 'Remove', '/basket')}</td></tr>`).join('')}</tbody></table>`),
    '/taster': (q) => layout('Taster sessions', `${q.pick ? `<p>You picked ${esc(q.pick)}.</p>` : ''}<ul class="classes">${TASTERS.map((t) => `<li><a href="/taster?pick=${encodeURIComponent(t.time)}">${t.time}</a> · ${t.name} ${act(t.id, 'Book', '/taster')}</li>`).join('')}</ul>`),
    '/': () => layout('Rowboard', '<p>Courts, lessons and classes by the river.</p>'),
  };
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    if (method === 'POST' && u.pathname === '/act') {
      const form = Object.fromEntries(new URLSearchParams(body ?? ''));
      state.log.push(form.id);
      return { redirect: form.back || '/' };
    }
    state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
    const page = pages[u.pathname];
    return page ? { html: page(Object.fromEntries(u.searchParams)) } : { status: 404, html: 'Not found' };
  }
  return { handle, state: () => JSON.parse(JSON.stringify(state)), restore: (s) => { state = JSON.parse(JSON.stringify(s)); }, reset };
}
