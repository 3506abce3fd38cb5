// The shared page frame: a header with its own Notifications bell, and the settings menu on the left.
document.body.insertAdjacentHTML('afterbegin', `
<header style="display:flex;justify-content:space-between;padding:8px;border-bottom:1px solid #ccc">
  <strong>Acme Cloud</strong>
  <nav aria-label="Account"><a href="/acme/inbox.html">Notifications</a> · <a href="/acme/index.html">Sign out</a></nav>
</header>
<div style="display:flex">
<nav aria-label="Settings menu" style="width:180px;padding:8px;border-right:1px solid #ccc">
  <ul style="list-style:none;padding:0">
    <li><a href="/acme/profile.html">Profile</a></li>
    <li><a href="/acme/notifications.html">Notifications</a></li>
    <li><a href="/acme/privacy.html">Privacy</a></li>
    <li><a href="/acme/export.html">Export</a></li>
  </ul>
</nav>
<main id="content" style="padding:8px;flex:1"></main>
</div>`);
const content = document.getElementById('content');
for (const n of [...document.body.children]) if (n.tagName === 'SECTION') content.appendChild(n);
