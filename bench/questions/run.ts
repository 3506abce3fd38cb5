/**
 * Round 12 (issue 11): questions, commands and notes on generated pages, in real Chromium on
 * 127.0.0.1 — what the speech-act reader and src/parser/asked.ts change.
 *
 *   npx tsx bench/questions/run.ts [--sites N] [--seed S] [--verbose]        (default: 12 sites, seed 21)
 *
 * Each generated site (our own pools: products, people, towns, messages, slot times) has an item
 * page (a price, a stock line, delivery, a seller link, two boxes that apply on change, "Add to
 * basket" / "Buy now" / "Make an offer" buttons, a reviews link), the seller's profile (member since,
 * sales, town, rating), a messages page (a link per person) and each conversation, and a slots page
 * (times with Free / Booked and a Book button each). On each, generated turns:
 *  - questions (direct, without a question mark, indirect), with the words the answer must hold;
 *    some are answered on a page the question names (the seller's profile, a conversation);
 *  - commands (plain and said as questions), with the request they must make;
 *  - notes, which must make none.
 * Each turn starts on a fresh page. A question "acted" when it made a POST, or went anywhere but its
 * own page and the page it names, or changed a box (a query on the address). Runs the same turns twice: with RUSS_NO_SPEECH_ACTS=1 (before)
 * and without (after).
 */
import { rng } from '../../training/synth.js';
import { launchPlaywright } from '../../test/browser.js';
import { PlaywrightAdapter } from '../../src/adapters/playwright.js';
import { Russ } from '../../src/runtime/russ.js';
import { serveSite, type Site } from '../../src/cli/eval-chat.js';

const args = process.argv.slice(2);
const opt = (name: string, d: number) => { const i = args.indexOf(name); return i >= 0 ? Number(args[i + 1]) : d; };
const SITES = opt('--sites', 12);
const SEED = opt('--seed', 21);
const VERBOSE = args.includes('--verbose');
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1]! : undefined;

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const PRODUCTS = ['Oak Bedside Table', 'Trail Running Jacket', 'Enamel Camping Mug', 'Walnut Chess Set', 'Cast Iron Skillet', 'Linen Duvet Cover', 'Folding Step Stool', 'Bamboo Desk Organiser', 'Brass Table Lamp',
  'Wool Picnic Blanket', 'Ceramic Plant Pot', 'Leather Card Holder', 'Steel Water Bottle', 'Canvas Tote Bag', 'Rattan Laundry Basket', 'Glass Teapot', 'Copper Watering Can', 'Cork Yoga Block'];
const FIRST = ['Owen', 'Priya', 'Marco', 'Ines', 'Tomasz', 'Aisha', 'Lena', 'Omar', 'Greta', 'Yusuf', 'Beatrix', 'Sol', 'Kwame', 'Hana', 'Rafael', 'Mirela'];
const LAST = ['Whitfield', 'Anand', 'Bellini', 'Carvalho', 'Nowak', 'Rahman', 'Sorensen', 'Haddad', 'Lund', 'Demir', 'Ashworth', 'Quiroga', 'Mensah', 'Sato', 'Ortega', 'Petrovic'];
const TOWNS = ['Harrogate', 'Falmouth', 'Keswick', 'Ludlow', 'Whitby', 'Totnes', 'Hexham', 'Rye'];
const MESSAGES = ['Yes, it is still available. I can post it on Monday.', 'Sorry, I cannot go lower than the asking price.', 'Happy to meet at the station on Saturday morning.', 'It has a small scratch on the left side, otherwise perfect.',
  'I can hold it for you until Friday.', 'The box is unopened and comes with the receipt.'];
const HOURS = ['9:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'];
const HOUR_WORDS: Record<string, string[]> = { '9:00': ['nine', '9', '9am'], '10:00': ['ten', '10', '10am'], '11:00': ['eleven', '11', '11am'], '12:00': ['twelve', 'noon', '12'], '14:00': ['two', '2pm', '14:00'], '15:00': ['three', '3pm', '15:00'], '16:00': ['four', '4pm', '16:00'], '17:00': ['five', '5pm', '17:00'] };

interface Generated {
  product: string; price: string; stock: string; delivery: string; seller: string; since: string; sales: number; town: string; rating: string;
  gift: boolean; protect: boolean; people: Array<{ slug: string; name: string; message: string; labelled: boolean }>; slots: Array<{ time: string; free: boolean }>;
}

function generate(r: Rand): Generated {
  const name = () => `${pick(r, FIRST)} ${pick(r, LAST)}`;
  const people: Generated['people'] = [];
  while (people.length < 3) {
    const n = name();
    if (people.some((p) => p.name.split(' ')[0] === n.split(' ')[0])) continue;
    people.push({ slug: n.split(' ')[0]!.toLowerCase(), name: n, message: pick(r, MESSAGES), labelled: r() < 0.5 });
  }
  let seller = name();
  while (people.some((p) => p.name === seller)) seller = name();
  const slots = HOURS.filter(() => r() < 0.7).map((time) => ({ time, free: r() < 0.5 }));
  if (slots.length < 3) slots.push({ time: '9:00', free: true }, { time: '17:00', free: false });
  return {
    product: pick(r, PRODUCTS), price: `£${Math.floor(r() * 180) + 12}.${pick(r, ['00', '50', '99'])}`, stock: pick(r, ['In stock', 'Sold out', 'Only 2 left', 'In stock']),
    delivery: pick(r, ['£3.95', '£4.50', 'Free', '£6.00']), seller, since: `${2012 + Math.floor(r() * 12)}`, sales: Math.floor(r() * 400) + 3, town: pick(r, TOWNS), rating: `${(4 + r()).toFixed(1)} out of 5`,
    gift: r() < 0.5, protect: r() < 0.5, people, slots: [...new Map(slots.map((s) => [s.time, s])).values()].sort((a, b) => HOURS.indexOf(a.time) - HOURS.indexOf(b.time)),
  };
}

interface Log { method: string; path: string; query: string }

function createSite(g: Generated): Site & { log: Log[] } {
  const log: Log[] = [];
  const layout = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/item">Shop</a> <a href="/messages">Messages</a> <a href="/slots">Collection slots</a></header><main>${body}</main></body></html>`;
  const item = (q: URLSearchParams) => {
    const gift = q.has('gift') ? q.get('gift') === '1' : g.gift;
    const protect = q.has('protect') ? q.get('protect') === '1' : g.protect;
    const box = (n: string, label: string, on: boolean) => `<label><input type="checkbox" name="${n}" value="1"${on ? ' checked' : ''} onchange="location.href='/item?${n}='+(this.checked?'1':'0')"> ${label}</label>`;
    return layout(g.product, `<h1>${esc(g.product)}</h1><p class="price">Price: ${g.price}</p><p>${g.stock}</p><p>Delivery: ${g.delivery}</p>
<p>Sold by <a href="/seller">${esc(g.seller)}</a></p>
<p>${box('gift', 'Gift wrap', gift)} ${box('protect', 'Two-year protection', protect)}</p>
<form method="post" action="/basket"><button>Add to basket</button></form> <form method="post" action="/buy"><button>Buy now</button></form> <form method="post" action="/offer"><button>Make an offer</button></form>
<p><a href="/reviews">Reviews (12)</a></p>`);
  };
  const pages: Record<string, (q: URLSearchParams) => string> = {
    '/item': item,
    '/seller': () => layout(g.seller, `<h1>${esc(g.seller)}</h1><p>Member since ${g.since}</p><p>${g.sales} sales</p><p>Based in ${g.town}</p><p>Rating: ${g.rating}</p><form method="post" action="/follow"><button>Follow</button></form>`),
    '/reviews': () => layout('Reviews', `<h1>Reviews of ${esc(g.product)}</h1><p>Lovely quality, arrived quickly.</p><p>Smaller than I expected.</p>`),
    '/messages': () => layout('Messages', `<h1>Messages</h1><ul>${g.people.map((p) => `<li><a href="/messages/${p.slug}">${esc(p.name)}</a> <span>${esc(p.message.slice(0, 18))}…</span></li>`).join('')}</ul>`),
    '/slots': () => layout('Collection slots', `<h1>Collection slots</h1><table><thead><tr><th>Time</th><th>Status</th><th></th></tr></thead><tbody>${g.slots.map((s) => `<tr><td>${s.time}</td><td>${s.free ? 'Free' : 'Booked'}</td><td>${s.free ? `<form method="post" action="/book?t=${s.time}"><button>Book</button></form>` : ''}</td></tr>`).join('')}</tbody></table>`),
  };
  for (const p of g.people) {
    pages[`/messages/${p.slug}`] = () => layout(p.name, p.labelled
      ? `<h1>Conversation</h1><p>You: Hello, is the ${esc(g.product.toLowerCase())} still for sale?</p><p>${esc(p.name.split(' ')[0]!)}: ${esc(p.message)}</p><form method="post" action="/reply"><label>Reply <input name="text"></label><button>Send</button></form>`
      : `<h1>${esc(p.name)}</h1><div><p>You: Hello, is the ${esc(g.product.toLowerCase())} still for sale?</p></div><div><p>${esc(p.message)}</p></div><form method="post" action="/reply"><label>Reply <input name="text"></label><button>Send</button></form>`);
  }
  return {
    log,
    handle(method, url) {
      const u = new URL(url, 'http://site');
      if (u.pathname === '/favicon.ico') return { status: 404 };
      log.push({ method, path: u.pathname, query: u.search });
      if (method === 'POST') return { redirect: u.pathname === '/book' ? '/slots' : '/item' };
      const page = pages[u.pathname];
      return page ? { html: page(u.searchParams) } : { status: 404, html: 'not found' };
    },
    state: () => ({ page: { path: '/', query: {} } }),
    restore() {},
    reset() { log.length = 0; },
  };
}

type Kind = 'question' | 'command' | 'note';
interface Turn { start: string; text: string; kind: Kind; category: string; answer?: RegExp; not?: RegExp; named?: string; request?: { method: string; path: string; query?: string } }

const frame = (r: Rand, q: string, embedded: string): string => {
  const u = r();
  if (u < 0.35) return `${q}?`;
  if (u < 0.6) return q;
  return `${pick(r, ['I wonder', 'Do you know', 'Can you tell me', 'Can you see', 'Could you check', 'Tell me', 'Any idea', 'I\'d like to know'])} ${embedded}${pick(r, ['?', '', '.'])}`;
};

function turns(r: Rand, g: Generated): Turn[] {
  const out: Turn[] = [];
  const num = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\£]/g, '\\$&'), 'i');
  // Item page questions.
  out.push({ start: '/item', kind: 'question', category: 'price', text: frame(r, pick(r, ['how much is it', 'what does it cost', 'what\'s the price']), pick(r, ['how much it is', 'what it costs', 'what the price is'])), answer: num(g.price) });
  out.push({ start: '/item', kind: 'question', category: 'stock', text: frame(r, pick(r, ['is it in stock', 'is it available', 'is it still in stock']), pick(r, ['if it is in stock', 'whether it\'s available', 'if it\'s still in stock'])), answer: num(g.stock) });
  out.push({ start: '/item', kind: 'question', category: 'delivery', text: frame(r, pick(r, ['how much is delivery', 'what\'s the delivery charge', 'what does delivery cost']), pick(r, ['how much delivery is', 'what the delivery charge is', 'what delivery costs'])), answer: num(g.delivery) });
  const box = pick(r, [['gift', 'gift wrap', 'Gift wrap', g.gift], ['protect', 'the protection', 'Two-year protection', g.protect]] as const);
  out.push({ start: '/item', kind: 'question', category: 'box state', text: frame(r, `is ${box[1]} ${pick(r, ['ticked', 'checked', 'selected'])}`, `${pick(r, ['if', 'whether'])} ${box[1]} is ${pick(r, ['ticked', 'checked', 'on'])}`), answer: box[3] ? /(?<!not )ticked|\byes\b|\bis on\b/i : /not ticked|\bno\b|unticked/i });
  out.push({ start: '/item', kind: 'question', category: 'seller name', text: frame(r, pick(r, ['who is the seller', 'who sells it', 'who\'s selling it']), pick(r, ['who the seller is', 'who sells it'])), answer: num(g.seller) });
  out.push({ start: '/item', kind: 'question', category: 'named page: seller', text: frame(r, pick(r, ['how long has the seller been a member', 'when did the seller join', 'where is the seller based']), pick(r, ['how long the seller has been a member', 'when the seller joined', 'where the seller is based'])), named: '/seller' });
  const last = out[out.length - 1]!;
  last.answer = /based/.test(last.text) ? num(g.town) : num(g.since);
  // Messages: what did X say.
  const who = pick(r, g.people);
  const first = who.name.split(' ')[0]!;
  out.push({ start: '/messages', kind: 'question', category: 'named page: message', text: frame(r, `what did ${first} ${pick(r, ['say', 'write', 'reply'])}`, `what ${first} ${pick(r, ['said', 'wrote', 'replied'])}`), named: `/messages/${who.slug}`, answer: num(who.message.slice(0, 24)) });
  // Slots.
  const slot = pick(r, g.slots);
  const hw = pick(r, HOUR_WORDS[slot.time]!);
  out.push({ start: '/slots', kind: 'question', category: 'slot state', text: frame(r, pick(r, [`is there a slot at ${hw}`, `is ${hw} free`, `is the ${hw} slot free`]), pick(r, [`if there is a slot at ${hw}`, `whether ${hw} is free`])), answer: slot.free ? /free/i : /booked|\bno\b/i, not: slot.free ? /booked/i : /\bfree\b(?!.*booked)/i });
  // Commands (plain and said as questions).
  out.push({ start: '/item', kind: 'command', category: 'add', text: pick(r, ['Add it to the basket.', 'Can you add it to my basket?', 'Could you put it in the basket please', 'add to basket']), request: { method: 'POST', path: '/basket' } });
  out.push({ start: '/item', kind: 'command', category: 'open reviews', text: pick(r, ['Open the reviews.', 'Could you open the reviews?', 'Can you show me the reviews?', 'show me the reviews']), request: { method: 'GET', path: '/reviews' } });
  out.push({ start: '/item', kind: 'command', category: 'tick box', text: pick(r, box[3] ? [`Untick ${box[1]}.`, `Can you untick ${box[1]}?`, `Could you remove ${box[1]}?`] : [`Tick ${box[1]}.`, `Can you tick ${box[1]}?`, `Could you add ${box[1]}?`]), request: { method: 'GET', path: '/item' } });
  out.push({ start: '/item', kind: 'command', category: 'seller page', text: pick(r, ['Open the seller\'s page.', 'Can you open the seller\'s profile?', `Could you go to ${g.seller}'s page?`]), request: { method: 'GET', path: '/seller' } });
  out.push({ start: '/messages', kind: 'command', category: 'open conversation', text: pick(r, [`Open the conversation with ${first}.`, `Can you open ${first}'s messages?`, `Could you open the chat with ${first}?`]), request: { method: 'GET', path: `/messages/${who.slug}` } });
  // Notes.
  out.push({ start: '/item', kind: 'note', category: 'note', text: pick(r, ['It\'s for my brother.', 'I\'ve got a gift card.', 'We\'re moving house next month.', 'My old one broke.', 'I wonder about the colour.']) });
  return out;
}

interface Tally { right: number; wrong: number; unanswered: number; acted: number; n: number }

async function run(label: string, sites: Generated[], allTurns: Turn[][]): Promise<Record<string, unknown>> {
  const browser = await launchPlaywright();
  const q: Tally = { right: 0, wrong: 0, unanswered: 0, acted: 0, n: 0 };
  const byCat: Record<string, Tally> = {};
  const cmd = { done: 0, n: 0, askedOrOther: 0 };
  const note = { acted: 0, n: 0 };
  try {
    for (let s = 0; s < sites.length; s++) {
      const site = createSite(sites[s]!);
      const served = await serveSite(site);
      try {
        for (const t of allTurns[s]!) {
          const context = await browser.newContext();
          const page = await context.newPage();
          const adapter = new PlaywrightAdapter(page, { timeout: 10_000 });
          await adapter.goto(`${served.origin}${t.start}`);
          const chat = new Russ({ adapter, elementTimeout: 2500 }).conversation();
          await chat.observe();
          site.reset();
          const res = await chat.say(t.text).catch((e: Error) => ({ status: 'failed', said: [String(e.message)] }) as { status: string; said: string[] });
          await context.close();
          const said = res.said.join(' | ');
          const log = [...site.log];
          const posted = log.some((l) => l.method === 'POST');
          // A box applies by the address ("/item?gift=1"): a query is an action too.
          const wandered = log.some((l) => l.method === 'GET' && ((l.path !== t.start && l.path !== t.named) || l.query !== ''));
          let verdict = '';
          if (t.kind === 'question') {
            const c = (byCat[t.category] ??= { right: 0, wrong: 0, unanswered: 0, acted: 0, n: 0 });
            q.n++; c.n++;
            const answered = said && res.status !== 'asked' && !/could not find|not sure what you mean|did not catch/i.test(said) && said !== 'Noted.' && said !== 'Okay.';
            if (posted || wandered) { q.acted++; c.acted++; verdict = 'ACTED'; }
            else if (answered && t.answer!.test(said) && !(t.not && t.not.test(said))) { q.right++; c.right++; verdict = 'right'; }
            else if (answered) { q.wrong++; c.wrong++; verdict = 'wrong'; }
            else { q.unanswered++; c.unanswered++; verdict = 'unanswered'; }
          } else if (t.kind === 'command') {
            cmd.n++;
            const want = t.request!;
            const did = log.some((l) => l.method === want.method && l.path === want.path && (want.path !== t.start || l.query));
            if (did) { cmd.done++; verdict = 'done'; } else { cmd.askedOrOther++; verdict = 'NOT DONE'; }
          } else {
            note.n++;
            if (posted || wandered) { note.acted++; verdict = 'ACTED'; } else verdict = 'ok';
          }
          if (VERBOSE) console.log(`[${label}] ${verdict.padEnd(10)} ${t.category.padEnd(22)} ${t.text}  →  ${res.status}: ${said.slice(0, 120)}`);
        }
      } finally {
        served.server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { questions: q, byCategory: byCat, commands: cmd, notes: note };
}

const r = rng(SEED);
const sites = Array.from({ length: SITES }, () => generate(r));
const allTurns = sites.map((g) => turns(r, g).filter((t) => !ONLY || t.category.includes(ONLY)));
const results: Record<string, unknown> = {};
for (const [label, off] of [['before', '1'], ['after', '']] as const) {
  if (off) process.env.RUSS_NO_SPEECH_ACTS = '1';
  else delete process.env.RUSS_NO_SPEECH_ACTS;
  results[label] = await run(label, sites, allTurns);
}
console.log(JSON.stringify(results, null, 1));
