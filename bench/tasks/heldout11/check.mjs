// Validates, without the SDK, that every expectation of this blind set is reachable: replays each
// session/task with the requests a correct assistant would make and compares state() with `expect`.
// Usage: node check.mjs   (prints OK/FAIL per session or task; exit 1 on any failure)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const KIND = 'tasks';
const REPLAY = {"gym":{"timetable-yoga-hillview":null,"book-wednesday-hiit":[["GET","/classes?day=wednesday"],["POST","/classes/book",{"classId":"c4"}]],"cancel-spin-express":[["POST","/my-bookings/cancel",{"classId":"c2"}]],"plan-premium-monthly":[["POST","/membership/change",{"plan":"premium","billing":"monthly","homeCentre":"riverside"}]],"plan-offpeak-annual":[["POST","/membership/change",{"plan":"off-peak","billing":"annual","homeCentre":"riverside"}]],"home-centre-hillview":[["POST","/membership/change",{"plan":"standard","billing":"monthly","homeCentre":"hillview"}]],"freeze-travel":[["POST","/membership/freeze",{"months":"2","reason":"travel"}]],"freeze-injury-from-account":[["GET","/membership/freeze"],["POST","/membership/freeze",{"months":"3","reason":"injury"}]],"phone-change":[["POST","/profile",{"name":"Chris Morgan","email":"chris.morgan@example.com","phone":"07700 900222","emergencyName":"","emergencyPhone":""}]],"emergency-contact":[["POST","/profile",{"name":"Chris Morgan","email":"chris.morgan@example.com","phone":"07700 900111","emergencyName":"Jamie Morgan","emergencyPhone":"07700 900333"}]],"email-from-user":[["POST","/profile",{"name":"Chris Morgan","email":"c.morgan@newmail.co.uk","phone":"07700 900111","emergencyName":"","emergencyPhone":""}]],"sms-on-newsletter-off":[["POST","/preferences",{"smsReminders":"on"}]],"rent-locker":[["POST","/preferences",{"newsletter":"on","locker":"on"}]],"guest-pass-sam":[["POST","/guest-pass",{"guest":"Sam Lee","date":"2026-12-12","centre":"parkside"}]],"guest-pass-friend":[["POST","/guest-pass",{"guest":"Ana Costa","date":"2026-12-19","centre":"riverside"}]],"sauna-parkside":null,"hillview-classes":null,"book-zumba":[["POST","/classes/book",{"classId":"c8"}]],"friday-spin-hillview":[["GET","/classes?day=friday&activity=spin&centre=hillview"],["POST","/classes/book",{"classId":"c7"}]],"cancel-then-pilates":[["POST","/my-bookings/cancel",{"classId":"c2"}],["GET","/classes?activity=pilates"]],"rename-christine":[["GET","/profile"],["POST","/profile",{"name":"Christine Morgan","email":"chris.morgan@example.com","phone":"07700 900111","emergencyName":"","emergencyPhone":""}]],"premium-annual-then-aqua":[["POST","/membership/change",{"plan":"premium","billing":"annual","homeCentre":"riverside"}],["POST","/classes/book",{"classId":"c5"}]]},"cars":{"toyota-under-15k":null,"auto-electric-cheapest":null,"diesel-lowest-mileage":null,"save-ford-search":[["GET","/search?make=ford&maxPrice=10000"],["POST","/searches/save",{"make":"ford","maxPrice":"10000","name":"Ford hatchbacks"}]],"save-hybrids":[["POST","/searches/save",{"fuel":"hybrid","name":"Hybrids"}]],"save-golf":[["POST","/saved/add",{"car":"vw-golf-2020"}]],"yaris-finance":[["GET","/cars/toyota-yaris-2021?term=48&deposit=1000"],["GET","/cars/toyota-yaris-2021?term=48&deposit=2000"]],"leaf-24-months":null,"fiesta-enquiry":[["POST","/cars/ford-fiesta-2019/enquire",{"name":"Tom Hardy","email":"tom.h@example.com","phone":"","message":"Is it still available?"}]],"polo-test-drive":[["POST","/cars/vw-polo-2018/enquire",{"name":"Priya Shah","email":"priya.shah@example.com","phone":"07700 900555","message":"Can I see it on Saturday?","testDrive":"yes"}]],"bmw-part-exchange":[["POST","/cars/bmw-320d-2018/enquire",{"name":"Leo Grant","email":"leo@grant.me","phone":"","message":"What is the service history?","partExchange":"yes"}]],"delete-cheap-search":[["POST","/searches/delete",{"index":"0"}]],"alerts-off":[["POST","/alerts",{}]],"open-saved-search-car":null,"vw-golf-save":[["GET","/search?make=volkswagen"],["GET","/cars/vw-golf-2020"],["POST","/saved/add",{"car":"vw-golf-2020"}]],"corolla-save-go-saved":[["GET","/cars/toyota-corolla-2019"],["POST","/saved/add",{"car":"toyota-corolla-2019"}],["GET","/saved"]],"petrol-manual-40k":null,"reset-sort-newest":null,"priciest-car":null,"corolla-save-and-enquire":[["POST","/saved/add",{"car":"toyota-corolla-2019"}],["POST","/cars/toyota-corolla-2019/enquire",{"name":"Ruth Bell","email":"ruth.bell@example.com","phone":"","message":"Does it have two keys?"}]],"hybrid-under-15k-open":null,"ev-shortlist":[["GET","/search?fuel=electric"],["POST","/searches/save",{"fuel":"electric","name":"EV shortlist"}]]}};

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
