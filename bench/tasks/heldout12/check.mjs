// Replays a correct run of every task in bench/tasks/heldout12 against its site (no SDK): the
// requests a correct run would make, from the site's reset state on the task's start page, then
// checks the site's state against the task's `expect`.
// Usage: node bench/tasks/heldout12/check.mjs   (exits 1 on any failure)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

// [method, url, form body] per request, in order, for each task.
const ACTIONS = {
  cowork: {
    'cw-search-booth-quays': [["GET","/spaces?q=phone+booth"],["GET","/spaces?q=phone+booth&location=quays&type=&seats=&sort="]],
    'cw-filter-rooms-nq': [["GET","/spaces"],["GET","/spaces?location=nq&type=room&seats=6&sort=price-desc"]],
    'cw-hotdesk-canal-tue': [["GET","/spaces?location=canal"],["GET","/space/canal-hot"],["GET","/space/canal-hot?date=2026-12-08"],["GET","/book?space=canal-hot&date=2026-12-08&slot=full"],["POST","/book/details",{"space":"canal-hot","date":"2026-12-08","slot":"full","name":"Jordan Ellis","email":"jordan.ellis@example.com","company":""}],["GET","/book/review"],["POST","/book/confirm",{}]],
    'cw-quays-morning-locker': [["GET","/space/quays-hot"],["GET","/space/quays-hot?date=2026-12-11"],["GET","/book?space=quays-hot&date=2026-12-11&slot=am"],["POST","/book/details",{"space":"quays-hot","date":"2026-12-11","slot":"am","name":"Jordan Ellis","email":"jordan.ellis@example.com","company":"","extra_locker":"1"}],["GET","/book/review"],["POST","/book/confirm",{}]],
    'cw-foundry-refreshments': [["GET","/space/nq-foundry"],["GET","/space/nq-foundry?date=2026-12-09"],["GET","/book?space=nq-foundry&date=2026-12-09&start=14:00&hours=2"],["POST","/book/details",{"space":"nq-foundry","date":"2026-12-09","start":"14:00","hours":"2","name":"Jordan Ellis","email":"jordan.ellis@example.com","company":"","attendees":"5","extra_refreshments":"1"}],["POST","/book/confirm",{}]],
    'cw-boardroom-amir': [["GET","/space/nq-mill"],["GET","/space/nq-mill?date=2026-12-09"],["GET","/book?space=nq-mill&date=2026-12-09&start=10:00&hours=3"],["POST","/book/details",{"space":"nq-mill","date":"2026-12-09","start":"10:00","hours":"3","name":"Amir Haddad","email":"amir@haddad.co","company":"Haddad & Partners","attendees":"10"}],["POST","/book/confirm",{}]],
    'cw-cancel-foundry': [["GET","/bookings"],["POST","/bookings/cancel",{"ref":"HC302"}]],
    'cw-move-hotdesk': [["GET","/bookings"],["GET","/bookings/HC301/change"],["POST","/bookings/move",{"ref":"HC301","date":"2026-12-10"}]],
    'cw-account-phone-company': [["GET","/account"],["POST","/account",{"name":"Jordan Ellis","email":"jordan.ellis@example.com","phone":"07700 900555","company":"Brightwave Ltd","postcode":"M1 4BT"}]],
    'cw-account-postcode-email': [["GET","/account"],["POST","/account",{"name":"Jordan Ellis","email":"jordan@brightwave.io","phone":"07700900111","company":"Ellis Design","postcode":"M4 1HN"}]],
    'cw-support-vat': [["GET","/support"],["POST","/support",{"topic":"Billing","ref":"","message":"Please send a VAT invoice for November"}]],
    'cw-booth-priya': [["GET","/space/nq-booth"],["GET","/space/nq-booth?date=2026-12-08"],["GET","/book?space=nq-booth&date=2026-12-08&start=11:00&hours=1"],["POST","/book/details",{"space":"nq-booth","date":"2026-12-08","start":"11:00","hours":"1","name":"Priya Das","email":"priya.das@example.com","company":""}],["POST","/book/confirm",{}]],
    'cw-cheapest-hotdesk': [["GET","/spaces?type=hot&sort=price-asc"],["GET","/space/quays-hot"],["GET","/space/quays-hot?date=2026-12-07"],["GET","/book?space=quays-hot&date=2026-12-07&slot=full"],["POST","/book/details",{"space":"quays-hot","date":"2026-12-07","slot":"full","name":"Jordan Ellis","email":"jordan.ellis@example.com","company":""}],["GET","/book/review"],["POST","/book/confirm",{}]],
    'cw-office-sofia': [["GET","/space/canal-office"],["GET","/space/canal-office?date=2026-12-10"],["GET","/book?space=canal-office&date=2026-12-10&slot=full"],["POST","/book/details",{"space":"canal-office","date":"2026-12-10","slot":"full","name":"Sofia Marin","email":"sofia@marin.studio","company":"Marin Studio","extra_monitor":"1"}],["GET","/book/review"],["POST","/book/confirm",{}]],
    'cw-dockside-friday': [["GET","/spaces?location=quays"],["GET","/space/quays-dock"],["GET","/space/quays-dock?date=2026-12-11"]],
    'cw-cancel-and-message': [["GET","/bookings"],["POST","/bookings/cancel",{"ref":"HC301"}],["GET","/support"],["POST","/support",{"topic":"Booking","ref":"HC301","message":"Cancelled by mistake, please call me"}]],
    'cw-fixed-afternoon': [["GET","/space/canal-fixed"],["GET","/space/canal-fixed?date=2026-12-09"],["GET","/book?space=canal-fixed&date=2026-12-09&slot=pm"],["POST","/book/details",{"space":"canal-fixed","date":"2026-12-09","slot":"pm","name":"Jordan Ellis","email":"jordan.ellis@example.com","company":""}],["GET","/book/review"],["POST","/book/confirm",{}]],
    'cw-loom-three': [["GET","/space/canal-loom"],["GET","/space/canal-loom?date=2026-12-08"],["GET","/book?space=canal-loom&date=2026-12-08&start=09:00&hours=1"],["POST","/book/details",{"space":"canal-loom","date":"2026-12-08","start":"09:00","hours":"1","name":"Jordan Ellis","email":"jordan.ellis@example.com","company":"","attendees":"3"}],["POST","/book/confirm",{}]],
    'cw-sort-hotdesks': [["GET","/spaces"],["GET","/spaces?location=&type=hot&seats=&sort=price-asc"]],
    'cw-nq-pm-tom': [["GET","/space/nq-hot"],["GET","/space/nq-hot?date=2026-12-08"],["GET","/book?space=nq-hot&date=2026-12-08&slot=pm"],["POST","/book/details",{"space":"nq-hot","date":"2026-12-08","slot":"pm","name":"Tom Baker","email":"tom.baker@example.org","company":"Baker Media","extra_locker":"1","extra_monitor":"1"}],["GET","/book/review"],["POST","/book/confirm",{}]],
    'cw-dockside-event': [["GET","/space/quays-dock"],["GET","/space/quays-dock?date=2026-12-11"],["GET","/book?space=quays-dock&date=2026-12-11&start=13:00&hours=4"],["POST","/book/details",{"space":"quays-dock","date":"2026-12-11","start":"13:00","hours":"4","name":"Jordan Ellis","email":"jordan.ellis@example.com","company":"Quayside Events","attendees":"8","extra_refreshments":"1"}],["POST","/book/confirm",{}]],
    'cw-rename-then-book': [["GET","/account"],["POST","/account",{"name":"Jordan Ellis-Park","email":"jordan.ellis@example.com","phone":"07700900111","company":"Ellis Design","postcode":"M1 4BT"}],["GET","/space/canal-hot"],["GET","/space/canal-hot?date=2026-12-11"],["GET","/book?space=canal-hot&date=2026-12-11&slot=am"],["POST","/book/details",{"space":"canal-hot","date":"2026-12-11","slot":"am","name":"Jordan Ellis-Park","email":"jordan.ellis@example.com","company":""}],["GET","/book/review"],["POST","/book/confirm",{}]],
    'cw-open-foundry-booking': [["GET","/bookings"],["GET","/bookings/HC302"]],
  },
  bakery: {
    'bk-sourdough-sliced': [["GET","/shop?q=sourdough"],["GET","/product/white-sourdough"],["GET","/product/white-sourdough?slicing=Sliced"],["POST","/basket/add",{"id":"white-sourdough","option":"Sliced","qty":"2"}]],
    'bk-croissants-pains': [["GET","/shop?cat=pastries"],["POST","/basket/add",{"id":"croissant","qty":"6","back":"/shop"}],["GET","/shop?cat=pastries"],["POST","/basket/add",{"id":"pain-choc","qty":"4","back":"/shop"}]],
    'bk-buns-change-qty': [["GET","/shop?cat=pastries"],["POST","/basket/add",{"id":"cinnamon-bun","qty":"3","back":"/shop"}],["POST","/basket/update",{"line":"cinnamon-bun|","qty":"5"}]],
    'bk-rye-sliced': [["GET","/shop?cat=bread"],["GET","/product/seeded-rye"],["GET","/product/seeded-rye?slicing=Sliced"],["POST","/basket/add",{"id":"seeded-rye","option":"Sliced","qty":"1"}]],
    'bk-vegan-cakes': [["GET","/shop?cat=cakes"],["GET","/shop?cat=cakes&diet=vegan&sort=price-asc"]],
    'bk-cake-sam': [["GET","/custom-cake"],["GET","/custom-cake/decorate?size=8+inch&sponge=Lemon&filling=Raspberry+jam"],["GET","/custom-cake/collect?size=8+inch&sponge=Lemon&filling=Raspberry+jam&icing=Pale+blue&message=Happy+30th+Sam"],["POST","/custom-cake/order",{"size":"8 inch","sponge":"Lemon","filling":"Raspberry jam","icing":"Pale blue","message":"Happy 30th Sam","shop":"Market Street","date":"2026-12-12","time":"10:00","name":"Sam Carter","phone":"07700 900321"}]],
    'bk-refund-march': [["GET","/orders"],["GET","/orders/CB2041/refund"],["POST","/orders/refund",{"id":"CB2041","reason":"Arrived damaged","details":"Croissants were crushed"}]],
    'bk-reorder-november': [["GET","/orders"],["POST","/orders/reorder",{"id":"CB2150"}]],
    'bk-victoria-collect-ava': [["GET","/product/victoria"],["GET","/product/victoria?size=8+inch"],["POST","/basket/add",{"id":"victoria","option":"8 inch","qty":"1"}],["GET","/basket"],["GET","/checkout"],["POST","/checkout/when",{"shop":"Elm Grove","time":"09:00","address":"","postcode":"","method":"collect","date":"2026-12-11"}],["POST","/checkout/details",{"name":"Ava Green","phone":"07700 900654","email":"ava.green@example.com"}],["POST","/checkout/place",{}]],
    'bk-chocolate-cupcakes': [["GET","/product/cupcake"],["GET","/product/cupcake?flavour=Chocolate"],["POST","/basket/add",{"id":"cupcake","option":"Chocolate","qty":"12"}]],
    'bk-gluten-free-sort': [["GET","/shop"],["GET","/shop?cat=&diet=gluten-free&sort=price-desc"]],
    'bk-cake-leo-topper': [["GET","/custom-cake"],["GET","/custom-cake/decorate?size=6+inch&sponge=Chocolate&filling=Salted+caramel"],["GET","/custom-cake/collect?size=6+inch&sponge=Chocolate&filling=Salted+caramel&icing=White&message=&topper=1"],["POST","/custom-cake/order",{"size":"6 inch","sponge":"Chocolate","filling":"Salted caramel","icing":"White","message":"","topper":"1","shop":"Elm Grove","date":"2026-12-10","time":"14:00","name":"Leo Hart","phone":"07700 900987"}]],
    'bk-delivery-nora': [["GET","/shop?cat=bread"],["POST","/basket/add",{"id":"baguette","qty":"2","back":"/shop"}],["GET","/product/brioche"],["POST","/basket/add",{"id":"brioche","option":"Unsliced","qty":"1"}],["GET","/basket"],["GET","/checkout"],["POST","/checkout/when",{"shop":"","time":"","address":"5 Mill Lane","postcode":"BS3 4QT","method":"delivery","date":"2026-12-02"}],["POST","/checkout/details",{"name":"Nora Quinn","phone":"07700 900246","email":"nora@quinn.me"}],["POST","/checkout/place",{}]],
    'bk-refund-october': [["GET","/orders"],["GET","/orders/CB2107/refund"],["POST","/orders/refund",{"id":"CB2107","reason":"Not fresh","details":"Sponge was dry and stale"}]],
    'bk-reorder-march-drop-croissants': [["GET","/orders"],["POST","/orders/reorder",{"id":"CB2041"}],["POST","/basket/remove",{"line":"croissant|"}]],
    'bk-carrot-brownies': [["GET","/product/carrot"],["POST","/basket/add",{"id":"carrot","option":"6 inch","qty":"1"}],["GET","/shop?cat=cakes"],["POST","/basket/add",{"id":"brownie","qty":"2","back":"/shop"}]],
    'bk-danish-collect-ian': [["GET","/shop?cat=pastries"],["POST","/basket/add",{"id":"vegan-danish","qty":"1","back":"/shop"}],["GET","/basket"],["GET","/checkout"],["POST","/checkout/when",{"shop":"Market Street","time":"08:00","address":"","postcode":"","method":"collect","date":"2026-12-01"}],["POST","/checkout/details",{"name":"Ian Cole","phone":"07700 900135","email":"ian.cole@example.com"}],["POST","/checkout/place",{}]],
    'bk-victoria-10-inch': [["GET","/shop?cat=cakes"],["GET","/product/victoria"],["GET","/product/victoria?size=10+inch"]],
    'bk-almond-croissants': [["GET","/shop?q=croissant"],["POST","/basket/add",{"id":"almond-croissant","qty":"2","back":"/shop"}]],
    'bk-cake-steps-mia': [["GET","/custom-cake"],["GET","/custom-cake/decorate?size=10+inch&sponge=Red+velvet&filling=Buttercream"],["GET","/custom-cake/collect?size=10+inch&sponge=Red+velvet&filling=Buttercream&icing=Lilac&message=Congratulations+Mia"]],
    'bk-two-loaves-remove-rye': [["GET","/product/seeded-rye?slicing=Sliced"],["POST","/basket/add",{"id":"seeded-rye","option":"Sliced","qty":"1"}],["GET","/product/white-sourdough?slicing=Sliced"],["POST","/basket/add",{"id":"white-sourdough","option":"Sliced","qty":"1"}],["POST","/basket/remove",{"line":"seeded-rye|Sliced"}]],
    'bk-buns-delivery-maya': [["GET","/shop?cat=pastries"],["POST","/basket/add",{"id":"cinnamon-bun","qty":"3","back":"/shop"}],["GET","/basket"],["GET","/checkout"],["POST","/checkout/when",{"shop":"","time":"","address":"12 Hill Road","postcode":"BS6 5AA","method":"delivery","date":"2026-12-03"}],["POST","/checkout/details",{"name":"Maya Shah","phone":"07700 900777","email":"maya.shah@example.com"}],["POST","/checkout/place",{}]],
  },
};

const clone = (x) => JSON.parse(JSON.stringify(x));
const canon = (x) => (Array.isArray(x) ? x.map(canon) : x && typeof x === 'object' ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, canon(x[k])])) : x);
const same = (a, b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));
const normQuery = (q) => Object.fromEntries(Object.entries(q || {}).filter(([, v]) => v !== '' && v != null).map(([k, v]) => [k, String(v).toLowerCase()]));
const pageOf = (st) => st.page || { path: st.path, query: st.query || {} };

function expected(base, e) {
  const n = clone(base);
  const pg = pageOf(n);
  delete n.path; delete n.query;
  n.page = 'path' in e ? { path: e.path, query: e.query || {} } : 'query' in e ? { path: pg.path, query: e.query } : pg;
  for (const [k, v] of Object.entries(e)) if (k !== 'path' && k !== 'query') n[k] = clone(v);
  return n;
}
function diff(actual, exp) {
  const out = [];
  const pa = pageOf(actual), pe = pageOf(exp);
  if (pa.path !== pe.path || !same(normQuery(pa.query), normQuery(pe.query))) out.push(`page ${JSON.stringify(pa)} != ${JSON.stringify(pe)}`);
  for (const k of new Set([...Object.keys(actual), ...Object.keys(exp)])) {
    if (['page', 'path', 'query'].includes(k)) continue;
    if (!same(actual[k] ?? null, exp[k] ?? null)) out.push(`${k}: ${JSON.stringify(actual[k])} != ${JSON.stringify(exp[k])}`);
  }
  return out;
}
function request(site, method, url, body) {
  let r = site.handle(method, url, method === 'POST' ? new URLSearchParams(body || {}).toString() : undefined);
  for (let i = 0; r && r.redirect && i < 5; i++) r = site.handle('GET', r.redirect);
  if (!r || r.status >= 400 || r.html == null) throw new Error(`${method} ${url} → ${JSON.stringify(r).slice(0, 160)}`);
  if (/undefined|NaN|\[object /.test(r.html)) throw new Error(`${method} ${url} renders a broken value`);
}

let failed = 0, total = 0;
for (const name of Object.keys(ACTIONS)) {
  const { createSite } = await import(pathToFileURL(join(here, name, 'server.mjs')).href);
  const { start, tasks } = JSON.parse(readFileSync(join(here, name, 'tasks.json'), 'utf8'));
  for (const t of tasks) {
    total++;
    const errs = [];
    const site = createSite();
    site.reset();
    try {
      request(site, 'GET', t.start || start);
      const base = site.state();
      const acts = ACTIONS[name][t.id];
      if (!acts) throw new Error('no replay for this task');
      for (const [m, u, b] of acts) request(site, m, u, b);
      errs.push(...diff(site.state(), expected(base, t.expect)));
      const st = site.state(); const probe = createSite(); probe.restore(st);
      if (!same(probe.state(), st)) errs.push('restore() does not round-trip');
    } catch (e) { errs.push(e.message); }
    if (errs.length) failed++;
    console.log(`${errs.length ? 'FAIL' : 'OK  '} ${name}/${t.id}${errs.length ? '\n    ' + errs.join('\n    ') : ''}`);
  }
}
console.log(`${total - failed}/${total} tasks replayed correctly`);
process.exit(failed ? 1 : 0);
