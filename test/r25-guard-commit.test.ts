/**
 * Round 25 (safety): a committing click only where the sentence asked for it, and no value typed
 * into a form of another purpose on a page the run only reached by looking for it
 * (src/runtime/commit-guard.ts, src/parser/commit-words.ts). Unit tests on the words and on the
 * guard over a small page model, and end to end on our locker hire (test/sites/r25-guard/lockers)
 * through Russ.run in real Chromium: "Reserve locker K-30 …, and confirm" started on the lockers
 * table used to find the help page, type a reference there and press "Send message" (a support
 * message sent); now it stops, unsure, with nothing sent, while sentences that ask for a message
 * still send it — from the help page and from the lockers table.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCommitName, sameWord, sharesOwnWord } from '../src/parser/commit-words.js';
import { guardClick, guardValue, isCommitting, type CommitGuard } from '../src/runtime/commit-guard.js';
import type { PageElement, PageModel } from '../src/page/types.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('the words of a committing control', () => {
  it('knows commit verbs on buttons, not navigation or filters', () => {
    expect(isCommitName('Send message')).toBe(true);
    expect(isCommitName('Place order')).toBe(true);
    expect(isCommitName('Confirm reservation')).toBe(true);
    expect(isCommitName('Delete')).toBe(true);
    expect(isCommitName('Show lockers')).toBe(false);
    expect(isCommitName('Next')).toBe(false);
    expect(isCommitName('Search')).toBe(false);
  });

  it('takes a word for itself in another form, never for a synonym', () => {
    expect(sameWord('book', 'booking')).toBe(true);
    expect(sameWord('reserve', 'reservation')).toBe(true);
    expect(sameWord('message', 'messages')).toBe(true);
    expect(sameWord('contact', 'continue')).toBe(false);
    expect(sharesOwnWord('Reserve unit R-M50 and confirm', 'Confirm reservation')).toBe(true);
    // "confirm" and "send" share a synonym group for grounding (src/grounding/text.ts), not a word.
    expect(sharesOwnWord('Reserve unit R-M50 and confirm', 'Send message')).toBe(false);
    expect(sharesOwnWord('Reserve the cheapest small unit', 'Book the free van \n Book the van')).toBe(false);
  });
});

/** A page of one POST form: a heading, a reference box and "Send message" (a help form). */
function helpPage(url: string): PageModel {
  const el = (index: number, tag: string, name: string, parent: number | undefined, extra: Partial<PageElement> = {}): PageElement => ({ index, id: `e${index}`, tag, name, text: name, attributes: {}, visible: true, children: [], ...(parent !== undefined ? { parent } : {}), ...extra });
  const elements = [
    el(0, 'main', '', undefined, { children: [1, 2] }),
    el(1, 'h1', 'Contact us', 0),
    el(2, 'form', '', 0, { attributes: { method: 'post' }, children: [3, 4] }),
    el(3, 'input', 'Unit or reservation reference', 2, { inputType: 'text' }),
    el(4, 'button', 'Send message', 2, { inputType: 'submit' }),
  ];
  return { url, title: 'Help', viewport: { width: 1280, height: 800 }, elements };
}

describe('the guard on a page the run only reached by looking for it', () => {
  const page = helpPage('http://x/help');
  const sought: CommitGuard = { sentence: 'Reserve unit R-M50 moving in on 5 December 2026, and confirm.', sought: (url) => url === 'http://x/help' };
  const reached: CommitGuard = { ...sought, sought: () => false };

  it('refuses the help form\'s send and its reference box for a reservation, typed and unsure', () => {
    expect(isCommitting(page.elements[4]!, page)).toBe(true);
    expect(guardClick(sought, page.elements[4]!, page, 'confirm')?.code).toBe('E_LOW_CONFIDENCE');
    expect(guardValue(sought, page.elements[3]!, page)?.code).toBe('E_LOW_CONFIDENCE');
  });

  it('lets a value into a listing\'s filters or a search there: a form sent with GET under a plain button changes nothing', () => {
    const filters = helpPage('http://x/help');
    filters.elements[1] = { ...filters.elements[1]!, name: 'Find a space', text: 'Find a space' };
    filters.elements[2] = { ...filters.elements[2]!, attributes: { method: 'get' } };
    filters.elements[4] = { ...filters.elements[4]!, name: 'Update results', text: 'Update results' };
    expect(guardValue(sought, filters.elements[3]!, filters)).toBeUndefined();
    // (The same form under a button that books is a commitment, whatever its method.)
    filters.elements[4] = { ...filters.elements[4]!, name: 'Book now', text: 'Book now' };
    expect(guardValue(sought, filters.elements[3]!, filters)?.code).toBe('E_LOW_CONFIDENCE');
  });

  it('lets the same actions through when the sentence names the form, or the page was reached by its words', () => {
    const asks: CommitGuard = { ...sought, sentence: 'Send a message about unit U-118 saying "charged twice".' };
    expect(guardClick(asks, page.elements[4]!, page, 'Send message')).toBeUndefined();
    expect(guardValue(asks, page.elements[3]!, page)).toBeUndefined();
    expect(guardClick(reached, page.elements[4]!, page, 'confirm')).toBeUndefined();
    expect(guardValue(reached, page.elements[3]!, page)).toBeUndefined();
    expect(guardClick(undefined, page.elements[4]!, page, 'confirm')).toBeUndefined();
  });
});

describe.skipIf(!hasChromium)('a sentence that never sends a form of another purpose (locker hire, real Chromium)', () => {
  it('stops unsure instead of sending the help form for a reservation; a message asked for is still sent', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; error?: string; actions: string[]; messages: unknown; unexpected?: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r25-guard/lockers'), {
      browserPath: CHROMIUM_PATH,
      timeout: 15_000,
      onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error ? { error: r.error.code } : {}), actions: r.actions, messages: r.state.messages, ...(r.unexpected ? { unexpected: r.unexpected } : {}) }),
    });
    expect(summary.tasks).toBe(4);
    // The reservation started on the lockers table: the help page is found by looking, and nothing is typed or sent there.
    const reserve = results.get('reserve-confirm')!;
    expect(reserve).toMatchObject({ ok: false, error: 'E_LOW_CONFIDENCE', messages: [] });
    expect(reserve.actions).not.toContain('click "Send message"');
    // Asked for, the message is sent: from the help page, and from the lockers table (the help page found by looking, its form named by "send a message").
    expect(results.get('help-send')).toMatchObject({ ok: true });
    expect(results.get('help-from-lockers')).toMatchObject({ ok: true });
    expect(results.get('help-from-lockers')!.actions).toContain('click "Send message"');
    // No task changed a record its expectation does not name (the summary's count for blind sets).
    expect(summary.unexpectedSends).toBe(0);
    expect([...results.values()].every((r) => !r.unexpected)).toBe(true);
  }, 300_000);
});
