/**
 * Round 26 (issue 11), changes to records in chat, items by position with a verb, day tabs said in
 * other words — unit tests on the readings (src/parser/cancel-reason.ts, src/parser/position-verb.ts,
 * the day replaced in src/parser/choices.ts) and end to end on our cycle hire and shop
 * (test/sites/r26-chatrec/server.mjs) in real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { cancelForm, cancelWithRemark, reasonOption, reasonSend, REASON_THERE } from '../src/parser/cancel-reason.js';
import { emptyDialogueState, type DialogueState, type SeenControl } from '../src/parser/context.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

const menu: SeenControl = { label: 'Reason for cancelling', kind: 'select', options: ['Choose a reason', 'Change of plans', 'Weather', 'Illness', 'Booked by mistake', 'Other'], value: 'Choose a reason', form: 1, submit: 'Cancel booking', posts: true };
const radios: SeenControl = { label: 'Why are you cancelling? (required)', kind: 'radio', options: ['Ordered by mistake', 'Found it cheaper elsewhere', 'Delivery is too slow', 'Other'], form: 1, submit: 'Cancel order', posts: true };
const on = (controls: SeenControl[], links: string[] = []): DialogueState => ({ ...emptyDialogueState(), controls, page: { links, buttons: [] } } as unknown as DialogueState);

describe('a cancel\'s reason said as a remark', () => {
  it('the option the remark means: its own words, a word\'s start, a few general words of reasons', () => {
    expect(reasonOption('I booked it by mistake', menu, [menu])).toBe('Booked by mistake');
    expect(reasonOption('one of us is ill', menu, [menu])).toBe('Illness');
    expect(reasonOption('my son is poorly', menu, [menu])).toBe('Illness');
    expect(reasonOption("it's going to be too windy", menu, [menu])).toBe('Weather');
    expect(reasonOption('I ordered it by mistake', radios, [radios])).toBe('Ordered by mistake');
    expect(reasonOption('we just fancy it', menu, [menu])).toBeUndefined();
  });

  it('the cancel form: a form that posts, a cancel button, one reason control', () => {
    expect(cancelForm(on([menu]))).toMatchObject({ submit: 'Cancel booking', chosen: false });
    expect(cancelForm(on([{ ...menu, submit: 'Save changes' }]))).toBeUndefined();
    expect(cancelForm(on([{ ...menu, posts: false }]))).toBeUndefined();
    expect(cancelForm(on([menu, { label: 'Your email', kind: 'text', form: 1, submit: 'Cancel booking', posts: true }]))).toBeUndefined();
  });

  it('on the cancel page: the reason and the send when the turn says to go on; nothing when it holds back', () => {
    const sent = reasonSend('I ordered it by mistake. Yes, go ahead', on([radios]));
    expect(sent?.map((p) => p.action.name)).toEqual(['choose', 'click']);
    expect(reasonSend('I ordered it by mistake', on([radios]))).toBeUndefined();
    expect(reasonSend("No, wait, don't cancel it", on([radios]))).toBeUndefined();
    expect(reasonSend('Yes, go ahead', on([radios]))).toBeUndefined();
    expect(reasonSend('Yes, go ahead', on([{ ...radios, value: 'Other' }]))?.map((p) => p.action.name)).toEqual(['click']);
  });

  it('on a list: the cancel clause, then the remark marked for the page it opens', () => {
    const list = on([], ['Change date or time', 'Cancel booking', 'Change date or time', 'Cancel booking']);
    const never = (): boolean => false;
    expect(cancelWithRemark('And cancel the sunset tour, one of us is ill.', list, never)).toEqual(['And cancel the sunset tour', `${REASON_THERE}one of us is ill`]);
    expect(cancelWithRemark('Cancel the canoe one because I booked it by mistake', list, never)).toEqual(['Cancel the canoe one', `${REASON_THERE}I booked it by mistake`]);
    expect(cancelWithRemark('Cancel the sunset tour.', list, never)).toBeUndefined();
    expect(cancelWithRemark('Cancel the Saturday one, the 10am one', list, never)).toBeUndefined();
    expect(cancelWithRemark('Cancel the tour, and book the kayak', list, () => true)).toBeUndefined();
    // (A remark that is a clause of its own but a command — the caller's `isCommand` — is no reason: two commands, not a remark.)
    expect(cancelWithRemark("Cancel the tour, I'll book the kayak instead", list, never)).toEqual(['Cancel the tour', `${REASON_THERE}I'll book the kayak instead`]);
    expect(cancelWithRemark("Cancel the tour, I'll book the kayak instead", list, () => true)).toBeUndefined();
    expect(cancelWithRemark('Cancel the tour, one of us is ill', on([], ['Book now']), never)).toBeUndefined();
  });
});

interface HireState {
  page: { path: string; query: Record<string, string> };
  basket: string[];
  bookings: Array<{ ref: string; status: string; reason?: string }>;
}

describe.runIf(hasChromium)('round 26 records, positions and day tabs in chat (real Chromium, our cycle hire)', () => {
  const { state, chatOn } = chatSite<HireState>('r26-chatrec/server.mjs', { today: '2026-12-03' });

  it('cancels the record named with the reason its remark means, in one turn', async () => {
    const { ask, close } = await chatOn('/bookings');
    try {
      const r = await ask('And cancel the tandem one, my partner is feeling unwell.');
      expect(r.status).toBe('done');
      expect(state().bookings.map((b) => [b.ref, b.status, b.reason])).toEqual([['TB-201', 'Cancelled', 'Feeling unwell'], ['TB-202', 'Booked', undefined]]);
    } finally {
      await close();
    }
  }, 180_000);

  it('on the cancel page: the reason said and the send on "go ahead"; "keep it" sends nothing', async () => {
    const { ask, close } = await chatOn('/bookings/TB-202/cancel');
    try {
      await ask("Hmm, no, wait, don't do it yet.");
      expect(state().bookings[1]!.status).toBe('Booked');
      await ask('We booked the wrong one. Yes, go ahead.');
      expect(state().bookings[1]).toMatchObject({ status: 'Cancelled', reason: 'Booked the wrong one' });
      expect(state().page.path).toBe('/bookings');
    } finally {
      await close();
    }
  }, 180_000);

  it('adds the top card by its own button, then the second on "the second one too"', async () => {
    const { ask, goto, close } = await chatOn('/shop');
    try {
      await ask('Add the top one to my basket.');
      expect(state().basket).toEqual(['lamp']);
      await goto('/shop');
      await ask('The second one too.');
      expect(state().basket).toEqual(['lamp', 'lock']);
    } finally {
      await close();
    }
  }, 180_000);

  it('picks the day tab said with the one it replaces, then the part of the day by its own link', async () => {
    const { ask, close } = await chatOn('/book?day=2026-12-04');
    try {
      await ask('And Saturday instead of tomorrow.');
      expect(state().page.query).toEqual({ day: '2026-12-05' });
      await ask('Then the afternoon.');
      expect(state().page.query).toEqual({ day: '2026-12-05', time: '14:30' });
    } finally {
      await close();
    }
  }, 180_000);

  it('on a record\'s change page, "same time if you can" picks the record\'s own time on the day shown', async () => {
    const { ask, close } = await chatOn('/bookings/TB-201/change?day=2026-12-04');
    try {
      await ask('Same time if you can.');
      expect(state().page).toEqual({ path: '/bookings/TB-201/change', query: { day: '2026-12-04', time: '11:00' } });
    } finally {
      await close();
    }
  }, 180_000);
});
