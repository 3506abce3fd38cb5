/**
 * Round 16: a form the instruction filled and left unsent. The words decide whether it was meant
 * to be sent (src/parser/unsent-reading.ts: a verb of the instruction is the form's button's verb,
 * or a search form and a verb asking to see something; never when the words keep it unsent); the
 * page and the run's trace give the evidence (src/runtime/unsent.ts: the last action put a value
 * into a form that has one submit button). Also: a click on a link to the page already shown fails
 * honestly (src/runtime/self-link.ts), and a clause whose verb names one control of the page is that
 * control (src/parser/verb-control.ts). End to end on our own community-hall site
 * (test/sites/tasks/unsent) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFromHtml } from '../src/page/index.js';
import { saidValues, sendsForm } from '../src/parser/unsent-reading.js';
import { holdsAll, lastValueAction, unsentForm } from '../src/runtime/unsent.js';
import { selfLinkClick } from '../src/runtime/self-link.js';
import { verbNamedControl } from '../src/parser/verb-control.js';
import { program, query, str } from '../src/thingtalk/ast.js';
import { printSurface } from '../src/thingtalk/index.js';
import { selectorFor } from '../src/grounding/selector.js';
import type { StepEvent } from '../src/runtime/types.js';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_PATH, hasChromium, withServedSite } from './browser.js';
import { ROOT } from './helpers.js';

describe('whether the instruction asks for the form it filled to be sent', () => {
  it("a clause's head verb, or a verb after before/then, that is the button's verb (by root, particles kept)", () => {
    expect(sendsForm('Sign in with username kim and password "x", and tick Keep me signed in', 'Sign in')).toBe(true);
    expect(sendsForm('Reserve a court for Friday and add a note about the lights', 'Reserve court')).toBe(true);
    expect(sendsForm('Pick the blue mug and type 2 in quantity before ordering', 'Order now')).toBe(true);
    // Another verb, another particle, a verb only inside a quoted value: not asked.
    expect(sendsForm('Log in as kim', 'Sign in')).toBe(false);
    expect(sendsForm('Check out with the saved card', 'Check availability')).toBe(false);
    expect(sendsForm('Type "reserve" in the search box', 'Reserve court')).toBe(false);
    expect(sendsForm('Put Rowan as the display name', 'Save profile')).toBe(false);
  });

  it('a search form is sent for a verb that asks to see something; never when the words keep the form unsent', () => {
    expect(sendsForm('List only open tickets from 3 May', 'Apply', true)).toBe(true);
    expect(sendsForm('List only open tickets from 3 May', 'Apply', false)).toBe(false);
    expect(sendsForm('Choose Talks in the category menu', 'Apply', true)).toBe(false);
    expect(sendsForm("Pick Garden as the spot, but don't save it yet", 'Save spot')).toBe(false);
    expect(sendsForm('Start the booking for Ann but stop at the summary page', 'Book')).toBe(false);
    expect(sendsForm('Fill in the order without ordering', 'Order now')).toBe(false);
  });
});

describe('the values said, and whether the form holds them all (a half-filled form is not sent)', () => {
  it('quoted text, e-mail addresses, digit groups and names of two capitalised words (not a sentence\'s first word)', () => {
    expect(saidValues('Register Mina Okafor, mina@example.org, for the 09:30 slot with the title "Clay basics".')).toEqual({ quoted: ['Clay basics'], emails: ['mina@example.org'], digits: ['09', '30'], names: ['Mina Okafor'] });
    expect(saidValues('Sign in with member ID 55120 and PIN "q7-wren"\nTick Keep me signed in.').names).toEqual([]);
  });

  it('held in a value (case aside), digits among a value\'s digits, a quoted secret by its length', () => {
    const form = { holds: { texts: ['Mina Okafor', 'mina@example.org', '09:30', 'clay basics'], secrets: [7] }, submit: { name: 'Register', selector: 'x' }, search: false };
    expect(holdsAll(form, saidValues('Register Mina Okafor, mina@example.org, for the 09:30 slot with the title "Clay basics".'))).toBe(true);
    expect(holdsAll(form, saidValues('Register Mina Okafor for 09:30 with the password "q7-wren".'))).toBe(true);
    // A name, a title or a number the run did not place: not sent.
    expect(holdsAll(form, saidValues('Register Mina Okafor and Theo Brandt for 09:30.'))).toBe(false);
    expect(holdsAll(form, saidValues('Register Mina Okafor for 09:30 with the title "Glaze night".'))).toBe(false);
    expect(holdsAll(form, saidValues('Register Mina Okafor for 10:45.'))).toBe(false);
  });
});

describe('the evidence on the page: the last action put a value into a form with one submit button', () => {
  const html = `<form method="get" action="/find"><label for="q">Words</label> <input id="q" name="q" value="owls"><button>Find</button></form>
<form method="post" action="/save"><label for="a">Alias</label> <input id="a" name="a" value=""><button>Save</button><button>Discard</button></form>`;
  const page = pageFromHtml(html);
  const field = (id: string) => selectorFor(page.elements.find((e) => e.attributes.id === id)!, page);

  it('the form, its one button and whether it is a search', () => {
    const found = unsentForm(page, field('q'));
    expect(found?.submit.name).toBe('Find');
    expect(found?.search).toBe(true);
    // An empty text field (the value did not stay) and a form with two buttons: nothing.
    expect(unsentForm(page, field('a'))).toBeUndefined();
  });

  it("only when the run's last action put a value in (a click after it sent or left the form), with the steps that filled it", () => {
    const ev = (index: number, action: string, selector: string): StepEvent => ({ index, status: 'ok', action, element: { selector } as StepEvent['element'], durationMs: 1 });
    expect(lastValueAction([ev(0, 'click', 'x'), ev(1, 'fill', 'a'), ev(2, 'choose', 'b')])).toEqual({ selector: 'b', steps: [1, 2] });
    expect(lastValueAction([ev(0, 'fill', 'a'), ev(0, 'click', 'c')])).toBeUndefined();
    expect(lastValueAction([])).toBeUndefined();
  });
});

describe('a click on a link to the page already shown, for words its name does not say, did nothing the clause asked', () => {
  const page = pageFromHtml('<nav><a href="/rooms">Rooms</a> <a href="/events#top">Events</a> <a href="/profile">Profile</a></nav><h1>Events</h1>', { url: 'http://hall.test/events' });
  const clicked = (name: string): StepEvent => {
    const e = page.elements.find((x) => x.tag === 'a' && x.name === name)!;
    return { index: 0, status: 'ok', action: 'click', element: { selector: selectorFor(e, page), name } as StepEvent['element'], durationMs: 1 };
  };

  it('the link and the page are the same address (the fragment aside), and the description says more than the name', () => {
    expect(selfLinkClick(page, clicked('Events'), 'pottery events this weekend')).toBe('Events');
    // Words that name a page or a control are not more: "the events page" is the link.
    expect(selfLinkClick(page, clicked('Events'), 'the events page')).toBeUndefined();
    expect(selfLinkClick(page, clicked('Events'), 'Events')).toBeUndefined();
    // A link to another page moved somewhere: not this check's.
    expect(selfLinkClick(page, clicked('Rooms'), 'rooms with a piano')).toBeUndefined();
  });
});

describe("a clause whose own verb names one control of the page (the parser's click kept only the noun)", () => {
  const click = (d: string) => program({ kind: 'action', name: 'click', element: query({ description: str(d) }) });
  const page = { controls: [], links: ['Flats', 'Permits', 'Renew permit', 'Help'], buttons: ['Pay now', 'Cancel', 'Archive note', 'Archive note'] };
  const read = (text: string, d?: string) => verbNamedControl({ text, last: true, ...(d ? { programs: [click(d)] } : {}) }, page)?.map((p) => printSurface(p));

  it('the one link or button that begins with the verb and says a word of its object', () => {
    expect(read('Renew the parking permit for this flat.', 'this flat')).toEqual(['@retrieve(description="Renew permit") => @click(element=id)']);
  });

  it('not for a verb any control may take, a control per row, no shared object word, values, or a reading that keeps the verb', () => {
    expect(read('Open the permits page.', 'permits page')).toBeUndefined();
    expect(read('Archive the note.', 'note')).toBeUndefined();
    expect(read('Renew the lease.', 'lease')).toBeUndefined();
    expect(read('Renew the permit for 2 years.', 'permit')).toBeUndefined();
    expect(read('Renew the parking permit.', 'Renew permit')).toBeUndefined();
    expect(read('Cancel the order.', 'order')).toBeUndefined();
  });
});

describe.runIf(hasChromium)('unsent forms end to end through Russ.run (real Chromium, our community-hall site)', () => {
  it('forms the words ask to send are sent; forms they keep unsent, or do not name, are left as they are', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const failed: string[] = [];
    const summary = await evalTasks(join(ROOT, 'test/sites/tasks/unsent'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => { if (!r.ok) failed.push(`${r.id}: ${r.error?.code ?? 'wrong state'} ${JSON.stringify(r.actions)}`); } });
    expect(failed).toEqual([]);
    expect(summary.tasks).toBe(8);
  }, 300_000);

  it('a clause grounded on the menu link to the page already shown fails honestly (E_LOW_CONFIDENCE), the site unchanged', async () => {
    const { createSite } = (await import(pathToFileURL(join(ROOT, 'test/sites/tasks/unsent/server.mjs')).href)) as { createSite: () => Parameters<typeof withServedSite>[0] & { state(): { page: { path: string } } } };
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const { Russ } = await import('../src/runtime/russ.js');
      await adapter.goto(`${origin}/profile`);
      const before = JSON.stringify(site.state());
      const russ = new Russ({ adapter, timeout: 15_000 });
      await expect(russ.run('Open the profile photo settings.')).rejects.toMatchObject({ code: 'E_LOW_CONFIDENCE' });
      expect(JSON.stringify(site.state())).toBe(before);
    });
  }, 120_000);
});
