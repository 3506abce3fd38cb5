/**
 * Round 25 (safety): no irreversible side effect on a form the sentence did not ask for.
 *
 * A run that finds nothing sure on its page may look for the page one or two links away that holds
 * its first program (`seekFor`, src/runtime/sections.ts). That page was reached by the search, not
 * by the sentence's words, and may hold a form of another purpose whose fields happen to take a
 * value ("2026" as a help form's "Unit or reservation reference") and whose button grounding takes
 * for the sentence's verb ("confirm" for "Send message": one synonym group). On such a page:
 *
 * - a **committing click** — the submit of a POST form, or a button whose name is a commit word
 *   (src/parser/commit-words.ts) — is pressed only when the sentence names that button by its own
 *   words ("and confirm" for "Confirm reservation", never for "Send message");
 * - a **value** is put into a form that commits (it posts, or a submit button says a commit word —
 *   not a search or a listing's filters, sent with GET) only when the form's purpose — its title (the heading over it),
 *   its legends, its submit buttons, the page's title and first heading — shares a word of the
 *   sentence ("reserve …" and "Book the free van" share none).
 *
 * Otherwise the step refuses, typed (`E_LOW_CONFIDENCE`, "not sure"), and acts on nothing. Structure
 * here (forms, their method, their buttons and headings); words in the parser.
 *
 * Round 28: on every page, a clause that asks for information (the parser's `asks`) makes no
 * committing click and puts no value into a form that commits (`asking`).
 */
import type { PageElement, PageModel } from '../page/types.js';
import { closestTagged, formMethod, isSubmitButton } from '../page/tree.js';
import { isAncestor } from '../grounding/score.js';
import { isCommitName, sharesOwnWord } from '../parser/commit-words.js';
import { GroundingFailedError } from './errors.js';
import { titleOf } from './unsent.js';

/** What the runtime knows, at a step, about the run's sentence and how it reached this page. */
export interface CommitGuard {
  /** The sentence the run follows (its own words). */
  sentence: string;
  /** Whether the page the step acts on was reached by looking for it (not by the sentence's words). */
  sought(url: string | undefined): boolean;
  /**
   * Round 28: the clause the step runs for asks for information (the parser's `asks`: "Is the
   * Eastgate branch open on Sundays?"). Then no committing click and no value into a form that
   * commits, on any page: a question is never an order, whatever words it shares with a button.
   */
  asking?: boolean;
}

const isButtonLike = (e: PageElement): boolean => isSubmitButton(e) || e.tag === 'button' || e.role === 'button' || (e.tag === 'input' && e.inputType === 'button');

/** Whether clicking `target` commits something: a POST form's submit, or a button named with a commit word. */
export function isCommitting(target: PageElement, page: PageModel): boolean {
  if (!isButtonLike(target)) return false;
  const form = closestTagged(page, target, 'form');
  if (form && isSubmitButton(target) && formMethod(form) === 'post') return true;
  return isCommitName(target.name || target.text || '');
}

/** The words that say what the form around `target` is for (empty when it is in no form). */
export function formPurpose(target: PageElement, page: PageModel): string | undefined {
  const form = closestTagged(page, target, 'form');
  if (!form) return undefined;
  const parts: string[] = [];
  const title = titleOf(page, form);
  if (title) parts.push(title);
  // (Bounded by the page's elements: one pass.)
  for (const e of page.elements) {
    if (e.visible === false || !isAncestor(page, form.index, e.index)) continue;
    if (e.tag === 'legend' || /^h[1-6]$/.test(e.tag)) parts.push(e.text || e.name);
    else if (isSubmitButton(e)) parts.push(e.name || e.text);
  }
  // (Not the page's title: it carries the site's name, which a sentence may say — "Stowaway Lockers", "reserve a locker".)
  const h1 = page.elements.find((e) => e.tag === 'h1' && e.visible !== false);
  if (h1) parts.push(h1.text || h1.name);
  return parts.join(' \n ');
}

const refuse = (message: string, target: PageElement, guard: 'commit' | 'question' = 'commit'): GroundingFailedError => new GroundingFailedError('E_LOW_CONFIDENCE', message, { element: target.name || target.text || target.tag, guard });

/**
 * The refusal of a click on `target` (`description`: the clause's words for it), or undefined when
 * the click may go ahead.
 */
export function guardClick(guard: CommitGuard | undefined, target: PageElement, page: PageModel, description: string | undefined): GroundingFailedError | undefined {
  if (!guard || !isCommitting(target, page)) return undefined;
  const name = target.name || target.text || '';
  if (guard.asking) return refuse(`"${(description ?? guard.sentence).slice(0, 60)}" is asked as a question: pressing "${name.slice(0, 60)}" would send a form, and a question never does; nothing was done`, target, 'question');
  if (!guard.sought(page.url)) return undefined;
  // (The sentence's words, not the click's description: a click the runtime makes itself — a flow's send, a form's own button — is described by the button's name.)
  if (sharesOwnWord(guard.sentence, name)) return undefined;
  return refuse(`Not sure that "${description ?? guard.sentence.slice(0, 60)}" means "${name.slice(0, 60)}": it would send a form the run only found by looking for it, and the sentence does not name that button; nothing was done`, target);
}

/**
 * Whether the form around `target` commits something when sent: it posts, or one of its submit
 * buttons is named with a commit word. A form sent with GET under a plain button — a search, a
 * listing's filters and sort ("Update results") — changes no record: a value there is no side effect.
 */
export function formCommits(target: PageElement, page: PageModel): boolean {
  const form = closestTagged(page, target, 'form');
  if (!form) return false;
  if (formMethod(form) === 'post') return true;
  return page.elements.some((e) => isSubmitButton(e) && isAncestor(page, form.index, e.index) && isCommitName(e.name || e.text || ''));
}

/** The refusal of a value put into `target` (a field of a form that commits), or undefined when it may go ahead. */
export function guardValue(guard: CommitGuard | undefined, target: PageElement, page: PageModel): GroundingFailedError | undefined {
  if (!guard || !formCommits(target, page)) return undefined;
  if (guard.asking) return refuse(`A question puts no value into "${(target.name || target.text || target.tag).slice(0, 60)}": its form sends something, and a question never does; nothing was typed`, target, 'question');
  if (!guard.sought(page.url)) return undefined;
  const purpose = formPurpose(target, page);
  if (purpose === undefined || sharesOwnWord(guard.sentence, purpose)) return undefined;
  return refuse(`Not sure the form of "${(target.name || target.text || target.tag).slice(0, 60)}" is for this: nothing of what it is for ("${purpose.replace(/\s+/g, ' ').trim().slice(0, 80)}") is in the sentence, and the run only found its page by looking for it; nothing was typed`, target);
}
