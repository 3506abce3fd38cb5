/**
 * Round 18: a turn whose commands lead back to themselves stops. "Cancel my … tickets", said where
 * no row holds what it names, reads as "go to the user's list first, then cancel it there"
 * (src/parser/context.ts `listOfMine`); where the list's own link leads to another address (it
 * redirects, or the list links another list of the same kind), the same reading on the list went to
 * the list again, and again — a blind set's turn ran for an hour. Two guards, each tested here:
 * - the parser: right after going to such a list by its link, the reading does not go to a list again;
 * - the conversation (src/runtime/conversation.ts `leadsBack`): a command whose parts hold a command
 *   already being run in the turn, or parts nested deeper than four, is not run: the turn asks.
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, parseInContext, type DialogueState } from '../src/parser/context.js';
import { parse } from '../src/parser/index.js';
import { leadsBack } from '../src/runtime/conversation.js';

const sentenceParser = { parse: (s: string) => parse(s) };

// Our own museum-like account: the header's "My tickets" goes to /account, which shows the tickets at /account/tickets.
const onTickets = (executed: DialogueState['executed'] = []): DialogueState => ({
  ...emptyDialogueState(),
  visited: ['http://127.0.0.1/account/tickets'],
  executed,
  rows: [{ title: 'Dinosaur hall, Saturday', text: 'Dinosaur hall, Saturday 12 December · 2 adults', actions: ['Cancel'] }],
  links: [{ name: 'Exhibitions', url: 'http://127.0.0.1/exhibitions' }, { name: 'My tickets', url: 'http://127.0.0.1/account' }],
});

describe('the list of the user\'s things, gone to once', () => {
  it('is gone to from a page that does not list what the turn names', async () => {
    const r = await parseInContext('Cancel my planetarium tickets.', onTickets(), sentenceParser);
    expect(r).toEqual({ kind: 'parts', parts: ['go to My tickets', 'Cancel my planetarium tickets'] });
  });

  it('is not gone to again right after its link was followed', async () => {
    const r = await parseInContext('cancel my planetarium tickets', onTickets([{ utterance: 'go to My tickets', programs: [] }]), sentenceParser);
    expect(r.kind).not.toBe('parts');
  });
});

describe('parts that lead back', () => {
  it('a part that is a command already being run, spaces, case and the stop aside, leads back', () => {
    expect(leadsBack(['go to My tickets', 'Cancel my planetarium  tickets.'], ['cancel my planetarium tickets'])).toBe(true);
    expect(leadsBack(['go to My tickets', 'cancel my planetarium tickets'], [])).toBe(false);
    expect(leadsBack(['go to My tickets', 'cancel my planetarium tickets'], ['cancel the planetarium tickets and the dinosaur hall ones'])).toBe(false);
  });

  it('parts nested deeper than four lead back whatever they say', () => {
    expect(leadsBack(['a', 'b'], ['c', 'd', 'e'])).toBe(false);
    expect(leadsBack(['a', 'b'], ['c', 'd', 'e', 'f'])).toBe(true);
  });
});
