// Pantry & Pan — a recipe site with a shopping list, saved recipes, a weekly meal plan and reviews.
// Server-rendered HTML, plain GET/POST.
// State: the page shown, the shopping list, saved recipes, the meal plan, reviews posted, lists emailed.

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const num = (n) => String(Math.round(n * 100) / 100);

const I = (item, qty, unit = '') => ({ item, qty, unit });
const RECIPES = [
  { slug: 'creamy-tomato-soup', title: 'Creamy Tomato Soup', cat: 'soups', diet: ['vegetarian', 'gluten-free'], time: 30, rating: 4.6, serves: 4, added: 3,
    ing: [I('chopped tomatoes', 2, 'tins'), I('onion', 1), I('garlic', 2, 'cloves'), I('vegetable stock', 500, 'ml'), I('double cream', 100, 'ml'), I('basil', 1, 'bunch')],
    tip: 'Keeps in the fridge for 3 days. Freeze it before adding the cream.', reviews: [['Jo', 5, 'Better than the tinned stuff!']] },
  { slug: 'leek-potato-soup', title: 'Leek and Potato Soup', cat: 'soups', diet: ['vegetarian', 'gluten-free'], time: 40, rating: 4.4, serves: 4, added: 9,
    ing: [I('leeks', 3), I('potatoes', 500, 'g'), I('butter', 30, 'g'), I('vegetable stock', 1000, 'ml'), I('milk', 200, 'ml')],
    tip: 'Freezes well for up to 3 months. Blend it smooth or leave it chunky.', reviews: [['Owen', 4, 'Simple and warming.']] },
  { slug: 'chicken-katsu', title: 'Chicken Katsu Curry', cat: 'mains', diet: [], time: 45, rating: 4.8, serves: 4, added: 1,
    ing: [I('chicken breasts', 4), I('panko breadcrumbs', 100, 'g'), I('eggs', 2), I('plain flour', 50, 'g'), I('curry powder', 2, 'tbsp'), I('onion', 1), I('carrots', 2), I('rice', 300, 'g')],
    tip: 'Make the sauce a day ahead; it thickens overnight.', reviews: [['Mei', 5, 'Fakeaway heaven.'], ['Rob', 4, 'Lots of washing up but worth it.']] },
  { slug: 'veggie-chilli', title: 'Smoky Veggie Chilli', cat: 'mains', diet: ['vegan', 'vegetarian', 'gluten-free'], time: 35, rating: 4.5, serves: 4, added: 7,
    ing: [I('kidney beans', 2, 'tins'), I('chopped tomatoes', 2, 'tins'), I('red peppers', 2), I('onion', 1), I('garlic', 2, 'cloves'), I('smoked paprika', 1, 'tsp'), I('rice', 300, 'g')],
    tip: 'Even better the next day. Freezes for up to 3 months.', reviews: [['Sam', 5, 'My meat-eating husband had seconds.']] },
  { slug: 'salmon-traybake', title: 'Lemon Salmon Traybake', cat: 'mains', diet: ['gluten-free'], time: 25, rating: 4.7, serves: 2, added: 12,
    ing: [I('salmon fillets', 2), I('new potatoes', 400, 'g'), I('asparagus', 1, 'bunch'), I('lemon', 1), I('olive oil', 2, 'tbsp')],
    tip: 'Swap the asparagus for green beans out of season.', reviews: [] },
  { slug: 'mushroom-risotto', title: 'Mushroom Risotto', cat: 'mains', diet: ['vegetarian', 'gluten-free'], time: 40, rating: 4.3, serves: 4, added: 5,
    ing: [I('arborio rice', 300, 'g'), I('mushrooms', 400, 'g'), I('onion', 1), I('vegetable stock', 1000, 'ml'), I('parmesan', 50, 'g'), I('butter', 30, 'g')],
    tip: 'Keep the stock hot and add it a ladle at a time.', reviews: [['Lena', 4, 'Creamy without cream.']] },
  { slug: 'thai-green-curry', title: 'Thai Green Curry', cat: 'mains', diet: ['gluten-free'], time: 30, rating: 4.7, serves: 4, added: 8,
    ing: [I('chicken thighs', 6), I('coconut milk', 1, 'tin'), I('green curry paste', 3, 'tbsp'), I('green beans', 200, 'g'), I('jasmine rice', 300, 'g')],
    tip: 'Use tofu instead of chicken for a vegan version (check the paste).', reviews: [['Anil', 5, 'Restaurant quality.']] },
  { slug: 'pancakes', title: 'Fluffy Pancakes', cat: 'breakfast', diet: ['vegetarian'], time: 20, rating: 4.9, serves: 4, added: 2,
    ing: [I('plain flour', 200, 'g'), I('eggs', 2), I('milk', 300, 'ml'), I('butter', 30, 'g'), I('blueberries', 150, 'g')],
    tip: 'Rest the batter for 10 minutes for the fluffiest pancakes.', reviews: [['Beth', 5, 'The kids ask for these every weekend.']] },
  { slug: 'shakshuka', title: 'Shakshuka', cat: 'breakfast', diet: ['vegetarian', 'gluten-free'], time: 25, rating: 4.6, serves: 2, added: 10,
    ing: [I('eggs', 4), I('chopped tomatoes', 1, 'tin'), I('red peppers', 1), I('onion', 1), I('cumin', 1, 'tsp')],
    tip: 'Serve with warm flatbread for dipping.', reviews: [['Yusuf', 5, 'Proper brunch.']] },
  { slug: 'overnight-oats', title: 'Overnight Oats', cat: 'breakfast', diet: ['vegan', 'vegetarian'], time: 10, rating: 4.2, serves: 2, added: 11,
    ing: [I('rolled oats', 100, 'g'), I('oat milk', 250, 'ml'), I('chia seeds', 2, 'tbsp'), I('blueberries', 100, 'g')],
    tip: 'Keeps in the fridge for up to 3 days.', reviews: [] },
  { slug: 'banana-bread', title: 'Banana Bread', cat: 'baking', diet: ['vegetarian'], time: 70, rating: 4.8, serves: 8, added: 4,
    ing: [I('bananas', 3), I('butter', 100, 'g'), I('caster sugar', 150, 'g'), I('eggs', 2), I('plain flour', 225, 'g')],
    tip: 'The blacker the bananas, the better the bread.', reviews: [['Gill', 5, 'Never fails.']] },
  { slug: 'lemon-drizzle', title: 'Lemon Drizzle Cake', cat: 'baking', diet: ['vegetarian'], time: 55, rating: 4.7, serves: 8, added: 6,
    ing: [I('butter', 225, 'g'), I('caster sugar', 225, 'g'), I('eggs', 4), I('self-raising flour', 225, 'g'), I('lemons', 2)],
    tip: 'Pour the drizzle over while the cake is still warm.', reviews: [['Pat', 4, 'Lovely and zingy.']] },
  { slug: 'choc-mousse', title: 'Chocolate Mousse', cat: 'desserts', diet: ['vegetarian', 'gluten-free'], time: 20, rating: 4.5, serves: 4, added: 13,
    ing: [I('dark chocolate', 150, 'g'), I('eggs', 4), I('caster sugar', 30, 'g'), I('double cream', 150, 'ml')],
    tip: 'Chill for at least 3 hours before serving.', reviews: [['Ruth', 5, 'Rich and silky, everyone wanted the recipe.']] },
  { slug: 'apple-crumble', title: 'Apple Crumble', cat: 'desserts', diet: ['vegetarian'], time: 50, rating: 4.6, serves: 6, added: 14,
    ing: [I('cooking apples', 6), I('plain flour', 150, 'g'), I('butter', 100, 'g'), I('demerara sugar', 75, 'g')],
    tip: 'Add a handful of oats to the topping for extra crunch.', reviews: [] },
];
const CATS = [['breakfast', 'Breakfast'], ['mains', 'Main courses'], ['soups', 'Soups'], ['baking', 'Baking'], ['desserts', 'Desserts']];
const DIETS = [['vegetarian', 'Vegetarian'], ['vegan', 'Vegan'], ['gluten-free', 'Gluten-free']];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MEALS = ['Breakfast', 'Lunch', 'Dinner'];
const SERVES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24];

const recipe = (slug) => RECIPES.find((r) => r.slug === slug);
const scaled = (r, serves) => r.ing.map((i) => ({ ...i, qty: Math.round(i.qty * serves / r.serves * 100) / 100 }));
const line = (i) => `${num(i.qty)}${i.unit ? ' ' + i.unit : ''} ${i.item}`;

function fresh() { return { page: { path: '/', query: {} }, list: [], saved: ['pancakes'], plan: [], reviews: [], sent: [] }; }

export function createSite() {
  let st = fresh();
  let flash = '';

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} | Pantry &amp; Pan</title>
<style>body{font-family:Georgia,serif;margin:0;color:#222}header{background:#f3e6d0;padding:10px 18px}header a{margin-right:16px;color:#6a2f00}main{padding:18px;max-width:900px}
.cards{display:flex;flex-wrap:wrap;gap:14px}.card{border:1px solid #e0d2bb;border-radius:8px;padding:10px;width:240px}.flash{background:#e8f5e0;padding:6px}.meta{color:#666}table{border-collapse:collapse}td,th{padding:5px 8px;border-bottom:1px solid #eee}</style></head>
<body><header><a href="/"><b>Pantry &amp; Pan</b></a><nav style="display:inline"><a href="/recipes">Recipes</a><a href="/plan">Meal plan</a><a href="/list">Shopping list (${st.list.length})</a><a href="/saved">Saved recipes</a></nav>
<form action="/recipes" method="get" style="display:inline;float:right" role="search"><input name="q" placeholder="Search recipes or ingredients" aria-label="Search recipes"><button>Search</button></form></header>
<main>${flash ? `<p class="flash" role="status">${esc(flash)}</p>` : ''}${body}</main><footer style="padding:18px;color:#888">Pantry &amp; Pan — tested recipes for real kitchens</footer></body></html>`;

  const card = (r) => `<div class="card"><h3><a href="/recipe/${r.slug}">${esc(r.title)}</a></h3><p class="meta">${r.time} min · ★ ${r.rating} · serves ${r.serves}${r.diet.length ? ' · ' + r.diet.map((d) => DIETS.find((x) => x[0] === d)[1]).join(', ') : ''}</p><a href="/recipe/${r.slug}">View recipe</a></div>`;
  const opt = (v, l, cur) => `<option value="${v}"${String(cur ?? '') === String(v) ? ' selected' : ''}>${esc(l)}</option>`;

  const pages = {
    home: () => layout('Home', `<h1>What shall we cook today?</h1><form action="/recipes" method="get"><label>Find a recipe <input name="q"></label> <button>Find recipes</button></form>
<h2>Browse by course</h2><ul>${CATS.map(([c, n]) => `<li><a href="/recipes?cat=${c}">${n}</a></li>`).join('')}</ul>
<h2>Popular this week</h2><div class="cards">${['pancakes', 'chicken-katsu', 'banana-bread', 'thai-green-curry'].map((s) => card(recipe(s))).join('')}</div>`),
    list: (q) => {
      let rs = RECIPES.slice();
      const term = (q.q || '').toLowerCase().trim();
      if (term) rs = rs.filter((r) => term.split(/\s+/).every((w) => { const stem = w.replace(/s$/, ''); return (r.title + ' ' + r.ing.map((i) => i.item).join(' ')).toLowerCase().includes(stem); }));
      if (q.cat) rs = rs.filter((r) => r.cat === q.cat);
      if (q.diet) rs = rs.filter((r) => r.diet.includes(q.diet));
      if (q.time) rs = rs.filter((r) => r.time <= Number(q.time));
      if (q.sort === 'quickest') rs.sort((a, b) => a.time - b.time);
      else if (q.sort === 'rating') rs.sort((a, b) => b.rating - a.rating);
      else if (q.sort === 'newest') rs.sort((a, b) => b.added - a.added);
      const catName = (CATS.find((c) => c[0] === q.cat) || [])[1];
      return layout('Recipes', `<h1>${term ? `Recipes matching “${esc(q.q)}”` : esc(catName || 'All recipes')}</h1>
<form action="/recipes" method="get"><label>Search <input name="q" value="${esc(q.q || '')}"></label>
<label>Course <select name="cat">${opt('', 'Any course', q.cat)}${CATS.map(([c, n]) => opt(c, n, q.cat)).join('')}</select></label>
<label>Diet <select name="diet">${opt('', 'Any diet', q.diet)}${DIETS.map(([c, n]) => opt(c, n, q.diet)).join('')}</select></label>
<label>Ready in <select name="time">${opt('', 'Any time', q.time)}${[20, 30, 60].map((t) => opt(t, `${t} minutes or less`, q.time)).join('')}</select></label>
<label>Sort <select name="sort">${opt('', 'Most popular', q.sort)}${opt('quickest', 'Quickest first', q.sort)}${opt('rating', 'Highest rated', q.sort)}${opt('newest', 'Newest', q.sort)}</select></label>
<button>Show recipes</button></form><p>${rs.length} recipe${rs.length === 1 ? '' : 's'}</p><div class="cards">${rs.map(card).join('') || '<p>Nothing matches — try fewer filters.</p>'}</div>`);
    },
    recipe: (r, q) => {
      const serves = SERVES.includes(Number(q.serves)) ? Number(q.serves) : r.serves;
      const ings = scaled(r, serves);
      const saved = st.saved.includes(r.slug);
      const mine = st.reviews.filter((v) => v.recipe === r.title).map((v) => [v.name, v.stars, v.comment]);
      const reviews = [...r.reviews, ...mine];
      return layout(r.title, `<p><a href="/recipes?cat=${r.cat}">← ${esc(CATS.find((c) => c[0] === r.cat)[1])}</a></p><h1>${esc(r.title)}</h1>
<p class="meta">Ready in ${r.time} minutes · ★ ${r.rating} average rating · ${r.diet.length ? r.diet.map((d) => DIETS.find((x) => x[0] === d)[1]).join(', ') : 'Contains meat or fish'}</p>
<form action="/saved/${saved ? 'remove' : 'add'}" method="post"><input type="hidden" name="recipe" value="${r.slug}"><button>${saved ? 'Remove from saved' : 'Save recipe'}</button></form>
<form action="/recipe/${r.slug}" method="get"><label>Serves <select name="serves">${SERVES.map((n) => opt(n, String(n), serves)).join('')}</select></label> <button>Update</button></form>
<h2>Ingredients (serves ${serves})</h2><form action="/list/add" method="post"><input type="hidden" name="recipe" value="${r.slug}"><input type="hidden" name="serves" value="${serves}">
<ul style="list-style:none;padding:0">${ings.map((i, n) => `<li><label><input type="checkbox" name="ing" value="${n}"> ${esc(line(i))}</label></li>`).join('')}</ul>
<button name="which" value="selected">Add selected to shopping list</button> <button name="which" value="all">Add all ingredients</button></form>
<h2>Tip</h2><p>${esc(r.tip)}</p>
<h2>Add to meal plan</h2><form action="/plan/add" method="post"><input type="hidden" name="recipe" value="${r.slug}"><input type="hidden" name="serves" value="${serves}">
<label>Day <select name="day">${opt('', 'Choose a day', '')}${DAYS.map((d) => opt(d, d, '')).join('')}</select></label>
<fieldset><legend>Meal</legend>${MEALS.map((m) => `<label><input type="radio" name="meal" value="${m}"> ${m}</label>`).join(' ')}</fieldset><button>Add to plan</button></form>
<h2 id="reviews">Reviews (${reviews.length})</h2>${reviews.map(([n, s, c]) => `<blockquote><b>${esc(n)}</b> — ${'★'.repeat(s)}${'☆'.repeat(5 - s)}<br>${esc(c)}</blockquote>`).join('') || '<p>No reviews yet.</p>'}
<h3>Write a review</h3><form action="/recipe/${r.slug}/review" method="post"><fieldset><legend>Your rating</legend>${[1, 2, 3, 4, 5].map((s) => `<label><input type="radio" name="stars" value="${s}"> ${s} star${s > 1 ? 's' : ''}</label>`).join(' ')}</fieldset>
<p><label>Your name <input name="name"></label></p><p><label>Comment <textarea name="comment"></textarea></label></p><button>Post review</button></form>`);
    },
    shopping: () => layout('Shopping list', `<h1>Shopping list</h1><p>${st.list.length} item${st.list.length === 1 ? '' : 's'}</p>
${st.list.length ? `<table>${st.list.map((i, n) => `<tr><td>${esc(line(i))}</td><td><form action="/list/update" method="post" style="display:inline"><input type="hidden" name="row" value="${n}"><input type="number" name="qty" value="${num(i.qty)}" step="any" aria-label="Amount of ${esc(i.item)}"> ${esc(i.unit)} <button>Update</button></form></td>
<td><form action="/list/remove" method="post"><input type="hidden" name="row" value="${n}"><button>Remove</button></form></td></tr>`).join('')}</table>
<form action="/list/clear" method="post"><button>Clear list</button></form>` : '<p>Your list is empty. Add ingredients from any recipe.</p>'}
<h2>Add an item</h2><form action="/list/custom" method="post"><label>Item <input name="item"></label> <label>Amount <input type="number" name="qty" value="1" min="1"></label> <button>Add</button></form>
<h2>Email my list</h2><form action="/list/email" method="post"><label>Email address <input type="email" name="email"></label> <button>Send list</button></form>`),
    saved: () => layout('Saved recipes', `<h1>Saved recipes</h1>${st.saved.length ? `<ul>${st.saved.map((s) => recipe(s)).map((r) => `<li><a href="/recipe/${r.slug}">${esc(r.title)}</a> (${r.time} min) <form action="/saved/remove" method="post" style="display:inline"><input type="hidden" name="recipe" value="${r.slug}"><button>Remove</button></form></li>`).join('')}</ul>` : '<p>You have not saved any recipes yet.</p>'}`),
    plan: () => layout('Meal plan', `<h1>This week's meal plan</h1><table><tr><th>Day</th><th>Meals</th></tr>${DAYS.map((d) => `<tr><td>${d}</td><td>${st.plan.map((p, n) => [p, n]).filter(([p]) => p.day === d).map(([p, n]) => `<div>${p.meal}: <a href="/recipe/${RECIPES.find((r) => r.title === p.recipe).slug}?serves=${p.serves}">${esc(p.recipe)}</a> (serves ${p.serves}) <form action="/plan/remove" method="post" style="display:inline"><input type="hidden" name="entry" value="${n}"><button>Remove</button></form></div>`).join('') || '<span class="meta">Nothing planned</span>'}</td></tr>`).join('')}</table>`),
  };

  function show(path, query, html) { st.page = { path, query }; flash = ''; return { html }; }

  function addToList(item, qty, unit) {
    const same = st.list.find((i) => i.item === item && i.unit === unit);
    if (same) same.qty = Math.round((same.qty + qty) * 100) / 100; else st.list.push({ item, qty, unit });
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://localhost');
    const path = decodeURIComponent(u.pathname);
    const query = Object.fromEntries(u.searchParams);
    if (method === 'GET') {
      if (path === '/') return show(path, query, pages.home());
      if (path === '/recipes') return show(path, query, pages.list(query));
      const m = path.match(/^\/recipe\/([\w-]+)$/);
      if (m && recipe(m[1])) return show(path, query, pages.recipe(recipe(m[1]), query));
      if (path === '/list') return show(path, query, pages.shopping());
      if (path === '/saved') return show(path, query, pages.saved());
      if (path === '/plan') return show(path, query, pages.plan());
      return { status: 404, html: '<h1>Page not found</h1><p><a href="/">Home</a></p>' };
    }
    const f = new URLSearchParams(body || '');
    if (path === '/list/add') {
      const r = recipe(f.get('recipe'));
      if (!r) return { status: 400, html: 'Unknown recipe' };
      const serves = SERVES.includes(Number(f.get('serves'))) ? Number(f.get('serves')) : r.serves;
      const ings = scaled(r, serves);
      const pick = f.get('which') === 'all' ? ings : f.getAll('ing').map(Number).map((n) => ings[n]).filter(Boolean).sort((a, b) => ings.indexOf(a) - ings.indexOf(b));
      if (!pick.length) { flash = 'Tick the ingredients you need first.'; return { redirect: `/recipe/${r.slug}?serves=${serves}` }; }
      for (const i of pick) addToList(i.item, i.qty, i.unit);
      flash = `Added ${pick.length} ingredient${pick.length === 1 ? '' : 's'} from ${r.title}.`;
      return { redirect: '/list' };
    }
    if (path === '/list/custom') {
      const item = (f.get('item') || '').trim().toLowerCase();
      if (item) addToList(item, Math.max(1, Number(f.get('qty')) || 1), '');
      return { redirect: '/list' };
    }
    if (path === '/list/update') {
      const row = st.list[Number(f.get('row'))]; const q = Number(f.get('qty'));
      if (row) { if (q > 0) row.qty = q; else st.list.splice(Number(f.get('row')), 1); }
      return { redirect: '/list' };
    }
    if (path === '/list/remove') { const n = Number(f.get('row')); if (st.list[n]) st.list.splice(n, 1); return { redirect: '/list' }; }
    if (path === '/list/clear') { st.list = []; return { redirect: '/list' }; }
    if (path === '/list/email') {
      const email = (f.get('email') || '').trim().toLowerCase();
      if (/^\S+@\S+\.\S+$/.test(email)) { st.sent.push({ email, items: st.list.length }); flash = `We've sent your list to ${email}.`; } else flash = 'Please enter a valid email address.';
      return { redirect: '/list' };
    }
    if (path === '/saved/add' || path === '/saved/remove') {
      const r = recipe(f.get('recipe'));
      if (r) { st.saved = st.saved.filter((s) => s !== r.slug); if (path.endsWith('add')) { st.saved.push(r.slug); flash = `${r.title} saved.`; } }
      return { redirect: '/saved' };
    }
    if (path === '/plan/add') {
      const r = recipe(f.get('recipe')); const day = f.get('day'); const meal = f.get('meal');
      if (!r) return { status: 400, html: 'Unknown recipe' };
      const serves = SERVES.includes(Number(f.get('serves'))) ? Number(f.get('serves')) : r.serves;
      if (!DAYS.includes(day) || !MEALS.includes(meal)) { flash = 'Choose a day and a meal.'; return { redirect: `/recipe/${r.slug}?serves=${serves}` }; }
      st.plan.push({ day, meal, recipe: r.title, serves });
      return { redirect: '/plan' };
    }
    if (path === '/plan/remove') { const n = Number(f.get('entry')); if (st.plan[n]) st.plan.splice(n, 1); return { redirect: '/plan' }; }
    const rv = path.match(/^\/recipe\/([\w-]+)\/review$/);
    if (rv && recipe(rv[1])) {
      const r = recipe(rv[1]); const stars = Number(f.get('stars'));
      if (!(stars >= 1 && stars <= 5) || !(f.get('name') || '').trim()) { flash = 'Please give a star rating and your name.'; return { redirect: `/recipe/${r.slug}` }; }
      st.reviews.push({ recipe: r.title, stars, name: f.get('name').trim(), comment: (f.get('comment') || '').trim() });
      flash = 'Thanks for your review!';
      return { redirect: `/recipe/${r.slug}` };
    }
    return { status: 404, html: 'Not found' };
  }

  return {
    handle,
    state: () => structuredClone(st),
    restore: (s) => { st = structuredClone(s); flash = ''; },
    reset: () => { st = fresh(); flash = ''; },
  };
}
