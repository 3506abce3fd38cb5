/**
 * "Marrowby Seed Swap" — a seed library of our own for the round-16 turn-ranker test (not a bench
 * set): a page of seed packets, each a card with its name, a line about it and its own "Reserve"
 * and "Save for later" buttons (every card repeats them), and links to the rules and the basket.
 * The state is what the server saw.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const PACKETS = [
  ['runner', 'Scarlet runner bean', 'A climbing bean with red flowers; sow outdoors in late spring.'],
  ['squash', 'Tromboncino squash', 'Trailing vines and long pale fruit; give it a fence.'],
  ['chard', 'Rainbow chard', 'Leafy stems in yellow, pink and orange; hardy through winter.'],
  ['tomato', 'Cherry tomato Sungold', 'Small sweet orange fruit on tall cordons, for a greenhouse.'],
];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, reserved: [], saved: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Marrowby Seed Swap</title></head><body>
<header><a href="/">Marrowby Seed Swap</a> <nav><a href="/packets">Packets</a> <a href="/rules">Swap rules</a> <a href="/basket">Basket (${state.reserved.length})</a></nav></header><main>${body}</main></body></html>`;

  const packets = () => layout('Seed packets', `<h1>Seed packets this month</h1><ul class="packets">${PACKETS.map(([id, name, about]) => `<li class="packet"><h3>${esc(name)}</h3><p>${esc(about)}</p>
<form method="post" action="/reserve"><input type="hidden" name="id" value="${id}"><button>Reserve</button></form>
<form method="post" action="/save"><input type="hidden" name="id" value="${id}"><button>Save for later</button></form></li>`).join('')}</ul>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/reserve') {
        state.reserved.push(form.id);
        return { redirect: '/basket' };
      }
      if (u.pathname === '/save') {
        state.saved.push(form.id);
        return { redirect: '/packets' };
      }
      return { status: 404, html: 'Not found' };
    }
    if (u.pathname === '/favicon.ico') return { status: 404, html: 'Not found' };
    let html;
    if (u.pathname === '/') html = layout('Home', '<h1>Marrowby Seed Swap</h1><p>Bring a packet, take a packet.</p><p><a href="/packets">This month\'s packets</a></p>');
    else if (u.pathname === '/packets') html = packets();
    else if (u.pathname === '/rules') html = layout('Swap rules', '<h1>Swap rules</h1><p>Two packets a month per member.</p>');
    else if (u.pathname === '/basket') html = layout('Basket', `<h1>Your basket</h1><p>${state.reserved.length} packets reserved</p><p><a href="/packets">Back to the packets</a></p>`);
    else html = layout('Not found', '<h1>Not found</h1>');
    state.page = { path: u.pathname, query };
    return { html };
  }

  return { handle, state: () => structuredClone(state), restore: (s) => { state = structuredClone(s); }, reset };
}
