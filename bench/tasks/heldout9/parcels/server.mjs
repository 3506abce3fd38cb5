// Swiftpost — parcel tracking, delivery changes and sending (blind set, round 10).
const PARCELS = {
  SP4820193746: { from: 'Brickyard Hardware', status: 'Out for delivery', eta: 'Today, 26 Nov, 1:15 pm - 2:15 pm', changeable: true, history: [['26 Nov 07:02', 'Out for delivery with your driver, Marek'], ['25 Nov 22:40', 'At your local depot (Bristol)'], ['24 Nov 18:11', 'Collected from sender']] },
  SP5530017721: { from: 'Petal & Stem Florists', status: 'In transit', eta: 'Mon 30 Nov', changeable: true, history: [['26 Nov 04:30', 'At our Midlands hub'], ['25 Nov 16:02', 'Collected from sender']] },
  SP1002938475: { from: 'Northwind Books', status: 'Delivered', eta: 'Delivered Tue 24 Nov, 11:42 am', changeable: false, history: [['24 Nov 11:42', 'Delivered - left in safe place (front porch)'], ['24 Nov 08:15', 'Out for delivery'], ['23 Nov 21:00', 'At your local depot (Bristol)']] },
};
const SAFE = ['Front porch', 'Back door', 'Garage', 'Shed', 'Behind the bins'];
const DAYS = [['2026-11-27', 'Fri 27 Nov'], ['2026-11-28', 'Sat 28 Nov'], ['2026-11-30', 'Mon 30 Nov'], ['2026-12-01', 'Tue 1 Dec'], ['2026-12-02', 'Wed 2 Dec']];
const POINTS = [
  { id: 'PP-2291', name: 'Quay News & Convenience', addr: '14 Quay Street, BS1 4DB', hours: 'Mon-Sun 7am-10pm', area: 'BS1' },
  { id: 'PP-2307', name: 'Harbourside Post Office', addr: '2 Anchor Road, BS1 5LL', hours: 'Mon-Sat 9am-5:30pm', area: 'BS1' },
  { id: 'PP-2315', name: 'Camden Food & Wine', addr: '88 Park Row, BS1 5LJ', hours: 'Mon-Sun 8am-11pm', area: 'BS1' },
  { id: 'PP-2340', name: 'Swiftpost Locker - Cabot Circus', addr: 'Level 1 car park, BS1 3BX', hours: '24 hours', area: 'BS1' },
  { id: 'PP-4102', name: 'Brixton Post Office', addr: '1 Brixton Station Road, SW9 8LF', hours: 'Mon-Sat 9am-6pm', area: 'SW9' },
  { id: 'PP-4110', name: 'Coldharbour Lane Pharmacy', addr: '230 Coldharbour Lane, SW9 8SA', hours: 'Mon-Fri 9am-7pm', area: 'SW9' },
  { id: 'PP-4118', name: 'Swiftpost Locker - Brixton Village', addr: 'Atlantic Road, SW9 8PS', hours: '24 hours', area: 'SW9' },
];
const WEIGHTS = [['0-1', 'Up to 1kg'], ['1-2', '1kg - 2kg'], ['2-5', '2kg - 5kg'], ['5-10', '5kg - 10kg'], ['10-20', '10kg - 20kg']];
const SERVICES = [['economy', 'Economy', '3-5 working days', 3.85], ['standard', 'Standard', '2-3 working days', 4.99], ['express', 'Express', 'Next working day by 6pm', 8.49], ['sameday', 'Same Day', 'Delivered today by 9pm', 14.99]];
const PREFS = [['none', 'No preference'], ['neighbour', 'Leave with a neighbour'], ['safe', 'Leave in my safe place'], ['pickup', 'Deliver to my pickup point'], ['signature', 'Always ask for a signature']];
const NOTES = [['dispatch', 'Email when my parcel is dispatched'], ['daysms', 'SMS on delivery day'], ['photo', 'Email a photo when delivered'], ['offers', 'Swiftpost news and offers']];

const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clone = (x) => JSON.parse(JSON.stringify(x));
const weightFactor = (w) => ({ '0-1': 1, '1-2': 1.3, '2-5': 1.8, '5-10': 2.6, '10-20': 3.9 }[w] || 1);

function initial() {
  return {
    page: { path: '/', query: {} },
    deliveryChanges: [],
    smsUpdates: [],
    shipments: [],
    prefs: { default: 'none', notify: ['dispatch', 'photo'] },
    favouritePickup: '',
    claims: [],
    podViews: 0,
  };
}

export function createSite() {
  let st = initial();

  function layout(title, body, crumbs) {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Swiftpost</title>
<style>body{font-family:system-ui,sans-serif;margin:0}header{background:#ffd200;padding:10px 24px;display:flex;gap:24px;align-items:center}main{max-width:920px;margin:auto;padding:20px}.box{border:1px solid #ccc;border-radius:6px;padding:14px;margin:12px 0}footer{background:#222;color:#ddd;padding:20px;display:grid;grid-template-columns:repeat(4,1fr)}footer a{color:#ddd}</style></head>
<body><header><a href="/" aria-label="Swiftpost home"><b>SWIFTPOST</b></a><nav><ul style="display:flex;gap:16px;list-style:none;margin:0;padding:0"><li><a href="/">Track</a></li><li><a href="/quote">Send a parcel</a></li><li><a href="/pickup">Pickup points</a></li><li><a href="/business">Business</a></li><li><a href="/help">Help</a></li></ul></nav>
<form action="/track" method="get" style="margin-left:auto"><input name="n" aria-label="Tracking number" size="14"><button type="submit" aria-label="Track parcel">&#10148;</button></form><a href="/account/parcels">My parcels</a></header>
${crumbs ? `<nav aria-label="Breadcrumb" style="max-width:920px;margin:8px auto"><ol style="list-style:none;display:flex;gap:6px;padding:0">${crumbs.map(([h, t]) => (h ? `<li><a href="${h}">${esc(t)}</a> &rsaquo;</li>` : `<li aria-current="page">${esc(t)}</li>`)).join('')}</ol></nav>` : ''}
<main>${body}</main>
<footer><div><h4>Receiving</h4><ul><li><a href="/">Track a parcel</a></li><li><a href="/account/preferences">Delivery preferences</a></li><li><a href="/pickup">Find a pickup point</a></li></ul></div>
<div><h4>Sending</h4><ul><li><a href="/quote">Get a price</a></li><li><a href="/help/prohibited">Prohibited items</a></li><li><a href="/business">Business accounts</a></li></ul></div>
<div><h4>Help</h4><ul><li><a href="/help/claim">Report a problem</a></li><li><a href="/help/contact">Contact us</a></li><li><a href="/help/faq">FAQs</a></li></ul></div>
<div><h4>Swiftpost</h4><ul><li><a href="/about">About us</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy</a></li></ul><p>&copy; 2026 Swiftpost Ltd</p></div></footer></body></html>`;
  }

  function home() {
    return layout('Track your parcel', `<section class="box" style="background:#fff8d6"><h1>Track your parcel</h1><form action="/track" method="get"><input name="n" placeholder="Enter your tracking number" size="30"> <button type="submit">Track</button></form><p><small>Your tracking number starts with SP and is 12 characters long.</small></p></section>
<section class="box"><h2>Send a parcel from £3.85</h2><form action="/quote" method="get" style="display:flex;gap:10px;flex-wrap:wrap;align-items:end">
<div><label for="fp">From postcode</label><br><input id="fp" name="from" size="9"></div><div><label for="tp">To postcode</label><br><input id="tp" name="to" size="9"></div>
<div><label for="wt">Weight</label><br><select id="wt" name="weight">${WEIGHTS.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></div><button type="submit">Get prices</button></form></section>`);
  }

  function trackPage(n) {
    const p = PARCELS[n];
    if (!p) return layout('Tracking', `<h1>We can't find that parcel</h1><p>Check the tracking number <strong>${esc(n)}</strong> and try again.</p><form action="/track" method="get"><label>Tracking number <input name="n" value="${esc(n)}"></label> <button type="submit">Track</button></form>`, [['/', 'Home'], [null, 'Tracking']]);
    const changes = st.deliveryChanges.filter((c) => c.parcel === n);
    const last = changes[changes.length - 1];
    const change = p.changeable ? `<h2>Change your delivery</h2>
<div class="box"><h3>Leave it in a safe place</h3><form method="post" action="/track/${n}/change"><input type="hidden" name="type" value="safe-place"><fieldset><legend>Where should we leave it?</legend>${SAFE.map((s) => `<label style="display:block"><input type="radio" name="value" value="${s}"> ${s}</label>`).join('')}</fieldset><button type="submit">Save safe place</button></form></div>
<div class="box"><h3>Deliver to a neighbour</h3><form method="post" action="/track/${n}/change"><input type="hidden" name="type" value="neighbour"><label for="nb">Neighbour's house number or name</label> <input id="nb" name="value" size="12"> <button type="submit">Deliver to neighbour</button></form></div>
<div class="box"><h3>Deliver on another day</h3><form method="post" action="/track/${n}/change"><input type="hidden" name="type" value="redeliver"><select name="value" aria-label="Delivery day">${DAYS.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select> <button type="submit">Rearrange delivery</button></form></div>
<div class="box"><h3>Collect it from a pickup point</h3><p>Free, and you'll have 7 days to collect.</p><a href="/track/${n}/pickup">Choose a pickup point</a></div>
<div class="box"><h3>Get text updates</h3><form method="post" action="/track/${n}/sms"><input name="phone" type="tel" aria-label="Mobile number" placeholder="07..."> <button type="submit">Send me updates</button></form></div>` : `<p><a href="/track/${n}/proof" target="_blank" rel="noopener">View proof of delivery</a></p><p><a href="/help/claim?n=${n}">Report a problem with this parcel</a></p>`;
    return layout('Tracking ' + n, `<h1>Parcel ${n}</h1><p>From <strong>${esc(p.from)}</strong></p><div class="box"><p style="font-size:20px"><strong>${p.status}</strong></p><p>${p.eta}</p>${last ? `<p role="status">Delivery change saved: ${esc(last.type)} - ${esc(last.value)}</p>` : ''}</div>
${change}
<h2>Tracking history</h2><ol>${p.history.map(([t, e]) => `<li><time>${t}</time> - ${esc(e)}</li>`).join('')}</ol>`, [['/', 'Home'], [null, 'Tracking']]);
  }

  function pointsList(list, action, button, extra) {
    return `<ol>${list.map((pt) => `<li class="box"><h3 style="margin:0">${esc(pt.name)}</h3><p>${esc(pt.addr)}<br>Opening hours: ${pt.hours}</p>${pt.id === st.favouritePickup ? '<p><strong>Your favourite</strong></p>' : ''}<form method="post" action="${action}"><input type="hidden" name="point" value="${pt.id}">${extra}<button type="submit">${button}</button></form></li>`).join('')}</ol>`;
  }

  function quotePage(q) {
    const from = (q.get('from') || '').toUpperCase(), to = (q.get('to') || '').toUpperCase(), w = WEIGHTS.some((x) => x[0] === q.get('weight')) ? q.get('weight') : '0-1';
    const keep = `from=${encodeURIComponent(q.get('from') || '')}&amp;to=${encodeURIComponent(q.get('to') || '')}&amp;weight=${w}`;
    return layout('Send a parcel', `<h1>Send a parcel</h1><form method="get" action="/quote" class="box" style="display:flex;gap:10px;align-items:end">
<label>From <input name="from" size="9" value="${esc(q.get('from') || '')}"></label><label>To <input name="to" size="9" value="${esc(q.get('to') || '')}"></label>
<label>Weight <select name="weight">${WEIGHTS.map(([v, t]) => `<option value="${v}"${v === w ? ' selected' : ''}>${t}</option>`).join('')}</select></label><button type="submit">Update prices</button></form>
${from && to ? `<h2>Prices from ${esc(from)} to ${esc(to)}</h2><table><thead><tr><th>Service</th><th>Delivery</th><th>Price</th><th></th></tr></thead><tbody>${SERVICES.map(([id, name, time, base]) => `<tr><td>${name}</td><td>${time}</td><td>£${(base * weightFactor(w)).toFixed(2)}</td><td>${id === 'sameday' ? '<button type="button" disabled>Unavailable</button>' : `<a href="/send?service=${id}&amp;${keep}">Select</a>`}</td></tr>`).join('')}</tbody></table>` : '<p>Enter both postcodes to see prices.</p>'}`, [['/', 'Home'], [null, 'Send a parcel']]);
  }

  function sendPage(q) {
    const s = SERVICES.find((x) => x[0] === q.get('service')) || SERVICES[1];
    const w = q.get('weight') || '0-1';
    return layout('Parcel details', `<h1>Parcel details</h1><p>${s[1]} (${s[2]}) &middot; ${esc(WEIGHTS.find((x) => x[0] === w)?.[1] || '')} &middot; <strong>£${(s[3] * weightFactor(w)).toFixed(2)}</strong> <a href="/quote?from=${encodeURIComponent(q.get('from') || '')}&amp;to=${encodeURIComponent(q.get('to') || '')}&amp;weight=${esc(w)}">Change service</a></p>
<form method="post" action="/send"><input type="hidden" name="service" value="${s[0]}"><input type="hidden" name="from" value="${esc(q.get('from') || '')}"><input type="hidden" name="weight" value="${esc(w)}">
<fieldset><legend>Your details</legend><p><label for="sn">Your name</label><br><input id="sn" name="senderName"></p><p><label for="se">Your email</label><br><input id="se" name="senderEmail" type="email"></p></fieldset>
<fieldset><legend>Who's it going to?</legend><p><input name="recipientName" placeholder="Full name"></p><p><input name="address" placeholder="Address line 1"></p><p><input name="town" placeholder="Town or city"></p><p><input name="postcode" placeholder="Postcode" value="${esc(q.get('to') || '')}"></p></fieldset>
<h3>What's in the parcel?</h3><p><select name="contents" aria-label="Contents"><option value="">Choose one</option>${['Documents', 'Clothing', 'Books', 'Electronics', 'Gifts', 'Other'].map((c) => `<option>${c}</option>`).join('')}</select></p>
<p><label>Value of contents (£) <input name="value" size="6"></label></p>
<p><label><input type="checkbox" name="signature" value="1"> Signature on delivery (+£1.50)</label></p>
<p><button type="submit">Pay and print label</button></p></form>`, [['/', 'Home'], ['/quote', 'Send a parcel'], [null, 'Details']]);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://x');
    const path = u.pathname, q = u.searchParams, f = new URLSearchParams(body || '');
    const page = (html) => { const query = {}; for (const [k, v] of q) query[k] = k in query ? query[k] + ',' + v : v; st.page = { path, query }; return { html }; };
    let m;
    if (method === 'GET') {
      if (path === '/') return page(home());
      if (path === '/track') return page(trackPage((q.get('n') || '').trim().toUpperCase()));
      if ((m = path.match(/^\/track\/(\w+)\/proof$/)) && PARCELS[m[1]]) { st.podViews += 1; return { html: `<!doctype html><html><head><title>Proof of delivery</title></head><body><h1>Proof of delivery - ${m[1]}</h1><p>${PARCELS[m[1]].eta}</p><p>Left at: Front porch</p></body></html>` }; }
      if ((m = path.match(/^\/track\/(\w+)\/pickup$/)) && PARCELS[m[1]]?.changeable) return page(layout('Choose a pickup point', `<h1>Choose a pickup point</h1><p>Pickup points near your delivery address (BS1):</p>${pointsList(POINTS.filter((p) => p.area === 'BS1'), `/track/${m[1]}/change`, 'Select', '<input type="hidden" name="type" value="pickup">')}`, [['/', 'Home'], [`/track?n=${m[1]}`, 'Tracking'], [null, 'Pickup point']]));
      if (path === '/quote') return page(quotePage(q));
      if (path === '/send') return page(sendPage(q));
      if ((m = path.match(/^\/send\/done\/([\w-]+)$/))) { const s = st.shipments.find((x) => x.id === m[1]); if (s) return page(layout('Label ready', `<h1>Your label is ready</h1><p>Tracking number <strong>${s.id}</strong></p><p>Print the label and drop the parcel at any pickup point.</p>`)); }
      if (path === '/pickup') {
        const pc = (q.get('postcode') || '').trim().toUpperCase();
        const list = pc ? POINTS.filter((p) => pc.startsWith(p.area)) : [];
        return page(layout('Pickup points', `<h1>Find a pickup point</h1><form method="get" action="/pickup"><label for="pc">Postcode</label> <input id="pc" name="postcode" value="${esc(q.get('postcode') || '')}"> <button type="submit">Search</button></form>
${pc ? (list.length ? `<p>${list.length} pickup points near ${esc(pc)}</p>${pointsList(list, '/pickup/favourite', 'Set as favourite', `<input type="hidden" name="back" value="/pickup?postcode=${encodeURIComponent(q.get('postcode'))}">`)}` : '<p>No pickup points found.</p>') : ''}`, [['/', 'Home'], [null, 'Pickup points']]));
      }
      if (path === '/account/parcels') {
        const tab = q.get('tab') === 'sent' ? 'sent' : 'incoming';
        const rows = tab === 'incoming' ? Object.entries(PARCELS).map(([n, p]) => [n, p.from, p.status]) : [['SP7700112233', 'To: Finn Kerr', 'Delivered'], ['SP7700445566', 'To: Ama Mensah', 'In transit'], ...st.shipments.map((s) => [s.id, 'To: ' + s.recipientName, 'Label created'])];
        return page(layout('My parcels', `<h1>My parcels</h1><nav aria-label="Parcel lists"><a href="/account/parcels"${tab === 'incoming' ? ' aria-current="page"' : ''}>Incoming</a> | <a href="/account/parcels?tab=sent"${tab === 'sent' ? ' aria-current="page"' : ''}>Sent</a></nav>
<table><thead><tr><th>Tracking number</th><th>${tab === 'incoming' ? 'From' : 'Recipient'}</th><th>Status</th><th></th></tr></thead><tbody>${rows.map(([n, who, s]) => `<tr><td>${n}</td><td>${esc(who)}</td><td>${s}</td><td><a href="/track?n=${n}">Track</a></td></tr>`).join('')}</tbody></table>`, [['/', 'Home'], [null, 'My parcels']]));
      }
      if (path === '/account/preferences') return page(layout('Delivery preferences', `<h1>Your account</h1><form method="post" action="/account/preferences">
<h2>Delivery preferences</h2><p>When you're not in, we'll:</p>${PREFS.map(([v, t]) => `<label style="display:block"><input type="radio" name="default" value="${v}"${st.prefs.default === v ? ' checked' : ''}> ${t}</label>`).join('')}
<h2>Notifications</h2>${NOTES.map(([v, t]) => `<div><input type="checkbox" id="n-${v}" name="notify" value="${v}"${st.prefs.notify.includes(v) ? ' checked' : ''}> <label for="n-${v}">${t}</label></div>`).join('')}
<p><button type="submit">Save preferences</button></p></form>`, [['/', 'Home'], ['/account/parcels', 'Account'], [null, 'Delivery preferences']]));
      if (path === '/help/claim') return page(layout('Report a problem', `<h1>Report a problem with a parcel</h1><form method="post" action="/help/claim">
<p><label for="cn">Tracking number</label><br><input id="cn" name="parcel" value="${esc(q.get('n') || '')}"></p>
<fieldset><legend>What's wrong?</legend>${[['damaged', 'It arrived damaged'], ['missing', "It says delivered but I don't have it"], ['late', "It's late"], ['other', 'Something else']].map(([v, t]) => `<label style="display:block"><input type="radio" name="problem" value="${v}"> ${t}</label>`).join('')}</fieldset>
<p><label for="cd">Tell us more</label><br><textarea id="cd" name="details" rows="3" cols="50"></textarea></p><p><button type="submit">Submit claim</button></p></form>`, [['/', 'Home'], ['/help', 'Help'], [null, 'Report a problem']]));
      if ((m = path.match(/^\/help\/claim\/(\w+)$/))) { const c = st.claims.find((x) => x.id === m[1]); if (c) return page(layout('Claim received', `<h1>We've got your claim</h1><p>Claim reference ${c.id}</p>`)); }
      if (/^\/(help|business|about|careers|privacy)(\/[\w-]+)?$/.test(path)) return page(layout('Help', `<h1>${esc(path.split('/').pop() || 'help')}</h1><p>Information page.</p><ul><li><a href="/help/contact">Contact us</a></li><li><a href="/help/claim">Report a problem</a></li></ul>`));
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    if ((m = path.match(/^\/track\/(\w+)\/change$/)) && PARCELS[m[1]]?.changeable) {
      const type = f.get('type'); const value = (type === 'pickup' ? f.get('point') : f.get('value') || '').trim();
      if (['safe-place', 'neighbour', 'redeliver', 'pickup'].includes(type) && value) st.deliveryChanges.push({ parcel: m[1], type, value });
      return { redirect: '/track?n=' + m[1] };
    }
    if ((m = path.match(/^\/track\/(\w+)\/sms$/)) && PARCELS[m[1]]) { const phone = (f.get('phone') || '').trim(); if (phone) st.smsUpdates.push({ parcel: m[1], phone }); return { redirect: '/track?n=' + m[1] }; }
    if (path === '/pickup/favourite') { if (POINTS.some((p) => p.id === f.get('point'))) st.favouritePickup = f.get('point'); const back = f.get('back') || '/pickup'; return { redirect: back.startsWith('/') ? back : '/pickup' }; }
    if (path === '/send') {
      const s = { id: 'SP' + (9100000001 + st.shipments.length), service: f.get('service') || 'standard', from: (f.get('from') || '').toUpperCase(), weight: f.get('weight') || '0-1', senderName: (f.get('senderName') || '').trim(), senderEmail: (f.get('senderEmail') || '').trim(), recipientName: (f.get('recipientName') || '').trim(), address: (f.get('address') || '').trim(), town: (f.get('town') || '').trim(), postcode: (f.get('postcode') || '').trim().toUpperCase(), contents: f.get('contents') || '', value: (f.get('value') || '').replace(/[£\s]/g, ''), signature: f.get('signature') === '1' };
      if (!s.senderName || !s.recipientName || !s.address || !s.postcode || !s.contents) return { status: 200, html: layout('Parcel details', '<h1>Some details are missing</h1><p role="alert">Fill in your name, the recipient, their address and postcode, and the contents.</p>') };
      st.shipments.push(s); return { redirect: '/send/done/' + s.id };
    }
    if (path === '/account/preferences') { st.prefs = { default: f.get('default') || 'none', notify: NOTES.map(([v]) => v).filter((v) => f.getAll('notify').includes(v)) }; return { redirect: '/account/preferences' }; }
    if (path === '/help/claim') {
      const c = { id: 'CL' + (3301 + st.claims.length), parcel: (f.get('parcel') || '').trim().toUpperCase(), problem: f.get('problem') || '', details: (f.get('details') || '').trim() };
      if (!c.parcel || !c.problem) return { status: 200, html: layout('Report a problem', '<h1>Please check the form</h1><p role="alert">Enter the tracking number and choose what went wrong.</p>') };
      st.claims.push(c); return { redirect: '/help/claim/' + c.id };
    }
    return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
  }

  return { handle, state: () => clone(st), restore: (s) => { st = clone(s); }, reset: () => { st = initial(); } };
}
