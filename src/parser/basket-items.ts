/**
 * Round 20: quantities of named items put in a basket in one task — "Add 6 butter croissants and 4
 * pains au chocolat to the basket", "Put 2 baguettes and an unsliced brioche loaf in the basket",
 * "Add a king-size mattress cover and 3 wardrobe boxes to the basket" — read as one program per
 * item, found from the page's STRUCTURE, one page at a time (the runtime loops: src/runtime/russ.ts
 * `runBasket`):
 *
 * - a repeated item (a list item or table row) whose text holds the item's words, with an add
 *   control of its own (its button says add / basket / cart / bag / trolley / buy): the count into
 *   the row's own count box (a number box or a menu of bare counts inside it), then that row's add
 *   button;
 * - such a row with no add of its own (a card that links to the item's page): its link is opened;
 * - the item's own page (its one form whose button adds, with a quantity): words said that the
 *   item's name does not hold ("sliced", "8 inch", "king-size") choose the option, link or menu
 *   entry that says them, then the count into the quantity and the add button;
 * - no row holds the item: the site's search box takes its words (then its head noun alone), else
 *   the list page where an earlier item was found is opened again, else the page's one link that
 *   shares a word with the item.
 *
 * No word of a site: the verbs, place words ("basket", "cart") and pack words are those of shops in
 * general; the rest comes from the page.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { NUMBER_WORDS, type SeenControl } from './context.js';
import type { TaskPage } from './task-reading.js';
import { sameMeasure, saidMeasure, writtenMeasure, type Measure } from './units.js';

/** The counts `COUNT` says: the parser's number words, and a shop's words for a count. */
const NUMBERS: Record<string, number> = { ...NUMBER_WORDS, a: 1, an: 1, 'a dozen': 12, 'half a dozen': 6, 'a couple of': 2, 'a pair of': 2 };
const COUNT = String.raw`(\d{1,2}|half a dozen|a dozen|a couple of|a pair of|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** The whole clause: a verb that puts things in, the items, and where they go. */
const CLAUSE = /^(?:(?:then|and|also|now|please|first|next|finally)[,\s]+)*(?:add|put|pop|order|buy|get|place)\s+(.+?)\s+(?:to|in|into|in to|onto)\s+(?:the|my|your|our|a)\s+(?:shopping\s+)?(?:basket|cart|bag|trolley)(?:\s+(?:please|too|as well))?$/i;
/** Words that only pack or count the thing ("2 packs of small boxes"). */
const PACK = /^(?:packs?|packets?|boxes|box|bags?|tins?|jars?|bottles?|rolls?|sets?|pairs?|cases?|cartons?|pieces?|units?|items?|lots?)\s+of\s+/i;
/** A button or link that puts the thing in a basket, and one that changes or takes out a line. */
const ADDS = /\b(?:add|basket|cart|bag|trolley|buy)\b/i;
const NOT_ADD = /\b(?:update|remove|delete|save|apply|search|checkout|check out|view|go to)\b/i;
/** A pack word alone, as `basketWord` leaves it ("bag", "pack"). */
const PACK_WORD = /^(?:pack|packet|box|bag|tin|jar|bottle|roll|set|pair|case|carton|piece|unit|item|lot|size)$/;
const QUANTITY = /\b(?:quantity|qty|how many|number)\b/i;
const PLAIN = /^(?:the|a|an|of|to|in|with|for|and|some|my|our|your)$/;

/** A word as this reading compares it: lower case, a light plural taken off ("loaves" ~ "loaf", "boxes" ~ "box", "pains" ~ "pain"). */
export function basketWord(w: string): string {
  const x = w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (/(?:sh|ch|x|ss|z)es$/.test(x)) return x.slice(0, -2);
  if (/ves$/.test(x) && x.length > 4) return `${x.slice(0, -3)}f`;
  if (/ies$/.test(x) && x.length > 4) return `${x.slice(0, -3)}y`;
  if (/[^su]s$/.test(x) && x.length > 3) return x.slice(0, -1);
  return x;
}
const wordsOf = (s: string): string[] => s.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !PLAIN.test(w.toLowerCase())).map(basketWord).filter(Boolean);

export interface BasketItem {
  n: number;
  /** The item as said, without its count ("butter croissants", "unsliced brioche loaf"). */
  said: string;
  /** Its words, compared as `basketWord` does; the last is its head noun. */
  words: string[];
  /**
   * Round 28: an amount with its unit said before the item ("a 12.5kg bag of …", "two 5kg bags of
   * …", "… in 0.88mm"): an option of the item (its row's menu, its page's choices), never a count.
   */
  measure?: Measure;
}

/**
 * Round 28: an amount with a unit at the start of an item said ("12.5kg bag of Buff stoneware clay"),
 * or alone after "in" ("0.88mm"): the measure and what is left ("Buff stoneware clay": a pack word
 * after the measure taken off). A count of things ("3 pieces") is no option's measure.
 */
function measureOf(said: string): { measure: Measure; rest: string } | undefined {
  const m = saidMeasure(said);
  if (!m || m.index !== 0 || !m.unit || m.unit === 'n' || m.unit === 'min' || m.sides) return undefined;
  const rest = said.slice(m.length).trim().replace(PACK, '').trim();
  return { measure: { unit: m.unit, amount: m.amount }, rest };
}

/** Whether an option's text writes the measure said ("12.5kg — £19.00" for "12.5kg", not "5kg — £9.50"). */
export function writesMeasure(option: string, measure: Measure): boolean {
  const w = writtenMeasure(option);
  return !!w && sameMeasure(measure, w);
}

/** Round 28: whether some stretch of `text` from a word to its end writes `measure` ("Buff stoneware 12.5kg", "Strings 0.88mm pack"). */
function writesMeasureIn(text: string, measure: Measure): boolean {
  return text.split(/\s+/).some((_, i, ws) => writesMeasure(ws.slice(i).join(' '), measure));
}

/**
 * The items of a clause that puts counted things in a basket: "Add 6 X and 4 Y to the basket", "Put
 * 2 X and an unsliced Y in the basket", "add 2 X, sliced, to the basket". Undefined unless the clause
 * says where they go (the basket, cart, bag, trolley) and every item has a count (a number, "a",
 * "an") and words of its own.
 */
export function basketItems(text: string): BasketItem[] | undefined {
  const m = CLAUSE.exec(text.trim().replace(/[.!?]+$/, '').replace(/\s+/g, ' '));
  if (!m) return undefined;
  const parts = m[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((p) => p.trim()).filter(Boolean);
  const items: BasketItem[] = [];
  for (const part of parts) {
    const c = new RegExp(String.raw`^${COUNT}\s+(.+)$`, 'i').exec(part);
    if (!c) {
      // A word said after the item ("…, sliced,"): more of the one before.
      const prev = items.at(-1);
      if (!prev || part.split(/\s+/).length > 3) return undefined;
      prev.said = `${prev.said} ${part}`;
      prev.words.splice(prev.words.length - 1, 0, ...wordsOf(part));
      continue;
    }
    let said = c[2]!.replace(PACK, '').trim();
    // (Round 28: "a 12.5kg bag of X": the measure is X's option; "X in Sunburst", "X in 0.88mm": the words after "in" too.)
    const sized = measureOf(said);
    if (sized && sized.rest) said = sized.rest;
    const quoted = /^[“"]([^”"]{2,60})[”"]\s*(?:[\p{L}-]+)?$/u.exec(said);
    if (quoted) said = quoted[1]!;
    const inOption = quoted ? undefined : /^(.+?\S)\s+in\s+((?:[\p{L}\p{N}.-]+\s*){1,3})$/u.exec(said);
    const tailMeasure = inOption ? measureOf(inOption[2]!) : undefined;
    if (inOption) said = inOption[1]!;
    const n = /^\d+$/.test(c[1]!) ? Number(c[1]) : NUMBERS[c[1]!.toLowerCase()];
    const words = wordsOf(said);
    if (!n || n > 99 || !words.length || words.every((w) => /^\d+$/.test(w))) return undefined;
    // "the", "it", "them": no item named.
    if (/^(?:of\s+)?(?:it|them|those|these|this|that|more|each)\b/i.test(said)) return undefined;
    if (inOption && !tailMeasure) words.splice(words.length - 1, 0, ...wordsOf(inOption[2]!));
    const measure = sized?.rest ? sized.measure : tailMeasure && !tailMeasure.rest ? tailMeasure.measure : undefined;
    if (inOption && tailMeasure && !measure) return undefined;
    items.push({ n, said, words, ...(measure ? { measure } : {}) });
  }
  return items.length ? items : undefined;
}

/** What the run keeps of one item between pages. */
export interface BasketProgress {
  /** Searches made for it (at most two: its words, then its head noun). */
  searched: number;
  /** Options chosen on its page (a link chosen is not chosen again). */
  chosen: Set<string>;
  /** The links opened for it (a row's, a section's): none is opened twice. */
  opened: Set<string>;
}

export interface BasketMove {
  /** Round 28: 'unsold' — the item's row or page offers options and none writes the measure said (nothing is added, by any reading). */
  kind: 'add' | 'open' | 'choose' | 'search' | 'list' | 'unsold';
  programs: Program[];
}

type Row = NonNullable<TaskPage['rows']>[number];
const rowText = (r: Row): string => [...r.cells, ...r.controls].join(' ');
const holds = (text: string, words: readonly string[]): number => {
  // (Round 25: a singular in "-ie" is also the "-y" that "-ies" is read as: "Cookie" ~ "cookies".)
  const have = new Set(wordsOf(text).flatMap((w) => (/ie$/.test(w) ? [w, `${w.slice(0, -2)}y`] : [w])));
  return words.filter((w) => have.has(w)).length;
};
const enter = (n: number, name: string, row?: string): Program =>
  program({ kind: 'action', name: 'enter', text: literal(String(n)), element: query({ description: str(name), type: 'input', ...(row ? { in: query({ item: 1, description: str(row) }) } : {}) }) });
const click = (name: string, row?: string, type?: 'button'): Program =>
  program({ kind: 'action', name: 'click', element: query({ description: str(name), ...(type ? { type } : {}), ...(row ? { in: query({ item: 1, description: str(row) }) } : {}) }) });

/** The row that holds the item: the one that holds its head noun and most of its words (one best). */
function rowFor(item: BasketItem, rows: readonly Row[]): Row | undefined {
  const head = item.words.at(-1)!;
  // (Round 25: and at least two of its words when it has two: "Brownie Tray" is not the basket's "Hot Lasagne Tray".)
  const scored = rows.map((r) => ({ r, n: holds(rowText(r), item.words), head: holds(rowText(r), [head]) > 0 })).filter((x) => x.head && x.n >= Math.min(2, item.words.length));
  if (!scored.length) return undefined;
  const top = Math.max(...scored.map((x) => x.n));
  const best = scored.filter((x) => x.n === top);
  // (Two rows alike: a title shown twice in one card, a table row and the list around it.)
  const texts = new Set(best.map((x) => rowText(x.r)));
  return texts.size === 1 ? best[0]!.r : undefined;
}

/** The page's one form that adds (its quantity control, its button). */
function addForm(controls: readonly SeenControl[]): SeenControl | undefined {
  const counting = controls.filter((c) => c.form !== undefined && c.submit && ADDS.test(c.submit) && !NOT_ADD.test(c.submit) && (c.kind === 'number' || (c.kind === 'select' && (c.options ?? []).filter((o) => /\S/.test(o)).every((o) => /^\s*\d{1,3}\s*$/.test(o)))));
  const forms = new Set(counting.map((c) => c.form));
  if (forms.size !== 1) return undefined;
  const q = counting.filter((c) => QUANTITY.test(`${c.label} ${c.hint ?? ''}`));
  return (q.length === 1 ? q[0] : counting.length === 1 ? counting[0] : undefined);
}

/** The count into a control by its name (a menu's option that says it). */
function setCount(c: SeenControl, n: number): Program | undefined {
  const name = c.label || c.hint || 'quantity';
  if (c.kind === 'number') return enter(n, name);
  const option = (c.options ?? []).find((o) => new RegExp(String.raw`^\s*${n}\s*$`).test(o));
  return option ? program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(option) }) : undefined;
}

/**
 * The next move for `item` on `page` (see the module), or undefined when the page offers none.
 * `title`: the page's title or heading; `listed`: whether an earlier item was found on a list page
 * the run can open again (the runtime opens it: kind 'list' with no programs); `others`: the
 * clause's other items (a section link that names their kind lists this one too).
 */
export function basketMove(item: BasketItem, page: TaskPage, title: string, progress: BasketProgress, listed: boolean, others: readonly BasketItem[] = []): BasketMove | undefined {
  const head = item.words.at(-1)!;
  // The item's own page: its add form, its name in the title.
  const form = addForm(page.controls);
  const onItem = form && holds(title, [head]) > 0 && (progress.opened.size > 0 || holds(title, item.words) >= Math.min(2, item.words.length));
  if (form && onItem) {
    const left = item.words.filter((w) => holds(title, [w]) === 0);
    // (Round 28: a measure said is an option's too: "in 0.88mm" → "0.88mm"; the title's own measure needs none.)
    const measure = item.measure && !writesMeasureIn(title, item.measure) ? item.measure : undefined;
    if ((left.length || measure) && !progress.chosen.size) {
      const says = (o: string): boolean => holds(o, left) === left.length && (!measure || writesMeasure(o, measure));
      // (Round 28: else the one option whose own words are all said — "Medium" for "medium gauge".)
      const within = (o: string): boolean => {
        const ws = wordsOf(o);
        return ws.length > 0 && ws.every((w) => left.includes(w)) && (!measure || writesMeasure(o, measure));
      };
      const choices = page.controls.filter((c) => c.kind === 'select' || c.kind === 'radio');
      // (The first choice with an option that says them all, else the one choice with one option within them.)
      const whole = choices.find((c) => (c.options ?? []).some(says));
      const part = whole ? [] : choices.filter((c) => (c.options ?? []).filter(within).length === 1);
      const c = whole ?? (part.length === 1 ? part[0] : undefined);
      const option = c && (c.options ?? []).find(whole ? says : within);
      if (c && option !== undefined) {
        progress.chosen.add(option);
        const choose = c.kind === 'select'
          ? program({ kind: 'action', name: 'select', element: query({ description: str(c.label || 'option'), type: 'dropdown' }), option: literal(option) })
          : click(option);
        return { kind: 'choose', programs: [choose] };
      }
      // A link that says them (an option shown as links: "Sliced", "8 inch – £22.00"), once.
      const links = [...new Set((page.links ?? []).filter((l) => holds(l, left) === left.length && (!measure || writesMeasure(l, measure)) && l.length <= 40))];
      if (links.length === 1) {
        progress.chosen.add(links[0]!);
        return { kind: 'choose', programs: [click(links[0]!)] };
      }
      // (A measure said that no option writes: never added in another size.)
      if (measure) return { kind: 'unsold', programs: [] };
    }
    const set = setCount(form, item.n);
    if (!set) return undefined;
    return { kind: 'add', programs: [set, click(form.submit!, undefined, 'button')] };
  }
  // A row that holds it.
  const row = rowFor(item, page.rows ?? []);
  if (row) {
    // (Round 25: a row's Remove, Delete or Update is never the item's link.)
    const named = row.controls.filter((c) => holds(c, [head]) > 0 && !ADDS.test(c) && !NOT_ADD.test(c));
    const title = named[0] ?? row.cells[0] ?? '';
    const adds = row.controls.filter((c) => ADDS.test(c) && !NOT_ADD.test(c));
    // Words said that the row's name does not hold ("sliced", "8 inch") are chosen on the item's page.
    let left = item.words.filter((w) => holds(rowText(row), [w]) === 0);
    // (Round 28: a row that holds its own form — an option menu, a count box, its add —: the measure and the words said that its menu's option holds are chosen there first.)
    const picks: Program[] = [];
    let measure = item.measure && !writesMeasureIn(rowText(row), item.measure) ? item.measure : undefined;
    if (adds.length === 1 && title && (measure || left.length) && row.menus?.length) {
      for (const menu of row.menus) {
        // (The one option that writes the measure, else the one that says a word left.)
        const sized = measure ? menu.options.filter((o) => writesMeasure(o, measure!)) : menu.options;
        const worded = left.length ? sized.filter((o) => holds(o, left) > 0) : sized;
        const option = worded.length === 1 ? worded[0]! : measure && sized.length === 1 ? sized[0]! : undefined;
        if (!option) continue;
        picks.push(program({ kind: 'action', name: 'select', element: query({ description: str(menu.name), type: 'dropdown', in: query({ item: 1, description: str(title) }) }), option: literal(option) }));
        measure = undefined;
        left = left.filter((w) => holds(option, [w]) === 0);
        break;
      }
      // (What the measure packs in — "bag", "pack" — is no word of the row's.)
      if (picks.length) left = left.filter((w) => !PACK_WORD.test(w));
    }
    if (adds.length === 1 && !left.length && !measure && title) {
      const counts = row.counts ?? [];
      if (counts.length === 1) return { kind: 'add', programs: [...picks, enter(item.n, counts[0]!, title), click(adds[0]!, title)] };
      if (!counts.length && item.n === 1) return { kind: 'add', programs: [...picks, click(adds[0]!, title)] };
    }
    if (measure && row.menus?.length) return { kind: 'unsold', programs: [] };
    const plain = row.controls.filter((c) => !ADDS.test(c) && !NOT_ADD.test(c));
    const link = named.length === 1 ? named[0]! : plain.length === 1 ? plain[0]! : undefined;
    if (link && !progress.opened.has(link)) {
      progress.opened.add(link);
      return { kind: 'open', programs: [click(link)] };
    }
    return undefined;
  }
  // No row holds it: the site's search box (its words, then its head noun), the list page again, a link that names its kind.
  const search = page.controls.filter((c) => c.kind === 'text' && c.submit && (/\bsearch\b/i.test(`${c.label} ${c.hint ?? ''} ${c.submit}`)));
  if (search.length === 1 && progress.searched < 2) {
    const box = search[0]!;
    const words = progress.searched === 0 ? item.said.replace(/\b\d+\s*(?:inch|cm|mm|kg|g|ml|l)\b/gi, '').replace(/\s+/g, ' ').trim() : item.said.split(/\s+/).at(-1)!;
    progress.searched++;
    progress.opened.clear();
    return { kind: 'search', programs: [program({ kind: 'action', name: 'enter', text: literal(words), element: query({ description: str(box.label || box.hint || 'search'), type: 'input' }) }), click(box.submit!, undefined, 'button')] };
  }
  if (listed) return { kind: 'list', programs: [] };
  // (A link that names the item's kind, else one that names the kind of the clause's other items: the shop's section that lists them.)
  for (const words of [item.words, others.flatMap((o) => o.words)]) {
    const links = [...new Set((page.links ?? []).filter((l) => l.length <= 40 && !ADDS.test(l) && holds(l, words) > 0))];
    if (links.length === 1 && !progress.opened.has(links[0]!)) {
      progress.opened.add(links[0]!);
      return { kind: 'open', programs: [click(links[0]!)] };
    }
    if (links.length) break;
  }
  return undefined;
}
