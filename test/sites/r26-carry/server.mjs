/**
 * A cycle-tour company with gift cards and a small shop, for round 26 (test/r26-carry-e2e.test.ts).
 *
 * /tour/details: a details form (POST /bookings) with required name, mobile and email boxes, a
 * "Helmets to hire" menu whose options count helmets ("No helmets", "1 helmet" … "3 helmets") and a
 * required box whose label states a claim ("All riders have cycled on roads before"); the page says
 * what is missing when a send lacks it. /gift: a gift card form (POST /gift) with amount radios,
 * the recipient's name and email, "Message (optional)", and the buyer's name and email (required,
 * so a send that lacks one is refused before it goes).
 * /bell: a product with "Add name print (+£3.00)", a "Name print text" box and "Add to basket"
 * (POST /basket). Every page has a footer form "Join our mailing list" (an email box) and "Join".
 */
export function createSite() {
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, bookings: [], gifts: [], basket: [], list: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const layout = (title, body) =>
    `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Fellside Cycle Tours</a> <a href="/tour/details">Book a tour</a> <a href="/gift">Gift cards</a> <a href="/bell">Shop</a></nav></header><main>${body}</main>
<footer><form method="post" action="/list"><label for="ml">Join our mailing list</label> <input id="ml" type="email" name="email" placeholder="Your email" required> <button>Join</button></form></footer>`;
  const details = (error) =>
    layout('Your details', `<h1>Your details</h1><p>Valley loop, Saturday at 10:00, 3 riders.</p>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/bookings">
<p><label for="name">Lead rider's name</label> <input id="name" name="name"></p>
<p><label for="mobile">Mobile number</label> <input id="mobile" name="mobile" type="tel"></p>
<p><label for="email">Email</label> <input id="email" name="email" type="email"></p>
<p><label for="helmets">Helmets to hire (£4 each)</label> <select id="helmets" name="helmets">${[0, 1, 2, 3].map((n) => `<option value="${n}">${n === 0 ? 'No helmets' : `${n} helmet${n > 1 ? 's' : ''}`}</option>`).join('')}</select></p>
<p><label><input type="checkbox" name="roads" value="yes"> All riders have cycled on roads before</label></p>
<button>Confirm booking</button></form>`);
  const gift = (error) =>
    layout('Gift cards', `<h1>Gift cards</h1>${error ? '<p role="alert">Please fill in every required field.</p>' : ''}
<form method="post" action="/gift"><fieldset><legend>Amount</legend>${[20, 40, 80].map((n) => `<label><input type="radio" name="amount" value="${n}" required> £${n}</label> `).join('')}</fieldset>
<fieldset><legend>Who is it for?</legend><p><label for="to">Recipient's name</label> <input id="to" name="to" required></p><p><label for="toEmail">Recipient's email</label> <input id="toEmail" name="toEmail" type="email" required></p><p><label for="msg">Message (optional)</label> <input id="msg" name="message"></p></fieldset>
<fieldset><legend>From</legend><p><label for="from">Your name</label> <input id="from" name="from" required></p><p><label for="fromEmail">Your email</label> <input id="fromEmail" name="fromEmail" type="email" required></p></fieldset><button>Buy gift card</button></form>`);
  const bell = () =>
    layout('Brass bell', `<h1>Brass bike bell</h1><p>£12.00</p><form method="post" action="/basket">
<p><label><input type="checkbox" name="print" value="1"> Add name print (+£3.00)</label> <label for="pt">Name print text</label> <input id="pt" name="printText" maxlength="16" placeholder="Up to 16 letters"></p>
<p><label for="qty">Quantity</label> <input id="qty" type="number" name="qty" value="1" min="1" max="9"></p><button>Add to basket</button></form>`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const f = new URLSearchParams(body || '');
      if (method === 'POST') {
        if (u.pathname === '/bookings') {
          const missing = !f.get('name')?.trim() || !f.get('mobile')?.trim() || !(f.get('email') ?? '').includes('@') ? 'Please fill in your name, mobile and email.' : f.get('roads') !== 'yes' ? 'Please confirm every rider has cycled on roads.' : '';
          if (missing) return { html: details(missing) };
          st.bookings.push({ name: f.get('name').trim(), mobile: f.get('mobile').replace(/\s/g, ''), email: f.get('email').trim(), helmets: Number(f.get('helmets')) });
          return { redirect: '/done' };
        }
        if (u.pathname === '/gift') {
          const g = { amount: Number(f.get('amount')), to: f.get('to') ?? '', toEmail: f.get('toEmail') ?? '', message: f.get('message') ?? '', from: f.get('from') ?? '', fromEmail: f.get('fromEmail') ?? '' };
          if (!g.amount || !g.to || !g.toEmail.includes('@') || !g.from || !g.fromEmail.includes('@')) return { redirect: '/gift?error=1' };
          st.gifts.push(g);
          return { redirect: '/done' };
        }
        if (u.pathname === '/basket') {
          const text = (f.get('printText') ?? '').trim();
          st.basket.push({ item: 'bell', qty: Number(f.get('qty')) || 1, print: f.get('print') === '1' ? text : '' });
          return { redirect: '/basket' };
        }
        if (u.pathname === '/list') {
          st.list.push(f.get('email') ?? '');
          return { redirect: '/done' };
        }
      }
      st.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/tour/details') return { html: details('') };
      if (u.pathname === '/gift') return { html: gift(u.searchParams.get('error')) };
      if (u.pathname === '/bell') return { html: bell() };
      if (u.pathname === '/basket') return { html: layout('Basket', `<h1>Your basket</h1><ul>${st.basket.map((b) => `<li>${b.qty} × bell${b.print ? ` printed "${esc(b.print)}"` : ''}</li>`).join('')}</ul>`) };
      if (u.pathname === '/done') return { html: layout('Thank you', '<h1>Thank you!</h1><p>All done.</p>') };
      if (u.pathname === '/') return { html: layout('Fellside', '<h1>Fellside Cycle Tours</h1><p>Guided rides in the valley.</p>') };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
  };
}
