/**
 * "Pawsworth Veterinary", a vet practice's booking site for the conversation benchmark (heldout8,
 * written blind): a home form of two menus ("What kind of pet?", "Clinic") with "Show vets" and a
 * header search ("Search vets"); vets as a list of cards (name link, clinic, pets seen, special
 * interests, next free day, a "See times" link, a profile that opens in a new tab, counted in
 * `profileViews`); filters that reload the list (Pet radios, a Clinic menu, an "Evening
 * appointments" box, a "Sort by" menu); vet pages with "Appointment type" radios and Day radios
 * (days off disabled) that reload the page with the choice in the query, then the day's times as
 * links (booked times shown but not links); a details form ("Which pet is this for?" radios for
 * the two saved pets or "A new pet", which reloads it with the new pet's fields: name, species,
 * breed, age), a reason, a text reminder box and mobile number, "Confirm appointment"; a
 * confirmation with a reference; My appointments (one booked before the session) with a Cancel
 * link per row and a cancel step (reason menu, "Yes, cancel it"). Everything a turn does reaches
 * the server, so `state()` tells what the helper has done.
 */
const CLINICS = [
  ['elm', 'Elm Street'],
  ['harbourside', 'Harbourside'],
  ['northfield', 'Northfield'],
];
const PETS = [
  ['dog', 'Dogs', 'Dog'],
  ['cat', 'Cats', 'Cat'],
  ['rabbit', 'Rabbits', 'Rabbit'],
  ['bird', 'Birds', 'Bird'],
  ['reptile', 'Reptiles', 'Reptile'],
];
const DAYS = [
  ['2026-11-30', 'Monday 30 November', 'mon'],
  ['2026-12-01', 'Tuesday 1 December', 'tue'],
  ['2026-12-02', 'Wednesday 2 December', 'wed'],
  ['2026-12-03', 'Thursday 3 December', 'thu'],
  ['2026-12-04', 'Friday 4 December', 'fri'],
];
const TYPES = [
  ['checkup', 'Check-up', 45],
  ['vaccination', 'Vaccination', 38],
  ['illness', 'Illness or injury', 60],
  ['dental', 'Dental check', 55],
];
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '14:00', '14:30', '15:00', '15:30'];
const EVENING = ['17:30', '18:00', '18:30'];
// id, name, clinic, pets, interests, working days, evenings, profile
const VETS = [
  [1, 'Dr. Hannah Ortega', 'elm', ['dog', 'cat'], 'Vaccinations and senior pets', ['mon', 'tue', 'thu'], false, 'Qualified in Edinburgh in 2009. Has two elderly greyhounds, Pip and Moss.'],
  [2, 'Dr. Felix Amari', 'elm', ['dog', 'cat', 'rabbit'], 'Dentistry', ['mon', 'wed', 'fri'], true, 'Certificate in small-animal dentistry. Runs our rabbit dental clinic on Wednesdays.'],
  [3, 'Dr. Nadia Kowalski', 'harbourside', ['cat'], 'Feline medicine', ['tue', 'wed', 'thu', 'fri'], false, 'Cat-friendly clinic lead; her waiting room has no dogs, ever.'],
  [4, 'Dr. Owen Mbeki', 'harbourside', ['dog'], 'Orthopaedics and sports injuries', ['mon', 'tue', 'wed'], true, 'Works with working dogs and agility teams. Ran the vet tent at Crufts.'],
  [5, 'Dr. Lucy Tran', 'northfield', ['rabbit', 'bird', 'reptile'], 'Exotic pets', ['tue', 'thu'], false, 'Our exotics vet: rabbits, parrots, tortoises, bearded dragons and the odd snake.'],
  [6, 'Dr. Samuel Reid', 'northfield', ['dog', 'cat', 'rabbit'], 'General practice', ['mon', 'wed', 'thu', 'fri'], true, 'Family vet for twenty years; speaks Gaelic and Spanish.'],
  [7, 'Dr. Grace Whitaker', 'northfield', ['dog', 'cat'], 'Behaviour and anxious pets', ['mon', 'fri'], false, 'Fear-free certified. Appointments with her are 40 minutes long.'],
].map(([id, name, clinic, pets, interests, days, evenings, profile]) => ({ id, name, clinic, pets, interests, days, evenings, profile }));
// Times already booked, as vet-day-time.
const TAKEN = new Set([
  '1-2026-12-01-09:00', '1-2026-12-01-09:30', '1-2026-12-01-10:30', '1-2026-11-30-09:00',
  '2-2026-12-02-17:30', '2-2026-12-02-09:00', '2-2026-11-30-10:00',
  '3-2026-12-01-09:00', '3-2026-12-01-09:30', '3-2026-12-01-10:00', '3-2026-12-01-10:30', '3-2026-12-01-11:00', '3-2026-12-01-14:00', '3-2026-12-01-14:30', '3-2026-12-01-15:00', '3-2026-12-01-15:30',
  '3-2026-12-02-09:00', '3-2026-12-02-11:00',
  '4-2026-11-30-18:00', '4-2026-12-01-09:30',
  '5-2026-12-01-10:00', '5-2026-12-01-10:30', '5-2026-12-03-14:00',
  '6-2026-11-30-09:00', '6-2026-11-30-09:30', '6-2026-11-30-10:00', '6-2026-11-30-10:30', '6-2026-11-30-11:00', '6-2026-11-30-14:00', '6-2026-11-30-14:30', '6-2026-11-30-15:00', '6-2026-11-30-15:30', '6-2026-11-30-17:30', '6-2026-11-30-18:00', '6-2026-11-30-18:30',
  '6-2026-12-02-18:30',
  '7-2026-11-30-09:00', '7-2026-11-30-09:30', '7-2026-11-30-10:00', '7-2026-11-30-10:30', '7-2026-11-30-11:00', '7-2026-11-30-14:00', '7-2026-11-30-14:30', '7-2026-11-30-15:00', '7-2026-11-30-15:30',
]);
const SAVED_PETS = [
  ['biscuit', 'Biscuit', 'dog', 'Beagle', 6],
  ['miso', 'Miso', 'cat', 'British Shorthair', 3],
].map(([key, name, species, breed, age]) => ({ key, name, species, breed, age }));
const SORTS = [
  ['', 'Next available'],
  ['name', 'Name (A–Z)'],
];
const CANCEL_REASONS = [
  ['', 'Choose a reason (optional)'],
  ['better', 'My pet is better'],
  ['time', 'The time no longer suits me'],
  ['elsewhere', 'Booked somewhere else'],
  ['other', 'Something else'],
];
const FIRST_REF = 2041;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const byId = (id) => VETS.find((v) => v.id === Number(id));
const clinicName = (c) => CLINICS.find(([k]) => k === c)?.[1];
const petPlural = (p) => PETS.find(([k]) => k === p)?.[1];
const species = (p) => PETS.find(([k]) => k === p)?.[2];
const dayOf = (iso) => DAYS.find(([d]) => d === iso);
const typeOf = (t) => TYPES.find(([k]) => k === t);
const clock = (t) => {
  const [h, m] = t.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const works = (v, iso) => v.days.includes(dayOf(iso)?.[2]);
const timesOf = (v) => (v.evenings ? [...TIMES, ...EVENING] : TIMES);
const free = (v, iso, booked) => (works(v, iso) ? timesOf(v).filter((t) => !TAKEN.has(`${v.id}-${iso}-${t}`) && !booked.some((a) => a.status === 'booked' && a.vet === v.id && a.day === iso && a.time === t)) : []);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const qs = (q) => {
  const s = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')).toString();
  return s ? `?${s.replace(/&/g, '&amp;')}` : '';
};

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      appointments: [{ ref: 'PW-2040', vet: 1, type: 'vaccination', day: '2026-12-03', time: '11:00', pet: { name: 'Miso', species: 'cat', breed: 'British Shorthair', age: 3 }, reason: 'Yearly booster', reminder: false, mobile: '', status: 'booked' }],
      profileViews: 0,
    };
  };
  reset();
  const active = () => state.appointments.filter((a) => a.status === 'booked').length;
  const nextFree = (v) => DAYS.find(([iso]) => free(v, iso, state.appointments).length)?.[1] ?? 'Nothing this week';

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Pawsworth Veterinary</title><style>
body{font-family:Verdana,sans-serif;margin:0;color:#1f2933} header{display:flex;flex-wrap:wrap;gap:18px;align-items:center;padding:10px 24px;background:#0f5c66;color:#fff} header a{color:#fff}
main{padding:20px 24px} aside{float:left;width:210px} .results{margin-left:230px} .vets{list-style:none;padding:0} .vet{border:1px solid #cdd;border-radius:8px;padding:12px;margin-bottom:12px}
.times{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0} .times a{display:inline-block;padding:6px 10px;border:1px solid #0f5c66;border-radius:4px} .taken{color:#999;text-decoration:line-through}
table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left}
</style></head><body><header><a href="/"><strong>Pawsworth Veterinary</strong></a>
<form action="/vets" method="get" role="search"><label for="hq">Search vets</label> <input id="hq" name="q" type="search"> <button>Search</button></form>
<nav aria-label="Main"><a href="/vets">Find a vet</a> <a href="/appointments">My appointments (${active()})</a></nav></header><main>${body}</main></body></html>`;

  function listPage(query) {
    const words = (query.q ?? '').toLowerCase().replace(/\bdr\.?\s*/g, '').split(/\s+/).filter(Boolean);
    let found = VETS.filter((v) => words.every((w) => `${v.name} ${v.interests}`.toLowerCase().includes(w)));
    if (query.pet) found = found.filter((v) => v.pets.includes(query.pet));
    if (query.clinic) found = found.filter((v) => v.clinic === query.clinic);
    if (query.evening === '1') found = found.filter((v) => v.evenings);
    const rank = (v) => {
      const i = DAYS.findIndex(([iso]) => free(v, iso, state.appointments).length);
      return i < 0 ? 99 : i;
    };
    found = [...found].sort((a, b) => (query.sort === 'name' ? a.name.localeCompare(b.name) : rank(a) - rank(b) || a.id - b.id));
    const cards = found
      .map(
        (v) => `<li class="vet"><h2><a href="/vet/${v.id}">${esc(v.name)}</a></h2><p>${clinicName(v.clinic)} clinic${v.evenings ? ' · Evening appointments' : ''}</p>
<p>Sees: ${v.pets.map(petPlural).join(', ')}</p><p>Special interests: ${esc(v.interests)}</p><p>Next available: ${nextFree(v)}</p>
<p><a href="/vet/${v.id}">See times</a> · <a href="/vet/${v.id}/profile" target="_blank">Profile</a></p></li>`,
      )
      .join('');
    const hidden = query.q ? `<input type="hidden" name="q" value="${esc(query.q)}">` : '';
    const heading = query.q ? `Vets matching “${query.q}”` : 'Our vets';
    return layout(heading, `<aside><form method="get" action="/vets">${hidden}<h2>Filter</h2>
<fieldset><legend>Pet</legend>${[['', 'Any pet'], ...PETS.map(([k, p]) => [k, p])].map(([v, l]) => `<label><input type="radio" name="pet" value="${v}"${v === (query.pet ?? '') ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`).join('<br>')}</fieldset>
<p><label for="clinic">Clinic</label><br><select id="clinic" name="clinic" onchange="this.form.submit()">${options([['', 'All clinics'], ...CLINICS], query.clinic ?? '')}</select></p>
<p><label><input type="checkbox" name="evening" value="1"${query.evening === '1' ? ' checked' : ''} onchange="this.form.submit()"> Evening appointments</label></p>
<p><label for="sort">Sort by</label><br><select id="sort" name="sort" onchange="this.form.submit()">${options(SORTS, query.sort ?? '')}</select></p>
<p><a href="/vets${query.q ? `?q=${encodeURIComponent(query.q)}` : ''}">Clear filters</a></p></form></aside>
<section class="results"><h1>${esc(heading)}</h1><p>${found.length} ${found.length === 1 ? 'vet' : 'vets'}</p>${cards ? `<ul class="vets">${cards}</ul>` : '<p>No vets match. Try another clinic or pet.</p>'}</section>`);
  }

  function vetPage(v, query) {
    const type = typeOf(query.type)?.[0] ?? '';
    const day = dayOf(query.day) && works(v, query.day) ? query.day : '';
    const typeRadios = TYPES.map(([k, l, price]) => `<label><input type="radio" name="type" value="${k}"${k === type ? ' checked' : ''} onchange="this.form.submit()"> ${l} ($${price})</label>`).join('<br>');
    const dayRadios = DAYS.map(([iso, text]) =>
      works(v, iso)
        ? `<label><input type="radio" name="day" value="${iso}"${iso === day ? ' checked' : ''} onchange="this.form.submit()"> ${text}</label>`
        : `<label class="taken"><input type="radio" name="day" value="${iso}" disabled> ${text} · not working</label>`,
    ).join('<br>');
    let times = '<p>Choose a type and a day to see times.</p>';
    if (type && day) {
      const open = free(v, day, state.appointments);
      times = `<h2>Times on ${dayOf(day)[1]}</h2>${open.length ? '' : '<p>Fully booked. Try another day.</p>'}<ul class="times">${timesOf(v)
        .map((t) => (open.includes(t) ? `<li><a href="/book${qs({ vet: v.id, type, day, time: t })}">${clock(t)}</a></li>` : `<li class="taken">${clock(t)} booked</li>`))
        .join('')}</ul>`;
    }
    return layout(v.name, `<p><a href="/vets">‹ All vets</a></p><h1>${esc(v.name)}</h1><p>${clinicName(v.clinic)} clinic · Sees ${v.pets.map(petPlural).join(', ').toLowerCase()} · ${esc(v.interests)}</p>
<p><a href="/vet/${v.id}/profile" target="_blank">Read ${esc(v.name)}'s profile</a> (opens in a new tab)</p>
<form method="get" action="/vet/${v.id}"><fieldset><legend>Appointment type</legend>${typeRadios}</fieldset><fieldset><legend>Day</legend>${dayRadios}</fieldset></form>${times}`);
  }

  function bookPage(query) {
    const v = byId(query.vet);
    const t = typeOf(query.type);
    if (!v || !t || !free(v, query.day, state.appointments).includes(query.time)) return null;
    const pet = query.pet === 'new' || SAVED_PETS.some((p) => p.key === query.pet) ? query.pet : '';
    const keep = `<input type="hidden" name="vet" value="${v.id}"><input type="hidden" name="type" value="${t[0]}"><input type="hidden" name="day" value="${query.day}"><input type="hidden" name="time" value="${query.time}">`;
    const petRadios = [...SAVED_PETS.map((p) => [p.key, `${p.name} (${p.species}, ${p.age})`]), ['new', 'A new pet']]
      .map(([k, l]) => `<label><input type="radio" name="pet" value="${k}"${k === pet ? ' checked' : ''} onchange="this.form.submit()"> ${esc(l)}</label>`)
      .join('<br>');
    const newPet =
      pet === 'new'
        ? `<fieldset><legend>About your pet</legend><p><label for="pname">Pet's name</label> <input id="pname" name="petName"></p>
<p><label for="species">Species</label> <select id="species" name="species">${options([['', 'Choose…'], ...PETS.map(([k, , s]) => [k, s])], '')}</select></p>
<p><label for="breed">Breed</label> <input id="breed" name="breed"></p><p><label for="age">Age (years)</label> <input id="age" name="age" type="number" min="0" max="40"></p></fieldset>`
        : '';
    const details = pet
      ? `<form method="post" action="/book">${keep}<input type="hidden" name="pet" value="${pet}">${newPet}
<p><label for="reason">Reason for visit</label><br><textarea id="reason" name="reason" rows="3" cols="40"></textarea></p>
<p><label><input type="checkbox" name="reminder" value="1"> Send me a text reminder the day before</label></p>
<p><label for="mobile">Mobile number</label> <input id="mobile" name="mobile" type="tel"></p>
<button>Confirm appointment</button></form>`
      : '<p>Choose a pet to continue.</p>';
    return layout('Your appointment', `<h1>${esc(t[1])} with ${esc(v.name)}</h1><p>${dayOf(query.day)[1]} at ${clock(query.time)}, ${clinicName(v.clinic)} clinic</p><p>Fee: $${t[2]}</p>
<p><a href="/vet/${v.id}${qs({ type: t[0], day: query.day })}">Change time</a></p>
<form method="get" action="/book">${keep}<fieldset><legend>Which pet is this for?</legend>${petRadios}</fieldset></form>${details}`);
  }

  function appointmentsPage() {
    const rows = state.appointments
      .map((a) => {
        const v = byId(a.vet);
        const action = a.status === 'booked' ? `<a href="/appointments/${a.ref}/cancel">Cancel</a>` : 'Cancelled';
        return `<tr><td>${a.ref}</td><td>${esc(a.pet.name)}</td><td>${typeOf(a.type)[1]}</td><td>${dayOf(a.day)[1]}, ${clock(a.time)}</td><td>${esc(v.name)}, ${clinicName(v.clinic)}</td><td>${action}</td></tr>`;
      })
      .join('');
    return layout('My appointments', `<h1>My appointments</h1>${rows ? `<table><thead><tr><th>Reference</th><th>Pet</th><th>Type</th><th>When</th><th>Vet</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No appointments.</p>'}<p><a href="/vets">Book another appointment</a></p>`);
  }

  function cancelPage(a) {
    const v = byId(a.vet);
    return layout('Cancel appointment', `<h1>Cancel this appointment?</h1><p>${esc(a.pet.name)}'s ${typeOf(a.type)[1].toLowerCase()} with ${esc(v.name)} on ${dayOf(a.day)[1]} at ${clock(a.time)} (${a.ref})</p>
<form method="post" action="/appointments/cancel"><input type="hidden" name="ref" value="${a.ref}"><p><label for="why">Reason</label> <select id="why" name="reason">${options(CANCEL_REASONS, '')}</select></p>
<button>Yes, cancel it</button></form><p><a href="/appointments">No, keep it</a></p>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/book') {
        const v = byId(form.vet);
        const t = typeOf(form.type);
        if (!v || !t || !free(v, form.day, state.appointments).includes(form.time)) return { status: 400, html: 'Bad request' };
        const back = `/book?vet=${v.id}&type=${t[0]}&day=${form.day}&time=${form.time}&pet=${form.pet ?? ''}`;
        let pet;
        if (form.pet === 'new') {
          if (!form.petName?.trim() || !species(form.species)) return { redirect: back };
          pet = { name: form.petName.trim(), species: form.species, breed: (form.breed ?? '').trim(), age: form.age === undefined || form.age === '' ? null : Number(form.age) };
        } else {
          const p = SAVED_PETS.find((x) => x.key === form.pet);
          if (!p) return { redirect: back };
          pet = { name: p.name, species: p.species, breed: p.breed, age: p.age };
        }
        const reminder = form.reminder === '1';
        if (reminder && !form.mobile?.trim()) return { redirect: back };
        const ref = `PW-${FIRST_REF + state.appointments.length - 1}`;
        state.appointments.push({ ref, vet: v.id, type: t[0], day: form.day, time: form.time, pet, reason: (form.reason ?? '').trim(), reminder, mobile: (form.mobile ?? '').trim(), status: 'booked' });
        return { redirect: `/appointments/${ref}` };
      }
      if (u.pathname === '/appointments/cancel') {
        const a = state.appointments.find((x) => x.ref === form.ref);
        if (a && a.status === 'booked') {
          a.status = 'cancelled';
          a.cancelReason = form.reason ?? '';
        }
        return { redirect: '/appointments' };
      }
      return { status: 404, html: 'Not found' };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const vet = /^\/vet\/(\d+)$/.exec(u.pathname);
    const profile = /^\/vet\/(\d+)\/profile$/.exec(u.pathname);
    const done = /^\/appointments\/(PW-\d+)$/.exec(u.pathname);
    const cancel = /^\/appointments\/(PW-\d+)\/cancel$/.exec(u.pathname);
    const find = (ref) => state.appointments.find((a) => a.ref === ref);
    if (u.pathname === '/') {
      html = layout('Book a vet appointment', `<h1>Book an appointment</h1><form method="get" action="/vets">
<p><label for="fpet">What kind of pet?</label> <select id="fpet" name="pet">${options([['', 'Any pet'], ...PETS.map(([k, , s]) => [k, s])], '')}</select></p>
<p><label for="fclinic">Clinic</label> <select id="fclinic" name="clinic">${options([['', 'Any clinic'], ...CLINICS], '')}</select></p><button>Show vets</button></form>
<h2>Our clinics</h2><ul>${CLINICS.map(([k, n]) => `<li><a href="/vets?clinic=${k}">${n}</a></li>`).join('')}</ul><p>Emergency? Call 555-0100, day or night.</p>`);
    } else if (u.pathname === '/vets') html = listPage(query);
    else if (vet && byId(vet[1])) html = vetPage(byId(vet[1]), query);
    else if (profile && byId(profile[1])) {
      // Opens in a tab of its own: counted, but not the page the session books from.
      state.profileViews++;
      const v = byId(profile[1]);
      return { html: layout(v.name, `<h1>${esc(v.name)}</h1><p>${esc(v.profile)}</p><p>Works ${v.days.map((d) => DAYS.find(([, , k]) => k === d)[1].split(' ')[0]).join(', ')} at ${clinicName(v.clinic)}.</p>`) };
    } else if (u.pathname === '/book') {
      html = bookPage(query);
      if (!html) return { redirect: '/vets' };
    } else if (u.pathname === '/appointments') html = appointmentsPage();
    else if (cancel && find(cancel[1])?.status === 'booked') html = cancelPage(find(cancel[1]));
    else if (done && find(done[1])) {
      const a = find(done[1]);
      const v = byId(a.vet);
      html = layout('Appointment booked', `<h1>See you soon, ${esc(a.pet.name)}!</h1><p>Reference ${a.ref}</p><p>${typeOf(a.type)[1]} with ${esc(v.name)}, ${dayOf(a.day)[1]} at ${clock(a.time)}, ${clinicName(v.clinic)} clinic.</p>${a.reminder ? `<p>We'll text ${esc(a.mobile)} the day before.</p>` : ''}<p><a href="/appointments">My appointments</a></p>`);
    } else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the appointments (booked and cancelled), profiles opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
