/**
 * Selector healing on page variants, in Chromium through the Playwright adapter: a step recorded
 * on the original page keeps working when class names and ids change, elements move, or text is
 * lightly reworded — and a removed element gives "not found", not a wrong element.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PlaywrightAdapter } from '../src/adapters/index.js';
import { fingerprintOf, ground, heal, healAll, recordStep, resolveSelector, FINGERPRINT_FEATURES, type RecordedStep } from '../src/grounding/index.js';
import { features, pageCounts, withCopies, xpathOf } from '../src/grounding/fingerprint.js';
import type { PageElement, PageModel } from '../src/page/types.js';
import { HealError, DEFAULT_HEAL_MIN_CONFIDENCE } from '../src/grounding/heal.js';
import { hasChromium, launchPlaywright, serveDir, type TestServer } from './browser.js';
import { ROOT } from './helpers.js';
import { join } from 'node:path';

const layout = (nav: string, form: string): string => `<!doctype html><html><head><title>Acme account</title>
<style>body{font-family:sans-serif;margin:0} header{display:flex;justify-content:space-between;padding:12px;background:#eee} form{padding:24px;display:flex;flex-direction:column;gap:8px;width:320px}</style></head>
<body><header><a href="/">Acme</a><nav>${nav}</nav></header><main><h2>Your account</h2>${form}</main></body></html>`;

const VARIANTS: Record<string, string> = {
  original: layout(
    `<a id="help-link" class="nav-item" href="/help">Help</a> <button id="signin" class="btn primary">Sign in</button>`,
    `<form><label for="email">Email</label><input id="email" class="field"><label for="pw">Password</label><input id="pw" type="password" class="field">
     <a id="forgot" class="small-link" href="/forgot">Forgot your password?</a><button id="login" class="btn" type="submit">Log in</button>
     <label><input type="checkbox" id="remember"> Remember me</label></form>`,
  ),
  // Every class and id renamed (generated-looking), same content.
  renamed: layout(
    `<a id="x9f3a1" class="css-1q2w3e" href="/help">Help</a> <button id="b77c02" class="css-9z8y7x">Sign in</button>`,
    `<form><label for="f1a">Email</label><input id="f1a" class="css-aa11"><label for="f2b">Password</label><input id="f2b" type="password" class="css-bb22">
     <a id="l3c" class="css-cc33" href="/forgot">Forgot your password?</a><button id="s4d" class="css-dd44" type="submit">Log in</button>
     <label><input type="checkbox" id="c5e"> Remember me</label></form>`,
  ),
  // The same elements in another order.
  reordered: layout(
    `<button id="signin" class="btn primary">Sign in</button> <a id="help-link" class="nav-item" href="/help">Help</a>`,
    `<form><a id="forgot" class="small-link" href="/forgot">Forgot your password?</a><label><input type="checkbox" id="remember"> Remember me</label>
     <button id="login" class="btn" type="submit">Log in</button><label for="pw">Password</label><input id="pw" type="password" class="field">
     <label for="email">Email</label><input id="email" class="field"></form>`,
  ),
  // Light rewording, and ids changed so the old selectors cannot simply match.
  reworded: layout(
    `<a id="help2" href="/help">Help center</a> <button id="signin2">Sign in now</button>`,
    `<form><label for="email2">Email address</label><input id="email2"><label for="pw2">Your password</label><input id="pw2" type="password">
     <a id="forgot2" href="/forgot">Forgot password?</a><button id="login2" type="submit">Log in</button>
     <label><input type="checkbox" id="remember2"> Remember me on this device</label></form>`,
  ),
  // "Forgot your password?" removed.
  removed: layout(
    `<a id="help-link" class="nav-item" href="/help">Help</a> <button id="signin" class="btn primary">Sign in</button>`,
    `<form><label for="email">Email</label><input id="email" class="field"><label for="pw">Password</label><input id="pw" type="password" class="field">
     <button id="login" class="btn" type="submit">Log in</button><label><input type="checkbox" id="remember"> Remember me</label></form>`,
  ),
};

// A site whose menu is repeated (header, closed mobile drawer, footer) with textless icon links,
// and a new version of it: a cookie banner before the header (every XPath's prefix shifts), class
// names regenerated, and the header menu gaining an item before "Pricing" (the items after it move
// one place). The same link texts name two widgets; only structure tells the copies apart.
const menuSite = (banner: boolean, cls: (c: string) => string, extra: string): string => `<!doctype html><html><head><title>Acme</title>
<style>body{margin:0;font-family:sans-serif} header,footer{display:flex;gap:16px;padding:12px} ul{display:flex;gap:12px;list-style:none;margin:0;padding:0} .drawer{display:none} svg{width:16px;height:16px}</style></head>
<body>${banner ? '<div class="cookie-banner">We use cookies. <button>OK</button></div>' : ''}
<header class="${cls('site-header')}"><a class="${cls('logo')}" href="/"><svg viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg></a>
<nav><ul class="${cls('menu')}">${extra}<li><a class="${cls('menu-link')}" href="/features">Features</a></li><li><a class="${cls('menu-link')}" href="/pricing">Pricing</a></li><li><a class="${cls('menu-link')}" href="/docs">Docs</a></li></ul></nav>
<a class="${cls('social')}" href="https://social.example/acme"><svg viewBox="0 0 16 16"><rect width="16" height="16"/></svg></a></header>
<div class="drawer"><ul class="${cls('drawer-menu')}"><li><a href="/features">Features</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/docs">Docs</a></li></ul></div>
<main><h1>Build faster with Acme</h1><p>Everything your team needs.</p><a class="${cls('cta')}" href="/signup">Start free</a></main>
<footer class="${cls('site-footer')}"><ul class="${cls('footer-menu')}"><li><a href="/features">Features</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/docs">Docs</a></li></ul>
<a class="${cls('social')}" href="https://social.example/acme"><svg viewBox="0 0 16 16"><rect width="16" height="16"/></svg></a></footer></body></html>`;
VARIANTS['menus'] = menuSite(false, (c) => c, '');
VARIANTS['menus-changed'] = menuSite(true, (c) => `css-${c.length.toString(36)}${c.charCodeAt(0).toString(36)}`, '<li><a class="css-new" href="/customers">Customers</a></li>');
// The header menu gaining a second, identical "Pricing" link before the first: text, href and class
// agree, the neighbours do not.
VARIANTS['menus-twice'] = menuSite(false, (c) => c, '<li><a class="menu-link" href="/pricing">Pricing</a></li>');

// A block repeated down a form (one row per word, the same "Remove" button and "[optional]" note in
// each) and a new version with a row inserted at the top and class names regenerated: every row
// after it moves one place, so the recorded XPath now names the row above. Only the word beside
// the button, rare on the page, tells the copies apart; "Remove" above and below is everywhere.
const rowsSite = (words: string[], cls: string): string => `<!doctype html><html><head><title>Words</title>
<style>body{margin:0;font-family:sans-serif} .${cls}{display:flex;gap:24px;padding:6px 12px} .${cls} b{width:120px}</style></head>
<body><form>${words.map((w) => `<div class="${cls}"><b>${w}</b><button type="button">Remove</button><span>[optional]</span></div>`).join('')}</form></body></html>`;
VARIANTS['rows'] = rowsSite(['apple', 'river', 'candle', 'stone'], 'row');
VARIANTS['rows-changed'] = rowsSite(['lemon', 'apple', 'river', 'candle', 'stone'], 'css-r7');

// The steps a PBD tool recorded on the original page, as ThingTalk.
const STEPS = {
  signIn: '@retrieve(description="sign in", location=top_right) => @click(element=id)',
  forgot: '@retrieve(description="forgot your password?") => @click(element=id)',
  email: '@retrieve(description="email", type=input) => @enter(text="email", element=id)',
  remember: '@retrieve(description="remember me", type=checkbox) => @check(element=id)',
};

describe.runIf(hasChromium)('selector healing (Chromium, Playwright adapter)', () => {
  let browser: Browser;
  let server: TestServer;
  let page: Page;
  const recorded: Record<string, RecordedStep> = {};

  async function capture(variant: string) {
    await page.goto(`${server.base}/${variant}.html`);
    return new PlaywrightAdapter(page).capture();
  }

  beforeAll(async () => {
    server = await serveDir(join(ROOT, 'test/sites'), (req, res) => {
      const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1).replace(/\.html$/, '');
      const html = VARIANTS[name];
      if (!html) return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return true;
    });
    browser = await launchPlaywright();
    page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    const original = await capture('original');
    for (const [key, thingtalk] of Object.entries(STEPS)) {
      const result = await ground(thingtalk, original);
      recorded[key] = { ...recordStep(result), thingtalk };
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('records stable, human-readable selectors', () => {
    expect(recorded.signIn!.selector).toBe('role=button[name="Sign in"]');
    expect(recorded.forgot!.selector).toBe('role=link[name="Forgot your password?"]');
    for (const step of Object.values(recorded)) expect(step.selector).not.toMatch(/nth=/);
  });

  it('keeps the selector on the unchanged page', async () => {
    const p = await capture('original');
    for (const step of Object.values(recorded)) {
      const r = await heal(step, p);
      expect(r.status, r.reason).toBe('ok');
      expect(r.selector).toBe(step.selector);
    }
  });

  it.each([
    ['renamed', { signIn: 'Sign in', forgot: 'Forgot your password?', email: 'Email', remember: 'Remember me' }],
    ['reordered', { signIn: 'Sign in', forgot: 'Forgot your password?', email: 'Email', remember: 'Remember me' }],
    ['reworded', { signIn: 'Sign in now', forgot: 'Forgot password?', email: 'Email address', remember: 'Remember me on this device' }],
  ] as const)('finds every element on the %s page', async (variant, expected) => {
    const p = await capture(variant);
    for (const [key, name] of Object.entries(expected)) {
      const r = await heal(recorded[key]!, p);
      expect(['ok', 'healed'], `${key}: ${r.reason}`).toContain(r.status);
      expect(r.element!.name, `${key}: ${r.reason}`).toBe(name);
      // The selector it returns finds that element on this page, and only it.
      const found = resolveSelector(r.selector!, p);
      expect(found.map((e) => e.index), key).toEqual([r.target!.index]);
      // Role+name selectors survive renamed ids and classes and reordering; rewording breaks them.
      expect(r.status, key).toBe(variant === 'reworded' ? 'healed' : 'ok');
    }
  });

  it('says "not found" for a removed element instead of returning another one', async () => {
    const p = await capture('removed');
    const r = await heal(recorded.forgot!, p);
    expect(r.status, r.reason).toBe('not_found');
    expect(r.element).toBeUndefined();
    expect(r.reason).toMatch(/matches nothing/);
    // The other steps still work on that page.
    expect((await heal(recorded.signIn!, p)).status).toBe('ok');
  });

  describe('fingerprinted steps', () => {
    const fingerprinted: Record<string, RecordedStep> = {};
    beforeAll(async () => {
      const original = await capture('original');
      for (const [key, thingtalk] of Object.entries(STEPS)) {
        // Stored as JSON by the PBD tool, read back at replay.
        fingerprinted[key] = JSON.parse(JSON.stringify(recordStep(await ground(thingtalk, original), original, thingtalk))) as RecordedStep;
      }
    });

    it('records a plain, versioned fingerprint', () => {
      const fp = fingerprinted.forgot!.fingerprint!;
      expect(fp).toMatchObject({ version: 1, tag: 'a', id: 'forgot', classes: 'small-link', href: '/forgot', text: 'Forgot your password?', role: 'link', copies: 1 });
      expect(fp.xpath).toMatch(/^\/html\[1\]\/body\[1\]\/.*a\[\d+\]$/);
      expect(fp.box!.width).toBeGreaterThan(0);
      expect(fp.neighbors!.above ?? fp.neighbors!.left).toBeTruthy();
      expect(fp.description).toContain('forgot your password?');
    });

    it('keeps every step on the unchanged page with high confidence', async () => {
      const p = await capture('original');
      for (const [key, step] of Object.entries(fingerprinted)) {
        const r = await heal(step, p);
        expect(r.status, `${key}: ${r.reason}`).toBe('ok');
        expect(r.confidence!, key).toBeGreaterThanOrEqual(DEFAULT_HEAL_MIN_CONFIDENCE);
      }
    });

    it.each(['renamed', 'reordered', 'reworded'])('on the %s page, returns the same widget or "not found", never another', async (variant) => {
      const p = await capture(variant);
      const original = await capture('original');
      let found = 0;
      for (const [key, step] of Object.entries(fingerprinted)) {
        const r = await heal(step, p, { minConfidence: 0.5 });
        if (r.status === 'not_found') continue;
        // At the default threshold (with the description as a second opinion) it is the same element or none.
        const strict = await heal(step, p);
        if (strict.status !== 'not_found') expect(strict.element!.index, `${key}: ${strict.reason}`).toBe(r.element!.index);
        else expect(strict.element).toBeUndefined();
        found++;
        const before = resolveSelector(step.selector, original)[0]!;
        // Same widget: same role, and the same place in the form's order of controls.
        expect(r.element!.role, `${key}: ${r.reason}`).toBe(before.role);
        expect(resolveSelector(r.selector!, p).map((e) => e.index), key).toEqual([r.element!.index]);
      }
      expect(found).toBeGreaterThanOrEqual(3);
    });

    it('says "not found" for the removed element', async () => {
      const p = await capture('removed');
      const r = await heal(fingerprinted.forgot!, p);
      expect(r.status, r.reason).toBe('not_found');
      expect(r.confidence!).toBeLessThan(DEFAULT_HEAL_MIN_CONFIDENCE);
      expect((await heal(fingerprinted.signIn!, p)).status).toBe('ok');
    });

    it('refuses a fingerprint of another version', async () => {
      const p = await capture('original');
      await expect(heal({ selector: '', fingerprint: { version: 9, tag: 'a' } as never }, p)).rejects.toBeInstanceOf(HealError);
    });
  });

  describe('repeated menus, shifted lists and textless links (fingerprints)', () => {
    // Landmark of an element: the innermost header / footer / main it sits in.
    const landmarkOf = (p: PageModel, e: PageElement): string => {
      for (let cur: PageElement | undefined = e; cur; cur = cur.parent !== undefined ? p.elements[cur.parent] : undefined) {
        if (['header', 'footer', 'main'].includes(cur.tag)) return cur.tag;
      }
      return 'body';
    };
    const widget = (p: PageModel, tag: string, landmark: string, text: string, href?: string): PageElement => {
      const e = p.elements.find((x) => x.tag === tag && landmarkOf(p, x) === landmark && (x.text ?? '') === text && (!href || x.attributes.href === href));
      if (!e) throw new Error(`no ${tag} "${text}" in ${landmark}`);
      return e;
    };
    const TARGETS: Array<[string, string, string, string?]> = [
      ['a', 'header', 'Pricing'],
      ['a', 'footer', 'Pricing'],
      ['a', 'header', 'Docs'],
      ['a', 'footer', 'Features'],
      ['a', 'header', '', '/'],
      ['a', 'header', '', 'https://social.example/acme'],
      ['a', 'footer', '', 'https://social.example/acme'],
      ['a', 'main', 'Start free'],
    ];

    it('relocates each widget to its own copy, or says "not found" — never the other copy', async () => {
      const before = await capture('menus');
      const after = await capture('menus-changed');
      let found = 0;
      for (const [tag, landmark, text, href] of TARGETS) {
        const el = widget(before, tag, landmark, text, href);
        const step = JSON.parse(JSON.stringify({ selector: '', fingerprint: fingerprintOf(before, el) })) as RecordedStep;
        const r = await heal(step, after);
        const label = `${landmark} ${text || href}: ${r.reason}`;
        if (r.status === 'not_found') {
          expect(r.confidence!, label).toBeLessThan(DEFAULT_HEAL_MIN_CONFIDENCE);
          continue;
        }
        found++;
        const got = r.element!;
        expect(landmarkOf(after, got), label).toBe(landmark);
        expect(got.tag, label).toBe(tag);
        expect(got.text ?? '', label).toBe(text);
        if (href) expect(got.attributes.href, label).toBe(href);
      }
      // Measured: all 8 relocated (the 0.2 model: 6, the header's "Pricing" and "Docs" not found).
      expect(found).toBeGreaterThanOrEqual(7);
    });

    it('tells the recorded link from an identical copy inserted before it by its neighbours', async () => {
      const before = await capture('menus');
      const after = await capture('menus-twice');
      // Both header links read "Pricing", go to /pricing and share the class; only the recorded one
      // still sits between "Features" and "Docs". Main's model (margin only) said not found, 0.87.
      const r = await heal({ selector: '', fingerprint: fingerprintOf(before, widget(before, 'a', 'header', 'Pricing')) }, after);
      expect(r.status, r.reason).toBe('healed');
      expect(landmarkOf(after, r.element!)).toBe('header');
      expect(fingerprintOf(after, r.element!).neighbors).toMatchObject({ left: 'Features', right: 'Docs' });
      // The footer's copy, which the change did not touch, stays the footer's.
      const footer = await heal({ selector: '', fingerprint: fingerprintOf(before, widget(before, 'a', 'footer', 'Pricing')) }, after);
      expect(footer.status, footer.reason).not.toBe('not_found');
      expect(landmarkOf(after, footer.element!)).toBe('footer');
    });
  });

  it('tells repeated rows apart by the neighbour text that is rare on the page (rareNeighbor)', async () => {
    const before = await capture('rows');
    const after = await capture('rows-changed');
    const buttonBeside = (p: PageModel, word: string): PageElement => {
      const b = p.elements.find((e) => e.tag === 'b' && e.text === word)!;
      return p.elements[p.elements[b.parent!]!.children.find((c) => p.elements[c]!.tag === 'button')!]!;
    };
    const fp = fingerprintOf(before, buttonBeside(before, 'river'));
    expect(fp.neighbors?.left).toBe('river');
    const right = fingerprintOf(after, buttonBeside(after, 'river'));
    const atOldXpath = fingerprintOf(after, after.elements.find((e) => e.xpath === fp.xpath || xpathOf(after, e) === fp.xpath)!);
    expect(atOldXpath.neighbors?.left).toBe('apple');
    const k = FINGERPRINT_FEATURES.indexOf('rareNeighbor');
    const counts = pageCounts(fp, after.elements.map((e) => fingerprintOf(after, e)));
    // "river" is shown once, "Remove" and "[optional]" five times: the row's own word weighs five times a shared one.
    expect(features(fp, right, counts)[k]!).toBeGreaterThan(2 * features(fp, atOldXpath, counts)[k]!);
    expect(features(fp, right)[k]).toBe(0); // without the page's counts the feature is off
    // Either the river's button or "not found", never another row's. Measured: not found — the
    // best-scoring element is still the apple row's button, which took the recorded row's XPath and
    // box (0.86 < 0.9): slot against content, the open case of docs/healing.md's round 5.
    const r = await heal({ selector: '', fingerprint: fp }, after);
    if (r.status === 'not_found') expect(r.confidence!, r.reason).toBeLessThan(DEFAULT_HEAL_MIN_CONFIDENCE);
    else expect(fingerprintOf(after, r.element!).neighbors?.left, r.reason).toBe('river');
  });

  it('refuses a step with nothing to heal from', async () => {
    const p = await capture('original');
    await expect(heal({ selector: '#signin' }, p)).rejects.toBeInstanceOf(HealError);
  });
});

describe('heal calibration (plain computation)', () => {
  it('evaluates the hidden layer of a calibration network, and a linear calibration without one', async () => {
    const { confidenceOf } = await import('../src/grounding/fingerprint.js');
    const base = { weights: [1], bias: 0 };
    const net = { ...base, calibration: { weights: [2, -1], bias: 0.5, hidden: { weights: [[1, 0], [0.5, 2]], bias: [0, -1] } } };
    const x = [0.3, 0.8];
    const h = [Math.tanh(0.3), Math.tanh(0.15 + 1.6 - 1)];
    expect(confidenceOf(x, net)).toBeCloseTo(1 / (1 + Math.exp(-(0.5 + 2 * h[0]! - h[1]!))), 12);
    const linear = { ...base, calibration: { weights: [2, -1], bias: 0.5 } };
    expect(confidenceOf(x, linear)).toBeCloseTo(1 / (1 + Math.exp(-(0.5 + 0.6 - 0.8))), 12);
  });

  it('lostRare: the recorded neighbour texts still on the page but not beside the winner, weighted by rarity (round 9, second pass)', async () => {
    const { FEATURES, matchScored } = await import('../src/grounding/fingerprint.js');
    const { HEAL_JOINT_MODEL } = await import('../src/grounding/heal-joint-model.js');
    expect(HEAL_JOINT_MODEL.calibration.context).toContain('lostRare');
    // Recorded beside "Alpha" (left), "Beta" (right) and "Gamma" (above). The winner has "Alpha"
    // beside it; "Beta" is still on the page, twice, elsewhere; "Gamma" is gone.
    const t = { version: 1 as const, tag: 'a', text: 'Open', neighbors: { left: 'Alpha', right: 'Beta', above: 'Gamma' } };
    const cands = [
      { version: 1 as const, tag: 'a', text: 'Open', xpath: '/html[1]/body[1]/a[1]', neighbors: { left: 'Alpha' } },
      { version: 1 as const, tag: 'span', text: 'Alpha', xpath: '/html[1]/body[1]/span[1]' },
      { version: 1 as const, tag: 'span', text: 'Beta', xpath: '/html[1]/body[1]/span[2]' },
      { version: 1 as const, tag: 'span', text: 'Beta', xpath: '/html[1]/body[1]/span[3]' },
    ];
    const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: { weights: [], bias: 0, context: ['lostRare'] } };
    const rows = cands.map(() => FEATURES.map(() => 0));
    const m = matchScored(t, cands, (i) => rows[i]!, [5, 1, 0, 0], model)!;
    expect(m.best).toBe(0);
    expect(m.evidence[m.evidence.length - 1]).toBeCloseTo(0.5 / 3, 12);
  });
});

describe('copies (round 10, plain computation)', () => {
  it('withCopies counts the widgets showing the text (a same-text wrapper once); readFingerprint keeps it; the calibration reads it as known / lost / gained', async () => {
    const { FEATURES, matchScored, readFingerprint, withCopies } = await import('../src/grounding/fingerprint.js');
    const fp = (xpath: string, text?: string, tag = 'a') => ({ version: 1 as const, tag, ...(text ? { text } : {}), xpath });
    const recorded = [fp('/html[1]/body[1]/div[1]', 'Save', 'div'), fp('/html[1]/body[1]/div[1]/a[1]', 'Save'), fp('/html[1]/body[1]/a[1]', 'Save'), fp('/html[1]/body[1]/a[2]', 'Save draft'), fp('/html[1]/body[1]/a[3]')];
    const t = withCopies(recorded[2]!, recorded);
    expect(t.copies).toBe(2); // the div and the link inside it showing "Save" are one widget
    expect(withCopies(recorded[4]!, recorded).copies).toBeUndefined(); // no text, nothing to count
    expect(readFingerprint(JSON.parse(JSON.stringify(t)))!.copies).toBe(2);
    expect(readFingerprint({ ...t, copies: -1 })!.copies).toBeUndefined();
    const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: { weights: [], bias: 0, context: ['copiesKnown', 'copiesLost', 'copiesGained'] } };
    const now = [fp('/html[1]/body[1]/a[1]', 'Save'), fp('/html[1]/body[1]/a[2]', 'Cancel')];
    const rows = now.map(() => FEATURES.map(() => 0));
    const ev = (target: typeof t) => matchScored(target, now, (i) => rows[i]!, [3, 1], model)!.evidence.slice(-3);
    expect(ev(t)).toEqual([1, 1, 0]); // two then, one now
    expect(ev({ ...t, copies: 0 })).toEqual([1, 0, 1]);
    expect(ev({ ...t, copies: undefined })).toEqual([0, 0, 0]); // not recorded: unknown
  });
});

describe('copyIndex (round 11, plain computation)', () => {
  it('withCopies says which copy of its text the recorded element was; readFingerprint keeps a valid one; the calibration reads the place from the start and from the end', async () => {
    const { FEATURES, matchScored, readFingerprint, withCopies } = await import('../src/grounding/fingerprint.js');
    const fp = (xpath: string, text?: string, tag = 'a') => ({ version: 1 as const, tag, ...(text ? { text } : {}), xpath });
    // Three "Email" boxes of a repeated block (the first wrapped in a same-text label: one widget).
    const recorded = [fp('/html[1]/body[1]/div[1]', 'Email', 'label'), fp('/html[1]/body[1]/div[1]/span[1]', 'Email', 'span'), fp('/html[1]/body[1]/div[2]', 'Email', 'label'), fp('/html[1]/body[1]/a[1]', 'Help'), fp('/html[1]/body[1]/div[3]', 'Email', 'label')];
    expect(withCopies(recorded[1]!, recorded)).toMatchObject({ copies: 3, copyIndex: 0 });
    const t = withCopies(recorded[2]!, recorded);
    expect(t).toMatchObject({ copies: 3, copyIndex: 1 });
    expect(withCopies(recorded[3]!, recorded)).toMatchObject({ copies: 1, copyIndex: 0 });
    expect(withCopies(fp('/html[1]/body[1]/p[9]', 'Email'), recorded).copyIndex).toBeUndefined(); // not among the page's widgets
    expect(readFingerprint(JSON.parse(JSON.stringify(t)))!.copyIndex).toBe(1);
    expect(readFingerprint({ ...t, copyIndex: 3 })!.copyIndex).toBeUndefined(); // not one of its copies
    expect(readFingerprint({ ...t, copies: undefined })!.copyIndex).toBeUndefined();
    const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: { weights: [], bias: 0, context: ['placeKnown', 'placeSame', 'placeSameEnd', 'rivalPlace', 'rivalSameText'] } };
    // A block was added before the others: four copies now. The recorded second copy is now the
    // third from the start and still the second from the end.
    const now = [fp('/html[1]/body[1]/div[1]', 'Email', 'label'), fp('/html[1]/body[1]/div[2]', 'Email', 'label'), fp('/html[1]/body[1]/div[3]', 'Email', 'label'), fp('/html[1]/body[1]/div[4]', 'Email', 'label'), fp('/html[1]/body[1]/a[1]', 'Help')];
    const rows = now.map(() => FEATURES.map(() => 0));
    const ev = (target: typeof t, logits: number[]) => matchScored(target, now, (i) => rows[i]!, logits, model)!.evidence.slice(-5);
    expect(ev(t, [0, 1, 3, 2, 0])).toEqual([1, 0, 1, 0, 1]); // the third: the same copy from the end; the runner-up shows the same text
    expect(ev(t, [0, 3, 1, 2, 0])).toEqual([1, 1, 0, 0, 1]); // the second: the same copy from the start only
    expect(ev(t, [0, 0, 2, 3, 0])).toEqual([1, 0, 0, 1, 1]); // the fourth wins, neither way the same copy; the runner-up is (from the end)
    expect(ev(t, [0, 0, 0, 0, 3])).toEqual([1, 0, 0, 0, 0]); // the winner does not show the text
    expect(ev({ ...t, copyIndex: undefined }, [0, 1, 3, 2, 0])).toEqual([0, 0, 0, 0, 1]); // recorded by round 10: place unknown
    expect(ev({ ...t, copies: undefined, copyIndex: undefined }, [0, 1, 3, 2, 0])).toEqual([0, 0, 0, 0, 1]); // older: nothing known
  });
});

describe('copyAnchor (round 12, plain computation)', () => {
  it('withCopies counts the recorded copy from the nearest text shown once before it; the calibration reads whether the winner is the copy it names', async () => {
    const { FEATURES, matchScored, readFingerprint, withCopies } = await import('../src/grounding/fingerprint.js');
    const fp = (xpath: string, text?: string, tag = 'button') => ({ version: 1 as const, tag, ...(text ? { text } : {}), xpath });
    // Cards with a title of their own and the same "Remove" button; the second card has two.
    const card = (i: number, title: string, removes = 1) => [fp(`/html[1]/body[1]/div[${i}]/h3[1]`, title, 'h3'), ...Array.from({ length: removes }, (_, k) => fp(`/html[1]/body[1]/div[${i}]/button[${k + 1}]`, 'Remove'))];
    const recorded = [fp('/html[1]/body[1]/h1[1]', 'Basket', 'h1'), ...card(1, 'Blue kettle'), ...card(2, 'Oak tray', 2), ...card(3, 'Tin cup')];
    const t = withCopies(recorded[5]!, recorded); // the second "Remove" of the second card
    expect(t).toMatchObject({ copies: 4, copyIndex: 2, copyAnchor: 'Oak tray', copyOffset: 1 });
    expect(withCopies(recorded[2]!, recorded)).toMatchObject({ copyIndex: 0, copyAnchor: 'Blue kettle', copyOffset: 0 });
    expect(withCopies(recorded[1]!, recorded).copyAnchor).toBeUndefined(); // a text shown once needs none
    expect(readFingerprint(JSON.parse(JSON.stringify(t)))).toMatchObject({ copyAnchor: 'Oak tray', copyOffset: 1 });
    expect(readFingerprint({ ...t, copyOffset: 3 })!.copyAnchor).toBeUndefined(); // more copies before it than its place allows
    expect(readFingerprint({ ...t, copyIndex: undefined })!.copyAnchor).toBeUndefined();
    const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: { weights: [], bias: 0, context: ['placeSame', 'placeSameEnd', 'anchorKnown', 'anchorSame', 'rivalAnchor'] } };
    // A card added at the top with the same button: the recorded one is now the fourth "Remove"
    // from the start (the third names the card above's slot), still the second after "Oak tray".
    const now = [fp('/html[1]/body[1]/h1[1]', 'Basket', 'h1'), ...card(1, 'Glass jug'), ...card(2, 'Blue kettle'), ...card(3, 'Oak tray', 2), ...card(4, 'Tin cup')];
    const rows = now.map(() => FEATURES.map(() => 0));
    const logits = (winner: number) => now.map((_, i) => (i === winner ? 3 : 0));
    const ev = (target: typeof t, winner: number) => matchScored(target, now, (i) => rows[i]!, logits(winner), model)!.evidence.slice(-5);
    expect(ev(t, 7)).toEqual([0, 1, 1, 1, 0]); // the recorded one: the copy the anchor names (and the same from the end)
    expect(ev(t, 6)).toEqual([1, 0, 1, 0, 1]); // the first "Remove" of "Oak tray": the recorded place from the start, not after its title
    expect(ev(t, 3)).toEqual([0, 0, 1, 0, 1]);
    expect(ev({ ...t, copyAnchor: 'Steel pan' }, 7)).toEqual([0, 1, 0, 0, 0]); // its anchor is gone: unknown
    expect(ev({ ...t, copyAnchor: undefined, copyOffset: undefined }, 6)).toEqual([1, 0, 0, 0, 0]); // recorded by round 11
    // The card's second "Remove" dropped: the anchor names no copy (-1), which is not a rival.
    const fewer = now.filter((_, i) => i !== 7);
    expect(matchScored(t, fewer, (i) => rows[i]!, fewer.map((_, i) => (i === 6 ? 3 : 0)), model)!.evidence.slice(-3)).toEqual([1, 0, 0]);
    // With `anchorSwitch` the copy the anchor names wins over another copy of the text scoring at
    // most that much more (the margin, negative, says by how much); not over another text, not beyond it.
    const switching = { ...model, anchorSwitch: 2 };
    const scores = now.map((_, i) => (i === 6 ? 3 : i === 7 ? 1.5 : 0));
    expect(matchScored(t, now, (i) => rows[i]!, scores, switching)).toMatchObject({ best: 7, runnerUp: 6 });
    expect(matchScored(t, now, (i) => rows[i]!, scores, switching)!.evidence[0]).toBeCloseTo(-1.5, 9);
    expect(matchScored(t, now, (i) => rows[i]!, scores.map((x, i) => (i === 6 ? 4 : x)), switching)!.best).toBe(6);
    expect(matchScored(t, now, (i) => rows[i]!, scores, model)!.best).toBe(6);
    expect(matchScored(t, now, (i) => rows[i]!, now.map((_, i) => (i === 5 ? 3 : i === 7 ? 1.5 : 0)), switching)!.best).toBe(5); // the winner is "Oak tray" itself
  });
});

describe('calibrationPlain (round 13, plain computation)', () => {
  it('a fingerprint without the recorded page\'s fields is calibrated by the plain calibration, one with them by the main one; both committed models have one', async () => {
    const { FEATURES, calibrationFor, confidenceOf, matchScored } = await import('../src/grounding/fingerprint.js');
    const { HEAL_MODEL } = await import('../src/grounding/heal-model.js');
    const { HEAL_JOINT_MODEL } = await import('../src/grounding/heal-joint-model.js');
    for (const m of [HEAL_MODEL, HEAL_JOINT_MODEL]) {
      expect(m.calibrationPlain?.hidden?.weights.length).toBeGreaterThan(0);
      expect(m.calibrationPlain).not.toEqual(m.calibration);
    }
    // Two calibrations that disagree: the main one reads `copiesKnown` (a context input), the plain one does not.
    const main = { weights: [1], bias: 0, context: ['copiesKnown'] };
    const plain = { weights: [-1], bias: 0.5 };
    const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: main, calibrationPlain: plain };
    const fp = (xpath: string, text: string) => ({ version: 1 as const, tag: 'a', text, xpath });
    const old = fp('/html[1]/body[1]/a[1]', 'Pricing');
    const recorded = { ...old, copies: 1 };
    expect(calibrationFor(old, model)).toBe(plain);
    expect(calibrationFor(recorded, model)).toBe(main);
    expect(calibrationFor(old, { ...model, calibrationPlain: undefined })).toBe(main); // a model without one: the main one for all
    const now = [fp('/html[1]/body[1]/a[1]', 'Pricing'), fp('/html[1]/body[1]/a[2]', 'Blog')];
    const rows = now.map(() => FEATURES.map(() => 0));
    const a = matchScored(old, now, (i) => rows[i]!, [2, 0], model)!;
    const b = matchScored(recorded, now, (i) => rows[i]!, [2, 0], model)!;
    expect(a.evidence.length).toBe(b.evidence.length - 1); // the plain one has no context input
    expect(a.confidence).toBeCloseTo(confidenceOf(a.evidence, model, plain), 12);
    expect(b.confidence).toBeCloseTo(confidenceOf(b.evidence, model, main), 12);
    expect(a.confidence).toBeCloseTo(1 / (1 + Math.exp(-(0.5 - 2))), 12); // margin 2, plain: σ(0.5 − 2)
  });
});

describe('meaning and place inputs (round 14, the shipped word vectors)', () => {
  it('meaningSimilarity: words for the same thing are close, unrelated words are not, equal words are 1; without vectors only equal words count', async () => {
    const { meaningSimilarity, setMeaningVectors } = await import('../src/grounding/meaning.js');
    const { loadWordVectors } = await import('../src/word-vectors.js');
    setMeaningVectors(await loadWordVectors(join(ROOT, 'models')));
    expect(meaningSimilarity('Purchase tickets', 'Purchase tickets')).toBe(1);
    expect(meaningSimilarity('Shop now', 'now shop')).toBe(1); // same words, other order and case
    const close = meaningSimilarity('Purchase', 'Buy');
    const far = meaningSimilarity('Purchase', 'Weather');
    expect(close).toBeGreaterThan(0.7);
    expect(far).toBeLessThan(0.2);
    expect(meaningSimilarity('Customer support', 'Customer help')).toBeGreaterThan(meaningSimilarity('Customer support', 'Customer reviews'));
    expect(meaningSimilarity('the', 'Buy')).toBe(0); // no content word
    expect(meaningSimilarity(undefined, 'Buy')).toBe(0);
    const withVectors = meaningSimilarity('Grocery', 'Supermarket');
    expect(withVectors).toBeGreaterThan(0.5);
    setMeaningVectors(undefined);
    expect(meaningSimilarity('Grocery', 'Supermarket')).toBe(0);
    expect(meaningSimilarity('Purchase', 'Buy')).toBe(0.8); // the lexicon's synonyms still count
    expect(meaningSimilarity('Purchase now', 'Purchase')).toBe(0.75); // "purchase" both ways, "now" unmatched
  });

  it('the calibration reads the winner\'s label meaning, its lead over the runner-up, and the neighbours\' meaning; a textless widget\'s first place in its landmark', async () => {
    const { FEATURES, matchScored } = await import('../src/grounding/fingerprint.js');
    const { meaningSimilarity, setMeaningVectors } = await import('../src/grounding/meaning.js');
    const { loadWordVectors } = await import('../src/word-vectors.js');
    setMeaningVectors(await loadWordVectors(join(ROOT, 'models')));
    const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: { weights: [], bias: 0, context: ['meaning', 'meaningLead', 'meaningNeighbors', 'firstInLandmark'] } };
    const t = { version: 1 as const, tag: 'a', text: 'Purchase', xpath: '/html[1]/body[1]/header[1]/a[2]', neighbors: { left: 'Store' } };
    const now = [
      { version: 1 as const, tag: 'a', text: 'Buy', xpath: '/html[1]/body[1]/header[1]/div[1]/a[2]', neighbors: { left: 'Shop' } },
      { version: 1 as const, tag: 'a', text: 'Weather', xpath: '/html[1]/body[1]/header[1]/div[1]/a[1]' },
    ];
    const rows = now.map(() => FEATURES.map(() => 0));
    const ev = matchScored(t, now, (i) => rows[i]!, [3, 1], model)!.evidence.slice(-4);
    expect(ev[0]).toBeCloseTo(meaningSimilarity('purchase', 'buy'), 12);
    expect(ev[1]).toBeCloseTo(meaningSimilarity('purchase', 'buy') - meaningSimilarity('purchase', 'weather'), 12);
    expect(ev[2]).toBeCloseTo(meaningSimilarity('store', 'shop'), 12); // one recorded neighbour side
    expect(ev[3]).toBe(0); // a text: not a textless widget
    // A textless input, the first of its tag in its form then; now the winner is the first input of its form, or not.
    const input = (xpath: string) => ({ version: 1 as const, tag: 'input', xpath });
    const recorded = input('/html[1]/body[1]/div[1]/form[1]/input[1]');
    const form = [input('/html[1]/body[1]/main[1]/form[1]/div[1]/input[1]'), input('/html[1]/body[1]/main[1]/form[1]/div[2]/input[1]')];
    const first = (logits: number[]) => matchScored(recorded, form, (i) => rows[i]!, logits, model)!.evidence.slice(-1)[0];
    expect(first([3, 1])).toBe(1);
    expect(first([1, 3])).toBe(-1);
    expect(matchScored(input('/html[1]/body[1]/div[1]/form[1]/input[2]'), form, (i) => rows[i]!, [3, 1], model)!.evidence.slice(-1)[0]).toBe(0); // not the first then
    expect(matchScored(input('/html[1]/body[1]/div[1]/input[1]'), form, (i) => rows[i]!, [3, 1], model)!.evidence.slice(-1)[0]).toBe(0); // no landmark
  });
});

describe('rebuilt widgets (round 15): the same text on the same kind of widget; what a textless widget does', () => {
  it('sameTextKind: 1 for the only widget showing the recorded text when it is the same kind, -1 for another kind, 0 when the text is shown twice or differs', async () => {
    const { FEATURES, matchScored, kindOf } = await import('../src/grounding/fingerprint.js');
    const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: { weights: [], bias: 0, context: ['sameTextKind'] } };
    const el = (tag: string, text: string, xpath: string, extra: Record<string, string> = {}) => ({ version: 1 as const, tag, text, xpath, ...extra });
    const t = el('a', 'Track my parcel', '/html[1]/body[1]/div[2]/a[1]');
    const rows = [0, 1, 2].map(() => FEATURES.map(() => 0));
    const ctx = (now: ReturnType<typeof el>[], logits: number[]) => matchScored(t, now, (i) => rows[i]!, logits, model)!.evidence.slice(-1)[0];
    // A link rebuilt as a button, retagged and moved: the only widget showing the text, same kind.
    expect(ctx([el('button', 'Track my parcel', '/html[1]/body[1]/main[1]/button[3]'), el('h2', 'Deliveries', '/html[1]/body[1]/main[1]/h2[1]')], [3, 1])).toBe(1);
    // The text now on a heading only: another kind of widget.
    expect(ctx([el('h2', 'Track my parcel', '/html[1]/body[1]/main[1]/h2[1]'), el('a', 'Deliveries', '/html[1]/body[1]/main[1]/a[1]')], [3, 1])).toBe(-1);
    // Shown twice (two widgets that are not nested): no evidence either way.
    expect(ctx([el('button', 'Track my parcel', '/html[1]/body[1]/main[1]/button[1]'), el('a', 'Track my parcel', '/html[1]/body[1]/footer[1]/a[1]')], [3, 1])).toBe(0);
    // …but a wrapper around the same widget, showing its text, is the same widget.
    expect(ctx([el('button', 'Track my parcel', '/html[1]/body[1]/main[1]/div[1]/button[1]'), el('div', 'Track my parcel', '/html[1]/body[1]/main[1]/div[1]')], [3, 1])).toBe(1);
    expect(ctx([el('button', 'Track parcels', '/html[1]/body[1]/main[1]/button[1]')], [3])).toBe(0); // the text changed
    expect(kindOf(el('input', '', '', { type: 'submit' }))).toBe('action');
    expect(kindOf(el('input', '', '', { type: 'checkbox' }))).toBe('toggle');
    expect(kindOf(el('input', '', '', { type: 'email' }))).toBe('field');
    expect(kindOf(el('div', '', '', { role: 'button' }))).toBe('action');
    expect(kindOf(el('svg', '', ''))).toBe('media');
    expect(kindOf(el('span', 'x', ''))).toBe('text');
  });

  it('purposeMeaning / purposeLead read a textless widget\'s href path, name and class words by meaning; 0 for a widget with a label', async () => {
    const { FEATURES, matchScored } = await import('../src/grounding/fingerprint.js');
    const { meaningSimilarity, setMeaningVectors } = await import('../src/grounding/meaning.js');
    const { loadWordVectors } = await import('../src/word-vectors.js');
    setMeaningVectors(await loadWordVectors(join(ROOT, 'models')));
    const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: { weights: [], bias: 0, context: ['purposeMeaning', 'purposeLead'] } };
    const rows = [0, 1].map(() => FEATURES.map(() => 0));
    // A recorded icon link to the shopping basket, its classes generated; now a button whose class names say "cart".
    const t = { version: 1 as const, tag: 'a', href: 'https://shop.test/basket?from=nav', classes: 'jsx-81 nav-btn', xpath: '/html[1]/body[1]/header[1]/a[3]' };
    const now = [
      { version: 1 as const, tag: 'button', classes: 'sc-x1 cart-icon', xpath: '/html[1]/body[1]/div[1]/header[1]/button[2]' },
      { version: 1 as const, tag: 'button', classes: 'sc-x2 weather-icon', xpath: '/html[1]/body[1]/div[1]/header[1]/button[1]' },
    ];
    const ev = matchScored(t, now, (i) => rows[i]!, [3, 1], model)!.evidence.slice(-2);
    expect(ev[0]).toBeCloseTo(meaningSimilarity('basket nav', 'cart'), 12); // "jsx", "btn", "icon", the query and the host say nothing
    expect(ev[0]).toBeGreaterThan(0.3);
    expect(ev[1]).toBeCloseTo(ev[0]! - meaningSimilarity('basket nav', 'weather'), 12);
    expect(ev[1]).toBeGreaterThan(0);
    // The runner-up winning instead: the lead is negative.
    expect(matchScored(t, now, (i) => rows[i]!, [1, 3], model)!.evidence.slice(-1)[0]).toBeLessThan(0);
    // A recorded widget with a label: its text says more than its attributes.
    expect(matchScored({ ...t, text: 'Basket' }, now, (i) => rows[i]!, [3, 1], model)!.evidence.slice(-2)).toEqual([0, 0]);
  });
});

describe('monotone ranking layer (round 9, plain computation)', () => {
  it('adds Σ outₖ·tanh(Wₖ·f + bₖ) to the linear score', async () => {
    const { logitOf } = await import('../src/grounding/fingerprint.js');
    const model = { weights: [1, 0.5], bias: -1, calibration: { weights: [1], bias: 0 }, rank: { weights: [[0.3, 2], [1, 0]], bias: [-1, 0.5], out: [2, 0.25] } };
    const f = [0.4, 0.9];
    expect(logitOf(f, model)).toBeCloseTo(-1 + 0.4 + 0.45 + 2 * Math.tanh(0.12 + 1.8 - 1) + 0.25 * Math.tanh(0.4 + 0.5), 12);
    expect(logitOf(f, { ...model, rank: undefined })).toBeCloseTo(-1 + 0.4 + 0.45, 12);
  });

  it('the committed joint model never scores a candidate lower for agreeing more on any attribute', async () => {
    const { JOINT_FEATURES, logitOf } = await import('../src/grounding/fingerprint.js');
    const { HEAL_JOINT_MODEL } = await import('../src/grounding/heal-joint-model.js');
    const m = HEAL_JOINT_MODEL;
    expect(m.weights.every((w) => w >= 0)).toBe(true);
    expect(m.rank, 'the joint model has a monotone layer').toBeDefined();
    expect(m.rank!.weights.flat().every((w) => w >= 0) && m.rank!.out.every((w) => w >= 0)).toBe(true);
    // Raising any one feature of any row (seeded rows in [0, 1]) never lowers the score.
    let seed = 7;
    const rnd = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let r = 0; r < 200; r++) {
      const f = JOINT_FEATURES.map(() => (rnd() < 0.4 ? 0 : rnd()));
      const z = logitOf(f, m);
      for (let k = 0; k < f.length; k++) {
        const g = [...f];
        g[k] = Math.min(1, g[k]! + 0.1 + 0.9 * rnd());
        expect(logitOf(g, m)).toBeGreaterThanOrEqual(z - 1e-12);
      }
    }
  });
});

// ---- joint relocation (round 6): page models of our own, no browser --------------------------

interface Spec {
  tag: string;
  text?: string;
  attrs?: Record<string, string>;
  box?: [number, number, number, number];
  children?: Spec[];
}

/** A page model from a tree of specs (text, attributes, box [left, top, width, height]). */
function pageOf(root: Spec[]): PageModel {
  const elements: PageElement[] = [];
  const add = (s: Spec, parent?: number): number => {
    const index = elements.length;
    const [left, top, width, height] = s.box ?? [0, 0, 0, 0];
    const el: PageElement = { index, id: String(index), tag: s.tag, name: s.text ?? '', text: s.text ?? '', attributes: s.attrs ?? {}, visible: true, box: { left, top, width, height }, children: [] };
    if (parent !== undefined) el.parent = parent;
    elements.push(el);
    for (const c of s.children ?? []) el.children.push(add(c, index));
    return index;
  };
  add({ tag: 'body', box: [0, 0, 1280, 900], children: root });
  return { viewport: { width: 1280, height: 800 }, elements };
}

const find = (p: PageModel, tag: string, text: string, nth = 0): PageElement => p.elements.filter((e) => e.tag === tag && e.text === text)[nth]!;

describe('joint relocation (healAll)', () => {
  // A table of orders: every row has the same "Details" and "Cancel" buttons; only the order's
  // name tells the rows apart. The new version gained a row at the top: every row moved one place
  // down, so each recorded button's old slot (XPath, box) now holds the row above it.
  const row = (name: string, i: number, cls: string): Spec => ({
    tag: 'tr', box: [0, 100 + 40 * i, 900, 36], children: [
      { tag: 'td', text: name, box: [0, 100 + 40 * i, 300, 36] },
      { tag: 'td', box: [300, 100 + 40 * i, 300, 36], children: [{ tag: 'button', text: 'Details', attrs: { class: `${cls} details` }, box: [310, 104 + 40 * i, 80, 28] }] },
      { tag: 'td', box: [600, 100 + 40 * i, 300, 36], children: [{ tag: 'button', text: 'Cancel', attrs: { class: `${cls} cancel` }, box: [610, 104 + 40 * i, 80, 28] }] },
    ],
  });
  const table = (names: string[], cls: string): Spec[] => [{ tag: 'main', box: [0, 0, 1280, 900], children: [{ tag: 'h1', text: 'Your orders', box: [0, 20, 600, 40] }, { tag: 'table', box: [0, 100, 900, 40 * names.length], children: [{ tag: 'tbody', box: [0, 100, 900, 40 * names.length], children: names.map((n, i) => row(n, i, cls)) }] }] }];
  const before = pageOf(table(['Walnut desk', 'Oak shelf', 'Pine bench', 'Birch stool', 'Maple chair'], 'btn'));
  const after = pageOf(table(['Cedar table', 'Walnut desk', 'Oak shelf', 'Pine bench', 'Birch stool', 'Maple chair'], 'btn-x1'));
  const detailsOf = (p: PageModel, name: string): PageElement => {
    const td = find(p, 'td', name);
    const tr = p.elements[td.parent!]!;
    return p.elements[p.elements[tr.children[1]!]!.children[0]!]!;
  };
  const names = ['Oak shelf', 'Pine bench', 'Birch stool'];
  const steps: RecordedStep[] = names.map((n) => ({ selector: '', fingerprint: fingerprintOf(before, detailsOf(before, n)) }));
  // A page object that also records each row's name cell (unique text: relocated surely, one row down).
  const nameSteps: RecordedStep[] = names.map((n) => ({ selector: '', fingerprint: fingerprintOf(before, find(before, 'td', n)) }));

  it('a table that gained a row: the recorded names move down one row, and the buttons at their old slots lose confidence', async () => {
    const all = [...nameSteps, ...steps];
    const together = await healAll(all, after, { minConfidence: 0.8 });
    names.forEach((n, i) => {
      expect(together[i]!.element?.index, together[i]!.reason).toBe(find(after, 'td', n).index);
      // Each button is its own row's or not found — never another row's, even at 0.8.
      const r = together[names.length + i]!;
      if (r.status !== 'not_found') expect(r.element!.index, r.reason).toBe(detailsOf(after, n).index);
    });
    // heal() alone has only the button's own fingerprint: its best element is the button now at the
    // old slot (the row above's). Until round 10 it answered with it at 0.8 (confidence 0.85); since
    // round 11's first-pass calibration it says not found (0.61; a refit of the first pass, round 9, said so too).
    const alone = await Promise.all(steps.map((st) => heal(st, after, { minConfidence: 0 })));
    alone.forEach((r, i) => {
      if (r.element!.index !== detailsOf(after, names[i]!).index) expect(r.confidence!, r.reason).toBeLessThan(0.8);
    });
    // The names' moves are the evidence: without them the three buttons still agree on "nothing moved".
    const buttonsOnly = await healAll(steps, after, { minConfidence: 0 });
    const withNames = await healAll(all, after, { minConfidence: 0 });
    steps.forEach((_, i) => {
      if (withNames[names.length + i]!.element?.index !== detailsOf(after, names[i]!).index) expect(withNames[names.length + i]!.confidence!).toBeLessThan(buttonsOnly[i]!.confidence!);
    });
  });

  it('a menu that gained an item above three recorded links: each link is relocated to its own item', async () => {
    const menu = (items: string[], cls: string): Spec[] => [
      { tag: 'header', box: [0, 0, 1280, 60], children: [{ tag: 'nav', box: [0, 0, 1280, 60], children: [{ tag: 'ul', box: [0, 0, 1280, 60], children: items.map((t, k) => ({ tag: 'li', box: [20 + 120 * k, 10, 110, 40], children: [{ tag: 'a', text: t, attrs: { class: cls, href: '/' + t.toLowerCase() }, box: [20 + 120 * k, 10, 110, 40] }] })) }] }] },
      { tag: 'main', box: [0, 60, 1280, 800], children: [{ tag: 'h1', text: 'Welcome', box: [0, 80, 600, 40] }] },
    ];
    const old = pageOf(menu(['Home', 'Products', 'Pricing', 'Docs', 'Blog', 'Contact'], 'nav-link'));
    const now = pageOf(menu(['Home', 'Solutions', 'Products', 'Pricing', 'Docs', 'Blog', 'Contact'], 'nv-9a'));
    const rec = ['Pricing', 'Docs', 'Blog'];
    const r = await healAll(rec.map((t) => ({ selector: '', fingerprint: fingerprintOf(old, find(old, 'a', t)) })), now);
    rec.forEach((t, i) => {
      expect(r[i]!.status, r[i]!.reason).toBe('healed');
      expect(r[i]!.element!.index).toBe(find(now, 'a', t).index);
    });
  });

  it('the independent mode is heal() step by step', async () => {
    const a = await healAll(steps, after, { independent: true });
    const b = await Promise.all(steps.map((s) => heal(s, after)));
    expect(a.map((r) => [r.status, r.element?.index, r.confidence])).toEqual(b.map((r) => [r.status, r.element?.index, r.confidence]));
  });

  it('two recorded widgets never get the same element; the same widget recorded twice gets one answer', async () => {
    // Two cards with the same "Learn more" link; the new version dropped the first card.
    const card = (title: string, i: number): Spec => ({ tag: 'div', attrs: { class: 'card' }, box: [40 + 400 * i, 200, 360, 300], children: [{ tag: 'h3', text: title, box: [50 + 400 * i, 210, 340, 30] }, { tag: 'a', text: 'Learn more', attrs: { href: '/plans', class: 'more' }, box: [50 + 400 * i, 460, 100, 24] }] });
    const old = pageOf([{ tag: 'section', box: [0, 150, 1280, 400], children: [card('Starter', 0), card('Business', 1)] }]);
    const now = pageOf([{ tag: 'section', box: [0, 150, 1280, 400], children: [card('Business', 0)] }]);
    const rec = (title: string): RecordedStep => {
      const h = find(old, 'h3', title);
      return { selector: '', fingerprint: fingerprintOf(old, old.elements[old.elements[h.parent!]!.children[1]!]!) };
    };
    const steps2 = [rec('Starter'), rec('Business'), rec('Business')];
    const link = find(now, 'a', 'Learn more');
    // Alone, both recorded links are relocated to the one link left (at threshold 0).
    const alone = await Promise.all(steps2.slice(0, 2).map((s) => heal(s, now, { minConfidence: 0 })));
    expect(alone.map((r) => r.element?.index)).toEqual([link.index, link.index]);
    const r = await healAll(steps2, now, { minConfidence: 0 });
    expect(r[1]!.element?.index, r[1]!.reason).toBe(link.index); // the card that is still there keeps its link
    expect(r[0]!.element?.index).not.toBe(link.index);
    expect(r[2]!.element?.index).toBe(link.index);
    const d = await healAll(steps2, now);
    expect(d[0]!.status).toBe('not_found');
  });

  it('two recorded widgets that nothing tells apart, one removed: the one left is not claimed confidently', async () => {
    // Two identical cards (same heading, same link); the new version kept one. Which recorded
    // link it is cannot be known: the answer for it is not confident, the other is not found.
    const card = (i: number): Spec => ({ tag: 'div', attrs: { class: 'card' }, box: [40 + 400 * i, 200, 360, 300], children: [{ tag: 'h3', text: 'Team plan', box: [50 + 400 * i, 210, 340, 30] }, { tag: 'a', text: 'Learn more', attrs: { href: '/plans', class: 'more' }, box: [50 + 400 * i, 460, 100, 24] }] });
    const old = pageOf([{ tag: 'section', box: [0, 150, 1280, 400], children: [card(0), card(1)] }]);
    const now = pageOf([{ tag: 'section', box: [0, 150, 1280, 400], children: [card(0)] }]);
    const links = old.elements.filter((e) => e.tag === 'a');
    const steps2: RecordedStep[] = links.map((e) => ({ selector: '', fingerprint: fingerprintOf(old, e) }));
    const link = find(now, 'a', 'Learn more');
    const alone = await Promise.all(steps2.map((s) => heal(s, now, { minConfidence: 0 })));
    expect(alone.map((r) => r.element?.index)).toEqual([link.index, link.index]);
    const r = await healAll(steps2, now, { minConfidence: 0 });
    expect(r.filter((x) => x.element?.index === link.index)).toHaveLength(1);
    const winner = r.find((x) => x.element?.index === link.index)!;
    expect(winner.confidence!).toBeLessThan(DEFAULT_HEAL_MIN_CONFIDENCE);
    expect((await healAll(steps2, now)).map((x) => x.status)).toEqual(['not_found', 'not_found']);
  });

  it('a repeated block that moved and was restructured inside: the recorded button is in the block of its heading or not found, never in the other block', async () => {
    // Two address blocks with the same "Edit" button; the new version swapped them, regenerated
    // the classes and wrapped each button in a new div, so no XPath the anchors predict exists.
    // The recorded heading (unique text) says which block is the recorded one; the button inside
    // it is the answer, never the other block's "Edit" (now at the old slot's place on the page).
    const block = (title: string, top: number, cls: string, wrap: boolean): Spec => {
      const button: Spec = { tag: 'button', text: 'Edit', attrs: { class: `${cls}-edit` }, box: [700, top + 10, 80, 28] };
      return { tag: 'section', attrs: { class: cls }, box: [0, top, 900, 120], children: [
        { tag: 'h2', text: title, box: [20, top + 10, 400, 30] },
        { tag: 'p', text: '12 Harbour Road, Leith', box: [20, top + 50, 400, 20] },
        wrap ? { tag: 'div', box: [690, top + 5, 100, 40], children: [button] } : button,
      ] };
    };
    const page = (blocks: Spec[]): PageModel => pageOf([{ tag: 'main', box: [0, 0, 1280, 900], children: [{ tag: 'h1', text: 'Checkout', box: [0, 20, 600, 40] }, ...blocks] }]);
    const old = page([block('Shipping address', 100, 'addr', false), block('Billing address', 240, 'addr', false)]);
    const now = page([block('Billing address', 100, 'css-q1', true), block('Shipping address', 240, 'css-q1', true)]);
    const editIn = (p: PageModel, title: string): PageElement => {
      const section = p.elements[find(p, 'h2', title).parent!]!;
      return p.elements.find((e) => e.tag === 'button' && xpathOf(p, e).startsWith(xpathOf(p, section) + '/'))!;
    };
    const rec: RecordedStep[] = [find(old, 'h2', 'Billing address'), editIn(old, 'Billing address')].map((e) => ({ selector: '', fingerprint: fingerprintOf(old, e) }));
    const r = await healAll(rec, now);
    expect(r[0]!.element?.index, r[0]!.reason).toBe(find(now, 'h2', 'Billing address').index); // answered or closest
    if (r[0]!.status !== 'not_found') expect(r[0]!.status).toBe('healed');
    if (r[1]!.status !== 'not_found') expect(r[1]!.element!.index, r[1]!.reason).toBe(editIn(now, 'Billing address').index);
    // Measured (round 9, second pass): the heading's closest element is the heading (0.68, under
    // the threshold: not found); the button's is still the other block's, which holds the recorded
    // slot's place (box, most of the XPath) — slot against content — with 0.72, so at the default
    // threshold the answer is not found; `anchorSubtree` (the heading's block) does not outweigh
    // the slot here.
  });

  it('a widget moved out of its block into another: the moved widget or not found, never what now holds its old slot', async () => {
    // A login form whose last row was a "Sign up" text; the new version put a "Log in with
    // Facebook" button (an icon and a text) in that row and "Sign up" became a link in a line
    // below the form, outside it. The recorded username field and "Log in" button stayed.
    const spec = (moved: boolean): Spec[] => [{ tag: 'main', box: [0, 0, 1280, 900], children: [
      { tag: 'h1', text: 'Photo Club', box: [500, 40, 280, 40] },
      { tag: 'form', attrs: { class: moved ? 'lf-x' : 'login-form' }, box: [440, 100, 400, moved ? 330 : 400], children: [
        { tag: 'input', attrs: { name: 'username', class: moved ? 'q9' : 'f1' }, box: [460, 120, 360, 36] },
        { tag: 'input', attrs: { name: 'password', type: 'password', class: moved ? 'q9' : 'f1' }, box: [460, 170, 360, 36] },
        { tag: 'button', text: 'Log in', attrs: { class: moved ? 'k2' : 'b1', type: 'submit' }, box: [460, 220, 360, 36] },
        { tag: 'div', attrs: { class: moved ? 'r7' : 'r1' }, box: [460, 270, 360, 30], children: [moved
          ? { tag: 'button', attrs: { class: 'fb' }, box: [460, 270, 360, 30], children: [{ tag: 'span', attrs: { class: 'icon-fb' }, box: [470, 275, 20, 20] }, { tag: 'span', text: 'Log in with Facebook', box: [500, 275, 200, 20] }] }
          : { tag: 'span', text: 'Sign up', attrs: { class: 's1 s2' }, box: [600, 275, 80, 20] }] },
      ] },
      ...(moved ? [{ tag: 'div', attrs: { class: 'card' }, box: [440, 450, 400, 60] as Spec['box'], children: [{ tag: 'p', text: "Don't have an account?", box: [460, 470, 200, 20] as Spec['box'] }, { tag: 'a', text: 'Sign up', attrs: { href: '/signup' }, box: [670, 470, 80, 20] as Spec['box'] }] }] : []),
    ] }];
    const old = pageOf(spec(false));
    const now = pageOf(spec(true));
    const rec = [find(old, 'span', 'Sign up'), find(old, 'button', 'Log in'), old.elements.find((e) => e.attributes.name === 'username')!].map((e) => ({ selector: '', fingerprint: fingerprintOf(old, e) }));
    const r = await healAll(rec, now);
    expect(r[1]!.element?.index, r[1]!.reason).toBe(find(now, 'button', 'Log in').index);
    expect(r[2]!.element?.index, r[2]!.reason).toBe(now.elements.find((e) => e.attributes.name === 'username')!.index);
    if (r[0]!.status !== 'not_found') expect(r[0]!.element!.index, r[0]!.reason).toBe(find(now, 'a', 'Sign up').index);
    // Measured (round 9, phase 3): not found; the closest element is the Facebook button's text in
    // the old row (0.17): the old slot's tag, landmark (the form) and block outweigh the moved
    // link's exact, unique text. Training on generated pages with such moves did not change it.
  });

  it('a text shown twice when recorded and once now: the copy left is a less sure answer for the removed one (copies, round 10)', async () => {
    // A shop's checkout page says "Free returns within 30 days" in a banner above the form and
    // again in the footer. The new version dropped the footer's line (and regenerated classes).
    // Recorded with how many widgets showed its text (2), the footer's line is matched less surely
    // to the banner's: one copy is gone, and nothing but place says which.
    const spec = (footerLine: boolean, cls: string): Spec[] => [
      { tag: 'header', box: [0, 0, 1280, 60], children: [{ tag: 'a', text: 'Shop', attrs: { href: '/shop', class: `${cls}-nav` }, box: [20, 15, 80, 30] }, { tag: 'a', text: 'Cart', attrs: { href: '/cart', class: `${cls}-nav` }, box: [120, 15, 80, 30] }] },
      { tag: 'main', box: [0, 60, 1280, 600], children: [
        { tag: 'p', text: 'Free returns within 30 days', attrs: { class: `${cls}-promo` }, box: [20, 80, 400, 24] },
        { tag: 'h1', text: 'Checkout', box: [20, 120, 400, 40] },
        { tag: 'form', box: [20, 180, 500, 300], children: [
          { tag: 'input', attrs: { name: 'address', class: `${cls}-field` }, box: [30, 200, 400, 36] },
          { tag: 'button', text: 'Place order', attrs: { type: 'submit', class: `${cls}-btn` }, box: [30, 260, 160, 40] },
        ] },
      ] },
      { tag: 'footer', box: [0, 700, 1280, 120], children: [
        ...(footerLine ? [{ tag: 'p', text: 'Free returns within 30 days', attrs: { class: `${cls}-small` }, box: [20, 720, 400, 20] as Spec['box'] }] : []),
        { tag: 'a', text: 'Contact us', attrs: { href: '/contact', class: `${cls}-small` }, box: [20, 760, 120, 20] },
      ] },
    ];
    const old = pageOf(spec(true, 'st'));
    const now = pageOf(spec(false, 'k7'));
    const oldFps = old.elements.map((e) => fingerprintOf(old, e));
    const lines = old.elements.filter((e) => e.text === 'Free returns within 30 days');
    const record = (e: PageElement): RecordedStep => ({ selector: '', fingerprint: withCopies(fingerprintOf(old, e), oldFps) });
    const rec = [record(lines[1]!), record(find(old, 'button', 'Place order')), record(find(old, 'a', 'Contact us')), record(find(old, 'a', 'Cart'))];
    expect(rec[0]!.fingerprint!.copies).toBe(2);
    expect(rec[1]!.fingerprint!.copies).toBe(1);
    const r = await healAll(rec, now);
    expect(r[1]!.element?.index, r[1]!.reason).toBe(find(now, 'button', 'Place order').index);
    expect(r[2]!.element?.index, r[2]!.reason).toBe(find(now, 'a', 'Contact us').index);
    expect(r[3]!.element?.index, r[3]!.reason).toBe(find(now, 'a', 'Cart').index);
    // Without `copies` (a step recorded before round 10) the same answer is surer: the input is the evidence.
    const legacy = await healAll(rec.map((s) => ({ ...s, fingerprint: { ...s.fingerprint!, copies: undefined } })), now, { minConfidence: 0 });
    const withIt = await healAll(rec, now, { minConfidence: 0 });
    expect(withIt[0]!.element?.index).toBe(find(now, 'p', 'Free returns within 30 days').index);
    expect(withIt[0]!.confidence!).toBeLessThan(legacy[0]!.confidence! - 0.01);
    // Measured (round 10's model): 0.92 with copies, 0.96 without (round 9's model: 0.98; round 14's: 0.917 and 0.936) — lower,
    // but still over the default threshold: the banner's line is the only element showing the
    // text, and the calibration learned that after "two copies, one left" the one left is often
    // the recorded one (on the training pairs either copy may be the one removed).
  });

  it('old fingerprints (no copies, no copyIndex) still heal; a repeated block recorded with its place is healed to its own copy (round 11)', async () => {
    // Saved addresses: every card has the same "Edit" and "Delete" buttons, only the address line
    // differs. The new version added a card at the top and regenerated every class: each recorded
    // card moved one place down, and its old slot now holds the card above it.
    const card = (line: string, i: number, cls: string): Spec => ({ tag: 'div', attrs: { class: `${cls}-card` }, box: [20, 120 + 110 * i, 600, 100], children: [
      { tag: 'p', text: line, attrs: { class: `${cls}-line` }, box: [30, 130 + 110 * i, 400, 24] },
      { tag: 'button', text: 'Edit', attrs: { class: `${cls}-btn`, type: 'button' }, box: [30, 170 + 110 * i, 80, 32] },
      { tag: 'button', text: 'Delete', attrs: { class: `${cls}-btn`, type: 'button' }, box: [120, 170 + 110 * i, 80, 32] },
    ] });
    const spec = (lines: string[], cls: string): Spec[] => [{ tag: 'main', box: [0, 0, 1280, 900], children: [
      { tag: 'h1', text: 'Saved addresses', box: [20, 20, 600, 40] },
      { tag: 'button', text: 'Add an address', attrs: { class: `${cls}-add`, type: 'button' }, box: [20, 70, 160, 36] },
      { tag: 'section', box: [0, 110, 1280, 700], children: lines.map((l, i) => card(l, i, cls)) },
    ] }];
    const old = pageOf(spec(['12 Elm Row, Leeds', '4 Quay Street, Cork', '9 Mill Lane, Bath'], 'ad'));
    const now = pageOf(spec(['77 Hill Road, York', '12 Elm Row, Leeds', '4 Quay Street, Cork', '9 Mill Lane, Bath'], 'q3x'));
    const oldFps = old.elements.map((e) => fingerprintOf(old, e));
    const record = (e: PageElement): RecordedStep => ({ selector: '', fingerprint: withCopies(fingerprintOf(old, e), oldFps) });
    const rec = [record(find(old, 'button', 'Delete', 1)), record(find(old, 'button', 'Edit', 1)), record(find(old, 'button', 'Add an address'))];
    expect(rec[0]!.fingerprint).toMatchObject({ copies: 3, copyIndex: 1 });
    const want = [find(now, 'button', 'Delete', 2), find(now, 'button', 'Edit', 2), find(now, 'button', 'Add an address')];
    const legacy = rec.map((st) => ({ ...st, fingerprint: { ...st.fingerprint!, copies: undefined, copyIndex: undefined } }));
    const round10 = rec.map((st) => ({ ...st, fingerprint: { ...st.fingerprint!, copyIndex: undefined } }));
    const run = async (steps: RecordedStep[]) => [...(await Promise.all(steps.map((st) => heal(st, now)))), ...(await healAll(steps, now))];
    // Old fingerprints (recorded before round 10): each button is its own card's or not found, alone
    // and together — never another card's; the unique button is healed.
    const old10 = await run(legacy);
    old10.forEach((r, i) => {
      expect(['healed', 'not_found']).toContain(r.status);
      if (r.status !== 'not_found') expect(r.element!.index, r.reason).toBe(want[i % 3]!.index);
    });
    expect(old10[2]!.status).toBe('healed');
    expect(old10[5]!.status).toBe('healed');
    // Measured (round 11's models, legacy): heal() alone not found for Delete and Edit (0.74, 0.88),
    // healAll not found (0.51, 0.77); round 10's first pass answered both with the card above (0.90,
    // 0.96). With `copies` (round 10's recorder) and with `copyIndex` the unique button is healed too.
    for (const steps of [round10, rec]) {
      const r = await run(steps);
      expect(r[2]!.status).toBe('healed');
      expect(r[5]!.status).toBe('healed');
      expect(r[0]!.status === 'not_found' || r[0]!.element!.index === want[0]!.index, r[0]!.reason).toBe(true);
    }
    // Round 12: recorded today (`copyAnchor`: each button counted from its card's address line),
    // every button is its own card's or not found, alone and together. Round 11 answered the
    // recorded "Edit" with the card above (0.91 alone, 0.97 together): its place counted from the
    // start named it, and the old slot held it.
    expect(rec[1]!.fingerprint).toMatchObject({ copyAnchor: '4 Quay Street, Cork', copyOffset: 0 });
    const today = await run(rec);
    today.forEach((r, i) => {
      expect(['healed', 'not_found']).toContain(r.status);
      if (r.status !== 'not_found') expect(r.element!.index, r.reason).toBe(want[i % 3]!.index);
    });
    // …and so when the first card is gone instead (each card's old slot holds the card below).
    const fewer = pageOf(spec(['4 Quay Street, Cork', '9 Mill Lane, Bath'], 'q3x'));
    const wantFewer = [find(fewer, 'button', 'Delete', 0), find(fewer, 'button', 'Edit', 0), find(fewer, 'button', 'Add an address')];
    const r2 = [...(await Promise.all(rec.map((st) => heal(st, fewer)))), ...(await healAll(rec, fewer))];
    r2.forEach((r, i) => {
      expect(['healed', 'not_found']).toContain(r.status);
      if (r.status !== 'not_found') expect(r.element!.index, r.reason).toBe(wantFewer[i % 3]!.index);
    });
  });

  it('a label reworded with another word for the same thing is answered more surely with the word vectors than without (round 14)', async () => {
    // A food shop's header: its "Grocery" link now reads "Supermarket", every class was regenerated and its href changed;
    // the other links kept their words. With the vectors the calibration sees that the new word
    // means the old one; with `vectors: null` only equal words count.
    const spec = (label: string, cls: string): Spec[] => [
      { tag: 'header', box: [0, 0, 1280, 60], children: [
        { tag: 'a', text: 'Books', attrs: { href: '/books', class: `${cls}-nav` }, box: [20, 15, 80, 30] },
        { tag: 'a', text: 'Authors', attrs: { href: '/authors', class: `${cls}-nav` }, box: [120, 15, 80, 30] },
        { tag: 'a', text: label, attrs: { href: `/${label.toLowerCase()}`, class: `${cls}-cta` }, box: [220, 15, 80, 30] },
      ] },
      { tag: 'main', box: [0, 60, 1280, 600], children: [{ tag: 'h1', text: 'New this week', box: [20, 80, 400, 40] }] },
    ];
    const old = pageOf(spec('Grocery', 'st'));
    const now = pageOf(spec('Supermarket', 'k7'));
    const rec: RecordedStep[] = ['Books', 'Authors', 'Grocery'].map((t) => ({ selector: '', fingerprint: fingerprintOf(old, find(old, 'a', t)) }));
    const withVectors = await healAll(rec, now, { minConfidence: 0 });
    const without = await healAll(rec, now, { minConfidence: 0, vectors: null });
    expect(withVectors[2]!.element?.index).toBe(find(now, 'a', 'Supermarket').index);
    expect(without[2]!.element?.index).toBe(find(now, 'a', 'Supermarket').index);
    // Measured (round 14's model): 0.997 with the vectors, 0.939 without.
    expect(withVectors[2]!.confidence!).toBeGreaterThan(without[2]!.confidence! + 0.02);
  });

  it('refuses a step whose fingerprint is not one', async () => {
    await expect(healAll([{ selector: '', fingerprint: { version: 2 } as never }], after)).rejects.toBeInstanceOf(HealError);
  });

  it('checks every step before healing any, also in the independent mode', async () => {
    for (const independent of [false, true]) {
      await expect(healAll([steps[0]!, null as never], after, { independent })).rejects.toThrow('healAll() needs recorded steps');
    }
  });
});
