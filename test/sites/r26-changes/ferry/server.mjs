/**
 * A ferry operator for round 26's changes through a record's own change pages
 * (test/r26-changes-pages.test.ts). Manage booking is a look-up that posts (Booking reference,
 * Surname, "Find booking"); a booking's page (heading "Booking FX-2210") shows a summary list and
 * links to one page per change: "Change sailing" (Outward date / Outward time / Return date /
 * Return time), "Change vehicle" (Registration, "Save vehicle"), "Add extras" (boxes, "Add to
 * booking"), "Cancel booking" (reason radios). "My check-ins" lists check-in appointments, each with
 * a "Reschedule check-in" page of day links and slot radios that reload with the choice, then
 * "Confirm new slot". Every page's footer has an offers sign-up form that posts ("Sign up").
 */
export function createSite() {
  const TIMES = ['06:00', '08:30', '11:00', '14:30', '18:00', '21:00'];
  const EXTRAS = [['cabin', 'Private cabin (£40.00)'], ['meal', 'Breakfast voucher (£9.50)'], ['pet', 'Pet kennel (£15.00)']];
  const REASONS = ['Trip no longer needed', 'Illness', 'Found another route', 'Other'];
  const DAYS = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04'];
  const SLOTS = [['am', '8am to 10am'], ['mid', '10am to 1pm'], ['pm', '2pm to 5pm']];
  const FULL = new Set(['2027-03-03|am']);
  let st;
  const reset = () => {
    st = {
      page: { path: '/', query: {} },
      bookings: [{ ref: 'FX-2210', surname: 'Okafor', out: '2027-04-10', outTime: '08:30', back: '2027-04-17', backTime: '18:00', reg: 'PK19 ZZT', extras: [], status: 'Booked' }],
      checkins: [{ ref: 'CK-501', day: '2027-03-02', slot: 'am' }],
      news: [],
    };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const label = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const page = (title, body) => `<!doctype html><html lang="en"><title>${esc(title)} · North Sound Ferries</title><header><a href="/">North Sound Ferries</a> <nav><a href="/timetable">Timetable</a> <a href="/manage">Manage booking</a> <a href="/checkins">My check-ins</a> <a href="/help">Help</a></nav></header><main>${body}</main><footer><form method="post" action="/news"><label for="news">Email for offers</label> <input id="news" name="email"> <button>Sign up</button></form></footer></html>`;
  const timeSelect = (id, lab, v) => `<label for="${id}">${lab}</label> <select id="${id}" name="${id}">${TIMES.map((t) => `<option${t === v ? ' selected' : ''}>${t}</option>`).join('')}</select>`;
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const q = Object.fromEntries(u.searchParams);
      const mm = /^\/manage\/([\w-]+)(?:\/(sailing|vehicle|extras|cancel))?$/.exec(path);
      const b = mm && st.bookings.find((x) => x.ref === mm[1]);
      const cm = /^\/checkins\/([\w-]+)\/reschedule$/.exec(path);
      const ck = cm && st.checkins.find((x) => x.ref === cm[1]);
      if (method === 'POST') {
        const f = new URLSearchParams(body || '');
        const g = Object.fromEntries(f);
        if (path === '/news') {
          st.news.push(g.email ?? '');
          return { redirect: '/' };
        }
        if (path === '/manage') {
          const found = st.bookings.find((x) => x.ref === (g.ref ?? '').trim().toUpperCase() && x.surname.toLowerCase() === (g.surname ?? '').trim().toLowerCase());
          return { redirect: found ? `/manage/${found.ref}` : '/manage?error=1' };
        }
        if (b && b.status === 'Booked' && mm[2] === 'sailing') Object.assign(b, { out: g.out, outTime: g.outTime, back: g.back, backTime: g.backTime });
        else if (b && b.status === 'Booked' && mm[2] === 'vehicle') b.reg = (g.reg ?? '').trim().toUpperCase();
        else if (b && b.status === 'Booked' && mm[2] === 'extras') b.extras = EXTRAS.map(([v]) => v).filter((v) => f.getAll('extra').includes(v) || b.extras.includes(v));
        else if (b && b.status === 'Booked' && mm[2] === 'cancel') {
          if (!REASONS.includes(g.reason)) return { redirect: `/manage/${b.ref}/cancel?error=1` };
          Object.assign(b, { status: 'Cancelled', reason: g.reason });
        } else if (ck && DAYS.includes(g.day) && SLOTS.some(([v]) => v === g.slot) && !FULL.has(`${g.day}|${g.slot}`)) {
          Object.assign(ck, { day: g.day, slot: g.slot });
          return { redirect: '/checkins' };
        } else return { status: 404, html: 'Not found' };
        return { redirect: `/manage/${b.ref}` };
      }
      if (method !== 'GET') return { status: 404, html: 'Not found' };
      let html;
      if (path === '/') html = page('Ferries', '<h1>Sail the North Sound</h1><p>Daily sailings.</p><p><a href="/manage">Manage your booking</a></p>');
      else if (path === '/timetable') html = page('Timetable', '<h1>Timetable</h1><p>Sailings every day.</p>');
      else if (path === '/help') html = page('Help', '<h1>Help</h1><form method="post" action="/help"><label>Booking reference <input name="ref"></label> <label>Message <textarea name="message"></textarea></label> <button>Send message</button></form>');
      else if (path === '/manage') html = page('Manage booking', `<h1>Manage your booking</h1>${q.error ? '<p role="alert">Not found.</p>' : ''}<form method="post" action="/manage"><p><label for="ref">Booking reference</label> <input id="ref" name="ref" required></p><p><label for="surname">Surname</label> <input id="surname" name="surname" required></p><button>Find booking</button></form>`);
      else if (b && !mm[2]) html = page(`Booking ${b.ref}`, `<h1>Booking ${b.ref}</h1><dl><dt>Outward</dt><dd>${b.out} ${b.outTime}</dd><dt>Return</dt><dd>${b.back} ${b.backTime}</dd><dt>Vehicle</dt><dd>${esc(b.reg)}</dd><dt>Status</dt><dd>${b.status}</dd></dl>${b.status === 'Booked' ? `<ul><li><a href="/manage/${b.ref}/sailing">Change sailing</a></li><li><a href="/manage/${b.ref}/vehicle">Change vehicle</a></li><li><a href="/manage/${b.ref}/extras">Add extras</a></li><li><a href="/manage/${b.ref}/cancel">Cancel booking</a></li></ul>` : ''}`);
      else if (b && mm[2] === 'sailing') html = page('Change sailing', `<h1>Change sailing for ${b.ref}</h1><form method="post" action="/manage/${b.ref}/sailing"><p><label for="out">Outward date</label> <input id="out" type="date" name="out" value="${b.out}"> ${timeSelect('outTime', 'Outward time', b.outTime)}</p><p><label for="back">Return date</label> <input id="back" type="date" name="back" value="${b.back}"> ${timeSelect('backTime', 'Return time', b.backTime)}</p><button>Save new sailing</button></form>`);
      else if (b && mm[2] === 'vehicle') html = page('Change vehicle', `<h1>Change vehicle for ${b.ref}</h1><form method="post" action="/manage/${b.ref}/vehicle"><p><label for="reg">Registration</label> <input id="reg" name="reg" value="${esc(b.reg)}"></p><button>Save vehicle</button></form>`);
      else if (b && mm[2] === 'extras') html = page('Add extras', `<h1>Add extras to ${b.ref}</h1><form method="post" action="/manage/${b.ref}/extras">${EXTRAS.map(([v, l]) => `<label><input type="checkbox" name="extra" value="${v}"${b.extras.includes(v) ? ' checked disabled' : ''}> ${l}</label><br>`).join('')}<button>Add to booking</button></form>`);
      else if (b && mm[2] === 'cancel') html = page('Cancel booking', `<h1>Cancel booking ${b.ref}</h1><form method="post" action="/manage/${b.ref}/cancel"><fieldset><legend>Why are you cancelling?</legend>${REASONS.map((r) => `<label><input type="radio" name="reason" value="${r}" required> ${r}</label><br>`).join('')}</fieldset><button>Cancel booking</button> <a href="/manage/${b.ref}">Keep booking</a></form>`);
      else if (path === '/checkins') html = page('My check-ins', `<h1>My check-ins</h1>${st.checkins.map((c) => `<article><h2>Check-in ${c.ref}</h2><p>${label(c.day)}, ${SLOTS.find(([v]) => v === c.slot)[1]}</p><p><a href="/checkins/${c.ref}/reschedule">Reschedule check-in</a></p></article>`).join('')}`);
      else if (ck) {
        const link = (o) => `/checkins/${ck.ref}/reschedule?${new URLSearchParams(o)}`;
        const days = DAYS.map((d) => (d === q.day ? `<strong>${label(d)}</strong>` : `<a href="${link({ day: d })}">${label(d)}</a>`)).join(' ');
        const slots = q.day ? `<form method="get" action="/checkins/${ck.ref}/reschedule"><input type="hidden" name="day" value="${esc(q.day)}"><fieldset><legend>Slot on ${label(q.day)}</legend>${SLOTS.map(([v, l]) => (FULL.has(`${q.day}|${v}`) ? `<label><input type="radio" name="slot" value="${v}" disabled> ${l} (full)</label><br>` : `<label><input type="radio" name="slot" value="${v}"${v === q.slot ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label><br>`)).join('')}</fieldset></form>` : '<p>Choose a day.</p>';
        const ok = DAYS.includes(q.day) && SLOTS.some(([v]) => v === q.slot);
        html = page('Reschedule', `<h1>Reschedule check-in ${ck.ref}</h1><nav aria-label="Day">${days}</nav>${slots}${ok ? `<form method="post" action="/checkins/${ck.ref}/reschedule"><input type="hidden" name="day" value="${esc(q.day)}"><input type="hidden" name="slot" value="${esc(q.slot)}"><button>Confirm new slot</button></form>` : ''}`);
      } else return { status: 404, html: 'Not found' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
