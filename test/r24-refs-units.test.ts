/**
 * Round 24, the reading on page models (no browser): `itemReferencePlan`
 * (src/parser/item-reference.ts) — the item the last turn answered from or named, and the control
 * inside it by the verb; nothing when no item is remembered, two compete, the answer is an older
 * turn's, or the verb names no control of it.
 */
import { describe, expect, it } from 'vitest';
import { itemReferencePlan } from '../src/parser/item-reference.js';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { program, query, str } from '../src/thingtalk/ast.js';

function listing(said: string[], replied: string[] | undefined, answered = true): DialogueState {
  const s = emptyDialogueState();
  s.rows = [
    { title: 'Lane swim', text: '09:00 Lane swim Main pool 20 left', actions: ['Book Lane swim at 09:00'], url: 'http://x/book/lane' },
    { title: 'Public swim', text: '15:00 Public swim Main pool 44 left', actions: ['Book Public swim at 15:00'], url: 'http://x/book/public' },
    { title: 'Aqua fit', text: '18:00 Aqua fit Learner pool Full', actions: ['Join the waiting list'], url: 'http://x/aqua' },
    { title: 'Lane swim', text: '09:00 Lane swim Main pool 20 left 15:00 Public swim Main pool 44 left 18:00 Aqua fit Learner pool Full', actions: [] },
  ];
  s.said = said;
  s.executed = answered ? [{ utterance: said[said.length - 1]!, programs: [] }] : [{ utterance: 'open the timetable', programs: [] }];
  if (replied) s.replied = replied;
  return s;
}
const click = (name: string) => [program({ kind: 'action', name: 'click', element: query({ description: str(name) }) })];

describe('itemReferencePlan', () => {
  it('takes the control of the row the last answer came from, by the verb', () => {
    const s = listing(['is there space on the public swim?'], ['15:00 Public swim Main pool 44 left']);
    expect(itemReferencePlan('ok book that', s)).toEqual(click('Book Public swim at 15:00'));
    const full = listing(['is the aqua fit on?'], ['Aqua fit: Full']);
    expect(itemReferencePlan('put her on the waiting list for it then', full)).toEqual(click('Join the waiting list'));
  });
  it("opens the row's own page for a verb of looking", () => {
    const s = listing(['which is the public one?'], ['Public swim Main pool 44 left']);
    expect(itemReferencePlan("let's look at that one", s)).toEqual([program({ kind: 'action', name: 'goto', url: 'http://x/book/public' })]);
  });
  it('takes the row a question named when the question got no answer', () => {
    const s = listing(['oh no. is there space on the public swim?'], ['Session: Lane swim'], false);
    expect(itemReferencePlan('ok book that', s)).toEqual(click('Book Public swim at 15:00'));
  });
  it('reads a day of the month said as an ordinal and a month said whole as the page writes them', () => {
    const s = emptyDialogueState();
    s.rows = [
      { title: 'Deep clean', text: 'Deep clean Wed 2 Dec 2026, 10:00 View Change Cancel', actions: ['View', 'Change', 'Cancel'], url: 'http://x/bookings/1' },
      { title: 'Oven clean', text: 'Oven clean Sat 5 Dec 2026, 08:00 View Change Cancel', actions: ['View', 'Change', 'Cancel'], url: 'http://x/bookings/2' },
    ];
    s.said = ["What's booked for December the 5th?"];
    expect(itemReferencePlan('Open that one.', s)).toEqual([program({ kind: 'action', name: 'goto', url: 'http://x/bookings/2' })]);
  });
  it('reads nothing when no item is remembered, two compete, the answer is older, or the verb names no control', () => {
    expect(itemReferencePlan('ok book that', listing(['hello'], undefined))).toBeUndefined();
    expect(itemReferencePlan('ok book that', listing(['which ones are in the main pool?'], ['Main pool']))).toBeUndefined();
    expect(itemReferencePlan('ok book that', listing(['is there space?'], ['15:00 Public swim Main pool 44 left'], false))).toBeUndefined();
    expect(itemReferencePlan('cancel it', listing(['is there space on the public swim?'], ['15:00 Public swim Main pool 44 left']))).toBeUndefined();
    expect(itemReferencePlan('is it any good?', listing(['is there space on the public swim?'], ['15:00 Public swim Main pool 44 left']))).toBeUndefined();
  });
});
