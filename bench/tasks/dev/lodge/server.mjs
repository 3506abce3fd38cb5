/**
 * "Fernhill Lodge" (ours), a small booking site for short tasks with dates, times and counts: a
 * booking form (check-in and check-out as date fields, guests as a number box, a room-type
 * dropdown, an arrival time field, a breakfast checkbox, special requests, name and email, "Book
 * now"), a confirmation page with a reference number, and a help-desk form (topic dropdown,
 * booking reference, message, "Send"). Since the unquoted-values round the booking form also has a
 * phone box and a "Guided walks" section whose options are guides' names under two headings
 * ("Morning walk", "Evening walk"), for "Under Evening walk, choose Ben Archer". `state()` tells
 * what the helper has done.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const ROOMS = ['Standard', 'Deluxe', 'Garden Suite'];
const WALKS = { morning: ['Ada Moss', 'Ben Archer'], evening: ['Cleo Dunn', 'Ben Archer'] };
const TOPICS = ['Choose a topic', 'Change a booking', 'Cancel a booking', 'Billing', 'Something else'];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: [], tickets: [] };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Fernhill Lodge</title><style>
body{font-family:Georgia,serif;margin:0} header{display:flex;gap:18px;padding:10px 20px;background:#2f4a2c;color:#fff} header a{color:#fff} main{padding:18px 24px}
label{display:inline-block;min-width:140px}
</style></head><body><header><a href="/"><strong>Fernhill Lodge</strong></a><a href="/book">Book a room</a><a href="/help">Help desk</a></header><main>${body}</main></body></html>`;

  const bookPage = () =>
    layout('Book a room', `<h1>Book a room</h1><form method="post" action="/book">
<p><label for="checkin">Check-in date</label> <input id="checkin" name="checkin" type="date"></p>
<p><label for="checkout">Check-out date</label> <input id="checkout" name="checkout" type="date"></p>
<p><label for="guests">Guests</label> <input id="guests" name="guests" type="number" min="1" max="6" value="2"></p>
<p><label for="room">Room type</label> <select id="room" name="room">${ROOMS.map((r) => `<option>${r}</option>`).join('')}</select></p>
<p><label for="arrival">Arrival time</label> <input id="arrival" name="arrival" type="time"></p>
<p><label><input type="checkbox" name="breakfast" value="1"> Include breakfast</label></p>
<fieldset><legend>Guided walks</legend>${Object.entries(WALKS).map(([k, guides]) => `<h3>${k === 'morning' ? 'Morning walk' : 'Evening walk'}</h3>${guides.map((g) => `<label><input type="radio" name="walk" value="${k}:${esc(g)}"> ${esc(g)}</label> `).join('')}`).join('')}</fieldset>
<p><label for="requests">Special requests</label><br><textarea id="requests" name="requests" rows="3" cols="40"></textarea></p>
<p><label for="name">Full name</label> <input id="name" name="name"></p><p><label for="email">Email</label> <input id="email" name="email" type="email"></p>
<p><label for="phone">Phone number</label> <input id="phone" name="phone" type="tel"></p>
<p><button>Book now</button></p></form>`);

  const helpPage = () =>
    layout('Help desk', `<h1>Help desk</h1><p>We answer within one working day.</p><form method="post" action="/help">
<p><label for="topic">Topic</label> <select id="topic" name="topic">${TOPICS.map((t) => `<option>${t}</option>`).join('')}</select></p>
<p><label for="ref">Booking reference</label> <input id="ref" name="ref" placeholder="e.g. FH-1234"></p>
<p><label for="message">Message</label><br><textarea id="message" name="message" rows="4" cols="40"></textarea></p>
<p><label><input type="checkbox" name="urgent" value="1"> This is urgent</label></p><p><button>Send</button></p></form>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/book') {
        state.bookings.push({ checkin: form.checkin ?? '', checkout: form.checkout ?? '', guests: Number(form.guests ?? 0), room: form.room ?? '', arrival: form.arrival ?? '', breakfast: !!form.breakfast, requests: form.requests ?? '', name: form.name ?? '', email: form.email ?? '', phone: form.phone ?? '', walk: form.walk ?? '' });
        return { redirect: '/booked' };
      }
      if (u.pathname === '/help') {
        state.tickets.push({ topic: form.topic ?? '', ref: form.ref ?? '', message: form.message ?? '', urgent: !!form.urgent });
        return { redirect: '/help/sent' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    if (method !== 'GET') return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    let html;
    if (u.pathname === '/') html = layout('Welcome', '<h1>Welcome to Fernhill Lodge</h1><p>Twelve rooms at the edge of the woods.</p><p><a href="/book">Book a room</a></p>');
    else if (u.pathname === '/book') html = bookPage();
    else if (u.pathname === '/booked') html = layout('Booked', `<h1>Thank you</h1><p>Your booking reference is <strong>FH-${4100 + state.bookings.length}</strong>.</p>`);
    else if (u.pathname === '/help') html = helpPage();
    else if (u.pathname === '/help/sent') html = layout('Sent', `<h1>Message sent</h1><p>Ticket number: <strong>T-${880 + state.tickets.length}</strong></p>`);
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the bookings and the help-desk tickets sent. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
