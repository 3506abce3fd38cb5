/**
 * "Tideway Escape Rooms", an escape-room venue for the conversation benchmark (heldout20, written
 * blind): a header nav, rooms as cards with difficulty tabs, room pages with day tabs, a table of
 * time slots (some fully booked) with a Choose link each and a Players menu that reloads the page
 * with it in the query, a details page (lead booker, mobile, a photo-package box), My bookings
 * with a Cancel link that asks to confirm with a reason, and an FAQ. Days are fixed: Thursday
 * 3 to Sunday 6 December 2026. `state()` is what the server has seen.
 * Run alone: `node server.mjs [port]`.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const ROOMS = [
  { id: 1, name: 'The Lighthouse Keeper', level: 'easy', min: 2, max: 5, minutes: 60, price: 20, age: 8, blurb: 'The lamp has gone dark and a storm is coming. Relight it before the ships reach the rocks.' },
  { id: 2, name: 'Sunken Vault', level: 'hard', min: 3, max: 6, minutes: 75, price: 25, age: 14, blurb: 'A bank vault at the bottom of the harbour. The air runs out in 75 minutes.' },
  { id: 3, name: "The Clockmaker's Study", level: 'medium', min: 2, max: 6, minutes: 60, price: 22, age: 12, blurb: 'Every clock in the study stopped at midnight. Find out why.' },
  { id: 4, name: 'Night Train to Vienna', level: 'medium', min: 4, max: 8, minutes: 60, price: 22, age: 12, blurb: 'A diplomat has vanished from carriage 7. Solve it before the border.' },
  { id: 5, name: "Smugglers' Cove", level: 'easy', min: 2, max: 4, minutes: 45, price: 18, age: 6, blurb: 'Find the pirate gold hidden in the cave. Our family favourite.' },
  { id: 6, name: 'Ward 13', level: 'hard', min: 2, max: 6, minutes: 60, price: 25, age: 16, blurb: 'An abandoned hospital wing. Not for the faint-hearted.' },
];
export const DAYS = [['2026-12-03', 'Thu 3 Dec'], ['2026-12-04', 'Fri 4 Dec'], ['2026-12-05', 'Sat 5 Dec'], ['2026-12-06', 'Sun 6 Dec']];
export const TIMES = [['12:00', '12 noon'], ['14:00', '2pm'], ['16:00', '4pm'], ['18:00', '6pm'], ['19:30', '7:30pm'], ['21:00', '9pm']];
/** Slots already taken: room id, day, time. */
export const FULL = new Set(['1|2026-12-04|18:00', '1|2026-12-05|14:00', '3|2026-12-04|19:30', '3|2026-12-05|18:00', '2|2026-12-05|19:30', '4|2026-12-05|16:00', '5|2026-12-05|12:00', '5|2026-12-06|14:00', '6|2026-12-04|21:00']);
const LEVELS = [['', 'All rooms'], ['easy', 'Easy'], ['medium', 'Medium'], ['hard', 'Hard']];
const PHOTO = 10;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const room = (id) => ROOMS.find((r) => r.id === Number(id));
const dayLabel = (d) => DAYS.find(([v]) => v === d)?.[1] ?? d;
const timeLabel = (t) => TIMES.find(([v]) => v === t)?.[1] ?? t;
const qs = (o) => new URLSearchParams(Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))).toString();

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      bookings: [{ ref: 'TW-500', room: 5, day: '2026-12-06', time: '14:00', players: 3, name: 'Jo Park', phone: '07700 900412', photos: false }],
      cancelled: [],
    };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Tideway Escape Rooms</title><style>
body{font-family:Verdana,sans-serif;margin:0;background:#f6f4ef} header{display:flex;gap:20px;align-items:center;padding:12px 24px;background:#12343b;color:#fff} header a{color:#fff}
main{padding:20px 28px} .cards{display:grid;grid-template-columns:repeat(3,260px);gap:18px} .card{background:#fff;border:1px solid #ccc;padding:12px}
.tabs a{display:inline-block;padding:6px 12px;border:1px solid #12343b;margin-right:4px;text-decoration:none} .tabs a[aria-current]{background:#12343b;color:#fff}
table{border-collapse:collapse;background:#fff} td,th{border:1px solid #ddd;padding:6px 12px}
</style></head><body><header><a href="/"><strong>Tideway Escape Rooms</strong></a><nav><a href="/rooms">Our rooms</a> <a href="/bookings">My bookings</a> <a href="/faq">FAQ</a></nav></header><main>${body}</main></body></html>`;

  function roomsPage(query) {
    const list = ROOMS.filter((r) => !query.level || r.level === query.level);
    const tabs = `<nav class="tabs" aria-label="Difficulty">${LEVELS.map(([v, l]) => `<a href="/rooms${v ? `?level=${v}` : ''}"${(query.level ?? '') === v ? ' aria-current="page"' : ''}>${l}</a>`).join('')}</nav>`;
    const cards = list.map((r) => `<div class="card"><h2>${esc(r.name)}</h2><p>${esc(r.blurb)}</p><ul><li>Difficulty: ${r.level[0].toUpperCase() + r.level.slice(1)}</li><li>${r.min}–${r.max} players</li><li>${r.minutes} minutes</li><li>£${r.price} per player</li><li>Ages ${r.age}+</li></ul><p><a href="/room/${r.id}">Book now</a></p></div>`).join('');
    return layout('Our rooms', `<h1>Our rooms</h1>${tabs}<div class="cards">${cards}</div>`);
  }

  function roomPage(r, query) {
    const day = DAYS.some(([v]) => v === query.day) ? query.day : '';
    const players = Number(query.players) || 0;
    const time = query.time ?? '';
    const tabs = `<nav class="tabs" aria-label="Day">${DAYS.map(([v, l]) => `<a href="/room/${r.id}?${qs({ day: v, players: query.players })}"${v === day ? ' aria-current="page"' : ''}>${l}</a>`).join('')}</nav>`;
    const slots = day ? `<table><caption>Times on ${dayLabel(day)}</caption><thead><tr><th>Time</th><th>Availability</th><th></th></tr></thead><tbody>${TIMES.map(([v, l]) => {
      const full = FULL.has(`${r.id}|${day}|${v}`);
      return `<tr><td>${l}</td><td>${full ? 'Fully booked' : 'Available'}</td><td>${full ? '' : v === time ? '<strong>Chosen</strong>' : `<a href="/room/${r.id}?${qs({ day, time: v, players: query.players })}" aria-label="Choose ${l}">Choose</a>`}</td></tr>`;
    }).join('')}</tbody></table>` : '<p>Pick a day to see the times.</p>';
    const playerMenu = `<form method="get" action="/room/${r.id}">${day ? `<input type="hidden" name="day" value="${day}">` : ''}${time ? `<input type="hidden" name="time" value="${esc(time)}">` : ''}<p><label for="players">Players</label> <select id="players" name="players" onchange="this.form.submit()"><option value="">How many?</option>${Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i).map((n) => `<option value="${n}"${n === players ? ' selected' : ''}>${n} players</option>`).join('')}</select></p></form>`;
    const ready = day && time && players && !FULL.has(`${r.id}|${day}|${time}`);
    const summary = players ? `<p>Price for ${players} players: £${players * r.price}</p>` : `<p>£${r.price} per player.</p>`;
    return layout(r.name, `<p><a href="/rooms">All rooms</a></p><h1>${esc(r.name)}</h1><p>${esc(r.blurb)}</p><p>${r.minutes} minutes · ${r.min}–${r.max} players · ages ${r.age}+ · difficulty ${r.level}</p>
<h2>Choose a day</h2>${tabs}${slots}${playerMenu}${summary}${ready ? `<p><a href="/details?${qs({ room: r.id, day, time, players })}">Continue to your details</a></p>` : '<p>Choose a day, a time and the number of players to continue.</p>'}`);
  }

  function detailsPage(query) {
    const r = room(query.room);
    if (!r) return layout('Not found', '<h1>Not found</h1>');
    return layout('Your details', `<h1>Your details</h1><p>${esc(r.name)} — ${dayLabel(query.day)} at ${timeLabel(query.time)} — ${query.players} players — £${Number(query.players) * r.price}</p>
<form method="post" action="/book"><input type="hidden" name="room" value="${r.id}"><input type="hidden" name="day" value="${esc(query.day)}"><input type="hidden" name="time" value="${esc(query.time)}"><input type="hidden" name="players" value="${esc(query.players)}">
<p><label for="name">Lead booker's name</label> <input id="name" name="name"></p><p><label for="phone">Mobile number</label> <input id="phone" name="phone" type="tel"></p>
<p><label><input type="checkbox" name="photos" value="1"> Add the photo package (+£${PHOTO})</label></p><p><button>Confirm booking</button></p></form><p><a href="/room/${r.id}?${qs({ day: query.day, time: query.time, players: query.players })}">Back</a></p>`);
  }

  function bookingsPage() {
    const rows = state.bookings.map((b) => {
      const r = room(b.room);
      const total = b.players * r.price + (b.photos ? PHOTO : 0);
      return `<tr><td>${b.ref}</td><td>${esc(r.name)}</td><td>${dayLabel(b.day)}</td><td>${timeLabel(b.time)}</td><td>${b.players}</td><td>£${total}</td><td><a href="/bookings/cancel?ref=${b.ref}" aria-label="Cancel ${b.ref}">Cancel</a></td></tr>`;
    }).join('');
    return layout('My bookings', `<h1>My bookings</h1>${rows ? `<table><thead><tr><th>Booking</th><th>Room</th><th>Day</th><th>Time</th><th>Players</th><th>Total</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>You have no bookings.</p>'}<p><a href="/rooms">Book a room</a></p>`);
  }
  function cancelPage(query) {
    const b = state.bookings.find((x) => x.ref === query.ref);
    if (!b) return layout('Not found', '<h1>Not found</h1>');
    return layout('Cancel booking', `<div role="dialog" aria-modal="true" aria-labelledby="t"><h1 id="t">Cancel ${b.ref}?</h1><p>${esc(room(b.room).name)}, ${dayLabel(b.day)} at ${timeLabel(b.time)}. Cancelling more than 48 hours before is free.</p>
<form method="post" action="/bookings/cancel"><input type="hidden" name="ref" value="${b.ref}"><fieldset><legend>Why are you cancelling?</legend>${[['plans', 'Change of plans'], ['illness', 'Illness'], ['other', 'Something else']].map(([v, l]) => `<label><input type="radio" name="reason" value="${v}"> ${l}</label>`).join(' ')}</fieldset>
<p><button>Yes, cancel it</button> <a href="/bookings">Keep my booking</a></p></form></div>`);
  }
  const faq = () => layout('FAQ', `<h1>Frequently asked questions</h1><dl>
<dt>When should we arrive?</dt><dd>Please arrive 15 minutes before your start time for the briefing.</dd>
<dt>Is there parking?</dt><dd>Yes, free parking behind the building on Quay Street, for up to 3 hours.</dd>
<dt>Can children play?</dt><dd>Each room has a minimum age. Under-16s must play with an adult.</dd>
<dt>What if we are late?</dt><dd>Your game still ends at the booked time, so late starts mean less time.</dd>
<dt>Can I change my booking?</dt><dd>Cancel free of charge up to 48 hours before, then book a new slot.</dd></dl>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/book') {
        const r = room(form.room);
        const players = Number(form.players);
        if (!r || !DAYS.some(([v]) => v === form.day) || FULL.has(`${r.id}|${form.day}|${form.time}`) || !(players >= r.min && players <= r.max) || !form.name) {
          return { status: 400, html: layout('Check your details', '<h1>Please check your details</h1><p>A name is needed to book.</p><p><a href="javascript:history.back()">Back</a></p>') };
        }
        const ref = `TW-${501 + state.bookings.length + state.cancelled.length - 1}`;
        state.bookings.push({ ref, room: r.id, day: form.day, time: form.time, players, name: form.name, phone: form.phone ?? '', photos: form.photos === '1' });
        return { redirect: '/bookings' };
      }
      if (u.pathname === '/bookings/cancel') {
        const b = state.bookings.find((x) => x.ref === form.ref);
        if (b) {
          state.bookings = state.bookings.filter((x) => x !== b);
          state.cancelled.push({ ref: b.ref, reason: form.reason ?? '' });
        }
        return { redirect: '/bookings' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    let html;
    const rm = /^\/room\/(\d+)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Home', `<h1>Tideway Escape Rooms</h1><p>Six rooms on the old quay, for 2 to 8 players. Open Thursday to Sunday, noon till late.</p><p><a href="/rooms">See our rooms</a></p>`);
    else if (u.pathname === '/rooms') html = roomsPage(query);
    else if (rm && room(rm[1])) html = roomPage(room(rm[1]), query);
    else if (u.pathname === '/details') html = detailsPage(query);
    else if (u.pathname === '/bookings') html = bookingsPage();
    else if (u.pathname === '/bookings/cancel') html = cancelPage(query);
    else if (u.pathname === '/faq') html = faq();
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return { handle, reset, state: () => structuredClone(state), restore: (s) => { reset(); Object.assign(state, structuredClone(s)); } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = createSite();
  createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const r = site.handle(req.method, req.url, body);
      if (r.redirect) res.writeHead(303, { location: r.redirect }).end();
      else res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(r.html);
    });
  }).listen(Number(process.argv[2]) || 8121, '127.0.0.1');
}
