/**
 * "Brightpath Jobs", a job board written after the conversation rules were frozen and run once
 * as written: keyword search, results as a list of postings, a remote filter and sorting, job
 * pages with a contract type and a start month, saved jobs with remove buttons.
 */
const JOBS = [
  { id: 11, title: 'Junior Data Analyst', company: 'Northlake Bank', city: 'Leeds', salary: 32000, remote: false },
  { id: 12, title: 'Senior Data Engineer', company: 'Orbit Logistics', city: 'Remote', salary: 68000, remote: true },
  { id: 13, title: 'Data Analyst (Marketing)', company: 'Pebble Foods', city: 'Bristol', salary: 38000, remote: true },
  { id: 14, title: 'Frontend Developer', company: 'Lumen Studio', city: 'Manchester', salary: 45000, remote: false },
  { id: 15, title: 'Backend Developer', company: 'Orbit Logistics', city: 'Remote', salary: 52000, remote: true },
  { id: 16, title: 'Nurse Practitioner', company: 'Greenfield Clinic', city: 'York', salary: 41000, remote: false },
  { id: 17, title: 'Warehouse Supervisor', company: 'Orbit Logistics', city: 'Derby', salary: 30000, remote: false },
];
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, saved: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} | Brightpath Jobs</title><style>
body{font-family:system-ui;margin:0} nav{display:flex;gap:14px;padding:12px 20px;background:#eef} .content{padding:20px} ul.jobs{list-style:none;padding:0} ul.jobs li{border:1px solid #ccd;margin:8px 0;padding:10px;max-width:640px}
</style></head><body><nav><a href="/">Brightpath Jobs</a><a href="/saved">Saved jobs (${state.saved.length})</a>
<form action="/jobs" method="get"><input name="keywords" placeholder="Job title or keyword" aria-label="Keywords"> <button>Find jobs</button></form></nav><div class="content">${body}</div></body></html>`;

  function list(query) {
    const words = (query.keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    let found = JOBS.filter((j) => words.every((w) => `${j.title} ${j.company}`.toLowerCase().includes(w.replace(/s$/, ''))));
    if (query.remote === '1') found = found.filter((j) => j.remote);
    if (query.sort === 'salary') found = [...found].sort((a, b) => b.salary - a.salary);
    const base = { keywords: query.keywords ?? '' };
    const link = (extra) => `/jobs?${new URLSearchParams({ ...base, ...extra })}`;
    const items = found
      .map((j) => `<li><h3><a href="/job/${j.id}">${esc(j.title)}</a></h3><p>${esc(j.company)} · ${esc(j.city)}</p><p>£${j.salary.toLocaleString('en-GB')} a year</p></li>`)
      .join('');
    return layout('Jobs', `<h1>${found.length} jobs</h1><p><a href="${link({ remote: '1' })}">Remote only</a> | <a href="${link({ sort: 'salary' })}">Highest salary first</a> | <a href="${link({})}">Clear filters</a></p><ul class="jobs">${items}</ul>`);
  }

  function job(j, query) {
    const contract = query.contract ?? '';
    const start = query.start ?? '';
    return layout(j.title, `<h1>${esc(j.title)}</h1><p>${esc(j.company)}, ${esc(j.city)} — £${j.salary.toLocaleString('en-GB')}</p>
<form method="get" action="/job/${j.id}"><fieldset><legend>Contract</legend>${['Permanent', 'Fixed term', 'Part time'].map((c) => `<label><input type="radio" name="contract" value="${c}"${c === contract ? ' checked' : ''} onchange="this.form.submit()"> ${c}</label>`).join(' ')}</fieldset>
<p><label for="start">Start month</label> <select id="start" name="start" onchange="this.form.submit()"><option value="">Select</option>${['January', 'February', 'March', 'April'].map((m) => `<option${m === start ? ' selected' : ''}>${m}</option>`).join('')}</select></p></form>
<form method="post" action="/saved/add"><input type="hidden" name="id" value="${j.id}"><input type="hidden" name="contract" value="${esc(contract)}"><input type="hidden" name="start" value="${esc(start)}"><button>Save this job</button></form>`);
  }

  function saved() {
    const rows = state.saved.map((s, i) => `<li><h3>${esc(JOBS.find((j) => j.id === s.id).title)}</h3><form method="post" action="/saved/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></li>`).join('');
    return layout('Saved jobs', `<h1>Saved jobs</h1>${rows ? `<ul class="jobs">${rows}</ul>` : '<p>No saved jobs.</p>'}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/saved/add') {
      state.saved.push({ id: Number(form.id), contract: form.contract ?? '', start: form.start ?? '' });
      return { redirect: '/saved' };
    }
    if (method === 'POST' && u.pathname === '/saved/remove') {
      state.saved.splice(Number(form.index), 1);
      return { redirect: '/saved' };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    const m = /^\/job\/(\d+)$/.exec(u.pathname);
    const j = m && JOBS.find((x) => x.id === Number(m[1]));
    let html;
    if (u.pathname === '/') html = layout('Home', '<h1>Find your next job</h1>');
    else if (u.pathname === '/jobs') html = list(query);
    else if (j) html = job(j, query);
    else if (u.pathname === '/saved') html = saved();
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (s) => { reset(); Object.assign(state, structuredClone(s)); } };
}
