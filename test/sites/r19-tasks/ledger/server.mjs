/**
 * A small utility account for round 19's tasks (test/r19-tasks-forms.test.ts): forms whose text
 * boxes count only with the radio option before them chosen — a bill payment ("Full balance" /
 * "Another amount", then "Amount to pay"; "Today" / "On a chosen day", then "Payment day"; "Saved
 * card ending 7781" / "A different card", then a "Different card" block with its number) — and a
 * delivery form whose two options share the word of the box after them ("Standard delivery" /
 * "Express delivery", then "Delivery instructions"), where typing the instructions chooses
 * neither. The site reads a box only when its option is chosen, as such forms do. And forms a
 * task fills without naming their button: a newsletter box ("Subscribe"), and a box under the
 * heading "Leave a spare key with us" whose button says "Save key place" and whose question says
 * a number ("Is anyone home after 6pm?").
 */
export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, payments: [], deliveries: [], subscribers: [], keys: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Home</a> <a href="/pay">Pay a bill</a> <a href="/delivery">Meter delivery</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>`;
  return {
    reset,
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const form = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST' && u.pathname === '/pay') {
        const amount = form.how === 'part' ? Number(form.amount) : 212.4;
        state.payments.push({ amount, when: form.when === 'day' ? form.day ?? '' : 'today', card: form.card === 'other' ? `new-${String(form.number ?? '').replace(/\D/g, '').slice(-4)}` : 'saved-7781' });
        return { redirect: '/paid' };
      }
      if (method === 'POST' && u.pathname === '/delivery') {
        state.deliveries.push({ speed: form.speed ?? '', note: form.note ?? '' });
        return { redirect: '/delivery/booked' };
      }
      if (method === 'POST' && u.pathname === '/newsletter') {
        if (!form.email) return { status: 400, html: page('Missing e-mail', '') };
        state.subscribers.push({ email: form.email, often: form.often ?? '' });
        return { redirect: '/newsletter/thanks' };
      }
      if (method === 'POST' && u.pathname === '/key') {
        if (!form.place) return { status: 400, html: page('Choose a place', '') };
        state.keys.push({ place: form.place, home: form.home ?? '' });
        return { redirect: '/key/saved' };
      }
      if (method !== 'GET') return { status: 404, html: page('Not found', '') };
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/') return { html: page('Ledger Utilities', '<p>Your balance is £212.40.</p><p><a href="/pay">Pay a bill</a></p>') };
      if (u.pathname === '/pay') {
        return {
          html: page('Pay a bill', `<form method="post" action="/pay">
<fieldset><legend>How much?</legend><label><input type="radio" name="how" value="full" checked> Full balance (£212.40)</label><br><label><input type="radio" name="how" value="part"> Another amount</label>
<p><label for="amount">Amount to pay (£)</label> <input id="amount" name="amount" type="number" min="1"></p></fieldset>
<fieldset><legend>When?</legend><label><input type="radio" name="when" value="today" checked> Today</label><br><label><input type="radio" name="when" value="day"> On a chosen day</label> <input type="date" name="day" aria-label="Payment day"></fieldset>
<fieldset><legend>Card</legend><label><input type="radio" name="card" value="saved" checked> Saved card ending 7781</label><br><label><input type="radio" name="card" value="other"> A different card</label></fieldset>
<div><h3>Different card</h3><p><label>Card number <input name="number" inputmode="numeric"></label></p></div>
<p><button type="submit">Pay</button></p></form>`),
        };
      }
      if (u.pathname === '/delivery') {
        return {
          html: page('Meter delivery', `<form method="post" action="/delivery">
<fieldset><legend>Speed</legend><label><input type="radio" name="speed" value="standard" checked> Standard delivery</label><br><label><input type="radio" name="speed" value="express"> Express delivery</label></fieldset>
<p><label for="note">Delivery instructions</label> <input id="note" name="note"></p>
<p><button type="submit">Book delivery</button></p></form>`),
        };
      }
      if (u.pathname === '/meter') {
        return {
          html: page('Your meter visit', `<p>An engineer will read your meter next week.</p><div class="box"><h3>Leave a spare key with us</h3><form method="post" action="/key">
<fieldset><legend>Where is the key?</legend><label><input type="radio" name="place" value="desk"> Front desk</label> <label><input type="radio" name="place" value="neighbour"> Neighbour</label></fieldset>
<fieldset><legend>Is anyone home after 6pm?</legend><label><input type="radio" name="home" value="yes"> Yes</label> <label><input type="radio" name="home" value="no"> No</label></fieldset>
<button type="submit">Save key place</button></form></div>
<footer><h2>Newsletter</h2><form method="post" action="/newsletter"><label for="nl">Your email</label> <input id="nl" name="email" type="email">
<fieldset><legend>How often?</legend><label><input type="radio" name="often" value="weekly"> Weekly</label> <label><input type="radio" name="often" value="monthly" checked> Monthly</label></fieldset>
<button type="submit">Subscribe</button></form></footer>`),
        };
      }
      if (u.pathname === '/newsletter/thanks') return { html: page('Subscribed', '<p>Thanks.</p>') };
      if (u.pathname === '/key/saved') return { html: page('Key place saved', '<p>Thanks.</p>') };
      if (u.pathname === '/paid') return { html: page('Payment made', '<p>Thank you.</p>') };
      if (u.pathname === '/delivery/booked') return { html: page('Delivery booked', '<p>We will be in touch.</p>') };
      return { status: 404, html: page('Not found', '') };
    },
  };
}
