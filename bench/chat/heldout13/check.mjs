// Validates, without the SDK, that every expectation of this blind set is reachable: replays each
// session/task with the requests a correct assistant would make and compares state() with `expect`.
// Usage: node check.mjs   (prints OK/FAIL per session or task; exit 1 on any failure)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const KIND = 'sessions';
const REPLAY = {"florist":{"birthday-tulips-or-roses":[null,null,null,null,null,null,null,[["POST","/basket/add",{"product":"sunrise-roses","size":"large","vase":"glass","qty":"1"}]],null,[["POST","/checkout/recipient",{"recipient":"Margaret Hill","address":"14 Elm Road","postcode":"OX2 6JP"}]],[["POST","/checkout/delivery",{"date":"2026-12-04","message":"Happy birthday Mum, love Sophie"}]],null,[["POST","/checkout/place",{}]],null,null],"sunflowers-and-peonies":[null,null,[["POST","/basket/add",{"product":"sunflower-joy","size":"standard","vase":"none","qty":"1"}]],[["POST","/basket/update",{"line":"0","qty":"3"}]],null,null,null,null,null,null,null,null,[["POST","/basket/add",{"product":"pink-peony","size":"luxe","vase":"ceramic","qty":"1"}]],[["POST","/basket/remove",{"line":"0"}]],null,null],"sympathy-lilies":[null,null,null,[["POST","/basket/add",{"product":"white-lilies","size":"standard","vase":"glass","qty":"2"}]],[["POST","/basket/update",{"line":"0","qty":"1"}]],null,[["POST","/checkout/recipient",{"recipient":"The Ahmed Family","address":"3 Mill Lane","postcode":"LS6 2QT"}]],[["POST","/checkout/delivery",{"date":"2026-12-02","message":"With deepest sympathy, the Carters"}]],[["GET","/checkout/recipient"],["POST","/checkout/recipient",{"recipient":"The Ahmed Family","address":"5 Mill Lane","postcode":"LS6 2QT"}]],[["POST","/checkout/delivery",{"date":"2026-12-02","message":"With deepest sympathy, the Carters"}]],null,[["POST","/checkout/place",{}]],null,null,null],"anniversary-compare":[null,null,null,null,null,null,null,null,[["POST","/basket/add",{"product":"pink-peony","size":"large","vase":"none","qty":"1"}]],null,[["POST","/checkout/recipient",{"recipient":"Daniel Reyes","address":"22 Harbour Street","postcode":"BS1 5TT"}]],[["POST","/checkout/delivery",{"date":"2026-12-05","message":"Happy anniversary, all my love"}]],[["GET","/checkout/delivery"],["POST","/checkout/delivery",{"date":"2026-12-07","message":"Happy anniversary, all my love"}]],null,[["POST","/checkout/place",{}]],null]},"lessons":{"automatic-north":[null,null,null,null,null,null,null,null,[["POST","/book",{"instructor":"linda-morris","type":"standard","day":"2026-12-03","time":"10:30","pupil":"Priya Nair","phone":"07700900123","postcode":"NE2 4AB"}]],null,null,null,[["POST","/my-lessons/L1/reschedule",{"day":"2026-12-04","time":"09:00"}]],null,null],"motorway-then-cancel":[null,null,null,null,null,null,null,null,[["POST","/book",{"instructor":"sam-patel","type":"motorway","day":"2026-12-02","time":"15:00","pupil":"Jack Thornton","phone":"07911123456","postcode":"M14 5RD"}]],null,null,[["POST","/book",{"instructor":"sam-patel","type":"standard","day":"2026-12-05","time":"09:00","pupil":"Jack Thornton","phone":"07911123456","postcode":"M14 5RD"}]],[["POST","/my-lessons/L2/cancel",{}]],null,null],"manual-south-double":[null,null,null,null,null,null,null,null,null,[["POST","/book",{"instructor":"sam-patel","type":"double","day":"2026-12-01","time":"13:00","pupil":"Oliver Grant","phone":"07700900456","postcode":"LS2 9JT"}]],null,null,[["POST","/my-lessons/L1/reschedule",{"day":"2026-12-03","time":"17:30"}]],[["POST","/my-lessons/L1/cancel",{}]],null,null],"mock-test-and-warmup":[null,null,null,null,null,[["POST","/book",{"instructor":"grace-okafor","type":"mock-test","day":"2026-12-01","time":"10:30","pupil":"Emma Wilson","phone":"07123456789","postcode":"S10 2TN"}]],null,[["POST","/book",{"instructor":"grace-okafor","type":"standard","day":"2026-11-30","time":"09:00","pupil":"Emma Wilson","phone":"07123456789","postcode":"S10 2TN"}]],null,null,null,[["POST","/my-lessons/L2/reschedule",{"day":"2026-12-02","time":"17:30"}]],[["POST","/my-lessons/L1/cancel",{}]],null,null]}};

const normQ = (q) => Object.fromEntries(Object.entries(q || {}).filter(([, v]) => v !== '' && v != null).map(([k, v]) => [k, String(v).toLowerCase()]).sort());
const canon = (x) => Array.isArray(x) ? x.map(canon) : x && typeof x === 'object' ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, canon(x[k])])) : x;
const same = (a, b) => JSON.stringify(canon({ ...a, query: normQ(a.query) })) === JSON.stringify(canon({ ...b, query: normQ(b.query) }));
function apply(prev, expect) {
  const e = { ...prev };
  if (!expect) return e;
  for (const [k, v] of Object.entries(expect)) if (k !== 'path' && k !== 'query') e[k] = v;
  if (expect.path) { e.path = expect.path; e.query = expect.query || {}; } else if (expect.query) e.query = expect.query;
  return e;
}
function send(site, req) {
  let [method, url, body] = req;
  for (let hops = 0; hops < 5; hops++) {
    const r = site.handle(method, url, body || {});
    if (r.redirect) { method = 'GET'; url = r.redirect; body = {}; continue; }
    if (!r.html) throw new Error(`${req[0]} ${req[1]} → status ${r.status}`);
    return r.html;
  }
  throw new Error('redirect loop');
}
const urlOf = (p, q) => p + (q && Object.keys(q).length ? '?' + new URLSearchParams(q) : '');
function step(site, cur, expect, acts, says) {
  if (acts) for (const a of acts) send(site, a);
  else if (expect && (expect.path || expect.query)) send(site, ['GET', urlOf(expect.path || cur.path, expect.query || {})]);
  const want = apply(cur, expect), got = site.state();
  if (!same(want, got)) throw new Error(`state differs\n  want ${JSON.stringify(canon(want))}\n  got  ${JSON.stringify(canon(got))}`);
  if (says) {
    const html = send(site, ['GET', urlOf(got.path, got.query)]).replace(/<[^>]+>/g, ' ').toLowerCase();
    for (const w of [].concat(says)) if (!html.includes(String(w).toLowerCase())) throw new Error(`page lacks "${w}"`);
  }
  return want;
}

let fail = 0, n = 0, units = 0;
for (const name of fs.readdirSync(DIR).sort()) {
  const sdir = path.join(DIR, name);
  if (!fs.statSync(sdir).isDirectory()) continue;
  const { createSite } = await import(pathToFileURL(path.join(sdir, 'server.mjs')));
  const site = createSite();
  if (KIND === 'sessions') {
    const spec = JSON.parse(fs.readFileSync(path.join(sdir, 'sessions.json'), 'utf8'));
    for (const s of spec.sessions) {
      units++;
      site.reset(); send(site, ['GET', spec.start]);
      let cur = site.state(), i = 0;
      try {
        const acts = REPLAY[name][s.id];
        if (!acts || acts.length !== s.turns.length) throw new Error('replay table does not match');
        for (; i < s.turns.length; i++) { cur = step(site, cur, s.turns[i].expect, acts[i], s.turns[i].says); n++; }
        console.log(`OK   ${name}/${s.id} (${s.turns.length} turns)`);
      } catch (e) { fail++; console.log(`FAIL ${name}/${s.id} turn ${i + 1}: ${e.message}`); }
    }
  } else {
    const spec = JSON.parse(fs.readFileSync(path.join(sdir, 'tasks.json'), 'utf8'));
    for (const t of spec.tasks) {
      units++;
      site.reset(); send(site, ['GET', t.start || spec.start]);
      try {
        const acts = REPLAY[name][t.id];
        if (acts === undefined) throw new Error('no replay entry');
        step(site, site.state(), t.expect, acts, null); n++;
        console.log(`OK   ${name}/${t.id}`);
      } catch (e) { fail++; console.log(`FAIL ${name}/${t.id}: ${e.message}`); }
    }
  }
}
console.log(`${units - fail}/${units} ${KIND === 'sessions' ? 'sessions' : 'tasks'} OK (${n} ${KIND === 'sessions' ? 'turns' : 'tasks'} replayed)`);
process.exit(fail ? 1 : 0);
