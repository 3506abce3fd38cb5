/**
 * Round 29: the answer readers on hand-built states — "and now?" asks again only after a change,
 * durations with a word between number and unit, "when … back" needs "back", "cost more" asks the
 * amount, and a related sentence only when it fits clearly.
 */
import { describe, expect, it } from 'vitest';
import { program, query, str } from '../src/thingtalk/ast.js';
import { questionAgain } from '../src/parser/asked-again.js';
import { readQuestion } from '../src/parser/questions.js';
import { relatedSentence } from '../src/parser/related-sentence.js';
import { emptyDialogueState } from '../src/parser/context.js';

const say = (text: string) => program({ kind: 'action', name: 'say', text });
const click = (d: string) => program({ kind: 'action', name: 'click', element: query({ description: str(d) }) });

describe('questionAgain', () => {
  it('asks the question before a change again', () => {
    const turns = [{ utterance: 'how much is that all together?', programs: [say('Total: £31.25')] }, { utterance: 'oh I have a code, FRESH15', programs: [click('Apply')] }];
    expect(questionAgain('and now?', turns)).toBe('how much is that all together?');
    expect(questionAgain('What about now?', turns)).toBe('how much is that all together?');
  });
  it('declines with no change since, no question before, or more words', () => {
    expect(questionAgain('and now?', [{ utterance: 'how much is it?', programs: [say('£3')] }])).toBeUndefined();
    expect(questionAgain('and now?', [{ utterance: 'add it', programs: [click('Add')] }])).toBeUndefined();
    const turns = [{ utterance: 'how much is it?', programs: [say('£3')] }, { utterance: 'add it', programs: [click('Add')] }];
    expect(questionAgain('and now the blue one', turns)).toBeUndefined();
  });
});

describe('readQuestion (round 29)', () => {
  it('asks "when … back" about a statement that says back', () => {
    expect(readQuestion('when will I get them back', true)?.topic).toEqual(['back']);
    expect(readQuestion('when is the collection', true)?.topic).not.toContain('back');
  });
  it('reads "does that cost more" as the amount, with no topic', () => {
    const q = readQuestion('does that cost more', true)!;
    expect(q.kind).toBe('money');
    expect(q.topic).toEqual([]);
  });
});

describe('relatedSentence', () => {
  const vectors = { similarity: (a: string, b: string) => ((a === 'shoes' && b === 'jeans') || (a === 'golf' && b === 'course') ? 0.7 : 0) };
  const state = (texts: string[], framed: string[] = []) => ({ ...emptyDialogueState(), texts, framed });
  it('finds the one sentence that says two thirds of the topic in related words', () => {
    const s = state(['Please check in 20 minutes before your tee time.', 'Dress code: soft spikes or trainers are fine; no jeans on the Parkland Course.']);
    expect(relatedSentence(['proper', 'golf', 'shoes'], s, vectors)).toContain('trainers');
  });
  it('declines in the frame, with too few words said, or without vectors', () => {
    const text = 'Dress code: soft spikes or trainers are fine; no jeans on the Parkland Course.';
    expect(relatedSentence(['proper', 'golf', 'shoes'], state([text], [text]), vectors)).toBeUndefined();
    expect(relatedSentence(['proper', 'tennis', 'shoes'], state([text]), vectors)).toBeUndefined();
    expect(relatedSentence(['proper', 'golf', 'shoes'], state([text]))).toBeUndefined();
  });
});
