/**
 * "Reelhouse", a streaming service for the conversation benchmark (heldout9, written blind): a
 * "Who's watching?" page of profile links (Alex, Jamie, Kids) and "Manage profiles"; a header
 * (Home, TV shows, Films, My list, a search box, the profile's name linking to the account page,
 * "Switch profile"); a home page of rows ("Continue watching for …" with Resume buttons, "Trending
 * now", "New on Reelhouse", "Because you watched …"), each a list of cards (title link, year ·
 * rating · kind, "+ My list" or "✓ My list"); TV shows and Films as grids with Genre and "Sort
 * by" menus that reload the list; search over titles, genres and cast; title pages (year, rating,
 * length or seasons, genre, description, cast links that search for the person, a Play or Resume
 * button, a My list toggle, three rating buttons "I like this" / "Not for me" / "Love this!", a
 * trailer that opens in a new tab (counted in `trailerViews`), for series a Season menu that
 * reloads the page and episode rows with a Play button each, "More like this" cards); a player
 * page with Subtitles and Audio menus that reload it, "Next episode" and a link back to the
 * title; My list (cards three to a row with Play and Remove, a sort menu); the account page;
 * profile settings (display language, autoplay boxes, subtitle size, Save); Manage profiles (Edit
 * per profile, Add profile) with an edit form (name, kids box, icon radios, maturity radios). A
 * profile sees only titles up to its maturity rating. Everything a turn does reaches the server,
 * so `state()` tells what the helper did.
 */
const RATINGS = ['U', 'PG', '12', '15', '18'];
const MATURITY = [
  ['U', 'All ages (U)'],
  ['PG', 'Up to PG'],
  ['12', 'Up to 12'],
  ['15', 'Up to 15'],
  ['18', 'All titles (18)'],
];
const GENRES = [
  ['comedy', 'Comedy'],
  ['crime', 'Crime'],
  ['documentary', 'Documentary'],
  ['drama', 'Drama'],
  ['family', 'Family'],
  ['reality', 'Reality'],
  ['romance', 'Romance'],
  ['sci-fi', 'Sci-fi'],
  ['thriller', 'Thriller'],
];
const SUBTITLES = [
  ['off', 'Off'],
  ['en', 'English'],
  ['en-cc', 'English [CC]'],
  ['es', 'Spanish'],
  ['fr', 'French'],
];
const AUDIO = [
  ['en', 'English'],
  ['es', 'Spanish'],
  ['en-ad', 'English – Audio description'],
];
const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
];
const ICONS = [
  ['fox', '🦊 Fox'],
  ['owl', '🦉 Owl'],
  ['robot', '🤖 Robot'],
  ['cactus', '🌵 Cactus'],
  ['whale', '🐋 Whale'],
];
const TEXT_SIZES = [
  ['small', 'Small'],
  ['medium', 'Medium'],
  ['large', 'Large'],
];
// slug, title, year, rating, genre, film length (minutes) or seasons (episode titles), cast, description
const TITLES = [
  ['harbour-lights', 'Harbour Lights', 2023, '15', 'crime', [["The Drowned Man", 'Low Tide', "The Ferryman's Debt", 'Salt in the Wound', 'Fog Signal', 'High Water'], ['Return', 'Breakwater', 'The Quiet Pier', 'Undertow', 'Lighthouse', 'Slack Water']], ['Nia Holt', 'Callum Reyes'],
    "A harbour-town detective reopens the case that ended her father's career."],
  ['small-hours', 'Small Hours', 2025, '15', 'thriller', [['Night Shift', 'Ward Nine', 'Visiting Hours', 'The Locked Room', 'Handover', 'Flatline', 'Day Staff', 'Dawn']], ['Ada Okoye', 'Tomasz Wren'],
    'A night-shift nurse notices that the same patient keeps being admitted — and nobody else remembers him.'],
  ['kitchen-wars', 'Kitchen Wars', 2022, 'PG', 'reality', [['Knives Out', 'Pasta Night', 'The Bake', 'Street Food', 'Family Recipes', 'The Final'], ['New Blood', 'Fire and Ice', 'Dim Sum', 'Leftovers', 'Banquet', 'The Final']], ['Benny Alvarez'],
    'Twelve home cooks, one professional kitchen and a lot of shouting.'],
  ['ghosts-of-varda', 'Ghosts of Varda', 2025, '15', 'sci-fi', [['Signal', 'The Colony', 'Dust', 'Echoes', 'Ascent', 'Varda']], ['Lior Ben-Ami', 'Grace Mwangi'],
    'A salvage crew boards a colony ship that went silent forty years ago.'],
  ['flatmates', 'Flatmates', 2021, '12', 'comedy', [['Moving In', 'The Rota', 'Rent Day'], ['The Party', 'Boiler', 'Guests'], ['Notice', 'Moving Out', 'Goodbye']], ['Jonah Pike', 'Lily Marsh'],
    'Four strangers, one bathroom, no rules.'],
  ['upstairs-at-margos', "Upstairs at Margo's", 2024, '15', 'comedy', [['Opening Night', 'Regulars', 'Stand-up', 'Open Mic', 'Health Inspector', 'Closing Time', 'Lock-in', 'Last Orders']], ['Dee Farrow', 'Marcus Lyle'],
    'A failing comedy club above a pub, and the landlady who will not let it close.'],
  ['otter-creek', 'Otter Creek', 2020, 'U', 'family', [['The Big Splash', 'Lost Pebble', 'Rainy Day'], ['Winter Comes', 'New Neighbours', 'The Dam']], ['Poppy Ward'],
    'Five otter cubs learn the ways of the river. Animated.'],
  ['below-the-ice', 'Below the Ice', 2024, 'PG', 'documentary', [['Frozen Seas', 'The Whale Road', 'Under the Shelf', 'Thaw', 'Midnight Sun'], ['The Long Dark', 'Krill', 'Seal Nursery', 'Breaking Up', 'The Last Light']], ['Sir Alan Marsh'],
    'Polar oceans filmed from beneath the ice, through a full year.'],
  ['the-quiet-bridge', 'The Quiet Bridge', 2022, '12', 'drama', 118, ['Nia Holt', 'Peter Osei'],
    'Two brothers who have not spoken in twenty years meet halfway across a bridge.'],
  ['paper-moons', 'Paper Moons', 2019, 'PG', 'romance', 101, ['Chloe Sarr', 'Dev Malik'],
    'A paper-cut artist and a planetarium guide keep missing each other across one summer.'],
  ['last-stop-lisbon', 'Last Stop, Lisbon', 2023, '15', 'thriller', 126, ['Ines Duarte', 'Callum Reyes'],
    'A tram driver finds a briefcase that three different people will kill for.'],
  ['iron-meadow', 'Iron Meadow', 2021, '15', 'sci-fi', 132, ['Grace Mwangi', 'Tom Hale'],
    'A farmer on a terraformed moon finds the soil is fighting back.'],
  ['borrowed-time', 'Borrowed Time', 2020, '12', 'comedy', 96, ['Dee Farrow', 'Owen Pryce'],
    'A librarian finds that every overdue book sends its borrower back a day in time.'],
  ['the-salt-road', 'The Salt Road', 2024, '12', 'documentary', 89, ['Amara Diallo'],
    'A camel caravan crosses the Sahara carrying salt, as it has for a thousand years.'],
  ['wildflower-summer', 'Wildflower Summer', 2018, 'U', 'family', 87, ['Rosie Kent'],
    'Two sisters spend the summer saving their grandmother\'s meadow from a bypass.'],
  ['cold-harbour', 'Cold Harbour', 2017, '18', 'crime', 112, ['Tom Hale', 'Ines Duarte'],
    'A customs officer on the take, and the one shipment he should not have waved through.'],
  ['lantern-hill', 'Lantern Hill', 2025, 'PG', 'family', 94, ['Poppy Ward', 'Sir Alan Marsh'],
    'A lamplighter\'s daughter follows a runaway lantern into the hills. Animated.'],
].map(([slug, title, year, rating, genre, body, cast, description]) => ({ slug, title, year, rating, genre, series: Array.isArray(body), seasons: Array.isArray(body) ? body : null, minutes: Array.isArray(body) ? null : body, cast, description }));
const ROWS = [
  ['Trending now', ['small-hours', 'last-stop-lisbon', 'kitchen-wars', 'ghosts-of-varda', 'harbour-lights']],
  ['New on Reelhouse', ['ghosts-of-varda', 'lantern-hill', 'upstairs-at-margos', 'below-the-ice']],
  ['Because you watched The Quiet Bridge', ['paper-moons', 'cold-harbour', 'iron-meadow']],
  ['Kids and family', ['otter-creek', 'wildflower-summer', 'lantern-hill']],
];
// Where each profile had got to before the session: title, season, episode.
const PROGRESS = {
  alex: [['harbour-lights', 1, 4], ['the-salt-road', null, null]],
  jamie: [['kitchen-wars', 2, 2]],
  kids: [['otter-creek', 2, 1]],
};
const SORTS = [
  ['', 'Suggested for you'],
  ['new', 'Newest first'],
  ['az', 'A–Z'],
];
const LIST_SORTS = [
  ['', 'Recently added'],
  ['az', 'A–Z'],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const bySlug = (s) => TITLES.find((t) => t.slug === s);
const genreName = (g) => GENRES.find(([k]) => k === g)?.[1];
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const hidden = (name, value) => `<input type="hidden" name="${name}" value="${esc(value)}">`;
const length = (t) => (t.series ? `${t.seasons.length} ${t.seasons.length === 1 ? 'season' : 'seasons'}` : `${Math.floor(t.minutes / 60)}h ${String(t.minutes % 60).padStart(2, '0')}m`);
const stem = (w) => w.replace(/ies$/, 'y').replace(/(?<=...)s$/, '');
const urlOf = (path, query) => {
  const s = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')).toString();
  return s ? `${path}?${s}` : path;
};
const byTitle = (a, b) => a.title.replace(/^The /, '').localeCompare(b.title.replace(/^The /, ''));

export function createSite() {
  let state;
  const reset = () => {
    const profile = (id, name, icon, kids, maturity) => ({ id, name, icon, kids, maturity, language: 'en', autoplayNext: true, autoplayPreviews: true, subtitleSize: 'medium' });
    state = {
      page: { path: '/', query: {} },
      profile: null,
      profiles: [profile('alex', 'Alex', 'fox', false, '18'), profile('jamie', 'Jamie', 'robot', false, '18'), profile('kids', 'Kids', 'cactus', true, 'PG')],
      lists: { alex: ['the-quiet-bridge'], jamie: ['kitchen-wars', 'paper-moons'], kids: ['otter-creek'] },
      ratings: { alex: {}, jamie: {}, kids: {} },
      plays: [],
      trailerViews: 0,
    };
  };
  reset();
  const me = () => state.profiles.find((p) => p.id === state.profile);
  const allowed = (t) => RATINGS.indexOf(t.rating) <= RATINGS.indexOf(me()?.maturity ?? '18');
  const listOf = () => (state.lists[state.profile] ??= []);
  /** Where the profile is in a title: its last play, else where it was before the session. */
  const resumeOf = (slug) => {
    const last = state.plays.filter((p) => p.profile === state.profile && p.title === slug).at(-1);
    if (last) return [last.season, last.episode];
    const before = (PROGRESS[state.profile] ?? []).find(([s]) => s === slug);
    return before ? [before[1], before[2]] : null;
  };

  const layout = (title, body, bare = false) => {
    const p = bare ? null : me();
    const nav = p
      ? `<nav aria-label="Main"><a href="/browse">Home</a> <a href="/tv">TV shows</a> <a href="/films">Films</a> <a href="/mylist">My list</a></nav>
<form action="/search" method="get" role="search"><label for="sq">Search</label> <input id="sq" name="q" type="search" placeholder="Titles, people, genres"> <button>Go</button></form>
<a href="/account">${ICONS.find(([k]) => k === p.icon)[1].split(' ')[0]} ${esc(p.name)}</a> <a href="/">Switch profile</a>`
      : '';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Reelhouse</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#111;color:#eee} a{color:#f5c542} header{display:flex;flex-wrap:wrap;gap:18px;align-items:center;padding:12px 28px;background:#000}
header .logo{font-size:22px;color:#e50914;text-decoration:none;font-weight:bold} main{padding:20px 28px} .row{list-style:none;padding:0;display:flex;gap:12px}
.card{background:#222;border-radius:6px;padding:10px;width:190px} .card h3{font-size:15px;margin:4px 0} .grid{display:grid;grid-template-columns:repeat(3,220px);gap:14px;list-style:none;padding:0}
.tvgrid{display:grid;grid-template-columns:repeat(4,200px);gap:14px;list-style:none;padding:0} .episodes{list-style:none;padding:0} .episodes li{border-bottom:1px solid #333;padding:8px 0}
form{display:inline-block;margin:0 6px 6px 0} button{background:#333;color:#fff;border:1px solid #555;border-radius:4px;padding:4px 10px} .player{background:#000;height:240px;display:flex;align-items:center;justify-content:center;border-radius:8px}
</style></head><body><header><a class="logo" href="${p ? '/browse' : '/'}">Reelhouse</a>${nav}</header><main>${body}</main></body></html>`;
  };

  const toggle = (t, back) =>
    `<form method="post" action="/mylist/toggle">${hidden('title', t.slug)}${hidden('back', back)}<button>${listOf().includes(t.slug) ? '✓ My list' : '+ My list'}</button></form>`;
  const meta = (t) => `${t.year} · ${t.rating} · ${t.series ? 'Series' : 'Film'}`;
  const card = (t, back) => `<li class="card"><h3><a href="/title/${t.slug}">${esc(t.title)}</a></h3><p>${meta(t)}</p>${toggle(t, back)}</li>`;

  function whoPage() {
    return layout("Who's watching?", `<h1>Who's watching?</h1><ul class="row">${state.profiles
      .map((p) => `<li class="card"><a href="/profiles/select?p=${p.id}">${ICONS.find(([k]) => k === p.icon)[1].split(' ')[0]} ${esc(p.name)}</a></li>`)
      .join('')}</ul><p><a href="/profiles">Manage profiles</a></p>`, true);
  }

  function browsePage() {
    const back = '/browse';
    const going = (PROGRESS[state.profile] ?? []).map(([s]) => bySlug(s)).filter(allowed);
    const resumeCards = going
      .map((t) => {
        const at = resumeOf(t.slug);
        return `<li class="card"><h3><a href="/title/${t.slug}">${esc(t.title)}</a></h3><p>${t.series ? `S${at[0]}:E${at[1]}` : 'Film'}</p>
<form method="post" action="/play">${hidden('title', t.slug)}${t.series ? hidden('season', at[0]) + hidden('episode', at[1]) : ''}<button>▶ Resume</button></form></li>`;
      })
      .join('');
    const rows = ROWS.map(([name, slugs]) => [name, slugs.map(bySlug).filter(allowed)])
      .filter(([, list]) => list.length)
      .map(([name, list]) => `<section><h2>${esc(name)}</h2><ul class="row">${list.map((t) => card(t, back)).join('')}</ul></section>`)
      .join('');
    return layout('Home', `${resumeCards ? `<section><h2>Continue watching for ${esc(me().name)}</h2><ul class="row">${resumeCards}</ul></section>` : ''}${rows}`);
  }

  function catalogPage(path, series, query) {
    const genre = genreName(query.genre) ? query.genre : '';
    let list = TITLES.filter((t) => t.series === series && allowed(t) && (!genre || t.genre === genre));
    if (query.sort === 'new') list = [...list].sort((a, b) => b.year - a.year);
    if (query.sort === 'az') list = [...list].sort(byTitle);
    const back = urlOf(path, query);
    const heading = series ? 'TV shows' : 'Films';
    return layout(heading, `<h1>${heading}</h1><form method="get" action="${path}"><label for="genre">Genre</label> <select id="genre" name="genre" onchange="this.form.submit()">${options([['', 'All genres'], ...GENRES], genre)}</select>
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${options(SORTS, query.sort ?? '')}</select></form>
<p>${list.length} ${list.length === 1 ? 'title' : 'titles'}</p>${list.length ? `<ul class="tvgrid">${list.map((t) => card(t, back)).join('')}</ul>` : '<p>Nothing here for this profile yet.</p>'}`);
  }

  function searchPage(query) {
    const words = (query.q ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean).map(stem);
    const list = TITLES.filter((t) => allowed(t) && words.length && words.every((w) => `${t.title} ${genreName(t.genre)} ${t.cast.join(' ')}`.toLowerCase().includes(w)));
    const back = urlOf('/search', query);
    return layout(`Search: ${query.q ?? ''}`, `<h1>Results for “${esc(query.q ?? '')}”</h1><p>${list.length} ${list.length === 1 ? 'title' : 'titles'}</p>${list.length ? `<ul class="tvgrid">${list.map((t) => card(t, back)).join('')}</ul>` : '<p>No titles match. Try a person or a genre.</p>'}`);
  }

  function titlePage(t, query) {
    if (!allowed(t)) return layout(t.title, `<h1>${esc(t.title)}</h1><p>This title isn't available on this profile.</p>`);
    const at = resumeOf(t.slug);
    const self = urlOf(`/title/${t.slug}`, query);
    const mine = state.ratings[state.profile]?.[t.slug];
    const play = t.series
      ? `<form method="post" action="/play">${hidden('title', t.slug)}${hidden('season', at ? at[0] : 1)}${hidden('episode', at ? at[1] : 1)}<button>▶ ${at ? 'Resume' : 'Play'} S${at ? at[0] : 1} E${at ? at[1] : 1}</button></form>`
      : `<form method="post" action="/play">${hidden('title', t.slug)}<button>▶ ${at ? 'Resume' : 'Play'}</button></form>`;
    const rate = [
      ['like', '👍 I like this'],
      ['dislike', '👎 Not for me'],
      ['love', '❤ Love this!'],
    ]
      .map(([k, l]) => `<form method="post" action="/rate">${hidden('title', t.slug)}${hidden('rating', k)}${hidden('back', self)}<button>${l}</button></form>`)
      .join('');
    let episodes = '';
    if (t.series) {
      const season = Number(query.season) >= 1 && Number(query.season) <= t.seasons.length ? Number(query.season) : at ? at[0] : 1;
      episodes = `<section><h2>Episodes</h2><form method="get" action="/title/${t.slug}"><label for="season">Season</label> <select id="season" name="season" onchange="this.form.submit()">${options(
        t.seasons.map((_, i) => [String(i + 1), `Season ${i + 1}`]),
        String(season),
      )}</select></form><ol class="episodes">${t.seasons[season - 1]
        .map((name, i) => `<li><strong>${i + 1}. ${esc(name)}</strong> · ${44 + ((i * 7) % 12)}m <form method="post" action="/play">${hidden('title', t.slug)}${hidden('season', season)}${hidden('episode', i + 1)}<button>Play</button></form></li>`)
        .join('')}</ol></section>`;
    }
    const alike = TITLES.filter((x) => x.slug !== t.slug && x.genre === t.genre && allowed(x)).concat(TITLES.filter((x) => x.slug !== t.slug && x.genre !== t.genre && allowed(x) && x.series === t.series)).slice(0, 3);
    return layout(t.title, `<h1>${esc(t.title)}</h1><p>${t.year} · ${t.rating} · ${length(t)} · ${genreName(t.genre)}</p><p>${esc(t.description)}</p>
<p>Starring: ${t.cast.map((c) => `<a href="/search?q=${encodeURIComponent(c)}">${esc(c)}</a>`).join(', ')}</p>
${play}${toggle(t, self)}<div role="group" aria-label="Rate this title">${rate}</div>${mine ? `<p>You rated this: ${{ like: 'I like this', dislike: 'Not for me', love: 'Love this!' }[mine]}</p>` : ''}
<p><a href="/title/${t.slug}/trailer" target="_blank">Watch trailer</a> (opens in a new tab)</p><p>Audio: English, Spanish, English audio description. Subtitles: English, English [CC], Spanish, French.</p>
${episodes}<section><h2>More like this</h2><ul class="row">${alike.map((x) => card(x, self)).join('')}</ul></section>`);
  }

  function watchPage(t, query) {
    const season = t.series ? Number(query.s) : null;
    const episode = t.series ? Number(query.e) : null;
    if (t.series && !t.seasons[season - 1]?.[episode - 1]) return null;
    const subs = SUBTITLES.some(([k]) => k === query.subs) ? query.subs : 'off';
    const audio = AUDIO.some(([k]) => k === query.audio) ? query.audio : 'en';
    const keep = t.series ? hidden('s', season) + hidden('e', episode) : '';
    const now = t.series ? `${esc(t.title)} — Season ${season}, Episode ${episode}: ${esc(t.seasons[season - 1][episode - 1])}` : esc(t.title);
    let next = '';
    if (t.series) {
      const [ns, ne] = t.seasons[season - 1][episode] ? [season, episode + 1] : t.seasons[season] ? [season + 1, 1] : [null, null];
      if (ns) next = `<form method="post" action="/play">${hidden('title', t.slug)}${hidden('season', ns)}${hidden('episode', ne)}${hidden('subs', subs)}${hidden('audio', audio)}<button>Next episode ›</button></form>`;
    }
    return layout(`Watching ${t.title}`, `<p><a href="${esc(urlOf(`/title/${t.slug}`, { season: t.series ? season : '' }))}">‹ Back to ${esc(t.title)}</a></p><h1>Now playing</h1><p>${now}</p><div class="player">▶ 00:00:12</div>
<form method="get" action="/watch/${t.slug}">${keep}<label for="subs">Subtitles</label> <select id="subs" name="subs" onchange="this.form.submit()">${options(SUBTITLES, subs)}</select>
<label for="audio">Audio</label> <select id="audio" name="audio" onchange="this.form.submit()">${options(AUDIO, audio)}</select></form>${next}`);
  }

  function listPage(query) {
    let list = listOf().map(bySlug).reverse();
    if (query.sort === 'az') list = [...list].sort(byTitle);
    const back = urlOf('/mylist', query);
    const cards = list
      .map(
        (t) => `<li class="card"><h3><a href="/title/${t.slug}">${esc(t.title)}</a></h3><p>${meta(t)}</p><form method="post" action="/play">${hidden('title', t.slug)}${t.series ? hidden('season', (resumeOf(t.slug) ?? [1])[0]) + hidden('episode', (resumeOf(t.slug) ?? [1, 1])[1]) : ''}<button>▶ Play</button></form>
<form method="post" action="/mylist/toggle">${hidden('title', t.slug)}${hidden('back', back)}<button>Remove</button></form></li>`,
      )
      .join('');
    return layout('My list', `<h1>My list</h1><form method="get" action="/mylist"><label for="lsort">Order</label> <select id="lsort" name="sort" onchange="this.form.submit()">${options(LIST_SORTS, query.sort ?? '')}</select></form>
<p>${list.length} ${list.length === 1 ? 'title' : 'titles'}</p>${cards ? `<ul class="grid">${cards}</ul>` : '<p>Your list is empty. Add shows and films with + My list.</p>'}`);
  }

  function accountPage() {
    return layout('Account', `<h1>Account</h1><p>Membership: Standard plan · renews 14 December</p><p>Email: morgan.family@example.com</p>
<ul><li><a href="/settings">Profile and playback settings</a></li><li><a href="/profiles">Manage profiles</a></li><li><a href="/activity">Viewing activity</a></li><li><a href="/">Switch profile</a></li></ul>`);
  }

  function settingsPage(query) {
    const p = me();
    return layout('Settings', `<h1>Settings for ${esc(p.name)}</h1>${query.saved ? '<p role="status">Your changes were saved.</p>' : ''}<form method="post" action="/settings">
<p><label for="lang">Display language</label> <select id="lang" name="language">${options(LANGUAGES, p.language)}</select> (applies next time you open Reelhouse)</p>
<fieldset><legend>Autoplay controls</legend><label><input type="checkbox" name="autoplayNext" value="1"${p.autoplayNext ? ' checked' : ''}> Autoplay next episode in a series</label><br>
<label><input type="checkbox" name="autoplayPreviews" value="1"${p.autoplayPreviews ? ' checked' : ''}> Autoplay previews while browsing</label></fieldset>
<fieldset><legend>Subtitle size</legend>${TEXT_SIZES.map(([k, l]) => `<label><input type="radio" name="subtitleSize" value="${k}"${k === p.subtitleSize ? ' checked' : ''}> ${l}</label>`).join(' ')}</fieldset>
<button>Save</button> <a href="/account">Cancel</a></form>`);
  }

  function profilesPage() {
    return layout('Manage profiles', `<h1>Manage profiles</h1><ul>${state.profiles
      .map((p) => `<li>${ICONS.find(([k]) => k === p.icon)[1]} ${esc(p.name)}${p.kids ? ' (kids)' : ''} · ${MATURITY.find(([k]) => k === p.maturity)[1]} · <a href="/profiles/${p.id}/edit">Edit</a></li>`)
      .join('')}</ul><p><a href="/profiles/new">Add profile</a></p><p><a href="/">Done</a></p>`);
  }

  function profileForm(p) {
    const action = p ? `/profiles/${p.id}/edit` : '/profiles/new';
    const icon = p?.icon ?? 'fox';
    return layout(p ? `Edit ${p.name}` : 'Add profile', `<h1>${p ? `Edit profile: ${esc(p.name)}` : 'Add a profile'}</h1><form method="post" action="${action}">
<p><label for="pname">Name</label> <input id="pname" name="name" value="${esc(p?.name ?? '')}"></p>
<p><label><input type="checkbox" name="kids" value="1"${p?.kids ? ' checked' : ''}> Kid's profile (a simpler home page)</label></p>
<fieldset><legend>Icon</legend>${ICONS.map(([k, l]) => `<label><input type="radio" name="icon" value="${k}"${k === icon ? ' checked' : ''}> ${l}</label>`).join(' ')}</fieldset>
${p ? `<fieldset><legend>Maturity rating</legend>${MATURITY.map(([k, l]) => `<label><input type="radio" name="maturity" value="${k}"${k === p.maturity ? ' checked' : ''}> ${l}</label>`).join('<br>')}</fieldset>` : '<p>New profiles see all titles; kid\'s profiles see titles up to PG. You can change this later.</p>'}
<button>Save</button> <a href="/profiles">Cancel</a></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const needsProfile = !['/', '/profiles/select', '/profiles', '/profiles/new'].includes(u.pathname) && !/^\/profiles\/[a-z0-9-]+\/edit$/.test(u.pathname);
    if (needsProfile && !me()) return { redirect: '/' };
    if (method === 'POST') {
      const t = bySlug(form.title);
      switch (u.pathname) {
        case '/play': {
          if (!t || !allowed(t)) return { status: 400, html: 'Bad request' };
          const season = t.series ? Number(form.season) || 1 : null;
          const episode = t.series ? Number(form.episode) || 1 : null;
          if (t.series && !t.seasons[season - 1]?.[episode - 1]) return { status: 400, html: 'Bad request' };
          state.plays.push({ profile: state.profile, title: t.slug, season, episode });
          return { redirect: urlOf(`/watch/${t.slug}`, { s: season, e: episode, subs: form.subs, audio: form.audio }) };
        }
        case '/mylist/toggle': {
          if (!t) return { status: 400, html: 'Bad request' };
          const list = listOf();
          if (list.includes(t.slug)) list.splice(list.indexOf(t.slug), 1);
          else list.push(t.slug);
          return { redirect: form.back?.startsWith('/') ? form.back : '/mylist' };
        }
        case '/rate': {
          if (!t || !['like', 'dislike', 'love'].includes(form.rating)) return { status: 400, html: 'Bad request' };
          (state.ratings[state.profile] ??= {})[t.slug] = form.rating;
          return { redirect: form.back?.startsWith('/') ? form.back : `/title/${t.slug}` };
        }
        case '/settings': {
          const p = me();
          p.language = LANGUAGES.some(([k]) => k === form.language) ? form.language : p.language;
          p.autoplayNext = form.autoplayNext === '1';
          p.autoplayPreviews = form.autoplayPreviews === '1';
          p.subtitleSize = TEXT_SIZES.some(([k]) => k === form.subtitleSize) ? form.subtitleSize : p.subtitleSize;
          return { redirect: '/settings?saved=1' };
        }
        case '/profiles/new': {
          const name = (form.name ?? '').trim();
          if (!name) return { redirect: '/profiles/new' };
          let id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
          while (state.profiles.some((p) => p.id === id)) id += '-2';
          const kids = form.kids === '1';
          state.profiles.push({ id, name, icon: ICONS.some(([k]) => k === form.icon) ? form.icon : 'fox', kids, maturity: kids ? 'PG' : '18', language: 'en', autoplayNext: true, autoplayPreviews: true, subtitleSize: 'medium' });
          state.lists[id] = [];
          state.ratings[id] = {};
          return { redirect: '/profiles' };
        }
        default: {
          const edit = /^\/profiles\/([a-z0-9-]+)\/edit$/.exec(u.pathname);
          const p = edit && state.profiles.find((x) => x.id === edit[1]);
          if (!p) return { status: 404, html: 'Not found' };
          if ((form.name ?? '').trim()) p.name = form.name.trim();
          p.kids = form.kids === '1';
          if (ICONS.some(([k]) => k === form.icon)) p.icon = form.icon;
          if (MATURITY.some(([k]) => k === form.maturity)) p.maturity = form.maturity;
          return { redirect: '/profiles' };
        }
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const title = /^\/title\/([a-z0-9-]+)$/.exec(u.pathname);
    const trailer = /^\/title\/([a-z0-9-]+)\/trailer$/.exec(u.pathname);
    const watch = /^\/watch\/([a-z0-9-]+)$/.exec(u.pathname);
    const edit = /^\/profiles\/([a-z0-9-]+)\/edit$/.exec(u.pathname);
    if (u.pathname === '/') html = whoPage();
    else if (u.pathname === '/profiles/select') {
      if (!state.profiles.some((p) => p.id === query.p)) return { redirect: '/' };
      state.profile = query.p;
      return { redirect: '/browse' };
    } else if (u.pathname === '/browse') html = browsePage();
    else if (u.pathname === '/tv') html = catalogPage('/tv', true, query);
    else if (u.pathname === '/films') html = catalogPage('/films', false, query);
    else if (u.pathname === '/search') html = searchPage(query);
    else if (title && bySlug(title[1])) html = titlePage(bySlug(title[1]), query);
    else if (trailer && bySlug(trailer[1])) {
      // Opens in a tab of its own: counted, but not the page the session is on.
      state.trailerViews++;
      const t = bySlug(trailer[1]);
      return { html: layout(`${t.title}: trailer`, `<h1>${esc(t.title)} — official trailer</h1><div class="player">▶ 2:14</div>`) };
    } else if (watch && bySlug(watch[1]) && allowed(bySlug(watch[1]))) {
      html = watchPage(bySlug(watch[1]), query);
      if (!html) return { redirect: `/title/${watch[1]}` };
    } else if (u.pathname === '/mylist') html = listPage(query);
    else if (u.pathname === '/account') html = accountPage();
    else if (u.pathname === '/settings') html = settingsPage(query);
    else if (u.pathname === '/activity') {
      const mine = state.plays.filter((p) => p.profile === state.profile);
      html = layout('Viewing activity', `<h1>Viewing activity</h1>${mine.length ? `<ol>${mine.map((p) => `<li>${esc(bySlug(p.title).title)}${p.season ? `: Season ${p.season}, Episode ${p.episode}` : ''}</li>`).join('')}</ol>` : '<p>Nothing watched this session.</p>'}`);
    } else if (u.pathname === '/profiles') html = profilesPage();
    else if (u.pathname === '/profiles/new') html = profileForm(null);
    else if (edit && state.profiles.some((p) => p.id === edit[1])) html = profileForm(state.profiles.find((p) => p.id === edit[1]));
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page, the profile in use, profiles, lists, ratings, plays, trailers opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
