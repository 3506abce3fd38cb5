/**
 * A children's art club for round 24 (test/r24-refs-e2e.test.ts). /classes lists the week's classes
 * as repeated cards: the class's name (a link to its page), its day and time, its places and price,
 * and its own control — "Book <class>" while it has places, "Join the waiting list" when full (two
 * cards are full, so that link is on the page twice). /book/<id> is the booking form (POST): "Your
 * name", "Email", "Child's name", "Child's age", "Membership number (if you have one)" and "Book
 * place"; a full class's form says "Join waiting list". A sent form goes to /booked/<ref>.
 */
export function createSite() {
  const CLASSES = [
    { id: 'clay-sat', name: 'Clay animals', day: 'Saturday', time: '10:00', places: 4, price: '£12' },
    { id: 'paint-sat', name: 'Painting', day: 'Saturday', time: '13:00', places: 0, price: '£10' },
    { id: 'print-sun', name: 'Printmaking', day: 'Sunday', time: '11:00', places: 0, price: '£14' },
    { id: 'collage-wed', name: 'Collage', day: 'Wednesday', time: '16:30', places: 7, price: '£9' },
  ];
  let st;
  const reset = () => {
    st = { page: { path: '/classes', query: {} }, bookings: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Little Makers</a> <a href="/classes">Classes</a> <a href="/contact">Contact us</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const card = (c) => `<li class="card"><h2><a href="/classes/${c.id}">${esc(c.name)}</a></h2><p>${c.day} ${c.time}</p><p>${c.places ? `${c.places} places left` : 'Full'}</p><p>${c.price}</p>${c.places ? `<a href="/book/${c.id}">Book ${esc(c.name)}</a>` : `<a href="/book/${c.id}?wait=1">Join the waiting list</a>`}</li>`;
  const classes = () => page("This week's classes", `<ul class="cards">${CLASSES.map(card).join('')}</ul>`);
  const detail = (c) => page(c.name, `<p>${c.day} ${c.time}, ${c.price}. Ages 5 to 11.</p>`);
  const form = (c, wait) => page(`${wait ? 'Waiting list' : 'Book'}: ${c.name}`, `<form method="post" action="/book/${c.id}${wait ? '?wait=1' : ''}">
<label>Your name (required) <input name="parent" required></label>
<label>Email (required) <input type="email" name="email" required></label>
<label>Child's name (required) <input name="child" required></label>
<label>Child's age (required) <input type="number" name="age" min="3" max="16" required></label>
<label>Membership number (if you have one) <input name="member"></label>
<button type="submit">${wait ? 'Join waiting list' : 'Book place'}</button></form>`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const c = CLASSES.find((x) => path.endsWith(`/${x.id}`));
      if (method === 'POST') {
        const f = new URLSearchParams(body || '');
        if (c && path.startsWith('/book/') && ['parent', 'email', 'child', 'age'].every((k) => (f.get(k) ?? '').trim())) {
          const ref = `LM${100 + st.bookings.length}`;
          st.bookings.push({ ref, class: c.id, wait: u.searchParams.get('wait') === '1', parent: f.get('parent'), email: f.get('email'), child: f.get('child'), age: f.get('age'), member: f.get('member') || '' });
          return { redirect: `/booked/${ref}` };
        }
        return { status: 400, html: page('Please fill in the form', '<p>Some required fields are missing.</p>') };
      }
      st.page = { path, query: Object.fromEntries(u.searchParams) };
      if (path === '/' || path === '/classes') return { html: classes() };
      if (c && path.startsWith('/classes/')) return { html: detail(c) };
      if (c && path.startsWith('/book/')) return { html: form(c, u.searchParams.get('wait') === '1') };
      if (path.startsWith('/booked/')) return { html: page('Booked', `<p>Your reference is ${esc(path.slice(8))}.</p>`) };
      if (path === '/contact') return { html: page('Contact us', '<p>hello@littlemakers.example</p>') };
      return { status: 404, html: page('Not found', '') };
    },
  };
}
