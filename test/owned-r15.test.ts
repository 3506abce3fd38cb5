/**
 * Round 15: a task about the user's own record ("my phone number", "my membership") started on a
 * home page that holds a public form, done on the user's own pages (src/parser/owned.ts,
 * src/runtime/sections.ts `owned`, src/runtime/russ.ts `seekFor`). Our own site, "Pinecrest Swim &
 * Fitness" (test/sites/owned/club): a free-visit form on the home page, "My membership" in a hidden
 * ☰ panel, the member page's own action links. Real Chromium, the real parser and grounding.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageFromHtml } from '../src/page/index.js';
import { changesOwned, ownedWords, withoutOwnedAdjunct } from '../src/parser/owned.js';
import { readTaskOnPage } from '../src/parser/task-reading.js';
import { rankSections } from '../src/runtime/sections.js';
import { defaultWordVectors } from '../src/word-vectors.js';
import { hasChromium, withServedSite } from './browser.js';
import { ROOT } from './helpers.js';
import type { Russ } from '../src/runtime/russ.js';
import type { PlaywrightAdapter } from '../src/adapters/playwright.js';

const SITE = pathToFileURL(join(ROOT, 'test/sites/owned/club/server.mjs')).href;

describe('what a clause says is the user\'s own', () => {
  it('the words after "my", up to a preposition, a verb or a possessive', () => {
    expect(ownedWords('Set my mobile number to 07000 999888')).toEqual(['mobile', 'number']);
    expect(ownedWords("Move my lesson's start time to noon")).toEqual(['lesson']);
    expect(ownedWords('Freeze my gym membership for a month because I am away')).toEqual(['gym', 'membership']);
    expect(ownedWords('Book a table for two at 7 pm')).toEqual([]);
    expect(ownedWords('Tell your friend about the offer')).toEqual([]);
    // Quoted text is a value or a control's words, not the user's.
    expect(ownedWords('Tick "Keep my number" and save')).toEqual([]);
  });

  it('a clause that changes the record; the record\'s adjunct dropped where the page does not name it; a colon before a quoted value', () => {
    expect(changesOwned('Please update my e-mail address to a@b.example')).toEqual(['e-mail', 'address']);
    expect(changesOwned('Give 0161 496 0000 as my landline')).toEqual([]);
    const page = new Set(['your', 'message', 'send', 'pending']);
    expect(withoutOwnedAdjunct('Add bike storage to my flat, please.', page)).toBe('Add bike storage, please.');
    expect(withoutOwnedAdjunct('Change the time of my lesson to 10 am.', page)).toBe('Change the time to 10 am.');
    // A record the page names, and "my" as the object, stay.
    expect(withoutOwnedAdjunct('Send a reminder for my pending request.', page)).toBe('Send a reminder for my pending request.');
    expect(withoutOwnedAdjunct('Cancel my lesson.', page)).toBe('Cancel my lesson.');
    const form = { controls: [{ label: 'Your message', kind: 'text' as const, form: 0, submit: 'Send' }], buttons: ['Send'], links: ['Home', 'My lessons'] };
    const read = readTaskOnPage({ text: 'Leave a message on my lesson: "Running late today".', last: true }, form);
    expect(read?.map((p) => [p.action.name, (p.action as { text?: { value?: string } }).text?.value])).toEqual([['enter', 'Running late today']]);
  });

  it('the links to the user\'s own pages: "My …"/"Your …" or an account or profile, hidden ones too; never a log-out', async () => {
    const vectors = await defaultWordVectors();
    const html = `<html><body><header><nav><a href="/shop">Shop</a> <a href="/me/profile-page">Settings</a></nav><div hidden><a href="/orders">Your orders</a> <a href="/account">Members area</a> <a href="/logout">Log out of my account</a></div></header><main><a href="/blog">My favourite recipes blog</a></main></body></html>`;
    const page = { ...pageFromHtml(html), url: 'http://127.0.0.1:5000/' };
    const own = rankSections(page, ['orders'], vectors, undefined, new Set(), false, false, true).map((l) => new URL(l.url).pathname);
    expect(own[0]).toBe('/orders');
    expect(own).toEqual(expect.arrayContaining(['/orders', '/account', '/me/profile-page']));
    expect(own).not.toContain('/shop');
    expect(own).not.toContain('/logout');
  });
});

/** Our club site served on 127.0.0.1, a Russ on it, the browser on its home page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the site's state is plain JSON checked field by field
type ClubSite = Omit<Parameters<typeof withServedSite>[0], 'state'> & { state(): any; reset(): void };
async function onClubHome(
  fn: (ctx: { site: ClubSite; createSite: () => ClubSite; adapter: PlaywrightAdapter; origin: string; russ: Russ }) => Promise<void>,
): Promise<void> {
  const { createSite } = (await import(SITE)) as { createSite: () => ClubSite };
  const site = createSite();
  await withServedSite(site, async ({ adapter, origin }) => {
    const { Russ } = await import('../src/runtime/russ.js');
    const russ = new Russ({ adapter, timeout: 15_000 });
    await adapter.goto(`${origin}/`);
    await fn({ site, createSite, adapter, origin, russ });
  });
}

describe.runIf(hasChromium)('tasks about the user\'s own record, from a home page with a public form (real Chromium)', () => {
  it('"my mobile number" is changed on the member\'s contact page (two links away, the first in a hidden panel) and saved; the home page\'s forms stay unsent', async () => {
    await onClubHome(async ({ site, russ }) => {
      const trace = await russ.run('Change my mobile number to 07000 999888.');
      const gotos = trace.filter((e) => e.action === 'goto');
      expect(gotos.map((e) => new URL(String(e.value)).pathname)).toEqual(['/member', '/member/contact']);
      expect(gotos[1]!.reason).toMatch(/your mobile number/);
      const s = site.state();
      expect(s.member.phone).toBe('07000 999888');
      expect(s.member.email).toBe('rowan@example.org');
      expect(s.trials).toEqual([]);
      expect(s.newsletter).toEqual([]);
      expect(s.page.path).toBe('/member');
    });
  }, 240_000);

  it('a change to "my home club" is made on the member\'s club page and saved; "update my email address" goes there before the home page\'s e-mail box can take it; a value for a field of no page of the user\'s stays unsent', async () => {
    await onClubHome(async ({ site, createSite, adapter, origin, russ }) => {
      const club = await russ.run('Change my home club to Northgate.');
      expect(club.filter((e) => e.action === 'goto').map((e) => new URL(String(e.value)).pathname)).toEqual(['/member', '/member/club']);
      expect(site.state().member.club).toBe('northgate');

      site.reset();
      await adapter.goto(`${origin}/`);
      const email = await russ.run('Update my email address to rowan.e@example.net.');
      expect(email.filter((e) => e.action === 'goto').map((e) => new URL(String(e.value)).pathname)).toEqual(['/member', '/member/contact']);
      let s = site.state();
      expect(s.member.email).toBe('rowan.e@example.net');
      expect(s.member.phone).toBe('07000 111222');
      expect(s.newsletter).toEqual([]);
      expect(s.trials).toEqual([]);

      // On the user's own page already: no search, the field there takes it.
      site.reset();
      await adapter.goto(`${origin}/member/contact`);
      const here = await russ.run('Update my email address to r.ellery@example.net and save.');
      expect(here.some((e) => e.action === 'goto')).toBe(false);
      expect(site.state().member.email).toBe('r.ellery@example.net');

      // Nothing of the user's holds a locker code: the run fails unsure, nothing is sent, the browser is back on the home page.
      site.reset();
      await adapter.goto(`${origin}/`);
      const err = await russ.run('Change my locker code to 4455.').then(() => undefined, (e: { code?: string }) => e);
      expect(err?.code).toMatch(/^E_/);
      s = site.state();
      expect(s.member).toEqual(createSite().state().member);
      expect(s.trials).toEqual([]);
      expect(s.newsletter).toEqual([]);
    });
  }, 300_000);
});
