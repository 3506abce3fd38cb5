/**
 * "Larkhill Community Classes" (ours, round 9 phase 2): rows and cards acted on by what they say.
 * A class search (Subject and Term dropdowns, a Search button) whose results are table rows with an
 * "Add <title>" button each; a basket of rows with a "Format" dropdown per row (applied on change),
 * a "Remove <title>" button per row, a required "I confirm these classes fit my week" box and
 * "Enrol"; a timetable with a "Withdraw from <title>" button per row; memberships as cards (the
 * one you hold has no link) with a "Pick membership" link each, leading to a page with Term radios,
 * a Start dropdown and "Confirm membership"; reminders with a "Reminder level (% full)"
 * slider (50–100, steps of 5) and "Save reminders"; a certificate request (Kind radios, copies, a
 * Delivery dropdown, "Request certificate"). `state()` tells what the helper has done.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const SUBJECTS = [['', 'Any subject'], ['art', 'Art'], ['music', 'Music'], ['craft', 'Craft']];
const TERMS = [['autumn', 'Autumn 2026'], ['spring', 'Spring 2027']];
const CLASSES = [
  ['ART-1', 'art', 'autumn', 'Life Drawing', 'Tuesdays 7 pm'],
  ['ART-2', 'art', 'autumn', 'Introduction to Watercolour', 'Thursdays 6 pm'],
  ['ART-3', 'art', 'spring', 'Portraits in Oil', 'Mondays 7 pm'],
  ['MUS-1', 'music', 'autumn', 'History of Jazz', 'Wednesdays 7 pm'],
  ['MUS-2', 'music', 'autumn', 'Beginner Ukulele', 'Fridays 5 pm'],
  ['CRA-1', 'craft', 'autumn', 'Pottery Basics', 'Saturdays 10 am'],
  ['CRA-2', 'craft', 'spring', 'Bookbinding', 'Sundays 2 pm'],
].map(([code, subject, term, title, when]) => ({ code, subject, term, title, when }));
const FORMATS = [['room', 'In the studio'], ['online', 'Online'], ['mixed', 'Mixed']];
const MEMBERSHIPS = [['basic', 'Basic'], ['student', 'Student'], ['family', 'Family'], ['patron', 'Patron'], ['friend', 'Friend'], ['flexi', 'Flexi 10X']];
const TERM_LENGTHS = [['monthly', 'Month to month'], ['6', '6 months'], ['12', '12 months (one month free)']];
const classOf = (code) => CLASSES.find((c) => c.code === code);

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      basket: [{ code: 'ART-2', format: 'room' }, { code: 'MUS-1', format: 'room' }, { code: 'CRA-1', format: 'room' }],
      enrolled: [{ code: 'MUS-2' }],
      membership: { kind: 'friend', term: 'monthly', start: 'now' },
      remind: 70,
      certificates: [],
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Larkhill Classes</title><style>
body{font-family:Arial,sans-serif;margin:0} header{display:flex;gap:16px;padding:10px 20px;background:#3b4d2a;color:#fff} header a{color:#fff} main{padding:18px 24px}
table{border-collapse:collapse} td,th{border:1px solid #ccc;padding:6px} .cards{display:grid;grid-template-columns:repeat(3,200px);gap:12px;list-style:none;padding:0} .card{border:1px solid #bbb;padding:10px}
</style></head><body><header><a href="/"><strong>Larkhill Classes</strong></a><a href="/classes">Find a class</a><a href="/basket">Basket (${state.basket.length})</a><a href="/timetable">My timetable</a><a href="/memberships">Memberships</a><a href="/reminders">Reminders</a><a href="/certificate">Certificates</a></header><main>${body}</main></body></html>`;
  const options = (list, chosen) => list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');

  const classesPage = (query) => {
    const found = query.term ? CLASSES.filter((c) => c.term === query.term && (!query.subject || c.subject === query.subject)) : [];
    const rows = found.map((c) => `<tr><td>${c.code}</td><td>${esc(c.title)}</td><td>${c.when}</td><td><form method="post" action="/basket/add"><input type="hidden" name="code" value="${c.code}"><button aria-label="Add ${esc(c.title)}">Add</button></form></td></tr>`).join('');
    return layout('Find a class', `<h1>Find a class</h1><form method="get" action="/classes"><p><label for="subject">Subject</label> <select id="subject" name="subject">${options(SUBJECTS, query.subject ?? '')}</select>
<label for="term">Term</label> <select id="term" name="term">${options(TERMS, query.term ?? 'autumn')}</select> <button>Search</button></p></form>${query.term ? `<table><thead><tr><th>Code</th><th>Class</th><th>When</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : ''}`);
  };
  const basketPage = (query) => {
    const rows = state.basket.map((b) => {
      const c = classOf(b.code);
      return `<tr><td>${c.code}</td><td>${esc(c.title)}</td><td><form method="post" action="/basket/format"><input type="hidden" name="code" value="${c.code}"><label for="f-${c.code}">Format</label> <select id="f-${c.code}" name="format" onchange="this.form.submit()">${options(FORMATS, b.format)}</select></form></td><td><form method="post" action="/basket/remove"><input type="hidden" name="code" value="${c.code}"><button aria-label="Remove ${esc(c.title)}">Remove</button></form></td></tr>`;
    }).join('');
    return layout('Basket', `<h1>Your basket</h1>${query.error ? '<p role="alert">Please confirm the classes fit your week.</p>' : ''}<table><tbody>${rows}</tbody></table><form method="post" action="/enrol"><p><label><input type="checkbox" name="confirm" value="1"> I confirm these classes fit my week</label></p><p><button>Enrol</button></p></form>`);
  };
  const timetablePage = () => layout('My timetable', `<h1>My timetable</h1><table><tbody>${state.enrolled.map((e) => {
    const c = classOf(e.code);
    return `<tr><td>${c.code}</td><td>${esc(c.title)}</td><td>${c.when}</td><td><form method="post" action="/withdraw"><input type="hidden" name="code" value="${c.code}"><button aria-label="Withdraw from ${esc(c.title)}">Withdraw</button></form></td></tr>`;
  }).join('')}</tbody></table>`);
  const membershipsPage = () => layout('Memberships', `<h1>Memberships</h1><ul class="cards">${MEMBERSHIPS.map(([v, n]) => `<li class="card"><h2>${n}</h2><p>Classes at member prices.</p><p>${v === state.membership.kind ? 'Your membership' : `<a href="/memberships/pick?m=${v}" aria-label="Pick membership: ${n}">Pick membership</a>`}</p></li>`).join('')}</ul>`);
  const pickPage = (m) => layout('Your new membership', `<h1>${esc(MEMBERSHIPS.find(([v]) => v === m)[1])} membership</h1><form method="post" action="/memberships/pick"><input type="hidden" name="kind" value="${m}">
<fieldset><legend>Term</legend>${TERM_LENGTHS.map(([v, l]) => `<label><input type="radio" name="term" value="${v}"${v === 'monthly' ? ' checked' : ''}> ${l}</label>`).join(' ')}</fieldset>
<p><label for="start">Start</label> <select id="start" name="start">${options([['now', 'Straight away'], ['next-term', 'At the start of next term']], 'now')}</select></p><p><button>Confirm membership</button></p></form>`);
  const remindersPage = (query) => layout('Reminders', `<h1>Reminders</h1>${query.saved ? '<p>Saved.</p>' : ''}<form method="post" action="/reminders"><p><label for="full">Reminder level (% full)</label> <input id="full" name="full" type="range" min="50" max="100" step="5" value="${state.remind}"></p><p><button>Save reminders</button></p></form>`);
  const certificatePage = () => layout('Certificates', `<h1>Request a certificate</h1><form method="post" action="/certificate">
<fieldset><legend>Kind</legend><label><input type="radio" name="kind" value="printed" checked> Printed</label> <label><input type="radio" name="kind" value="digital"> Digital</label></fieldset>
<p><label for="delivery">Delivery</label> <select id="delivery" name="delivery">${options([['collect', 'Collect at the front desk'], ['post', 'Sent by post']], 'collect')}</select></p>
<p><label for="copies">Number of copies</label> <input id="copies" name="copies" type="number" min="1" max="5" value="1"></p><p><button>Request certificate</button></p></form>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/basket/add':
          if (classOf(form.code) && !state.basket.some((b) => b.code === form.code)) state.basket.push({ code: form.code, format: 'room' });
          return { redirect: '/basket' };
        case '/basket/format': {
          const b = state.basket.find((x) => x.code === form.code);
          if (b && FORMATS.some(([v]) => v === form.format)) b.format = form.format;
          return { redirect: '/basket' };
        }
        case '/basket/remove':
          state.basket = state.basket.filter((b) => b.code !== form.code);
          return { redirect: '/basket' };
        case '/enrol':
          if (!form.confirm) return { redirect: '/basket?error=confirm' };
          state.enrolled.push(...state.basket.map((b) => ({ code: b.code })));
          state.basket = [];
          return { redirect: '/timetable' };
        case '/withdraw':
          state.enrolled = state.enrolled.filter((e) => e.code !== form.code);
          return { redirect: '/timetable' };
        case '/memberships/pick':
          state.membership = { kind: form.kind ?? '', term: form.term ?? '', start: form.start ?? '' };
          return { redirect: '/memberships/done' };
        case '/reminders':
          state.remind = Number(form.full);
          return { redirect: '/reminders?saved=1' };
        case '/certificate':
          state.certificates.push({ kind: form.kind ?? '', delivery: form.delivery ?? '', copies: Number(form.copies ?? 0) });
          return { redirect: '/certificate/sent' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    if (method !== 'GET') return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    let html;
    if (u.pathname === '/') html = layout('Welcome', '<h1>Larkhill Community Classes</h1><ul><li><a href="/classes">Find a class</a></li><li><a href="/memberships">Change membership</a></li></ul>');
    else if (u.pathname === '/classes') html = classesPage(query);
    else if (u.pathname === '/basket') html = basketPage(query);
    else if (u.pathname === '/timetable') html = timetablePage();
    else if (u.pathname === '/memberships') html = membershipsPage();
    else if (u.pathname === '/memberships/pick' && MEMBERSHIPS.some(([v]) => v === query.m)) html = pickPage(query.m);
    else if (u.pathname === '/memberships/done') html = layout('Membership changed', `<h1>Membership changed</h1>`);
    else if (u.pathname === '/reminders') html = remindersPage(query);
    else if (u.pathname === '/certificate') html = certificatePage();
    else if (u.pathname === '/certificate/sent') html = layout('Requested', '<h1>Certificate requested</h1>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the basket, the classes enrolled on, the membership, the reminder level, the certificates asked for. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
