/**
 * "Brackenfold" — a second-hand market of our own for the round-12 speech-act test (not a bench set):
 * a listing (a price, a stock line, delivery, "Sold by" a seller's link, a gift-wrap box that applies
 * as it changes, "Add to basket" and "Make an offer" buttons), the seller's profile (member since,
 * town), a messages page with a link per person and each conversation, and collection slots. The
 * state is what the server saw: the page, the basket, offers, follows.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: 0, offers: 0, follows: 0 };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Brackenfold</title></head><body>
<header><a href="/">Brackenfold</a> <nav><a href="/listing">Listing</a> <a href="/inbox">Inbox</a> <a href="/slots">Collection</a></nav></header><main>${body}</main></body></html>`;

  function listing(query) {
    const wrap = query.wrap === '1';
    return layout('Teak Record Cabinet', `<h1>Teak Record Cabinet</h1><p>Price: £145.00</p><p>Only 1 left</p><p>Delivery: £9.50</p>
<p>Sold by <a href="/seller">Wilhelmina Orr</a></p>
<p><label><input type="checkbox" name="wrap" value="1"${wrap ? ' checked' : ''} onchange="location.href='/listing?wrap='+(this.checked?'1':'0')"> Gift wrap</label></p>
<form method="post" action="/basket"><button>Add to basket</button></form> <form method="post" action="/offer"><button>Make an offer</button></form>`);
  }

  function handle(method, url) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    if (method === 'POST') {
      if (u.pathname === '/basket') state.basket++;
      else if (u.pathname === '/offer') state.offers++;
      else if (u.pathname === '/follow') state.follows++;
      else return { status: 404, html: 'Not found' };
      return { redirect: '/listing' };
    }
    if (u.pathname === '/favicon.ico') return { status: 404, html: 'Not found' };
    let html;
    if (u.pathname === '/listing') html = listing(query);
    else if (u.pathname === '/seller') html = layout('Wilhelmina Orr', '<h1>Wilhelmina Orr</h1><p>Member since 2017</p><p>Based in Kirkby Lonsdale</p><p>212 sales</p><form method="post" action="/follow"><button>Follow</button></form>');
    else if (u.pathname === '/inbox') html = layout('Inbox', '<h1>Inbox</h1><ul><li><a href="/inbox/ottilie">Ottilie Brandt</a> <span>Could you do Thurs…</span></li><li><a href="/inbox/fergus">Fergus Lamb</a> <span>Thanks, the lamp…</span></li></ul>');
    else if (u.pathname === '/inbox/ottilie') html = layout('Ottilie Brandt', '<h1>Ottilie Brandt</h1><div><p>You: Hello, is the cabinet still for sale?</p></div><div><p>Could you do Thursday after six? I can bring a van.</p></div>');
    else if (u.pathname === '/inbox/fergus') html = layout('Fergus Lamb', '<h1>Fergus Lamb</h1><p>Fergus: Thanks, the lamp arrived in one piece.</p>');
    else if (u.pathname === '/slots') html = layout('Collection', '<h1>Collection slots</h1><table><thead><tr><th>Time</th><th>Status</th></tr></thead><tbody><tr><td>10:00</td><td>Booked</td></tr><tr><td>13:00</td><td>Free</td></tr></tbody></table>');
    else html = layout('Brackenfold', '<h1>Brackenfold</h1><p><a href="/listing">Teak Record Cabinet</a></p>');
    state.page = { path: u.pathname, query };
    return { html };
  }

  return { handle, state: () => structuredClone(state), restore: (s) => { state = structuredClone(s); }, reset };
}
