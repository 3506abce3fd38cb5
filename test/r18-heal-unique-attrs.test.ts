/**
 * Round 18 (issue 10): `uniqueAttrs`, a calibration context input — how many of the recorded
 * widget's identifying attributes (id, name, class list, href, title, alt) the winner has exactly
 * while no other element of the new page has that value. Checked on a page pair of our own
 * (test/sites/r18-heal/: a shop header rebuilt — a notice and an app root before it, wrappers
 * added, icons reordered, the basket link's href query changed), captured in Chromium, and on
 * plain fingerprints for nested elements and the cap.
 */
import { describe, expect, it } from 'vitest';
import { CONTEXT_INPUT_NAMES, FEATURES, matchFingerprint, matchScored, type Fingerprint, type HealModel } from '../src/grounding/fingerprint.js';
import { HEAL_MODEL } from '../src/grounding/heal-model.js';
import { hasChromium } from './browser.js';
import { fingerprintPair } from './heal-pair.js';

/** The committed first-pass model with `uniqueAttrs` read last (the network ignores an input it has no weight for). */
const WITH_INPUT: HealModel = { ...HEAL_MODEL, calibrationPlain: undefined, calibration: { ...HEAL_MODEL.calibration, context: [...(HEAL_MODEL.calibration.context ?? []), 'uniqueAttrs'] } };

describe('uniqueAttrs (round 18, plain computation)', () => {
  const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: { weights: [], bias: 0, context: ['uniqueAttrs'] } };
  const fp = (tag: string, xpath: string, extra: Partial<Fingerprint> = {}): Fingerprint => ({ version: 1, tag, xpath, ...extra });
  const rows = [0, 1, 2, 3].map(() => FEATURES.map(() => 0));
  const ctx = (t: Fingerprint, now: Fingerprint[], logits: number[]): number => matchScored(t, now, (i) => rows[i]!, logits, model)!.evidence.slice(-1)[0]!;

  it('is a named context input', () => {
    expect(CONTEXT_INPUT_NAMES).toContain('uniqueAttrs');
  });

  it('counts the attributes the winner alone has exactly; a value shared with another element, or changed, does not count', () => {
    const t = fp('a', '/html[1]/body[1]/header[1]/a[2]', { id: 'cart', classes: 'cart-link x1', href: '/cart', title: 'Your cart' });
    // Retagged and moved, id and class list kept, the href's query changed: id and classes count.
    expect(ctx(t, [fp('button', '/html[1]/body[1]/div[1]/button[3]', { id: 'cart', classes: 'cart-link x1', href: '/cart?ref=top' }), fp('a', '/html[1]/body[1]/div[1]/a[1]', { classes: 'nav' })], [3, 1])).toBe(2);
    // The class list shared with another element: only the id counts.
    expect(ctx(t, [fp('a', '/html[1]/body[1]/div[1]/a[2]', { id: 'cart', classes: 'cart-link x1' }), fp('a', '/html[1]/body[1]/div[1]/a[1]', { classes: 'cart-link x1' })], [3, 1])).toBe(1);
    // A wrapper holding the same class list around the winner is the same widget, not a second holder.
    expect(ctx(t, [fp('a', '/html[1]/body[1]/div[1]/span[1]/a[1]', { classes: 'cart-link x1' }), fp('span', '/html[1]/body[1]/div[1]/span[1]', { classes: 'cart-link x1' })], [3, 1])).toBe(1);
    // Everything renamed: nothing counts.
    expect(ctx(t, [fp('button', '/html[1]/body[1]/div[1]/button[1]', { id: 'b7', classes: 'css-9x' })], [3])).toBe(0);
    // At most 3.
    expect(ctx(t, [fp('a', '/html[1]/body[1]/a[1]', { id: 'cart', classes: 'cart-link x1', href: '/cart', title: 'Your cart' })], [3])).toBe(3);
    // A recorded widget without attributes: 0.
    expect(ctx(fp('span', '/html[1]/body[1]/span[1]', { text: 'Hello' }), [fp('span', '/html[1]/body[1]/span[1]', { text: 'Hello' })], [3])).toBe(0);
  });
});

describe.runIf(hasChromium)('uniqueAttrs on a rebuilt page (Chromium)', () => {
  const { after, recorded } = fingerprintPair('test/sites/r18-heal');

  it('the basket icon link, moved into a wrapper with its href changed, keeps its class list, the only one on the page: 1', () => {
    const t = recorded((f) => f.tag === 'a' && f.classes === 'basket-link k7Qz');
    const m = matchFingerprint(t, after, WITH_INPUT)!;
    expect(after[m.best]!.classes).toBe('basket-link k7Qz');
    expect(after[m.best]!.href).toContain('/basket?ref=bar');
    expect(m.evidence.at(-1)).toBe(1);
  });

  it('a social icon link: its class list is shared by the other one, its href is its own: 1', () => {
    const t = recorded((f) => f.tag === 'a' && (f.href ?? '').startsWith('https://photos.example'));
    const m = matchFingerprint(t, after, WITH_INPUT)!;
    expect(after[m.best]!.href).toBe(t.href);
    expect(m.evidence.at(-1)).toBe(1);
  });

  it('the menu button, its class renamed and nothing else to hold: 0', () => {
    const t = recorded((f) => f.tag === 'button' && f.classes === 'menu-toggle');
    const m = matchFingerprint(t, after, WITH_INPUT)!;
    expect(m.evidence.at(-1)).toBe(0);
  });

  it('the confidence of the committed model is the same with the input listed (it has no weight for it)', () => {
    const t = recorded((f) => f.tag === 'a' && f.classes === 'basket-link k7Qz');
    const plain = { ...HEAL_MODEL, calibrationPlain: undefined };
    expect(matchFingerprint(t, after, WITH_INPUT)!.confidence).toBeCloseTo(matchFingerprint(t, after, plain)!.confidence, 12);
  });
});
