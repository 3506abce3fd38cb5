/**
 * "Saltmarsh Ferries" (ours, round 9): a site for tasks stated in one clause with their values and
 * no field words ("Book a crossing from Kestrel Bay to Morrow Isle on 2026-12-09 at 11:30 for 3
 * passengers with a car"). A booking form (From / To dropdowns offering the same harbours, a date
 * field, a departure-time dropdown, a passengers number box, vehicle radios, a cabin box, an e-mail
 * box, "Book crossing"), a page of cabins as cards that each have a "Choose this cabin" link, and a
 * lost-property form (item radios, a crossing-time dropdown, a date field, a description area, a
 * contact phone, a "post it to me" box, "Send report"). `state()` tells what the helper has done.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const HARBOURS = [['kestrel', 'Kestrel Bay'], ['ardley', 'Ardley Point'], ['morrow', 'Morrow Isle']];
const TIMES = ['07:15', '11:30', '16:45'];
const VEHICLES = [['none', 'No vehicle'], ['car', 'Car'], ['motorbike', 'Motorbike'], ['bicycle', 'Bicycle']];
const CABINS = [['sea-view-twin', 'Sea View Twin', 'Two beds and a window on the sea.'], ['inside-double', 'Inside Double', 'A double bed, no window.'], ['sea-view-double', 'Sea View Double', 'A double bed and a window on the sea.']];
const ITEMS = [['umbrella', 'Umbrella'], ['bag', 'Bag'], ['phone', 'Phone'], ['keys', 'Keys']];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: [], cabin: null, reports: [] };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Saltmarsh Ferries</title><style>
body{font-family:Arial,sans-serif;margin:0} header{display:flex;gap:16px;padding:10px 20px;background:#123e5a;color:#fff} header a{color:#fff} main{padding:18px 24px}
label{display:inline-block;min-width:150px} .card{border:1px solid #bbb;padding:10px;margin:8px 0;max-width:420px}
</style></head><body><header><a href="/"><strong>Saltmarsh Ferries</strong></a><a href="/book">Book a crossing</a><a href="/cabins">Cabins</a><a href="/lost">Lost property</a></header><main>${body}</main></body></html>`;

  const select = (id, label, list) => `<p><label for="${id}">${label}</label> <select id="${id}" name="${id}">${list.map(([v, l]) => `<option value="${v}">${esc(l)}</option>`).join('')}</select></p>`;
  const radios = (name, legend, list, chosen) => `<fieldset><legend>${legend}</legend>${list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label>`).join(' ')}</fieldset>`;

  const bookPage = () =>
    layout('Book a crossing', `<h1>Book a crossing</h1><form method="post" action="/book">
${select('from', 'From', HARBOURS)}${select('to', 'To', HARBOURS)}
<p><label for="date">Travel date</label> <input id="date" name="date" type="date"></p>
${select('time', 'Departure time', TIMES.map((t) => [t, t]))}
<p><label for="passengers">Passengers</label> <input id="passengers" name="passengers" type="number" min="1" max="9" value="1"></p>
${radios('vehicle', 'Vehicle', VEHICLES, 'none')}
<p><label><input type="checkbox" name="cabin" value="1"> Add a cabin</label></p>
<p><label for="email">Email for the tickets</label> <input id="email" name="email" type="email"></p>
<p><button>Book crossing</button></p></form>`);

  const cabinsPage = () =>
    layout('Cabins', `<h1>Cabins</h1>${CABINS.map(([v, n, d]) => `<div class="card"><h2>${n}</h2><p>${d}</p><a href="/cabins/choose?cabin=${v}" aria-label="Choose this cabin: ${n}">Choose this cabin</a></div>`).join('')}`);

  const lostPage = () =>
    layout('Lost property', `<h1>Report lost property</h1><form method="post" action="/lost">
${radios('item', 'What did you lose?', ITEMS, '')}
${select('crossing', 'Crossing', TIMES.map((t) => [t, `The ${t} sailing`]))}
<p><label for="travelled">Date of travel</label> <input id="travelled" name="travelled" type="date"></p>
<p><label for="details">Describe it</label><br><textarea id="details" name="details" rows="3" cols="40"></textarea></p>
<p><label for="phone">Contact phone</label> <input id="phone" name="phone" type="tel"></p>
<p><label><input type="checkbox" name="post" value="1"> Post it to me if found</label></p>
<p><button>Send report</button></p></form>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/book') {
        state.bookings.push({ from: form.from ?? '', to: form.to ?? '', date: form.date ?? '', time: form.time ?? '', passengers: Number(form.passengers ?? 0), vehicle: form.vehicle ?? '', cabin: !!form.cabin, email: form.email ?? '' });
        return { redirect: '/booked' };
      }
      if (u.pathname === '/lost') {
        state.reports.push({ item: form.item ?? '', crossing: form.crossing ?? '', date: form.travelled ?? '', details: form.details ?? '', phone: form.phone ?? '', post: !!form.post });
        return { redirect: '/lost/sent' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    if (method !== 'GET') return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    let html;
    if (u.pathname === '/') html = layout('Welcome', '<h1>Saltmarsh Ferries</h1><p>Three harbours, four sailings a day.</p><p><a href="/book">Book a crossing</a></p>');
    else if (u.pathname === '/book') html = bookPage();
    else if (u.pathname === '/booked') html = layout('Booked', `<h1>Booked</h1><p>Your booking reference is <strong>SF-${300 + state.bookings.length}</strong>.</p>`);
    else if (u.pathname === '/cabins') html = cabinsPage();
    else if (u.pathname === '/cabins/choose' && CABINS.some(([v]) => v === query.cabin)) {
      state.cabin = query.cabin;
      html = layout('Cabin chosen', `<h1>Cabin chosen</h1><p>${esc(CABINS.find(([v]) => v === query.cabin)[1])} is held for you.</p>`);
    } else if (u.pathname === '/lost') html = lostPage();
    else if (u.pathname === '/lost/sent') html = layout('Sent', `<h1>Report sent</h1><p>Reference <strong>LP-${200 + state.reports.length}</strong>.</p>`);
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the bookings, the cabin chosen, the lost-property reports. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
