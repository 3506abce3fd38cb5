/**
 * What a turn DOES (round 12, issue 11): asks a question about the page, commands, gives a value,
 * notes something about the user, or only chats. A small learned reader: a multinomial logistic
 * regression over the turn's opening words, its words and word pairs, its last word and whether it
 * ends with a question mark (models/speech-acts.json, trained by `npm run train:acts` on turns
 * generated from our own pools, training/speech-acts). It tells a question without a question mark
 * ("what did Owen say"), an indirect one ("I wonder if it's in stock", "do you know when it opens",
 * "can you see whether the box is ticked") from a command said as a question ("can you open the
 * reviews?", "could you book the court at nine?"), which stays a command.
 *
 * Used by src/parser/asked.ts: a turn read as a question with enough probability never acts.
 */
import { readModelFile } from '../assets.js';

export type SpeechAct = 'question' | 'command' | 'value' | 'note' | 'chat';

export const SPEECH_ACTS_FILE = 'speech-acts.json';

export interface SpeechActModel {
  classes: SpeechAct[];
  /** Feature → one weight per class. */
  weights: Record<string, number[]>;
  /** Least probability of "question" at which a turn is held to be a question (set on held-out turns). */
  threshold: number;
  heldOut?: Record<string, unknown>;
}

/** Spoken padding before the turn's first real word. */
const PADDING = /^(?:(?:so|okay|ok|oh|ooh|hmm+|um+|uh+|and|but|right|actually|also|sorry|quick question|hey|well|now|then|alright|hi|hello|one more thing|by the way|btw|just),?\s+)+/i;

/** The words of a turn, with numbers, times, e-mail addresses and capitalised names by shape. */
function wordsOf(utterance: string): { words: string[]; mark: string; padded: boolean } {
  let t = utterance.normalize('NFC').replace(/\s+/g, ' ').trim();
  const mark = /\?\s*$/.test(t) ? '?' : /!\s*$/.test(t) ? '!' : '.';
  t = t.replace(/[.!?…]+$/, '');
  const stripped = t.replace(PADDING, '');
  const padded = stripped !== t && stripped.length > 0;
  if (stripped) t = stripped;
  const raw = t.split(/\s+/);
  const words: string[] = [];
  raw.forEach((w, i) => {
    const bare = w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!bare) return;
    if (/@/.test(bare)) return void words.push('<email>');
    if (/^\d{1,2}[:.]\d{2}$/.test(bare)) return void words.push('<time>');
    if (/\d/.test(bare)) return void words.push('<num>');
    // A capitalised word after the first is a name (a person, a day, a product): its shape, and the word.
    if (i > 0 && /^\p{Lu}\p{Ll}/u.test(bare) && bare !== 'I') words.push('<cap>');
    for (const part of bare.toLowerCase().replace(/[’]/g, "'").split(/(?=')/)) words.push(part);
  });
  return { words, mark, padded };
}

const QUESTION_FIRST = /^(?:what|what's|which|who|who's|whom|whose|when|where|where's|why|how|how's|is|isn't|are|aren't|was|were|do|does|doesn't|did|didn't|don't|can|can't|could|will|won't|would|should|shall|may|might|has|hasn't|have|haven't|had|any|anything)$/;

/** A question mark, a question word or auxiliary first, or a question word after the first ("I wonder if …", "tell me what …"). */
export function questionForm(utterance: string): boolean {
  const read = wordsOf(utterance);
  return askedFirst(read) || read.words.slice(1).some((x) => /^(?:what|which|who|when|where|how|whether|if|why)$/.test(x));
}

/** A question mark, or a question word or auxiliary first. */
const askedFirst = ({ words, mark }: { words: string[]; mark: string }): boolean => mark === '?' || (words.length > 0 && QUESTION_FIRST.test(words[0]!));

/**
 * Round 28: a question by its own first word or its question mark ("Is it open on Sundays?", "When is
 * the next collection"), not by a question word inside it — a clause of a command may hold one
 * ("choose Yes for whether the street is affected", "allow entry when I'm not home").
 */
export function directQuestionForm(utterance: string): boolean {
  return askedFirst(wordsOf(utterance));
}

/** The features of a turn: the names of the weights it uses. */
export function actFeatures(utterance: string): string[] {
  const { words, mark, padded } = wordsOf(utterance);
  const f = ['bias', `m=${mark}`];
  if (padded) f.push('padded');
  const w = words;
  if (!w.length) return [...f, 'empty'];
  f.push(`f1=${w[0]}`, `f1m=${w[0]}${mark}`);
  if (w.length > 1) f.push(`f2=${w[0]}_${w[1]}`);
  if (w.length > 2) f.push(`f3=${w[0]}_${w[1]}_${w[2]}`);
  f.push(`l=${w[w.length - 1]}`, `n=${Math.min(w.length, 8)}`, `nm=${Math.min(w.length, 8)}${mark}`);
  for (let i = 0; i < w.length; i++) {
    f.push(`u=${w[i]}`);
    if (i + 1 < w.length) f.push(`b=${w[i]}_${w[i + 1]}`);
  }
  // A question word after the first two ("do you know WHEN …", "tell me WHAT …", "I wonder IF …").
  const inner = w.slice(1).findIndex((x) => /^(?:what|which|who|when|where|how|whether|if|why)$/.test(x));
  if (inner >= 0) f.push(`inner=${w[inner + 1]}`, `innerAt=${Math.min(inner + 1, 4)}`);
  return f;
}

export interface SpeechActReading {
  act: SpeechAct;
  /** Probability of each act. */
  p: Record<SpeechAct, number>;
}

export class SpeechActReader {
  constructor(readonly model: SpeechActModel) {}

  read(utterance: string): SpeechActReading {
    const k = this.model.classes.length;
    const s = new Array<number>(k).fill(0);
    for (const f of actFeatures(utterance)) {
      const w = this.model.weights[f];
      if (w) for (let c = 0; c < k; c++) s[c]! += w[c]!;
    }
    const m = Math.max(...s);
    const e = s.map((v) => Math.exp(v - m));
    const z = e.reduce((a, b) => a + b, 0);
    const p = Object.fromEntries(this.model.classes.map((c, i) => [c, e[i]! / z])) as Record<SpeechAct, number>;
    const act = this.model.classes[e.indexOf(Math.max(...e))]!;
    return { act, p };
  }

  /**
   * Whether the turn is a question about the page, sure enough that it must not act: the model's
   * probability at its threshold, and the form of a question (a question mark, a question word or
   * auxiliary first, or a question word inside an indirect frame). The words alone may look like a
   * question's ("…, since there are four windows" beside "are there four windows"); a statement's
   * form keeps its action.
   */
  isQuestion(utterance: string): boolean {
    return questionForm(utterance) && this.read(utterance).p.question >= this.model.threshold;
  }

  /** Round 28: a question asked directly (`directQuestionForm`: no question word inside a command's clause), sure enough that it must not act. */
  asksDirectly(utterance: string): boolean {
    return directQuestionForm(utterance) && this.read(utterance).p.question >= this.model.threshold;
  }
}

const loaded = new Map<string, Promise<SpeechActReader | undefined>>();

/** The shipped reader (models/speech-acts.json), or undefined when its file is missing or RUSS_NO_SPEECH_ACTS=1. */
export function loadSpeechActs(modelDir?: string): Promise<SpeechActReader | undefined> {
  if (typeof process !== 'undefined' && process.env?.RUSS_NO_SPEECH_ACTS === '1') return Promise.resolve(undefined);
  const key = modelDir ?? '';
  let p = loaded.get(key);
  if (!p) {
    p = (async () => {
      try {
        return new SpeechActReader(JSON.parse(new TextDecoder().decode(await readModelFile(SPEECH_ACTS_FILE, modelDir))) as SpeechActModel);
      } catch {
        return undefined;
      }
    })();
    loaded.set(key, p);
  }
  return p;
}
