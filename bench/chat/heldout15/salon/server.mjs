/** Maple & Moss Hair Studio: a hairdresser's site with online booking, gift vouchers and an account. */
import { esc, parseUrl, parseBody, qs, doc, radio, checkbox, field, select, clone } from '../web.mjs';

const gbp = (n) => '£' + (Number.isInteger(n) ? n : n.toFixed(2));
const CATS = { cuts: 'Cuts & styling', colour: 'Colour', treatments: 'Treatments', bridal: 'Bridal & occasion' };
// id, name, category, duration, price (number or [short, medium, long]), blurb
const SERVICES = [
  ['cut-blowdry', 'Cut & blow-dry', 'cuts', '1 hour', [48, 55, 62], 'Consultation, wash, cut and a blow-dry finish.'],
  ['wash-blowdry', 'Wash & blow-dry', 'cuts', '45 minutes', [28, 32, 36], 'Wash, conditioning and a blow-dry, sleek or bouncy.'],
  ['mens-cut', "Men's cut", 'cuts', '30 minutes', 32, 'Wash, cut and finish. Beard tidy on request.'],
  ['kids-cut', "Children's cut (under 12)", 'cuts', '30 minutes', 18, 'A quick, friendly cut for under-12s.'],
  ['fringe-trim', 'Fringe trim', 'cuts', '15 minutes', 8, 'Free for existing clients within 6 weeks of a cut.'],
  ['balayage', 'Balayage', 'colour', '3 hours', [120, 135, 150], 'Hand-painted, soft, natural-looking colour. Includes toner and blow-dry.'],
  ['half-head', 'Highlights (half head)', 'colour', '2 hours', [85, 95, 105], 'Foil highlights through the top and sides.'],
  ['root-tint', 'Root tint', 'colour', '1 hour 30 minutes', 58, 'Covers regrowth up to 2cm.'],
  ['keratin', 'Keratin smoothing treatment', 'treatments', '2 hours 30 minutes', [150, 175, 200], 'Frizz-free hair for up to 4 months.'],
  ['olaplex', 'Olaplex treatment', 'treatments', '30 minutes', 30, 'Bond-building repair for coloured or damaged hair.'],
  ['bridal-trial', 'Bridal hair trial', 'bridal', '1 hour 30 minutes', 75, 'Try your wedding-day style with your stylist.'],
].map(([id, name, cat, duration, price, blurb]) => ({ id, name, cat, duration, price, blurb }));
const svc = Object.fromEntries(SERVICES.map((x) => [x.id, x]));
const LENGTHS = [['short', 'Short (above the chin)'], ['medium', 'Medium (to the shoulders)'], ['long', 'Long (below the shoulders)']];
const STYLISTS = [
  ['priya', 'Priya', 'Senior stylist', 'Precision cuts, curly hair and blow-dries'],
  ['sam', 'Sam', 'Colour specialist', 'Balayage, highlights and colour correction'],
  ['jess', 'Jess', 'Stylist', 'Colour, cuts and bridal hair'],
  ['tom', 'Tom', 'Barber & stylist', "Men's and children's cuts (no colour)"],
];
const stylistName = (id) => STYLISTS.find((x) => x[0] === id)?.[1];
const canDo = (st, service) => st !== 'tom' || service.cat === 'cuts';
const SLOTS = ['9:00', '10:00', '11:00', '12:30', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];
const part = (t) => (parseInt(t, 10) < 12 ? 'morning' : parseInt(t, 10) < 17 ? 'afternoon' : 'evening');
const dow = (d) => new Date(d + 'T12:00:00Z').getUTCDay();
const dayName = (d) => new Date(d + 'T12:00:00Z').toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const open = (d) => /^\d{4}-\d\d-\d\d$/.test(d) && d >= '2026-11-27' && dow(d) >= 2 && dow(d) <= 6; // Tuesday to Saturday
const late = (d) => dow(d) === 2 || dow(d) === 4; // late nights: Tuesday and Thursday
/** Free times of a stylist on a date (a fixed diary: some slots are taken). */
function freeTimes(st, d) {
  if (!open(d)) return [];
  const si = STYLISTS.findIndex((x) => x[0] === st);
  const day = parseInt(d.slice(8), 10);
  return SLOTS.filter((t, i) => (late(d) || i < 8) && (si * 7 + day * 3 + i * 5) % 4 !== 0);
}
const priceOf = (service, length) => (Array.isArray(service.price) ? service.price[LENGTHS.findIndex((l) => l[0] === length)] ?? service.price[0] : service.price);
const priceText = (service) => (Array.isArray(service.price) ? `from ${gbp(service.price[0])}` : gbp(service.price));

const header = `<header><a href="/">Maple &amp; Moss Hair Studio</a>
<nav aria-label="Main"><ul>
<li><details><summary>Services</summary><ul>${Object.entries(CATS).map(([k, n]) => `<li><a href="/services/${k}">${esc(n)}</a></li>`).join('')}</ul></details></li>
<li><a href="/stylists">Meet the team</a></li><li><a href="/prices">Price list</a></li><li><a href="/gift-vouchers">Gift vouchers</a></li><li><a href="/book">Book online</a></li>
<li><details><summary aria-label="Menu">☰</summary><ul><li><a href="/account/bookings">My bookings</a></li><li><a href="/about">About the salon</a></li><li><a href="/careers">Careers</a></li><li><a href="/contact">Find us</a></li></ul></details></li>
</ul></nav>
<form action="/search" method="get" role="search"><label for="q">Search services</label> <input type="search" id="q" name="q"> <button type="submit">Search</button></form></header>`;
const footer = `<footer><p>Maple &amp; Moss Hair Studio · 14 Chapel Street, Ludlow · 01584 555 210</p><p>Open Tuesday to Saturday, 9am–6pm; late nights Tuesday and Thursday until 8pm.</p><ul><li><a href="/contact">Find us</a></li><li><a href="/careers">Careers</a></li><li><a href="/about">Cancellation policy</a></li></ul></footer>`;
const page = (title, main) => doc(`${title} – Maple & Moss Hair Studio`, header, main, footer);

function bookForm(q) {
  return `<form action="/book" method="get">
${select('service', 'Service', [['', 'Choose a service'], ...SERVICES.map((x) => [x.id, x.name])], q.service)}
${select('stylist', 'Stylist', [['', 'Any stylist'], ...STYLISTS.map(([id, n]) => [id, n])], q.stylist)}
${field('date', 'Date', 'date', q.date || '')}
<fieldset><legend>Time of day</legend>${radio('time', '', 'Any time', !q.time, false)} ${radio('time', 'morning', 'Morning', q.time === 'morning', false)} ${radio('time', 'afternoon', 'Afternoon', q.time === 'afternoon', false)} ${radio('time', 'evening', 'Evening (Tue & Thu)', q.time === 'evening', false)}</fieldset>
<button type="submit">Find a time</button></form>`;
}
const SEED = [
  { ref: 'MM-2030', service: 'Highlights (half head)', stylist: 'Jess', date: '2026-12-02', time: '10:00', length: 'medium', treatment: false, name: 'Sofia Marin', mobile: '07700 900118', email: 'sofia.marin@example.com', total: 95, status: 'booked' },
  { ref: 'MM-2033', service: 'Wash & blow-dry', stylist: 'Priya', date: '2026-12-18', time: '14:00', length: 'long', treatment: false, name: 'Carmen Marin', mobile: '07700 900118', email: 'sofia.marin@example.com', total: 36, status: 'booked' },
];

export function createSite() {
  let s;
  const reset = () => {
    s = { page: { path: '/', query: {} }, bookings: clone(SEED), vouchers: [] };
  };
  reset();
  const nextRef = () => `MM-${2041 + s.bookings.filter((b) => b.ref >= 'MM-2041').length}`;

  function get(path, q) {
    if (path === '/') {
      return page('Hair salon in Ludlow', `<h1>Good hair days start here</h1>
<section><h2>Book an appointment</h2>${bookForm({})}</section>
<section><h2>Our services</h2><ul>${Object.entries(CATS).map(([k, n]) => `<li><a href="/services/${k}">${esc(n)}</a></li>`).join('')}</ul></section>
<section><h2>Give the gift of great hair</h2><p>Vouchers from £25, sent by email or posted in a card. <a href="/gift-vouchers">Buy a voucher</a></p></section>`);
    }
    if (path === '/search') {
      const words = (q.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const xs = SERVICES.filter((x) => words.length && words.every((w) => (x.name + ' ' + CATS[x.cat] + ' ' + x.blurb).toLowerCase().includes(w.replace(/s$/, ''))));
      return page('Search', `<h1>Results for "${esc(q.q || '')}"</h1><ul>${xs.map((x) => `<li><a href="/service/${x.id}">${esc(x.name)}</a> · ${x.duration} · ${priceText(x)} · <a href="/book${qs({ service: x.id })}">Book</a></li>`).join('') || '<li>No services found.</li>'}</ul>`);
    }
    const cm = path.match(/^\/services\/([a-z]+)$/);
    if (cm && CATS[cm[1]]) {
      const xs = SERVICES.filter((x) => x.cat === cm[1]);
      return page(CATS[cm[1]], `<h1>${esc(CATS[cm[1]])}</h1><ul>${xs.map((x) => `<li><h2><a href="/service/${x.id}">${esc(x.name)}</a></h2><p>${esc(x.blurb)} ${x.duration} · ${priceText(x)}</p><a href="/book${qs({ service: x.id })}">Book</a></li>`).join('')}</ul>`);
    }
    const sm = path.match(/^\/service\/([a-z-]+)$/);
    if (sm && svc[sm[1]]) {
      const x = svc[sm[1]];
      return page(x.name, `<h1>${esc(x.name)}</h1><p>${esc(x.blurb)}</p><p>Takes about ${x.duration}.</p>${Array.isArray(x.price) ? `<ul>${LENGTHS.map(([, l], i) => `<li>${esc(l)}: ${gbp(x.price[i])}</li>`).join('')}</ul>` : `<p>${gbp(x.price)}</p>`}${x.cat === 'colour' ? '<p>New colour clients need a patch test at least 48 hours before.</p>' : ''}<a href="/book${qs({ service: x.id })}">Book now</a>`);
    }
    if (path === '/stylists') {
      return page('Meet the team', `<h1>Meet the team</h1>${STYLISTS.map(([id, n, role, spec]) => `<section><h2>${n}</h2><p>${role}. Loves: ${esc(spec)}.</p><a href="/book${qs({ stylist: id })}">Book with ${n}</a></section>`).join('')}`);
    }
    if (path === '/prices') {
      return page('Price list', `<h1>Price list</h1><table><tr><th>Service</th><th>Time</th><th>Price</th><th></th></tr>${SERVICES.map((x) => `<tr><td>${esc(x.name)}</td><td>${x.duration}</td><td>${priceText(x)}</td><td><a href="/book${qs({ service: x.id })}">Book</a></td></tr>`).join('')}</table><p>Prices for longer hair are for hair below the shoulders.</p>`);
    }
    if (path === '/book') {
      const x = svc[q.service];
      let body = '';
      if (!x) body = '<p>Choose a service to see free times.</p>';
      else if (!q.date) body = '<p>Choose a date to see free times.</p>';
      else if (!open(q.date)) body = `<p>We're closed on ${dayName(q.date)}. We're open Tuesday to Saturday.</p>`;
      else {
        const sts = STYLISTS.filter(([id]) => (!q.stylist || q.stylist === id) && canDo(id, x));
        body = `<h2>${dayName(q.date)}</h2>` + sts.map(([id, n]) => {
          const ts = freeTimes(id, q.date).filter((t) => !q.time || part(t) === q.time);
          return `<section><h3>Free times with ${n}</h3>${ts.length ? `<ul>${ts.map((t) => `<li><a href="/book/details${qs({ service: x.id, stylist: id, date: q.date, at: t })}">${t}</a></li>`).join('')}</ul>` : '<p>No free times.</p>'}</section>`;
        }).join('');
      }
      return page('Book online', `<h1>Book online</h1>${bookForm(q)}${body}`);
    }
    if (path === '/book/details') {
      const x = svc[q.service];
      if (!x || !stylistName(q.stylist) || !freeTimes(q.stylist, q.date).includes(q.at)) return { status: 404 };
      const byLength = Array.isArray(x.price);
      const length = byLength ? (LENGTHS.some((l) => l[0] === q.length) ? q.length : 'short') : '';
      const total = priceOf(x, length) + (q.treatment === 'yes' ? 15 : 0);
      return page('Your appointment', `<h1>Your appointment</h1><p>${esc(x.name)} with ${stylistName(q.stylist)}, ${dayName(q.date)} at ${q.at}</p>
<form action="/book/details" method="get"><input type="hidden" name="service" value="${x.id}"><input type="hidden" name="stylist" value="${q.stylist}"><input type="hidden" name="date" value="${q.date}"><input type="hidden" name="at" value="${q.at}">
${byLength ? `<fieldset><legend>Hair length</legend>${LENGTHS.map(([v, l], i) => radio('length', v, `${l} — ${gbp(x.price[i])}`, v === length)).join(' ')}</fieldset>` : ''}
<p>${checkbox('treatment', 'yes', 'Add a deep-conditioning treatment (+£15)', q.treatment === 'yes')}</p><noscript><button type="submit">Update</button></noscript></form>
<p>Total ${gbp(total)} · £10 deposit today, the rest in the salon</p>
<form action="/book/confirm" method="post"><input type="hidden" name="service" value="${x.id}"><input type="hidden" name="stylist" value="${q.stylist}"><input type="hidden" name="date" value="${q.date}"><input type="hidden" name="at" value="${q.at}"><input type="hidden" name="length" value="${length}"><input type="hidden" name="treatment" value="${q.treatment === 'yes' ? 'yes' : ''}">
${field('name', 'Your name')}${field('mobile', 'Mobile number', 'tel')}${field('email', 'Email (optional)', 'email')}
<button type="submit">Confirm booking</button></form>`);
    }
    const bm = path.match(/^\/booking\/(MM-\d+)$/);
    if (bm) {
      const b = s.bookings.find((x) => x.ref === bm[1]);
      if (!b) return { status: 404 };
      const colour = SERVICES.find((x) => x.name === b.service)?.cat === 'colour';
      return page('Booked', `<h1>You're booked in</h1><p>Booking reference ${b.ref}</p><p>${esc(b.service)} with ${b.stylist}, ${dayName(b.date)} at ${b.time}. Total ${gbp(b.total)}; £10 deposit paid.</p>${colour ? '<p>Colour services need a patch test at least 48 hours before your appointment. Pop in any time we are open.</p>' : ''}<p>We'll text a reminder to ${esc(b.mobile)} the day before.</p>`);
    }
    if (path === '/gift-vouchers') {
      const amount = ['25', '50', '75', '100'].includes(q.amount) ? q.amount : '25';
      const design = ['christmas', 'birthday', 'classic'].includes(q.design) ? q.design : 'classic';
      const delivery = q.delivery === 'post' ? 'post' : 'email';
      return page('Gift vouchers', `<h1>Gift vouchers</h1><p>Valid for 12 months on any service.</p>
<form action="/gift-vouchers" method="get"><fieldset><legend>Amount</legend>${['25', '50', '75', '100'].map((a) => radio('amount', a, '£' + a, a === amount)).join(' ')}</fieldset>
<fieldset><legend>Design</legend>${radio('design', 'classic', 'Classic', design === 'classic')} ${radio('design', 'christmas', 'Christmas', design === 'christmas')} ${radio('design', 'birthday', 'Birthday', design === 'birthday')}</fieldset>
<fieldset><legend>Delivery</legend>${radio('delivery', 'email', 'Email it to them', delivery === 'email')} ${radio('delivery', 'post', 'Post a card (+£1.50)', delivery === 'post')}</fieldset><noscript><button type="submit">Update</button></noscript></form>
<form action="/gift-vouchers" method="post"><input type="hidden" name="amount" value="${amount}"><input type="hidden" name="design" value="${design}"><input type="hidden" name="delivery" value="${delivery}">
${field('to', "Recipient's name")}${delivery === 'email' ? field('toEmail', "Recipient's email", 'email') : field('address', 'Postal address')}
<p><label for="message">Message</label> <textarea id="message" name="message"></textarea></p>${field('from', 'From')}
<p>Total ${delivery === 'post' ? gbp(+amount + 1.5) : gbp(+amount)}</p><button type="submit">Buy voucher</button></form>`);
    }
    const vm = path.match(/^\/gift-vouchers\/(GV-\d+)$/);
    if (vm) {
      const v = s.vouchers.find((x) => x.code === vm[1]);
      if (!v) return { status: 404 };
      return page('Voucher bought', `<h1>Thank you!</h1><p>Voucher number ${v.code}</p><p>A ${gbp(v.amount)} voucher for ${esc(v.to)} ${v.delivery === 'email' ? `is on its way to ${esc(v.toEmail)}` : 'will be posted tomorrow'}. It's valid for 12 months, until 27 November 2027.</p>`);
    }
    if (path === '/account/bookings') {
      const row = (b) => `<li><h2>${b.ref}: ${esc(b.service)}</h2><p>${dayName(b.date)}, ${b.time} with ${b.stylist} · for ${esc(b.name)}</p>${b.status === 'cancelled' ? '<p>Cancelled · £10 deposit refunded</p>' : `<a href="/account/bookings/${b.ref}/change">Change</a> <a href="/account/bookings/${b.ref}/cancel">Cancel</a>`}</li>`;
      return page('My bookings', `<h1>My bookings</h1><p>Signed in as Sofia Marin</p><ul>${s.bookings.map(row).join('')}</ul><h2>Past appointments</h2><p>Cut &amp; blow-dry with Priya, 10 October 2026</p>`);
    }
    const am = path.match(/^\/account\/bookings\/(MM-\d+)\/(change|cancel)$/);
    if (am) {
      const b = s.bookings.find((x) => x.ref === am[1] && x.status === 'booked');
      if (!b) return { status: 404 };
      const st = STYLISTS.find((x) => x[1] === b.stylist)[0];
      if (am[2] === 'cancel') return page('Cancel booking', `<h1>Cancel ${b.ref}?</h1><p>${esc(b.service)}, ${dayName(b.date)} at ${b.time} with ${b.stylist}. Your £10 deposit will be refunded.</p><form action="${path}" method="post"><button type="submit">Yes, cancel it</button></form><a href="/account/bookings">Keep my booking</a>`);
      const times = q.date ? freeTimes(st, q.date) : [];
      return page('Change booking', `<h1>Change ${b.ref}</h1><p>Now: ${esc(b.service)}, ${dayName(b.date)} at ${b.time} with ${b.stylist}</p>
<form action="${path}" method="get">${field('date', 'New date', 'date', q.date || '')}<button type="submit">Show times</button></form>
${q.date ? `<h2>${b.stylist}'s free times on ${dayName(q.date)}</h2>${times.length ? times.map((t) => `<form action="${path}" method="post"><input type="hidden" name="date" value="${q.date}"><input type="hidden" name="at" value="${t}"><button type="submit">${t}</button></form>`).join('') : '<p>No free times that day.</p>'}` : ''}`);
    }
    const info = { '/about': 'About the salon', '/careers': 'Careers', '/contact': 'Find us' };
    if (info[path]) return page(info[path], `<h1>${info[path]}</h1><p>14 Chapel Street, Ludlow. Cancel or change up to 24 hours before for a full refund of your deposit.</p>`);
    return { status: 404 };
  }

  function post(path, b) {
    if (path === '/book/confirm') {
      const x = svc[b.service];
      if (!x || !freeTimes(b.stylist, b.date).includes(b.at) || !b.name || !b.mobile) return { status: 400 };
      const ref = nextRef();
      s.bookings.push({ ref, service: x.name, stylist: stylistName(b.stylist), date: b.date, time: b.at, length: b.length || '', treatment: b.treatment === 'yes', name: b.name.trim(), mobile: b.mobile.trim(), email: (b.email || '').trim(), total: priceOf(x, b.length) + (b.treatment === 'yes' ? 15 : 0), status: 'booked' });
      return { redirect: `/booking/${ref}` };
    }
    if (path === '/gift-vouchers') {
      if (!b.to || !b.from || (b.delivery === 'email' ? !b.toEmail : !b.address)) return { status: 400 };
      const code = `GV-${7001 + s.vouchers.length}`;
      s.vouchers.push({ code, amount: +b.amount, design: b.design, delivery: b.delivery, to: b.to.trim(), ...(b.delivery === 'email' ? { toEmail: b.toEmail.trim() } : { address: b.address.trim() }), message: (b.message || '').trim(), from: b.from.trim() });
      return { redirect: `/gift-vouchers/${code}` };
    }
    const am = path.match(/^\/account\/bookings\/(MM-\d+)\/(change|cancel)$/);
    if (am) {
      const bk = s.bookings.find((x) => x.ref === am[1] && x.status === 'booked');
      if (!bk) return { status: 400 };
      if (am[2] === 'cancel') bk.status = 'cancelled';
      else {
        const st = STYLISTS.find((x) => x[1] === bk.stylist)[0];
        if (!freeTimes(st, b.date).includes(b.at)) return { status: 400 };
        bk.date = b.date;
        bk.time = b.at;
      }
      return { redirect: '/account/bookings' };
    }
    return { status: 404 };
  }

  return {
    handle(method, url, body) {
      const { path, query } = parseUrl(url);
      if (method === 'POST') return post(path, parseBody(body));
      const r = get(path, query);
      if (typeof r === 'string') {
        s.page = { path, query };
        return { html: r };
      }
      return r;
    },
    state: () => clone(s),
    restore(st) {
      s = clone(st);
    },
    reset,
  };
}
