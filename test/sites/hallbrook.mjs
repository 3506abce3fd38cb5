/**
 * "Hallbrook" — a site of our own for the round-14 tests of questions about what the page shows
 * (not a bench set). Its layouts are varied on purpose and its labels are not the words a user
 * asks with: a second-hand listing (its asking price as "Asking $64" in two spans, a condition as
 * "Label: text", a list of what comes with it, a seller line "Listed by … · On the site since …",
 * a heading "Getting it" with the sentence under it); a basket whose summary lines are
 * label/value spans in divs ("Subtotal $64.00", "Courier $9.50", "Total $73.50"); a class page whose
 * facts are a definition list ("Tutor", "Begins", "Runs for", "Where", "Per person"); a timetable
 * table; and a list of halls with their features. The state is what the server saw.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const HALLS = [
  ['Orchard Hall', 'Seats 80 · Step-free access · Garden'],
  ['Quarry Rooms', 'Seats 40 · Kitchen · Projector'],
  ['Weir Studio', 'Seats 25 · Sprung floor · Mirrors'],
];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Hallbrook</title></head><body>
<header><a href="/">Hallbrook</a> <nav><a href="/basket">Basket</a> <a href="/halls">Halls</a> <a href="/class/wheel">Classes</a></nav></header><main>${body}</main>
<footer><p>Hallbrook Exchange · Eastfield</p></footer></body></html>`;

  const lamp = () => layout('Brass reading lamp', `<h1>Brass reading lamp</h1>
<div class="price"><span>Asking</span> <b>$64</b></div>
<p>Condition: used, one small dent on the base</p>
<ul class="with"><li>Includes two spare bulbs</li><li>Cable is 1.8 m long</li></ul>
<div class="seller">Listed by <a href="/u/maya">Maya Lindqvist</a> · On the site since 2019</div>
<h2>Getting it</h2><p>Courier delivery anywhere in Eastfield for $9.50, or pick it up from the seller.</p>
<form method="post" action="/basket/add"><button>Buy it</button></form>`);

  const basket = () => {
    const items = state.basket.length * 64;
    const courier = state.basket.length ? 9.5 : 0;
    const line = (l, v) => `<div class="line"><span>${l}</span> <span>$${v.toFixed(2)}</span></div>`;
    return layout('Basket', `<h1>Your basket</h1>${state.basket.map(() => '<div class="item"><a href="/item/lamp">Brass reading lamp</a></div>').join('')}
<section class="summary">${line('Subtotal', items)}${line('Courier', courier)}${line('Total', items + courier)}</section>
<form method="post" action="/basket/pay"><button>Pay now</button></form>`);
  };

  const wheel = () => layout('Wheel throwing for beginners', `<h1>Wheel throwing for beginners</h1>
<p>Six weeks at the wheel, clay and firing included.</p>
<dl><dt>Tutor</dt><dd><a href="/u/ines">Ines Corrigan</a></dd><dt>Begins</dt><dd>Thursday 7:15 pm</dd><dt>Runs for</dt><dd>2 hours</dd><dt>Where</dt><dd>Studio 3, 18 Mill Lane</dd><dt>Per person</dt><dd>£42</dd></dl>
<form method="post" action="/class/join"><button>Join the class</button></form>`);

  const halls = () => layout('Halls to hire', `<h1>Halls to hire</h1><ul class="halls">${HALLS.map(([n, f]) => `<li class="hall"><h3><a href="/hall/${n.split(' ')[0].toLowerCase()}">${esc(n)}</a></h3><p>${esc(f)}</p></li>`).join('')}</ul>`);

  function handle(method, url) {
    const u = new URL(url, 'http://x');
    const query = Object.fromEntries(u.searchParams);
    if (method === 'POST' && u.pathname === '/basket/add') {
      state.basket.push('lamp');
      return { redirect: '/basket' };
    }
    if (method === 'POST') return { redirect: u.pathname };
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query };
    if (u.pathname === '/' || u.pathname === '/item/lamp') return { html: lamp() };
    if (u.pathname === '/basket') return { html: basket() };
    if (u.pathname === '/class/wheel') return { html: wheel() };
    if (u.pathname === '/halls') return { html: halls() };
    return { html: layout('Page', `<h1>${esc(u.pathname)}</h1><p>Nothing more here.</p>`) };
  }

  return {
    handle,
    state: () => JSON.parse(JSON.stringify(state)),
    restore: (s) => {
      state = JSON.parse(JSON.stringify(s));
    },
    reset,
  };
}
