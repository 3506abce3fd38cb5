/**
 * "Juniper Table", a restaurant site for the short-task benchmark: a two-step table reservation
 * (date, time, guests and seating in a GET search; then name, phone, occasion, requests and
 * checkboxes posted), a feedback survey with a rating slider and repeated star-rating radio
 * groups whose draft is saved as it is filled in (a background POST to the form's own address;
 * "Send feedback" sends it for good), account settings saved with a button, and gift cards.
 * Written blind to the SDK for bench/tasks/heldout2.
 */
const DATES = Array.from({ length: 7 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 11, 10 + i));
  return [d.toISOString().slice(0, 10), d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })];
});
const TIMES = Array.from({ length: 10 }, (_, i) => {
  const h = 17 + Math.floor(i / 2);
  const m = i % 2 ? '30' : '00';
  return [`${h}:${m}`, `${h - 12}:${m} PM`];
});
const SEATING = [['dining', 'Dining room'], ['terrace', 'Terrace (heated)'], ['bar', 'Bar counter']];
const OCCASIONS = [['', 'No occasion'], ['birthday', 'Birthday'], ['anniversary', 'Anniversary'], ['business', 'Business meal']];
const STARS = [['1', 'Poor'], ['2', 'Fair'], ['3', 'Good'], ['4', 'Very good'], ['5', 'Excellent']];
const ORDERED = [['starters', 'Starters'], ['mains', 'Mains'], ['desserts', 'Desserts'], ['drinks', 'Drinks']];
const VISITS = [['', 'Choose one'], ['lunch', 'Lunch'], ['dinner', 'Dinner'], ['brunch', 'Weekend brunch']];
const FEEDBACK_FIELDS = ['rating', 'food', 'service', 'recommend', ...ORDERED.map(([k]) => k), 'visit', 'comments', 'contactme', 'email'];
const REMINDERS = [['1h', '1 hour before'], ['3h', '3 hours before'], ['1d', 'The day before']];
const DIETS = [['vegetarian', 'Vegetarian'], ['vegan', 'Vegan'], ['gluten', 'Gluten-free'], ['nuts', 'Nut allergy']];
const AMOUNTS = [['25', '$25'], ['50', '$50'], ['100', '$100'], ['other', 'Other amount']];
const SEND_ON = [['today', 'Today'], ['2026-12-24', 'Christmas Eve'], ['2026-12-25', 'Christmas Day']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const one = (list, v, fallback = list[0][0]) => (list.some(([x]) => x === v) ? v : fallback);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
/** The table search a query describes, with the site's defaults. */
const searchOf = (q) => ({ date: one(DATES, q.date), time: one(TIMES, q.time, '19:00'), guests: String(Math.min(12, Math.max(1, Math.round(Number(q.guests)) || 2))), seating: one(SEATING, q.seating) });

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      reservations: [],
      feedbackDraft: {},
      feedback: [],
      account: { displayName: 'Sam Whitfield', marketing: true, sms: false, reminder: '3h', diet: [] },
      giftCards: [],
    };
  };
  reset();

  const layout = (title, body, script = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Juniper Table</title><style>
body{font-family:Georgia,serif;margin:0;background:#fbf8f3;color:#2a2420} header{padding:14px 32px;background:#2f4a3a;color:#fff;display:flex;gap:28px;align-items:center}
header a{color:#f5efe6} main{max-width:700px;margin:0 auto;padding:24px} label{margin-right:10px} .row{margin:12px 0} .hint{color:#7a6e64;font-size:14px}
footer{padding:18px 32px;font-size:13px;color:#7a6e64}
</style>${script}</head><body><header><a href="/"><strong>Juniper Table</strong></a><nav aria-label="Main"><a href="/reserve">Reservations</a> <a href="/menu">Menu</a> <a href="/gift">Gift cards</a> <a href="/feedback">Feedback</a> <a href="/account">My account</a></nav></header>
<main>${body}</main><footer>12 Juniper Lane · Open Tuesday to Sunday, 12–11 · <a href="/menu">Allergen information</a></footer></body></html>`;
  const saveScript = '<script>function save(f){fetch(f.action,{method:"POST",body:new URLSearchParams(new FormData(f))});}</script>';

  function reservePage() {
    const s = searchOf({});
    return layout('Book a table', `<h1>Book a table</h1><form method="get" action="/reserve/details">
<div class="row"><label for="date">Date</label><select id="date" name="date">${options(DATES, s.date)}</select></div>
<div class="row"><label for="time">Time</label><select id="time" name="time">${options(TIMES, s.time)}</select></div>
<div class="row"><label for="guests">Number of guests</label><input id="guests" name="guests" type="number" min="1" max="12" value="${s.guests}"> <span class="hint">For 13 or more, please call us.</span></div>
<fieldset><legend>Seating</legend>${SEATING.map(([v, l]) => `<label><input type="radio" name="seating" value="${v}"${v === s.seating ? ' checked' : ''}> ${l}</label>`).join(' ')}</fieldset>
<div class="row"><button>Find a table</button></div></form>`);
  }
  function detailsPage(query, error = '') {
    const s = searchOf(query);
    return layout('Your details', `<h1>A table is available</h1><p>${esc(DATES.find(([v]) => v === s.date)[1])} at ${esc(TIMES.find(([v]) => v === s.time)[1])}, ${s.guests} guest${s.guests === '1' ? '' : 's'}, ${esc(SEATING.find(([v]) => v === s.seating)[1])}. <a href="/reserve">Change</a></p>
${error ? `<p role="alert">${error}</p>` : ''}<form method="post" action="/reserve">${Object.entries(s).map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('')}
<div class="row"><label for="name">Name</label><input id="name" name="name" autocomplete="name"></div><div class="row"><label for="phone">Phone</label><input id="phone" name="phone" type="tel"></div>
<div class="row"><label for="email">Email <span class="hint">(for your confirmation)</span></label><input id="email" name="email" type="email"></div>
<div class="row"><label for="occasion">Occasion</label><select id="occasion" name="occasion">${options(OCCASIONS, '')}</select></div>
<div class="row"><label for="requests">Special requests</label><textarea id="requests" name="requests" rows="3"></textarea></div>
<p><label><input type="checkbox" name="highchair" value="yes"> High chair needed</label></p><p><label><input type="checkbox" name="wheelchair" value="yes"> Wheelchair access</label></p><p><label><input type="checkbox" name="reminder" value="yes"> Text me a reminder</label></p>
<button>Confirm reservation</button></form>`);
  }

  function feedbackPage() {
    const d = state.feedbackDraft;
    const stars = (name, question) => `<fieldset><legend>${question}</legend>${STARS.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${d[name] === v ? ' checked' : ''} onchange="save(this.form)"> ${l}</label>`).join(' ')}</fieldset>`;
    return layout('Feedback', `<h1>Tell us about your visit</h1><p class="hint">Your answers are saved as you go. It takes about two minutes.</p><form method="post" action="/feedback">
<div class="row"><label for="rating">Overall rating</label><input id="rating" name="rating" type="range" min="1" max="5" step="1" value="${esc(d.rating ?? '3')}" onchange="save(this.form)"> <span class="hint">1 = poor, 5 = excellent</span></div>
${stars('food', 'How was the food?')}${stars('service', 'How was the service?')}
<fieldset><legend>Would you recommend us to a friend?</legend><label><input type="radio" name="recommend" value="yes"${d.recommend === 'yes' ? ' checked' : ''} onchange="save(this.form)"> Yes</label> <label><input type="radio" name="recommend" value="no"${d.recommend === 'no' ? ' checked' : ''} onchange="save(this.form)"> No</label></fieldset>
<fieldset><legend>What did you order?</legend>${ORDERED.map(([k, l]) => `<label><input type="checkbox" name="${k}" value="yes"${d[k] ? ' checked' : ''} onchange="save(this.form)"> ${l}</label>`).join(' ')}</fieldset>
<div class="row"><label for="visit">When did you visit?</label><select id="visit" name="visit" onchange="save(this.form)">${options(VISITS, d.visit ?? '')}</select></div>
<div class="row"><label for="comments">Comments</label><textarea id="comments" name="comments" rows="4" oninput="save(this.form)">${esc(d.comments ?? '')}</textarea></div>
<p><label><input type="checkbox" name="contactme" value="yes"${d.contactme ? ' checked' : ''} onchange="save(this.form)"> You may contact me about my feedback</label></p>
<div class="row"><label for="fb-email">Email</label><input id="fb-email" name="email" type="email" value="${esc(d.email ?? '')}" oninput="save(this.form)"></div>
<button name="send" value="1">Send feedback</button></form>`, saveScript);
  }

  function accountPage(saved) {
    const a = state.account;
    return layout('My account', `<h1>My account</h1>${saved ? '<p role="status">Changes saved.</p>' : ''}<form method="post" action="/account">
<div class="row"><label for="displayName">Display name</label><input id="displayName" name="displayName" value="${esc(a.displayName)}"></div>
<fieldset><legend>Messages</legend><p><label><input type="checkbox" name="marketing" value="on"${a.marketing ? ' checked' : ''}> Marketing emails</label></p><p><label><input type="checkbox" name="sms" value="on"${a.sms ? ' checked' : ''}> SMS reminders</label></p>
<p><label for="reminder">Reminder time</label><select id="reminder" name="reminder">${options(REMINDERS, a.reminder)}</select></p></fieldset>
<fieldset><legend>Dietary requirements</legend>${DIETS.map(([k, l]) => `<label><input type="checkbox" name="diet" value="${k}"${a.diet.includes(k) ? ' checked' : ''}> ${l}</label>`).join(' ')}</fieldset>
<button>Save changes</button></form>`);
  }

  function giftPage() {
    return layout('Gift cards', `<h1>Give a Juniper Table gift card</h1><form method="post" action="/gift"><fieldset><legend>Amount</legend>${AMOUNTS.map(([v, l]) => `<label><input type="radio" name="amount" value="${v}"${v === '50' ? ' checked' : ''}> ${l}</label>`).join(' ')}</fieldset>
<div class="row"><label for="other">Other amount ($)</label><input id="other" name="other" type="number" min="10" max="500"></div>
<div class="row"><label for="to-name">Recipient’s name</label><input id="to-name" name="toName"></div><div class="row"><label for="to-email">Recipient’s email</label><input id="to-email" name="toEmail" type="email"></div>
<div class="row"><label for="message">Message</label><textarea id="message" name="message" rows="3"></textarea></div>
<div class="row"><label for="send-on">Send on</label><select id="send-on" name="sendOn">${options(SEND_ON, 'today')}</select></div><button>Add to basket</button></form>`);
  }

  /** Handle a request; `body` is the url-encoded form body of a POST. */
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    if (method === 'POST') {
      if (u.pathname === '/reserve') {
        const s = searchOf(form);
        if (!form.name?.trim() || !form.phone?.trim()) {
          state.page = { path: '/reserve/details', query: s };
          return { html: detailsPage(s, 'Please enter a name and a phone number.') };
        }
        state.reservations.push({
          ...s,
          name: form.name.trim(),
          phone: form.phone.trim(),
          email: (form.email ?? '').trim(),
          occasion: one(OCCASIONS, form.occasion),
          requests: (form.requests ?? '').trim(),
          highchair: form.highchair === 'yes',
          wheelchair: form.wheelchair === 'yes',
          reminder: form.reminder === 'yes',
        });
        return { redirect: '/reserve/done' };
      }
      if (u.pathname === '/feedback') {
        state.feedbackDraft = Object.fromEntries(FEEDBACK_FIELDS.filter((k) => String(form[k] ?? '').trim()).map((k) => [k, String(form[k]).trim()]));
        if (!form.send) return { redirect: '/feedback' }; // a background save of the draft
        state.feedback.push(state.feedbackDraft);
        state.feedbackDraft = {};
        return { redirect: '/feedback/thanks' };
      }
      if (u.pathname === '/account') {
        state.account = {
          displayName: (form.displayName ?? '').trim() || state.account.displayName,
          marketing: form.marketing === 'on',
          sms: form.sms === 'on',
          reminder: one(REMINDERS, form.reminder, '3h'),
          diet: DIETS.map(([k]) => k).filter((k) => params.getAll('diet').includes(k)),
        };
        return { redirect: '/account?saved=1' };
      }
      if (u.pathname === '/gift') {
        const amount = form.amount === 'other' ? String(Math.round(Number(form.other)) || '') : one(AMOUNTS, form.amount, '50');
        if (!amount || Number(amount) < 10 || Number(amount) > 500) {
          state.page = { path: '/gift', query: {} };
          return { html: giftPage().replace('<form', '<p role="alert">Choose an amount between $10 and $500.</p><form') };
        }
        state.giftCards.push({ amount, toName: (form.toName ?? '').trim(), toEmail: (form.toEmail ?? '').trim(), message: (form.message ?? '').trim(), sendOn: one(SEND_ON, form.sendOn) });
        return { redirect: '/gift/basket' };
      }
      return { status: 400, html: layout('Error', '<h1>Something went wrong</h1>') };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    const render = {
      '/': () => layout('Welcome', '<h1>Seasonal cooking, open fire</h1><p>Book a table for lunch or dinner, Tuesday to Sunday.</p><p><a href="/reserve">Book a table</a></p>'),
      '/reserve': reservePage,
      '/reserve/details': () => detailsPage(query),
      '/reserve/done': () => layout('Booked', `<h1>See you soon</h1><p>Your reservation number is JT-${410 + state.reservations.length}.</p>`),
      '/feedback': feedbackPage,
      '/feedback/thanks': () => layout('Thank you', '<h1>Thank you for your feedback</h1>'),
      '/account': () => accountPage(query.saved),
      '/gift': giftPage,
      '/gift/basket': () => layout('Basket', `<h1>Your basket</h1><ul>${state.giftCards.map((g) => `<li>$${g.amount} gift card for ${esc(g.toName || 'someone special')}</li>`).join('')}</ul>`),
      '/menu': () => layout('Menu', '<h1>Menu</h1><ul><li>Wild mushroom risotto — $18</li><li>Charred hispi cabbage — $14</li><li>Brown butter tart — $9</li></ul>'),
    }[u.pathname];
    if (!render) return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html: render() };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, reservations, the feedback draft and feedback sent, account settings, gift cards. */
    state: () => structuredClone(state),
    /** Put the server in a given state. */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
