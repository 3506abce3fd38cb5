/**
 * Round 27 (issue 11): a search form's words beside its menus, and a details list split onto the
 * page's own form. The phrase searched for ("for" after "search", "about", "near" a box so
 * labelled) typed in the filter form's own search box, the form chosen by its labels and button
 * over the header's search (src/parser/search-words.ts, listing-filters.ts); a name said "from" is
 * the sender, "the text" the form's free-text area, a box labelled "Don't …" ticked for the same
 * "don't", a lead-in verb never a name's first word (src/parser/value-fields.ts, details.ts). Unit
 * tests on the readings, and end to end on our deli site (test/sites/r27-forms/pantry) through
 * Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchBox, searchPhrase } from '../src/parser/search-words.js';
import { filterStep, mayFilter } from '../src/parser/listing-filters.js';
import { ownNegation, quoteExpiry } from '../src/parser/value-fields.js';
import { readTaskOnPage } from '../src/parser/task-reading.js';
import { detailsIn } from '../src/parser/details.js';
import { printSurface } from '../src/thingtalk/index.js';
import type { SeenControl } from '../src/parser/context.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('the phrase a clause searches for', () => {
  it('after "for" of "search", "about", "near"; quoted or to the next part of the clause', () => {
    expect(searchPhrase('Search the archive for marathon in the Sport section, newest first')).toMatchObject({ prep: 'for', phrase: 'marathon' });
    expect(searchPhrase('Find articles about the council budget, oldest first')).toMatchObject({ prep: 'about', phrase: 'council budget' });
    expect(searchPhrase('Find e-scooters near Central Station')).toMatchObject({ prep: 'near', phrase: 'Central Station' });
    expect(searchPhrase('Search the archive for "harbour bridge"')).toMatchObject({ phrase: 'harbour bridge', quoted: true });
  });

  it('no phrase: "for" after another verb, a number in it, none said', () => {
    expect(searchPhrase('Look for vehicles near Riverside and sort them by most battery')).toMatchObject({ prep: 'near', phrase: 'Riverside' });
    expect(searchPhrase('Find tents for 4 people')).toBeUndefined();
    expect(searchPhrase('Show French red wines, cheapest first')).toBeUndefined();
  });

  it('the box: the one the preposition labels, else the form\'s one search box', () => {
    const near: SeenControl[] = [{ label: 'Near', kind: 'text', form: 0, submit: 'Find' }, { label: 'Vehicle code', kind: 'text', form: 0, submit: 'Find' }];
    expect(searchBox(near, searchPhrase('Find bikes near Old Town')!)?.label).toBe('Near');
    const words: SeenControl[] = [{ label: 'Search words', kind: 'text', form: 1 }, { label: 'Section', kind: 'select', options: ['All', 'Sport'], form: 1 }];
    expect(searchBox(words, searchPhrase('Search the archive for rowing')!)?.label).toBe('Search words');
    // (A box of another kind — a name, a code — takes no searched words, and "near" only a box so labelled.)
    expect(searchBox([{ label: 'Your name', kind: 'text', form: 0 }], searchPhrase('Search the list for rowing')!)).toBeUndefined();
    expect(searchBox(words, searchPhrase('Find clubs near Leeds')!)).toBeUndefined();
  });

  it('the form of the page\'s own words over the header\'s search, its box filled beside its menus', () => {
    const controls: SeenControl[] = [
      { label: 'Search the site', kind: 'text', form: 0, submit: 'Search' },
      { label: 'Keywords', kind: 'text', form: 1, submit: 'Find recipes' },
      { label: 'Category', kind: 'select', options: ['All categories', 'Starters', 'Mains'], value: 'All categories', form: 1, submit: 'Find recipes' },
    ];
    const text = 'Search the recipes for "lemon tart"';
    expect(mayFilter(text)).toBe(true);
    const move = filterStep(text, { url: 'http://x/recipes', controls, links: [] }, new Set());
    expect(move?.kind).toBe('form');
    const said = move?.kind === 'form' ? move.programs.map((p) => printSurface(p)).join('\n') : '';
    expect(said).toContain('"Keywords"');
    expect(said).toContain('lemon tart');
    expect(said).toContain('Find recipes');
    expect(said).not.toContain('Search the site');
    // (Its words set apart by a menu are not typed again.)
    const menu = filterStep('Search the recipes for starters, newest first', { url: 'http://x/recipes', controls, links: [] }, new Set());
    expect(menu?.kind === 'form' ? menu.programs.map((p) => printSurface(p)).join('\n') : '').not.toContain('Keywords');
  });
});

describe('a details list on the page\'s own form', () => {
  const f = { form: 1, submit: 'Send message', posts: true };
  const contact: SeenControl[] = [
    { label: 'Search the site', kind: 'text', form: 0, submit: 'Search' },
    { label: 'Your name', kind: 'text', ...f },
    { label: 'Email', kind: 'text', input: 'email', ...f },
    { label: 'Subject', kind: 'text', ...f },
    { label: 'Message', kind: 'text', multiline: true, ...f },
    { label: "Don't add me to the mailing list", kind: 'checkbox', ...f },
  ];

  it('the name said "from" in the name box, "the text" in the message area, the "don\'t" box ticked', () => {
    const text = 'Send a note from Ada Holm (ada.holm@example.com) with the subject "Opening hours" and the text "Are you open on Sundays?", and don\'t add me to the mailing list';
    const programs = readTaskOnPage({ text, last: true }, { controls: contact, buttons: ['Search', 'Send message'] })!.map((p) => printSurface(p)).join('\n');
    expect(programs).toContain('@retrieve(description="Your name", type=input) => @enter(text=literal("Ada Holm")');
    expect(programs).toContain('@retrieve(description="Message", type=input) => @enter(text=literal("Are you open on Sundays?")');
    expect(programs).toContain(`@retrieve(description="Don't add me to the mailing list") => @check(`);
  });

  it('a "don\'t" box is cleared when the sentence says untick, or another "don\'t"', () => {
    expect(ownNegation("and don't publish the town", "Don't publish my town")).toBe(true);
    expect(ownNegation('untick the box', "Don't publish my town")).toBe(false);
    expect(ownNegation("don't email me", "Don't publish my town")).toBe(false);
    expect(ownNegation("don't publish it", 'Publish my town')).toBe(false);
  });

  it('a card\'s number and expiry by their shapes, into the card form\'s own boxes', () => {
    const g = { form: 2, submit: 'Add card', posts: true };
    const card: SeenControl[] = [
      { label: 'Search help', kind: 'text', form: 0, submit: 'Search' },
      { label: 'Name on card', kind: 'text', ...g },
      { label: 'Card number', kind: 'text', ...g },
      { label: 'Expiry (MM/YY)', kind: 'text', ...g },
      { label: 'Billing postcode', kind: 'text', ...g },
    ];
    expect(quoteExpiry('expiry 09/28, and "a 1/2 quote"', card)).toBe('expiry "09/28", and "a 1/2 quote"');
    expect(quoteExpiry('expiry 09/28', card.slice(0, 2))).toBe('expiry 09/28');
    const text = 'Add a card: name on card "Alex Rivera", number 4000 0566 5566 5556, expiry 09/28, billing postcode M4 1HN';
    const programs = readTaskOnPage({ text, last: true }, { controls: card, buttons: ['Search', 'Add card'] })!.map((p) => printSurface(p)).join('\n');
    expect(programs).toContain('@retrieve(description="Name on card", type=input) => @enter(text=literal("Alex Rivera")');
    expect(programs).toContain('@retrieve(description="Card number", type=input) => @enter(text=literal("4000 0566 5566 5556")');
    expect(programs).toContain('@retrieve(description="Expiry (MM/YY)", type=input) => @enter(text=literal("09/28")');
    expect(programs).not.toContain('Search help');
  });

  it('a lead-in verb is not the name\'s first word', () => {
    expect(detailsIn('Add Jordan Rivera, 07700 900888, as your emergency contact').find((d) => d.kind === 'name')?.value).toBe('Jordan Rivera');
    expect(detailsIn('Update Mia Long, mia@example.com').find((d) => d.kind === 'name')?.value).toBe('Mia Long');
  });
});

describe.runIf(hasChromium)('round 27 forms end to end (real Chromium, our deli site)', () => {
  it('types the words searched in the page\'s own form, and sends a details list to the right fields', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; actions: string[]; wrong?: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r27-forms'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, actions: r.actions, ...(r.wrong ? { wrong: r.wrong } : {}) }) });
    expect(summary.tasks).toBe(5);
    const quoted = results.get('recipes-quoted')!;
    expect(quoted.ok).toBe(true);
    expect(quoted.actions).toContain('fill "Keywords" = lemon tart');
    expect(quoted.actions.join('\n')).not.toContain('Search the site');
    expect(results.get('recipes-words-menus')).toMatchObject({ ok: true });
    const near = results.get('stores-near')!;
    expect(near.ok).toBe(true);
    expect(near.actions).toContain('fill "Near" = Old Market');
    expect(results.get('message-from')).toMatchObject({ ok: true });
    expect(results.get('kin-lead-verb')).toMatchObject({ ok: true });
    expect(summary.wrongSends).toBe(0);
  }, 300_000);
});
