import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CAPTURE_SCRIPT, ELEMENT_HANDLE_EXPRESSION, pageFromCapture, pageFromHtml, PageError, type PageModel, type PageElement } from '../src/page/index.js';
import { ROOT } from './helpers.js';

const MAIN = `<!doctype html><html><head><title>Capture test</title>
<style>body{margin:0;font:16px sans-serif} .gone{display:none} .ghost{visibility:hidden} .clear{opacity:0}</style></head>
<body>
<header style="height:60px"><a id="signin" href="/login" style="position:absolute;right:10px;top:10px"><span id="signin-span">Sign in</span></a></header>
<form id="f" style="margin-top:20px">
  <label for="email">Email address</label><input id="email" type="email" value="a@b.c">
  <input id="pw" type="password" value="hunter2" aria-label="Password">
  <input id="q" placeholder="Search products">
  <label id="keep-label"><input id="keep" type="checkbox" checked> Keep me signed in</label>
  <select id="country" aria-labelledby="country-label"><option>France</option><option selected>Peru</option></select>
  <span id="country-label">Country</span>
  <button id="go" type="submit">Continue <i class="fa fa-arrow"></i></button>
  <div id="fake" role="button" tabindex="0">Fake button</div>
</form>
<p id="mixed">Call <b>1-800-555</b> now</p>
<div class="gone"><a id="hidden-link" href="/x">Hidden link</a></div>
<div class="ghost" id="ghost">Ghost text</div>
<div class="clear"><button id="clear-btn">Invisible</button></div>
<div hidden id="hidden-attr">Hidden attr</div>
<my-widget id="widget"></my-widget>
<div style="height:2000px"></div>
<iframe id="frame" src="/frame.html" style="position:absolute;left:300px;top:400px;width:300px;height:200px;border:5px solid black"></iframe>
<script>
customElements.define('my-widget', class extends HTMLElement {
  constructor() { super(); const r = this.attachShadow({ mode: 'open' });
    r.innerHTML = '<label for="inner">Promo code</label><input id="inner"><button id="apply">Apply</button>'; }
});
</script>
</body></html>`;

const FRAME = `<!doctype html><html><body style="margin:0">
<div style="height:20px"></div><button id="frame-btn" style="margin-left:10px">Inside frame</button></body></html>`;

let server: Server;
let base = '';
let browser: Browser;
let page: Page;
let model: PageModel;

function byAttrId(m: PageModel, id: string): PageElement {
  const el = m.elements.find((e) => e.attributes.id === id);
  if (!el) throw new Error(`no element with id=${id}`);
  return el;
}

describe('CAPTURE_SCRIPT in Chromium', () => {
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(req.url === '/frame.html' ? FRAME : MAIN);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    await page.goto(`${base}/`);
    await page.frameLocator('#frame').locator('#frame-btn').waitFor();
    model = pageFromCapture(await page.evaluate(`(${CAPTURE_SCRIPT})()`));
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
  });

  it('captures url, title and viewport', () => {
    expect(model.url).toBe(`${base}/`);
    expect(model.title).toBe('Capture test');
    expect(model.viewport).toEqual({ width: 1000, height: 700 });
  });

  it('computes accessible names in accname order', () => {
    expect(byAttrId(model, 'email').name).toBe('Email address'); // label[for]
    expect(byAttrId(model, 'pw').name).toBe('Password'); // aria-label
    expect(byAttrId(model, 'q').name).toBe('Search products'); // placeholder
    expect(byAttrId(model, 'keep').name).toBe('Keep me signed in'); // wrapping label
    expect(byAttrId(model, 'country').name).toBe('Country'); // aria-labelledby
    expect(byAttrId(model, 'go').name).toBe('Continue'); // content
    expect(byAttrId(model, 'signin').name).toBe('Sign in');
  });

  it('types elements by role and input type, and keeps control state', () => {
    expect(byAttrId(model, 'email')).toMatchObject({ type: 'input', role: 'textbox', inputType: 'email', value: 'a@b.c' });
    expect(byAttrId(model, 'pw').value).not.toContain('hunter2'); // passwords are masked
    expect(byAttrId(model, 'keep')).toMatchObject({ type: 'checkbox', checked: true });
    expect(byAttrId(model, 'country')).toMatchObject({ type: 'dropdown', value: 'Peru', options: ['France', 'Peru'] });
    expect(byAttrId(model, 'fake').type).toBe('button');
    expect(byAttrId(model, 'signin').type).toBe('link');
    const icon = model.elements.find((e) => e.tag === 'i')!;
    expect(icon.type).toBe('icon');
  });

  it('points labels and inner spans at their action targets', () => {
    const email = byAttrId(model, 'email');
    const label = model.elements.find((e) => e.tag === 'label' && e.attributes.for === 'email')!;
    expect(label.target).toBe(email.index);
    expect(byAttrId(model, 'signin-span').target).toBe(byAttrId(model, 'signin').index);
    expect(byAttrId(model, 'keep-label').target).toBe(byAttrId(model, 'keep').index);
  });

  it('keeps text nodes among element siblings as #text elements', () => {
    const p = byAttrId(model, 'mixed');
    const texts = p.children.map((c) => model.elements[c]!).map((e) => `${e.tag}:${e.text}`);
    expect(texts).toEqual(['#text:Call', 'b:1-800-555', '#text:now']);
  });

  it('computes visibility from display, visibility, opacity and hidden', () => {
    expect(byAttrId(model, 'hidden-link').visible).toBe(false);
    expect(byAttrId(model, 'ghost').visible).toBe(false);
    expect(byAttrId(model, 'clear-btn').visible).toBe(false);
    expect(byAttrId(model, 'hidden-attr').visible).toBe(false);
    expect(byAttrId(model, 'email').visible).toBe(true);
  });

  it('gives page-coordinate boxes that match the browser', async () => {
    for (const id of ['signin', 'email', 'go']) {
      const real = (await page.locator(`#${id}`).boundingBox())!;
      const box = byAttrId(model, id).box!;
      expect(Math.abs(box.left - real.x)).toBeLessThan(1);
      expect(Math.abs(box.top - real.y)).toBeLessThan(1);
      expect(Math.abs(box.width - real.width)).toBeLessThan(1);
    }
    // Boxes are page coordinates: scrolling does not move them.
    await page.evaluate('window.scrollTo(0, 200)');
    const scrolled = pageFromCapture(await page.evaluate(`(${CAPTURE_SCRIPT})()`));
    expect(Math.abs(byAttrId(scrolled, 'go').box!.top - byAttrId(model, 'go').box!.top)).toBeLessThan(1);
    expect(scrolled.scroll?.y).toBeGreaterThan(0);
    await page.evaluate('window.scrollTo(0, 0)');
  });

  it('walks open shadow roots', () => {
    const inner = byAttrId(model, 'inner');
    expect(inner.name).toBe('Promo code');
    expect(inner.type).toBe('input');
    const widget = byAttrId(model, 'widget');
    let p = inner.parent;
    while (p !== undefined && p !== widget.index) p = model.elements[p]!.parent;
    expect(p).toBe(widget.index);
    expect(byAttrId(model, 'apply').name).toBe('Apply');
  });

  it('walks same-origin iframes with the frame offset', async () => {
    const btn = byAttrId(model, 'frame-btn');
    const frame = byAttrId(model, 'frame');
    expect(btn.name).toBe('Inside frame');
    expect(btn.frame).toBe(frame.index);
    const real = (await page.frameLocator('#frame').locator('#frame-btn').boundingBox())!;
    expect(Math.abs(btn.box!.left - real.x)).toBeLessThan(1);
    expect(Math.abs(btn.box!.top - real.y)).toBeLessThan(1);
    expect(btn.box!.left).toBeGreaterThan(300); // 300 + border 5 + margin 10
  });

  it('remembers live nodes so adapters can act on an element id', async () => {
    for (const id of ['email', 'inner', 'frame-btn']) {
      const el = byAttrId(model, id);
      const domId = await page.evaluate(`((${ELEMENT_HANDLE_EXPRESSION})(${JSON.stringify(el.id)}) || {}).id`);
      expect(domId).toBe(id);
    }
    // A fresh capture is also reachable as globalThis.__russ.capture.
    const again = (await page.evaluate('globalThis.__russ.capture().elements.length')) as number;
    expect(again).toBe(model.elements.length);
  });

  it('accepts the capture as a JSON string (faster across the driver on big pages)', async () => {
    const fromString = pageFromCapture((await page.evaluate(`JSON.stringify((${CAPTURE_SCRIPT})())`)) as string);
    expect(fromString.elements.map((e) => e.name)).toEqual(model.elements.map((e) => e.name));
    expect(() => pageFromCapture('{oops')).toThrowError(expect.objectContaining({ code: 'E_PAGE_INVALID' }));
  });

  it('caps the capture with maxElements', async () => {
    const raw = (await page.evaluate(`(${CAPTURE_SCRIPT})({ maxElements: 5 })`)) as { elements: unknown[]; truncated: boolean };
    expect(raw.elements).toHaveLength(5);
    expect(raw.truncated).toBe(true);
  });
});

describe('pageFromHtml (linkedom, no layout)', () => {
  it('builds the same element model without boxes', () => {
    const m = pageFromHtml('<label for="u">User name</label><input id="u"><a href="/h"><span>Help</span></a><div style="display:none">x</div>');
    const input = byAttrId(m, 'u');
    expect(input).toMatchObject({ name: 'User name', type: 'input' });
    expect(input.box).toBeUndefined();
    const span = m.elements.find((e) => e.tag === 'span')!;
    expect(m.elements[span.target!]!.tag).toBe('a');
    expect(m.elements.find((e) => e.tag === 'div')!.visible).toBe(false);
  });

  it('refuses what is not HTML text or is too large', () => {
    expect(() => pageFromHtml(42 as unknown as string)).toThrow(PageError);
    expect(() => pageFromHtml('x'.repeat(100), { maxLength: 10 })).toThrowError(expect.objectContaining({ code: 'E_PAGE_TOO_LARGE' }));
  });

  it('survives deep nesting and many elements', () => {
    const deep = '<div>'.repeat(2000) + 'deep' + '</div>'.repeat(2000);
    const deepPage = pageFromHtml(deep);
    expect(deepPage.elements.length).toBeGreaterThan(100);
    expect(deepPage.truncated).toBe(true); // nesting past 512 levels is left out, not a stack overflow
    const many = pageFromHtml('<p>x</p>'.repeat(5000), { maxElements: 1000 });
    expect(many.elements).toHaveLength(1000);
    expect(many.truncated).toBe(true);
  });
});

describe('pageFromCapture', () => {
  it('rejects malformed captures with E_PAGE_INVALID and drops dangling references', () => {
    expect(() => pageFromCapture(null)).toThrowError(expect.objectContaining({ code: 'E_PAGE_INVALID' }));
    expect(() => pageFromCapture({ elements: 'x' })).toThrow(PageError);
    const m = pageFromCapture({ elements: [{ id: '0', tag: 'DIV', children: [0, 7, 1], parent: 9, target: -1, attributes: { a: 1 } }, { tag: 'button', name: 'Go' }] });
    expect(m.elements[0]!.children).toEqual([1]);
    expect(m.elements[0]!.parent).toBeUndefined();
    expect(m.elements[0]!.attributes).toEqual({});
    expect(m.elements[1]!.type).toBe('button');
  });
});

describe('the generated CAPTURE_SCRIPT', () => {
  it('is up to date with src/page/in-page', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'src/page/build-capture-script.mjs'), '--check'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('evaluates to a function without the page (DomAdapter style)', () => {
    expect(typeof new Function(`return ${CAPTURE_SCRIPT}`)()).toBe('function');
  });
});
