// The Lyric Theatre: shows, performances, seat zones, basket and checkout, gift vouchers,
// the access scheme and a newsletter.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'The Lyric Theatre';
const NAV = [['/', 'Home'], ['/whats-on', "What's on"], ['/vouchers', 'Gift vouchers'], ['/access', 'Access'], ['/basket', 'Basket']];
const GENRES = { drama: 'Drama', musical: 'Musicals', comedy: 'Comedy', family: 'Family', music: 'Music' };
const MONTHS = { '2026-12': 'December 2026', '2027-01': 'January 2027' };
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const dayLabel = (iso) => { const d = new Date(`${iso}T00:00:00Z`); return `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };

const ZONES = { stalls: 'Stalls', circle: 'Dress circle', upper: 'Upper circle' };
// perf: [date, time, soldOutZones]
export const SHOWS = [
  { id: 'midsummer', title: "A Midsummer Night's Dream", genre: 'drama', blurb: "Shakespeare's comedy of lovers lost in an enchanted wood, in a new touring production.", runtime: '2 hours 40 minutes, one interval', age: '10+', prices: { stalls: 36, circle: 30, upper: 18 }, perfs: [['2026-12-01', '19:30', []], ['2026-12-02', '19:30', []], ['2026-12-03', '19:30', ['stalls']], ['2026-12-05', '14:30', []], ['2026-12-05', '19:30', ['stalls', 'circle', 'upper']]] },
  { id: 'snow-queen', title: 'The Snow Queen', genre: 'family', blurb: 'Our Christmas show: a brave girl crosses a frozen kingdom to rescue her friend.', runtime: '1 hour 50 minutes, one interval', age: '4+', prices: { stalls: 26, circle: 22, upper: 15 }, child: true, perfs: [['2026-12-05', '14:00', []], ['2026-12-06', '11:00', []], ['2026-12-06', '15:00', ['stalls']], ['2026-12-12', '11:00', []], ['2026-12-13', '14:00', []], ['2026-12-19', '14:00', ['stalls', 'circle']], ['2027-01-02', '14:00', []]] },
  { id: 'jersey-nights', title: 'Jersey Nights', genre: 'musical', blurb: 'The hit jukebox musical about a 1960s doo-wop group.', runtime: '2 hours 30 minutes, one interval', age: '12+', prices: { stalls: 48, circle: 40, upper: 26 }, perfs: [['2026-12-04', '19:30', []], ['2026-12-05', '19:30', ['stalls']], ['2026-12-10', '19:30', []], ['2026-12-11', '19:30', []], ['2027-01-08', '19:30', []]] },
  { id: 'comedy-sunday', title: 'Comedy Sunday: Priya Kaur', genre: 'comedy', blurb: 'Stand-up from the award-winning comedian, with two support acts.', runtime: '2 hours, one interval', age: '16+', prices: { stalls: 22, circle: 22, upper: 16 }, perfs: [['2026-12-06', '20:00', []], ['2027-01-10', '20:00', []]] },
  { id: 'winter-brass', title: 'Winter Brass', genre: 'music', blurb: 'Castleford Silver Band plays carols and film themes.', runtime: '1 hour 45 minutes, one interval', age: 'All ages', prices: { stalls: 20, circle: 18, upper: 12 }, perfs: [['2026-12-19', '19:00', []], ['2026-12-20', '15:00', []]] },
  { id: 'the-crossing', title: 'The Crossing', genre: 'drama', blurb: 'A new play about two sisters and the ferry that changed their lives.', runtime: '1 hour 35 minutes, no interval', age: '14+', prices: { stalls: 28, circle: 24, upper: 16 }, perfs: [['2027-01-14', '19:30', []], ['2027-01-15', '19:30', []], ['2027-01-16', '14:30', []]] },
];
const SH = Object.fromEntries(SHOWS.map((s) => [s.id, s]));
const PERFS = {};
for (const s of SHOWS) for (const [date, time, sold] of s.perfs) PERFS[`${s.id}-${date}-${time.replace(':', '')}`] = { id: `${s.id}-${date}-${time.replace(':', '')}`, show: s.id, date, time, sold };

const DELIVERY = { eticket: ['E-tickets by email', 0], collect: ['Collect from the box office', 0], post: ['By post', 1.5] };
const INTERESTS = { drama: 'Drama', musical: 'Musicals', comedy: 'Comedy', family: 'Family shows', music: 'Music' };
const NEEDS = { wheelchair: 'Wheelchair space', companion: 'Free companion ticket', hearing: 'Hearing loop / assisted listening', captioned: 'Captioned performances', audio: 'Audio-described performances' };

const ticketPrice = (show, zone, type) => { const base = show.prices[zone]; return type === 'child' ? Math.round(base * 0.6) : type === 'concession' ? base - 4 : base; };

export function createSite() {
  let S;
  let consent = false;
  const fresh = () => ({ page: { path: '/', query: {} }, basket: [], programmes: 0, promo: null, orders: [], vouchers: [], newsletter: [], access: [] });
  S = fresh();

  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const banner = consent ? '' : `<div role="dialog" aria-label="Cookie settings" style="border:2px solid #234;padding:.6rem;margin-bottom:1rem"><p>We use cookies to keep your basket and to understand how our site is used.</p>
<form method="post" action="/cookies"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit" name="choice" value="all">Accept all</button> <button type="submit" name="choice" value="necessary">Necessary only</button></form></div>`;
    const nav = NAV.map(([h, t]) => (h === '/basket' ? [h, `Basket (${S.basket.length})`] : [h, t]));
    return { html: layout({ brand: BRAND, nav, title, body: banner + body, q: query.q || '', searchLabel: 'Search shows' }) };
  }
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
  const card = (s) => `<li><a href="/show/${s.id}">${esc(s.title)}</a><br>${esc(GENRES[s.genre])} · ${dayLabel(s.perfs[0][0]).replace(/^\w+ /, '')} – ${dayLabel(s.perfs[s.perfs.length - 1][0]).replace(/^\w+ /, '')}<br>From ${money(Math.min(...Object.values(s.prices)))}</li>`;

  function whatsOn(query) {
    let list = SHOWS.slice();
    if (query.genre) list = list.filter((s) => s.genre === query.genre);
    if (query.month) list = list.filter((s) => s.perfs.some((p) => p[0].startsWith(query.month)));
    const sel = (name, opts) => `<select name="${name}" id="w-${name}">${opts.map(([v, t]) => `<option value="${v}"${(query[name] || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select>`;
    const links = `<p>${Object.entries(GENRES).map(([g, t]) => `<a class="opt${query.genre === g ? ' sel' : ''}" href="${withQuery('/whats-on', query, { genre: g })}">${t}</a>`).join(' ')} <a href="/whats-on">All shows</a></p>`;
    const form = `<form method="get" action="/whats-on"><label for="w-genre">Type of show</label>${sel('genre', [['', 'All'], ...Object.entries(GENRES)])} <label for="w-month">Month</label>${sel('month', [['', 'Any month'], ...Object.entries(MONTHS)])} <button type="submit">Filter</button></form>`;
    return view('/whats-on', query, "What's on", `${links}${form}<ul class="cards">${list.map(card).join('') || '<li>No shows match.</li>'}</ul>`);
  }

  function showPage(s, query) {
    const rows = s.perfs.map(([date, time, sold]) => { const id = `${s.id}-${date}-${time.replace(':', '')}`; const out = sold.length === 3; return `<tr><td>${dayLabel(date)}</td><td>${time}</td><td>${out ? 'Sold out' : sold.length ? `Limited (${sold.map((z) => ZONES[z]).join(', ')} sold out)` : 'Available'}</td><td>${out ? '' : `<a href="/book/${id}" aria-label="Book ${dayLabel(date)} ${time}">Book</a>`}</td></tr>`; }).join('');
    const body = `<p>${esc(s.blurb)}</p><p>Running time ${esc(s.runtime)} · Age guidance ${esc(s.age)}</p><p>Prices: ${Object.entries(s.prices).map(([z, p]) => `${ZONES[z]} ${money(p)}`).join(', ')}${s.child ? '; children (under 16) about 40% off' : ''}; concessions (over 65s, students) £4 off.</p>
<h2>Performances</h2><table><thead><tr><th>Date</th><th>Time</th><th>Availability</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
    return view(`/show/${s.id}`, query, s.title, body);
  }

  function bookPage(p, query) {
    const s = SH[p.show];
    const zone = ZONES[query.zone] ? query.zone : 'stalls';
    const zones = Object.entries(ZONES).map(([z, t]) => `<a class="opt${z === zone ? ' sel' : ''}" href="${withQuery(`/book/${p.id}`, query, { zone: z })}"${z === zone ? ' aria-current="true"' : ''}>${t} — ${p.sold.includes(z) ? 'sold out' : money(s.prices[z])}</a>`).join(' ');
    const types = [['adult', 'Adult'], ...(s.child ? [['child', 'Child (under 16)']] : []), ['concession', 'Concession']];
    const sel = (name, label) => `<label>${label} (${money(ticketPrice(s, zone, name))}) <select name="${name}">${[0, 1, 2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select></label>`;
    const form = p.sold.includes(zone)
      ? `<p><strong>${ZONES[zone]} is sold out for this performance.</strong> Try another part of the theatre.</p>`
      : `<form method="post" action="/basket/add"><input type="hidden" name="perf" value="${p.id}"><input type="hidden" name="zone" value="${zone}">${types.map(([n, l]) => sel(n, l)).join('')}
<label><input type="checkbox" name="wheelchair" value="yes"> I need a wheelchair space (one per booking)</label><button type="submit">Add to basket</button></form>`;
    return view(`/book/${p.id}`, query, `${s.title} — ${dayLabel(p.date)}, ${p.time}`, `<p>Choose where to sit:</p><p>${zones}</p>${form}<p><a href="/show/${s.id}">Other dates</a></p>`);
  }

  const itemLabel = (i) => { const p = PERFS[i.perf]; return `${SH[p.show].title}, ${dayLabel(p.date)} ${p.time}, ${ZONES[i.zone]}: ${Object.entries(i.tickets).map(([t, n]) => `${n} ${t}`).join(', ')}${i.wheelchair ? ', wheelchair space' : ''}`; };
  const itemCost = (i) => { const s = SH[PERFS[i.perf].show]; return Object.entries(i.tickets).reduce((n, [t, c]) => n + ticketPrice(s, i.zone, t) * c, 0); };
  const subtotal = () => { const t = S.basket.reduce((n, i) => n + itemCost(i), 0) + S.programmes * 5; return S.promo ? t * 0.8 : t; };

  function basket(query) {
    if (!S.basket.length) return view('/basket', query, 'Your basket', `<p>Your basket is empty. <a href="/whats-on">See what's on</a></p>`);
    const rows = S.basket.map((i, n) => `<li>${esc(itemLabel(i))} — ${money(itemCost(i))} <form method="post" action="/basket/remove" style="display:inline"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove" title="Remove">🗑</button></form></li>`).join('');
    const body = `<ul>${rows}</ul>
<form method="post" action="/basket/programmes"><label>Souvenir programmes (£5 each) <select name="programmes">${[0, 1, 2, 3, 4].map((n) => `<option${S.programmes === n ? ' selected' : ''}>${n}</option>`).join('')}</select></label> <button type="submit">Update</button></form>
<form method="post" action="/basket/promo"><label>Promo code <input name="code"></label> <button type="submit">Apply</button></form>${query.promo === 'invalid' ? '<p class="err">Sorry, that code is not valid.</p>' : ''}${S.promo ? `<p>Code ${S.promo}: 20% off</p>` : ''}
<p>Total: ${money(subtotal())}</p><p><a href="/checkout">Checkout</a></p>`;
    return view('/basket', query, 'Your basket', body);
  }

  function checkout(query, form = {}, errs = []) {
    if (!S.basket.length) return view('/checkout', query, 'Checkout', '<p>Your basket is empty.</p>');
    const dl = one(form, 'delivery') || 'eticket';
    const body = `${errs.length ? `<p class="err" role="alert">Please complete: ${errs.join(', ')}.</p>` : ''}<p>Total ${money(subtotal())}</p>
<form method="post" action="/checkout">${field(form, 'name', 'Full name', true)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'phone', 'Phone', false, 'tel')}
<fieldset><legend>How would you like your tickets?</legend>${Object.entries(DELIVERY).map(([v, [t, c]]) => `<label><input type="radio" name="delivery" value="${v}"${dl === v ? ' checked' : ''}> ${t}${c ? ` (+${money(c)})` : ''}</label>`).join('')}</fieldset>
<fieldset><legend>Postal address (only for tickets by post)</legend>${field(form, 'address', 'Address', false)}${field(form, 'town', 'Town', false)}${field(form, 'postcode', 'Postcode', false)}</fieldset>
<button type="submit">Pay now</button></form>`;
    return view('/checkout', query, 'Checkout', body);
  }

  function vouchers(query, form = {}, errs = []) {
    const amt = one(form, 'amount');
    const body = `<p>Lyric gift vouchers can be spent on any show and are valid for 2 years. We email the voucher to you to print or forward.</p>${errs.length ? '<p class="err" role="alert">Please fill in the required fields.</p>' : ''}
<form method="post" action="/vouchers"><fieldset><legend>Amount</legend>${['25', '50', '100'].map((a) => `<label><input type="radio" name="amount" value="${a}"${amt === a ? ' checked' : ''} required> £${a}</label>`).join('')}</fieldset>
${field(form, 'to', 'Recipient’s name', true)}${field(form, 'from', 'From (your name)', true)}${field(form, 'email', 'Send the voucher to (email)', true, 'email')}
<label>Message (optional) <textarea name="message">${esc(one(form, 'message'))}</textarea></label><button type="submit">Buy voucher</button></form>`;
    return view('/vouchers', query, 'Gift vouchers', body);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/cookies') { consent = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/basket/add') {
        const p = PERFS[one(form, 'perf')]; const zone = one(form, 'zone');
        if (!p || !ZONES[zone] || p.sold.includes(zone)) return { redirect: '/basket' };
        const tickets = {};
        for (const t of ['adult', 'child', 'concession']) { const n = parseInt(one(form, t), 10); if (n > 0 && (t !== 'child' || SH[p.show].child)) tickets[t] = Math.min(6, n); }
        if (!Object.keys(tickets).length) return bookPage(p, { zone, error: 'none' });
        const item = { perf: p.id, zone, tickets };
        if (one(form, 'wheelchair')) item.wheelchair = true;
        S.basket.push(item);
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') { const n = parseInt(one(form, 'line'), 10); if (S.basket[n]) S.basket.splice(n, 1); return { redirect: '/basket' }; }
      if (path === '/basket/programmes') { S.programmes = Math.max(0, Math.min(4, parseInt(one(form, 'programmes'), 10) || 0)); return { redirect: '/basket' }; }
      if (path === '/basket/promo') { if (one(form, 'code').toUpperCase() === 'LYRIC20') { S.promo = 'LYRIC20'; return { redirect: '/basket' }; } return { redirect: '/basket?promo=invalid' }; }
      if (path === '/checkout') {
        if (!S.basket.length) return { redirect: '/basket' };
        const delivery = DELIVERY[one(form, 'delivery')] ? one(form, 'delivery') : 'eticket';
        const errs = ['name', 'email', ...(delivery === 'post' ? ['address', 'town', 'postcode'] : [])].filter((k) => !one(form, k));
        if (errs.length) return checkout({}, form, errs);
        const o = { ref: `LY${1001 + S.orders.length}`, items: clone(S.basket), name: one(form, 'name'), email: one(form, 'email'), delivery };
        if (one(form, 'phone')) o.phone = one(form, 'phone');
        if (delivery === 'post') { o.address = one(form, 'address'); o.town = one(form, 'town'); o.postcode = one(form, 'postcode').toUpperCase(); }
        if (S.programmes) o.programmes = S.programmes;
        if (S.promo) o.promo = S.promo;
        S.orders.push(o); S.basket = []; S.programmes = 0; S.promo = null;
        return { redirect: `/order/${o.ref}` };
      }
      if (path === '/vouchers') {
        const errs = ['amount', 'to', 'from', 'email'].filter((k) => !one(form, k));
        if (!['25', '50', '100'].includes(one(form, 'amount'))) errs.push('amount');
        if (errs.length) return vouchers({}, form, errs);
        const v = { ref: `GV${501 + S.vouchers.length}`, amount: Number(one(form, 'amount')), to: one(form, 'to'), from: one(form, 'from'), email: one(form, 'email') };
        S.vouchers.push(v);
        return { redirect: `/vouchers/${v.ref}` };
      }
      if (path === '/newsletter') {
        const email = one(form, 'email');
        if (!email) return { redirect: '/?newsletter=missing' };
        const interests = all(form, 'interests').filter((x) => INTERESTS[x]);
        S.newsletter = S.newsletter.filter((n) => n.email.toLowerCase() !== email.toLowerCase());
        S.newsletter.push({ email, interests });
        return { redirect: '/newsletter/thanks' };
      }
      if (path === '/access') {
        const errs = ['name', 'email'].filter((k) => !one(form, k));
        if (errs.length) return accessPage({}, form, errs);
        S.access.push({ ref: `AS${201 + S.access.length}`, name: one(form, 'name'), email: one(form, 'email'), needs: all(form, 'needs').filter((x) => NEEDS[x]) });
        return { redirect: '/access/registered' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return view('/', query, 'Welcome to the Lyric', `<p>Castleford's theatre since 1911. Box office: Monday to Saturday 10:00 – 18:00 (until 20:00 on show nights), 01632 962 000.</p>
<h2>Coming up</h2><ul class="cards">${SHOWS.map(card).join('')}</ul>
<h2>Newsletter</h2>${query.newsletter === 'missing' ? '<p class="err">Enter your email address.</p>' : ''}<form method="post" action="/newsletter"><label>Email <input type="email" name="email" required></label>
<fieldset><legend>Tell me about</legend>${Object.entries(INTERESTS).map(([v, t]) => `<label><input type="checkbox" name="interests" value="${v}"> ${t}</label>`).join('')}</fieldset><button type="submit">Sign up</button></form>`);
    }
    if (path === '/whats-on') return whatsOn(query);
    if (path === '/search') {
      const q = (query.q || '').toLowerCase().trim();
      const hits = q ? SHOWS.filter((s) => `${s.title} ${s.blurb} ${GENRES[s.genre]}`.toLowerCase().includes(q)) : [];
      return view('/search', query, `Search: ${query.q || ''}`, hits.length ? `<ul class="cards">${hits.map(card).join('')}</ul>` : '<p>No shows found.</p>');
    }
    if ((m = path.match(/^\/show\/([\w-]+)$/)) && SH[m[1]]) return showPage(SH[m[1]], query);
    if ((m = path.match(/^\/book\/([\w-]+)$/)) && PERFS[m[1]]) {
      const p = PERFS[m[1]];
      if (p.sold.length === 3) return view(path, query, 'Sold out', '<p>This performance is sold out.</p>');
      return bookPage(p, query);
    }
    if (path === '/basket') return basket(query);
    if (path === '/checkout') return checkout(query);
    if ((m = path.match(/^\/order\/(LY\d+)$/))) {
      const o = S.orders.find((x) => x.ref === m[1]);
      if (!o) return { status: 404, html: '<p>Not found</p>' };
      return view(path, query, 'Thank you for your booking', `<p role="status">Booking reference <strong>${o.ref}</strong>.</p><ul>${o.items.map((i) => `<li>${esc(itemLabel(i))}</li>`).join('')}</ul><p>${DELIVERY[o.delivery][0]}. Confirmation sent to ${esc(o.email)}.</p>`);
    }
    if (path === '/vouchers') return vouchers(query);
    if ((m = path.match(/^\/vouchers\/(GV\d+)$/))) {
      const v = S.vouchers.find((x) => x.ref === m[1]);
      if (!v) return { status: 404, html: '<p>Not found</p>' };
      return view(path, query, 'Voucher bought', `<p role="status">A £${v.amount} voucher for ${esc(v.to)} is on its way to ${esc(v.email)}. Code ${v.ref}.</p>`);
    }
    if (path === '/newsletter/thanks') return view(path, query, 'Thanks for signing up', '<p>You are on our mailing list.</p>');
    if (path === '/access') return accessPage(query);
    if (path === '/access/registered') return view(path, query, 'You are registered', '<p>Thank you. Your access scheme card will arrive by email within 3 working days.</p>');
    if (path === '/help' || path === '/contact') return view(path, query, 'Contact the box office', '<p>Box office 01632 962 000, boxoffice@lyric.example.</p>');
    return { status: 404, html: '<p>Not found</p>' };
  }

  function accessPage(query, form = {}, errs = []) {
    const body = `<p>Our free access scheme remembers your needs, so the box office can offer the right seats. Wheelchair spaces are in the stalls.</p>${errs.length ? '<p class="err" role="alert">Please fill in the required fields.</p>' : ''}
<form method="post" action="/access">${field(form, 'name', 'Full name', true)}${field(form, 'email', 'Email', true, 'email')}
<fieldset><legend>I would like</legend>${Object.entries(NEEDS).map(([v, t]) => `<label><input type="checkbox" name="needs" value="${v}"${all(form, 'needs').includes(v) ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset><button type="submit">Join the access scheme</button></form>`;
    return view('/access', query, 'Access scheme', body);
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); consent = false; },
  };
}
