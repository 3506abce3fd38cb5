/**
 * Round 17: turns that send a form or cancel, read from the page's structure and general words,
 * tested with our own sentences and pages (test/sites/chat17-send, "Quarrybank Pottery"), never a bench
 * set's:
 * - a sentence that only says to send ("Confirm the booking.", "Complete it.") presses the form's
 *   own submit button, never a link whose words overlap ("My bookings") (src/parser/context.ts `sendTurn`);
 * - a person's details said in earlier turns (even one that asked or failed) go into the empty
 *   fields of the form that is sent;
 * - "cancel my raku booking" said where no row holds it (a confirmation page): the site's own link
 *   to the user's bookings first ("My bookings", "See all bookings"), then the row's Cancel (and,
 *   since round 19, the "Yes, cancel it" of the page that asks nothing more);
 * - words dictated to someone ("reply saying …", "message the seller: …") go into the page's one
 *   box for them, sent with its form's button; quotes around typed words are not typed;
 * - a verb and an amount ("bid forty-five") go into the one box of the form whose button says the verb;
 * - a press of a submit button the browser refused (a required field empty, an e-mail that is no
 *   address) is no send: the turn fails and asks for the fields by their labels
 *   (src/runtime/page-form.ts `refusedFields`).
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, parseInContext, type DialogueState } from '../src/parser/context.js';
import { parse } from '../src/parser/index.js';
import { pageFromHtml } from '../src/page/index.js';
import { formControls } from '../src/runtime/conversation.js';
import { refusedFields } from '../src/runtime/page-form.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

const sentenceParser = { parse: (s: string) => parse(s) };
const surfaces = async (u: string, state: DialogueState): Promise<string[]> => {
  const r = await parseInContext(u, state, sentenceParser);
  return r.kind === 'programs'
    ? r.programs.map((x) => {
        const a = x.action as { name: string; element?: { description?: { value?: string } }; text?: { value?: string } };
        return `${a.name} ${a.element?.description?.value ?? ''}${a.text ? ` = ${a.text.value}` : ''}`;
      })
    : [`(${r.kind})`];
};

// A sign-up page of our own: a header search, a link that shares the form's words, and a POST form.
const SIGNUP = `<!doctype html><title>Sign up</title><header><a href="/mine">My registrations</a>
  <form action="/find"><input name=q aria-label="Find a course"><button>Find</button></form></header>
  <h1>Register for Bookbinding</h1>
  <form method=post action="/register"><label for=n>Full name</label><input id=n name=n required>
  <input name=e type=email placeholder="Email" required><label>Mobile <input name=m type=tel></label>
  <button>Complete registration</button></form>`;
const onSignup = (said: string[] = []): DialogueState => ({ ...emptyDialogueState(), visited: ['http://127.0.0.1/register'], controls: formControls(pageFromHtml(SIGNUP)), said });

describe('a sentence that only says to send', () => {
  it('presses the form\'s own button, not a link or the search', async () => {
    for (const u of ['Confirm the registration.', 'Complete it.', 'Okay, submit it.', 'Go ahead.', 'Book it.']) {
      expect(await surfaces(u, onSignup())).toEqual(['click Complete registration']);
    }
  });

  it('never presses a form of no boxes that the verb does not say', async () => {
    const studio = `<!doctype html><title>Studio</title><h1>Kiln Room</h1><form method=post action="/fav"><button>Save to favourites</button></form><a href="/book/kiln">Reserve a slot</a>`;
    const state = { ...emptyDialogueState(), visited: ['http://127.0.0.1/studio/kiln'], controls: formControls(pageFromHtml(studio)) };
    expect(await surfaces('Book it.', state)).not.toContain('click Save to favourites');
    // "Check out" on a basket with a promo code box: the page's checkout link, not the code's "Apply".
    const basket = `<!doctype html><title>Basket</title><h1>Your basket</h1><form method=post action="/promo"><label>Promo code <input name=c></label><button>Apply</button></form><a href="/checkout">Checkout securely</a>`;
    const onBasket = { ...emptyDialogueState(), visited: ['http://127.0.0.1/basket'], controls: formControls(pageFromHtml(basket)), links: [{ name: 'Checkout securely', url: 'http://127.0.0.1/checkout' }] };
    expect(await surfaces('Checkout please.', onBasket)).not.toContain('click Apply');
  });

  it('first fills the form\'s empty fields with the details earlier turns said', async () => {
    const said = ['Can you find the bookbinding course?', "I'm Tamsin Achebe, tamsin.a@example.net, mobile 07700 900512."];
    expect(await surfaces('Okay, confirm it.', onSignup(said))).toEqual([
      'enter Full name = Tamsin Achebe',
      'enter Email = tamsin.a@example.net',
      'enter Mobile = 07700 900512',
      'click Complete registration',
    ]);
  });

  it('chooses the option of a dropdown still on "Choose…" that an earlier turn named', async () => {
    const withClinic = SIGNUP.replace('<button>Complete', '<label>Venue <select name=v><option value="">Choose a venue</option><option>Harbour Hall</option><option>Old Mill</option></select></label><button>Complete');
    const state = { ...onSignup(['The Old Mill one, please.']), controls: formControls(pageFromHtml(withClinic)) };
    expect(await surfaces('Complete it.', state)).toEqual(['select Venue', 'click Complete registration']);
    const r = await parseInContext('Complete it.', state, sentenceParser);
    expect(r.kind === 'programs' && (r.programs[0]!.action as { option?: { value: string } }).option?.value).toBe('Old Mill');
    // A first line "None" is no choice either: "it's a birthday lunch" names the occasion.
    const withOccasion = SIGNUP.replace('<button>Complete', '<label>Occasion <select name=o><option value="">None</option><option>Birthday</option><option>Retirement</option></select></label><button>Complete');
    expect(await surfaces('Complete it.', { ...onSignup(["It's a birthday lunch."]), controls: formControls(pageFromHtml(withOccasion)) })).toEqual(['select Occasion', 'click Complete registration']);
  });

  it('leaves a field the page already holds, and says nothing when the sentence says more than to send', async () => {
    const filled = SIGNUP.replace('name=n required', 'name=n required value="Tamsin Achebe"');
    const state = { ...onSignup(["I'm Tamsin Achebe, tamsin.a@example.net."]), controls: formControls(pageFromHtml(filled)) };
    expect(await surfaces('Confirm it.', state)).toEqual(['enter Email = tamsin.a@example.net', 'click Complete registration']);
    expect(await surfaces('Confirm the registration for the Tuesday course.', onSignup())).not.toEqual(['click Complete registration']);
    // Capitalised words alone are no one's name ("the Harbour Lane studio"); a name said as one is.
    expect(await surfaces('Confirm it.', onSignup(['Is that at the Harbour Lane studio?']))).toEqual(['click Complete registration']);
    expect(await surfaces('Confirm it.', onSignup(["Name's Tamsin Achebe."]))).toEqual(['enter Full name = Tamsin Achebe', 'click Complete registration']);
  });
});

// A listing page of our own: a reply box and its Send button, beside a search.
const THREAD = `<!doctype html><title>Messages</title><form action="/find"><input name=q aria-label="Search listings"><button>Search</button></form>
  <h1>Chat about the walnut desk</h1><form method=post action="/reply"><label for=r>Write a reply</label><textarea id=r name=t></textarea><button>Send</button></form>`;
const onThread = (): DialogueState => ({ ...emptyDialogueState(), visited: ['http://127.0.0.1/thread/4'], controls: formControls(pageFromHtml(THREAD)) });

describe('words dictated to someone', () => {
  it('go into the page\'s box for them, and a verb that sends presses its button', async () => {
    expect(await surfaces('Reply saying that works, see you at noon.', onThread())).toEqual(['enter Write a reply = that works, see you at noon', 'click Send']);
    expect(await surfaces('Message the seller: could you keep it until Monday? I will bring a trailer.', onThread())).toEqual(['enter Write a reply = could you keep it until Monday? I will bring a trailer', 'click Send']);
  });
  it('"write" only fills, and quotes around the words are not typed', async () => {
    expect(await surfaces('Write: "Is the drawer key included?"', onThread())).toEqual(['enter Write a reply = Is the drawer key included?']);
  });
  it('find nothing on a page with no such box', async () => {
    expect(await surfaces('Reply saying that works.', onSignup())).not.toContainEqual(expect.stringMatching(/^enter/));
  });
});

describe('a verb and an amount', () => {
  const AUCTION = `<!doctype html><title>Lot 12</title><h1>Lot 12: brass barometer</h1>
    <form method=post action="/bid"><label for=b>Your bid (£)</label> <input id=b name=b type=number><button>Place bid</button></form>
    <form method=post action="/watch"><button>Watch this lot</button></form>`;
  const onLot = (): DialogueState => ({ ...emptyDialogueState(), visited: ['http://127.0.0.1/lot/12'], controls: formControls(pageFromHtml(AUCTION)) });
  it('goes into the one box of the form whose button says the verb, then that button', async () => {
    expect(await surfaces('Bid forty-five.', onLot())).toEqual(['enter Your bid (£) = 45', 'click Place bid']);
    expect(await surfaces('Okay, bid £60.', onLot())).toEqual(['enter Your bid (£) = 60', 'click Place bid']);
  });
  it('is no send where no button says the verb', async () => {
    expect(await surfaces('Offer forty-five.', onLot())).not.toContain('click Place bid');
  });
});

describe('a cancel said where no row holds what it names', () => {
  const confirmation = (): DialogueState => ({
    ...emptyDialogueState(),
    visited: ['http://127.0.0.1/booking/QB-9'],
    links: [{ name: 'Classes', url: 'http://127.0.0.1/classes' }, { name: 'My bookings', url: 'http://127.0.0.1/bookings' }, { name: 'See all bookings', url: 'http://127.0.0.1/bookings' }, { name: 'Book a place', url: 'http://127.0.0.1/class/raku/book' }],
  });
  it('goes to the user\'s list of that kind through the site\'s own link first, then says the same there', async () => {
    const r = await parseInContext('Okay, now cancel my raku booking, we cannot go.', confirmation(), sentenceParser);
    expect(r).toEqual({ kind: 'parts', parts: ['go to My bookings', 'cancel my raku booking, we cannot go'] });
  });
  it('stays when the page is that list, or no link leads to one', async () => {
    const onList = { ...confirmation(), visited: ['http://127.0.0.1/bookings'] };
    expect((await parseInContext('Cancel my raku booking.', onList, sentenceParser)).kind).not.toBe('parts');
    // "Cancel the booking" names only the kind: the one in view; a page with its own Cancel button keeps the command.
    expect((await parseInContext('Cancel the booking.', confirmation(), sentenceParser)).kind).not.toBe('parts');
    const withButton = { ...confirmation(), page: { controls: [], buttons: ['Yes, cancel it'] } };
    expect((await parseInContext('Cancel my raku booking.', withButton, sentenceParser)).kind).not.toBe('parts');
    const none = { ...confirmation(), links: [{ name: 'Classes', url: 'http://127.0.0.1/classes' }] };
    expect((await parseInContext('Cancel my raku booking.', none, sentenceParser)).kind).not.toBe('parts');
  });
});

describe('fields a browser refuses to send', () => {
  const form = (inner: string, attrs = '') => pageFromHtml(`<form method=post action="/x"${attrs}>${inner}<button>Send it</button></form>`);
  it('are the required fields left empty, an e-mail that is no address, a value its pattern refuses, by their labels', () => {
    const page = form(`<label>Name <input name=n required></label><input type=email name=e placeholder="Email" value="not-an-address">
      <label>Store <select name=s required><option value="">Choose a store</option><option>North</option></select></label>
      <label>Postcode <input name=p pattern="[A-Z]{2}[0-9]" value="12"></label>
      <fieldset><legend>Seat</legend><label><input type=radio name=r value=a required> Aisle</label><label><input type=radio name=r value=w> Window</label></fieldset>
      <label><input type=checkbox name=t required> I agree to the terms</label>`);
    expect(refusedFields(page, { name: 'Send it' })).toEqual(['Name', 'Email', 'Store', 'Postcode', 'I agree to the terms', 'Seat']);
  });
  it('are none when every field holds what it must, or the form does not validate', () => {
    expect(refusedFields(form('<label>Name <input name=n required value="Ana"></label><label>Store <select name=s required><option value="">Choose</option><option selected>North</option></select></label>'), { name: 'Send it' })).toEqual([]);
    expect(refusedFields(form('<label>Name <input name=n required></label>', ' novalidate'), { name: 'Send it' })).toEqual([]);
    expect(refusedFields(form('<label>Name <input name=n required></label>'), { name: 'Another button' })).toEqual([]);
  });
});

interface PotteryState {
  page: { path: string; query: Record<string, string> };
  bookings: Array<{ ref: string; cls: string; first: string; last: string; email: string; phone: string; way: string; status: string }>;
}

describe.skipIf(!hasChromium)('sending a booking form in Chromium (Quarrybank Pottery)', () => {
  const { chatOn } = chatSite<PotteryState>('chat17-send/site.mjs');

  it('"confirm the booking" sends the form with the details said before the form was open', async () => {
    const c = await chatOn('/class/wheel/book');
    try {
      await c.ask('First name Ines, last name Carvalho.');
      await c.ask('My email is ines.c@example.org.');
      const sent = await c.ask('Confirm the booking.');
      expect(sent.status).toBe('done');
      expect(sent.state.page.path).toBe('/booking/QB-203');
      expect(sent.state.bookings.at(-1)).toMatchObject({ cls: 'wheel', first: 'Ines', last: 'Carvalho', email: 'ines.c@example.org', status: 'booked' });
    } finally {
      await c.close();
    }
  });

  it('details said on another page go into the form sent later', async () => {
    const c = await chatOn('/classes');
    try {
      await c.ask("I'm Ines Carvalho, ines.c@example.org.");
      await c.goto('/class/glaze/book');
      const sent = await c.ask('Okay, complete it.');
      expect(sent.status).toBe('done');
      expect(sent.state.bookings.at(-1)).toMatchObject({ cls: 'glaze', first: 'Ines', last: 'Carvalho', email: 'ines.c@example.org' });
    } finally {
      await c.close();
    }
  });

  it('"cancel my raku booking" on the confirmation page goes to the bookings through the site\'s own link, and cancels that one', async () => {
    const c = await chatOn('/class/wheel/book');
    try {
      // (Round 18: a turn that gives every field the form asks for, each empty before, sends it: src/runtime/page-form.ts `formCompleted`.)
      expect((await c.ask("I'm Ines Carvalho, ines.c@example.org.")).state.page.path).toBe('/booking/QB-203');
      const cancel = await c.ask("Okay, now cancel my raku booking, we can't go any more.");
      expect(cancel.status).toBe('done');
      // Round 19: the site asks again on a page of its own that asks nothing more ("Yes, cancel it"): the user who said to
      // cancel has said yes, and the turn presses it (src/runtime/page-form.ts `confirmsLetGo`).
      expect(cancel.state.bookings.map((b) => `${b.ref} ${b.status}`)).toEqual(['QB-201 cancelled', 'QB-203 booked']);
    } finally {
      await c.close();
    }
  });

  it('a send the browser refused is no "done": the turn fails and asks for the fields by their labels', async () => {
    const c = await chatOn('/class/glaze/book');
    try {
      await c.ask('First name Ines.');
      const sent = await c.ask('Reserve my place.');
      expect(sent.state.bookings).toHaveLength(1);
      expect(sent.status).toBe('failed');
      expect(sent.said).toContain('Last name');
      expect(sent.said).toContain('Email address');
      expect(sent.said).not.toContain('First name');
    } finally {
      await c.close();
    }
  });
});
