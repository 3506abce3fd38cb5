/**
 * Round 9, phase 3 of the contextual stage: a page's times of day (said as people say them, ranked,
 * "the one after that"), the row a question's words pick out and "open his", a remark that names
 * a choice ("it's for the Brompton"), a description, a rating, a choice the page marks out of stock,
 * the page's own price, "the other one as well" and "add that one too". Phrasings of our own, in real
 * Chromium, on a site of our own served on 127.0.0.1 (test/sites/spoke.mjs).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { isRemark } from '../src/parser/context.js';

interface SpokeState {
  page: { path: string; query: Record<string, string> };
  saved: number[];
  cart: Array<{ id: number; finish: string }>;
  visits: Array<{ time: string; note: string; status: string; why?: string }>;
  voucher: string | null;
}

describe('remarks that are no remarks', () => {
  it('a statement about someone named is a remark; a question or a value with an address is not', () => {
    expect(isRemark('Pepper needs new tyres')).toBe(true);
    expect(isRemark('Juno has a flat')).toBe(true);
    expect(isRemark('When is Pepper’s')).toBe(false);
    expect(isRemark('Email is lee.moss@example.org')).toBe(false);
  });
});

describe.runIf(hasChromium)('round 9, phase 3: a bicycle workshop of our own (real Chromium, 127.0.0.1)', () => {
  const { state: stateOf, chatOn } = chatSite<SpokeState>('spoke.mjs');

  it("times of day: said as people say them, the page's own answer for a taken one, ranked, the one after that", async () => {
    const { ask, goto, close } = await chatOn('/mechanic/1?job=service&day=fri');
    try {
      for (const u of ['Is ten free?', "Is 10 o'clock free?", 'Is ten am available?']) expect((await ask(u)).said).toContain('10:00 · taken');
      expect(stateOf().page.path).toBe('/mechanic/1');
      expect((await ask('Half ten then.')).state.page).toEqual({ path: '/details', query: { m: '1', job: 'service', day: 'fri', time: '10:30' } });
      await goto('/mechanic/1?job=service&day=fri');
      expect((await ask("What's the earliest time free?")).said).toContain('08:30');
      expect((await ask('The earliest afternoon slot.')).state.page.query.time).toBe('13:30');
      await goto('/mechanic/1?job=service&day=fri');
      expect((await ask('Can we do nine?')).said).toContain('09:00 · taken');
      expect((await ask('The one after that, then.')).state.page.query.time).toBe('10:30');
    } finally {
      await close();
    }
  });

  it('the row a question picks out by its words, then "open his"; a remark that names a choice', async () => {
    const { ask, goto, close } = await chatOn('/mechanics');
    try {
      expect((await ask('Which one specialises in wheels?')).said).toContain('Wendell Obi');
      expect((await ask('Open his.')).state.page.path).toBe('/mechanic/3');
      await goto('/mechanics');
      expect((await ask('Who does hydraulic brakes?')).said).toContain('Tomás Ferreira');
      expect((await ask('Which of them works on race bikes?')).said).toContain('Priya Nair');
      await goto('/details?m=2&job=repair&day=sat&time=11:30');
      expect((await ask("It's for the Brompton.")).state.page.query.bike).toBe('fold');
      expect((await ask("Hmm, no. It's for my road bike.")).state.page.query.bike).toBe('road');
    } finally {
      await close();
    }
  });

  it("a part's page: what it is about, its rating, a finish out of stock, the page's price", async () => {
    const { ask, goto, close } = await chatOn('/part/1');
    try {
      for (const u of ["What's it about?", 'What is this saddle about?', 'Tell me about it.']) expect((await ask(u)).said).toContain('padded saddle for long gravel rides');
      for (const u of ['How many stars does it have?', "What's it rated?"]) expect((await ask(u)).said).toContain('★ 4.2');
      const gone = await ask('Can I get it in tan leather?');
      expect(gone.said).toContain('Out of stock');
      expect(gone.state.page).toEqual({ path: '/part/1', query: {} });
      expect((await ask('Oh well. Grey then.')).state.page.query.finish).toBe('grey');
      await goto('/part/1?finish=grey&fitting=1');
      expect((await ask("What's the price now?")).said).toContain('$40.00');
    } finally {
      await close();
    }
  });

  it('"the other one as well" on a list of two, "add that one too" on another item\'s page', async () => {
    const { ask, goto, close } = await chatOn('/parts');
    try {
      expect((await ask('Save the cheaper one.')).state.saved).toEqual([2]);
      expect((await ask('And the other one as well.')).state.saved).toEqual([2, 1]);
      await goto('/part/2');
      expect((await ask('Add it to my cart.')).state.cart).toEqual([{ id: 2, finish: 'silver' }]);
      await goto('/part/1');
      expect((await ask('Add that one too.')).state.cart).toEqual([{ id: 2, finish: 'silver' }, { id: 1, finish: 'black' }]);
    } finally {
      await close();
    }
  });

  it('a count beside one menu of counts, "X, not Y" on a list of two, "the one about X"', async () => {
    const { ask, goto, close } = await chatOn('/part/1');
    try {
      // "(+$8 a piece)" on the fitting box is no count: the Quantity menu is.
      expect((await ask('Two pieces.')).state.page.query.qty).toBe('2');
      expect((await ask('Three of them.')).state.page.query.qty).toBe('3');
      await goto('/parts');
      expect((await ask('The small one, not the saddle.')).state.page.path).toBe('/part/2');
      await goto('/parts');
      expect((await ask('Open the one about gravel rides.')).state.page.path).toBe('/part/1');
    } finally {
      await close();
    }
  });

  it('a voucher said as "I have a code, it\'s X" goes into its own box and is redeemed; a note of free words; a comma before a verb; a reason said in other words', async () => {
    const { ask, goto, close } = await chatOn('/cart');
    try {
      expect((await ask("I've got a voucher code, it's SPIN20.")).state.voucher).toBe('SPIN20');
      await goto('/details?m=3&job=service&day=sat&time=11:30&bike=road');
      const booked = await ask('The note is the back brake squeaks when it rains, book it.');
      expect(booked.state.visits).toEqual([expect.objectContaining({ time: '11:30', note: 'the back brake squeaks when it rains', status: 'booked' })]);
      await goto('/cancel');
      const gone = await ask('Yes, cancel the visit. I managed to fix it myself.');
      expect(gone.state.visits).toEqual([expect.objectContaining({ status: 'cancelled', why: 'fixed' })]);
    } finally {
      await close();
    }
  });

  it('"the first two", "just X" beside a filter link, a noun asked alone, "did it go through?", a preference said before its command, a reason after a comma', async () => {
    const { ask, goto, close } = await chatOn('/parts');
    try {
      expect((await ask('Save the first two.')).state.saved).toEqual([1, 2]);
      expect((await ask('Just bells.')).state.page).toEqual({ path: '/parts', query: { kind: 'bell' } });
      await goto('/cart');
      await ask('Here’s a voucher code: GEAR15.');
      expect(stateOf().voucher).toBe('GEAR15');
      expect((await ask('And the voucher?')).said).toContain('Voucher: GEAR15');
      await goto('/mechanic/2?job=repair&day=sat');
      expect((await ask("Hmm, Friday's better for me. Pick Friday instead.")).state.page.query.day).toBe('fri');
      await goto('/details?m=2&job=repair&day=fri&time=08:30&bike=fold');
      await ask('Book the visit.');
      expect((await ask('Did it go through?')).said).toContain('Your visit');
      await goto('/cancel');
      expect((await ask('Cancel the visit, I fixed it myself.')).state.visits).toEqual([expect.objectContaining({ status: 'cancelled', why: 'fixed' })]);
    } finally {
      await close();
    }
  });
});
