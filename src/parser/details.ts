/**
 * A person's details placed by kind (issue 11, round 12). People say their details in one run —
 * "put it in the name Ann Lee, mobile 07700 900123, and book it", "my email is x@y.org and the
 * postcode is AB1 2CD", "deliver to Ann Lee, 4 Mill Lane, Leeds LS2 7QT" — and forms take them in
 * fields whose kind the page says in its own ways: a label ("Surname", "Town/City"), an input type
 * (email, tel, date, number), an autocomplete token ("given-name", "shipping postal-code"), a
 * placeholder ("name@example.com", "AB1 2CD").
 *
 * 1. `detailsIn` splits a run of details into typed values: a person's name (and a first or last
 *    name said as such), an e-mail, a phone, a postcode or ZIP, a street address, a town, a date,
 *    a count of people, a card number; each with the role its part of the run says (billing,
 *    delivery, both), from the words "deliver / ship / bill / invoice".
 * 2. `fieldKindOf` reads a form field's kind and role from the page (autocomplete first, then the
 *    input type, then the label and placeholder words, then the placeholder's shape; the role from
 *    the autocomplete section or the legend of the fieldset around it, "Delivery address").
 * 3. `placeDetails` puts each value in a field of its kind — a full name into the First and Last
 *    fields when the form splits it, a value with a role into the copy of that role, "both" into
 *    every copy — in the one form that takes the most of them; among alike forms, the one whose
 *    button the utterance's words say ("request a callback", "subscribe").
 *
 * No word here comes from a bench set: these are the words of forms in general.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { SeenControl } from './context.js';
import { dateIn, tokens } from './context.js';
import { carrySendOff, earlierOff } from './carry-send.js';
import { optionStem } from './option-words.js';
import type { TaskClause, TaskPage } from './task-reading.js';

export type DetailKind = 'name' | 'first' | 'last' | 'email' | 'phone' | 'postcode' | 'street' | 'city' | 'date' | 'count' | 'card' | 'sender' | 'code';
export type Role = 'billing' | 'delivery' | 'both';

export interface Detail {
  kind: DetailKind;
  value: string;
  /** Where it was said. */
  index: number;
  length: number;
  role?: Role;
  /** A code's own noun, the words that said what it is ("card" in "the card number's LC-123"): the field whose label holds it takes it. */
  noun?: string;
}

const PERSON_KINDS: ReadonlySet<DetailKind> = new Set(['name', 'first', 'last', 'email', 'phone', 'postcode', 'street', 'city', 'card', 'sender', 'code']);

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/g;
const CARD = /(?<![\d-])(?:\d{4}[ -]){3}\d{1,7}(?![\d-])|(?<![\d-])\d{15,16}(?![\d-])/g;
const PHONE = /(?<![\w-])(?:\+\d{1,3}[ -]?)?\(?\d[\d ()-]{5,}\d(?![\w-])/g;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const STREET_WORD = String.raw`(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Close|Way|Drive|Dr|Grove|Court|Ct|Place|Pl|Rise|Walk|View|Crescent|Cres|Terrace|Gardens|Square|Sq|Hill|Row|Mews|Parade|Boulevard|Blvd|Park|Green|Gate|Yard|Wharf|Quay|Street|Hollow|Meadow|Mead|Lane|Fields|Approach)`;
const CAP = String.raw`\p{Lu}[\p{Ll}'’-]*(?:-\p{Lu}[\p{Ll}'’]*)?`;
const STREET = new RegExp(String.raw`\b(?:(?:Flat|Apartment|Apt|Unit)\s+\d+[A-Za-z]?,?\s+)?\d{1,4}[A-Za-z]?,?\s+(?:${CAP}\s+){0,3}${STREET_WORD}\b|\b\d{1,4}[A-Za-z]?\s+${CAP}(?:\s+${CAP}){0,2}(?=\s*,\s*${CAP})`, 'gu');
/** A code said with its noun: "card number's LC-40917", "membership number is 55012", "my reference: AB-1234". */
const CODE = /\b(membership|member|loyalty|library card|leisure card|card|account|customer|reference|booking reference|policy)\s+(?:number|no\.?|code|id|ref)?(?:['’]s|\s+is)?\s*:?\s*([A-Z0-9][A-Z0-9-]{3,}[A-Z0-9])\b/gi;
const COUNT = /\b(?:(?:for|of)\s+(?:a\s+)?(?:party|group|table)\s+of\s+(\d{1,3})|(?:party|group|table)\s+(?:of|for)\s+(\d{1,3})|(?:for\s+)?(\d{1,3})\s+(?:people|persons|guests|adults|diners|tickets|seats|places|of us))\b/gi;
/** Capitalised words that begin sentences or name fields, not people. */
const NOT_NAME = new Set(
  ('i im i\'m please put book reserve send submit deliver ship bill invoice use name email e mail phone mobile tel telephone my the a an and or for under in at on to with by from it this that ' +
    'make request subscribe register sign join place check continue order pay confirm ask call contact postcode zip post code address city town street first last surname given family full ' +
    'mr mrs ms miss dr prof sir same details new now then also hi hello thanks thank yes no ok okay can could would will just number is are be ' +
    // (Round 27: lead-in verbs of a details list, "Add Jordan Rivera, 07700 900888, as your emergency contact": the verb is never the name's first word.)
    'add update change set save create enter type fill write invite nominate').split(' '),
);
const MONTH_OR_DAY = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const NAME_WORD = /^\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?$|^(?:O|D|Mc|Mac)['’]?\p{Lu}[\p{Ll}]+$/u;
const PARTICLE = /^(?:van|von|de|da|del|der|di|la|le|du|bin|al)$/;

const DELIVERY_CUE = /\b(?:deliver(?:y|ed|ing)?|ship(?:ping|ped)?|send (?:it|them|the order) to|post (?:it|them) to|recipient|drop (?:it )?off)\b/gi;
const BILLING_CUE = /\b(?:bill(?:ing|ed)?|invoice|card address|payment address|charge (?:it )?to)\b/gi;

/** The role each part of the text says: a part is what lies between ";" / "." and the next, or after "then". */
function rolesOf(text: string): Array<{ from: number; to: number; role?: Role }> {
  const parts: Array<{ from: number; to: number; role?: Role }> = [];
  const re = /[;.](?:\s|$)|\s+then\s+/g;
  let from = 0;
  for (let m = re.exec(text); ; m = re.exec(text)) {
    const to = m ? m.index : text.length;
    const part = text.slice(from, to);
    const d = new RegExp(DELIVERY_CUE.source, 'i').test(part);
    const b = new RegExp(BILLING_CUE.source, 'i').test(part);
    const both = /\bboth\b/i.test(part) || (d && b);
    parts.push({ from, to, ...(both && (d || b) ? { role: 'both' as Role } : d ? { role: 'delivery' as Role } : b ? { role: 'billing' as Role } : {}) });
    if (!m) break;
    from = m.index + m[0].length;
  }
  return parts;
}

/**
 * The typed values of a run of details, in the order said. Empty when the text holds none.
 * (Exported for tests and tools.)
 */
export function detailsIn(text: string): Detail[] {
  const found: Detail[] = [];
  let masked = text;
  const take = (re: RegExp, kind: DetailKind, value: (m: RegExpExecArray) => string | undefined = (m) => m[0]): void => {
    re.lastIndex = 0;
    const hits: RegExpExecArray[] = [];
    for (let m = re.exec(masked); m; m = re.exec(masked)) hits.push(m);
    for (const m of hits) {
      const v = value(m);
      if (v === undefined) continue;
      found.push({ kind, value: v.trim(), index: m.index, length: m[0].length });
      masked = masked.slice(0, m.index) + ' '.repeat(m[0].length) + masked.slice(m.index + m[0].length);
    }
  };
  take(EMAIL, 'email');
  take(CARD, 'card');
  // A member's, card's or reference's code said with its noun ("the card number's LC-40917", "membership no. 88123").
  CODE.lastIndex = 0;
  for (let m = CODE.exec(masked); m; m = CODE.exec(masked)) {
    const value = m[2]!;
    if (!/\d/.test(value)) continue;
    const at = m.index + m[0].lastIndexOf(value);
    found.push({ kind: 'code', value, index: at, length: value.length, noun: m[1]!.toLowerCase().replace(/\s+/g, ' ') });
    masked = masked.slice(0, at) + ' '.repeat(value.length) + masked.slice(at + value.length);
  }
  take(ISO_DATE, 'date');
  for (let guard = 0; guard < 4; guard++) {
    const d = dateIn(masked);
    if (!d || /^(?:today|tomorrow|tonight)$/i.test(d.value)) break;
    const said = masked.slice(d.index, d.index + d.length);
    const lead = /^on\s+/i.exec(said)?.[0].length ?? 0;
    found.push({ kind: 'date', value: d.value, index: d.index + lead, length: d.length - lead });
    masked = masked.slice(0, d.index) + ' '.repeat(d.length) + masked.slice(d.index + d.length);
  }
  take(UK_POSTCODE, 'postcode');
  take(STREET, 'street', (m) => m[0].replace(/,$/, ''));
  // (A number said in brackets, "Raj Singh (07700 900733)", without its opening bracket.)
  take(PHONE, 'phone', (m) => (m[0].replace(/\D/g, '').length >= 7 && m[0].replace(/\D/g, '').length <= 15 ? (m[0].startsWith('(') && !m[0].includes(')') ? m[0].slice(1) : m[0]) : undefined));
  // A ZIP: five digits after a town or "zip".
  take(/(?:\bzip(?:\s*code)?\s*(?:is\s+)?|(?<=\p{Lu}\p{Ll}+,?\s+(?:[A-Z]{2}\s+)?))\d{5}(?:-\d{4})?\b/gu, 'postcode', (m) => /\d{5}(?:-\d{4})?/.exec(m[0])?.[0]);
  take(COUNT, 'count', (m) => m[1] ?? m[2] ?? m[3]);
  // The town: capitalised words right after a street (", Leeds"), or said as the town or city.
  for (const s of found.filter((d) => d.kind === 'street')) {
    // (Round 21: or after "in": "9 Marsh Lane in Taunton, TA1 4QR". Round 22: or after ", in" — "14 Mill Lane, in Bristol." — or in a
    // sentence of its own between the street and the postcode: "9 Queen Street. Oxford. OX1 2JD.")
    const rest = masked.slice(s.index + s.length);
    let after = new RegExp(String.raw`^\s*(?:,\s*(?:in\s+)?|\s+in\s+)?(${CAP}(?:\s+${CAP}){0,2})(?=\s*(?:,|$|\s+(?:and|then)\b|\s{2,}|\s+[A-Z]{1,2}\d|\s*[;.]))`, 'u').exec(rest);
    if (!after) {
      const own = new RegExp(String.raw`^\.\s+(${CAP}(?:\s+${CAP}){0,2})(?=[.,]?\s)`, 'u').exec(rest);
      const end = own ? s.index + s.length + own[0].length : -1;
      if (own && found.some((d) => d.kind === 'postcode' && d.index >= end && /^[\s.,]*$/.test(text.slice(end, d.index)))) after = own;
    }
    if (after && !NOT_NAME.has(after[1]!.toLowerCase()) && !after[1]!.split(/\s+/).some((w) => MONTH_OR_DAY.test(w))) {
      const at = s.index + s.length + after[0].indexOf(after[1]!);
      found.push({ kind: 'city', value: after[1]!, index: at, length: after[1]!.length });
      masked = masked.slice(0, at) + ' '.repeat(after[1]!.length) + masked.slice(at + after[1]!.length);
    }
  }
  take(new RegExp(String.raw`\b(?:town|city)\s+(?:is\s+)?(${CAP}(?:\s+${CAP}){0,2})`, 'gu'), 'city', (m) => m[1]);
  // Who a gift is from ("it's from Leila", "from Sam and Jo"): the sender, for a field the page calls so.
  take(new RegExp(String.raw`\bfrom\s+(${CAP}(?:\s+${CAP})?)(?=\s*(?:[,.;!]|$|\s+and\b))`, 'gu'), 'sender', (m) => (m[1]!.split(/\s+/).every((w) => NAME_WORD.test(w) && !NOT_NAME.has(w.toLowerCase()) && !MONTH_OR_DAY.test(w)) ? m[1] : undefined));
  // First and last names said as such ("first name Ann", "surname Lee").
  take(new RegExp(String.raw`\b(?:first|given|fore)\s*name\s+(?:is\s+)?(${CAP})`, 'giu'), 'first', (m) => (NAME_WORD.test(m[1]!) ? m[1] : undefined));
  take(new RegExp(String.raw`\b(?:last\s*name|surname|family\s*name)\s+(?:is\s+)?(${CAP}(?:-${CAP})?)`, 'giu'), 'last', (m) => (NAME_WORD.test(m[1]!) ? m[1] : undefined));
  // Round 18: a household said as a name ("send it to the Ahmed family", "The Okafors"): the words as said.
  take(new RegExp(String.raw`\b[Tt]he\s+${CAP}\s+[Ff]amily\b`, 'gu'), 'name', (m) => m[0]);
  // A person's name: two to four capitalised words (particles between), none a word that begins sentences or names a field.
  const words = [...masked.matchAll(/[\p{L}'’-]+/gu)];
  for (let i = 0; i < words.length; i++) {
    const run: RegExpMatchArray[] = [];
    for (let j = i; j < words.length && run.length < 4; j++) {
      const w = words[j]!;
      const gap = run.length ? masked.slice(run.at(-1)!.index! + run.at(-1)![0].length, w.index!) : '';
      if (run.length && !/^ +$/.test(gap)) break;
      // ("Name's Ann Lee": a field's word with "'s" is the lead-in, not the name.)
      // (Round 27: nor is any word with "'s" that would begin it — "Owner's Mei Tanaka", "Dad's John Lee": the lead-in, whoever's it is.)
      const ok = NAME_WORD.test(w[0]) && !NOT_NAME.has(w[0].toLowerCase()) && !NOT_NAME.has(w[0].toLowerCase().replace(/['’]s$/, '')) && !MONTH_OR_DAY.test(w[0]) && !(run.length === 0 && /['’]s$/.test(w[0]) && !earlierOff());
      if (ok || (run.length && PARTICLE.test(w[0]) && j + 1 < words.length && (NAME_WORD.test(words[j + 1]![0]) || PARTICLE.test(words[j + 1]![0])))) run.push(w);
      else break;
    }
    while (run.length && PARTICLE.test(run.at(-1)![0])) run.pop();
    if (run.length >= 2) {
      const start = run[0]!.index!;
      const end = run.at(-1)!.index! + run.at(-1)![0].length;
      found.push({ kind: 'name', value: masked.slice(start, end), index: start, length: end - start });
      masked = masked.slice(0, start) + ' '.repeat(end - start) + masked.slice(end);
      i += run.length - 1;
    }
  }
  const roles = rolesOf(text);
  for (const d of found) {
    const r = roles.find((p) => d.index >= p.from && d.index < p.to)?.role;
    if (r) d.role = r;
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Whether the text is a run of a person's details: two values of a person's kinds or more (a name, an e-mail, a phone, an address…). */
export function isDetailsRun(details: readonly Detail[]): boolean {
  return details.filter((d) => PERSON_KINDS.has(d.kind)).length >= 2;
}

/** A field's kind and role, as the page says them. */
export interface FieldKind {
  kind: DetailKind;
  role?: Role;
}

const AUTOCOMPLETE: Record<string, DetailKind> = {
  name: 'name', 'given-name': 'first', 'family-name': 'last', email: 'email', tel: 'phone', 'tel-national': 'phone', 'postal-code': 'postcode',
  'address-line1': 'street', 'street-address': 'street', 'address-level2': 'city', 'cc-number': 'card', bday: 'date', 'cc-name': 'name',
};

const LABEL_KINDS: Array<[RegExp, DetailKind]> = [
  [/^\s*(?:from|sender|sent by)\b|\bsender['’]?s?\s*name\b|\bwho\s+(?:is\s+)?it(?:['’]s)?\s+from\b/i, 'sender'],
  [/\b(?:membership|member|loyalty|library|account|customer|reference|policy)\s*(?:card\s*)?(?:number|no|code|id|ref)\b/i, 'code'],
  [/\b(?:first|given|fore)\s*-?name\b|\bforename\b|^\s*first\s*$/i, 'first'],
  [/\b(?:last|family|sur)\s*-?name\b|\bsurname\b|^\s*last\s*$/i, 'last'],
  [/\be-?mail\b/i, 'email'],
  [/\b(?:card\s*number|long\s*number|card\s*no)\b/i, 'card'],
  [/\b(?:phone|mobile|telephone|tel|cell|contact\s*number|number to (?:call|reach))\b/i, 'phone'],
  [/\b(?:post\s*code|postal\s*code|zip)\b/i, 'postcode'],
  [/\b(?:address\s*line\s*1|street|house\s*(?:number|name)|address)\b/i, 'street'],
  [/\b(?:town|city)\b/i, 'city'],
  [/\b(?:guests?|people|party\s*size|tickets?|how many|number of|diners|seats?|adults)\b/i, 'count'],
  [/\b(?:date|when)\b/i, 'date'],
  [/\bname\b/i, 'name'],
];
/** A "name" field that is not a person's: a company's, a user's, a pet's, a card's nickname… */
const OTHER_NAME = /\b(?:company|business|organi[sz]ation|user|account|pet|dog|cat|event|team|group|street|file|product|project|display|screen|school|club|venue|trading|child|baby|horse)(?:['’]s)?\s*name\b|\busername\b/i;

function roleWords(text: string): Role | undefined {
  const d = new RegExp(DELIVERY_CUE.source, 'i').test(text) || /\b(?:shipping|delivery|recipient)\b/i.test(text);
  const b = new RegExp(BILLING_CUE.source, 'i').test(text) || /\b(?:billing|payment|invoice)\b/i.test(text);
  return d && !b ? 'delivery' : b && !d ? 'billing' : undefined;
}

/** The kind of a form field, or undefined when the page says none of a person's kinds. */
export function fieldKindOf(c: SeenControl): FieldKind | undefined {
  const role = (c.autocomplete ? (/\bshipping\b/.test(c.autocomplete) ? 'delivery' : /\bbilling\b/.test(c.autocomplete) ? 'billing' : undefined) : undefined) ?? (c.group ? roleWords(c.group) : undefined);
  const withRole = (kind: DetailKind): FieldKind => ({ kind, ...(role ? { role } : {}) });
  if (c.kind === 'date') return withRole('date');
  if (c.kind === 'number') {
    const words = `${c.label} ${c.hint ?? ''}`;
    return LABEL_KINDS.find(([re, k]) => k === 'count' && re.test(words)) ? withRole('count') : undefined;
  }
  if (c.kind !== 'text' || c.multiline) return undefined;
  const ac = c.autocomplete?.split(/\s+/).at(-1);
  if (ac && AUTOCOMPLETE[ac]) return withRole(AUTOCOMPLETE[ac]!);
  if (c.input === 'email') return withRole('email');
  if (c.input === 'tel') return withRole('phone');
  const label = c.label;
  // A label that is a placeholder's example ("name@example.com") says its kind by its shape.
  if (/\S@\S/.test(label)) return withRole('email');
  for (const [re, k] of LABEL_KINDS) if (re.test(label) && !(k === 'name' && OTHER_NAME.test(label)) && k !== 'count') return withRole(k);
  const hint = c.hint ?? '';
  if (/@/.test(hint)) return withRole('email');
  const shaped = detailsIn(hint);
  if (shaped.length === 1 && ['postcode', 'phone', 'email'].includes(shaped[0]!.kind)) return withRole(shaped[0]!.kind);
  for (const [re, k] of LABEL_KINDS) if (re.test(hint) && !(k === 'name' && OTHER_NAME.test(hint)) && k !== 'count') return withRole(k);
  return undefined;
}

export interface Placement {
  form: number | undefined;
  /** Each value and the field it goes into (a full name split into first and last gives two). */
  placed: Array<{ control: SeenControl; value: string; detail: Detail }>;
  /** Values no field of the form takes. */
  unplaced: Detail[];
  /** How well the utterance's words say the form's button. */
  said: number;
  /** Whether they say its verb (its first word: "Call" of "Call me back"); a noun of it ("card" of "Buy gift card") says no sending. */
  verbSaid: boolean;
}

/** The value of a detail as a field of a kind takes it: a full name's first words for First, its last word for Last. */
function valueFor(d: Detail, kind: DetailKind): string | undefined {
  if (d.kind === kind) return d.value;
  if (d.kind === 'name' && kind === 'first') return d.value.split(/\s+/).slice(0, -1).join(' ');
  if (d.kind === 'name' && kind === 'last') {
    const w = d.value.split(/\s+/);
    // "Anna van der Berg": the particles go with the last name.
    let k = w.length - 1;
    while (k > 1 && PARTICLE.test(w[k - 1]!)) k--;
    return w.slice(k).join(' ');
  }
  return undefined;
}

/**
 * Each value in a field of its kind, in the form that takes the most of them (see the module's 3).
 * `words`: the utterance's words outside the values, to choose among alike forms by their buttons.
 */
export function placeDetails(details: readonly Detail[], controls: readonly SeenControl[], words = '', filled = false): Placement | undefined {
  const forms = new Map<number | undefined, SeenControl[]>();
  for (const c of controls) forms.set(c.form, [...(forms.get(c.form) ?? []), c]);
  // The words said, and each two said together ("call … back" says "callback"); a button's word is said by a word that begins with it ("booking" says "Book").
  const list = tokens(words);
  const said = [...list, ...list.slice(1).map((w, i) => `${list[i]}${w}`)];
  const says = (b: string): boolean => said.some((w) => w === b || (b.length >= 4 && w.startsWith(b)));
  let best: Placement | undefined;
  let bestRank = -Infinity;
  for (const [form, group] of forms) {
    // Empty fields take the values; a field that already holds one (an edit form: "Address", "Town", "Postcode" showing the old
    // address) takes a value of its kind when its form has no empty field of that kind (round 21).
    const all = group.map((c) => ({ c, k: fieldKindOf(c) })).filter((x): x is { c: SeenControl; k: FieldKind } => !!x.k);
    const kinds = all.filter((x) => !x.c.value || (filled && !all.some((y) => !y.c.value && y.k.kind === x.k.kind && y.k.role === x.k.role)));
    const roled = kinds.some((x) => x.k.role);
    const used = new Set<SeenControl>();
    const placed: Placement['placed'] = [];
    const unplaced: Detail[] = [];
    for (const d of details) {
      // The fields a value's role allows: its copy (both copies for "both"); a value said with no role goes to fields with none, else to the first copy.
      const fits = (x: { k: FieldKind }): boolean => !roled || (d.role === 'both' ? true : d.role ? x.k.role === d.role || !x.k.role : !x.k.role);
      const targets = (kind: DetailKind): Array<{ c: SeenControl; k: FieldKind }> => kinds.filter((x) => x.k.kind === kind && !used.has(x.c) && fits(x));
      const put = (x: { c: SeenControl; k: FieldKind }, value: string): void => {
        used.add(x.c);
        placed.push({ control: x.c, value, detail: d });
      };
      const perRole = (list: Array<{ c: SeenControl; k: FieldKind }>): Array<{ c: SeenControl; k: FieldKind }> => {
        if (d.role === 'both') {
          const seen = new Set<string | undefined>();
          return list.filter((x) => (seen.has(x.k.role) ? false : (seen.add(x.k.role), true)));
        }
        // With no role said, a value goes to a field of no role first (the contact details), else to the first copy.
        const plain = list.filter((x) => !x.k.role);
        return plain.length ? plain.slice(0, 1) : list.slice(0, 1);
      };
      // A code goes to the one field of codes whose label holds the noun it was said with ("Leisure Card number" for "the card number's …").
      if (d.kind === 'code') {
        const noun = d.noun ?? '';
        // ("member" ~ "membership": a word that begins the other.)
        const holds = (x: { c: SeenControl }): boolean => {
          const have = `${x.c.label} ${x.c.hint ?? ''}`.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 3);
          return noun.split(' ').every((w) => have.some((h) => h === w || (Math.min(h.length, w.length) >= 4 && (h.startsWith(w) || w.startsWith(h)))));
        };
        const cands = kinds.filter((x) => (x.k.kind === 'code' || x.k.kind === 'card') && !used.has(x.c) && holds(x));
        if (cands.length === 1) put(cands[0]!, d.value);
        else unplaced.push(d);
        continue;
      }
      let done = false;
      const direct = perRole(targets(d.kind).length || !roled || d.role ? targets(d.kind) : kinds.filter((x) => x.k.kind === d.kind && !used.has(x.c)));
      if (direct.length) {
        for (const x of direct) put(x, d.value);
        done = true;
      } else if (d.kind === 'name') {
        // A full name into a form that splits it.
        const firsts = perRole(targets('first'));
        const lasts = perRole(targets('last'));
        if (firsts.length && lasts.length && d.value.split(/\s+/).length >= 2) {
          for (const x of firsts) put(x, valueFor(d, 'first')!);
          for (const x of lasts) put(x, valueFor(d, 'last')!);
          done = true;
        }
      } else if (d.kind === 'first' || d.kind === 'last') {
        done = false;
      }
      if (!done) unplaced.push(d);
    }
    const submit = group.find((c) => c.submit)?.submit ?? '';
    const button = tokens(submit);
    const saidButton = button.length ? button.filter(says).length / button.length : 0;
    // Fields of a person's kinds the values leave empty count a little against a form (a callback form for a name and a phone, not the booking beside it).
    // (A value counts once, though a full name fills two fields or "both" two copies.)
    const empty = kinds.filter((x) => !used.has(x.c) && !x.c.value && (!roled || !x.k.role)).length;
    // (Values remembered from an earlier turn weigh less than those said now: "subscribe with the same details" is the form the button says.)
    const rank = [...new Set(placed.map((x) => x.detail))].reduce((s, d) => s + (d.index < 0 ? 3 : 10), 0) - unplaced.filter((d) => d.index >= 0).length * 12 + saidButton * 8 - empty;
    if (placed.length && rank > bestRank) {
      bestRank = rank;
      best = { form, placed, unplaced, said: saidButton, verbSaid: button.length > 0 && says(button[0]!) };
    }
  }
  return best;
}

/** The texts a page offers to choose: its menus' and radio groups' options, its boxes' labels. */
const choicesOf = (controls: readonly SeenControl[]): string[] => controls.flatMap((c) => (c.kind === 'checkbox' ? [c.label] : c.kind === 'radio' || c.kind === 'select' ? (c.options ?? []) : []));

/** A value the page offers as a choice ("Dr Omar Reyes" among the radios of who to see) is a choice said, not a person's detail. */
function offered(d: Detail, controls: readonly SeenControl[]): boolean {
  const v = d.value.toLowerCase();
  return d.kind === 'name' && choicesOf(controls).some((o) => o.toLowerCase().includes(v));
}

/**
 * Whether the words left once the details are taken out still say a value this reading does not
 * place: a number or a time, a quoted text, most of a choice's or box's words. Then the clause is
 * the other readings' (they place the details too, and the rest).
 */
function restHoldsValues(rest: string, controls: readonly SeenControl[]): boolean {
  if (/\d|["“]/.test(rest)) return true;
  const words = new Set(tokens(rest));
  return choicesOf(controls).some((o) => {
    const w = tokens(o).filter((x) => x.length > 2);
    return w.length > 0 && w.filter((x) => words.has(x)).length / w.length >= 0.6;
  });
}

/**
 * Round 17: the rest of a clause still says a name of two capitalised words or more, after its
 * first word and no option's ("a callback for Moss & Daughters: contact Ruth Moss, 0113 …"): a value
 * the run of details does not hold (the whole-task reading places it).
 */
function restHoldsName(rest: string, controls: readonly SeenControl[]): boolean {
  const body = rest.trim().replace(/^\S+/, '');
  const options = choicesOf(controls).map((o) => o.toLowerCase());
  for (const m of body.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’-]*)+/gu)) {
    if (!options.some((o) => o.includes(m[0].toLowerCase()))) return true;
  }
  return false;
}

/** Words too common to say which option of a group is meant. */
const PLAIN_WORDS = new Set('the and for from with our your you its not any all one per each day days working next free yes no now'.split(' '));

/**
 * Round 21: the options of the form's dropdowns and radio groups that the words left once the
 * details are taken out say ("Wembley, and I'm Alex Moreno, …" picks "Wembley" of "Collect from
 * store"; "…, standard delivery is fine" picks "Standard delivery (3–5 working days)"; "I'll
 * collect it from the studio" picks "Collect from our Bristol studio"). An option is said by a word
 * of its own that no other option of its group has (a stem of it: "collect" says "Collection"); a
 * group two of whose options are said is no choice (undefined). `rest` comes back without the words
 * that said the options, for the caller to check that nothing else is left.
 */
export function optionsSaid(rest: string, controls: readonly SeenControl[], form: number | undefined): { picks: Array<{ control: SeenControl; option: string }>; rest: string; kept: Array<{ control: SeenControl; option: string }> } | undefined {
  const own = optionStem;
  const found = [...rest.matchAll(/[\p{L}\p{N}'’]+/gu)];
  const words = found.map((m) => m[0]);
  const used = new Set<number>();
  const picks: Array<{ control: SeenControl; option: string; kept?: string }> = [];
  for (const c of controls) {
    if ((c.kind !== 'select' && c.kind !== 'radio') || c.form !== form || (c.options ?? []).length < 2) continue;
    const options = c.options ?? [];
    const wordsOf = options.map((o) => new Set(o.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2 && !PLAIN_WORDS.has(w)).map(own)));
    const hits: Array<{ option: string; at: number[] }> = [];
    options.forEach((o, i) => {
      const mine = [...wordsOf[i]!].filter((w) => !wordsOf.some((other, j) => j !== i && other.has(w)));
      const at = words.map((w, k) => (w.length > 2 && mine.includes(own(w)) ? k : -1)).filter((k) => k >= 0);
      if (at.length) hits.push({ option: o, at });
    });
    if (hits.length > 1) return undefined;
    if (!hits.length) continue;
    for (const k of hits[0]!.at) used.add(k);
    if (c.value !== hits[0]!.option) picks.push({ control: c, option: hits[0]!.option });
    else picks.push({ control: c, option: '', kept: hits[0]!.option });
  }
  if (!picks.length) return undefined;
  let left = rest;
  for (const k of [...used].sort((a, b) => b - a)) left = `${left.slice(0, found[k]!.index)} ${left.slice(found[k]!.index! + words[k]!.length)}`;
  // (Round 27: `kept`, the options said that their control already shows — "the first paper on Monday" where the menu shows "Monday 30 November".)
  return { picks: picks.filter((p) => p.option), rest: left, kept: picks.flatMap((p) => (p.kept ? [{ control: p.control, option: p.kept }] : [])) };
}

/** The program that chooses an option of a dropdown or a radio group. */
export const chooseProgram = (c: SeenControl, option: string): Program =>
  c.kind === 'select'
    ? program({ kind: 'action', name: 'select', element: query({ description: str(c.label || c.hint || ''), type: 'dropdown' }), option: literal(option) })
    : program({ kind: 'action', name: 'click', element: query({ description: str(option) }) });

/**
 * The programs that type the placed details into their boxes, in the form's order (`controls`), with
 * the options chosen beside them (`choices`) each in its place among them. Copies of a block say
 * the same labels: a copy's box is named by its legend.
 */
function fillPrograms(placed: Placement['placed'], choices: ReadonlyArray<{ control: SeenControl; option: string }>, controls: readonly SeenControl[]): Program[] {
  const order = new Map(controls.map((c, i) => [c, i]));
  const programs: Program[] = [];
  const waiting = [...choices];
  for (const x of [...placed].sort((a, b) => order.get(a.control)! - order.get(b.control)!)) {
    const c = x.control;
    while (waiting.length && order.get(waiting[0]!.control)! < order.get(c)!) programs.push(chooseProgram(waiting[0]!.control, waiting.shift()!.option));
    const name = c.label || c.hint || '';
    const shared = controls.some((o) => o !== c && (o.label || o.hint) === name && o.group !== c.group);
    const where = shared && c.group ? { in: query({ description: str(c.group) }) } : {};
    programs.push(program({ kind: 'action', name: 'enter', text: literal(x.value), element: query({ description: str(name), type: 'input', ...where }) }));
  }
  for (const p of waiting) programs.push(chooseProgram(p.control, p.option));
  return programs;
}

/** Words that say the form is to be sent once the values are in. */
const SEND_WORDS = /\b(?:submit|send|book(?:ing)?|reserv(?:e|ation)|register|sign (?:me )?up|order|check ?out|continue|confirm|subscribe|save|request|join|pay|apply|enrol|enroll|call me back|place)\b/i;

/**
 * A run of a person's details read on the page (`Russ.run`'s page reading, before the other
 * readings of `readTaskOnPage`): the programs that put each value into the field of its kind in the
 * form that takes them all, and press that form's button when the clause ends the instruction and
 * says to send it. Undefined when the clause is no such run or a value finds no field.
 */
export function readDetailsOnPage(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const text = clause.text;
  const controls = page.controls.filter((c) => c.label || c.hint);
  const details = detailsIn(text).filter((d) => !offered(d, controls));
  if (!isDetailsRun(details)) return undefined;
  let rest = text;
  for (const d of [...details].sort((a, b) => b.index - a.index)) rest = rest.slice(0, d.index) + ' ' + rest.slice(d.index + d.length);
  if (restHoldsName(rest, controls)) return undefined;
  // (Round 21: a task's boxes that hold a value take a new one, "update my address to …"; in a conversation they hold what earlier turns said.)
  const placement = placeDetails(details, controls, rest, true);
  if (!placement || placement.unplaced.some((d) => d.kind !== 'sender')) return undefined;
  // (Round 21: an option of the form's menus and radios said beside the details is chosen; see readDetailsTurn.)
  const chosen = optionsSaid(rest, controls, placement.form);
  if (restHoldsValues(chosen?.rest ?? rest, controls)) return undefined;
  // (Round 27: a menu already on the option said is chosen again, so that the run has set it: a form whose menus the run did not all set is not sent by `finish`, and this one was said.)
  const programs = fillPrograms(placement.placed, [...(chosen?.picks ?? []), ...(chosen?.kept ?? []).filter((k) => k.control.kind === 'select')], controls);
  const submit = placement.placed[0]?.control.submit;
  if (submit && clause.last && (SEND_WORDS.test(rest) || placement.verbSaid)) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
  return programs;
}

const SINGLE_KINDS: ReadonlySet<DetailKind> = new Set(['sender', 'code', 'email']);
/** Words around one value that say nothing more than it. */
const FILLER = new Set('it its is my our the a an and then please email e-mail address number no from go ahead now that this thanks thank you ok okay so just here use with to for me us i it’ its’ code card'.split(' '));

/** Verbs that send a form. */
const SEND_VERB = String.raw`(?:submit|send(?: it)?|next|carry on|book|reserve|register|sign (?:me )?up|order|check ?out|continue|confirm|subscribe|save|request|join|pay|apply|enrol|enroll|place|buy|purchase|proceed|complete|finish|finali[sz]e)`;
/**
 * A sentence that only says to send what is filled in: "Book it.", "Go ahead.", "Pay now.",
 * "Confirm it.", "Then place the order.", "Go ahead and buy it", "and book it please".
 */
const SUBMIT_ONLY = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|right|great|yes|yeah|then|and|so|now|please|just|fine|good|perfect|lovely|alright|cool)[,\s]+)*(?:(?:go ahead|you can|can you|please)(?:\s+and)?\s+)?${SEND_VERB}(?:\s+(?:it|this|that|them|this one|that one|(?:the|my|our)\s+(?:order|booking|appointment|voucher|form|reservation|purchase|payment|place|places|lot|registration|request|message|enquiry|inquiry|application|subscription|details)|for (?:it|them|me)|now|please|then|and pay|(?:it\s+)?through))*$` +
    String.raw`|^(?:(?:ok(?:ay)?|right|great|yes|yeah|then|so|and)[,\s]+)*(?:go ahead|do it)(?:\s+(?:please|then|now))*$`,
  'i',
);
const ACK_ONLY = /^(?:ok(?:ay)?|great|perfect|lovely|thanks|thank you|cheers|right|brilliant|yes|yep|yeah|sure|good)$/i;

/** Whether a sentence only says to send the form (see SUBMIT_ONLY). */
export const isSubmitOnly = (sentence: string): boolean => SUBMIT_ONLY.test(sentence.trim().replace(/[.!…]+$/, '').replace(/\s+/g, ' '));

/** Round 17: the verb of a sentence that only says to send the form ("place" of "Then place the order"); "" for "go ahead", "do it"; undefined when the sentence says more. */
export function submitVerb(sentence: string): string | undefined {
  const t = sentence.trim().replace(/[.!…]+$/, '').replace(/\s+/g, ' ');
  if (!SUBMIT_ONLY.test(t)) return undefined;
  const m = new RegExp(String.raw`\b${SEND_VERB}\b`, 'i').exec(t);
  return m ? m[0].split(/\s+/)[0]!.toLowerCase() : '';
}

/**
 * A turn of several sentences that give details and say to send them, in any order ("Book it.
 * It's Ann Lee, 07700 900123.", "Name's Ann Lee, email ann@example.org. Go ahead.", "Same details
 * as last time. Book it."): the sentences read as one run of details (the form is filled first and
 * sent last, whatever the order said). Undefined when a sentence says anything else.
 */
export function detailsTurnText(said: readonly string[], controls: readonly SeenControl[] = []): string | undefined {
  if (said.length < 2) return undefined;
  let values = 0;
  // (Round 21: a sentence that says an option of a form's menus or radios, "Standard delivery is fine.", is one of the run: readDetailsTurn chooses it.)
  const forms = [...new Set(controls.filter((c) => c.kind === 'select' || c.kind === 'radio').map((c) => c.form))];
  const choosing = (t: string): boolean => forms.some((f) => !!optionsSaid(t, controls, f));
  for (const x of said) {
    const t = x.trim().replace(/[.!…]+$/, '');
    if (isSubmitOnly(t) || ACK_ONLY.test(t)) continue;
    if (!detailsIn(t).length && !sameDetailsAsked(t) && !choosing(t)) return undefined;
    values++;
  }
  return values ? said.join(' ') : undefined;
}

/** "the same name and number as before", "my details from last time", "the same details again": the kinds asked for (all a person's, for "details"). */
const SAME_AS = /\b(?:the\s+)?same\s+((?:[\p{L}-]+\s*,?\s*(?:and\s+|&\s+)?){1,5}?)(?:\s+(?:as|like)\s+(?:before|last time|earlier|previously|the last (?:one|time)|then|on the (?:last|other) (?:one|form|booking))|\s+again)\b|\b(?:my|the|our)\s+((?:[\p{L}-]+\s*,?\s*(?:and\s+)?){1,4}?)\s+from\s+(?:before|last time|earlier|the last (?:one|time))\b|(?:^|[.!?]\s+)(?:the\s+)?same\s+((?:[\p{L}-]+\s*,?\s*(?:and\s+|&\s+)?){1,4}?)\s*(?=[.!?]|$)/iu;
const KIND_WORDS: Array<[RegExp, DetailKind[]]> = [
  [/^(?:details|info|information|particulars|contact details|contact info)$/, ['name', 'first', 'last', 'email', 'phone', 'street', 'city', 'postcode', 'code']],
  [/^(?:address|addresses)$/, ['street', 'city', 'postcode']],
  [/^(?:name|names)$/, ['name', 'first', 'last']],
  [/^(?:number|phone|mobile|telephone|tel|phone number|mobile number)$/, ['phone']],
  [/^(?:email|e-mail|email address)$/, ['email']],
  [/^(?:postcode|zip|post code|zip code)$/, ['postcode']],
  [/^(?:town|city)$/, ['city']],
  [/^(?:street)$/, ['street']],
];

/** The kinds "the same X and Y as before" asks for, and the words it takes; undefined when the text says no such thing. */
export function sameDetailsAsked(text: string): { kinds: Set<DetailKind>; generic: boolean; index: number; length: number } | undefined {
  const m = SAME_AS.exec(text);
  if (!m) return undefined;
  const list = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase().replace(/\b(?:contact|phone|mobile|e-?mail|zip|post)\s+(details|info|number|address|code)\b/g, (x) => x.replace(/\s+/, ' ')).split(/\s*(?:,|\band\b|&)\s*/).map((x) => x.trim()).filter(Boolean);
  const kinds = new Set<DetailKind>();
  const generic = list.some((w) => KIND_WORDS[0]![0].test(w));
  for (const w of list) {
    const hit = KIND_WORDS.find(([re]) => re.test(w)) ?? KIND_WORDS.find(([re]) => w.split(/\s+/).some((x) => re.test(x)));
    if (!hit) return undefined;
    for (const k of hit[1]) kinds.add(k);
  }
  return kinds.size ? { kinds, generic, index: m.index, length: m[0].length } : undefined;
}

/**
 * The details given earlier in a conversation, latest first per kind: each earlier turn's words
 * read again as a run of details (the values it said, not the page's).
 */
export function rememberedDetails(earlier: readonly string[]): Map<DetailKind, Detail> {
  const out = new Map<DetailKind, Detail>();
  for (const said of [...earlier].reverse()) for (const d of detailsIn(said)) if (!out.has(d.kind) && PERSON_KINDS.has(d.kind)) out.set(d.kind, { ...d, index: -1, length: 0 });
  return out;
}

/**
 * A conversation turn that says a run of a person's details, or asks for the same details as an
 * earlier turn gave ("book a table for Friday with the same name and number as before"): each value
 * into the field of its kind in the form of the page that takes them, then that form's button when
 * the turn says to send it. Undefined when the turn says neither, or a value finds no field.
 */
export function readDetailsTurn(text: string, controls: readonly SeenControl[], earlier: readonly string[]): Program[] | undefined {
  const same = sameDetailsAsked(text);
  const own = detailsIn(text).filter((d) => (!same || d.index + d.length <= same.index || d.index >= same.index + same.length) && !offered(d, controls));
  // One value is a run when it is of a kind no other words take: who a gift is from, a member's code, an e-mail (and one form has a field for it, below).
  const single = !same && !isDetailsRun(own) && own.length === 1 && SINGLE_KINDS.has(own[0]!.kind);
  if (!same && !isDetailsRun(own) && !single) return undefined;
  const details = [...own];
  let optional: Detail[] = [];
  if (same) {
    const memory = rememberedDetails(earlier);
    const asked = [...same.kinds].filter((k) => !own.some((d) => d.kind === k || (k !== 'name' && d.kind === 'name' && (k === 'first' || k === 'last'))));
    // A name remembered whole serves first and last; one said as first and last serves a name.
    const found = asked.map((k) => memory.get(k)).filter((d): d is Detail => !!d);
    if (!found.length) return undefined;
    // "the same name and number": each kind named must be remembered; "the same details": whatever the form takes.
    if (!same.generic && asked.some((k) => ['name', 'phone', 'email', 'postcode'].includes(k) && !memory.has(k) && !(k === 'name' && memory.has('first')))) return undefined;
    details.push(...found.filter((d) => (d.kind !== 'first' && d.kind !== 'last') || !memory.has('name')));
    if (same.generic) optional = details.filter((d) => d.index < 0);
  }
  const fields = controls.filter((c) => c.label || c.hint);
  let rest = text;
  for (const d of [...own].sort((a, b) => b.index - a.index)) rest = rest.slice(0, d.index) + ' ' + rest.slice(d.index + d.length);
  const placement = placeDetails(details, fields, rest);
  if (!placement) return undefined;
  // (Round 21: the rest may say an option of the form's menus and radios beside the details: "Wembley, and I'm …", "…, standard delivery is fine".)
  const chosen = optionsSaid(rest, fields, placement.form);
  if (restHoldsValues(chosen?.rest ?? rest, fields)) return undefined;
  // Remembered values the form has no field for are left out ("the same details" on a form without an address); so is "from …" beside other values when no field is the sender's.
  if (placement.unplaced.some((d) => !optional.includes(d) && !(d.kind === 'sender' && placement.placed.length > 0))) return undefined;
  if (single) {
    // One value is read alone only when the turn's other words say nothing more ("Her name's Wren, wren@…" holds a name this reading does not take).
    const noun = new Set((own[0]!.noun ?? '').split(' '));
    const kind = own[0]!.kind;
    // (Round 26: words of the box's own label or button name its form, not another value: "sign me up to the newsletter with mei@…" beside "Get our newsletter".)
    const names = kind !== 'code' && !carrySendOff();
    const named = new Set(fields.filter((c) => names && !c.value && fieldKindOf(c)?.kind === kind).flatMap((c) => `${c.label} ${c.hint ?? ''} ${c.submit ?? ''}`.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length >= 4));
    const left = rest.split(/(?<=[.!?])\s+/).filter((x) => !isSubmitOnly(x)).join(' ').replace(new RegExp(SEND_WORDS.source, 'gi'), ' ').toLowerCase().split(/[^\p{L}'’]+/u).filter((w) => w && !FILLER.has(w.replace(/['’]s$/, '')) && !noun.has(w) && !named.has(w));
    if (left.length) return undefined;
    const forms = new Set(fields.filter((c) => !c.value && (kind === 'code' ? placement.placed.some((x) => x.control === c) : fieldKindOf(c)?.kind === kind)).map((c) => c.form));
    if (forms.size !== 1) return undefined;
  }
  if (same && !placement.placed.some((x) => x.detail.index < 0)) return undefined;
  const programs = fillPrograms(placement.placed, chosen?.picks ?? [], fields);
  const submit = placement.placed[0]?.control.submit;
  // (A sentence of its own that only says to send — "Go ahead and buy it." — sends too; "buy" inside a longer sentence is the task's verb, not the form's.)
  const sendSaid = text.split(/(?<=[.!?])\s+/).some(isSubmitOnly);
  if (submit && (SEND_WORDS.test(rest.replace(SAME_AS, ' ')) || placement.verbSaid || sendSaid)) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
  return programs;
}
