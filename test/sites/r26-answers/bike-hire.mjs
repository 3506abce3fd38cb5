/**
 * "Fellside Bike Hire" — a bike hire shop of our own for the round-26 answer tests (not a bench set):
 * a help page of question headings over their answers, a hire's confirmation page (the hire number in
 * a sentence, a "My hires" link, then the footer with the shop's address, postcode and parking), a
 * basket table with a Total column beside the basket's own total line, a gift voucher's thank-you page
 * (how long it is valid, in a sentence), and My hires (two cards, one cancelled with its refund).
 * The state is what the server saw: the page last shown.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} } }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Fellside Bike Hire</title></head><body>
<header><a href="/"><strong>Fellside Bike Hire</strong></a><nav aria-label="Main"><a href="/bikes">Bikes</a> <a href="/help">Help</a> <a href="/hires">My hires</a> <a href="/basket">Basket</a></nav></header><main>${body}</main>
<footer><p><strong>Find us:</strong> Station Yard, Keswick CA12 5AB. Parking in the station car park, £4 a day.</p><p>Open every day 9am to 5pm.</p><p>© 2026 Fellside Bike Hire</p></footer></body></html>`;
  const handle = (method, url) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query: q };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (u.pathname === '/') return html('Home', '<h1>Fellside Bike Hire</h1><p>Mountain bikes and e-bikes by the day.</p>');
    if (u.pathname === '/help') {
      return html('Help', `<h1>Questions and answers</h1><h2>How old do riders have to be?</h2><p>Mountain bikes: 12 and up. E-bikes: 16 and up, with photo ID.</p>
<h2>What should I wear?</h2><p>Comfortable clothes and flat shoes. We lend helmets and gloves.</p>
<h2>What if the weather turns?</h2><p>If there is heavy rain we move your hire to another day at no cost.</p>
<h2>Can I bring my dog?</h2><p>Dogs are welcome in the shop, on a lead.</p>`);
    }
    if (u.pathname === '/done') {
      return html('Hire FB-2207', `<h1>You're all set!</h1><p>Your hire number is <strong>FB-2207</strong>. We've emailed the details to you. Please come 10 minutes before your start time.</p><p><a href="/hires">My hires</a></p>`);
    }
    if (u.pathname === '/basket') {
      return html('Basket', `<h1>Your basket</h1><table><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Total</th></tr><tr><td>Trail map</td><td>£4.50</td><td>2</td><td>£9.00</td></tr><tr><td>Bike lights</td><td>£10.50</td><td>2</td><td>£21.00</td></tr></table>
<p>Subtotal: £30.00</p><p><strong>Total: £30.00</strong> (hire is paid at the shop)</p>`);
    }
    if (u.pathname === '/voucher/thanks') return html('Thank you', `<h1>Thank you!</h1><p>We've emailed a £40 voucher to Jo Hart. It's valid for 18 months.</p>`);
    if (u.pathname === '/hires') {
      return html('My hires', `<h1>My hires</h1><article><h2>E-bike, full day</h2><p>Saturday 5 December · 2 bikes · £70</p><p><a href="/hires/FB-2150/change">Change date</a></p></article>
<article><h2>Mountain bike, half day</h2><p>Sunday 6 December · 3 bikes · £90</p><p><strong>Cancelled</strong> — full refund of £90 to your card.</p></article>`);
    }
    return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
  };
  return { handle, reset, state: () => state, restore: (s) => { state = structuredClone(s); } };
}
