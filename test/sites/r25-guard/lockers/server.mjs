/**
 * A luggage-locker hire for round 25's safety guard (test/r25-guard-commit.test.ts). The navigation
 * links "Lockers", "Help" and "My bookings". "Lockers" is a table of lockers (code, size, price per
 * day) with a size filter sent by GET; each row's "Hire" link opens the locker's hire form (a start
 * date, an insurance choice, name and email, "Confirm hire", sent by POST). "Help" is a contact form
 * sent by POST: a topic menu, "Locker or booking reference", a message, a reply choice and "Send
 * message". A sentence about a hire must never send the help form.
 */
export function createSite() {
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, hires: [], messages: [] };
  };
  reset();
  const LOCKERS = [
    ['K-10', 'Small', 4],
    ['K-20', 'Medium', 6],
    ['K-30', 'Large', 9],
  ];
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)} · Stowaway Lockers</title><header><a href="/">Stowaway Lockers</a><nav><a href="/lockers">Lockers</a> <a href="/help">Help</a> <a href="/bookings">My bookings</a></nav></header><main>${body}</main>`;
  const lockers = (q) => {
    const rows = LOCKERS.filter(([, size]) => !q.size || size.toLowerCase() === q.size.toLowerCase())
      .map(([code, size, price]) => `<tr><td>${code}</td><td>${size}</td><td>£${price} a day</td><td><a href="/hire/${code}">Hire</a></td></tr>`)
      .join('');
    return page('Lockers', `<h1>Lockers at the station</h1><form method="get" action="/lockers"><label for="size">Size</label> <select id="size" name="size"><option value="">Any size</option><option>Small</option><option>Medium</option><option>Large</option></select> <button>Show lockers</button></form><table><tr><th>Locker</th><th>Size</th><th>Price</th><th></th></tr>${rows}</table>`);
  };
  const hire = (code) =>
    page(`Hire ${code}`, `<h1>Hire locker ${code}</h1><form method="post" action="/hire"><input type="hidden" name="code" value="${code}"><p><label for="from">Start date</label> <input id="from" name="from" type="date"></p><fieldset><legend>Insurance</legend><label><input type="radio" name="cover" value="basic" checked> Basic insurance</label> <label><input type="radio" name="cover" value="extra"> Extra insurance</label></fieldset><p><label for="name">Full name</label> <input id="name" name="name"></p><p><label for="email">Email</label> <input id="email" name="email" type="email"></p><p><button>Confirm hire</button></p></form>`);
  const help = () =>
    page('Help', `<h1>Contact us</h1><p>We answer every day from 8am to 8pm.</p><form method="post" action="/help"><p><label for="topic">Topic</label> <select id="topic" name="topic"><option value="">Choose a topic</option><option value="billing">Billing</option><option value="access">Access</option><option value="other">Something else</option></select></p><p><label for="ref">Locker or booking reference</label> <input id="ref" name="ref"></p><p><label for="msg">Message</label> <textarea id="msg" name="message"></textarea></p><fieldset><legend>How should we reply?</legend><label><input type="radio" name="reply" value="email" checked> Email</label> <label><input type="radio" name="reply" value="phone"> Phone call</label></fieldset><p><button>Send message</button></p></form>`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const q = Object.fromEntries(u.searchParams);
      const f = Object.fromEntries(new URLSearchParams(body || ''));
      if (method === 'POST') {
        if (path === '/hire') {
          st.hires.push({ code: f.code ?? '', from: f.from ?? '', cover: f.cover ?? '', name: f.name ?? '', email: f.email ?? '' });
          return { redirect: '/hired' };
        }
        if (path === '/help') {
          st.messages.push({ topic: f.topic ?? '', ref: f.ref ?? '', message: f.message ?? '', reply: f.reply ?? '' });
          return { redirect: '/help/sent' };
        }
        return { status: 404, html: 'Not found' };
      }
      let html;
      let m;
      if (path === '/') html = page('Home', '<h1>Lockers by the day</h1><p>Leave your bags with us at the station.</p>');
      else if (path === '/lockers') html = lockers(q);
      else if ((m = path.match(/^\/hire\/(K-\d+)$/))) html = hire(m[1]);
      else if (path === '/hired') html = page('Hired', '<h1>Your locker is hired</h1>');
      else if (path === '/help') html = help();
      else if (path === '/help/sent') html = page('Sent', '<h1>Thanks, we will reply soon</h1>');
      else if (path === '/bookings') html = page('My bookings', `<h1>My bookings</h1><ul>${st.hires.map((h) => `<li>${esc(h.code)} from ${esc(h.from)}</li>`).join('')}</ul>`);
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
