/**
 * Round 15 test site (ours): "Pinecrest Swim & Fitness", a leisure club whose home page holds a
 * public "Try us free" form (a start date, a name, an e-mail, a phone number) and a footer newsletter box,
 * and whose member's own pages are reached through a hidden ☰ panel ("My membership") and a
 * top-bar "Timetable" link. The member page lists its own actions ("Edit contact details", "Freeze
 * membership", "Change home club", "Log out"), each a form that posts and goes back to the member
 * page. State: the last page shown, the member's record, the trial requests and the sign-ups.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      member: { name: 'Rowan Ellery', phone: '07000 111222', email: 'rowan@example.org', club: 'riverside', frozen: '' },
      trials: [],
      newsletter: [],
    };
  };
  reset();
  const field = (name, label, type = 'text', value = '') => `<p><label for="${name}">${esc(label)}</label> <input id="${name}" name="${name}" type="${type}" value="${esc(value)}"></p>`;
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Pinecrest</title>
<style>#panel{display:none} header{display:flex;gap:12px}</style></head><body>
<header><a href="/">Pinecrest Swim &amp; Fitness</a> <nav><a href="/timetable">Timetable</a> <a href="/prices">Prices</a></nav>
<button type="button" aria-label="Menu" aria-controls="panel">☰</button>
<div id="panel"><a href="/member">My membership</a> <a href="/faq">Questions</a> <a href="/logout">Log out</a></div></header>
<main>${body}</main>
<footer><form method="post" action="/newsletter"><label for="nl">Newsletter e-mail</label> <input id="nl" name="email" type="email"><button type="submit">Sign up</button></form></footer></body></html>`;
  const pages = {
    '/': () => layout('Welcome', `<h1>Swim, lift, stretch</h1><section><h2>Try us free</h2><form method="post" action="/trial">
${field('day', 'First visit', 'date')}${field('tname', 'Full name')}${field('temail', 'Email', 'email')}${field('tphone', 'Phone number', 'tel')}<button type="submit">Book my free visit</button></form></section>`),
    '/timetable': () => layout('Timetable', `<h1>Timetable</h1><ul><li>Aqua fit, Monday 7 pm</li><li>Spin, Tuesday 6 pm</li></ul>`),
    '/prices': () => layout('Prices', `<h1>Prices</h1><p>From 30 a month.</p>`),
    '/faq': () => layout('Questions', `<h1>Questions</h1><p>Ask at the desk.</p>`),
    '/member': () => layout('My membership', `<h1>Rowan's membership</h1><p>Home club: ${esc(state.member.club)} · ${state.member.frozen ? `Frozen for ${esc(state.member.frozen)}` : 'Active'}</p>
<ul><li><a href="/member/contact">Edit contact details</a></li><li><a href="/member/freeze">Freeze membership</a></li><li><a href="/member/club">Change home club</a></li></ul>`),
    '/member/contact': () => layout('Contact details', `<h1>Contact details</h1><form method="post" action="/member/contact">${field('phone', 'Mobile', 'tel', state.member.phone)}${field('email', 'Email address', 'email', state.member.email)}<button type="submit">Save changes</button></form>`),
    '/member/freeze': () => layout('Freeze', `<h1>Freeze membership</h1><form method="post" action="/member/freeze"><p><label for="len">Freeze for</label> <select id="len" name="len"><option value="">Choose…</option><option value="1 week">1 week</option><option value="2 weeks">2 weeks</option><option value="1 month">1 month</option></select></p><button type="submit">Freeze</button></form>`),
    '/member/club': () => layout('Home club', `<h1>Change home club</h1><form method="post" action="/member/club"><fieldset><legend>Home club</legend><label><input type="radio" name="club" value="riverside" checked> Riverside</label> <label><input type="radio" name="club" value="northgate"> Northgate</label></fieldset><button type="submit">Save club</button></form>`),
    '/logout': () => layout('Signed out', `<h1>Signed out</h1>`),
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      const b = Object.fromEntries(new URLSearchParams(body ?? ''));
      if (method === 'POST') {
        if (u.pathname === '/trial') state.trials.push(b);
        else if (u.pathname === '/newsletter') state.newsletter.push(b.email);
        else if (u.pathname === '/member/contact') Object.assign(state.member, { phone: b.phone, email: b.email });
        else if (u.pathname === '/member/freeze') state.member.frozen = b.len;
        else if (u.pathname === '/member/club') state.member.club = b.club;
        else return { status: 404, html: 'not found' };
        return { redirect: u.pathname.startsWith('/member/') ? '/member' : '/thanks' };
      }
      if (u.pathname === '/thanks') return { html: layout('Thank you', '<h1>Thank you</h1>') };
      const page = pages[u.pathname];
      if (!page) return { status: 404, html: 'not found' };
      return { html: page() };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
