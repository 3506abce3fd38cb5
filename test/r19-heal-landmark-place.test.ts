/**
 * Round 19 (issue 10): `landmarkPlace`, a calibration context input — a textless widget's place
 * inside its innermost landmark, read from the XPath alone (the indices of the steps below the
 * landmark, tags ignored), for the winner against the runner-up. Checked on plain fingerprints
 * and on a page pair of our own (test/sites/r19-heal/: a library's sign-in page rebuilt — a
 * notice and an app root before it, every class renamed, the form's rows retagged, the submit
 * input rebuilt as a button, the icon links' hrefs changed), captured in Chromium.
 */
import { describe, expect, it } from 'vitest';
import { CONTEXT_INPUT_NAMES, FEATURES, matchFingerprint, matchScored, placeInLandmark, type Fingerprint, type HealModel } from '../src/grounding/fingerprint.js';
import { HEAL_MODEL } from '../src/grounding/heal-model.js';
import { hasChromium } from './browser.js';
import { fingerprintPair } from './heal-pair.js';

/** The committed first-pass model with `landmarkPlace` read last (the network ignores an input it has no weight for). */
const WITH_INPUT: HealModel = { ...HEAL_MODEL, calibrationPlain: undefined, calibration: { ...HEAL_MODEL.calibration, context: [...(HEAL_MODEL.calibration.context ?? []), 'landmarkPlace'] } };

describe('landmarkPlace (round 19, plain computation)', () => {
  const model = { weights: FEATURES.map(() => 0), bias: 0, calibration: { weights: [], bias: 0, context: ['landmarkPlace'] } };
  const fp = (tag: string, xpath: string, extra: Partial<Fingerprint> = {}): Fingerprint => ({ version: 1, tag, xpath, ...extra });
  const rows = [0, 1, 2].map(() => FEATURES.map(() => 0));
  const ctx = (t: Fingerprint, now: Fingerprint[], logits: number[]): number => matchScored(t, now, (i) => rows[i]!, logits, model)!.evidence.slice(-1)[0]!;

  it('is a named context input', () => {
    expect(CONTEXT_INPUT_NAMES).toContain('landmarkPlace');
  });

  it('reads the landmark and the indices below it, tags ignored; nothing without a landmark', () => {
    expect(placeInLandmark('/html[1]/body[1]/main[1]/form[1]/div[3]/input[1]')).toBe('form|3/1');
    expect(placeInLandmark('/html[1]/body[1]/div[2]/div[1]/main[1]/form[1]/section[3]/button[1]')).toBe('form|3/1');
    expect(placeInLandmark('/html[1]/body[1]/nav[1]/a[2]/*[local-name() = "svg"][1]')).toBe('nav|2/1');
    expect(placeInLandmark('/html[1]/body[1]/div[1]/a[2]')).toBeUndefined();
    expect(placeInLandmark(undefined)).toBeUndefined();
  });

  it('is 1 when the winner holds the recorded place and the runner-up does not, -1 the other way, 0 for both, neither or a text', () => {
    const t = fp('input', '/html[1]/body[1]/main[1]/form[1]/div[3]/input[1]');
    const slot = fp('button', '/html[1]/body[1]/div[1]/main[1]/form[1]/section[3]/button[1]');
    const other = fp('input', '/html[1]/body[1]/div[1]/main[1]/form[1]/section[2]/input[1]');
    expect(ctx(t, [slot, other], [3, 1])).toBe(1);
    expect(ctx(t, [slot, other], [1, 3])).toBe(-1);
    // Another landmark at the same indices is not the place.
    expect(ctx(t, [fp('a', '/html[1]/body[1]/footer[1]/div[3]/a[1]'), other], [3, 1])).toBe(0);
    expect(ctx(t, [slot, fp('input', '/html[1]/body[1]/form[1]/p[3]/input[1]')], [3, 1])).toBe(0);
    // A recorded widget with a label: its text says more than its place.
    expect(ctx(fp('button', '/html[1]/body[1]/main[1]/form[1]/div[3]/button[1]', { text: 'Sign in' }), [slot, other], [3, 1])).toBe(0);
  });
});

describe.runIf(hasChromium)('landmarkPlace on a rebuilt sign-in page (Chromium)', () => {
  const { after, recorded } = fingerprintPair('test/sites/r19-heal');

  it('the textless submit input rebuilt as a button keeps its place in the form', () => {
    const t = recorded((f) => f.tag === 'input' && f.classes === 'go-a1');
    const now = after.find((f) => f.tag === 'button' && f.classes === 'b-k2');
    expect(placeInLandmark(t.xpath)).toBe('form|3/1');
    expect(placeInLandmark(now?.xpath)).toBe('form|3/1');
  });

  it('the password input, its row retagged and its class renamed: the winner holds its place and the runner-up (the card field above) does not: 1', () => {
    const t = recorded((f) => f.tag === 'input' && f.classes === 'pin-a1');
    const m = matchFingerprint(t, after, WITH_INPUT)!;
    expect(after[m.best]!.nameAttr).toBe('pin_code');
    expect(placeInLandmark(after[m.runnerUp]!.xpath)).toBe('form|1/1');
    expect(m.evidence.at(-1)).toBe(1);
  });

  it('the submit input rebuilt as an icon button: the committed ranking puts the two fields first, neither in its place: 0 (a calibration input cannot move a ranking)', () => {
    const t = recorded((f) => f.tag === 'input' && f.classes === 'go-a1');
    const m = matchFingerprint(t, after, WITH_INPUT)!;
    expect(after[m.best]!.tag).toBe('input');
    expect(after[m.runnerUp]!.tag).toBe('input');
    expect(m.evidence.at(-1)).toBe(0);
    expect(m.confidence).toBeLessThan(0.9);
  });

  it('the icon link that kept its place in the toolbar while its href and class changed: the winner holds it', () => {
    const t = recorded((f) => f.tag === 'a' && f.classes === 'loans-q1');
    const m = matchFingerprint(t, after, WITH_INPUT)!;
    expect(after[m.best]!.href).toContain('/borrowed');
    expect(placeInLandmark(after[m.best]!.xpath)).toBe(placeInLandmark(t.xpath));
  });

  it('the confidence of the committed model is the same with the input listed (it has no weight for it)', () => {
    const t = recorded((f) => f.tag === 'input' && f.classes === 'pin-a1');
    const plain = { ...HEAL_MODEL, calibrationPlain: undefined };
    expect(matchFingerprint(t, after, WITH_INPUT)!.confidence).toBeCloseTo(matchFingerprint(t, after, plain)!.confidence, 12);
  });
});
