/**
 * Round 27 (issue 11), items by reference or position, a choice said as a statement, an option in
 * other words, the home page — unit tests on the readings (src/parser/said-refs.ts, the bare number
 * and the nth slot in src/parser/choices.ts) and end to end on our tea shop and bike fitting
 * (test/sites/r27-refs/server.mjs) in real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { homePagePlan, otherFromList, statedChoice } from '../src/parser/said-refs.js';
import { choiceTurn, slotByPosition } from '../src/parser/choices.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

const O = 'http://shop.test';
const at = (url: string, links: Array<[string, string]>, more: Partial<DialogueState> = {}): DialogueState =>
  ({ ...emptyDialogueState(), visited: [url], links: links.map(([name, u]) => ({ name, url: O + u })), page: { links: links.map(([n]) => n), buttons: [] }, ...more }) as unknown as DialogueState;

describe('round 27 readings', () => {
  it('a choice said as a statement about the subject: the value, without the subject, "sized" and more than a few words', () => {
    expect(statedChoice("She's a medium sized dog.")).toBe('medium dog');
    expect(statedChoice("She's large.")).toBe('large');
    expect(statedChoice('It is a small one')).toBe('small one');
    expect(statedChoice("It's Luna, the Labrador.")).toBeUndefined();
    expect(statedChoice("It's a present, so wrap it please.")).toBeUndefined();
    expect(statedChoice('Large, please.')).toBeUndefined();
    expect(statedChoice("It's too small.")).toBeUndefined();
    expect(statedChoice("She's not large.")).toBeUndefined();
  });

  it('the statement picks the choice group whose option says the word; a word no option says picks nothing', () => {
    const page = at('http://shop.test/fit', [['Small (up to 50 cm)', '/fit?size=small'], ['Medium (50–56 cm)', '/fit?size=medium'], ['Large (over 56 cm)', '/fit?size=large']]);
    const url = (p: unknown) => (p as { action: { element?: { description?: { value?: string } } } }).action.element?.description?.value;
    expect(choiceTurn(statedChoice("She's a medium sized bike.")!, page)?.map(url)).toEqual(['Medium (50–56 cm)']);
    expect(choiceTurn(statedChoice("He's poorly.")!, page)).toBeUndefined();
  });

  it('a bare number is the option that starts with it in its unit; none when no option has a unit', () => {
    const page = at('http://shop.test/tea/sencha?size=100g', [['50g (£6.00)', '/tea/sencha?size=50g'], ['250g (£24.00)', '/tea/sencha?size=250g']]);
    const name = (ps: unknown[] | undefined) => ps?.map((p) => (p as { action: { element?: { description?: { value?: string } } } }).action.element?.description?.value);
    expect(name(choiceTurn('50 then', page))).toEqual(['50g (£6.00)']);
    expect(choiceTurn('75 then', page)).toBeUndefined();
    expect(choiceTurn('£50 then', page)).toBeUndefined();
    const counts = at('http://shop.test/x', [['1', '/x?n=1'], ['2', '/x?n=2']]);
    expect(choiceTurn('2 then', counts)).toBeUndefined();
  });

  it('"the home page" is the site\'s link to its root; no such link, no reading', () => {
    const page = at('http://shop.test/tea/sencha', [['Kettle & Spoke', '/'], ['Teas', '/teas'], ['Green teas', '/teas?kind=green']]);
    expect(homePagePlan('Go back to the home page', page)?.map((p) => (p.action as { url?: string }).url)).toEqual(['http://shop.test/']);
    expect(homePagePlan('take me home', page)).toBeDefined();
    expect(homePagePlan('go back to the teas', page)).toBeUndefined();
    expect(homePagePlan('Go back to the home page', at('http://shop.test/tea/sencha', [['Teas', '/teas']]))).toBeUndefined();
  });

  it('"the first slot": the earliest offered time, never a day link', () => {
    const page = at('http://shop.test/fit?date=2026-12-02', [['Mon 1 Dec', '/fit?date=2026-12-01'], ['11:30', '/fit?date=2026-12-02&time=11:30'], ['15:00', '/fit?date=2026-12-02&time=15:00']]);
    const name = (ps: unknown[] | undefined) => ps?.map((p) => (p as { action: { element?: { description?: { value?: string } } } }).action.element?.description?.value);
    expect(name(slotByPosition('The first slot', page))).toEqual(['11:30']);
    expect(name(slotByPosition('the last time', page))).toEqual(['15:00']);
    expect(slotByPosition('the first one', page)).toBeUndefined();
  });

  it('"the other one from that list": the list browsed from, its one item not opened', () => {
    const items = [{ name: 'Morning Sencha', url: `${O}/tea/sencha` }, { name: 'Shade Gyokuro', url: `${O}/tea/gyokuro` }];
    const state = { ...emptyDialogueState(), visited: [`${O}/teas?kind=green`, `${O}/tea/sencha`, `${O}/basket`], lists: [{ url: `${O}/teas?kind=green`, items }, { url: `${O}/basket`, items: [items[0]!] }], opened: [items[0]!] } as unknown as DialogueState;
    expect(otherFromList(state)?.name).toBe('Shade Gyokuro');
    // (Three items, one opened: no one "other".)
    const three = { ...state, lists: [{ url: `${O}/teas`, items: [...items, { name: 'Malty Assam', url: `${O}/tea/assam` }] }], visited: [`${O}/teas`, `${O}/tea/sencha`, `${O}/basket`] } as unknown as DialogueState;
    expect(otherFromList(three)).toBeUndefined();
  });
});

interface ShopState {
  page: { path: string; query: Record<string, string> };
  basket: Array<{ id: string; size: string }>;
}

describe.runIf(hasChromium)('round 27 references in chat (real Chromium, our tea shop and bike fitting)', () => {
  const { chatOn } = chatSite<ShopState>('r27-refs/server.mjs', { today: '2026-11-28' });

  it('the other one from the list after adding one; a size said as a bare number after a remark; the home page by its link', async () => {
    const { ask, close } = await chatOn('/teas?kind=green');
    try {
      expect((await ask('Open the first one.')).state.page.path).toBe('/tea/sencha');
      expect((await ask('Add it to the basket.')).state.basket).toEqual([{ id: 'sencha', size: '50g' }]);
      expect((await ask('Now the other one from that list.')).state.page.path).toBe('/tea/gyokuro');
      expect((await ask('The 250g.')).state.page.query).toEqual({ size: '250g' });
      expect((await ask("Hmm, that's a bit much. 100 then.")).state.page.query).toEqual({ size: '100g' });
      expect((await ask('Go back to the home page.')).state.page).toEqual({ path: '/', query: {} });
    } finally {
      await close();
    }
  }, 180_000);

  it('a sort said by its end ("price, highest first"); a size said as a statement; the first slot; that one after a question about a row', async () => {
    const { ask, close } = await chatOn('/teas');
    try {
      expect((await ask('Sort by price, highest first.')).state.page.query).toMatchObject({ sort: 'price-desc' });
      expect((await ask('Bike fitting.')).state.page.path).toBe('/fit');
      expect((await ask("She's a medium sized rider.")).state.page.query).toEqual({ size: 'medium' });
      expect((await ask('Tuesday.')).state.page.query).toMatchObject({ size: 'medium', date: '2026-12-01' });
      expect((await ask('The first slot.')).state.page.query).toEqual({ size: 'medium', date: '2026-12-01', time: '11:30' });
      expect((await ask('My fittings.')).state.page.path).toBe('/fittings');
      expect((await ask("When is Ben's fitting?")).status).toBe('done');
      expect((await ask('I need to change that one.')).state.page.path).toBe('/fittings/F-2/change');
    } finally {
      await close();
    }
  }, 180_000);
});
