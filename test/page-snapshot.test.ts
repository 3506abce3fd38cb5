import { describe, it, expect } from 'vitest';
import { pageFromRussSnapshot, PageError, type PageModel } from '../src/page/index.js';
import { devRows, devSnapshot, describeDev } from './helpers.js';

/** A small RUSS-format snapshot: a sign-in form. */
function signInSnapshot(): unknown[] {
  const box = (left: number, top: number, width = 200, height = 30) => ({ left, top, width, height });
  return [
    { xid: 'b', ref: 0, tag: 'BODY', attributes: {}, ...box(0, 0, 800, 600), hidden: false, children: [1, 2, 3, 4, 5, 7, 9, 12, 13, 15] },
    { xid: 'l1', ref: 1, tag: 'LABEL', text: 'Email  address', attributes: { for: 'email' }, ...box(10, 10), hidden: false, children: [] },
    { xid: 'i1', ref: 2, tag: 'INPUT', attributes: { id: 'email', type: 'email' }, type: 'email', value: '', ...box(10, 40), hidden: false, children: [] },
    { xid: 'i2', ref: 3, tag: 'INPUT', attributes: { type: 'password', placeholder: 'Password' }, type: 'password', value: 'hunter2', ...box(10, 80), hidden: false, children: [] },
    { xid: 'i3', ref: 4, tag: 'INPUT', attributes: { type: 'submit', value: 'Sign in' }, type: 'submit', ...box(10, 120), hidden: false, children: [] },
    { xid: 'a1', ref: 5, tag: 'A', attributes: { href: '/forgot' }, ...box(10, 160), hidden: false, children: [6] },
    { xid: 's1', ref: 6, tag: 'SPAN', text: 'Forgot password?', attributes: {}, ...box(10, 160), hidden: false, children: [] },
    { xid: 'a2', ref: 7, tag: 'A', attributes: { href: '/settings', 'aria-label': 'Settings' }, ...box(760, 5, 24, 24), hidden: false, children: [8] },
    { xid: 'svg', ref: 8, tag: 'svg', attributes: { class: 'icon-gear' }, ...box(760, 5, 24, 24), hidden: false, children: [] },
    { xid: 'lab2', ref: 9, tag: 'LABEL', attributes: {}, ...box(10, 200), hidden: false, children: [10, 11] },
    { xid: 'cb', ref: 10, tag: 'INPUT', attributes: { type: 'checkbox' }, type: 'checkbox', ...box(10, 200, 16, 16), hidden: false, children: [] },
    { xid: 't1', ref: 11, tag: 't', text: 'Remember me', attributes: {}, ...box(30, 200, 100, 16), hidden: false, children: [] },
    { xid: 'hid', ref: 12, tag: 'DIV', text: 'Hidden promo', attributes: {}, ...box(0, 0, 0, 0), hidden: true, children: [] },
    { xid: 'sel', ref: 13, tag: 'SELECT', attributes: { name: 'country', 'aria-label': 'Country' }, ...box(10, 240), hidden: false, children: [14] },
    { xid: 'o1', ref: 14, tag: 'OPTION', text: 'France', attributes: {}, ...box(0, 0, 0, 0), hidden: false, children: [] },
    { xid: 'rb', ref: 15, tag: 'DIV', text: 'Continue', attributes: { role: 'button' }, styles: { cursor: 'pointer' }, ...box(10, 280), hidden: false, children: [] },
  ];
}

const byId = (page: PageModel, id: string) => page.elements.find((e) => e.id === id)!;

describe('pageFromRussSnapshot', () => {
  const page = pageFromRussSnapshot(signInSnapshot());

  it('keeps xids as ids and lower-cases tags; `t` nodes become #text', () => {
    expect(page.elements.map((e) => e.id).slice(0, 3)).toEqual(['b', 'l1', 'i1']);
    expect(byId(page, 'l1').tag).toBe('label');
    expect(byId(page, 't1').tag).toBe('#text');
    expect(byId(page, 'l1').text).toBe('Email address'); // white space collapsed
  });

  it('computes accessible names from labels, placeholders, values, aria-label and content', () => {
    expect(byId(page, 'i1').name).toBe('Email address');
    expect(byId(page, 'i2').name).toBe('Password');
    expect(byId(page, 'i3').name).toBe('Sign in');
    expect(byId(page, 'a1').name).toBe('Forgot password?');
    expect(byId(page, 'a2').name).toBe('Settings');
    expect(byId(page, 'cb').name).toBe('Remember me');
    expect(byId(page, 'sel').name).toBe('Country');
  });

  it('types elements from tags, input types and roles', () => {
    expect(byId(page, 'i1').type).toBe('input');
    expect(byId(page, 'i3').type).toBe('button');
    expect(byId(page, 'a1').type).toBe('link');
    expect(byId(page, 'a2').type).toBe('icon'); // a link drawn as an icon
    expect(byId(page, 'svg').type).toBe('icon');
    expect(byId(page, 'cb').type).toBe('checkbox');
    expect(byId(page, 'sel')).toMatchObject({ type: 'dropdown', options: ['France'] });
    expect(byId(page, 'rb').type).toBe('button');
    expect(byId(page, 's1').type).toBe('text');
  });

  it('masks password values, keeps visibility and boxes, points at action targets', () => {
    expect(byId(page, 'i2').value).not.toContain('hunter2');
    expect(byId(page, 'hid').visible).toBe(false);
    expect(byId(page, 'i1').box).toEqual({ left: 10, top: 40, width: 200, height: 30 });
    expect(page.elements[byId(page, 'l1').target!]!.id).toBe('i1');
    expect(page.elements[byId(page, 's1').target!]!.id).toBe('a1');
    expect(page.elements[byId(page, 't1').target!]!.id).toBe('cb');
    expect(page.viewport.width).toBe(800);
  });
});

describe('pageFromRussSnapshot names from images', () => {
  it('names a link by the alt text of the image inside it', () => {
    const page = pageFromRussSnapshot([
      { xid: '1', ref: 0, tag: 'BODY', children: [1] },
      { xid: '2', ref: 1, tag: 'A', attributes: { href: '/' }, children: [2] },
      { xid: '3', ref: 2, tag: 'IMG', attributes: { alt: 'Acme home', src: 'logo.png' }, left: 0, top: 0, width: 120, height: 40, children: [] },
    ]);
    expect(page.elements[1]!.name).toBe('Acme home');
    expect(page.elements[2]!).toMatchObject({ name: 'Acme home', type: 'image' });
  });
});

describe('pageFromRussSnapshot on hostile input', () => {
  it('refuses what is not a snapshot with E_PAGE_INVALID', () => {
    for (const bad of [null, 42, 'x', { elements: [] }, [1, 2], [null], [[]]]) {
      expect(() => pageFromRussSnapshot(bad)).toThrow(PageError);
      try {
        pageFromRussSnapshot(bad);
      } catch (e) {
        expect((e as PageError).code).toBe('E_PAGE_INVALID');
      }
    }
  });

  it('refuses more elements than allowed with E_PAGE_TOO_LARGE', () => {
    expect(() => pageFromRussSnapshot(new Array(11).fill({ tag: 'DIV' }), { maxElements: 10 })).toThrowError(
      expect.objectContaining({ code: 'E_PAGE_TOO_LARGE' }),
    );
  });

  it('breaks cycles, drops dangling and self references, renames duplicate xids', () => {
    const page = pageFromRussSnapshot([
      { xid: '1', ref: 0, tag: 'DIV', children: [1, 0, 99, -1, 'x', 2] },
      { xid: '1', ref: 1, tag: 'DIV', children: [0, 2] },
      { xid: '3', ref: 2, tag: 'SPAN', text: 'hi', children: [1] },
    ]);
    expect(page.elements[0]!.children).toEqual([1, 2]);
    expect(page.elements[1]!.children).toEqual([]); // 2 already has a parent; 0 is backwards
    expect(page.elements[2]!.children).toEqual([]);
    expect(page.elements[2]!.parent).toBe(0);
    expect(new Set(page.elements.map((e) => e.id)).size).toBe(3);
  });

  it('survives missing boxes, odd field types, huge text and deep nesting', () => {
    const deep = Array.from({ length: 20_000 }, (_, i) => ({ xid: String(i), ref: i, tag: 'DIV', children: i + 1 < 20_000 ? [i + 1] : [] }));
    (deep[19_999] as Record<string, unknown>).text = 'bottom';
    const page = pageFromRussSnapshot(deep);
    expect(page.elements).toHaveLength(20_000);
    const odd = pageFromRussSnapshot([
      { tag: 42, text: 'x'.repeat(1_000_000), attributes: { a: { nested: 1 }, B: 'ok', n: 3 }, left: 'no', children: 'none', hidden: 'maybe', styles: [] },
    ]);
    expect(odd.elements[0]!.text.length).toBeLessThanOrEqual(500);
    expect(odd.elements[0]!.attributes).toEqual({ b: 'ok', n: '3' });
    expect(odd.elements[0]!.box).toBeUndefined();
  });

  it('handles 100k elements in reasonable time', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => ({ xid: String(i), ref: i, tag: i % 3 ? 'SPAN' : 'A', text: `item ${i}`, attributes: { href: '#' }, children: [] }));
    (big[0] as Record<string, unknown>).tag = 'BODY';
    (big[0] as Record<string, unknown>).children = Array.from({ length: 99_999 }, (_, i) => i + 1);
    const page = pageFromRussSnapshot(big);
    expect(page.elements[0]!.children).toHaveLength(99_999);
  });
});

describeDev('pageFromRussSnapshot on the dev snapshots', () => {
  it('builds every dev page, and every gold element is in it', () => {
    const pages = new Map<string, PageModel>();
    for (const row of devRows()) {
      if (!row.dom) continue;
      if (!pages.has(row.dom)) pages.set(row.dom, pageFromRussSnapshot(devSnapshot(row.dom)));
      const page = pages.get(row.dom)!;
      expect(page.elements.length).toBeGreaterThan(0);
      for (const el of page.elements) if (el.parent !== undefined) expect(el.parent).toBeLessThan(el.index);
    }
    expect(pages.size).toBeGreaterThan(20);
  });
});
