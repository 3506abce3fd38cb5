/**
 * The conversation with the user, provided by the host (a chatbot, a terminal, a test). RUSS
 * §3.4: `@ask` questions, `@say` messages, `@read` results; plus `choose` for a step the runtime
 * could not ground with confidence.
 */
import { DialogueError } from './errors.js';

/** A candidate element offered to the host when grounding is unsure. */
export interface CandidateChoice {
  /** Element id in the page model. */
  id: string;
  tag: string;
  type?: string;
  /** Accessible name (or text) of the element. */
  name: string;
  selector?: string;
  score: number;
}

export interface Dialogue {
  /** Ask the user for `key` ("email address"); `prompt` is a ready-made question. Empty/undefined = no answer. */
  ask?(key: string, prompt: string): Promise<string | null | undefined> | string | null | undefined;
  /** Tell the user something (`@say`). */
  say?(text: string): Promise<void> | void;
  /** Read a value found on the page back to the user (`@read`); defaults to `say`. */
  read?(text: string): Promise<void> | void;
  /**
   * Pick the element a step means when grounding is unsure: return the chosen candidate's id,
   * or null/undefined to refuse (the run then stops with E_LOW_CONFIDENCE).
   */
  choose?(instruction: string, candidates: CandidateChoice[]): Promise<string | null | undefined> | string | null | undefined;
}

/** The question the runtime asks for a key. */
export function promptFor(key: string): string {
  return `What is your ${key.trim()}?`;
}

/**
 * Ask until the answer is usable (non-empty after trimming), at most `tries` times; then a
 * typed error. The answer is trimmed of surrounding white space only.
 */
export async function askUntilAnswered(dialogue: Dialogue, key: string, tries = 3, prompt = promptFor(key)): Promise<string> {
  if (!dialogue.ask) {
    throw new DialogueError('E_DIALOGUE_UNAVAILABLE', `The step needs the user's ${key}, but the dialogue cannot ask questions`, key);
  }
  for (let attempt = 1; attempt <= tries; attempt++) {
    const question = attempt === 1 ? prompt : `${prompt} (an answer is needed to continue; try ${attempt} of ${tries})`;
    const answer = await dialogue.ask(key, question);
    if (typeof answer === 'string' && answer.trim() !== '') return answer.trim();
  }
  throw new DialogueError('E_DIALOGUE_NO_ANSWER', `No usable answer for "${key}" after ${tries} tries`, key);
}
