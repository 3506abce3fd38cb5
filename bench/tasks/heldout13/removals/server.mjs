/** Hartley Removals: home and office moves, surveys, storage, a packing-materials shop and a customer area. */
import { esc, gbp, parseUrl, parseBody, qs, doc, radio, checkbox, field, select, clone } from '../web.mjs';

const SIZE_LIST = [['studio', 'Studio'], ['1', '1 bedroom'], ['2', '2 bedrooms'], ['3', '3 bedrooms'], ['4', '4+ bedrooms']];
const SIZES = Object.fromEntries(SIZE_LIST);
const BASE = { studio: 295, '1': 395, '2': 595, '3': 845, '4': 1195 };
const PACKING = { studio: 120, '1': 180, '2': 260, '3': 360, '4': 480 };
const PRODUCTS = [
  ['small-boxes', 'Small boxes (pack of 10)', [['std', 'Pack of 10', 18]]],
  ['medium-boxes', 'Medium boxes (pack of 10)', [['std', 'Pack of 10', 22]]],
  ['large-boxes', 'Large boxes (pack of 10)', [['std', 'Pack of 10', 26]]],
  ['wardrobe-box', 'Wardrobe box with hanging rail', [['std', 'Each', 9]]],
  ['bubble-wrap', 'Bubble wrap roll (50 m)', [['std', 'Roll', 12]]],
  ['tape', 'Packing tape (6 rolls)', [['std', '6 rolls', 8]]],
  ['mattress-cover', 'Mattress cover', [['single', 'Single', 6], ['double', 'Double', 7], ['king', 'King size', 8]]],
].map(([id, name, options]) => ({ id, name, options }));
const prod = (id) => PRODUCTS.find((p) => p.id === id);
const MOVE = { ref: 'HR-2150', size: '3', from: 'BS7 8EE', to: 'GL50 1AA', date: '2026-12-12', packing: false, insurance: 'standard', note: '', status: 'booked' };
const dayName = (d) => new Date(d + 'T12:00:00Z').toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const isDate = (d) => /^\d{4}-\d\d-\d\d$/.test(d || '');

const header = `<header><a href="/">Hartley Removals</a>
<nav aria-label="Main"><ul>
<li><details><summary>Services</summary><ul><li><a href="/services/home">Home removals</a></li><li><a href="/services/office">Office moves</a></li><li><a href="/services/storage">Storage</a></li><li><a href="/services/packing">Packing service</a></li><li><a href="/services/man-and-van">Man and van</a></li></ul></details></li>
<li><a href="/quote">Get a quote</a></li><li><a href="/survey">Book a survey</a></li><li><a href="/shop">Boxes &amp; packing</a></li><li><a href="/basket">Basket</a></li>
<li><details><summary aria-label="Menu">☰</summary><ul><li><a href="/my-move">My move</a></li><li><a href="/reviews">Reviews</a></li><li><a href="/faq">FAQs</a></li><li><a href="/contact">Contact</a></li></ul></details></li>
</ul></nav></header>`;
const footer = `<footer><p>Hartley Removals Ltd · Unit 4, Avonside Trading Estate, Bristol BS2 0UH · 0117 496 0555</p><ul><li><a href="/faq">FAQs</a></li><li><a href="/reviews">Reviews</a></li><li><a href="/contact">Contact</a></li></ul></footer>`;
const page = (t, main) => doc(`${t} | Hartley Removals`, header, main, footer);

function quoteForm(q) {
  return `<form action="/quote" method="get">${field('from', 'Moving from (postcode)', 'text', q.from || '')}${field('to', 'Moving to (postcode)', 'text', q.to || '')}
${select('size', 'Property size', [['', 'Choose…'], ...SIZE_LIST], q.size)}${field('date', 'Moving date', 'date', q.date || '')}
<fieldset><legend>How flexible is your date?</legend>${radio('flex', 'exact', 'Exact date', q.flex !== 'flexible', false)} ${radio('flex', 'flexible', 'Give or take a few days', q.flex === 'flexible', false)}</fieldset>
<button type="submit">Get my quote</button></form>`;
}
const moveKeys = ['from', 'to', 'size', 'date', 'flex', 'packing', 'dismantle'];
const priceOf = (q) => BASE[q.size] + (q.packing === 'yes' ? PACKING[q.size] : 0) + (q.dismantle === 'yes' ? 60 : 0) - (q.flex === 'flexible' ? 50 : 0);
const pick = (q) => Object.fromEntries(moveKeys.map((k) => [k, q[k] || '']));
const moveRecord = (q) => ({ from: q.from, to: q.to, size: q.size, date: q.date, flex: q.flex || 'exact', packing: q.packing === 'yes', dismantle: q.dismantle === 'yes', price: priceOf(q) });

export function createSite() {
  let s;
  const reset = () => {
    s = { page: { path: '/', query: {} }, quotesEmailed: [], pending: null, bookings: [], surveys: [], basket: [], shopOrders: [], storageRequests: [], vanBookings: [], officeCallbacks: [], myMove: clone(MOVE), reviews: [], messages: [] };
  };
  reset();
  const total = () => s.basket.reduce((t, l) => t + l.price * l.qty, 0);

  function get(path, q) {
    if (path === '/') {
      return page('Removals in Bristol and the South West', `<h1>Moving home? We'll carry it from here.</h1>
<section><h2>Get a free quote</h2>${quoteForm({})}</section>
<section><h2>What we do</h2><ul><li><a href="/services/home">Home removals</a></li><li><a href="/services/office">Office moves</a></li><li><a href="/services/storage">Secure storage</a></li><li><a href="/services/packing">Packing service</a></li><li><a href="/services/man-and-van">Man and van</a></li></ul></section>
<section><h2>Rated 4.9 by 1,200 customers</h2><a href="/reviews">Read our reviews</a></section>`);
    }
    if (path === '/quote') {
      const ok = q.from && q.to && SIZES[q.size] && isDate(q.date);
      if (!ok) return page('Get a quote', `<h1>Get a free quote</h1>${quoteForm(q)}`);
      return page('Your quote', `<h1>Your quote</h1><p>${SIZES[q.size]} from ${esc(q.from)} to ${esc(q.to)} on ${dayName(q.date)}${q.flex === 'flexible' ? ' (flexible: £50 off)' : ''}</p>
<form action="/quote" method="get">${['from', 'to', 'size', 'date', 'flex'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] || '')}">`).join('')}
<fieldset><legend>Extras</legend><p>${checkbox('packing', 'yes', `Packing service (+${gbp(PACKING[q.size])})`, q.packing === 'yes')}</p><p>${checkbox('dismantle', 'yes', 'Dismantle and reassemble furniture (+£60.00)', q.dismantle === 'yes')}</p></fieldset><noscript><button type="submit">Update</button></noscript></form>
<p>Total ${gbp(priceOf(q))} including VAT</p>
<a href="/quote/details${qs(pick(q))}">Book this move</a>
<form action="/quote/email" method="post">${Object.entries(pick(q)).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}${field('email', 'Email address', 'email')}<button type="submit">Email me this quote</button></form>
<h2>Change your move</h2>${quoteForm(q)}`);
    }
    if (path === '/quote/details') {
      if (!SIZES[q.size] || !isDate(q.date)) return { redirect: '/quote' };
      return page('Your details', `<h1>Your details</h1><p>${SIZES[q.size]} from ${esc(q.from)} to ${esc(q.to)} on ${dayName(q.date)} · ${gbp(priceOf(q))}</p>
<form action="/quote/details" method="post">${Object.entries(pick(q)).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
${field('name', 'Full name')}${field('email', 'Email', 'email')}${field('phone', 'Phone', 'tel')}<p><label for="notes">Notes for the crew (optional)</label> <textarea id="notes" name="notes"></textarea></p><button type="submit">Review booking</button></form>`);
    }
    if (path === '/quote/review') {
      const p = s.pending;
      if (!p) return { redirect: '/quote' };
      return page('Review your booking', `<h1>Review your booking</h1><p>${SIZES[p.size]} from ${esc(p.from)} to ${esc(p.to)} on ${dayName(p.date)}</p><p>Packing: ${p.packing ? 'Yes' : 'No'} · Dismantling: ${p.dismantle ? 'Yes' : 'No'}</p><p>${esc(p.name)}, ${esc(p.email)}, ${esc(p.phone)}</p><p>Total ${gbp(p.price)} · £100 deposit today</p>
<form action="/quote/confirm" method="post"><button type="submit">Confirm booking</button></form>`);
    }
    const bm = path.match(/^\/booked\/(HR-\d+)$/);
    if (bm) return page('Booked', `<h1>Your move is booked</h1><p>Reference ${bm[1]}</p>`);
    if (path === '/survey') {
      return page('Book a survey', `<h1>Book a free survey</h1><p>A surveyor checks what you're moving so your quote is exact.</p><form action="/survey" method="post">
<fieldset><legend>Survey type</legend>${radio('type', 'video', 'Video call', true, false)} ${radio('type', 'visit', 'Home visit', false, false)}</fieldset>
${field('date', 'Date', 'date')}${select('slot', 'Time', [['morning', 'Morning (8am–12pm)'], ['afternoon', 'Afternoon (12pm–5pm)']], 'morning')}
${field('postcode', 'Postcode', 'text')}${field('name', 'Your name')}${field('phone', 'Phone', 'tel')}
<p><label for="notes">Anything we should know? (optional)</label> <textarea id="notes" name="notes"></textarea></p><button type="submit">Book survey</button></form>`);
    }
    if (path === '/shop') {
      return page('Boxes & packing', `<h1>Boxes &amp; packing materials</h1><p>Free delivery over £50, or collect from our Bristol depot.</p><ul>${PRODUCTS.map((p) => `<li><h2><a href="/shop/${p.id}">${esc(p.name)}</a></h2><p>from ${gbp(Math.min(...p.options.map((o) => o[2])))}</p></li>`).join('')}</ul>`);
    }
    const pm = path.match(/^\/shop\/([a-z-]+)$/);
    if (pm && prod(pm[1])) {
      const p = prod(pm[1]);
      const o = p.options.find((x) => x[0] === q.size) || p.options[0];
      return page(p.name, `<h1>${esc(p.name)}</h1>${p.options.length > 1 ? `<form action="${path}" method="get"><fieldset><legend>Size</legend>${p.options.map(([v, l, pr]) => radio('size', v, `${l} (${gbp(pr)})`, v === o[0])).join(' ')}</fieldset><noscript><button type="submit">Update</button></noscript></form>` : ''}
<p>Price ${gbp(o[2])}</p><form action="/basket/add" method="post"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="size" value="${o[0]}">${field('qty', 'Quantity', 'number', '1', ' min="1"')}<button type="submit">Add to basket</button></form>`);
    }
    if (path === '/basket') {
      return page('Basket', `<h1>Basket</h1>${s.basket.length ? `<ul>${s.basket.map((l) => `<li>${esc(l.name)}${l.option !== 'Each' && l.option !== 'Pack of 10' && l.option !== 'Roll' && l.option !== '6 rolls' ? ` (${esc(l.option)})` : ''} × ${l.qty} · ${gbp(l.price * l.qty)}</li>`).join('')}</ul><p>Total ${gbp(total())}</p><a href="/checkout">Checkout</a>` : '<p>Your basket is empty.</p>'}<p><a href="/shop">Keep shopping</a></p>`);
    }
    if (path === '/checkout') {
      if (!s.basket.length) return { redirect: '/basket' };
      return page('Checkout', `<h1>Checkout</h1><p>Total ${gbp(total())}</p><form action="/checkout" method="post">
<fieldset><legend>Delivery</legend>${radio('delivery', 'deliver', 'Deliver to my address (£5, free over £50)', true, false)} ${radio('delivery', 'collect', 'Collect from our Bristol depot (free)', false, false)}</fieldset>
${field('name', 'Full name')}${field('phone', 'Phone', 'tel')}${field('address', 'Delivery address (if delivering)')}${field('postcode', 'Postcode (if delivering)')}<button type="submit">Place order</button></form>`);
    }
    if (path === '/services/storage') {
      return page('Storage', `<h1>Secure storage</h1><p>Clean, dry, alarmed units in Bristol. From £15 a week.</p><h2>Get a storage quote</h2><form action="/storage" method="post">
<fieldset><legend>Unit size</legend>${radio('unit', '25', '25 sq ft (a few boxes)', false, false)} ${radio('unit', '50', '50 sq ft (a 1-bed flat)', false, false)} ${radio('unit', '100', '100 sq ft (a 3-bed house)', false, false)}</fieldset>
${field('start', 'Start date', 'date')}${field('months', 'How many months?', 'number', '1', ' min="1"')}${field('name', 'Your name')}${field('email', 'Email', 'email')}<button type="submit">Request a storage quote</button></form>`);
    }
    if (path === '/services/man-and-van') {
      return page('Man and van', `<h1>Man and van</h1><p>One van, one or two movers, paid by the hour (£55 an hour, 2 hours minimum).</p><form action="/man-and-van" method="post">
${field('date', 'Date', 'date')}${select('start', 'Start time', ['8:00 am', '9:00 am', '10:00 am', '11:00 am', '1:00 pm', '2:00 pm'].map((t) => [t, t]), '8:00 am')}${field('hours', 'Hours', 'number', '2', ' min="2"')}
<p>${checkbox('second', 'yes', 'Add a second mover (+£25 an hour)', false, false)}</p>${field('from', 'Pick-up postcode')}${field('to', 'Drop-off postcode')}${field('name', 'Your name')}${field('phone', 'Phone', 'tel')}<button type="submit">Book man and van</button></form>`);
    }
    if (path === '/services/office') {
      return page('Office moves', `<h1>Office moves</h1><p>Out-of-hours moves with IT disconnection and crate hire.</p><h2>Request a callback</h2><form action="/office-callback" method="post">${field('company', 'Company')}${field('name', 'Contact name')}${field('phone', 'Phone', 'tel')}${field('desks', 'Number of desks', 'number')}<button type="submit">Request a callback</button></form>`);
    }
    if (path === '/services/home' || path === '/services/packing') {
      return page(path === '/services/home' ? 'Home removals' : 'Packing service', `<h1>${path === '/services/home' ? 'Home removals' : 'Packing service'}</h1><p>Fully insured, uniformed crews. <a href="/quote">Get a quote</a></p>`);
    }
    if (path === '/my-move') {
      const m = s.myMove;
      return page('My move', `<h1>My move ${m.ref}</h1><p>${SIZES[m.size]} from ${m.from} to ${m.to} on ${dayName(m.date)}</p><p>Status: ${m.status === 'cancelled' ? 'Cancelled' : 'Booked'} · Packing service: ${m.packing ? 'Added' : 'Not added'} · Insurance: ${m.insurance === 'enhanced' ? 'Enhanced cover (£100,000)' : 'Standard cover (£50,000)'}</p>
${m.status === 'booked' ? `<ul><li><a href="/my-move/date">Change moving date</a></li><li><a href="/my-move/extras">Add extras</a></li><li><a href="/my-move/note">Note for the crew</a></li><li><a href="/my-move/cancel">Cancel my move</a></li></ul>` : ''}`);
    }
    if (path === '/my-move/date') return page('Change date', `<h1>Change moving date</h1><form action="/my-move/date" method="post">${field('date', 'New moving date', 'date')}<button type="submit">Request new date</button></form>`);
    if (path === '/my-move/extras') {
      return page('Add extras', `<h1>Add extras</h1><form action="/my-move/extras" method="post"><p>${checkbox('packing', 'yes', `Packing service (+${gbp(PACKING[s.myMove.size])})`, s.myMove.packing, false)}</p>
${select('insurance', 'Insurance', [['standard', 'Standard cover, £50,000 (included)'], ['enhanced', 'Enhanced cover, £100,000 (+£45)']], s.myMove.insurance)}<button type="submit">Save extras</button></form>`);
    }
    if (path === '/my-move/note') return page('Note for the crew', `<h1>Note for the crew</h1><form action="/my-move/note" method="post"><p><label for="note">Your note</label> <textarea id="note" name="note">${esc(s.myMove.note)}</textarea></p><button type="submit">Save note</button></form>`);
    if (path === '/my-move/cancel') {
      return page('Cancel my move', `<h1>Cancel my move</h1><form action="/my-move/cancel" method="post">${select('reason', 'Why are you cancelling?', [['', 'Choose a reason'], ['other-company', "I've booked another company"], ['not-moving', "I'm no longer moving"], ['price', 'The price'], ['other', 'Something else']], '')}<button type="submit">Cancel my move</button></form>`);
    }
    if (path === '/reviews') {
      return page('Reviews', `<h1>Reviews</h1><p>“Brilliant team, nothing broken.” – Kate, Clifton</p><h2>Write a review</h2><form action="/reviews" method="post"><fieldset><legend>Your rating</legend>${[5, 4, 3, 2, 1].map((n) => radio('rating', String(n), `${n} star${n === 1 ? '' : 's'}`, false, false)).join(' ')}</fieldset>
<p><label for="text">Your review</label> <textarea id="text" name="text"></textarea></p>${field('name', 'Your first name')}<button type="submit">Post review</button></form>`);
    }
    if (path === '/contact') {
      return page('Contact', `<h1>Contact us</h1><form action="/contact" method="post">${field('name', 'Your name')}${field('email', 'Email', 'email')}<p><label for="message">Message</label> <textarea id="message" name="message"></textarea></p><button type="submit">Send</button></form>`);
    }
    const th = { '/quote/emailed': 'Your quote is on its way', '/survey/booked': 'Your survey is booked', '/storage/sent': 'Thanks, we will email your storage quote', '/man-and-van/booked': 'Your man and van is booked', '/office-callback/sent': 'Thanks, we will call you back today', '/reviews/thanks': 'Thank you for your review', '/contact/sent': 'Message sent', '/faq': 'FAQs' };
    const om = path.match(/^\/order\/(HS-\d+)$/);
    if (om) return page('Order placed', `<h1>Thank you</h1><p>Order ${om[1]}</p>`);
    if (th[path]) return page(th[path], `<h1>${th[path]}</h1>`);
    return { status: 404 };
  }

  function post(path, b) {
    const need = (...ks) => ks.every((k) => (b[k] || '').trim());
    if (path === '/quote/email') {
      if (!SIZES[b.size] || !need('email')) return { status: 400 };
      s.quotesEmailed.push({ ...moveRecord(b), email: b.email.trim() });
      return { redirect: '/quote/emailed' };
    }
    if (path === '/quote/details') {
      if (!SIZES[b.size] || !isDate(b.date) || !need('name', 'email', 'phone')) return { status: 400 };
      s.pending = { ...moveRecord(b), name: b.name.trim(), email: b.email.trim(), phone: b.phone.trim(), notes: (b.notes || '').trim() };
      return { redirect: '/quote/review' };
    }
    if (path === '/quote/confirm') {
      if (!s.pending) return { status: 400 };
      const ref = `HR-${2201 + s.bookings.length}`;
      s.bookings.push({ ref, ...s.pending });
      s.pending = null;
      return { redirect: `/booked/${ref}` };
    }
    if (path === '/survey') {
      if (!isDate(b.date) || !need('postcode', 'name', 'phone')) return { status: 400 };
      s.surveys.push({ type: b.type, date: b.date, slot: b.slot, postcode: b.postcode.trim(), name: b.name.trim(), phone: b.phone.trim(), notes: (b.notes || '').trim() });
      return { redirect: '/survey/booked' };
    }
    if (path === '/basket/add') {
      const p = prod(b.id);
      const o = p?.options.find((x) => x[0] === b.size);
      if (!o) return { status: 400 };
      const qty = Math.max(1, parseInt(b.qty, 10) || 1);
      const line = s.basket.find((l) => l.id === p.id && l.option === o[1]);
      if (line) line.qty += qty;
      else s.basket.push({ id: p.id, name: p.name, option: o[1], qty, price: o[2] });
      return { redirect: '/basket' };
    }
    if (path === '/checkout') {
      if (!s.basket.length || !need('name', 'phone') || (b.delivery !== 'collect' && !need('address', 'postcode'))) return { status: 400 };
      const ref = `HS-${801 + s.shopOrders.length}`;
      const goods = total();
      const delivery = b.delivery === 'collect' || goods >= 50 ? 0 : 5;
      s.shopOrders.push({ ref, items: s.basket.map(({ name, option, qty }) => ({ name, option, qty })), delivery: b.delivery === 'collect' ? 'collect' : 'deliver', name: b.name.trim(), phone: b.phone.trim(), ...(b.delivery === 'collect' ? {} : { address: b.address.trim(), postcode: b.postcode.trim() }), total: goods + delivery });
      s.basket = [];
      return { redirect: `/order/${ref}` };
    }
    if (path === '/storage') {
      if (!b.unit || !isDate(b.start) || !need('name', 'email')) return { status: 400 };
      s.storageRequests.push({ unit: b.unit, start: b.start, months: parseInt(b.months, 10) || 1, name: b.name.trim(), email: b.email.trim() });
      return { redirect: '/storage/sent' };
    }
    if (path === '/man-and-van') {
      if (!isDate(b.date) || !need('from', 'to', 'name', 'phone')) return { status: 400 };
      s.vanBookings.push({ date: b.date, start: b.start, hours: parseInt(b.hours, 10) || 2, secondMover: b.second === 'yes', from: b.from.trim(), to: b.to.trim(), name: b.name.trim(), phone: b.phone.trim() });
      return { redirect: '/man-and-van/booked' };
    }
    if (path === '/office-callback') {
      if (!need('company', 'name', 'phone')) return { status: 400 };
      s.officeCallbacks.push({ company: b.company.trim(), name: b.name.trim(), phone: b.phone.trim(), desks: parseInt(b.desks, 10) || 0 });
      return { redirect: '/office-callback/sent' };
    }
    if (path === '/my-move/date') {
      if (!isDate(b.date)) return { status: 400 };
      s.myMove.date = b.date;
      return { redirect: '/my-move' };
    }
    if (path === '/my-move/extras') {
      s.myMove.packing = b.packing === 'yes';
      s.myMove.insurance = b.insurance === 'enhanced' ? 'enhanced' : 'standard';
      return { redirect: '/my-move' };
    }
    if (path === '/my-move/note') {
      s.myMove.note = (b.note || '').trim();
      return { redirect: '/my-move' };
    }
    if (path === '/my-move/cancel') {
      if (!b.reason) return { status: 400 };
      s.myMove.status = 'cancelled';
      s.myMove.cancelReason = b.reason;
      return { redirect: '/my-move' };
    }
    if (path === '/reviews') {
      if (!b.rating || !need('text', 'name')) return { status: 400 };
      s.reviews.push({ rating: +b.rating, text: b.text.trim(), name: b.name.trim() });
      return { redirect: '/reviews/thanks' };
    }
    if (path === '/contact') {
      if (!need('name', 'email', 'message')) return { status: 400 };
      s.messages.push({ name: b.name.trim(), email: b.email.trim(), message: b.message.trim() });
      return { redirect: '/contact/sent' };
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
