/**
 * "Brightpath Jobs", a small job board (ours), for short tasks that search, filter, sort, open a
 * result, save a job and apply. A search box in the header; results as cards (title link,
 * company, place, a "Remote" or "Visa sponsorship available" tag in the card text, salary) with
 * filters that submit on change (checkboxes "Remote only" and "Visa sponsorship", a "Job type"
 * dropdown), a salary range (min/max boxes and a Go button) and a sort dropdown; job pages with
 * "Save job" and "Apply now"; an application form (name, email, years of experience as a number
 * box, a start dropdown, a cover note, a "Send me similar jobs" box); a saved-jobs page whose
 * header link shows a count. `state()` tells what the helper has done.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const JOBS = [
  { id: 1, title: 'Product Designer', company: 'Northwind Labs', place: 'Remote', remote: true, visa: false, type: 'full-time', salary: 92000, rating: 4.2, posted: 3 },
  { id: 2, title: 'UX Designer', company: 'Harbor & Co', place: 'Lisbon', remote: false, visa: true, type: 'contract', salary: 68000, rating: 4.6, posted: 9 },
  { id: 3, title: 'Graphic Designer', company: 'Paper Moon Studio', place: 'Remote', remote: true, visa: true, type: 'part-time', salary: 41000, rating: 3.8, posted: 6 },
  { id: 4, title: 'Senior Designer', company: 'Blue Finch', place: 'Berlin', remote: false, visa: false, type: 'full-time', salary: 105000, rating: 4.0, posted: 1 },
  { id: 5, title: 'Registered Nurse', company: 'Riverside Clinic', place: 'Leeds', remote: false, visa: true, type: 'full-time', salary: 39000, rating: 4.4, posted: 4 },
  { id: 6, title: 'Night Nurse', company: 'St. Anne Hospital', place: 'York', remote: false, visa: false, type: 'part-time', salary: 33000, rating: 3.9, posted: 8 },
  { id: 7, title: 'Nurse Educator', company: 'CareLearn', place: 'Remote', remote: true, visa: false, type: 'contract', salary: 52000, rating: 4.7, posted: 2 },
];
const SORTS = [['', 'Relevance'], ['salary_asc', 'Salary: Low to High'], ['salary_desc', 'Salary: High to Low'], ['rating', 'Company reviews'], ['recent', 'Most recent']];
const TYPES = [['', 'Any'], ['full-time', 'Full-time'], ['part-time', 'Part-time'], ['contract', 'Contract']];
const STARTS = ['Immediately', 'In 2 weeks', 'In a month'];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, saved: [4], applications: [], alerts: false };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Brightpath Jobs</title><style>
body{font-family:sans-serif;margin:0} header{display:flex;gap:18px;align-items:center;padding:10px 20px;background:#1d3b4f;color:#fff} header a{color:#fff}
header form{flex:1} main{display:flex;gap:24px;padding:18px 20px} aside{width:220px} .job{border:1px solid #ccd;padding:8px 12px;margin:8px 0;width:420px}
</style></head><body><header><a href="/"><strong>Brightpath</strong></a><form method="get" action="/jobs" role="search"><input name="q" aria-label="Search jobs" placeholder="Job title or keyword"> <button>Search</button></form>
<a href="/saved">Saved jobs (${state.saved.length})</a></header><main>${body}</main></body></html>`;

  function jobsPage(q) {
    const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
    const min = q.min ? Number(q.min) : undefined;
    const max = q.max ? Number(q.max) : undefined;
    let list = JOBS.filter((j) => words.every((w) => `${j.title} ${j.company}`.toLowerCase().includes(w)) && (!q.remote || j.remote) && (!q.visa || j.visa) && (!q.type || j.type === q.type) && (min === undefined || j.salary >= min) && (max === undefined || j.salary <= max));
    const by = { salary_asc: (a, b) => a.salary - b.salary, salary_desc: (a, b) => b.salary - a.salary, rating: (a, b) => b.rating - a.rating, recent: (a, b) => a.posted - b.posted }[q.sort];
    if (by) list = [...list].sort(by);
    const cards = list
      .map((j) => `<div class="job"><h3><a href="/job/${j.id}">${esc(j.title)}</a></h3><p>${esc(j.company)} · ${esc(j.place)}${j.remote ? ' · Remote' : ''}${j.visa ? ' · Visa sponsorship available' : ''}</p><p>$${j.salary.toLocaleString('en-US')} a year · ${j.rating} company rating · posted ${j.posted} days ago</p></div>`)
      .join('');
    return layout('Jobs', `<form method="get" action="/jobs" style="display:flex;gap:24px"><input type="hidden" name="q" value="${esc(q.q ?? '')}">
<aside><h2>Filters</h2>${q.remote || q.visa || q.type ? `<p><a href="/jobs?q=${encodeURIComponent(q.q ?? '')}">Clear all filters</a></p>` : ''}<p><label><input type="checkbox" name="remote" value="1"${q.remote ? ' checked' : ''} onchange="this.form.submit()"> Remote only</label></p>
<p><label><input type="checkbox" name="visa" value="1"${q.visa ? ' checked' : ''} onchange="this.form.submit()"> Visa sponsorship</label></p>
<p><label for="type">Job type</label> <select id="type" name="type" onchange="this.form.submit()">${TYPES.map(([v, l]) => `<option value="${v}"${(q.type ?? '') === v ? ' selected' : ''}>${l}</option>`).join('')}</select></p>
<fieldset><legend>Salary</legend><label for="min">Minimum</label> <input id="min" name="min" type="number" size="7" value="${q.min ?? ''}"><br><label for="max">Maximum</label> <input id="max" name="max" type="number" size="7" value="${q.max ?? ''}"> <button>Go</button></fieldset></aside>
<section><h1>${list.length} jobs${q.q ? ` for “${esc(q.q)}”` : ''}</h1><p><label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${SORTS.map(([v, l]) => `<option value="${v}"${(q.sort ?? '') === v ? ' selected' : ''}>${l}</option>`).join('')}</select></p>
${cards || '<p>No jobs match. Try fewer filters.</p>'}</section></form>`);
  }

  function jobPage(j, q) {
    return layout(j.title, `<section><p><a href="/jobs">Back to all jobs</a></p><h1>${esc(j.title)}</h1><p>${esc(j.company)} · ${esc(j.place)} · $${j.salary.toLocaleString('en-US')} a year</p>
${q.saved ? '<p role="status">Saved. You can find it under Saved jobs.</p>' : ''}<p>We are looking for someone who enjoys their craft and their colleagues.</p>
<form method="post" action="/save"><input type="hidden" name="id" value="${j.id}"><button>Save job</button></form><p><a href="/apply/${j.id}">Apply now</a></p></section>`);
  }

  function applyPage(j) {
    return layout(`Apply: ${j.title}`, `<section><h1>Apply for ${esc(j.title)}</h1><form method="post" action="/apply"><input type="hidden" name="id" value="${j.id}">
<p><label for="name">Full name</label> <input id="name" name="name"></p><p><label for="email">Email</label> <input id="email" name="email" type="email"></p>
<p><label for="years">Years of experience</label> <input id="years" name="years" type="number" min="0" max="50" value="0"></p>
<p><label for="start">When can you start?</label> <select id="start" name="start">${STARTS.map((s) => `<option>${s}</option>`).join('')}</select></p>
<p><label for="note">Cover note</label><br><textarea id="note" name="note" rows="3" cols="40"></textarea></p>
<p><label><input type="checkbox" name="alerts" value="1"> Send me similar jobs</label></p><p><button>Submit application</button></p></form></section>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      const j = JOBS.find((x) => x.id === Number(form.id));
      switch (u.pathname) {
        case '/save':
          if (j && !state.saved.includes(j.id)) state.saved.push(j.id);
          return { redirect: j ? `/job/${j.id}?saved=1` : '/jobs' };
        case '/apply':
          if (!j) return { redirect: '/jobs' };
          state.applications.push({ job: j.id, name: form.name ?? '', email: form.email ?? '', years: Number(form.years ?? 0), start: form.start ?? '', note: form.note ?? '' });
          if (form.alerts) state.alerts = true;
          return { redirect: '/applied' };
        default:
          return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
      }
    }
    if (method !== 'GET') return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    let html;
    const jm = /^\/(job|apply)\/(\d+)$/.exec(u.pathname);
    const j = jm && JOBS.find((x) => x.id === Number(jm[2]));
    if (u.pathname === '/') html = layout('Home', '<section><h1>Find work you like</h1><p><a href="/jobs">Browse all jobs</a></p></section>');
    else if (u.pathname === '/jobs') html = jobsPage(query);
    else if (j && jm[1] === 'job') html = jobPage(j, query);
    else if (j) html = applyPage(j);
    else if (u.pathname === '/saved')
      html = layout('Saved jobs', `<section><h1>Saved jobs</h1><ul>${state.saved.map((id) => `<li><a href="/job/${id}">${esc(JOBS.find((x) => x.id === id).title)}</a></li>`).join('')}</ul></section>`);
    else if (u.pathname === '/applied') html = layout('Application sent', '<section><h1>Thank you</h1><p>Your application was sent.</p></section>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the saved jobs, the applications sent and the job-alert sign-up. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
