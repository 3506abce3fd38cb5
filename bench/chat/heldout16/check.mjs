// node bench/chat/heldout16/check.mjs — drives every session of this set through each site's own
// handle() with the requests a correct helper would make, and asserts the state after every turn.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { G, P, driver, expectedState, stateMatches, canonical, text, loadSite, readJson } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// One list of requests per turn ([] for turns that change nothing).
const SOLUTIONS = {
  prints: {
    'gran-canvas-and-mug': [
      [],
      [G('/products?cat=wall-art')],
      [],
      [G('/product/canvas')],
      [G('/product/canvas?size=16x20')],
      [G('/product/canvas?size=16x20&edge=white')],
      [],
      [P('/basket/add', { product: 'canvas', size: '16x20', option: 'white', photo: 'family-group', qty: '1', extra: 'yes' })],
      [G('/products?cat=gifts'), G('/product/photo-mug')],
      [G('/product/photo-mug?colour=red')],
      [P('/basket/add', { product: 'photo-mug', size: '11oz', option: 'red', photo: 'gran-and-grandad', qty: '2' })],
      [],
      [P('/basket/update', { line: '1', qty: '1' })],
      [P('/basket/promo', { code: 'SNAP20' })],
      [],
      [G('/checkout')],
      [P('/checkout', { name: 'Helen Price', email: 'helen.price@example.com', address: '9 Marsh Lane', town: 'Taunton', postcode: 'TA1 4QR', delivery: 'standard' })],
      [],
    ],
    'cornwall-holiday-prints': [
      [G('/photos'), G('/photos?album=cornwall')],
      [],
      [P('/photos/favourite', { photo: 'beach-sunset' })],
      [P('/photos/favourite', { photo: 'st-ives-harbour' })],
      [G('/product/classic-print?photo=beach-sunset')],
      [G('/product/classic-print?photo=beach-sunset&size=7x5'), G('/product/classic-print?size=7x5&photo=beach-sunset&finish=matte')],
      [],
      [P('/basket/add', { product: 'classic-print', size: '7x5', option: 'matte', photo: 'beach-sunset', qty: '6', extra: 'yes' })],
      [G('/products?cat=prints'), G('/product/classic-print'), G('/product/classic-print?size=7x5'), G('/product/classic-print?size=7x5&finish=matte'), P('/basket/add', { product: 'classic-print', size: '7x5', option: 'matte', photo: 'st-ives-harbour', qty: '3', extra: 'yes' })],
      [],
      [G('/products?cat=prints'), G('/product/poster')],
      [G('/product/poster?size=a2'), G('/product/poster?size=a2&finish=satin')],
      [P('/basket/add', { product: 'poster', size: 'a2', option: 'satin', photo: 'surf-lesson', qty: '1', extra: 'yes' })],
      [P('/basket/remove', { line: '1' })],
      [G('/checkout')],
      [P('/checkout', { name: 'Tom Kerr', email: 'tom.kerr@example.net', address: '', town: '', postcode: '', delivery: 'collect' })],
      [],
    ],
    'snowdonia-book-and-calendar': [
      [G('/account/orders')],
      [G('/products?cat=books')],
      [G('/products?q=&cat=books&max=&sort=price-asc')],
      [],
      [G('/product/hardcover-book')],
      [G('/product/hardcover-book?size=12x12'), G('/product/hardcover-book?size=12x12&cover=linen')],
      [],
      [G('/product/hardcover-book?size=8x8&cover=linen')],
      [P('/basket/add', { product: 'hardcover-book', size: '8x8', option: 'linen', photo: 'misty-lake', qty: '1', extra: 'yes' })],
      [G('/products?cat=gifts'), G('/product/wall-calendar')],
      [G('/product/wall-calendar?size=a3'), G('/product/wall-calendar?size=a3&start=february')],
      [P('/basket/add', { product: 'wall-calendar', size: 'a3', option: 'february', photo: 'summit-cairn', qty: '1' })],
      [P('/basket/promo', { code: 'WELCOME10' })],
      [],
      [G('/checkout'), P('/checkout', { name: 'Priya Shah', email: 'priya@example.org', address: '41 Cathedral Road', town: 'Cardiff', postcode: 'CF11 9HA', delivery: 'express' })],
      [],
    ],
    'biscuit-coasters-and-squares': [
      [G('/products?q=coasters')],
      [],
      [G('/product/coasters')],
      [G('/product/coasters?size=round')],
      [P('/basket/add', { product: 'coasters', size: 'round', option: 'gloss', photo: 'biscuit-beach', qty: '3' })],
      [P('/basket/update', { line: '0', qty: '2' })],
      [G('/products'), G('/products?q=&cat=&max=5&sort=')],
      [],
      [G('/product/square-print')],
      [G('/product/square-print?size=6x6')],
      [P('/basket/add', { product: 'square-print', size: '6x6', option: 'gloss', photo: 'biscuit-puppy', qty: '10' })],
      [G('/products?cat=prints'), G('/product/square-print'), G('/product/square-print?size=6x6'), P('/basket/add', { product: 'square-print', size: '6x6', option: 'gloss', photo: 'biscuit-sofa', qty: '5' })],
      [],
      [P('/basket/promo', { code: 'BISCUIT5' })],
      [G('/checkout'), P('/checkout', { name: 'Sam Okafor', email: 'sam.okafor@example.com', address: 'Flat 2, 17 Hill Street', town: 'Bath', postcode: 'BA1 2JP', delivery: 'standard' })],
      [],
    ],
  },
  recipes: {
    'weeknight-dinners': [
      [],
      [G('/recipes?cat=mains')],
      [G('/recipes?q=&cat=mains&diet=vegetarian&time=&sort=')],
      [],
      [G('/recipe/veggie-chilli')],
      [],
      [G('/recipe/veggie-chilli?serves=8')],
      [P('/plan/add', { recipe: 'veggie-chilli', serves: '8', day: 'Tuesday', meal: 'Dinner' })],
      [G('/recipe/veggie-chilli?serves=8'), P('/list/add', { recipe: 'veggie-chilli', serves: '8', which: 'all' })],
      [P('/list/remove', { row: '6' })],
      [P('/list/remove', { row: '4' })],
      [G('/recipes?q=thai curry'), G('/recipe/thai-green-curry')],
      [P('/plan/add', { recipe: 'thai-green-curry', serves: '4', day: 'Thursday', meal: 'Dinner' })],
      [G('/recipe/thai-green-curry?serves=4'), P('/list/add', [['recipe', 'thai-green-curry'], ['serves', '4'], ['ing', '0'], ['ing', '2'], ['which', 'selected']])],
      [],
      [P('/list/email', { email: 'dan.hughes@example.com' })],
      [],
    ],
    'cake-sale-baking': [
      [G('/recipes?q=banana bread')],
      [G('/recipe/banana-bread')],
      [],
      [G('/recipe/banana-bread?serves=16')],
      [P('/list/add', [['recipe', 'banana-bread'], ['serves', '16'], ['ing', '0'], ['ing', '2'], ['ing', '4'], ['which', 'selected']])],
      [G('/recipes?q=banana bread'), G('/recipe/banana-bread'), P('/saved/add', { recipe: 'banana-bread' })],
      [G('/recipes?q=lemon drizzle'), G('/recipe/lemon-drizzle'), G('/recipe/lemon-drizzle?serves=16'), P('/list/add', { recipe: 'lemon-drizzle', serves: '16', which: 'all' })],
      [],
      [P('/list/remove', { row: '4' })],
      [P('/list/custom', { item: 'baking paper', qty: '1' })],
      [G('/saved')],
      [P('/saved/remove', { recipe: 'pancakes' })],
      [G('/recipe/banana-bread')],
      [P('/recipe/banana-bread/review', { stars: '5', name: 'Kate', comment: 'Sold out within the hour!' })],
      [],
      [],
    ],
    'weekend-brunch': [
      [G('/recipes?cat=breakfast'), G('/recipes?q=&cat=breakfast&diet=&time=20&sort=')],
      [G('/recipes?q=&cat=breakfast&diet=&time=20&sort=rating')],
      [G('/recipe/pancakes')],
      [],
      [G('/recipe/pancakes?serves=2')],
      [P('/plan/add', { recipe: 'pancakes', serves: '2', day: 'Saturday', meal: 'Breakfast' })],
      [G('/recipe/pancakes?serves=2'), P('/plan/add', { recipe: 'pancakes', serves: '2', day: 'Sunday', meal: 'Breakfast' })],
      [P('/plan/remove', { entry: '1' }), G('/recipes?q=shakshuka'), G('/recipe/shakshuka'), P('/plan/add', { recipe: 'shakshuka', serves: '2', day: 'Sunday', meal: 'Breakfast' })],
      [],
      [G('/recipe/shakshuka?serves=2'), P('/list/add', { recipe: 'shakshuka', serves: '2', which: 'all' })],
      [G('/plan'), G('/recipe/pancakes?serves=2'), P('/list/add', [['recipe', 'pancakes'], ['serves', '2'], ['ing', '4'], ['which', 'selected']])],
      [G('/plan'), G('/recipe/pancakes?serves=2'), P('/list/add', [['recipe', 'pancakes'], ['serves', '2'], ['ing', '2'], ['which', 'selected']])],
      [P('/list/update', { row: '0', qty: '6' })],
      [P('/list/remove', { row: '4' })],
      [],
    ],
    'leeks-and-soups': [
      [G('/recipes?q=leeks')],
      [G('/recipe/leek-potato-soup')],
      [],
      [],
      [G('/recipe/leek-potato-soup?serves=2')],
      [],
      [P('/list/add', [['recipe', 'leek-potato-soup'], ['serves', '2'], ['ing', '1'], ['ing', '3'], ['which', 'selected']])],
      [G('/recipes?cat=soups')],
      [],
      [G('/recipe/creamy-tomato-soup'), P('/saved/add', { recipe: 'creamy-tomato-soup' })],
      [G('/recipes?q=&cat=desserts&diet=gluten-free&time=&sort=')],
      [],
      [G('/recipe/choc-mousse')],
      [],
      [P('/recipe/choc-mousse/review', { stars: '4', name: 'Marco', comment: 'too rich for me but the kids loved it' })],
      [],
    ],
  },
};

// Answers the helper works out from the page rather than reads off it (10 + 5 prints).
const DERIVED = new Set(['prints/biscuit-coasters-and-squares/13']);

let sessions = 0, turns = 0;
const problems = [];
for (const name of Object.keys(SOLUTIONS)) {
  const dir = join(here, name);
  const mod = await loadSite(dir);
  const file = readJson(join(dir, 'sessions.json'));
  const site = mod.createSite();
  for (const s of file.sessions) {
    const sol = SOLUTIONS[name][s.id];
    if (!sol) { problems.push(`${name}/${s.id}: no solution`); continue; }
    if (sol.length !== s.turns.length) problems.push(`${name}/${s.id}: ${sol.length} solutions for ${s.turns.length} turns`);
    if (s.turns.length < 12 || s.turns.length > 20) problems.push(`${name}/${s.id}: ${s.turns.length} turns`);
    site.reset();
    let turnNo = 0;
    const d = driver(site, problems, () => `${name}/${s.id} turn ${turnNo}`);
    d.open(s.start ?? file.start);
    let expected = site.state();
    for (const [i, t] of s.turns.entries()) {
      turnNo = i + 1;
      for (const req of sol[i] ?? []) d.do(req);
      expected = expectedState(expected, t.expect);
      const actual = site.state();
      if (!stateMatches(actual, expected)) problems.push(`${name}/${s.id} turn ${turnNo}: state differs\n  expected ${canonical(expected)}\n  actual   ${canonical(actual)}`);
      for (const w of [t.says ?? []].flat()) if (!DERIVED.has(`${name}/${s.id}/${turnNo}`) && !text(d.html).toLowerCase().includes(w.toLowerCase())) problems.push(`${name}/${s.id} turn ${turnNo}: page lacks "${w}"`);
      // restore() must put a fresh site back exactly
      const other = mod.createSite();
      other.restore(JSON.parse(JSON.stringify(actual)));
      if (canonical(other.state()) !== canonical(actual)) problems.push(`${name}/${s.id} turn ${turnNo}: restore() does not round-trip`);
      turns++;
    }
    sessions++;
  }
}
for (const p of problems) console.error('✗ ' + p);
console.log(`heldout16 chat check: ${Object.keys(SOLUTIONS).length} sites, ${sessions} sessions, ${turns} turns, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
