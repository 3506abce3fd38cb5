/**
 * The ThingTalk AST for web-agent programs (RUSS §3.1, Table 1):
 *
 *     program  := [@retrieve(...) =>]* action
 *     sequence := program ; program [; program]*     (several actions from one instruction)
 *
 * An element-taking action carries its element query directly (`element`); a query may constrain
 * itself by the element another query finds (`below: Query`), which the syntaxes print as a chain
 * of retrieves (surface syntax) or a `join` (the RUSS NN syntax).
 *
 * Nodes are plain, immutable-by-convention JSON objects: they serialise as the `program` field of
 * `russ parse`, compare with `programsEqual`, and copy with `structuredClone`.
 */

export const ELEMENT_TYPES = ['button', 'link', 'input', 'checkbox', 'dropdown', 'image', 'icon', 'text'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

export const LOCATIONS = ['top', 'bottom', 'left', 'right', 'top_left', 'top_right', 'bottom_left', 'bottom_right'] as const;
export type Location = (typeof LOCATIONS)[number];

/**
 * Relations a query may hold to another query's element. `left_of`: the sought element lies left
 * of the anchor; `in`: the sought element lies inside the anchor (a menu, dialog, section or group).
 */
export const RELATIONS = ['above', 'below', 'left_of', 'right_of', 'in'] as const;
export type Relation = (typeof RELATIONS)[number];

/**
 * A value an action uses:
 * - `string` — words from the instruction that name a user-dictionary entry ("your email"); the
 *   runtime uses the entry whose key matches best (the paper's closest-key rule) or asks;
 * - `literal` — the value itself, used as written ("DELETE", "80", "Weekly"); never looked up;
 * - `variable` — a reference to a user-dictionary entry by name (`param:country`).
 */
export type Value = { kind: 'string'; value: string } | { kind: 'literal'; value: string } | { kind: 'variable'; name: string };

/**
 * Which of a page's repeated items (result cards, rows, tiles) a query means: a 1-based index in
 * reading order, or a position among them ("the last one", "the one in the middle", "the one on
 * the right", "the cheaper one"). Grounded by the page's own repetition structure.
 */
export const ITEM_POSITIONS = ['last', 'middle', 'left', 'right', 'cheapest', 'priciest'] as const;
export type ItemPosition = (typeof ITEM_POSITIONS)[number];
export type ItemSelector = number | ItemPosition;

export function isItemSelector(x: unknown): x is ItemSelector {
  return (typeof x === 'number' && Number.isInteger(x) && x >= 1) || (ITEM_POSITIONS as readonly unknown[]).includes(x);
}

/**
 * Which of the elements that match a query is meant: the n-th (1-based) in reading order, or the
 * last ("the second "Yes" radio button below "Is it grammatical?"", "the last checkbox under
 * Reasons"). Counted among the matches after description, type, location, relations and container
 * are applied — unlike `item`, which indexes the page's repeated items.
 */
export type Nth = number | 'last';

export function isNth(x: unknown): x is Nth {
  return (typeof x === 'number' && Number.isInteger(x) && x >= 1) || x === 'last';
}

export interface Query {
  kind: 'query';
  description?: Value;
  type?: ElementType;
  location?: Location;
  /** One of the page's repeated items (see ItemSelector). */
  item?: ItemSelector;
  /** The n-th (or last) of the elements that match the rest of the query (see Nth). */
  nth?: Nth;
  above?: Query;
  below?: Query;
  left_of?: Query;
  right_of?: Query;
  in?: Query;
}

/** The paper's six agent actions (Table 1), the form actions, and browser actions (keys, scrolling, history, tabs, notes). */
export const ACTION_NAMES = [
  'goto', 'ask', 'say', 'read', 'click', 'enter',
  'select', 'check', 'uncheck', 'choose', 'set_range',
  'press', 'scroll', 'scroll_to', 'wait', 'back', 'forward', 'switch_tab', 'close_tab', 'note',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** Actions that act on an element found by a query. */
export const ELEMENT_ACTIONS = ['read', 'click', 'enter', 'select', 'check', 'uncheck', 'choose', 'set_range', 'scroll_to'] as const;

export const SCROLL_DIRECTIONS = ['up', 'down', 'top', 'bottom'] as const;
export type ScrollDirection = (typeof SCROLL_DIRECTIONS)[number];
export type ElementActionName = (typeof ELEMENT_ACTIONS)[number];

export type Action =
  | { kind: 'action'; name: 'goto'; url: string }
  /** Ask the user for `key`; the answer is stored in the user dictionary under `variable`. */
  | { kind: 'action'; name: 'ask'; key: string; variable: string }
  | { kind: 'action'; name: 'say'; text: string }
  | { kind: 'action'; name: 'read'; element: Query }
  | { kind: 'action'; name: 'click'; element: Query }
  /** Enter the user-dictionary value whose key best matches `text` (the paper's closest-key rule). */
  | { kind: 'action'; name: 'enter'; element: Query; text: Value }
  /** Select the option of a dropdown whose label best matches `option`. */
  | { kind: 'action'; name: 'select'; element: Query; option: Value }
  | { kind: 'action'; name: 'check'; element: Query }
  | { kind: 'action'; name: 'uncheck'; element: Query }
  /** Choose a radio button. */
  | { kind: 'action'; name: 'choose'; element: Query }
  | { kind: 'action'; name: 'set_range'; element: Query; value: Value }
  /** Press a key (a Playwright key name: "Enter", "Tab", "Delete", "Escape", "ArrowDown", "Control+A") `count` times, on the focused element. */
  | { kind: 'action'; name: 'press'; key: string; count: number }
  /** Scroll the page: a screen up or down, or to its top or bottom. */
  | { kind: 'action'; name: 'scroll'; direction: ScrollDirection }
  /** Scroll until an element is in view. */
  | { kind: 'action'; name: 'scroll_to'; element: Query }
  /** Wait `seconds`, or (none given) until the page has settled. */
  | { kind: 'action'; name: 'wait'; seconds?: number }
  | { kind: 'action'; name: 'back' }
  | { kind: 'action'; name: 'forward' }
  /** Switch to a tab by its 1-based position, or by words of its title or address. */
  | { kind: 'action'; name: 'switch_tab'; index?: number; description?: string }
  | { kind: 'action'; name: 'close_tab' }
  /** A sentence that is not an instruction ("Your changes are saved automatically."): nothing to do; hosts may say it. */
  | { kind: 'action'; name: 'note'; text: string };

export type ElementAction = Extract<Action, { element: Query }>;

export interface Program {
  kind: 'program';
  action: Action;
}

/** Several programs from one instruction ("Enter your email, then click Next"), run in order. */
export interface Sequence {
  kind: 'sequence';
  programs: Program[];
}

/** What the parser and the readers produce: one program, or a sequence of them. */
export type AnyProgram = Program | Sequence;

// ---------------------------------------------------------------------------------------------
// Constructors: the one way code builds nodes.

export const str = (value: string): Value => ({ kind: 'string', value });
export const literal = (value: string): Value => ({ kind: 'literal', value });
export const variable = (name: string): Value => ({ kind: 'variable', name });

export function query(params: Omit<Query, 'kind'>): Query {
  const q: Query = { kind: 'query' };
  if (params.description !== undefined) q.description = params.description;
  if (params.type !== undefined) q.type = params.type;
  if (params.location !== undefined) q.location = params.location;
  if (params.item !== undefined) q.item = params.item;
  if (params.nth !== undefined) q.nth = params.nth;
  for (const r of RELATIONS) if (params[r] !== undefined) q[r] = params[r];
  return q;
}

export function program(action: Action): Program {
  return { kind: 'program', action };
}

/** One program stays a program; several make a sequence (a sequence of one is its program). */
export function sequence(programs: readonly Program[]): AnyProgram {
  if (programs.length === 0) throw new RangeError('A sequence needs at least one program');
  return programs.length === 1 ? programs[0]! : { kind: 'sequence', programs: [...programs] };
}

/** The programs to run, in order. */
export function programsOf(p: AnyProgram): Program[] {
  return p.kind === 'sequence' ? p.programs : [p];
}

/** The variable name the paper derives from an ask key: "Email Address" → `email_address`. */
export function variableNameFor(key: string): string {
  const name = key
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s_]/g, '')
    .trim()
    .replace(/[\s_]+/g, '_');
  return name === '' ? 'value' : /^[0-9]/.test(name) ? `v_${name}` : name;
}

export function isElementAction(action: Action): action is ElementAction {
  return (ELEMENT_ACTIONS as readonly string[]).includes(action.name);
}

/** The relations a query holds, in a fixed order. */
export function relationsOf(q: Query): Array<[Relation, Query]> {
  const out: Array<[Relation, Query]> = [];
  for (const r of RELATIONS) {
    const anchor = q[r];
    if (anchor) out.push([r, anchor]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Comparison, as the RUSS evaluation compares programs: as structures, strings normalised.

/** Lower case, collapsed white space, trimmed; spaces around punctuation removed as the NN tokenisation adds them. */
export function normalizeText(s: string): string {
  return s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*([,.;:!?'’/()-])\s*/g, '$1')
    .trim();
}

function valueKey(v: Value | undefined): string | undefined {
  if (!v) return undefined;
  return v.kind === 'string' ? `s:${normalizeText(v.value)}` : v.kind === 'literal' ? `l:${normalizeText(v.value)}` : `v:${v.name}`;
}

/** A canonical, order-independent key for a query; two queries are equal iff their keys are. */
export function queryKey(q: Query): string {
  const parts: string[] = [];
  if (q.description) parts.push(`d=${valueKey(q.description)}`);
  if (q.type) parts.push(`t=${q.type}`);
  if (q.location) parts.push(`l=${q.location}`);
  if (q.item !== undefined) parts.push(`i=${q.item}`);
  if (q.nth !== undefined) parts.push(`n=${q.nth}`);
  for (const [r, anchor] of relationsOf(q)) parts.push(`${r}=(${queryKey(anchor)})`);
  return parts.join(',');
}

/** A canonical key for a program or sequence; the ask variable is derived from its key and is not compared. */
export function programKey(p: AnyProgram): string {
  if (p.kind === 'sequence') return p.programs.map(programKey).join(' ; ');
  const a = p.action;
  switch (a.name) {
    case 'goto':
      return `goto ${normalizeText(a.url)}`;
    case 'ask':
      return `ask ${normalizeText(a.key)}`;
    case 'say':
      return `say ${normalizeText(a.text)}`;
    case 'enter':
      return `enter ${valueKey(a.text)} [${queryKey(a.element)}]`;
    case 'select':
      return `select ${valueKey(a.option)} [${queryKey(a.element)}]`;
    case 'set_range':
      return `set_range ${valueKey(a.value)} [${queryKey(a.element)}]`;
    case 'press':
      return `press ${a.key.toLowerCase()} x${a.count}`;
    case 'scroll':
      return `scroll ${a.direction}`;
    case 'wait':
      return `wait ${a.seconds ?? ''}`;
    case 'back':
    case 'forward':
    case 'close_tab':
      return a.name;
    case 'switch_tab':
      return `switch_tab ${a.index ?? ''} ${normalizeText(a.description ?? '')}`;
    case 'note':
      return `note ${normalizeText(a.text)}`;
    default:
      return `${a.name} [${queryKey(a.element)}]`;
  }
}

export function programsEqual(a: AnyProgram, b: AnyProgram): boolean {
  return programKey(a) === programKey(b);
}
