/**
 * Lexical text processing for grounding: tokens (camelCase and snake_case split, lower case),
 * light stems, stop words, character trigrams. Plain TypeScript, no Node APIs.
 */

const STOP = new Set([
  'a', 'an', 'the', 'to', 'of', 'in', 'on', 'at', 'for', 'and', 'or', 'with', 'your', 'you', 'my', 'our', 'its', 'it',
  'this', 'that', 'is', 'are', 'be', 'by', 'from', 'as', 'into', 'please', 'here', 'then',
]);

/** Words that describe the element rather than name it ("the Save button"). */
export const UI_NOUNS = new Set([
  'button', 'buttons', 'link', 'links', 'icon', 'icons', 'tab', 'tabs', 'field', 'fields', 'box', 'textbox', 'text', 'checkbox',
  'dropdown', 'drop', 'down', 'menu', 'option', 'options', 'page', 'section', 'screen', 'corner', 'top', 'bottom', 'left',
  'right', 'upper', 'lower', 'side', 'area', 'window', 'bar', 'list', 'item', 'form',
]);

/** Split into lower-case word tokens; camelCase, snake_case and digits split. */
export function words(s: string): string[] {
  if (!s) return [];
  let t = s.length > 2000 ? s.slice(0, 2000) : s;
  if (HAS_UPPER.test(t)) t = t.replace(/([a-z])([A-Z])/g, '$1 $2');
  if (HAS_DIGIT.test(t)) t = t.replace(/([A-Za-z])([0-9])|([0-9])([A-Za-z])/g, '$1$3 $2$4');
  t = t.toLowerCase();
  // "15%" is a percentage, not the 15 of "$15.00": the sign reads as its word.
  if (t.includes('%')) t = t.replace(/%/g, ' percent ');
  // "+ Watchlist", "+ Favourites": a control that adds to what it names (not the link "Watchlist").
  if (t.charCodeAt(0) === 43 && /^\+\s*[a-z]/.test(t)) t = `add ${t.slice(1)}`;
  if (NON_ASCII.test(t)) {
    t = t.replace(UI_SYMBOLS, (ch) => ` ${SYMBOL_WORDS[ch] ?? ''} `).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  }
  // "$1,000" is one number, as "1000" is.
  if (HAS_DIGIT.test(t) && t.includes(',')) t = t.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  const out = t.split(/[^a-z0-9]+/);
  const tokens = out[0] === '' || out[out.length - 1] === '' ? out.filter((w) => w.length > 0) : out;
  return NUMBER_WORD.test(t) ? numbersAsDigits(tokens) : tokens;
}

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };
const NUMBER_WORD = new RegExp(`\\b(?:${[...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES)].join('|')})\\b`);

/**
 * Numbers written in words read as digits, on both sides of a comparison: "under a thousand
 * dollars" is "Under $1,000", "two adults" "2 adults". "a" counts as one only before "hundred" or
 * "thousand".
 */
function numbersAsDigits(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    let total = 0, current = 0, seen = false;
    for (; j < tokens.length; j++) {
      const w = tokens[j]!;
      if (w === 'a' && !seen && SCALES[tokens[j + 1] ?? ''] !== undefined) current = 1;
      else if (UNITS[w] !== undefined) (current += UNITS[w]!), (seen = true);
      else if (TENS[w] !== undefined) (current += TENS[w]!), (seen = true);
      else if (SCALES[w] !== undefined && (seen || current > 0)) {
        if (SCALES[w] === 100) current = (current || 1) * 100;
        else (total += (current || 1) * 1000), (current = 0);
        seen = true;
      } else if (w === 'and' && seen && UNITS[tokens[j + 1] ?? ''] !== undefined) continue;
      else break;
    }
    if (seen && j > i) {
      out.push(String(total + current));
      i = j;
    } else out.push(tokens[i++]!);
  }
  return out;
}

const HAS_UPPER = /[A-Z]/;
const HAS_DIGIT = /[0-9]/;
const NON_ASCII = /[^\x00-\x7f]/;
/** Buttons drawn with a symbol read as its word: "×" is a close button, "☰" a menu. */
const SYMBOL_WORDS: Record<string, string> = {
  '\u00d7': 'x close',
  '\u2715': 'x close',
  '\u2716': 'x close',
  '\u2717': 'x close',
  '\u2573': 'x close',
  '\u2630': 'menu',
  '\u2699': 'settings',
  '\u{1F50D}': 'search',
  '\u{1F50E}': 'search',
  '\u{1F6D2}': 'cart',
  '\u{1F464}': 'account',
  '\u{1F514}': 'notifications',
  '\u2709': 'email',
  '\u{1F3E0}': 'home',
  '\u{1F44D}': 'thumbs up like',
  '\u{1F44E}': 'thumbs down dislike',
  '\u2605': 'star',
  '\u2606': 'star',
  '\u2665': 'heart',
  '\u2764': 'heart',
  '\u270e': 'edit',
  '\u270f': 'edit',
  '\u{1F5D1}': 'delete',
  '\u2b07': 'download',
  '\u2b06': 'upload',
  '\u2139': 'info',
  '\u2753': 'help',
};
const UI_SYMBOLS = new RegExp(`[${Object.keys(SYMBOL_WORDS).join('')}]`, 'gu');

/** A light English stemmer (plural, -ing, -ed, -ly …): enough to match "passwords"/"password". */
export function stem(w: string): string {
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) return w.slice(0, -3);
  if (w.endsWith('ed') && w.length > 4) return w.slice(0, -2);
  return w;
}

export function isStopWord(w: string): boolean {
  return STOP.has(w);
}

/** Content tokens (stop words dropped unless nothing else is left), stemmed. */
export function contentStems(s: string): string[] {
  return stemsOfWords(words(s));
}

/** `contentStems` of an already split text. */
export function stemsOfWords(all: string[]): string[] {
  const kept = all.filter((w) => !STOP.has(w));
  return (kept.length ? kept : all).map(stem);
}

/** Normalised form for exact comparisons: lower case, letters and digits only, single spaces. */
export function normalize(s: string): string {
  return words(s).join(' ');
}

/** Character trigrams of the normalised string without spaces ("sign in" ≈ "signin" ≈ "sign-in"). */
export function trigrams(s: string): Map<string, number> {
  const t = ` ${normalize(s).replace(/ /g, '')} `;
  const out = new Map<string, number>();
  for (let i = 0; i + 3 <= t.length; i++) {
    const g = t.slice(i, i + 3);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

/** Cosine similarity of two trigram bags. */
export function trigramCosine(a: Map<string, number>, b: Map<string, number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [g, c] of a) {
    na += c * c;
    const d = b.get(g);
    if (d) dot += c * d;
  }
  for (const c of b.values()) nb += c * c;
  return dot / Math.sqrt(na * nb);
}

/**
 * Generic UI synonyms (icons and their meanings, common action words), hand-written: words in one
 * group name the same thing on web pages ("gear" icon = "settings").
 */
const SYNONYM_GROUPS: string[][] = [
  ['setting', 'settings', 'gear', 'cog', 'preference', 'preferences', 'option', 'options', 'config', 'configuration'],
  ['cart', 'basket', 'bag', 'trolley'],
  ['delete', 'remove', 'trash', 'bin', 'discard', 'erase'],
  ['search', 'find', 'magnifier', 'magnifying', 'lookup'],
  ['menu', 'hamburger', 'navigation', 'nav'],
  ['profile', 'account', 'avatar', 'user', 'person', 'me'],
  ['close', 'dismiss', 'x', 'exit', 'cancel'],
  ['login', 'signin', 'logon', 'log', 'sign'],
  ['signup', 'register', 'registration', 'join', 'enroll', 'enrol'],
  ['help', 'support', 'faq', 'question', 'assistance'],
  ['home', 'house', 'start', 'homepage'],
  ['edit', 'pencil', 'modify', 'change', 'update'],
  ['more', 'ellipsis', 'dots', 'kebab', 'overflow'],
  ['mail', 'email', 'envelope', 'inbox', 'message', 'messages'],
  ['notification', 'notifications', 'bell', 'alert', 'alerts'],
  ['next', 'continue', 'proceed', 'forward'],
  ['back', 'previous', 'prev', 'return'],
  ['submit', 'send', 'confirm', 'ok', 'okay', 'done', 'apply', 'save'],
  ['download', 'export'],
  ['upload', 'import', 'attach', 'attachment', 'paperclip'],
  ['share', 'forward'],
  ['favorite', 'favourite', 'star', 'like', 'heart', 'wishlist'],
  ['phone', 'telephone', 'mobile', 'cell', 'call'],
  ['zip', 'postal', 'postcode'],
  ['password', 'passcode', 'passphrase', 'pwd', 'pin'],
  ['username', 'userid', 'login', 'handle'],
  ['address', 'street'],
  ['calendar', 'date'],
  ['location', 'map', 'pin', 'place'],
  ['info', 'information', 'about', 'details'],
  ['logout', 'signout', 'logoff'],
  ['refresh', 'reload'],
  ['add', 'plus', 'new', 'create'],
  ['expand', 'chevron', 'caret', 'arrow', 'dropdown'],
  ['buy', 'purchase', 'checkout', 'order'],
  ['quantity', 'qty'],
  ['book', 'reserve', 'booking', 'reservation'],
  ['terms', 'conditions'],
  // Names of form fields said otherwise than their labels (round 11): "forename" for "Given name",
  // "family name" for "Last name", "organisation" for "Company", "town" for "City".
  ['forename', 'firstname', 'first', 'given'],
  ['surname', 'lastname', 'last', 'family'],
  ['company', 'organisation', 'organization', 'employer', 'business'],
  ['comment', 'comments', 'note', 'notes', 'remark', 'remarks'],
  ['city', 'town'],
];

const SYNONYMS = new Map<string, Set<number>>();
SYNONYM_GROUPS.forEach((group, gi) => {
  for (const w of group) {
    const key = stem(w);
    const set = SYNONYMS.get(key) ?? new Set<number>();
    set.add(gi);
    SYNONYMS.set(key, set);
  }
});

/** Are two stems both words of the UI lexicon, in no group together ("first" and "last", "delete" and "close")? */
export function lexiconApart(a: string, b: string): boolean {
  const ga = SYNONYMS.get(a);
  const gb = SYNONYMS.get(b);
  if (!ga || !gb) return false;
  for (const g of ga) if (gb.has(g)) return false;
  return true;
}

/** Do two stems share a UI synonym group? */
export function areSynonyms(a: string, b: string): boolean {
  const ga = SYNONYMS.get(a);
  if (!ga) return false;
  const gb = SYNONYMS.get(b);
  if (!gb) return false;
  for (const g of ga) if (gb.has(g)) return true;
  return false;
}

/** Stems of the UI synonyms of a stem (itself included). */
export function synonymsOf(stemmed: string): string[] {
  const groups = SYNONYMS.get(stemmed);
  if (!groups) return [stemmed];
  const out = new Set<string>([stemmed]);
  for (const g of groups) for (const w of SYNONYM_GROUPS[g]!) out.add(stem(w));
  return [...out];
}
