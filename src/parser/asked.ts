/**
 * A question is never an action, and it is answered from the page (round 12, issue 11).
 *
 * After the contextual rules and the turn ranker have read a turn, the speech-act reader
 * (src/parser/speech-acts.ts, learned from generated turns) says whether the turn is a question. A
 * question — with or without its question mark, direct or indirect ("I wonder if it's in stock", "do
 * you know when it opens", "can you see whether the box is ticked") — that the rules read as an
 * action, asked about, or only noted, is read again as a question:
 *
 * 1. its indirect frame dropped ("tell me what the postage comes to" → "what the postage comes to"),
 *    the round-11 reader (src/parser/questions.ts) answers it from the page's statements;
 * 2. a yes/no question about a box of the page ("is gift wrap ticked?") is answered from the box;
 *    one about a choice ("is Saturday picked?") from the control's chosen value;
 * 3. what someone said ("what did Owen say?") is the page's message by that person;
 * 4. a question whose answer is on a page the question names — a link of this page whose name
 *    holds the question's person or thing ("what did Owen say?" → the link "Owen Whitfield"; "how long
 *    has the seller been a member?" → "Seller profile") — opens that one link and asks again there,
 *    answered by the readers above only (one hop, a link only: nothing is pressed, ticked or typed);
 * 5. else the turn says it did not find the answer on this page. It never acts.
 *
 * A command said as a question ("can you open the reviews?") is a command to the speech-act reader
 * and is left as the rules read it. Turns of several sentences are left to the rules (each command
 * part comes back here on its own).
 */
import { TURN_MARKS } from './turn-marks.js';
import { program, query, str, type Program } from '../thingtalk/ast.js';
import { viewsOnly } from './choices.js';
import type { DialogueState, TurnPlan } from './context.js';
import { answerOnPage, pageQuestion, readQuestion, stem, type WordRelatedness } from './questions.js';
import { loadSpeechActs } from './speech-acts.js';
import { HOUR_WORDS } from './times.js';
import { hoursAnswer, hoursLink, lookOff, priceLink } from './elsewhere.js';
import { LOOK_MOST, lookAheadLinks, lookedThere, namesSaid } from './look-ahead.js';

/** Marks a turn part that opens the page a question names; the question follows it, asked again there. */
export const OPEN_FOR_QUESTION = TURN_MARKS.openForQuestion;
/** Marks a question asked again on the page it named: only the page's readers answer it. */
export const ASKED_THERE = TURN_MARKS.askedThere;

const NOT_FOUND = 'I could not find that on this page.';

/** Actions that only tell or look: a question may run these. */
const TELLING = new Set(['say', 'read', 'scroll', 'scroll_to', 'wait', 'note']);
const acts = (ps: readonly Program[] | undefined): boolean => (ps ?? []).some((p) => !TELLING.has(p.action.name));

/**
 * A question that names what to look for ("what's on by the river this weekend?") on a search page: the rules fill the page's search with the
 * values the question says and run it — a search changes nothing, so a question may do it.
 */
function searchOnly(ps: readonly Program[], utterance: string): boolean {
  const said = new Set(tokens(utterance));
  const sayIt = (v: unknown) => { const w = tokens(typeof v === 'object' && v && 'value' in v ? String((v as { value: unknown }).value) : String(v ?? '')); return w.length > 0 && w.some((x) => said.has(x)); };
  let filled = false;
  for (const p of ps) {
    const a = p.action;
    if (TELLING.has(a.name)) continue;
    if (a.name === 'select') { if (!sayIt(a.option)) return false; filled = true; continue; }
    if (a.name === 'enter') { if (!sayIt(a.text)) return false; filled = true; continue; }
    if (a.name === 'click') { const d = a.element.description; const name = d && d.kind === 'string' ? d.value : ''; if (!/^(?:search|find|go|show(?: results)?|filter|update|apply)$/i.test(name.trim())) return false; continue; }
    return false;
  }
  return filled;
}

/** Frames of an indirect question, dropped to leave the question asked. */
const FRAME = /^(?:(?:i(?:'m| am| was)?\s+)?(?:wonder(?:ing)?|curious)|just wondering|out of curiosity,?|(?:do|would|does) (?:you|anyone|we) (?:happen to )?know|(?:can|could|would) you (?:please )?(?:tell|show|read) (?:me|us)|(?:can|could|would) you (?:please )?(?:see|check|find out|look|have a look|work out)(?: and see)?|(?:tell|show|read) (?:me|us)|let (?:me|us) know|i(?:'d| would) like to know|i (?:want|need) to know|any idea|not sure|remind me|(?:have a )?look(?: and see)?|find out|check|see|is it possible to see)\s+/i;
const PADDING = /^(?:(?:so|okay|ok|oh|hmm+|um+|uh+|and|but|right|actually|also|sorry|quick question|hey|well|now|then|alright|just),?\s+)+/i;

/** Words that name an item by its place or rank, not a thing to look for ("the first one", "the cheapest"). */
const ITEM_WORD = /^(?:first|second|third|fourth|fifth|last|next|previous|other|top|bottom|middle|new|old|one|ones|\p{L}+est)$/u;

/** Round 20: a clause that leads into the question ("While we're here, what do you charge …?"). */
const LEAD_IN = /^[^,?]{1,40},\s+(?=(?:what|how|when|which|who|where|is|are|does|do)\b)/i;

/** The question a turn asks, its frame and padding dropped: "Hmm, do you know if it's free?" → "is it free". */
export function directQuestion(utterance: string): string {
  let t = utterance.normalize('NFC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().replace(/[.!?…]+$/, '').replace(PADDING, '');
  for (let i = 0; i < 2; i++) {
    const m = FRAME.exec(t);
    if (!m) break;
    t = t.slice(m[0].length).replace(PADDING, '');
  }
  t = t.replace(/[,;]+$/, '').trim();
  // "if it's in stock", "whether the box is ticked", "if there is a slot at nine": a yes/no question.
  const polar = /^(?:if|whether)\s+(.+)$/i.exec(t);
  if (polar) {
    const rest = polar[1]!;
    const there = /^there(?:'s|\s+is|\s+are)\s+(.+)$/i.exec(rest);
    if (there) return `is there ${there[1]}`;
    const be = /^((?:[\p{L}\p{N}-]+\s+){0,3}?[\p{L}\p{N}-]+?)(?:'s|\s+is|\s+are)\s+(.+)$/iu.exec(rest);
    return be ? `is ${be[1]} ${be[2]}` : `is ${rest}`;
  }
  // "how much delivery is", "what the price is", "how long the seller has been a member": the question's order.
  const last = /^((?:how\s+(?:much|many|long|far|big|old)|what(?:\s+time)?|which\s+[\p{L}-]+|who|where|when)\s+)(.+?)\s+(is|are|was|were)$/iu.exec(t);
  if (last && !/^(?:is|are|was|were|does|do|did|has|have)\b/i.test(last[2]!)) return `${last[1]}${last[3]} ${last[2]}`;
  const aux = new RegExp(String.raw`^((?:how\s+(?:much|many|long|far|big|old)|what(?:\s+time)?|which\s+[\p{L}-]+|who|where|when)\s+)(${SUBJECT})\s+(is|are|was|were|has|have|had|does|do|did|can|could|will|would)\s+(.+)$`, 'iu').exec(t);
  if (aux) return `${aux[1]}${aux[3]} ${aux[2]} ${aux[4]}`;
  return t;
}

/** The subject of an embedded question: a pronoun, or a short noun phrase with its determiner. */
const SUBJECT = String.raw`it|they|he|she|i|we|you|(?:the|my|our|your|this|that|these|those|his|her|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?`;

const tokens = (s: string): string[] => s.toLowerCase().replace(/[’']s\b/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const STOP = new Set('a an the it its this that is are was were be been do does did has have had will would can could i me my we our you your he she they them their of on in at to for from with about by and or any there what which who when where how much many long far big old been being if whether still yet now'.split(' '));
const contentStems = (s: string): string[] => tokens(s).filter((w) => !STOP.has(w) && w.length > 1).map(stem);

/** "Is gift wrap ticked?", "is the newsletter box checked?": the state of the page's box of that name. */
function boxAnswer(question: string, state: DialogueState): string | undefined {
  if (!/\b(?:ticked|checked|selected|on|off|switched on|turned on|included|added|enabled|chosen|picked)\b/i.test(question)) return undefined;
  const want = contentStems(question).filter((w) => !/^(?:tick|check|select|switch|turn|includ|add|enabl|chosen|pick|box|option)$/.test(w) && w !== 'on' && w !== 'off');
  if (!want.length) return undefined;
  const fits = (label: string) => { const have = contentStems(label); return want.every((w) => have.some((h) => h === w || (w.length >= 4 && h.startsWith(w)))); };
  const boxes = (state.controls ?? []).filter((c) => c.kind === 'checkbox' && fits(c.label));
  if (boxes.length === 1) return `${boxes[0]!.label}: ${boxes[0]!.value === 'on' ? 'ticked' : 'not ticked'}.`;
  // "Is Saturday picked?": a dropdown's or radio group's chosen option.
  for (const c of state.controls ?? []) {
    if ((c.kind !== 'select' && c.kind !== 'radio') || !c.options?.length) continue;
    const named = c.options.filter(fits);
    if (named.length === 1) return c.value && c.value === named[0] ? `Yes, ${c.label ? `${c.label}: ` : ''}${c.value} is chosen.` : `No, ${c.label ? `${c.label}: ` : ''}${c.value ? `${c.value} is chosen` : 'nothing is chosen yet'}.`;
  }
  return undefined;
}

/** "What did Owen say?", "what did the seller write?": the person asked about. */
const SAID = /^what\s+(?:(?:did|has|have|does)\s+)?(.+?)\s+(?:say|said|says|write|written|wrote|reply|replied|answer|answered|send|sent|tell me|told me)(?:\s+(?:me|us|back|about\s+.+))?$/i;

/** The page's message by a person: a statement labelled by their name ("Owen: …"), else, on a page named for them, its last statement. */
function messageBy(who: string, state: DialogueState, rowsToo: boolean): string | undefined {
  // "What did he say?" on a page named for a person (a conversation): that person.
  if (/^(?:he|she|they|them|him|her)$/i.test(who.trim()) && state.heading && /^\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2}$/u.test(state.heading.trim())) who = state.heading;
  const name = contentStems(who);
  if (!name.length) return undefined;
  const texts = [...(state.texts ?? [])];
  const labelled = texts.filter((t) => { const m = /^([^:]{1,40}):\s+\S/.exec(t); return m && name.every((w) => contentStems(m[1]!).includes(w)); });
  if (labelled.length) return labelled[labelled.length - 1];
  // A row per message whose title is the sender.
  const rows = state.rows.filter((r) => rowsToo && name.every((w) => contentStems(r.title).includes(w)) && r.text.replace(r.title, '').trim().length > 3);
  if (rows.length) return rows[rows.length - 1]!.text;
  // A conversation page named for them: their last statement that is not the user's own.
  if (state.heading && name.every((w) => contentStems(state.heading!).includes(w))) {
    const theirs = texts.filter((t) => !/^(?:you|me)\b[:\s]/i.test(t) && t.length > 3 && !/^\d{1,2}[:.]\d{2}/.test(t));
    return theirs[theirs.length - 1];
  }
  return undefined;
}

/** Words that name a page about a person in a role: the page's link for it holds one of them. */
const ROLE = /^(?:seller|vendor|host|owner|landlord|landlady|teacher|instructor|tutor|trainer|coach|driver|agent|author|artist|shop|store|doctor|profile|member)$/;

/**
 * The link of this page that names what the question is about: a person named in the question (a
 * capitalised word) or the role asked about ("the seller"), one link whose name holds it.
 */
function namedLink(question: string, state: DialogueState): string | undefined {
  const links = [...new Set(state.page?.links ?? [])];
  if (!links.length) return undefined;
  const names = [...question.matchAll(/(?<=\s)\p{Lu}[\p{L}'-]+/gu)].map((m) => stem(m[0])).filter((w) => !STOP.has(w));
  const roles = tokens(question).filter((w) => ROLE.test(w)).map(stem);
  const once = (hits: string[]) => hits.length === 1 && (state.page?.links ?? []).filter((l) => l === hits[0]).length === 1;
  for (const want of [names, roles]) {
    if (!want.length) continue;
    const hits = links.filter((l) => { const have = tokens(l).map(stem); return want.some((w) => have.includes(w)); });
    if (once(hits)) return hits[0];
  }
  // "The seller" beside "Sold by Owen Whitfield", "Host: Ana Ruiz": the link inside the statement that names the role.
  for (const role of roles) {
    const said = (state.texts ?? []).filter((t) => contentStems(t).includes(role) || (ROLE_BY[role] && new RegExp(String.raw`\b${ROLE_BY[role]}\s+by\b`, 'i').test(t)));
    const hits = links.filter((l) => l.length > 2 && said.some((t) => t.includes(l)));
    if (once([...new Set(hits)])) return hits[0];
  }
  return undefined;
}

/** A role, and how a page says who has it ("Sold by X", "Hosted by X"). Stems, as `stem` gives them. */
const ROLE_BY: Record<string, string> = { seller: 'sold', vendor: 'sold', host: 'hosted', teacher: 'taught', instructor: '(?:taught|led)', tutor: 'taught', trainer: '(?:led|run)', coach: 'coached', driver: 'driven', author: 'written', artist: '(?:made|painted)', owner: 'owned', shop: 'sold' };

/** "Who is the seller?", "who's the host?": the person the page says has that role ("Sold by Owen Whitfield"). */
function roleHolder(question: string, state: DialogueState): string | undefined {
  const m = /^who(?:'s|\s+is|\s+was|\s+are)?\s+(?:the\s+|my\s+|our\s+)?([\p{L}-]+)(?:\s+(?:of|for)\s+(?:it|this|that|this one))?$/iu.exec(question);
  const role = m ? stem(m[1]!) : undefined;
  if (!role || !ROLE_BY[role]) return undefined;
  const by = new RegExp(String.raw`\b(?:${ROLE_BY[role]}\s+by|${m![1]}:?)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2})`, 'iu');
  const said = (state.texts ?? []).map((t) => by.exec(t)).filter(Boolean);
  return said.length ? said[0]!.input.trim() : undefined;
}

const say = (text: string): Program => program({ kind: 'action', name: 'say', text });

/** Whether the turn, its padding and mark aside, is the whole name of an option, a control, a button or a link of the page. */
function namesControl(utterance: string, state: DialogueState): boolean {
  const t = utterance.normalize('NFC').trim().replace(/[.!?…]+$/, '').replace(PADDING, '').trim().toLowerCase();
  if (!t) return false;
  const names = [...(state.controls ?? []).flatMap((c) => [c.label, ...(c.options ?? [])]), ...(state.page?.buttons ?? []), ...(state.page?.links ?? [])];
  return names.some((n) => n.trim().toLowerCase() === t);
}

/**
 * A reading that says back a name the question holds ("what's first in Trending now?" read as the
 * say of "Trending now") names a thing of the page, not an answer: the read of that thing, as an
 * answer (the runtime reads the value its label heads, or the reply is not found). Round 15: the
 * runtime no longer re-reads a say's words (its `sayAsRead` did this), so the parser says read.
 */
function namedBack(plan: TurnPlan | undefined, utterance: string, state: DialogueState): TurnPlan | undefined {
  if (plan?.kind !== 'programs' || plan.programs.length !== 1) return plan;
  const a = plan.programs[0]!.action;
  if (a.name !== 'say') return plan;
  const own = new Set(tokens(utterance));
  const said = tokens(a.text);
  if (!said.length || said.length > 5 || !said.every((w) => own.has(w)) || said.every((w) => STOP.has(w))) return plan;
  // The name of a part of the page (a list's or a row's title, the heading) that holds no value is
  // not an answer: not found. Other words said back (a section's name, an answer that happens to
  // repeat the question's words: "a charger") are the reply when nothing labelled so holds a value.
  const name = a.text.trim().toLowerCase();
  const part = [state.heading, ...state.rows.map((r) => r.title)].some((t) => t !== undefined && t.trim().toLowerCase() === name);
  return { kind: 'programs', programs: [program({ kind: 'action', name: 'read', element: query({ description: str(a.text) }) })], unfound: part ? NOT_FOUND : a.text };
}

/** A reading that only says the turn's own words back ("tell me how long it takes" → "how long it takes"). */
function echoes(programs: readonly Program[], utterance: string): boolean {
  const own = new Set(tokens(utterance));
  // A note ("not an instruction") answers nothing.
  if (programs.length > 0 && programs.every((p) => p.action.name === 'note')) return true;
  // The question's own words said back: with its question word, or most of it ("Trending now" for
  // "what's first in Trending now?" names a thing the runtime reads, and is kept).
  const all = tokens(utterance).length;
  return programs.length > 0 && programs.every((p) => {
    if (p.action.name !== 'say' && p.action.name !== 'note') return false;
    const said = tokens(p.action.text);
    return said.every((w) => own.has(w)) && (said.some((w) => /^(?:what|whether|if|how|who|when|where|which|know|idea|wonder)$/.test(w)) || said.length >= 0.7 * all);
  });
}

/**
 * "Is there a slot at four?", "is 14:00 free?", "anything at 9am?": the page's one row or statement
 * at that time (a table's row "16:00 · Booked"), said as the page states it.
 */
function atTime(question: string, state: DialogueState): string | undefined {
  const m = /\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?!\d)|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday)\b/i.exec(question);
  if (!m || !/\b(?:free|available|open|slot|slots|booked|taken|space|room|anything|any|left)\b/i.test(question)) return undefined;
  const h = m[1] ? Number(m[1]) : HOUR_WORDS[m[4]!.toLowerCase()]!;
  const min = m[2] ?? '00';
  const pm = m[3] ? /^p/i.test(m[3]) : undefined;
  if (h > 23) return undefined;
  const hours = pm === undefined ? (h <= 12 ? [h, h + 12] : [h]) : [pm && h < 12 ? h + 12 : !pm && h === 12 ? 0 : h];
  const at = (t: string) => [...t.matchAll(/\b(\d{1,2})[:.](\d{2})\s*(am|pm|a\.m\.|p\.m\.)?/gi)].some((x) => {
    let hh = Number(x[1]);
    if (x[3] && /^p/i.test(x[3]) && hh < 12) hh += 12;
    if (x[3] && /^a/i.test(x[3]) && hh === 12) hh = 0;
    return x[2] === min && hours.includes(hh);
  });
  // One time only (not a whole grid's row), with what the page says of it (free, booked, 2 left).
  const said = [...new Set([...state.rows.map((r) => (r.text.includes(r.title) ? r.text : `${r.title} ${r.text}`)), ...(state.texts ?? [])])]
    .filter((t) => t.length <= 120 && at(t) && (t.match(/\b\d{1,2}[:.]\d{2}\b/g) ?? []).length === 1 && SLOT_STATE.test(t));
  return said.sort((a, b) => a.length - b.length)[0];
}

const SLOT_STATE = /\b(?:free|available|unavailable|open|closed|booked|taken|full|sold out|reserved|waitlist|\d+\s+(?:left|spaces?|places?|spots?))\b/i;

/** The answer on this page, from the readers that need no action; undefined when none answers. */
function answerHere(question: string, state: DialogueState, vectors?: WordRelatedness): Program[] | undefined {
  const hours = hoursAnswer(question, state);
  if (hours) return [say(hours)];
  const said = SAID.exec(question);
  if (said) {
    // A list's snippet of the message is not the message: with a link to their conversation, that is opened.
    const m = messageBy(said[1]!, state, !namedLink(question, state));
    if (m) return [say(m)];
    if (namedLink(question, state)) return undefined;
  }
  const holder = roleHolder(question, state);
  if (holder) return [say(holder)];
  const box = boxAnswer(question, state);
  if (box) return [say(box)];
  // "Can they deliver it?", "will it arrive by Friday?": a yes/no question about the thing, asked as the reader knows them.
  const asked = question.replace(/^(?:can|could|will|would)\s+(?!(?:i|we|you)\b)/i, 'does ');
  const answered = pageQuestion(asked, `${asked}?`, state, vectors);
  if (answered) return answered.programs;
  // "How long has the seller been a member?" on a page that says "Member since 2019": the date it runs from.
  const q = readQuestion(question, true);
  if (q?.kind === 'duration' && q.topic.length) {
    const since = answerOnPage({ ...q, kind: 'when' }, state, vectors);
    if (since) return [say(since.text)];
  }
  return undefined;
}

/**
 * The hook in the contextual parser (after the rules and the turn ranker): a turn the speech-act
 * reader holds to be a question never acts; it is answered from this page, from the one page its
 * words name, or said not found. Other turns come back as they were read.
 */
export async function questionsNeverAct(plan: TurnPlan, utterance: string, state: DialogueState, vectors?: WordRelatedness, reread?: (question: string) => Promise<TurnPlan>, modelDir?: string): Promise<TurnPlan> {
  const read = await askedHere(plan, utterance, state, vectors, reread, modelDir);
  // Round 24: a question read as one (not left as the rules read it), whose topic links of this site name: the pages to look at when what it says here is weak (src/parser/look-ahead.ts).
  if (read === plan || read.kind === 'parts' || read.kind === 'look' || lookOff()) return read;
  const question = utterance.trim().replace(PADDING, '').replace(LEAD_IN, '');
  const urls = lookAheadLinks(question, state);
  if (typeof process !== 'undefined' && process.env?.RUSS_FORMS_DEBUG === '1' && urls.length) console.error(`[look] ${question} → ${urls.join(' ')}`);
  return urls.length ? { kind: 'look', urls, question, here: read } : read;
}

/**
 * Round 24: on a page opened to look for a question's answer, the answer its statements are sure of
 * (src/parser/look-ahead.ts `lookedThere`, given what this page's question readers say), or undefined.
 */
export function answerLookedAt(question: string, state: DialogueState, vectors?: WordRelatedness): string | undefined {
  const here = answerHere(question, state, vectors);
  const stated = topicStatement(question, state);
  const said = [...(here ?? []).map((p) => (p.action.name === 'say' ? p.action.text : '')).filter(Boolean), ...(here ? [] : stated ? [stated] : [])];
  return lookedThere(question, state, said);
}

async function askedHere(plan: TurnPlan, utterance: string, state: DialogueState, vectors?: WordRelatedness, reread?: (question: string) => Promise<TurnPlan>, modelDir?: string): Promise<TurnPlan> {
  if (plan.kind === 'parts') return plan;
  const sentences = utterance.split(/(?<=[.!?])\s+/).filter((x) => /[\p{L}\p{N}]/u.test(x));
  if (sentences.length !== 1) return plan;
  const reader = await loadSpeechActs(modelDir);
  const isQuestion = !!reader?.isQuestion(utterance);
  // (Round 20: a turn said with a question mark is asked of the page of hours or prices below even when the reader misses it: "While we're here, what do you charge …?")
  if (!isQuestion && !/\?\s*$/.test(utterance)) return plan;
  // A turn that is the very name of one of the page's choices or controls ("Any price") is that choice;
  // one that gives an e-mail address or a phone number gives values for a form.
  if (namesControl(utterance, state) || /@[\w-]+\.\w|\d[\d ]{6,}\d/.test(utterance)) return plan;
  if (typeof process !== 'undefined' && process.env?.RUSS_ASKED_DEBUG === '1') console.error(`[asked] ${utterance} → ${directQuestion(utterance)} | rules: ${JSON.stringify(plan)} | rows: ${JSON.stringify(state.rows)} | texts: ${JSON.stringify(state.texts)}`);
  const question = directQuestion(utterance);
  const link = namedLink(question, state);
  // Round 20: opening hours read by the days each statement covers ("Mon–Fri · 8:30am – 6pm" for "weekdays"), else the page of hours or of prices the question's topic is on (src/parser/elsewhere.ts).
  const asIs = utterance.trim().replace(PADDING, '').replace(LEAD_IN, '');
  const hours = hoursAnswer(asIs, state);
  if (hours) return { kind: 'programs', programs: [say(hours)] };
  // ("While we're here, what do you charge for …?": the question after a clause that leads into it.)
  const priced = readQuestion(question.replace(LEAD_IN, ''), true);
  // (The question as said, its padding aside, is asked there: "which of your shops is open …" keeps its order.)
  // (A price the rules have read already — "Celadon Glaze: £14.50" for "how much is the first one?" — is the answer; an item named by its place is no topic.)
  const ruled = plan.kind === 'programs' && plan.programs.some((p) => p.action.name === 'say' && /[$€£¥₹]\s?\d/.test(p.action.text));
  const topic = (priced?.topic ?? []).filter((w) => !ITEM_WORD.test(w));
  const away = link ? undefined : hoursLink(question, state) ?? (priced?.kind === 'money' && !ruled ? priceLink(topic, state, contentStems) : undefined);
  // Round 24: a question that names a place ("the Hilltop wall") is looked for, the page of hours or prices first: stays where a statement says the name (src/parser/look-ahead.ts).
  const awayUrl = away && namesSaid(asIs).length && !lookOff() ? (state.links ?? []).find((l) => l.name.replace(/\s+/g, ' ').trim() === away)?.url : undefined;
  if (awayUrl) return { kind: 'look', urls: [...new Set([awayUrl, ...lookAheadLinks(asIs, state)])].slice(0, LOOK_MOST), question: asIs, here: { kind: 'nothing', reply: NOT_FOUND } };
  if (away) return { kind: 'parts', parts: [`${OPEN_FOR_QUESTION}${away}`, `${ASKED_THERE}${asIs}`] };
  if (!isQuestion) return plan;
  const open: TurnPlan | undefined = link ? { kind: 'parts', parts: [`${OPEN_FOR_QUESTION}${link}`, `${ASKED_THERE}${question}`] } : undefined;
  // "What did Owen say?" beside a link to the conversation with Owen: the conversation, not the list's snippet.
  const said = SAID.exec(question);
  if (said && open && !messageBy(said[1]!, state, false)) return open;
  // A box's or a choice's state is the page's own answer to "is gift wrap ticked?".
  const box = boxAnswer(question, state);
  if (box) return { kind: 'programs', programs: [say(box)] };
  if (plan.kind === 'programs' && searchOnly(plan.programs, utterance)) return { kind: 'programs', programs: plan.programs };
  // Round 17: "anything on Wednesday?", "can I see it in navy?": another view of this same page (a link to its own path) is shown.
  if (plan.kind === 'programs' && viewsOnly(plan.programs, state)) return { kind: 'programs', programs: plan.programs };
  // Read as telling already: keep it, without an action to fall back on (unless it only says the question back).
  const telling = (p: TurnPlan | undefined): TurnPlan | undefined => {
    if (p?.kind !== 'programs' || acts(p.programs) || echoes(p.programs, utterance)) return undefined;
    const { otherwise, rescue, ...rest } = p;
    return { ...rest, ...(otherwise && !acts(otherwise) ? { otherwise } : {}), ...(rescue && !acts(rescue) ? { rescue } : {}) };
  };
  const told = telling(plan);
  const kept = namedBack(told, utterance, state);
  // A statement the rules say is kept (an element they only guess at to read is the last resort),
  // unless the rules saw a frame or an order the question's own reading undoes ("tell me how much it is").
  const reframed = question.toLowerCase() !== utterance.toLowerCase().replace(/[.!?…]+$/, '').replace(PADDING, '').trim();
  if (!reframed && kept && told?.kind === 'programs' && told.programs.some((p) => p.action.name === 'say')) return kept;
  const here = answerHere(question, state, vectors);
  if (here) return { kind: 'programs', programs: here };
  if (kept) return kept;
  // The rules' reading of the question without its frame, asked ("could you check whether nine is free" → "is nine free?").
  if (reread) {
    const again = telling(await reread(`${question}?`).catch(() => undefined));
    if (again) return again;
  }
  const slot = atTime(question, state);
  if (slot) return { kind: 'programs', programs: [say(slot)] };
  // The rules' own question back to the user ("Nothing new appeared on the page. What should I read?") acts on nothing.
  if (open || plan.kind === 'ask') return open ?? plan;
  // Round 15: no reading of the parser answers it: a read of the value the question's words name,
  // grounded by the runtime on this page (said only when the page labels it with those words).
  const described = askedAbout(question);
  if (described) return { kind: 'programs', programs: [program({ kind: 'action', name: 'read', element: query({ description: str(described) }) })], unfound: NOT_FOUND };
  return { kind: 'nothing', reply: NOT_FOUND };
}

/**
 * The thing a question about the page asks for, as the description of the element to read: its
 * content words in the order said ("when does the workshop start?" → "workshop start", "what's the
 * warranty on it?" → "warranty"), one to four of them. Undefined for a question with none, or one
 * put to the assistant itself ("what's your name?", "are you a person?").
 */
export function askedAbout(question: string): string | undefined {
  const words = question.normalize('NFC').replace(/[’‘]/g, "'").toLowerCase().replace(/'s\b/g, '').split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
  if (words.some((w) => w === 'you' || w === 'your' || w === "you're" || w === 'yourself')) return undefined;
  const content = words.filter((w) => !STOP.has(w) && w.length > 1 && /\p{L}/u.test(w));
  return content.length >= 1 && content.length <= 4 ? content.join(' ') : undefined;
}

/**
 * On the page a question named (opened for it): the shortest statement that says all the question's
 * own words, those of the role and of the page's heading aside ("Member since 2019" for "how long
 * has the seller been a member", "Based in Rye" for "where is the seller based").
 */
function topicStatement(question: string, state: DialogueState): string | undefined {
  const heading = new Set(contentStems(state.heading ?? ''));
  const want = contentStems(question).filter((w) => !ROLE_BY[w] && !heading.has(w));
  if (!want.length) return undefined;
  const says = (t: string) => { const have = contentStems(t); return want.every((w) => have.some((h) => h === w || (w.length >= 4 && h.startsWith(w)))); };
  return (state.texts ?? []).filter((t) => t.length <= 80 && says(t)).sort((a, b) => a.length - b.length)[0];
}

/**
 * The two marked parts of a question answered on the page it names: opening the link (a click on
 * that link, nothing else), and the question asked there (the page's readers, else not found).
 * Undefined for any other turn.
 */
export function markedPart(utterance: string, state: DialogueState, vectors?: WordRelatedness): TurnPlan | undefined {
  if (utterance.startsWith(OPEN_FOR_QUESTION)) {
    const link = utterance.slice(1);
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(link), type: 'link' }) })] };
  }
  if (utterance.startsWith(ASKED_THERE)) {
    const question = utterance.slice(1);
    const here = answerHere(question, state, vectors);
    if (here) return { kind: 'programs', programs: here };
    const stated = topicStatement(question, state);
    return stated ? { kind: 'programs', programs: [say(stated)] } : { kind: 'nothing', reply: NOT_FOUND };
  }
  return undefined;
}
