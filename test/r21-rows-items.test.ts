/**
 * Round 21: a control inside a repeated item chosen by the item's name and the turn's verb
 * (src/parser/basket.ts's lines, src/parser/item-toggle.ts), on a site of our own
 * (test/sites/r21-rows/site.mjs) in real Chromium, with sentences of our own:
 * - a list's line named before its count ("make the oats three") → its own amount box and button;
 * - a removal whose line a remark names ("I've already got flour, take that off"), one more after
 *   a removal ("and the honey too"), lines that share a title told apart by their text ("take the
 *   harbour ones out");
 * - a card's own toggle ("star the old harbour as a favourite", "and the poppy meadow one too");
 * - a toggle said of a row that links the item ("oh, and save that teapot too") → its page opened,
 *   its own "♡ Save" pressed (not one of the "You may also like" cards').
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { basketTurn, correctLine, removeNamedElsewhere } from '../src/parser/basket.js';
import { itemToggle, itemToggleAway } from '../src/parser/item-toggle.js';
import { program, query, str } from '../src/thingtalk/ast.js';
import { emptyDialogueState, type DialogueState, type SeenControl } from '../src/parser/context.js';

interface LarderState {
  page: { path: string; query: Record<string, string> };
  list: Array<{ name: string; photo?: string; qty: number; unit: string }>;
  favourites: string[];
  kept: string[];
}

const page = (over: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), ...over });
const amount = (name: string, form: number): SeenControl => ({ label: `Quantity of ${name}`, kind: 'number', form, submit: 'Save' });
const lines = [
  { title: 'porridge oats', text: 'porridge oats 1 kg Save Delete', actions: ['Save', 'Delete'] },
  { title: 'plain flour', text: 'plain flour 500 g Save Delete', actions: ['Save', 'Delete'] },
  { title: 'A4, glossy', text: 'A4, glossy Mountain lake at dawn Save Delete', actions: ['Save', 'Delete'] },
  { title: 'A4, glossy', text: 'A4, glossy Old harbour wall Save Delete', actions: ['Save', 'Delete'] },
];
const list = page({ rows: lines, controls: [amount('porridge oats', 1), amount('plain flour', 2), amount('Mountain lake at dawn', 3), amount('Old harbour wall', 4)] });
const remark = (s: string) => /^i(?:'ve| have)\b/i.test(s.trim());
const clicked = (name: string) => ({ utterance: 'x', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(name) }) })] });

describe('lines named by their item (no browser)', () => {
  it('reads a line named before its count, and only a line the words name', () => {
    expect(correctLine(['make the oats three'], list)?.map((p) => p.action.name)).toEqual(['enter', 'click']);
    expect(correctLine(['make the rice three'], list)).toBeUndefined();
    // "make it three" with no line added lately: not sure which.
    expect(correctLine(['make it three'], list)).toBeUndefined();
  });
  it('takes out the line a remark names, or one more right after a removal; nothing when unsure', () => {
    expect(removeNamedElsewhere(["I've already got flour", 'take that off'], list)?.length).toBe(1);
    expect(removeNamedElsewhere(['take that off'], list)).toBeUndefined();
    expect(removeNamedElsewhere(["I've got some glossy ones", 'take them off'], list)).toBeUndefined();
    expect(removeNamedElsewhere(['and the oats too'], list)).toBeUndefined();
    expect(removeNamedElsewhere(['and the oats too'], { ...list, executed: [clicked('Delete')] })?.length).toBe(1);
    // Two lines titled alike: the one whose text holds the words, by the words said.
    const out = basketTurn(['take the harbour ones out'], list, remark);
    expect(out?.length).toBe(1);
    const a = out![0]!.action;
    expect(a.name === 'click' && a.element.in?.description).toEqual(str('harbour ones'));
  });
});

describe('an item kept by its toggle (no browser)', () => {
  const cards = page({
    rows: [
      { title: 'Mountain lake at dawn', text: 'Mountain lake at dawn ☆ Add to favourites Order a print', actions: ['☆ Add to favourites', 'Order a print'] },
      { title: 'Old harbour wall', text: 'Old harbour wall ☆ Add to favourites Order a print', actions: ['☆ Add to favourites', 'Order a print'] },
    ],
    page: { controls: [], buttons: ['☆ Add to favourites', '☆ Add to favourites'], links: ['Favourites'] },
  });
  it("presses the named card's toggle, never a form's button or a link", () => {
    expect(itemToggle('star the old harbour as a favourite', cards)?.length).toBe(1);
    expect(itemToggle('and the mountain lake one too', cards)).toBeUndefined();
    expect(itemToggle('and the mountain lake one too', { ...cards, executed: [clicked('☆ Add to favourites')] })?.length).toBe(1);
    expect(itemToggle('star the poppy field', cards)).toBeUndefined();
    // A "Save" that sends a form with a box is no toggle.
    expect(itemToggle('save the oats', { ...list, page: { controls: list.controls!, buttons: ['Save', 'Save'], links: [] } })).toBeUndefined();
    expect(itemToggle('save the changes', cards)).toBeUndefined();
  });
  it('opens the one row that links the item when the page has no toggle', () => {
    const orders = page({ rows: [{ title: 'Stoneware teapot, sage', text: 'Stoneware teapot, sage 3 November Delivered', url: 'http://h/item/teapot' }, { title: 'Tin tea caddy', text: 'Tin tea caddy 4 November Delivered', url: 'http://h/item/caddy' }], page: { controls: [], buttons: [], links: [] } });
    // (Not a verb that keeps an item: not this reading.)
    expect(itemToggleAway('Oh, and open that teapot too.', orders)).toBeUndefined();
    expect(itemToggleAway('Oh, and save that teapot too.', orders)?.length).toBe(2);
    expect(itemToggleAway('save the kettle', orders)).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 21: a larder of our own (real Chromium, 127.0.0.1)', () => {
  const { state: stateOf, chatOn } = chatSite<LarderState>('r21-rows/site.mjs');

  it("changes and removes a list's lines named by their item", async () => {
    const { ask, close } = await chatOn('/list');
    try {
      await ask("oh I've already got flour, take that off");
      expect(stateOf().list.map((l) => l.name)).not.toContain('plain flour');
      await ask("and the honey too, there's a jar in the cupboard");
      expect(stateOf().list.map((l) => l.name)).not.toContain('runny honey');
      await ask('make the oats three, we eat a lot of porridge');
      expect(stateOf().list.find((l) => l.name === 'porridge oats')?.qty).toBe(3);
      await ask("wait, take the harbour ones out, I've changed my mind");
      expect(stateOf().list.map((l) => l.photo).filter(Boolean)).toEqual(['Mountain lake at dawn']);
    } finally {
      await close();
    }
  }, 120_000);

  it("presses an item's own toggle, on its card or on the page a row links", async () => {
    const { ask, goto, close } = await chatOn('/gallery');
    try {
      await ask('star the old harbour as a favourite');
      expect(stateOf().favourites).toEqual(['harbour']);
      await ask('and the poppy meadow one too');
      expect(stateOf().favourites).toEqual(['harbour', 'meadow']);
      await goto('/orders');
      await ask('Oh, and save that teapot too.');
      expect(stateOf().kept).toEqual(['teapot']);
      expect(stateOf().page.path).toBe('/item/teapot');
    } finally {
      await close();
    }
  }, 120_000);
});
