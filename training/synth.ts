/**
 * The training-data synthesizer (RUSS §4.2): typed templates × value pools → (instruction,
 * program) pairs, with the token-level span tags and sentence labels the joint model trains on.
 * Deterministic for a seed; streams, so it can write millions of rows.
 *
 *   npx tsx training/synth.ts --n 200000 --seed 1 --out training/cache/train.jsonl [--no-entities] [--eval-format]
 */
import { createWriteStream } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { literal as literalOf, program, query, sequence, str, variable, variableNameFor, toNNSyntax, typecheck, type AnyProgram, type Query, type Relation, type ElementType, type Location, type Value } from '../src/thingtalk/index.js';
import { choiceValue, fieldsForValues, keyName, listedItem, verbNamesButton } from '../src/parser/decode.js';
import { tokenize, shapeOf, suffixBucket, ACTIONS, REL_LABELS, TYPE_LABELS, LOC_LABELS, type Tag } from '../src/parser/tokenize.js';
import { ADJECTIVES, DOMAIN_WORDS, FAMILY_NAMES, FIELD_NAMES, GIVEN_NAMES, STREET_KINDS, STREET_WORDS, ICON_NAMES, NOUNS, OPTION_VALUES, PATH_WORDS, PHRASAL_LABELS, QUESTION_FORMS, UI_LABELS, VERBS, turkingbenchPhrases } from './pools.js';
import { LOCATION_PHRASES, PHRASES, RELATION_PHRASES, STEP_PREFIXES, TEMPLATES, TYPE_WORDS, type Family } from './templates.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const TURK_DIR = resolve(HERE, '../../shared/turkingbench/train');

/** mulberry32: a small, fast, seedable PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Example {
  text: string;
  program: AnyProgram;
  thingtalk: string;
  /** Model words, shapes, suffix buckets and span tags, one per token. */
  words: string[];
  shapes: number[];
  suffixes: number[];
  tags: Tag[];
  action: number;
  rel: number;
  type: number;
  loc: number;
  template: string;
}

interface Piece {
  text: string;
  /** D description, A anchor, V value (a user's value, option, URL, key, message), L a literal value stated without quotes. */
  tag?: 'D' | 'A' | 'V' | 'L';
}

/** Kinds of values people state without quotes ({LV}), each with the names of the fields that take it. */
type StatedKind = 'name' | 'email' | 'phone' | 'date' | 'time' | 'amount' | 'code' | 'text' | 'address' | 'username' | 'number';
const STATED_FIELDS: Record<StatedKind, string[]> = {
  name: ['full name', 'full name', 'name', 'your name', 'contact name', 'patient name', 'driver', 'main driver', 'cardholder name', 'recipient', "recipient's name", 'guest name', 'policyholder', 'Name', 'Full name', 'account holder'],
  email: ['email', 'email', 'email address', 'contact email', 'e-mail', 'Email', 'work email', 'recipient email'],
  phone: ['phone number', 'phone', 'mobile number', 'contact number', 'telephone', 'Phone', 'mobile', 'daytime phone'],
  date: ['date', 'check-in date', 'check-out date', 'start date', 'end date', 'date of birth', 'appointment date', 'delivery date', 'preferred date', 'move-in date', 'departure date', 'incident date', 'policy start date', 'Date', 'return date', 'visit date'],
  time: ['time', 'arrival time', 'start time', 'preferred time', 'pickup time', 'appointment time', 'Time', 'delivery time'],
  amount: ['amount', 'budget', 'price', 'claim amount', 'monthly budget', 'deposit', 'Amount', 'maximum price', 'donation'],
  code: ['booking reference', 'reference', 'reference number', 'policy number', 'order number', 'promo code', 'member ID', 'code', 'claim number', 'voucher code', 'registration', 'licence plate', 'postcode', 'Reference'],
  text: ['message', 'message', 'comment', 'comments', 'notes', 'special requests', 'description', 'reason', 'details', 'subject', 'Message', 'note', 'what happened', 'reason for visit'],
  address: ['address', 'street address', 'delivery address', 'home address', 'Address', 'billing address'],
  username: ['username', 'user name', 'display name', 'nickname', 'Username', 'handle'],
  number: ['number of guests', 'quantity', 'guests', 'years of experience', 'age', 'number of rooms', 'mileage', 'seats'],
};
const STATED_KINDS: Array<[StatedKind, number]> = [['name', 5], ['email', 3], ['phone', 3], ['date', 4], ['time', 2.5], ['amount', 1.5], ['code', 2.5], ['text', 3], ['address', 1.5], ['username', 1], ['number', 1]];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const FAMILY_WEIGHTS: Array<[Family, number]> = [
  ['goto', 8], ['ask', 14], ['say', 5], ['read', 3], ['click', 44], ['enter', 26], ['pick', 3],
  ['check', 4], ['uncheck', 2], ['select', 6], ['set_range', 2.5], ['press', 3], ['scroll', 1.5], ['wait', 1], ['back', 0.8], ['forward', 0.4],
  ['switch_tab', 1], ['close_tab', 0.5], ['note', 3.5], ['search', 1.5],
];

/** Key names as people write them ({K}); the program gets the key the parser's decoder reads from them. */
const KEY_WORDS = ['Enter', 'Enter', 'enter', 'Return', 'Tab', 'Tab', 'tab', 'Delete', 'Backspace', 'Escape', 'Esc', 'Space', 'spacebar', 'Home', 'End', 'Page Down', 'Page Up', 'down arrow', 'Up arrow', 'the down arrow', 'ENTER', 'TAB', 'Ctrl+A', 'Shift+Tab'];
const COUNT_PHRASES = ['twice', 'twice', 'three times', '2 times', '3 times', 'two times', 'once', 'four times'];
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', '2nd', 'original', 'previous', 'new', 'last'];
/** Ordinals among the matches of a query ({NTH}) and the index each means. */
const NTH_WORDS: Array<[string, number | 'last']> = [['first', 1], ['first', 1], ['second', 2], ['second', 2], ['third', 3], ['fourth', 4], ['fifth', 5], ['2nd', 2], ['3rd', 3], ['last', 'last'], ['last', 'last']];
/**
 * Names that begin with an ordinal word ({DC}): "the first name field" is the First name field, not
 * the first of the name fields. General English compounds, not an ordinal among matches.
 */
const ORDINAL_COMPOUNDS = ['first name', 'First name', 'First Name', 'last name', 'Last name', 'Last Name', 'first class', 'First class', 'last login', 'first aid', 'last updated', 'first page', 'last page', 'first-time buyer', 'second address line', 'second opinion', 'last four digits'];
/** Everyday verbs that name their own button ("Save your changes" clicks Save), and words for the rows of a cart or list (issue 11). */
const SAVE_VERBS = ['Save', 'Save', 'Save', 'Apply', 'Submit', 'Confirm', 'Update', 'Publish', 'Send', 'Post', 'Continue', 'Checkout', 'Done', 'Finish', 'Book', 'Book', 'Place', 'Pay', 'Reserve', 'Send', 'Close', 'Reopen', 'Proceed', 'Continue', 'Confirm', 'Request', 'Get'];
const CART_WORDS = ['cart', 'cart', 'basket', 'basket', 'shopping cart', 'bag', 'shopping bag', 'order', 'wish list', 'list', 'trolley'];
const ROW_ADJECTIVES = ['blue', 'red', 'green', 'grey', 'black', 'white', 'large', 'small', 'wool', 'leather', 'cotton', 'linen', 'ceramic', 'wooden', 'striped', 'organic', 'old', 'second'];
const ROW_NOUNS = ['scarf', 'mug', 'lamp', 'jacket', 'shirt', 'sofa', 'chair', 'candle', 'blanket', 'notebook', 'backpack', 'kettle', 'headphones', 'plant', 'rug', 'vase', 'towel', 'pillow', 'umbrella', 'hat', 'socks', 'boots', 'item', 'subscription', 'book', 'ticket'];
/** Nouns of a choice said after its option ("High priority", "Express delivery", "Terrace seating"): the description of the choice (round 7). */
const OPTION_SETTING_NOUNS = ['priority', 'priority', 'delivery', 'shipping', 'seating', 'size', 'plan', 'cover', 'format', 'frequency', 'service', 'speed', 'level', 'difficulty', 'membership', 'subscription', 'option', 'mode', 'tier', 'class', 'package', 'rate', 'setting', 'access', 'visibility', 'contact method', 'delivery option', 'payment method'];
/** Row actions named by their verb and the listed things they act on ({RV} the {EVT}, round 7). */
const ROW_VERBS = ['Cancel', 'Cancel', 'Cancel', 'Reschedule', 'Edit', 'Renew', 'Delete', 'Remove', 'Reorder', 'Track', 'Return', 'Archive', 'Pause', 'Resume', 'Rebook'];
const EVENT_NOUNS = ['appointment', 'appointment', 'booking', 'reservation', 'order', 'subscription', 'ticket', 'request', 'payment', 'claim', 'delivery', 'session', 'class', 'lesson', 'visit', 'meeting', 'call', 'invitation', 'parcel', 'transfer', 'prescription', 'membership', 'trip', 'flight'];
const EVENT_KINDS = ['dental', 'video', 'phone', 'yoga', 'monthly', 'weekly', 'annual', 'morning', 'evening', 'first', 'next', 'pending', 'upcoming', 'recurring', 'standing', 'hotel', 'follow-up', 'eye', 'gym', 'cooking'];
/**
 * Options said right before or after their setting's noun ({O} in "Choose {O} {OPT}": "High priority", "Express delivery"; "Switch
 * to the {O} {SET}"; "Make your {D} {O}"): option words only. Drawn from
 * the general labels as well, "Select Change a booking" and "Set Digest frequency to …" read as an option ("Change a", "Digest") and
 * its setting noun ("booking", "frequency"): the second round-7 model did that.
 */
const OPTION_WORDS = ['Low', 'High', 'Normal', 'Urgent', 'Standard', 'Express', 'Overnight', 'Economy', 'Business', 'Small', 'Medium', 'Large', 'Extra large', 'Daily', 'Weekly', 'Monthly', 'Annual', 'Yearly', 'Public', 'Private', 'Light', 'Dark', 'Basic', 'Premium', 'Pro', 'Free', 'Next-day', 'Same-day', 'Indoor', 'Outdoor', 'Family', 'Student', 'Single', 'Double', 'Full', 'Partial', 'Fast', 'Manual', 'Automatic', 'Digital', 'Paper', 'Online', 'In-person', 'Regular', 'Eco', 'Classic', 'Gold', 'Silver', 'Morning', 'Evening', 'Priority', 'Unlimited', 'Limited', 'Shared', 'Flexible', 'Fixed'];
const SETTING_NOUNS = ['theme', 'theme', 'mode', 'view', 'layout', 'plan', 'color scheme', 'colour scheme', 'display mode', 'appearance', 'font size', 'language', 'currency', 'map style', 'skin'];
const CONTAINER_WORDS = ['menu', 'menu on the left', 'left menu', 'sidebar', 'dialog', 'pop-up', 'window', 'panel', 'settings panel', 'navigation menu', 'side menu', 'modal', 'form', 'drawer', 'toolbar', 'top bar', 'box', 'card', 'list', 'table', 'footer', 'header'];

/** Sentences of help articles that are not instructions, built from our own word lists. */
function noteSentence(s: Synthesizer, pick: <T>(xs: readonly T[]) => T): string {
  const n = pick(NOUNS), n2 = pick(NOUNS), a = pick(ADJECTIVES);
  const label = s.anyLabel();
  const forms = [
    `Your changes are saved automatically.`, `Your ${n} is saved automatically.`, `This may take a few ${pick(['minutes', 'seconds', 'moments'])}.`, `The ${n} opens in a new tab.`,
    `The ${label} page opens.`, `A ${pick(['dialog', 'pop-up', 'window', 'message', 'banner'])} appears.`, `You will receive a ${n} by email.`, `You may need to ${pick(VERBS)} your ${n} first.`,
    `The ${n} will be ${pick(['updated', 'sent', 'saved', 'removed', 'shown'])} ${pick(['shortly', 'right away', 'within a few minutes', 'in a moment', 'immediately'])}.`,
    `It can take up to ${pick(['24 hours', 'a day', 'an hour', 'a few minutes'])} for the ${n} to ${pick(['update', 'appear', 'arrive'])}.`,
    `${label} is only available for ${a} ${n}s.`, `If you don't see the ${n}, check your spam folder.`, `Note that ${n}s cannot be ${pick(['changed', 'undone', 'recovered'])} later.`,
    `The ${n} and ${n2} are shown on the next page.`, `You are now signed in.`, `That's it!`, `Done!`, `You're all set.`, `The ${a} ${n} is now ${pick(['active', 'enabled', 'visible', 'off'])}.`,
    `Changes take effect ${pick(['immediately', 'the next time you sign in', 'after a refresh'])}.`, `This step is optional.`, `${label} appears ${pick(['at the top of the page', 'in the list', 'below the form'])}.`,
    `The page reloads.`, `You will be redirected to the ${n} page.`, `Only ${n}s with ${a} ${n2}s are listed.`, `By default, ${label} is ${pick(['on', 'off', 'selected', 'turned off'])}.`,
  ];
  return pick(forms);
}

export class Synthesizer {
  private r: () => number;
  private turk: string[];
  constructor(seed: number, private entities = true) {
    this.r = rng(seed);
    this.turk = turkingbenchPhrases(TURK_DIR);
  }

  private pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.r() * xs.length)]!;
  }
  private chance(p: number): boolean {
    return this.r() < p;
  }
  private weighted<T>(items: Array<[T, number]>): T {
    const total = items.reduce((n, [, w]) => n + w, 0);
    let x = this.r() * total;
    for (const [item, w] of items) if ((x -= w) < 0) return item;
    return items[items.length - 1]![0];
  }

  // ---- value generators -----------------------------------------------------------------

  private casing(s: string, lowerP = 0.15): string {
    const x = this.r();
    if (x < lowerP) return s.toLowerCase();
    if (x < lowerP + 0.1) return s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    if (x < lowerP + 0.18) return s.toUpperCase();
    if (x < lowerP + 0.23) return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
    return s;
  }

  private randomWord(): string {
    const letters = 'bcdfghjklmnprstvwxz', vowels = 'aeiou';
    let w = '';
    const n = 2 + Math.floor(this.r() * 3);
    for (let i = 0; i < n; i++) w += this.pick([...letters]) + this.pick([...vowels]);
    return this.chance(0.5) ? w : w + this.pick([...letters]);
  }

  private openPhrase(): string {
    const n = this.pick(NOUNS), v = this.pick(VERBS), a = this.pick(ADJECTIVES);
    switch (Math.floor(this.r() * 12)) {
      case 0: return `${v} ${n}`;
      case 1: return `${v} ${a} ${n}`;
      case 2: return `${a} ${n}`;
      case 3: return `${n} ${this.pick(NOUNS)}`;
      case 4: return `${v} your ${n}`;
      case 5: return `${v} the ${n}`;
      case 6: return `${n} & ${this.pick(NOUNS)}`;
      case 7: return `${n} / ${this.pick(NOUNS)}`;
      case 8: return `${n} and ${this.pick(NOUNS)}`;
      case 9: return `${v} ${n}s in this ${this.pick(NOUNS)}`;
      case 10: return `${this.randomWord()} ${n}`;
      default: return `${v} ${this.randomWord()}`;
    }
  }

  /** Any label (for notes). */
  anyLabel(): string {
    return this.label();
  }

  /** A label of a clickable element. */
  private label(): string {
    const x = this.r();
    let s: string;
    if (x < 0.06) s = this.pick(PHRASAL_LABELS);
    else if (x < 0.42) s = this.pick(UI_LABELS);
    else if (x < 0.65) s = this.pick(this.turk.length ? this.turk : UI_LABELS);
    else if (x < 0.87) s = this.openPhrase();
    else if (x < 0.93) s = this.pick(FIELD_NAMES);
    else if (x < 0.95) s = this.randomWord();
    else if (x < 0.96) s = `I'm a ${this.pick(NOUNS)}`;
    else if (x < 0.98) s = this.longLabel();
    else return this.userSelected();
    return this.casing(s);
  }

  /** "the user-selected plan you want to keep": a description that refers to the user's answer. */
  private verb(): string {
    return this.chance(0.15) ? this.randomWord() : this.pick(VERBS);
  }

  private userSelected(): string {
    const us = this.pick(['user-selected', 'user selected', 'the user-selected', 'the user selected', "the user's"]);
    const n = this.pick(NOUNS);
    switch (Math.floor(this.r() * 4)) {
      case 0: return `${us} ${n}`;
      case 1: return `${us} ${n} you want to ${this.verb()}`;
      case 2: return `${us} ${n}s you'd like to ${this.verb()}`;
      default: return `${us} ${n} they want to ${this.verb()}`;
    }
  }

  /** Long labels: consent checkboxes, sentences, lists with commas. */
  private longLabel(): string {
    const brand = this.randomWord().replace(/^\w/, (c) => c.toUpperCase());
    const terms = ['Terms', 'Terms of Service', 'Terms of Use', 'Privacy Policy', 'Privacy Notice', 'Cookie Policy', 'E-sign Consent', 'Conditions of Use', 'User Agreement', 'Community Guidelines'];
    switch (Math.floor(this.r() * 8)) {
      case 0: return `I agree to ${brand}'s ${this.pick(terms)}, ${this.pick(terms)}, and ${this.pick(terms)}`;
      case 1: return `I agree to the ${this.pick(terms)} and ${this.pick(terms)}`;
      case 2: return `I have read and accept the ${this.pick(terms)}`;
      case 3: return `${this.pick(['Remember me', 'Keep me signed in', 'Stay logged in'])} on this ${this.pick(['device', 'computer', 'browser'])}`;
      case 4: return `Send me ${this.pick(ADJECTIVES)} ${this.pick(NOUNS)} updates and offers from ${brand}`;
      case 5: return `Yes, I want to receive ${this.pick(NOUNS)} ${this.pick(['emails', 'newsletters', 'texts', 'notifications'])}`;
      case 6: return `${this.pick(UI_LABELS)}, ${this.pick(UI_LABELS).toLowerCase()} and ${this.pick(UI_LABELS).toLowerCase()}`;
      default: return `${this.pick(VERBS)} my ${this.pick(NOUNS)} ${this.pick(['for next time', 'for faster checkout', 'as default', 'on file', 'with my account'])}`;
    }
  }

  /** A survey or annotation question ("Is the summary accurate?"), from our own word lists and the TurkingBench train forms. */
  private question(): string {
    const turkQuestions = this.turk.filter((t) => t.endsWith('?'));
    if (turkQuestions.length && this.chance(0.3)) return this.pick(turkQuestions);
    return this.pick(QUESTION_FORMS)
      .replace('{n2}', this.pick(NOUNS))
      .replace(/\{n\}/g, this.pick(NOUNS))
      .replace('{adj}', this.pick(['clear', 'correct', 'accurate', 'relevant', 'complete', 'helpful', 'fluent', 'polite', 'appropriate', 'readable', 'ambiguous', 'useful', ...ADJECTIVES]))
      .replace('{v}', this.pick(VERBS))
      .replace('{num}', String(1 + Math.floor(this.r() * 12)));
  }

  /** The name of a setting that takes one of several values ("Digest frequency", "Shirt size"). */
  private settingName(): string {
    const head = this.chance(0.5) ? this.pick(NOUNS) : this.pick(ADJECTIVES);
    const tail = this.pick(['frequency', 'size', 'type', 'format', 'language', 'visibility', 'preference', 'level', 'method', 'mode', 'priority', 'color', 'theme', 'status', 'speed', 'quality', 'rating', 'region', 'category', 'schedule']);
    return this.casing(`${head} ${tail}`.replace(/^\p{L}/u, (c) => c.toUpperCase()), 0.25);
  }

  /** An order people ask a list for ("price from highest to lowest", "newest first", "lowest price"). */
  private sortOrder(): string {
    const key = this.pick(['price', 'price', 'rating', 'date', 'distance', 'popularity', 'size', 'name', 'reviews', 'release date']);
    const [hi, lo] = this.pick([['highest', 'lowest'], ['high', 'low'], ['newest', 'oldest'], ['most expensive', 'cheapest'], ['largest', 'smallest'], ['Z', 'A'], ['most', 'least']]);
    const [a, b] = this.chance(0.5) ? [hi, lo] : [lo, hi];
    switch (Math.floor(this.r() * 6)) {
      case 0: return `${key} from ${a} to ${b}`;
      case 1: return `${a} to ${b} ${key}`;
      case 2: return `${key}, ${a} to ${b}`;
      case 3: return `${a} ${key} first`;
      case 4: return `${a} first`;
      default: return `${a} ${key}`;
    }
  }

  /** What people want to see first in a list ("newest arrivals", "cheapest items", "highest rated"), the option of a sort dropdown. */
  private firstOrder(): string {
    const adjective = this.pick(['newest', 'latest', 'most recent', 'oldest', 'cheapest', 'most expensive', 'highest rated', 'best rated', 'top rated', 'lowest priced', 'highest priced', 'most popular', 'closest', 'nearest', 'largest', 'smallest', 'best selling', 'most reviewed']);
    const noun = this.pick(['', '', 'items', 'results', 'products', 'ones', 'arrivals', 'listings', this.pick(NOUNS) + 's']);
    return noun ? `${adjective} ${noun}` : adjective;
  }

  /** A value of `kind` as people state it without quotes ("Priya Nair", "07700 900123", "December 3, 2026", "7:30 pm", "FH-4107"). */
  private statedValue(kind: StatedKind): string {
    const n = (lo: number, hi: number): number => lo + Math.floor(this.r() * (hi - lo + 1));
    const pad = (x: number, w = 2): string => String(x).padStart(w, '0');
    const given = (): string => this.pick(GIVEN_NAMES), family = (): string => this.pick(FAMILY_NAMES);
    switch (kind) {
      case 'name':
        return this.chance(0.8) ? `${given()} ${family()}` : this.chance(0.5) ? given() : `${given()} ${given().charAt(0)}. ${family()}`;
      case 'email': {
        const local = this.pick([`${given()}.${family()}`, given(), `${given().charAt(0)}${family()}`, `${given()}${n(1, 99)}`, this.randomWord()]).toLowerCase().replace(/[^a-z0-9.]/g, '');
        return `${local}@${this.chance(0.5) ? this.pick(['example.com', 'example.org', 'example.net', 'mail.com', 'post.example']) : this.domain().replace(/^www\./, '')}`;
      }
      case 'phone':
        return this.pick([`${n(200, 999)}-${pad(n(0, 9999), 4)}`, `0${n(1000, 7999)} ${n(100000, 999999)}`, `(${n(200, 999)}) ${n(200, 999)}-${pad(n(0, 9999), 4)}`, `+44 ${n(7000, 7999)} ${n(100000, 999999)}`, `${n(200, 999)} ${n(200, 999)} ${pad(n(0, 9999), 4)}`, `+1 ${n(200, 999)}-${n(200, 999)}-${pad(n(0, 9999), 4)}`, `${n(10000000, 99999999)}`]);
      case 'date': {
        const y = n(2024, 2028), m = n(1, 12), d = n(1, 28), month = this.pick(MONTHS);
        return this.pick([`${y}-${pad(m)}-${pad(d)}`, `${y}-${pad(m)}-${pad(d)}`, `${month} ${d}, ${y}`, `${d} ${month} ${y}`, `${pad(m)}/${pad(d)}/${y}`, `${d}/${m}/${y}`, `${month} ${d}`, `${month.slice(0, 3)} ${d}`, `${this.pick(WEEKDAYS)}`, `next ${this.pick(WEEKDAYS)}`, `${this.pick(WEEKDAYS)}, ${month} ${d}`, 'tomorrow', `${d} ${month}`]);
      }
      case 'time': {
        const h = n(1, 12), mm = this.pick(['00', '15', '30', '45', '00', '30', '10', '20']);
        return this.pick([`${n(7, 20)}:${mm}`, `${pad(n(7, 20))}:${mm}`, `${h}:${mm} ${this.pick(['pm', 'am', 'PM', 'AM', 'pm', 'am'])}`, `${h} ${this.pick(['pm', 'am', 'PM', 'AM'])}`, `${h}${this.pick(['pm', 'am'])}`, 'noon', `${n(7, 20)}:${mm}`]);
      }
      case 'amount':
        return this.pick([`$${n(5, 2000)}`, `$${n(5, 900)}.${pad(n(0, 99))}`, `£${n(5, 900)}`, `€${n(5, 900)}`, `${n(5, 5000)}`, `${n(5, 900)}.${pad(n(0, 99))}`, `${n(1, 9)},${pad(n(0, 999), 3)}`, `${n(5, 500)} dollars`]);
      case 'code': {
        const L = (k: number): string => Array.from({ length: k }, () => this.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])).join('');
        return this.pick([`${L(2)}-${n(100, 9999)}`, `${L(3)}-${n(10, 999)}-${n(10, 99)}`, `${L(2)}${n(10, 99)}${L(3)}`, `${L(1)}${n(100000, 999999)}`, `${L(4)}${n(10, 99)}`, `${n(100000, 9999999)}`, `${L(2)}${n(1, 9)} ${n(1, 9)}${L(2)}`, `${L(3)}${n(100, 999)}`]);
      }
      case 'text': {
        const nn = this.pick(NOUNS), v = this.pick(VERBS), a = this.pick(ADJECTIVES);
        return this.pick([`Please ${v} the ${nn}`, `I will ${v} the ${nn} ${this.pick(['tomorrow', 'later', 'after midnight', 'next week', 'on Monday'])}`, `${a.charAt(0).toUpperCase() + a.slice(1)} ${nn} please`, `Please call me after ${n(1, 9)} pm`, `The ${nn} was ${this.pick(['damaged', 'late', 'missing', 'wrong', 'broken'])}`, `I would like to ${v} my ${nn}`, `No ${nn} please`, `${this.pick(['Thanks', 'Thank you', 'Hello'])}, ${v} the ${nn} ${this.pick(['soon', 'today', 'when you can'])}`, `Leave the ${nn} at the ${this.pick(['door', 'front desk', 'back gate', 'reception'])}`, `My ${nn} ${this.pick(['hurts', 'is broken', 'does not work', 'keeps failing'])}`]);
      }
      case 'address':
        return this.pick([`${n(1, 250)} ${this.pick(STREET_WORDS)} ${this.pick(STREET_KINDS)}`, `Flat ${n(1, 30)}, ${n(1, 99)} ${this.pick(STREET_WORDS)} ${this.pick(STREET_KINDS)}`, `${n(1, 999)} ${this.pick(STREET_WORDS)} ${this.pick(STREET_KINDS)}, ${this.pick(STREET_WORDS)}ford`]);
      case 'username':
        return this.pick([`${this.pick(GIVEN_NAMES).toLowerCase()}_${this.pick(FAMILY_NAMES).toLowerCase().replace(/[^a-z]/g, '')}`, `${this.randomWord()}${n(1, 999)}`, `${this.pick(GIVEN_NAMES)}${this.pick(FAMILY_NAMES).replace(/[^A-Za-z]/g, '')}`]);
      default:
        return String(n(1, 40));
    }
  }

  /** A form-field label (text next to an input). */
  private fieldLabel(): string {
    const f = this.pick(FIELD_NAMES);
    const x = this.r();
    let s: string;
    if (x < 0.5) s = f;
    else if (x < 0.58) s = `Enter your ${f}`;
    else if (x < 0.63) s = `Confirm your ${f}`;
    else if (x < 0.67) s = `Create a ${f}`;
    else if (x < 0.72) s = `Your ${f}`;
    else if (x < 0.78) s = `${f} or ${this.pick(FIELD_NAMES)}`;
    else if (x < 0.85) s = this.pick(this.turk.length ? this.turk : FIELD_NAMES);
    else if (x < 0.9) s = `${this.pick(ADJECTIVES)} ${f}`;
    else if (x < 0.93) s = `Enter ${f}`;
    else if (x < 0.96) s = this.longLabel();
    else s = this.label();
    return this.casing(s, 0.3);
  }

  private fieldKey(): string {
    const x = this.r();
    const f = this.pick(FIELD_NAMES);
    let s: string;
    if (x < 0.6) s = f;
    else if (x < 0.72) s = `${this.pick(NOUNS)} you want to ${this.verb()}`;
    else if (x < 0.77) s = `${this.pick(NOUNS)}s they'd like to ${this.verb()}`;
    else if (x < 0.81) s = `${this.pick(NOUNS)} they want to ${this.verb()}`;
    else if (x < 0.84) s = `${this.pick(NOUNS)} to ${this.pick(VERBS)}`;
    else if (x < 0.92) s = `${this.pick(ADJECTIVES)} ${f}`;
    else s = this.pick(this.turk.length ? this.turk : FIELD_NAMES);
    return this.casing(s, 0.35);
  }

  /** A message for the user; `imperative` when the template reads "Tell the user to {V}". */
  private sayText(imperative = false): string {
    const n = this.pick(NOUNS), v = this.pick(VERBS);
    const roll = Math.floor(this.r() * 9);
    switch (imperative && [3, 4, 7].includes(roll) ? 0 : roll) {
      case 0: return `${v} the ${n}`;
      case 1: return `${v} your ${n}`;
      case 2: return `check your ${this.pick(['email', 'inbox', 'phone', 'messages', n])}`;
      case 3: return `you will receive a ${n} shortly`;
      case 4: return `the ${n} has been ${this.pick(['updated', 'saved', 'deleted', 'sent', 'cancelled', 'changed'])}`;
      case 5: return `${v} the ${n} and ${this.pick(VERBS)} the ${this.pick(NOUNS)}`;
      case 6: return `wait for the ${n} to ${this.pick(['arrive', 'load', 'finish', 'complete'])}`;
      case 7: return this.pick(this.turk.length ? this.turk : UI_LABELS);
      default: return `${v} the ${this.pick(ADJECTIVES)} ${n} in your ${this.pick(NOUNS)}`;
    }
  }

  private domain(): string {
    const w = (): string => this.pick(DOMAIN_WORDS);
    const name = this.chance(0.5) ? w() + w() : this.chance(0.5) ? w() : `${w()}-${w()}`;
    const tld = this.pick(['com', 'com', 'com', 'com', 'org', 'net', 'io', 'co', 'co.uk', 'de', 'edu', 'gov', 'ca']);
    const sub = this.weighted<string>([['www.', 5], ['', 4], [`${this.pick(['accounts', 'signin', 'mail', 'support', 'help', 'my', 'app', 'shop', 'login', 'm'])}.`, 2]]);
    return `${sub}${name}.${tld}`;
  }

  private url(): string {
    const dom = this.chance(0.08) ? `${this.pick(['localhost', '127.0.0.1', '127.0.0.1', '10.0.0.2', '192.168.1.20'])}${this.chance(0.8) ? `:${1000 + Math.floor(this.r() * 9000)}` : ''}` : this.domain();
    const x = this.r();
    if (x < 0.2) {
      const d = dom.replace(/^www\./, '');
      return this.chance(0.5) ? d.charAt(0).toUpperCase() + d.slice(1) : d;
    }
    if (x < 0.27) return dom;
    let path = '';
    const n = Math.floor(this.r() * 4);
    for (let i = 0; i < n; i++) path += `/${this.pick(PATH_WORDS)}`;
    if (this.chance(0.3)) path += '/';
    if (this.chance(0.15)) path += `?${this.pick(['ref', 'lnk', 'utm_source', '_ga', 'id', 'tab'])}=${this.pick([this.pick(PATH_WORDS), String(Math.floor(this.r() * 1e6)), `${Math.floor(this.r() * 1e4)}.${Math.floor(this.r() * 1e9)}-${Math.floor(this.r() * 1e9)}`])}`;
    if (this.chance(0.07)) path += `#${this.pick(PATH_WORDS)}/${this.pick(PATH_WORDS)}`;
    if (path === '' && this.chance(0.5)) path = '/';
    return `${this.pick(['https://', 'https://', 'http://'])}${dom}${path}`;
  }

  /** A description with a modifier that stays part of it ("Remove under Photos", "Invoices in the menu"). */
  private extendedLabel(noRelation = false): string {
    const base = this.label();
    let form = Math.floor(this.r() * 9);
    if (noRelation && (form === 1 || form === 4 || form === 8)) form = this.pick([0, 2, 3, 5, 6, 7]);
    switch (form) {
      case 0: return `${base} ${this.pick(['in the menu', 'in the menu', 'in the sidebar', 'in the navigation menu', 'in the pop-up', 'in the pop-up window', 'in the dialog', 'in the list', 'in the toolbar', 'in the banner', 'in the settings menu', 'in the account menu'])}`;
      case 8: return `${base} ${this.pick(['beside', 'next to', 'under', 'below', 'above', 'by', 'near'])} ${this.label()}`;
      case 1: return `${base} under ${this.label()}`;
      case 2: return `${base} next to the user-selected ${this.pick(NOUNS)}`;
      case 3: return `${base} by the user-selected ${this.pick(NOUNS)} you want to ${this.verb()}`;
      case 4: return `${base} for ${this.label()}`;
      case 5: return `${base} in this ${this.pick(NOUNS)}`;
      case 6: return `${this.pick(['user-selected', 'user selected', 'the user-selected'])} ${this.pick(NOUNS)}${this.chance(0.5) ? ` you want to ${this.verb()}` : ''}`;
      default: return `the user-selected ${this.pick(NOUNS)}s you'd like to ${this.verb()}`;
    }
  }

  // ---- one example ------------------------------------------------------------------------

  next(): Example {
    for (;;) {
      const ex = this.tryNext();
      if (ex) return ex;
    }
  }

  private tryNext(): Example | undefined {
    const family = this.weighted(FAMILY_WEIGHTS);
    const template = this.pick(TEMPLATES[family]);
    const pieces: Piece[] = [];
    let description: string | undefined, anchor: string | undefined, value: string | undefined;
    let literalValue = false;
    let nth: number | 'last' | undefined;
    let count = 1;
    let noteText: string | undefined;
    let type: ElementType | undefined, location: Location | undefined, relation: Relation | undefined;
    if (family === 'enter') type = 'input';
    if (family === 'pick') type = 'dropdown';
    if (family === 'select' && /\{dd\}/.test(template)) type = 'dropdown';
    // Values stated without quotes ({LV}, {LV2}): their kinds, and mostly a field named for the kind ("Put the arrival time as 10:30").
    const stated = /\{LV2?\}/.test(template) ? [this.weighted(STATED_KINDS), this.weighted(STATED_KINDS)] as const : undefined;
    // A bare number ("Set the guests to 3") is a number box only where the field is named for a count; with any other name it is a slider (set_range).
    const statedField = (i: 0 | 1): string | undefined => (stated && (this.chance(0.75) || stated[i] === 'number') ? this.casing(this.pick(STATED_FIELDS[stated[i]]), 0.6) : undefined);

    const literal = (s: string): void => {
      for (const w of s.trim().split(/\s+/)) if (w) pieces.push({ text: w });
    };
    const quoteMaybe = (s: string, tag: 'D' | 'A'): void => {
      if (this.chance(0.06)) pieces.push({ text: this.pick(['"', '“']) === '"' ? `"${s}"` : `“${s}”`, tag });
      else pieces.push({ text: s, tag });
    };
    const parts = template.split(/(\{[A-Za-z0-9]+\})/);
    for (let pi = 0; pi < parts.length; pi++) {
      const part = parts[pi]!;
      const m = /^\{([A-Za-z0-9]+)\}$/.exec(part);
      if (!m) {
        // Text right after a slot with no space ("{NOUN}s by") ends that slot's word ("jobs", not "job s").
        const glued = /^[^\s{]+/.exec(part)?.[0];
        const last = pieces[pieces.length - 1];
        if (glued && last && last.tag === undefined && pi > 0 && /\}$/.test(parts[pi - 1]!)) {
          last.text += glued;
          literal(part.slice(glued.length));
        } else literal(part);
        continue;
      }
      const slot = m[1]!;
      switch (slot) {
        case 'D':
          description = family === 'enter' ? (statedField(0) ?? this.fieldLabel()) : family === 'select' && this.chance(0.35) ? this.settingName() : /\{D\}.*\{L\}/.test(template) && this.chance(0.12) ? this.casing(this.pick(PHRASAL_LABELS)) : this.label();
          quoteMaybe(description, 'D');
          break;
        case 'D2':
        case 'D3': {
          const x = family === 'enter' ? (statedField(1) ?? this.fieldLabel()) : this.label();
          quoteMaybe(x, 'D');
          break;
        }
        case 'V2': {
          pieces.push({ text: this.casing(this.pick(FIELD_NAMES), 0.5), tag: 'V' });
          break;
        }
        case 'C': {
          const c = this.chance(0.45) ? this.pick(CONTAINER_WORDS) : this.chance(0.6) ? this.label() : `${this.label()} ${this.pick(['section', 'menu', 'panel', 'dialog', 'tab', 'card'])}`;
          anchor = c;
          relation = 'in';
          pieces.push({ text: c, tag: 'A' });
          break;
        }
        case 'Q2':
        case 'Q': {
          const inner = family === 'select' && this.chance(0.7) ? this.pick(OPTION_VALUES) : family === 'enter' && this.chance(0.12) ? `${this.randomWord()}@${this.domain().replace(/^www\./, '')}` : this.chance(0.3) ? this.pick(['DELETE', 'CONFIRM', 'REMOVE', 'yes', 'OK', 'CANCEL', 'RESET']) : this.chance(0.3) ? this.label() : this.chance(0.5) ? this.randomWord().replace(/^\w/, (c) => c.toUpperCase()) : String(Math.floor(this.r() * 100000));
          // A quotation inside the quoted value ends it early for the tokenizer: not an example the decoder can agree with.
          if (/["“”]/.test(inner)) return undefined;
          if (slot === 'Q') value = inner;
          literalValue = true;
          pieces.push({ text: this.chance(0.8) ? `"${inner}"` : `“${inner}”`, tag: 'V' });
          break;
        }
        case 'LV':
        case 'LV2': {
          const v = this.statedValue(stated![slot === 'LV' ? 0 : 1]);
          if (slot === 'LV') value = v;
          literalValue = true;
          pieces.push({ text: v, tag: 'L' });
          break;
        }
        case 'NUM': {
          value = this.chance(0.8) ? String(Math.floor(this.r() * (family === 'switch_tab' ? 5 : 101)) + 1) : String(Math.floor(this.r() * 1000) / 10);
          literalValue = true;
          if (family === 'wait' || family === 'switch_tab') literal(value);
          else pieces.push({ text: value, tag: 'V' });
          break;
        }
        case 'O':
          value = this.casing(/\{O\} \{(?:OPT|SET)\}|\{D\} \{O\}/.test(template) ? (this.chance(0.6) ? this.pick(OPTION_WORDS) : this.pick(OPTION_VALUES)) : /\{SORT\}/.test(template) && this.chance(0.5) ? this.sortOrder() : this.chance(0.1) ? this.statedValue(this.pick(['name', 'name', 'time', 'date'] as const)) : this.chance(0.45) ? this.pick(OPTION_VALUES) : this.chance(0.5) ? this.pick(UI_LABELS) : this.label(), 0.2);
          literalValue = true;
          pieces.push({ text: value, tag: 'V' });
          break;
        case 'S':
          if (family === 'wait') literal(this.pick(NOUNS));
          else {
            value = this.casing(this.chance(0.5) ? `${this.pick(NOUNS)}s` : this.chance(0.5) ? `${this.pick(ADJECTIVES)} ${this.pick(NOUNS)}s` : this.openPhrase(), 0.6);
            literalValue = true;
            pieces.push({ text: value, tag: 'V' });
          }
          break;
        case 'K':
          value = this.pick(KEY_WORDS);
          pieces.push({ text: value, tag: 'V' });
          break;
        case 'N': {
          const c = this.pick(COUNT_PHRASES);
          literal(c);
          break;
        }
        case 'ORD':
          literal(this.pick(ORDINAL_WORDS));
          break;
        case 'NTH': {
          const [w, n] = this.pick(NTH_WORDS);
          nth = n;
          literal(w);
          break;
        }
        case 'SORT':
          description = this.pick(['Sort', 'Sort', 'sort']);
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'NOTE':
          noteText = noteSentence(this, (xs) => this.pick(xs));
          literal(noteText);
          break;
        // Everyday verbs (issue 11); see templates.ts.
        case 'SV':
          description = this.casing(this.pick(SAVE_VERBS), 0.5);
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'ADD':
          description = `${this.casing(this.pick(['Add', 'Add', 'Put', 'Move']), 0.4)} ${this.chance(0.25) ? `the ${this.pick(NOUNS)}` : this.pick(['it', 'it', 'this', 'them', 'this item', 'one'])} to ${this.pick(['your', 'the', 'my'])} ${this.pick(CART_WORDS)}`;
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'CO':
          description = this.casing(this.pick(['Check out', 'Check out', 'checkout', 'Checkout']), 0.4);
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'INC':
          description = `${this.casing('Include', 0.4)} ${this.chance(0.5) ? this.pick(NOUNS) : this.pick(ADJECTIVES) + ' ' + this.pick(NOUNS)}`;
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'RM':
          description = this.casing(this.pick(['Remove', 'Remove', 'Delete']), 0.4);
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'ROW':
          anchor = this.chance(0.6) ? `${this.pick(ROW_ADJECTIVES)} ${this.pick(ROW_NOUNS)}` : this.chance(0.5) ? this.pick(ROW_NOUNS) : this.label();
          relation = 'in';
          pieces.push({ text: anchor, tag: 'A' });
          break;
        case 'cart':
          literal(this.pick(CART_WORDS));
          break;
        case 'FIRST':
          // "Show the newest arrivals first": the order is an option of the page's sort dropdown, which the sentence does not name.
          value = this.casing(this.firstOrder(), 0.2);
          literalValue = true;
          type = 'dropdown';
          pieces.push({ text: value, tag: 'V' });
          break;
        case 'SET':
          description = this.pick(SETTING_NOUNS);
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'RV':
          description = this.casing(this.pick(ROW_VERBS), 0.5);
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'EVT': {
          const noun = this.pick(EVENT_NOUNS);
          const head = this.chance(0.5) ? `${this.pick(EVENT_KINDS)} ${noun}` : noun;
          const tail = this.weighted<string>([['', 3], [` with ${this.statedValue('name')}`, 2], [` on ${this.statedValue('date')}`, 1.5], [` for ${this.statedValue('name')}`, 1], [` with ${this.statedValue('name')} on ${this.statedValue('date')}`, 1], [` at ${this.statedValue('time')}`, 0.5]]);
          anchor = `${head}${tail}`;
          relation = 'in';
          pieces.push({ text: anchor, tag: 'A' });
          break;
        }
        case 'OPT':
          description = this.pick(OPTION_SETTING_NOUNS);
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'DU':
          description = this.chance(0.75) ? this.question() : this.settingName();
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'AU':
          anchor = this.question();
          pieces.push({ text: anchor, tag: 'A' });
          break;
        case 'DO':
          description = this.casing(this.pick(OPTION_VALUES), 0.2);
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'NOUN':
          literal(this.pick(NOUNS));
          break;
        case 'DQ':
          description = family === 'select' ? (this.chance(0.6) ? this.question() : this.chance(0.5) ? this.settingName() : this.label()) : this.chance(0.5) ? this.pick(OPTION_VALUES) : this.label();
          pieces.push({ text: this.chance(0.85) ? `"${description}"` : `“${description}”`, tag: 'D' });
          break;
        case 'AQ':
          anchor = this.chance(0.6) ? this.question() : this.label();
          pieces.push({ text: this.chance(0.85) ? `"${anchor}"` : `“${anchor}”`, tag: 'A' });
          break;
        case 'DC':
          description = this.pick(ORDINAL_COMPOUNDS);
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'DT':
          description = `${this.label()} ${this.pick(['tab', 'tab', 'option', 'menu', 'section', 'page', 'item', 'panel', 'setting'])}`;
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'DM':
          description = `${this.label()} ${this.pick(['in', 'in', 'in', 'from', 'under', 'within'])} the ${this.pick(['menu', 'menu', 'sidebar', 'navigation menu', 'navigation bar', 'side menu', 'list', 'toolbar', 'panel', 'settings menu', 'account menu', 'main menu', 'options', 'pop-up', 'dialog', 'footer menu', 'header', 'section'])}`;
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'DX':
          // After a choice verb, "X under Y" / "X for Y" is the option X of the setting Y (select templates), never one label to click.
          description = this.extendedLabel(pieces.some((p) => /^(?:select|choose|pick)$/i.test(p.text)));
          pieces.push({ text: description, tag: 'D' });
          break;
        case 'A':
          anchor = family === 'click' && this.chance(0.25) ? this.longLabel() : family === 'click' && this.chance(0.5) ? this.label() : this.fieldLabel();
          quoteMaybe(anchor, 'A');
          break;
        case 'V':
          value = family === 'goto' ? this.url() : family === 'say' ? this.casing(this.sayText(/\bto \{V\}/.test(template)), 0.4) : this.fieldKey();
          pieces.push({ text: value, tag: 'V' });
          break;
        case 'T': {
          const t = this.pick(Object.keys(TYPE_WORDS)) as ElementType;
          type = t;
          literal(this.pick(TYPE_WORDS[t]!));
          break;
        }
        case 'cb':
          type = 'checkbox';
          literal(this.pick(PHRASES.cb));
          break;
        case 'field': {
          const phrase = /\{D[A-Z]*\} \{field\}/.test(template) ? this.pick(PHRASES.field).replace(/^the /i, '') : this.pick(PHRASES.field);
          const search = /^(the )?(search) (box|bar)$/.exec(phrase);
          // "Type X into the search bar": the search box is the element (a description), not any input.
          if (search && !/\{D[A-Z]*\}/.test(template) && family === 'enter') {
            if (search[1]) literal('the');
            description = 'search';
            pieces.push({ text: 'search', tag: 'D' });
            literal(search[3]!);
          } else literal(phrase);
          break;
        }
        case 'dd':
          literal(this.pick(PHRASES.dd));
          break;
        case 'L': {
          const loc = this.pick(Object.keys(LOCATION_PHRASES)) as Location;
          location = loc;
          literal(this.pick(LOCATION_PHRASES[loc]!).replace('{url}', this.domain().replace(/^www\./, '').replace(/^\w/, (c) => c.toUpperCase())));
          break;
        }
        case 'R': {
          const rel = this.weighted<Relation>([['below', 6], ['above', 1.5], ['left_of', 2], ['right_of', 1.5]]);
          relation = rel;
          literal(this.pick(RELATION_PHRASES[rel]!));
          break;
        }
        case 'near': case 'us': case 'with': case 'lbl': case 'click': case 'enter': case 'pick': case 'ask': case 'go':
          literal(this.pick(PHRASES[slot]));
          break;
        default:
          throw new Error(`unknown slot {${slot}} in template "${template}"`);
      }
    }
    // An ordinal followed by words it forms a name with ("the first name field") is that name, never an ordinal: such examples come from {DC}.
    if (nth !== undefined) {
      const at = pieces.findIndex((p) => p.tag === 'D');
      const before = at > 0 ? pieces[at - 1]!.text.toLowerCase() : '';
      if (at > 0 && ORDINAL_COMPOUNDS.some((c) => c.toLowerCase().startsWith(`${before} `) && `${before} ${pieces[at]!.text.toLowerCase()}`.startsWith(c.toLowerCase()))) return undefined;
    }
    // A label that is an ordinal and a word for a listed thing ("first card") reads as one of the page's repeated items (decode.ts): not an example of a name.
    // (The item words before round 7; later ones are read as items below, by listedItem, which keeps the random stream of the shipped model.)
    if (description !== undefined && /^(?:the\s+)?(?:first|second|third|fourth|fifth|last|cheapest|\d+(?:st|nd|rd|th))\s+(?:(?:search\s+)?results?|items?|products?|listings?|hits?|entries|entry|cards?|tiles?|one)$/i.test(description)) return undefined;
    // Icons and images are mostly named by a common noun ("the gear icon", "the Apple logo").
    if ((type === 'icon' || type === 'image') && description !== undefined && this.chance(0.6)) {
      const d = pieces.find((p) => p.tag === 'D');
      if (d) d.text = description = this.chance(0.8) ? this.pick(ICON_NAMES) : this.casing(this.pick(ICON_NAMES));
    }
    // "Press Delete" is a key press, never a click on an element named like the key.
    if ((family === 'click' || family === 'check') && /^(press|hit|tap|push)\b/i.test(pieces[0]?.text ?? '') && description !== undefined && keyName(description) !== undefined) return undefined;
    if (family !== 'note' && this.chance(0.08)) pieces.unshift(...this.pick(STEP_PREFIXES).split(' ').map((text) => ({ text })));
    if (family !== 'note' && this.chance(0.35) && !/[.?!]$/.test(pieces[pieces.length - 1]!.text)) pieces.push({ text: '.' });

    // Assemble the text, tracking each piece's character span.
    let text = '';
    const spans: Array<{ start: number; end: number; tag?: 'D' | 'A' | 'V' | 'L' }> = [];
    for (const p of pieces) {
      if (p.text === '') continue;
      if (text !== '' && !/^[,.:;?!)]$/.test(p.text)) text += ' ';
      spans.push({ start: text.length, end: text.length + p.text.length, tag: p.tag });
      text += p.text;
    }
    // Sentence-level casing: all lower, or all upper, sometimes.
    const caseRoll = this.r();
    if (caseRoll < 0.07) text = text.toLowerCase();
    else if (caseRoll < 0.09) text = text.toUpperCase();
    const spanTexts = (tag: 'D' | 'A' | 'V'): string[] => spans.filter((x) => x.tag === tag || (tag === 'V' && x.tag === 'L')).map((s) => text.slice(s.start, s.end).replace(/^["“](.*)["”]$/, '$1'));
    const spanText = (tag: 'D' | 'A' | 'V'): string | undefined => spanTexts(tag)[0];
    if (description !== undefined) description = spanText('D');
    if (anchor !== undefined) anchor = spanText('A');
    if (value !== undefined) value = spanText('V');

    // Build the program from the slots.
    let prog: AnyProgram;
    const elementOf = (d: string | undefined): Query | undefined => {
      const q: Query = query({ description: d !== undefined ? str(d) : undefined, type, location, nth });
      if (relation) {
        if (anchor === undefined) return undefined;
        q[relation] = query({ description: str(anchor) });
      }
      return q;
    };
    const countOf = (t: string): number => {
      const m = /\b(once|twice|three times|four times|two times|2 times|3 times)\b/i.exec(t);
      return m ? ({ once: 1, twice: 2, 'three times': 3, 'four times': 4, 'two times': 2, '2 times': 2, '3 times': 3 } as Record<string, number>)[m[1]!.toLowerCase()]! : 1;
    };
    const val = (v: string): Value => (literalValue ? literalOf(v) : str(v));
    if (family === 'note') prog = program({ kind: 'action', name: 'note', text: text });
    else if (family === 'press') {
      const key = keyName(value!);
      if (!key) return undefined;
      count = countOf(text);
      prog = program({ kind: 'action', name: 'press', key, count });
    } else if (family === 'back' || family === 'forward' || family === 'close_tab') prog = program({ kind: 'action', name: family });
    else if (family === 'wait') {
      const m = /(\d+(?:\.\d+)?) (second|minute)/.exec(text);
      prog = program(m ? { kind: 'action', name: 'wait', seconds: Number(m[1]) * (m[2] === 'minute' ? 60 : 1) } : /a minute/i.test(text) ? { kind: 'action', name: 'wait', seconds: 60 } : { kind: 'action', name: 'wait' });
    } else if (family === 'scroll') {
      const q = description !== undefined ? elementOf(description) : undefined;
      const t = text.toLowerCase();
      prog = program(q ? { kind: 'action', name: 'scroll_to', element: q } : { kind: 'action', name: 'scroll', direction: /top/.test(t) ? 'top' : /bottom/.test(t) ? 'bottom' : /\bup\b/.test(t) ? 'up' : 'down' });
    } else if (family === 'switch_tab') {
      const m = /\b(first|second|third|fourth|2nd)\b|tab (\d+)/i.exec(text);
      if (m) prog = program({ kind: 'action', name: 'switch_tab', index: m[1] ? ({ first: 1, second: 2, third: 3, fourth: 4, '2nd': 2 } as Record<string, number>)[m[1].toLowerCase()]! : Number(m[2]) });
      else if (description !== undefined) prog = program({ kind: 'action', name: 'switch_tab', description });
      else return undefined; // "the new tab": not a position the decoder reads
    } else if (family === 'search') {
      prog = sequence([
        program({ kind: 'action', name: 'enter', element: query({ description: str('search'), type: 'input' }), text: literalOf(value!) }),
        program({ kind: 'action', name: 'press', key: 'Enter', count: 1 }),
      ]);
    } else if (family === 'select' || family === 'set_range') {
      const q = elementOf(description);
      if (!q || Object.keys(q).length < 2) return undefined;
      prog = program(family === 'select' ? { kind: 'action', name: 'select', element: q, option: choiceValue(value!, description) } : { kind: 'action', name: 'set_range', element: q, value: choiceValue(value!, description) });
    } else if (family === 'check' || family === 'uncheck') {
      const ds = spanTexts('D');
      // A list under its heading ("Tick X and Y under Z"): each box in the container.
      if (ds.length > 1) prog = sequence(ds.map((d) => program({ kind: 'action', name: family, element: { ...query({ description: str(d), type, location }), ...(relation && anchor !== undefined ? { [relation]: query({ description: str(anchor) }) } : {}) } })));
      else {
        const q = elementOf(description);
        if (!q) return undefined;
        prog = program({ kind: 'action', name: family, element: q });
      }
    } else if (family === 'enter' && spanTexts('V').length > 1) {
      // As the decoder pairs them (fieldsForValues): as many fields as values in order, else each value with the field named after it.
      const at = (tag: 'D' | 'V'): Array<{ from: number; to: number; text: string; quoted: boolean }> =>
        spans
          .filter((x) => x.tag === tag || (tag === 'V' && x.tag === 'L'))
          .map((x) => ({ from: x.start, to: x.end, text: text.slice(x.start, x.end).replace(/^["“](.*)["”]$/, '$1'), quoted: /^["“]/.test(text.slice(x.start, x.end)) || x.tag === 'L' }));
      const vsAt = at('V'), fields = fieldsForValues(at('D'), vsAt);
      prog = sequence(vsAt.map((v, i) => program({ kind: 'action', name: 'enter', element: query({ description: fields[i] !== undefined ? str(fields[i]!) : undefined, type: 'input' }), text: v.quoted || /^[-+]?\d[\d.,:%]*$/.test(v.text) ? literalOf(v.text) : str(v.text) })));
    } else if (family === 'goto') prog = program({ kind: 'action', name: 'goto', url: value! });
    else if (family === 'ask') prog = program({ kind: 'action', name: 'ask', key: value!, variable: variableNameFor(value!) });
    else if (family === 'say') prog = program({ kind: 'action', name: 'say', text: value! });
    else {
      const q: Query = query({
        description: family === 'pick' ? variable(variableNameFor(value!)) : description !== undefined ? str(description) : undefined,
        type,
        location,
        nth,
      });
      if (relation) {
        if (anchor === undefined) return undefined;
        q[relation] = query({ description: str(anchor) });
      }
      if (family === 'enter') prog = program({ kind: 'action', name: 'enter', element: q, text: val(value!) });
      else prog = program({ kind: 'action', name: family === 'read' ? 'read' : 'click', element: q });
    }
    try {
      typecheck(prog);
    } catch {
      return undefined;
    }

    const tokens = tokenize(text, this.entities);
    if (tokens.length === 0 || tokens.length > 64) return undefined;
    const tags: Tag[] = [];
    let prev: string | undefined;
    let prevSpan = -1;
    for (const t of tokens) {
      const si = spans.findIndex((s) => t.start >= s.start && t.start < s.end);
      const tag = si >= 0 ? spans[si]!.tag : undefined;
      if (!tag) {
        tags.push('O');
        prev = undefined;
      } else {
        tags.push(prev === tag && prevSpan === si ? (`I-${tag}` as Tag) : (`B-${tag}` as Tag));
        prev = tag;
        prevSpan = si;
      }
    }
    // One of the listed things by position ("Hit first video", "the second post"): the decoder's reading, on the program only.
    if (prog.kind === 'program') prog = listedItem(prog, nth);
    // A verb that names its own button ("Confirm the reservation"): the decoder's rule, on the program only (the labels stay as tagged).
    if (family === 'click' && prog.kind === 'program' && prog.action.name === 'click' && verbNamesButton(tokens, { tags, action: 'click', type: type ?? 'none', location: location ?? 'none', relation: relation ?? 'none' })) {
      prog = program({ ...prog.action, element: { ...prog.action.element, type: 'button' } });
    }
    const actionName = family;
    return {
      text,
      program: prog,
      thingtalk: toNNSyntax(prog),
      words: tokens.map((t) => t.word),
      shapes: tokens.map((t) => shapeOf(t, text)),
      suffixes: tokens.map((t) => suffixBucket(t.word)),
      tags,
      action: ACTIONS.indexOf(actionName as (typeof ACTIONS)[number]),
      rel: REL_LABELS.indexOf((relation ?? 'none') as (typeof REL_LABELS)[number]),
      type: TYPE_LABELS.indexOf((type ?? 'none') as (typeof TYPE_LABELS)[number]),
      loc: LOC_LABELS.indexOf((location ?? 'none') as (typeof LOC_LABELS)[number]),
      template,
    };
  }
}

// ---- CLI ------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const opt = (name: string, def: string): string => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1]! : def;
  };
  const n = Number(opt('n', '10000'));
  const seed = Number(opt('seed', '1'));
  const out = opt('out', join(HERE, 'cache', 'train.jsonl'));
  const entities = !args.includes('--no-entities');
  // --eval-format: rows {id, instruction, thingtalk}, the format training/eval-parser.ts reads.
  const evalFormat = args.includes('--eval-format');
  const synth = new Synthesizer(seed, entities);
  const ws = createWriteStream(out);
  for (let i = 0; i < n; i++) {
    const e = synth.next();
    const line = evalFormat
      ? JSON.stringify({ id: `syn${i}`, instruction: e.text, thingtalk: e.thingtalk }) + '\n'
      : JSON.stringify({ text: e.text, thingtalk: e.thingtalk, words: e.words, shapes: e.shapes, suffixes: e.suffixes, tags: e.tags, action: e.action, rel: e.rel, type: e.type, loc: e.loc }) + '\n';
    if (!ws.write(line)) await new Promise<void>((r) => ws.once('drain', () => r()));
  }
  await new Promise<void>((r) => ws.end(r));
  console.error(`wrote ${n} examples to ${out} (seed ${seed}, entities ${entities ? 'on' : 'off'})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
