import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import {
  ground,
  groundQuery,
  selectorFor,
  resolveSelector,
  looksGenerated,
  loadWordVectors,
  nearestToContext,
  GroundingError,
  SelectorError,
  queryOfProgram,
  type WordVectors,
} from '../src/grounding/index.js';
import { ground as groundFromPackage } from '../src/index.js';
import { parse } from '../src/parser/index.js';
import { CAPTURE_SCRIPT, pageFromCapture, pageFromHtml, pageFromRussSnapshot, type PageModel } from '../src/page/index.js';
import { fromNNSyntax, query, readSurface, singleProgram, str, variable, type Query } from '../src/thingtalk/index.js';
import { devRows, devSnapshot, describeDev } from './helpers.js';

let vectors: WordVectors;
beforeAll(async () => {
  vectors = await loadWordVectors();
});

const FORM = `
<header><a href="/">Home</a> <a href="/help">Help</a></header>
<h2>Create your account</h2>
<div><span>Enter your email</span></div><div><input id="e1" name="email"></div>
<div><span>Confirm your email</span></div><div><input id="e2" name="email2"></div>
<label for="pw">Password</label><input id="pw" type="password">
<label><input type="checkbox" id="terms"> I agree to the terms</label>
<select id="country" aria-label="Country"><option>France</option><option>Peru</option></select>
<button id="save">Save</button> <button id="save2" data-testid="save-bottom">Save</button>
<a href="/cart" aria-label="Shopping basket"><svg class="cart"></svg></a>
<button id="next"><span id="next-span">Continue</span></button>`;

describe('groundQuery on an HTML page', () => {
  const page = pageFromHtml(FORM);
  const idOf = (r: { element: { attributes: Record<string, string> } }) => r.element.attributes.id;

  it('finds a field by its label and returns the control', () => {
    const r = groundQuery(query({ description: str('password'), type: 'input' }), page, { vectors });
    expect(idOf(r)).toBe('pw');
    expect(r.target).toBe(r.element);
    expect(r.candidates[0]!.reasons.join(' ')).toMatch(/text/);
  });

  it('uses relations: the input below a text', () => {
    const q = query({ type: 'input', below: query({ description: str('confirm your email') }) });
    expect(idOf(groundQuery(q, page, { vectors }))).toBe('e2');
    const q1 = query({ type: 'input', below: query({ description: str('enter your email') }) });
    expect(idOf(groundQuery(q1, page, { vectors }))).toBe('e1');
  });

  it('marks the text carrier as the element and its button as the target', () => {
    const r = groundQuery(query({ description: str('continue') }), page, { vectors, action: 'click' });
    expect(idOf(r)).toBe('next-span');
    expect(r.target.attributes.id).toBe('next');
  });

  it('matches UI synonyms and word meaning ("cart" ≈ "basket")', () => {
    const r = groundQuery(query({ description: str('cart'), type: 'icon' }), page, { vectors });
    expect(r.element.attributes.href).toBe('/cart');
  });

  it('resolves variable descriptions from `values`, and ignores unknown ones', () => {
    const q = query({ description: variable('country'), type: 'dropdown' });
    expect(idOf(groundQuery(q, page, { vectors, values: { country: 'Peru' } }))).toBe('country');
    expect(idOf(groundQuery(q, page, { vectors }))).toBe('country'); // the type alone decides
  });

  it('reports low confidence when two elements look the same', () => {
    const ambiguous = groundQuery(query({ description: str('save') }), page, { vectors });
    expect(ambiguous.confidence).toBeLessThan(0.7);
    const clear = groundQuery(query({ description: str('password'), type: 'input' }), page, { vectors });
    expect(clear.confidence).toBeGreaterThan(0.8);
    expect(clear.confidence).toBeGreaterThan(ambiguous.confidence);
  });

  it('is sure of a radio named by the text written next to it ("<input type=radio> YES")', () => {
    const radios = pageFromHtml('<p>Is it true?</p><div><input type="radio" name="q" value="1" id="y">&nbsp;YES <input type="radio" name="q" value="0" id="n">&nbsp;NO</div>');
    const r = groundQuery(query({ description: str('YES'), type: 'button' }), radios, { vectors });
    expect(idOf(r)).toBe('y');
    expect(r.confidence).toBeGreaterThan(0.5); // not scaled down as a guess that shares no word with it
  });

  it('names a radio by the whole label that follows it, even one that does not name it', () => {
    const form = pageFromHtml('<p>Is it fluent?</p><div><input type="radio" name="f" value="2" id="y"><label><b>Yes</b> It is mostly fluent.</label></div><div><input type="radio" name="f" value="0" id="n"><label><b>No</b> It is hard to read.</label></div>');
    const r = groundQuery(query({ description: str('Yes It is mostly fluent.'), type: 'button' }), form, { vectors, action: 'click' });
    expect(idOf(r)).toBe('y'); // the control, not the label a click on which does nothing
  });

  it('takes set_range to act on a slider', () => {
    const form = pageFromHtml('<p>Volume</p><input type="text" id="t"><input type="range" id="r">');
    const q = query({ below: query({ description: str('Volume') }) });
    expect(idOf(groundQuery(q, form, { vectors, action: 'set_range' }))).toBe('r');
  });

  it('checks a checkbox, never a plain text that says the same ("In stock" on every result)', () => {
    const list = pageFromHtml('<aside><label><input type="checkbox" id="stock"> In stock only</label></aside><div><h3>Mug</h3><p id="t1">In stock</p></div><div><h3>Lamp</h3><p id="t2">In stock</p></div>');
    for (const action of ['check', 'uncheck']) {
      const r = groundQuery(query({ description: str('in-stock filter') }), list, { vectors, action });
      expect(idOf(r)).toBe('stock');
      expect(r.candidates.find((c) => c.element.attributes.id === 't1')!.reasons.join(' ')).toMatch(/cannot be/);
    }
    // A click may still mean the text.
    expect(idOf(groundQuery(query({ description: str('in stock') }), list, { vectors, action: 'click' }))).not.toBe('stock');
  });

  it('reads a number the query does not say as a count badge ("Wish list (2)")', () => {
    const head = pageFromHtml('<header><a href="/wishlist" id="wl">Wish list (2)</a> <a href="/basket">Basket (3)</a></header><form><button id="add">Add to wish list</button></form>');
    const r = groundQuery(query({ description: str('wish list') }), head, { vectors, action: 'click' });
    expect(idOf(r)).toBe('wl');
    expect(r.confidence).toBeGreaterThan(0.8);
  });

  it('gives every result a selector that resolves to exactly its target', () => {
    for (const d of ['password', 'save', 'continue', 'help', 'i agree to the terms']) {
      const r = groundQuery(query({ description: str(d) }), page, { vectors });
      expect(resolveSelector(r.selector, page)).toEqual([r.target]);
    }
  });
});

describe('the n-th (or last) of the elements that match', () => {
  const SURVEY = [1, 2, 3]
    .map((i) => `<section><h3>Sentence ${i}</h3><p>Is it grammatical?</p><label><input type="radio" name="g${i}" id="y${i}"> Yes</label> <label><input type="radio" name="g${i}" id="n${i}"> No</label></section>`)
    .join('');
  const page = pageFromHtml(`${SURVEY}
<table><tr><td>Pen</td><td><button id="r1">Remove</button></td></tr><tr><td>Ink</td><td><button id="r2">Remove</button></td></tr><tr><td>Pad</td><td><button id="r3">Remove</button></td></tr></table>
<button id="ra">Remove all</button>
<fieldset><legend>Reasons</legend><label><input type="checkbox" id="c1"> Price</label><label><input type="checkbox" id="c2"> Speed</label><label><input type="checkbox" id="c3"> Support</label></fieldset>
<label><input type="checkbox" id="c4"> Spam</label>
<footer><a href="/a" id="f1">About</a> <a href="/b" id="f2">Jobs</a></footer>`);
  const groundSurface = (src: string) => {
    const p = singleProgram(readSurface(src));
    return groundQuery(queryOfProgram(p)!, page, { vectors, action: p.action.name });
  };
  const idOf = (src: string) => groundSurface(src).target.attributes.id;

  it('counts in reading order among the matches, relations applied first', () => {
    expect(idOf('@click(element=@retrieve(description="Yes", nth=2, below=@retrieve(description="Is it grammatical?")))')).toBe('y2');
    expect(idOf('@click(element=@retrieve(description="Yes", nth=last, below=@retrieve(description="Is it grammatical?")))')).toBe('y3');
    expect(idOf('@click(element=@retrieve(description="Remove", type=button, nth=3))')).toBe('r3');
    expect(idOf('@click(element=@retrieve(description="Remove", type=button, nth=1))')).toBe('r1');
    // "Remove all" matches the words less well: it is not one of the "Remove" buttons.
    expect(idOf('@click(element=@retrieve(description="Remove", type=button, nth=last))')).toBe('r3');
  });

  it('counts inside a container, and a type alone', () => {
    expect(idOf('@check(element=@retrieve(type=checkbox, nth=last, in=@retrieve(description="Reasons")))')).toBe('c3');
    expect(idOf('@check(element=@retrieve(type=checkbox, nth=2, in=@retrieve(description="Reasons")))')).toBe('c2');
    expect(idOf('@click(element=@retrieve(type=link, nth=1, in=@retrieve(description="footer")))')).toBe('f1');
  });

  it('is sure when the matches stand apart, reports no tie, and explains the count', () => {
    const r = groundSurface('@click(element=@retrieve(description="Remove", type=button, nth=2))');
    expect(r.confidence).toBeGreaterThan(0.9);
    expect(r.candidates[0]!.reasons[0]).toBe('number 2 of 3 matches in reading order');
    expect(r.candidates.slice(1).every((c) => c.score < r.score - 0.05)).toBe(true);
    expect(resolveSelector(r.selector, page)).toEqual([r.target]);
  });

  it('says there is no such element when fewer match', () => {
    let err: unknown;
    try {
      groundSurface('@click(element=@retrieve(description="Remove", type=button, nth=5))');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(GroundingError);
    expect((err as GroundingError).code).toBe('E_GROUND_NOT_FOUND');
    expect((err as GroundingError).message).toMatch(/3 elements .* no number 5/);
  });
});

describe('ties broken by the element the previous step acted on', () => {
  const page = pageFromHtml(`<header><nav><a href="/signin" id="nav">Sign in</a> <a href="/help">Help</a></nav></header>
<main><form><p><label for="email">Email</label> <input id="email"></p><p><label for="pw">Password</label> <input id="pw" type="password"></p><button id="btn">Sign in</button></form>
<table><tr><td>Pen</td><td><button id="r1">Remove</button></td></tr><tr><td>Ink</td><td><button id="r2">Remove</button></td></tr></table></main>`);
  const byId = (id: string) => page.elements.find((e) => e.attributes.id === id)!;

  it('picks the candidate in the same form or section', () => {
    expect(nearestToContext([byId('nav'), byId('btn')], byId('pw'), page)).toBe(byId('btn'));
    expect(nearestToContext([byId('btn'), byId('nav')], byId('email'), page)).toBe(byId('btn'));
  });

  it('refuses real ambiguity: candidates as near as each other', () => {
    expect(nearestToContext([byId('r1'), byId('r2')], byId('pw'), page)).toBeUndefined();
    // The row button shares <main> with the form's button; the nav link only <body>.
    expect(nearestToContext([byId('nav'), byId('r1')], byId('btn'), page)).toBe(byId('r1'));
  });
});

describe('icons', () => {
  const page = pageFromHtml(`<header>
    <a id="gear" href="/settings"><i class="fa fa-cog"></i></a>
    <a id="cart" href="/cart"><span class="icon-shopping-cart"></span></a>
    <button id="search" title="Search"><svg viewBox="0 0 10 10"></svg></button>
    <button id="close" class="close"><span aria-hidden="true">×</span></button>
    <a id="bell" href="/n"><i class="material-icons">notifications</i></a>
    <button id="burger">☰</button>
  </header><main><p>Your settings, cart and search history</p><a href="/x">Shopping cart help</a></main>`);
  const icon = (d: string) => groundQuery(query({ description: str(d), type: 'icon' }), page, { vectors }).target.attributes.id;

  it('finds icons by class words, titles, symbols and UI synonyms', () => {
    expect(icon('gear')).toBe('gear');
    expect(icon('settings')).toBe('gear');
    expect(icon('cart')).toBe('cart');
    expect(icon('search')).toBe('search');
    expect(icon('close')).toBe('close');
    expect(icon('x')).toBe('close');
    expect(icon('notifications')).toBe('bell');
    expect(icon('menu')).toBe('burger');
  });

  it('types links and buttons drawn as icons as icons', () => {
    const byId = (id: string) => page.elements.find((e) => e.attributes.id === id)!;
    expect(byId('gear').type).toBe('icon');
    expect(byId('close').type).toBe('icon');
    expect(byId('burger').type).toBe('icon');
  });
});

describe('ground() inputs', () => {
  const page = pageFromHtml(FORM);

  it('takes programs, NN syntax, surface syntax and instructions', async () => {
    const nn = 'now => @webagent.retrieve param:description = " password " param:type = enum:input => @webagent.enter param:text = " password " on param:element = param:id';
    expect((await ground(nn, page)).element.attributes.id).toBe('pw');
    expect((await ground(singleProgram(fromNNSyntax(nn)), page)).element.attributes.id).toBe('pw');
    expect((await ground(singleProgram(readSurface('@retrieve(description="help") => @click(element=id)')), page)).element.attributes.href).toBe('/help');
    // A sentence: the package's ground() parses it with the shipped parser; the grounding module alone takes no parser.
    const fromInstruction = await groundFromPackage('Click Help', page);
    expect(fromInstruction.element.attributes.href).toBe('/help');
    await expect(ground('Click Help', page)).rejects.toMatchObject({ code: 'E_GROUND_INPUT' });
    expect((await ground('Click Help', page, { parse: (s) => parse(s) })).element.attributes.href).toBe('/help');
  });

  it('refuses programs without an element and bad input with typed errors', async () => {
    await expect(ground('now => @webagent.goto param:website = " https://example.com "', page)).rejects.toMatchObject({ code: 'E_GROUND_NO_QUERY' });
    await expect(ground(42 as unknown as string, page)).rejects.toBeInstanceOf(GroundingError);
    expect(() => groundQuery(query({ description: str('x') }), { viewport: { width: 1, height: 1 }, elements: [] })).toThrowError(
      expect.objectContaining({ code: 'E_GROUND_NOT_FOUND' }),
    );
    expect(() => groundQuery(query({}), null as unknown as PageModel)).toThrow(GroundingError);
  });
});

describe('grounding hostile queries', () => {
  const page = pageFromHtml(FORM);

  it('answers or refuses with a typed error, never crashes or hangs', () => {
    const cyclic = query({ description: str('save') }) as Query & { below?: Query };
    cyclic.below = cyclic;
    expect(groundQuery(cyclic, page, { vectors }).element.tag).toBe('button');
    const huge = groundQuery(query({ description: str('password '.repeat(100_000)) }), page, { vectors });
    expect(huge.target.attributes.id).toBe('pw');
    const bogusType = groundQuery({ kind: 'query', description: str('help'), type: 'spaceship' as never, location: 'middle' as never }, page, { vectors });
    expect(bogusType.element.attributes.href).toBe('/help');
    const badValue = groundQuery(query({ description: variable('country'), type: 'dropdown' }), page, { vectors, values: { country: 42 as never } });
    expect(badValue.element.attributes.id).toBe('country');
    for (const junk of ['', '   ', '\u0000\u0001', '"; DROP TABLE', '<script>alert(1)</script>', '((((']) {
      try {
        groundQuery(query({ description: str(junk) }), page, { vectors });
      } catch (e) {
        expect(e).toBeInstanceOf(GroundingError);
      }
    }
  });
});

describe('selectors', () => {
  const page = pageFromHtml(FORM);

  it('prefers test ids, then role+name, and falls back to nth', () => {
    const save2 = page.elements.find((e) => e.attributes.id === 'save2')!;
    expect(selectorFor(save2, page)).toBe('[data-testid="save-bottom"]');
    const pw = page.elements.find((e) => e.attributes.id === 'pw')!;
    expect(selectorFor(pw, page)).toBe('role=textbox[name="Password"]');
    const save = page.elements.find((e) => e.attributes.id === 'save')!;
    expect(resolveSelector(selectorFor(save, page), page)).toEqual([save]);
  });

  it('avoids generated ids and reads what it writes', () => {
    expect(looksGenerated('ember1234')).toBe(true);
    expect(looksGenerated('a8d4ffe6-1b0f')).toBe(true);
    expect(looksGenerated('login-button')).toBe(false);
    expect(resolveSelector('role=button[name="Save"] >> nth=1', page)[0]!.attributes.id).toBe('save2');
    expect(() => resolveSelector('((', page)).toThrow(SelectorError);
    expect(() => resolveSelector('', page)).toThrowError(expect.objectContaining({ code: 'E_SELECTOR_SYNTAX' }));
  });
});

describeDev('grounding on the dev split', () => {
  const rows = devRows();
  const pages = new Map<string, PageModel>();
  const pageOf = (dom: string) => {
    if (!pages.has(dom)) pages.set(dom, pageFromRussSnapshot(devSnapshot(dom)));
    return pages.get(dom)!;
  };

  it('finds the gold element from gold programs (measured 89.2%; floor 86%)', () => {
    let right = 0;
    let total = 0;
    for (const row of rows) {
      if (!row.thingtalk || !row.gold_xid || !row.dom) continue;
      const program = singleProgram(fromNNSyntax(row.thingtalk));
      const q = queryOfProgram(program);
      if (!q) continue;
      const page = pageOf(row.dom);
      if (!page.elements.some((e) => e.id === row.gold_xid)) continue;
      total++;
      if (groundQuery(q, page, { vectors, action: program.action.name, values: row.user_values, selector: false }).element.id === row.gold_xid) right++;
    }
    expect(total).toBeGreaterThan(100);
    expect(right / total).toBeGreaterThanOrEqual(0.86);
  });

  it('writes unique selectors for the interactive elements of dev pages', () => {
    let checked = 0;
    for (const dom of [...new Set(rows.map((r) => r.dom).filter((d): d is string => !!d))].slice(0, 6)) {
      const page = pageOf(dom);
      for (const el of page.elements) {
        if (!el.visible || !el.type || el.type === 'text' || el.tag === '#text') continue;
        const sel = selectorFor(el, page);
        expect(resolveSelector(sel, page), `${dom} ${el.id} ${sel}`).toEqual([el]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('grounding a live page captured in Chromium', () => {
  let server: Server;
  let browser: Browser;
  let page: PageModel;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><body style="margin:0;width:1000px">
        <div style="position:absolute;left:10px;top:10px"><a id="sl" href="/a">Sign in</a></div>
        <div style="position:absolute;right:10px;top:10px"><a id="sr" href="/b">Sign in</a></div>
        <div style="position:absolute;left:10px;top:600px"><a id="sb" href="/c">Sign in</a></div>
        <div style="position:absolute;left:300px;top:200px"><span>First name</span></div>
        <div style="position:absolute;left:300px;top:230px"><input id="fn"></div>
        <div style="position:absolute;left:300px;top:300px"><span>Last name</span></div>
        <div style="position:absolute;left:300px;top:330px"><input id="ln"></div>
        <div style="position:absolute;left:100px;top:330px"><input type="checkbox" id="cb"></div>
        <div style="height:1500px"></div></body>`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const p = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    await p.goto(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`);
    page = pageFromCapture(await p.evaluate(`(${CAPTURE_SCRIPT})()`));
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
  });

  it('uses absolute locations to pick among look-alikes', () => {
    const at = (location: 'top_right' | 'top_left' | 'bottom') =>
      groundQuery(query({ description: str('sign in'), location }), page, { vectors }).element.attributes.id;
    expect(at('top_right')).toBe('sr');
    expect(at('top_left')).toBe('sl');
    expect(at('bottom')).toBe('sb');
  });

  it('uses layout relations (below, left of) as a ranking signal', () => {
    const below = (text: string) => groundQuery(query({ type: 'input', below: query({ description: str(text) }) }), page, { vectors }).element.attributes.id;
    expect(below('first name')).toBe('fn');
    expect(below('last name')).toBe('ln');
    const left = groundQuery(query({ type: 'checkbox', left_of: query({ description: str('last name') }) }), page, { vectors });
    expect(left.element.attributes.id).toBe('cb');
  });

  it('names a radio alone in a table cell by its column header', async () => {
    const p = await browser.newPage();
    await p.setContent(`<body style="margin:0"><p>Pair 1</p><table><tr><td rowspan="2">Which is better?</td><td>Black</td><td>Blue</td></tr>
      <tr><td><input type="radio" name="a1" value="T" id="black1"></td><td><input type="radio" name="a1" value="F" id="blue1"></td></tr></table>
      <p>Pair 2</p><table><tr><td rowspan="2">Which is better?</td><td>Black</td><td>Blue</td></tr>
      <tr><td><input type="radio" name="a2" value="T" id="black2"></td><td><input type="radio" name="a2" value="F" id="blue2"></td></tr></table></body>`);
    const grid = pageFromCapture(await p.evaluate(`(${CAPTURE_SCRIPT})()`));
    await p.close();
    const pick = (option: string, item: string) => groundQuery(query({ description: str(option), type: 'button', below: query({ description: str(item) }) }), grid, { vectors, action: 'click' }).target.attributes.id;
    expect(pick('Blue', 'Pair 1')).toBe('blue1');
    expect(pick('Black', 'Pair 1')).toBe('black1');
    expect(pick('Blue', 'Pair 2')).toBe('blue2');
  });

  it('counts a row below the anchor as a whole: "the last checkbox under Alerts"', async () => {
    const p = await browser.newPage();
    await p.setContent(`<body style="margin:0;font:16px sans-serif"><fieldset style="width:500px"><legend>Alerts</legend>
      <label><input type="checkbox" id="a1"> Email</label> <label><input type="checkbox" id="a2"> SMS</label> <label><input type="checkbox" id="a3"> Push notifications</label></fieldset>
      <fieldset><legend>Digest</legend><label><input type="checkbox" id="d1"> Daily</label> <label><input type="checkbox" id="d2"> Weekly</label></fieldset></body>`);
    const form = pageFromCapture(await p.evaluate(`(${CAPTURE_SCRIPT})()`));
    await p.close();
    const nth = (n: number | 'last') => groundQuery(query({ type: 'checkbox', nth: n, below: query({ description: str('Alerts') }) }), form, { vectors, action: 'uncheck' }).target.attributes.id;
    // The far end of the row scores lower on alignment than the next section's first checkbox, but it is in the row right under the legend.
    expect(nth('last')).toBe('a3');
    expect(nth(2)).toBe('a2');
    expect(nth(1)).toBe('a1');
  });

  it('reads "in" a text as the section that text starts, up to the next text of its kind', async () => {
    const p = await browser.newPage();
    const yesNo = (n: number, q: string) =>
      `<p>${q}</p><label><input type="radio" name="${q[6]}${n}" value="y" id="${q[6]}y${n}"> Yes</label> <label><input type="radio" name="${q[6]}${n}" value="n" id="${q[6]}n${n}"> No</label>`;
    const items = [1, 2, 3].map((n) => `<p><b>Sentence ${n}:</b> The cat sat ${n} times.</p>${yesNo(n, 'Is it grammatical?')}${yesNo(n, 'Is it fluent?')}`).join('');
    const topics = ['Email', 'Push'].map((t) => `<h3>${t}</h3><label><input type="checkbox" id="${t}-weekly"> Weekly digest</label><br><label><input type="checkbox" id="${t}-news"> News</label>`).join('');
    await p.setContent(`<body style="margin:0"><div>${items}</div><div>${topics}</div></body>`);
    const flat = pageFromCapture(await p.evaluate(`(${CAPTURE_SCRIPT})()`));
    await p.close();
    const inItem = (item: string, question: string, option = 'Yes') =>
      groundQuery(query({ description: str(option), type: 'button', below: query({ description: str(question) }), in: query({ description: str(item) }) }), flat, { vectors, action: 'click' });
    for (const n of [1, 2, 3]) {
      expect(inItem(`Sentence ${n}`, 'Is it grammatical?').target.attributes.id).toBe(`gy${n}`);
      expect(inItem(`Sentence ${n}`, 'Is it fluent?', 'No').target.attributes.id).toBe(`fn${n}`);
    }
    expect(inItem('Sentence 2', 'Is it fluent?').confidence).toBeGreaterThan(0.5);
    const check = (topic: string) => groundQuery(query({ description: str('Weekly digest'), in: query({ description: str(topic) }) }), flat, { vectors, action: 'check' }).target.attributes.id;
    expect(check('Email')).toBe('Email-weekly');
    expect(check('Push')).toBe('Push-weekly');
  });

  it('takes "the field under X" to be the field X names when the label sits inside it', async () => {
    const p = await browser.newPage();
    const field = (id: string, label: string, top: number) =>
      `<div style="position:absolute;left:300px;top:${top}px;width:200px;height:40px"><label for="${id}" style="position:absolute;left:8px;top:11px;font-size:14px;line-height:18px">${label}</label><input id="${id}" style="width:200px;height:40px"></div>`;
    await p.setContent(`<body style="margin:0">${field('ph', 'Phone', 450)}${field('zip', 'ZIP code', 500)}</body>`);
    const floating = pageFromCapture(await p.evaluate(`(${CAPTURE_SCRIPT})()`));
    await p.close();
    const below = (text: string) => groundQuery(query({ type: 'input', below: query({ description: str(text) }) }), floating, { vectors });
    expect(below('phone').element.attributes.id).toBe('ph');
    expect(below('phone').candidates[0]!.reasons.join(' ')).toMatch(/named by the anchor text/);
    expect(below('zip code').element.attributes.id).toBe('zip');
  });
});
