/**
 * Round 12: a person's details placed by kind (src/parser/details.ts). Our own sentences and
 * pages (test/sites/tasks/details), never a bench set's: a run of details split into typed values,
 * the kind of a form field read from its label, input type, autocomplete token or placeholder, a
 * full name into first and last fields, a billing or delivery copy chosen by the words, one of
 * alike forms chosen by the values and the button said, "the same name and number as before";
 * then end to end through `Russ.run` and a conversation in real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { SeenControl } from '../src/parser/context.js';
import { detailsIn, fieldKindOf, placeDetails, readDetailsOnPage, readDetailsTurn, sameDetailsAsked } from '../src/parser/details.js';
import { formControls } from '../src/runtime/conversation.js';
import { pageFromHtml } from '../src/page/index.js';
import type { Program } from '../src/thingtalk/index.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

/** Each program as "verb field (copy) = value". */
const show = (p: Program[] | undefined): string[] | undefined =>
  p?.map((x) => {
    const a = x.action as { name: string; element?: { description?: { value?: string }; in?: { description?: { value?: string } } }; text?: { value?: string } };
    return `${a.name} ${a.element?.description?.value ?? ''}${a.element?.in ? ` (${a.element.in.description?.value})` : ''}${a.text ? ` = ${a.text.value}` : ''}`;
  });
const kinds = (text: string): string[] => detailsIn(text).map((d) => `${d.kind}${d.role ? `/${d.role}` : ''}=${d.value}`);

describe('a run of details split into typed values', () => {
  it('reads a name, a phone, an e-mail, a postcode, a street and its town by their shapes', () => {
    expect(kinds('put it under Nadia Kerrigan, mobile 07700 900555 and the email nadia.k@example.net')).toEqual(['name=Nadia Kerrigan', 'phone=07700 900555', 'email=nadia.k@example.net']);
    expect(kinds('my email is olu@mail.test and the postcode is SW4 7DE')).toEqual(['email=olu@mail.test', 'postcode=SW4 7DE']);
    expect(kinds('I live at 23 Ferry Lane, Hexham NE46 1AA')).toEqual(['street=23 Ferry Lane', 'city=Hexham', 'postcode=NE46 1AA']);
    expect(kinds('send it to 90 Pine St, Portland, OR 97205, call 503 555 0188')).toEqual(['street/delivery=90 Pine St', 'city/delivery=Portland', 'postcode/delivery=97205', 'phone/delivery=503 555 0188']);
  });

  it('says the role of each part: billing, delivery or both', () => {
    expect(kinds('Bill it to Rhea Stoll, 5 Abbey Road, Selby YO8 4AA; deliver to Kit Stoll, 2 Mill Court, Goole DN14 5XY')).toEqual([
      'name/billing=Rhea Stoll', 'street/billing=5 Abbey Road', 'city/billing=Selby', 'postcode/billing=YO8 4AA',
      'name/delivery=Kit Stoll', 'street/delivery=2 Mill Court', 'city/delivery=Goole', 'postcode/delivery=DN14 5XY',
    ]);
    expect(kinds('use 5 Abbey Road, Selby YO8 4AA for both billing and delivery').map((k) => k.split('=')[0])).toEqual(['street/both', 'city/both', 'postcode/both']);
  });

  it('keeps words that begin a sentence or name a field out of names; counts and dates are their own kinds', () => {
    expect(kinds('Book for 6 guests on 3 May 2027, name Joss Whelan')).toEqual(['count=6', 'date=May 3, 2027', 'name=Joss Whelan']);
    expect(kinds('Please Submit The Form')).toEqual([]);
  });

  it('reads "the same X and Y as before" and "my details from last time"', () => {
    expect([...sameDetailsAsked('book it with the same name and number as before')!.kinds]).toEqual(['name', 'first', 'last', 'phone']);
    expect(sameDetailsAsked('use my details from last time')!.generic).toBe(true);
    expect(sameDetailsAsked('the same size as before')).toBeUndefined();
  });
});

const PAGE = `<form><h2>Join</h2>
  <label>Given name <input name="a" autocomplete="given-name"></label>
  <label>Family name <input name="b"></label>
  <input name="c" placeholder="name@example.com">
  <label>Best number <input name="d" type="tel"></label>
  <label>Company name <input name="e"></label>
  <button>Join</button></form>`;

describe('a field’s kind, as the page says it', () => {
  it('from the autocomplete token, the label, the placeholder’s shape, the input type; a company’s name is no person’s', () => {
    const controls = formControls(pageFromHtml(PAGE));
    expect(controls.map((c) => fieldKindOf(c)?.kind)).toEqual(['first', 'last', 'email', 'phone', undefined]);
  });

  it('a full name into first and last; the values in the page’s order', () => {
    const controls = formControls(pageFromHtml(PAGE));
    const placed = placeDetails(detailsIn('Noor Haddad, noor@example.net, 020 7946 0011'), controls)!;
    expect(placed.unplaced).toEqual([]);
    expect(placed.placed.map((x) => `${x.control.label}=${x.value}`)).toEqual(['Given name=Noor', 'Family name=Haddad', 'name@example.com=noor@example.net', 'Best number=020 7946 0011']);
  });
});

const COPIES: SeenControl[] = [
  { label: 'Email', kind: 'text', input: 'email', form: 0, submit: 'Place order' },
  ...['Billing address', 'Delivery address'].flatMap((g): SeenControl[] => ['Full name', 'Address line 1', 'Town', 'Postcode'].map((label) => ({ label, kind: 'text', group: g, form: 0, submit: 'Place order' }))),
  { label: 'Your name', kind: 'text', form: 1, submit: 'Subscribe' },
  { label: 'Email', kind: 'text', form: 1, submit: 'Subscribe' },
];

describe('placing by kind on the page (Russ.run’s page reading)', () => {
  it('a delivery address goes to the delivery copy, named by its legend', () => {
    const p = readDetailsOnPage({ text: 'Deliver to Aled Price, 4 Quay Street, Conwy LL32 8BB, email aled@example.net, and place the order', last: true }, { controls: COPIES });
    expect(show(p)).toEqual(['enter Email = aled@example.net', 'enter Full name (Delivery address) = Aled Price', 'enter Address line 1 (Delivery address) = 4 Quay Street', 'enter Town (Delivery address) = Conwy', 'enter Postcode (Delivery address) = LL32 8BB', 'click Place order']);
  });

  it('among alike forms, the one the button said names: a name and an e-mail to subscribe', () => {
    const p = readDetailsOnPage({ text: 'Subscribe me: Aled Price, aled@example.net', last: true }, { controls: COPIES });
    expect(show(p)).toEqual(['enter Your name = Aled Price', 'enter Email = aled@example.net', 'click Subscribe']);
  });

  it('one value is no run; a value no field takes leaves the clause to the other readings', () => {
    expect(readDetailsOnPage({ text: 'enter aled@example.net as the email', last: true }, { controls: COPIES })).toBeUndefined();
    expect(readDetailsOnPage({ text: 'Subscribe Aled Price, 07700 900999', last: true }, { controls: COPIES.filter((c) => c.form === 1) })).toBeUndefined();
  });

  it('a conversation remembers the details an earlier turn gave', () => {
    const callback: SeenControl[] = [{ label: 'Your name', kind: 'text', form: 0, submit: 'Call me back' }, { label: 'Phone', kind: 'text', input: 'tel', form: 0, submit: 'Call me back' }];
    const earlier = ['Book it for Friday, name Aled Price, phone 07700 900999, email aled@example.net.', 'Go back.'];
    expect(show(readDetailsTurn('Now call me back with the same name and number as before.', callback, earlier))).toEqual(['enter Your name = Aled Price', 'enter Phone = 07700 900999', 'click Call me back']);
    // Nothing remembered: nothing to reuse.
    expect(readDetailsTurn('Now call me back with the same name and number as before.', callback, ['Go back.'])).toBeUndefined();
  });
});

describe.runIf(hasChromium)('a person’s details end to end (real Chromium)', () => {
  it('our page of alike forms and copies: every task ends in its expected state (test/sites/tasks/details)', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const failed: string[] = [];
    const summary = await evalTasks(join(ROOT, 'test/sites/tasks/details'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => { if (!r.ok) failed.push(`${r.id}: ${r.error?.code ?? 'wrong state'} ${r.actions.join('; ')}`); } });
    expect(failed).toEqual([]);
    expect(summary.tasks).toBe(4);
  }, 300_000);

  it('"the same name and number as before" in a conversation (test/sites/chat/details)', async () => {
    const { evalChat } = await import('../src/cli/eval-chat.js');
    const summary = await evalChat(join(ROOT, 'test/sites/chat/details'), { browserPath: CHROMIUM_PATH, timeout: 15_000 });
    expect(summary.taskSuccess).toBe(100);
  }, 300_000);
});
