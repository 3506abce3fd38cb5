/**
 * Round 13: a home page put in front of a generated site (`bench/tasks/gen/home.mjs`). The home
 * page links to the site's sections with one of several menu designs (a top bar, a hamburger
 * panel that is hidden until its button is pressed, a "More" dropdown that is closed, a card grid of
 * departments, a side menu, a footer) and a link to another origin; the wrapped site's own page
 * ("/" of the inner site) moves to the section `home.formPath`. Other sections are plain pages,
 * some with a distractor form, or lists of items (the chat sets). Everything else goes to the
 * inner site as it is. `state()` is the inner site's with the page the wrapper showed.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const a = (s) => `<a href="${esc(s.path)}"${s.title ? ` title="${esc(s.title)}"` : ''}>${esc(s.label)}</a>`;

/** The menu of the home page in `home.design`, holding `home.sections` (each with its `place`: menu, footer). */
export function homeHtml(home) {
  const inMenu = home.sections.filter((s) => s.place !== 'footer');
  const inFooter = home.sections.filter((s) => s.place === 'footer');
  const out = home.external ? `<a href="${esc(home.external.url)}">${esc(home.external.label)}</a>` : '';
  let header = '';
  let main = '';
  let side = '';
  const script = `<script>document.querySelectorAll('[data-toggle]').forEach(b=>b.addEventListener('click',()=>{const m=document.getElementById(b.dataset.toggle);m.hidden=!m.hidden;b.setAttribute('aria-expanded',String(!m.hidden));}));</script>`;
  switch (home.design) {
    case 'top':
      header = `<nav aria-label="Main">${inMenu.map(a).join(' ')}</nav>`;
      break;
    case 'hamburger':
      header = `<button type="button" data-toggle="menu" aria-expanded="false" aria-label="${esc(home.menuName ?? 'Menu')}">☰</button><nav id="menu" hidden>${inMenu.map(a).join(' ')}</nav>`;
      break;
    case 'more': {
      const shown = inMenu.slice(0, 2);
      const rest = inMenu.slice(2);
      header = `<nav aria-label="Main">${shown.map(a).join(' ')} <details><summary>${esc(home.menuName ?? 'More')} ▾</summary><ul>${rest.map((s) => `<li>${a(s)}</li>`).join('')}</ul></details></nav>`;
      break;
    }
    case 'cards':
      main = `<h2>${esc(home.gridTitle ?? 'Browse')}</h2><ul class="grid">${inMenu.map((s) => `<li class="card"><a href="${esc(s.path)}"><h3>${esc(s.label)}</h3></a><p>${esc(s.blurb ?? '')}</p></li>`).join('')}</ul>`;
      break;
    case 'side':
      side = `<aside><nav aria-label="Sections"><ul>${inMenu.map((s) => `<li>${a(s)}</li>`).join('')}</ul></nav></aside>`;
      break;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(home.title)}</title><style>body{font-family:Arial,sans-serif;margin:0} header{padding:10px 20px;background:#345;color:#fff;display:flex;gap:14px} header a{color:#fff} .grid{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;list-style:none;padding:0} main{padding:16px 24px} aside{float:left;width:180px;padding:12px}</style></head><body>
<header><strong>${esc(home.title)}</strong> ${header} ${out}</header>${side}<main><h1>${esc(home.h1 ?? home.title)}</h1><p>${esc(home.blurb ?? '')}</p>${main}</main>
<footer><p>${inFooter.map(a).join(' · ')} · <a href="/about">About us</a> · <a href="/privacy">Privacy</a></p></footer>${script}</body></html>`;
}

function sectionHtml(home, s) {
  const back = `<p><a href="/">${esc(home.title)} home</a></p>`;
  let body = `<h1>${esc(s.label)}</h1><p>${esc(s.blurb ?? '')}</p>`;
  if (s.items) body += `<ul>${s.items.map((it) => `<li><a href="${esc(it.path)}">${esc(it.name)}</a> · ${esc(it.note ?? '')}</li>`).join('')}</ul>`;
  if (s.distractor) body += `<section><h2>${esc(s.distractor.heading)}</h2><form method="post" action="/send-other"><p><label for="d-email">Email</label> <input id="d-email" name="email" type="email"></p><button type="submit">${esc(s.distractor.button)}</button></form></section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(s.label)} · ${esc(home.title)}</title></head><body>${back}<main>${body}</main></body></html>`;
}

/** `inner`: a site of the `createSite()` contract (or null: a site of sections only). */
export function homeSite(inner, home) {
  let page = { path: '/', query: {} };
  let other = null;
  const items = new Map(home.sections.flatMap((s) => (s.items ?? []).map((it) => [it.path, { s, it }])));
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/') return { html: homeHtml(home) };
      if (inner && u.pathname === home.formPath) return inner.handle(method, `/${u.search}`, body);
      if (method === 'POST' && u.pathname === '/send-other') {
        other = Object.fromEntries(new URLSearchParams(body));
        return { redirect: '/thanks' };
      }
      const s = home.sections.find((x) => x.path === u.pathname && x.path !== home.formPath);
      if (s) return { html: sectionHtml(home, s) };
      const item = items.get(u.pathname);
      if (item) return { html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(item.it.name)}</title></head><body><p><a href="${esc(item.s.path)}">Back to ${esc(item.s.label)}</a></p><h1>${esc(item.it.name)}</h1><p>${esc(item.it.note ?? '')}</p></body></html>` };
      if (['/about', '/privacy', '/thanks'].includes(u.pathname)) return { html: `<!doctype html><html><body><h1>${esc(u.pathname.slice(1))}</h1><a href="/">Home</a></body></html>` };
      if (inner) {
        const r = inner.handle(method, url, body);
        return r;
      }
      return { status: 404, html: 'not found' };
    },
    state: () => ({ ...(inner ? inner.state() : {}), page: structuredClone(page), other }),
    restore(s) {
      inner?.restore(s);
      page = structuredClone(s.page);
      other = s.other ?? null;
    },
    reset() {
      inner?.reset();
      page = { path: '/', query: {} };
      other = null;
    },
  };
}
