/**
 * `russ heal-eval` on a tiny Similo-format dataset this test writes itself: three websites, a kept
 * target, a moved and renamed one, a removed one, a menu repeated in header and footer under a
 * shifted prefix; scored correct / not found / wrong, JSON lines written, and hostile input refused
 * with typed errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURVE_K, HealEvalError, loadSimilo, mostRightCurve, runHealEval } from '../src/cli/heal-eval.js';
import { main } from '../src/cli/index.js';

type W = Record<string, string | number>;
const props = (w: W): string => Object.entries(w).map(([k, v]) => `${k}=${v}`).join('\n') + '\n';

function widget(xpath: string, tag: string, text: string, x: number, y: number, extra: W = {}): W {
  return { tag, xpath, idxpath: xpath, text, visible_text: text, x, y, width: 120, height: 30, area: 3600, shape: 400, ...extra };
}

function writeSite(root: string, site: string, targets: Array<[W, string]>, candidates: W[]): void {
  const dir = join(root, site);
  mkdirSync(join(dir, 'target_widgets'), { recursive: true });
  mkdirSync(join(dir, 'candidate_widgets'), { recursive: true });
  targets.forEach(([w, newXpath], n) => {
    writeFileSync(join(dir, `${n}.properties`), props({ old_xpath: w.xpath as string, new_xpath: newXpath }));
    writeFileSync(join(dir, 'target_widgets', `${n}.properties`), props({ ...w, widget_id: n }));
  });
  candidates.forEach((w, i) => writeFileSync(join(dir, 'candidate_widgets', `${i}.properties`), props({ ...w, widget_id: i })));
}

describe('russ heal-eval', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'heal-eval-'));
    const nav = (i: number, text: string, x: number, extra: W = {}): W =>
      widget(`/html[1]/body[1]/header[1]/nav[1]/a[${i}]`, 'A', text, x, 10, { class: 'nav-link', href: `https://shop.example/${text.toLowerCase()}`, ...extra });
    const oldNav = [nav(1, 'Home', 10), nav(2, 'Deals', 140), nav(3, 'Help', 270)];
    writeSite(
      root,
      'Shop',
      [
        [oldNav[0]!, '/html[1]/body[1]/header[1]/nav[1]/a[1]'],
        [oldNav[1]!, '/html[1]/body[1]/div[1]/header[1]/nav[1]/a[2]'],
        [oldNav[2]!, '/html[1]/body[1]/header[1]/nav[1]/a[3]'], // removed below
      ],
      [
        nav(1, 'Home', 10),
        { ...nav(2, 'Deals', 140, { class: 'css-x1' }), xpath: '/html[1]/body[1]/div[1]/header[1]/nav[1]/a[2]', idxpath: '/html[1]/body[1]/div[1]/header[1]/nav[1]/a[2]' },
        widget('/html[1]/body[1]/main[1]/h1[1]', 'H1', 'Welcome to the shop', 10, 200),
        widget('/html[1]/body[1]/main[1]/p[1]', 'P', 'Fresh offers every day of the week', 10, 260),
      ],
    );
    writeSite(
      root,
      'Bank',
      [[widget('/html[1]/body[1]/form[1]/button[1]', 'BUTTON', 'Sign in', 300, 400, { id: 'signin', type: 'submit' }), '/html[1]/body[1]/form[1]/button[1]']],
      [
        widget('/html[1]/body[1]/form[1]/button[1]', 'BUTTON', 'Sign in', 300, 420, { id: 'signin', type: 'submit' }),
        widget('/html[1]/body[1]/form[1]/a[1]', 'A', 'Forgot password?', 300, 470, { href: '/forgot' }),
      ],
    );
    // A menu repeated in the header and the footer, captured without layout (empty boxes, no
    // neighbour texts, as many Similo captures are); the new version wraps the page in an app root
    // (every XPath's prefix changes) and regenerates the classes. Only structure tells the copies apart.
    const bare = (xpath: string, text: string, cls: string): W => ({ tag: 'A', xpath, idxpath: xpath, text, visible_text: text, x: 0, y: 0, width: 0, height: 0, class: cls, href: `/${text.toLowerCase()}` });
    const menu = (prefix: string, cls: string) => ['Home', 'Deals', 'Help'].flatMap((t, i) => [
      bare(`${prefix}/header[1]/nav[1]/ul[1]/li[${i + 1}]/a[1]`, t, `${cls}-nav`),
      bare(`${prefix}/footer[1]/ul[1]/li[${i + 1}]/a[1]`, t, `${cls}-foot`),
    ]);
    const oldMenu = menu('/html[1]/body[1]', 'site');
    const newMenu = menu('/html[1]/body[1]/div[1]', 'css-x9');
    writeSite(root, 'Menus', oldMenu.map((w, i) => [w, newMenu[i]!.xpath as string]), newMenu);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('scores correct / not found / wrong per site and overall', async () => {
    const r = await runHealEval(root);
    expect(r.perSite.Bank).toEqual({ correct: 1, notFound: 0, wrong: 0, total: 1 });
    expect(r.perSite.Shop!.total).toBe(3);
    expect(r.perSite.Shop!.wrong).toBe(0);
    // The unchanged link is found; the removed one is not returned as some other element.
    const help = r.lines.find((l) => l.site === 'Shop' && l.target === 2)!;
    expect(help.xpath).toBeNull();
    expect(r.lines.find((l) => l.site === 'Shop' && l.target === 0)!.xpath).toBe('/html[1]/body[1]/header[1]/nav[1]/a[1]');
    // Each copy of the repeated menu goes to its own copy, never the other one.
    expect(r.perSite.Menus).toEqual({ correct: 6, notFound: 0, wrong: 0, total: 6 });
    expect(r.overall.total).toBe(10);
    expect(r.overall.correct + r.overall.notFound + r.overall.wrong).toBe(10);
    expect(r.msPerTarget).toHaveLength(10);
  });

  it('heals each site jointly by default, each target alone with independent, and reports both', async () => {
    const joint = await runHealEval(root);
    const alone = await runHealEval(root, { independent: true });
    expect(joint.mode).toBe('joint');
    expect(alone.mode).toBe('independent');
    expect(joint.overall).toEqual(joint.byMode.joint);
    expect(alone.overall).toEqual(alone.byMode.independent);
    expect(alone.byMode).toEqual(joint.byMode);
    expect(joint.curve.joint).toHaveLength(CURVE_K.length);
    expect(joint.byMode.independent.total).toBe(10);
  });

  it('counts the most answers right with at most k wrong over every threshold', () => {
    const a = [{ confidence: 0.99, right: true }, { confidence: 0.95, right: false }, { confidence: 0.9, right: true }, { confidence: 0.9, right: true }, { confidence: 0.5, right: false }, { confidence: 0.4, right: true }];
    // k = 0: only above 0.95; k = 1: down to 0.9 (both at 0.9 or neither); k = 2: everything.
    expect(mostRightCurve(a, [0, 1, 2])).toEqual([1, 3, 4]);
  });

  it('writes one JSON line per target with --out', async () => {
    const out = join(root, 'out.jsonl');
    const logs: string[] = [];
    const log = console.log;
    console.log = (s: string) => logs.push(s);
    try {
      expect(await main(['heal-eval', root, '--out', out])).toBe(0);
    } finally {
      console.log = log;
    }
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(10);
    for (const l of lines) {
      expect(Object.keys(l).sort()).toEqual(['confidence', 'site', 'target', 'xpath']);
      expect(l.confidence).toBeGreaterThanOrEqual(0);
      expect(l.confidence).toBeLessThanOrEqual(1);
    }
    expect(logs.join('\n')).toMatch(/overall\s+10/);
    expect(logs.join('\n')).toMatch(/Similo\s+88\.2%/);
  });

  it('refuses hostile or malformed data with typed errors', async () => {
    await expect(runHealEval(join(root, 'missing'))).rejects.toBeInstanceOf(HealEvalError);
    const empty = mkdtempSync(join(tmpdir(), 'heal-eval-empty-'));
    expect(() => loadSimilo(empty)).toThrow(HealEvalError);
    const bad = join(empty, 'Bad');
    mkdirSync(join(bad, 'candidate_widgets'), { recursive: true });
    writeFileSync(join(bad, '0.properties'), 'new_xpath=/html[1]\n');
    expect(() => loadSimilo(empty)).toThrow(/old_xpath/);
    writeFileSync(join(bad, '0.properties'), 'x'.repeat((1 << 20) + 10));
    expect(() => loadSimilo(empty)).toThrow(HealEvalError);
    // A widget file with binary junk, odd keys and non-numeric boxes still loads as data.
    writeFileSync(join(bad, '0.properties'), 'old_xpath=/html[1]/body[1]/a[1]\nnew_xpath=/html[1]/body[1]/a[1]\n');
    mkdirSync(join(bad, 'target_widgets'));
    writeFileSync(join(bad, 'target_widgets', '0.properties'), 'xpath=/html[1]/body[1]/a[1]\ntag=A\nx=NaN\n__proto__=1\n\u0000\u0001=\n');
    writeFileSync(join(bad, 'candidate_widgets', '0.properties'), 'xpath=/html[1]/body[1]/a[1]\ntag=A\nwidth=1e999\n');
    const r = await runHealEval(empty);
    expect(r.overall.total).toBe(1);
    // Bad usage exits 2 with a message, before any data is read.
    const errors: string[] = [];
    const error = console.error;
    console.error = (s: string) => errors.push(s);
    try {
      expect(await main(['heal-eval', empty, '--min-confidence', '2'])).toBe(2);
      expect(await main(['heal-eval'])).toBe(2);
    } finally {
      console.error = error;
    }
    expect(errors[0]).toMatch(/--min-confidence takes a number in \[0, 1\], not "2"/);
    expect(errors[1]).toMatch(/Give the data folder/);
    rmSync(empty, { recursive: true, force: true });
  });
});
