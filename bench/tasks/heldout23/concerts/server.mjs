/**
 * "Ashcombe Concert Hall" (bench/tasks/heldout23, written blind): a header nav and search box,
 * What's on as a list with month and genre menus and a sort ("Show"), event pages with a seat-area
 * radio group and Adults / Concessions menus that go into the query of a review page (booking fee,
 * ticket delivery radios, a programme box, name and email, "Pay and confirm"), a sold-out concert
 * with a waiting list, My account (bookings with Cancel through a confirm page with a reason and
 * "Email my tickets again"; e-mail preferences), Friends membership, gift vouchers with an other
 * amount, and a contact form. `state()` is what the server has seen. Run alone: `node server.mjs [port]`.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const E = (id, title, genre, date, time, when, prices, soldOut, about) => ({ id, title, genre, date, time, when, prices, soldOut, about });
export const EVENTS = [
  E(1, 'Beethoven Seven', 'classical', '2026-12-04', '19:30', 'Friday 4 December, 7.30pm', { stalls: 32, circle: 26, balcony: 15 }, false, 'The Ashcombe Sinfonia play Beethoven\'s Seventh Symphony and the Emperor Concerto. Running time 2 hours including an interval.'),
  E(2, 'The Snowman Live', 'family', '2026-12-12', '14:00', 'Saturday 12 December, 2pm', { stalls: 18, circle: 15, balcony: 10 }, false, 'The film on the big screen with a live orchestra. Running time 1 hour, no interval. Suitable for ages 3+.'),
  E(3, 'Harlem Nights Big Band', 'jazz', '2026-12-05', '20:00', 'Saturday 5 December, 8pm', { stalls: 28, circle: 22, balcony: 14 }, false, 'Swing, Ellington and Basie from a seventeen-piece band. Running time 2 hours 15 minutes.'),
  E(4, 'Carols by Candlelight', 'classical', '2026-12-19', '19:00', 'Saturday 19 December, 7pm', { stalls: 24, circle: 20, balcony: 12 }, true, 'Readings and carols with the Ashcombe Choral Society. Running time 1 hour 40 minutes.'),
  E(5, 'Kathryn Roberts Trio', 'folk', '2026-12-10', '19:45', 'Thursday 10 December, 7.45pm', { stalls: 22, circle: 18, balcony: 12 }, false, 'Winter songs from the Yorkshire folk trio. Running time 1 hour 50 minutes.'),
  E(6, 'New Year Viennese Gala', 'classical', '2027-01-01', '15:00', 'Friday 1 January, 3pm', { stalls: 45, circle: 38, balcony: 22 }, false, 'Waltzes and polkas to start the year, with a glass of fizz in the interval. Running time 2 hours 10 minutes.'),
  E(7, 'Sunday Jazz Brunch', 'jazz', '2027-01-10', '12:00', 'Sunday 10 January, 12 noon', { stalls: 20, circle: 16, balcony: 10 }, false, 'The Mel Ashton Quartet in the foyer bar, brunch included in stalls tickets. Running time 2 hours.'),
  E(8, 'Paddington Panto Concert', 'family', '2027-01-16', '11:00', 'Saturday 16 January, 11am', { stalls: 15, circle: 12, balcony: 8 }, false, 'Sing-along panto songs for little ones. Running time 50 minutes.'),
];
const AREAS = [['stalls', 'Stalls'], ['circle', 'Circle'], ['balcony', 'Balcony']];
const GENRES = [['classical', 'Classical'], ['jazz', 'Jazz'], ['folk', 'Folk'], ['family', 'Family']];
const MONTHS = [['2026-12', 'December 2026'], ['2027-01', 'January 2027']];
const DELIVERY = [['eticket', 'E-ticket by email', 0], ['collect', 'Collect from the box office', 0], ['post', 'Send by post', 1.5]];
const LEVELS = [['friend', 'Friend — £40 a year'], ['good', 'Good Friend — £90 a year'], ['patron', 'Patron — £250 a year']];
const TOPICS = [['tickets', 'Tickets and bookings'], ['access', 'Access'], ['lost', 'Lost property'], ['hire', 'Hiring the hall'], ['other', 'Other']];
const REASONS = [['cannot', "I can't go any more"], ['illness', 'Illness'], ['mistake', 'Booked by mistake'], ['other', 'Other']];
const FEE = 2.5;
const CONC_OFF = 5;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;
const ev = (id) => EVENTS.find((e) => e.id === Number(id));
const opts = (list, chosen, blank) => `${blank !== undefined ? `<option value="">${blank}</option>` : ''}${list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('')}`;
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label><br>`).join('');
const label = (list, v) => list.find(([x]) => x === v)?.[1] ?? v;
const tickets = (e, area, adults, conc) => e.prices[area] * adults + (e.prices[area] - CONC_OFF) * conc;

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      bookings: [
        { ref: 'AC-4410', event: 3, area: 'stalls', adults: 2, concessions: 0, delivery: 'eticket', programme: false, name: 'Ruth Evans', email: 'ruth.evans@example.com' },
        { ref: 'AC-4432', event: 6, area: 'circle', adults: 1, concessions: 1, delivery: 'post', programme: true, name: 'Ruth Evans', email: 'ruth.evans@example.com' },
      ],
      cancelled: [],
      resent: [],
      waitlist: [],
      membership: null,
      prefs: { genres: ['classical'], frequency: 'monthly' },
      vouchers: [],
      messages: [],
    };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} — Ashcombe Concert Hall</title><style>
body{font-family:Georgia,serif;margin:0;background:#fbf8f2;color:#222} header{background:#5b1a2a;color:#fff;padding:12px 24px;display:flex;gap:18px;align-items:center;flex-wrap:wrap} header a{color:#fff}
main{padding:18px 26px;max-width:960px} .ev{border-bottom:1px solid #ccb;padding:10px 0} table{border-collapse:collapse} th,td{border:1px solid #ccc;padding:6px 10px;text-align:left}
</style></head><body><header><a href="/"><strong>Ashcombe Concert Hall</strong></a><nav><a href="/whats-on">What's on</a> · <a href="/friends">Become a Friend</a> · <a href="/vouchers">Gift vouchers</a> · <a href="/account">My account</a> · <a href="/contact">Contact</a></nav><form method="get" action="/search" role="search"><input name="q" aria-label="Search events"><button>Search</button></form></header><main>${body}</main></body></html>`;
  const evRow = (e) => `<div class="ev"><h2><a href="/event/${e.id}">${esc(e.title)}</a></h2><p>${e.when} · ${label(GENRES, e.genre)} · from ${money(e.prices.balcony)}</p><p>${e.soldOut ? '<strong>Sold out</strong>' : `<a href="/event/${e.id}" aria-label="Book ${esc(e.title)}">Book tickets</a>`}</p></div>`;

  function whatsOn(q) {
    let list = EVENTS.filter((e) => (!q.month || e.date.startsWith(q.month)) && (!q.genre || e.genre === q.genre));
    if (q.sort === 'price') list = [...list].sort((a, b) => a.prices.balcony - b.prices.balcony);
    else if (q.sort === 'az') list = [...list].sort((a, b) => a.title.localeCompare(b.title));
    else list = [...list].sort((a, b) => a.date.localeCompare(b.date));
    return layout("What's on", `<h1>What's on</h1><form method="get" action="/whats-on"><label for="month">Month</label> <select id="month" name="month">${opts(MONTHS, q.month ?? '', 'All dates')}</select> <label for="genre">Genre</label> <select id="genre" name="genre">${opts(GENRES, q.genre ?? '', 'All genres')}</select> <label for="sort">Sort by</label> <select id="sort" name="sort">${opts([['', 'Date'], ['price', 'Cheapest seats first'], ['az', 'Title A to Z']], q.sort ?? '')}</select> <button>Show</button></form><p>${list.length} events</p>${list.map(evRow).join('') || '<p>Nothing on that matches.</p>'}`);
  }
  function eventPage(e) {
    const priceTable = `<table><thead><tr><th>Area</th><th>Adult</th><th>Concession</th></tr></thead><tbody>${AREAS.map(([v, l]) => `<tr><td>${l}</td><td>${money(e.prices[v])}</td><td>${money(e.prices[v] - CONC_OFF)}</td></tr>`).join('')}</tbody></table><p>Concessions: under-18s, students and over-65s. A booking fee of ${money(FEE)} applies to each booking.</p>`;
    const book = e.soldOut
      ? `<h2>Sold out</h2><p>Join the waiting list and we'll email you if tickets are returned.</p><form method="post" action="/waitlist"><input type="hidden" name="event" value="${e.id}"><p><label for="wemail">Email address</label> <input id="wemail" name="email" type="email"></p><p><button>Join the waiting list</button></p></form>`
      : `<h2>Book tickets</h2><form method="get" action="/book/review"><input type="hidden" name="event" value="${e.id}"><fieldset><legend>Seating area</legend>${radios('area', AREAS, '')}</fieldset><p><label for="adults">Adults</label> <select id="adults" name="adults">${opts(Array.from({ length: 9 }, (_, i) => [String(i), String(i)]), '0')}</select> <label for="conc">Concessions</label> <select id="conc" name="concessions">${opts(Array.from({ length: 9 }, (_, i) => [String(i), String(i)]), '0')}</select></p><p><button>Continue</button></p></form>`;
    return layout(e.title, `<p><a href="/whats-on">← What's on</a></p><h1>${esc(e.title)}</h1><p>${e.when}</p><p>${esc(e.about)}</p>${priceTable}${book}`);
  }
  function reviewPage(q) {
    const e = ev(q.event);
    const adults = Number(q.adults) || 0;
    const conc = Number(q.concessions) || 0;
    if (!e || e.soldOut || !e.prices[q.area] || adults + conc < 1) return layout('Choose seats', `<h1>Please choose a seating area and at least one ticket</h1><p><a href="/event/${q.event}">Back</a></p>`);
    const sub = tickets(e, q.area, adults, conc);
    return layout('Your booking', `<p>Step 2 of 2</p><h1>Your booking</h1><p>${esc(e.title)}, ${e.when}. ${label(AREAS, q.area)}: ${adults} adult${adults === 1 ? '' : 's'}, ${conc} concession${conc === 1 ? '' : 's'}.</p><p>Tickets ${money(sub)} + booking fee ${money(FEE)} = <strong>${money(sub + FEE)}</strong></p>
<form method="post" action="/book"><input type="hidden" name="event" value="${e.id}"><input type="hidden" name="area" value="${esc(q.area)}"><input type="hidden" name="adults" value="${adults}"><input type="hidden" name="concessions" value="${conc}">
<fieldset><legend>How would you like your tickets?</legend>${DELIVERY.map(([v, l, c], i) => `<label><input type="radio" name="delivery" value="${v}"${i === 0 ? ' checked' : ''}> ${l}${c ? ` (+${money(c)})` : ''}</label><br>`).join('')}</fieldset>
<p><label><input type="checkbox" name="programme" value="1"> Add a printed programme (£5)</label></p><p><label for="name">Name</label> <input id="name" name="name"></p><p><label for="email">Email</label> <input id="email" name="email" type="email"></p><p><button>Pay and confirm</button></p></form>`);
  }
  function accountPage() {
    const rows = state.bookings.map((b) => { const e = ev(b.event); return `<tr><td>${b.ref}</td><td>${esc(e.title)}</td><td>${e.when}</td><td>${label(AREAS, b.area)}, ${b.adults + b.concessions} tickets</td><td>${label(DELIVERY, b.delivery)}</td><td><a href="/account/cancel?ref=${b.ref}" aria-label="Cancel ${b.ref}">Cancel</a> <form method="post" action="/account/resend" style="display:inline"><input type="hidden" name="ref" value="${b.ref}"><button aria-label="Email tickets for ${b.ref} again">Email my tickets again</button></form></td></tr>`; }).join('');
    return layout('My account', `<h1>Hello, Ruth</h1><h2>My bookings</h2>${rows ? `<table><thead><tr><th>Ref</th><th>Event</th><th>When</th><th>Seats</th><th>Tickets by</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No bookings.</p>'}<h2>Membership</h2><p>${state.membership ? `${label(LEVELS, state.membership.level).split(' —')[0]}` : 'You are not a Friend yet. <a href="/friends">Join</a>'}</p><p><a href="/account/preferences">Email preferences</a></p>`);
  }
  const cancelPage = (b) => layout('Cancel booking', `<h1>Cancel ${b.ref}?</h1><p>${esc(ev(b.event).title)}, ${ev(b.event).when}. You'll get a credit note for the ticket price; the booking fee is not refunded.</p><form method="post" action="/account/cancel"><input type="hidden" name="ref" value="${b.ref}"><p><label for="reason">Reason for cancelling</label> <select id="reason" name="reason">${opts(REASONS, '', 'Choose')}</select></p><p><button>Cancel booking</button> <a href="/account">Go back</a></p></form>`);
  const prefsPage = () => layout('Email preferences', `<h1>Email preferences</h1><form method="post" action="/account/preferences"><fieldset><legend>Tell me about</legend>${GENRES.map(([v, l]) => `<label><input type="checkbox" name="genres" value="${v}"${state.prefs.genres.includes(v) ? ' checked' : ''}> ${l}</label>`).join(' ')}</fieldset><fieldset><legend>How often?</legend>${radios('frequency', [['weekly', 'Weekly'], ['monthly', 'Monthly'], ['never', 'Never']], state.prefs.frequency)}</fieldset><p><button>Save preferences</button></p></form>`);
  const friendsPage = () => layout('Become a Friend', `<h1>Become a Friend of Ashcombe</h1><p>Friends book two weeks before everyone else and get 10% off tickets.</p><form method="post" action="/friends"><fieldset><legend>Membership level</legend>${radios('level', LEVELS, '')}</fieldset><p><label for="fname">Name</label> <input id="fname" name="name"></p><p><label><input type="checkbox" name="giftaid" value="1"> I am a UK taxpayer and want to Gift Aid my membership</label></p><p><button>Join now</button></p></form>`);
  const vouchersPage = () => layout('Gift vouchers', `<h1>Gift vouchers</h1><form method="post" action="/vouchers"><fieldset><legend>Amount</legend>${radios('amount', [['25', '£25'], ['50', '£50'], ['100', '£100'], ['other', 'Another amount']], '')}</fieldset><p><label for="other">Other amount (£)</label> <input id="other" name="other" type="number" min="10"></p><p><label for="to">Recipient's name</label> <input id="to" name="to"></p><p><label for="toemail">Recipient's email</label> <input id="toemail" name="email" type="email"></p><p><label for="msg">Message</label> <textarea id="msg" name="message"></textarea></p><p><button>Buy voucher</button></p></form>`);
  const contactPage = () => layout('Contact us', `<h1>Contact us</h1><p>Box office: 01632 960 555, Monday to Saturday 10am to 6pm.</p><form method="post" action="/contact"><p><label for="topic">What is it about?</label> <select id="topic" name="topic">${opts(TOPICS, '', 'Choose a topic')}</select></p><p><label for="cref">Booking reference (if any)</label> <input id="cref" name="ref"></p><p><label for="cmsg">Your message</label> <textarea id="cmsg" name="message"></textarea></p><p><button>Send</button></p></form>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const q = Object.fromEntries(u.searchParams);
    const fp = new URLSearchParams(body ?? '');
    const f = Object.fromEntries(fp);
    if (method === 'POST') {
      switch (u.pathname) {
        case '/book': {
          const e = ev(f.event);
          if (!e || e.soldOut || !e.prices[f.area] || !f.name || !f.email) return { status: 400, html: layout('Missing details', '<h1>Please give your name and email</h1>') };
          const ref = `AC-${4440 + state.bookings.length + state.cancelled.length - 2}`;
          state.bookings.push({ ref, event: e.id, area: f.area, adults: Number(f.adults) || 0, concessions: Number(f.concessions) || 0, delivery: DELIVERY.some(([v]) => v === f.delivery) ? f.delivery : 'eticket', programme: f.programme === '1', name: f.name, email: f.email });
          return { redirect: `/booked?ref=${ref}` };
        }
        case '/waitlist': if (!f.email) break; state.waitlist.push({ event: Number(f.event), email: f.email }); return { redirect: `/event/${f.event}/waitlist` };
        case '/account/cancel': {
          const b = state.bookings.find((x) => x.ref === f.ref);
          if (b) { state.bookings = state.bookings.filter((x) => x !== b); state.cancelled.push({ ref: b.ref, reason: f.reason ?? '' }); }
          return { redirect: '/account' };
        }
        case '/account/resend': if (state.bookings.some((b) => b.ref === f.ref)) state.resent.push(f.ref); return { redirect: '/account' };
        case '/account/preferences': state.prefs = { genres: fp.getAll('genres'), frequency: f.frequency ?? 'monthly' }; return { redirect: '/account' };
        case '/friends': if (!LEVELS.some(([v]) => v === f.level) || !f.name) return { status: 400, html: layout('Missing details', '<h1>Please choose a level and give your name</h1>') }; state.membership = { level: f.level, name: f.name, giftaid: f.giftaid === '1' }; return { redirect: '/account' };
        case '/vouchers': {
          const amount = f.amount === 'other' ? Number(f.other) : Number(f.amount);
          if (!(amount >= 10) || !f.to) return { status: 400, html: layout('Missing details', '<h1>Please choose an amount and a recipient</h1>') };
          state.vouchers.push({ amount, to: f.to, email: f.email ?? '', message: f.message ?? '' });
          return { redirect: '/vouchers/thanks' };
        }
        case '/contact': state.messages.push({ topic: f.topic ?? '', ref: f.ref ?? '', message: f.message ?? '' }); return { redirect: '/contact/sent' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    let html;
    const ep = /^\/event\/(\d+)(\/waitlist)?$/.exec(u.pathname);
    const cb = u.pathname === '/account/cancel' && state.bookings.find((b) => b.ref === q.ref);
    if (u.pathname === '/') html = layout('Welcome', `<h1>Music in the heart of Ashcombe</h1><p>Classical, jazz, folk and family concerts all winter.</p><h2>Coming up</h2>${EVENTS.slice(0, 3).map(evRow).join('')}<p><a href="/whats-on">See everything on</a></p>`);
    else if (u.pathname === '/whats-on') html = whatsOn(q);
    else if (u.pathname === '/search') { const w = (q.q ?? '').toLowerCase(); const list = EVENTS.filter((e) => w && `${e.title} ${e.genre} ${e.about}`.toLowerCase().includes(w)); html = layout('Search', `<h1>Results for “${esc(q.q ?? '')}”</h1>${list.map(evRow).join('') || '<p>No events found.</p>'}`); }
    else if (ep && ev(ep[1]) && !ep[2]) html = eventPage(ev(ep[1]));
    else if (ep && ev(ep[1]) && ep[2]) html = layout('Waiting list', `<h1>You're on the waiting list</h1><p>We'll email you if tickets for ${esc(ev(ep[1]).title)} come back.</p>`);
    else if (u.pathname === '/book/review') html = reviewPage(q);
    else if (u.pathname === '/booked') html = layout('Booked', `<h1>Booking confirmed</h1><p>Your reference is ${esc(q.ref ?? '')}.</p>`);
    else if (u.pathname === '/account') html = accountPage();
    else if (cb) html = cancelPage(cb);
    else if (u.pathname === '/account/preferences') html = prefsPage();
    else if (u.pathname === '/friends') html = friendsPage();
    else if (u.pathname === '/vouchers') html = vouchersPage();
    else if (u.pathname === '/vouchers/thanks') html = layout('Thank you', '<h1>Your voucher is on its way</h1>');
    else if (u.pathname === '/contact') html = contactPage();
    else if (u.pathname === '/contact/sent') html = layout('Sent', '<h1>Thanks, we reply within two working days</h1>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query: q };
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
  }).listen(Number(process.argv[2]) || 8135, '127.0.0.1');
}
