/**
 * Round 9 of the contextual stage: mechanisms that read the page's own structure (its statements,
 * table headers, rows and their controls, the dates and sizes its options write, the fields' names)
 * rather than phrasings of a bench set. Every mechanism is exercised with at least three phrasings
 * of our own, in real Chromium, on a site of our own served on 127.0.0.1 (test/sites/kiln.mjs).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface KilnState {
  page: { path: string; query: Record<string, string> };
  bag: Array<{ id: number; size: string }>;
  collections: Array<Record<string, string>>;
  orders: Array<Record<string, unknown>>;
  bioViews: number;
}

describe.runIf(hasChromium)('round 9: a pottery studio of our own (real Chromium, 127.0.0.1)', () => {
  const { state: stateOf, chatOn } = chatSite<KilnState>('kiln.mjs');

  it('questions answered from the page by the kind of answer asked: a person, a count, a frequency, a value beside its noun, a day offered', async () => {
    const { ask, close } = await chatOn('/workshop/1');
    try {
      for (const u of ['Who teaches it?', "Who's the tutor for this one?", 'Who is running this workshop?']) expect((await ask(u)).said).toContain('Marta Ilves');
      for (const u of ['Which room is it in?', 'What room is it in?', 'Which room does it use?']) expect((await ask(u)).said).toContain('North room');
      for (const u of ['Is there room on the tenth?', 'Are there any seats left on the 10th of December?', 'Is there space on December 10th?']) expect((await ask(u)).said).toContain('Sold out');
      expect((await ask('Is there room on the third?')).said).toContain('Thursday 3 December');
      // The choices a control offers, by its name.
      for (const u of ['What sessions are there?', 'Which sessions are available?', 'What sessions can I choose?']) expect((await ask(u)).said).toContain('Thursday 3 December, Thursday 10 December · Sold out, Thursday 17 December');
      // Nothing was clicked by the questions.
      expect(stateOf().page).toEqual({ path: '/workshop/1', query: {} });
      // "Her biography", "can I see her bio?" after the answer named the tutor: the link of her name (a new tab).
      await ask('Who teaches it?');
      await ask('Open her biography.');
      expect(stateOf().bioViews).toBe(1);
    } finally {
      await close();
    }
  }, 120_000);

  it('questions answered by a time, a duration, whether it can be had; which item of a list the words pick out', async () => {
    const { ask, goto, close } = await chatOn('/workshop/2');
    try {
      for (const u of ['What time does it start?', 'When does the workshop begin?', 'What time is the class?']) expect((await ask(u)).said).toContain('6:00 PM');
      for (const u of ['How long is the workshop?', 'How long does it last?', 'How long is each session?']) expect((await ask(u)).said).toContain('2 hours');
      for (const u of ['What day is it on?', "When's the workshop?", 'Which day is it?']) expect((await ask(u)).said).toContain('Thursday');
      await goto('/product/1');
      for (const u of ['Is it in stock?', 'Is the glaze still available?', 'Is it available?']) expect((await ask(u)).said).toContain('In stock');
      // A question no rule reads: the page's statement that shares the most of its words.
      for (const u of ['Does it work in an electric kiln?', 'What temperature does it fire at?', 'Is it food safe?']) expect((await ask(u)).said).toContain('1220 °C');
      expect(stateOf().page.path).toBe('/product/1');
      await goto('/product/2');
      expect((await ask('Is it in stock?')).said).toContain('Out of stock');
      await goto('/workshops?day=Saturday');
      for (const u of ['Which one is for beginners?', 'Which is the beginner one?', "Which one's for beginners?"]) expect((await ask(u)).said).toContain('Hand Building');
      expect(stateOf().page.path).toBe('/workshops');
    } finally {
      await close();
    }
  }, 120_000);

  it('a verb with values the controls take for sure, a value asked as a question, a filter box turned on by "only", a row\'s own control by its verb', async () => {
    const { ask, goto, close } = await chatOn('/workshop/4');
    try {
      expect((await ask('Book two seats for the twelfth.')).state.page.query).toMatchObject({ date: '2026-12-12', seats: '2' });
      expect((await ask('Get me three seats on the 19th.')).state.page.query).toMatchObject({ date: '2026-12-19', seats: '3' });
      expect((await ask('Reserve one seat for the fifth, with an apron.')).state.page.query).toMatchObject({ date: '2026-12-05', seats: '1', apron: '1' });
      expect((await ask('Can we do the 19th?')).state.page.query.date).toBe('2026-12-19');
      expect((await ask('Can I have the twelfth?')).state.page.query.date).toBe('2026-12-12');
      expect((await ask('Could we do the fifth?')).state.page.query.date).toBe('2026-12-05');
      // A count said alone goes to the menu of counts, after its lead-in, with a remark word around it.
      expect((await ask('Make it two.')).state.page.query.seats).toBe('2');
      expect((await ask('Hmm, just one actually.')).state.page.query.seats).toBe('1');
      expect((await ask('Three please.')).state.page.query.seats).toBe('3');
      for (const u of ['Where is it?', 'Where is the workshop held?', "Where's it on?"]) expect((await ask(u)).said).toContain('North room');
      for (const u of ['Only beginner classes.', 'Just the beginner ones.', 'Only beginners.']) {
        await goto('/workshops');
        expect((await ask(u)).state.page.query.beginner).toBe('1');
      }
      for (const u of ["What's the cheapest one?", 'Which is the cheapest?', 'Which one is the cheapest?']) expect((await ask(u)).said).toContain('Hand Building');
      // Items compared by what each shows: a duration, a time of day; and an item named inside a question.
      await goto('/workshops');
      for (const u of ['Which one is the shortest?', 'Which is the quickest?', "What's the shortest one?"]) expect((await ask(u)).said).toContain('Glazing Lab');
      expect((await ask('How long is the last one?')).said).toContain('3h');
      expect((await ask('What time does the cheapest one start?')).said).toContain('11:00 AM');
      expect((await ask('How long is the second one?')).said).toContain('1h 30m');
      expect((await ask('Open the earliest one.')).state.page.path).toBe('/workshop/1');
      await goto('/workshops');
      // Which item by a measure and its kind noun ("which workshop is …"), said by the words the list shows.
      for (const u of ['Which workshop is the most expensive?', 'Which is the priciest?', 'Which workshop is the longest?']) expect((await ask(u)).said).toContain('Raku Firing');
      for (const [u, path] of [['Reorder the clay.', '/product/2'], ['Reorder my celadon glaze.', '/product/1'], ['Reorder the stoneware one please.', '/product/2']] as const) {
        await goto('/orders');
        expect((await ask(u)).state.page.path).toBe(path);
      }
    } finally {
      await close();
    }
  }, 120_000);

  it('questions about rows and table cells: a count with its noun, an action a row does not offer, a total by its row header', async () => {
    const { ask, close } = await chatOn('/orders');
    try {
      for (const u of ['How many jars did I order of the stoneware clay?', 'How many jars was the stoneware clay order?', 'How many jars of stoneware clay were there?']) expect((await ask(u)).said).toContain('3 jars');
      for (const u of ['Can I reorder the copper red glaze?', 'Could I reorder the copper red?', 'Can we reorder the copper red glaze?']) {
        const t = await ask(u);
        expect(t.said).toContain('No longer made');
        expect(t.state.page.path).toBe('/orders');
      }
      // A row that offers the action: the question is a request.
      await ask('Can I reorder the celadon glaze?');
      expect(stateOf().page.path).toBe('/product/1');
    } finally {
      await close();
    }
  }, 120_000);

  it('days among a page\'s date choices: a day alone, with its month, the week after one said, with other values', async () => {
    const { ask, close } = await chatOn('/workshop/3');
    try {
      expect((await ask('The twelfth.')).state.page.query.date).toBe('2026-12-12');
      expect((await ask('Actually the nineteenth of December.')).state.page.query.date).toBe('2026-12-19');
      await ask('Is there room on the fifth?');
      expect((await ask('Okay, the week after.')).state.page.query.date).toBe('2026-12-12');
      const t = await ask('The 19th, three seats, and we will need aprons.');
      expect(t.state.page.query).toMatchObject({ date: '2026-12-19', seats: '3', apron: '1' });
      expect((await ask("How much is it altogether?")).said).toContain('€60.00');
      for (const [u, d] of [['Go with the twelfth instead.', '2026-12-12'], ['Make it the 19th.', '2026-12-19'], ["Let's do the twelfth.", '2026-12-12']] as const) expect((await ask(u)).state.page.query.date).toBe(d);
    } finally {
      await close();
    }
  }, 120_000);

  it('items by their words and a time; a bound said after its amount, applied with the filter\'s own button', async () => {
    const { ask, close } = await chatOn('/workshops');
    try {
      expect((await ask('The beginner one, on Saturday.')).state.page.path).toBe('/workshop/3');
      await ask('Go back to the list.');
      expect((await ask('The one at six.')).state.page.path).toBe('/workshop/2');
      await ask('Go back to the list.');
      expect((await ask('The advanced one at 2 pm.')).state.page.path).toBe('/workshop/4');
      await ask('Go back to the list.');
      expect((await ask('Thirty euros max.')).state.page.query.max).toBe('30');
      expect((await ask('Twenty or less.')).state.page.query.max).toBe('20');
      expect((await ask('€45 at most.')).state.page.query.max).toBe('45');
      expect((await ask('Which one is the cheapest?')).said).toContain('Hand Building');
    } finally {
      await close();
    }
  }, 120_000);

  it('sizes compared, a section named in other words, remarks before a command, the other one on a list page', async () => {
    const { ask, close } = await chatOn('/');
    try {
      expect((await ask('My kiln is broken. Can you take me to the glazes and clay section?')).state.page.path).toBe('/dept/glazes');
      expect((await ask('Open the first one.')).state.page.path).toBe('/product/1');
      expect((await ask('The bigger jar.')).state.page.query.size).toBe('500');
      expect((await ask('Hmm, the smaller one.')).state.page.query.size).toBe('200');
      expect((await ask('The five hundred ml one.')).state.page.query.size).toBe('500');
      expect((await ask('How much is that?')).said).toContain('€18');
      expect((await ask('How often should I stir it?')).said).toContain('every 20 minutes');
      await ask('Go back.');
      expect((await ask('The other one.')).state.page.path).toBe('/product/2');
      expect((await ask('Hmm, twelve euros. Go back to the list.')).state.page.path).toBe('/dept/glazes');
      expect((await ask("I'm new to pottery. Open the workshops.")).state.page.path).toBe('/workshops');
      expect((await ask("Saturday doesn't suit me. Only Thursday.")).state.page.query.day).toBe('Thursday');
      expect((await ask('While I am here, search for raku.')).state.page.query.q).toBe('raku');
    } finally {
      await close();
    }
  }, 120_000);

  it('values said about what the user will do, several fields with "and my …", an address, the same choice as before', async () => {
    const { ask, goto, chat, close } = await chatOn('/collect');
    const chatState = async () => chat.state;
    try {
      await ask("I'll collect it at Riverside Arcade on Tuesday. Request collection.");
      expect(stateOf().collections[0]).toMatchObject({ shop: 'river', day: 'tue' });
      // The same values said as commands or as what the user will do, each into its menu.
      for (const [u, shop, day] of [['Pick it up at Northgate on Wednesday.', 'Northgate', 'Wednesday 9 December'], ['Collect them from Old Quay on Monday.', 'Old Quay', 'Monday 7 December'], ["We'll come by Riverside Arcade on Tuesday.", 'Riverside Arcade', 'Tuesday 8 December']] as const) {
        await goto('/collect');
        const picked = await ask(u);
        expect(picked.status).toBe('done');
        const controls = (await chatState()).controls ?? [];
        expect([controls.find((c) => c.label === 'Collection shop')?.value, controls.find((c) => c.label === 'Collection day')?.value]).toEqual([shop, day]);
      }
      await goto('/collect');
      const t = await ask('Same shop, Wednesday, and email me at kim@example.org when it is ready. Then send it.');
      expect(t.state.collections[1]).toEqual({ shop: 'river', day: 'wed', email: 'kim@example.org' });
      await goto('/collect');
      await ask('The same day as before, the same shop, and the same email address.');
      await ask("Tick email me when it's ready and send it.");
      expect(stateOf().collections[2]).toEqual({ shop: 'river', day: 'wed', email: 'kim@example.org' });
    } finally {
      await close();
    }
    const checkout = await chatOn('/checkout');
    try {
      // An address, a phone number said with what it is for, each into the field of its kind.
      for (const [u, want] of [['Deliver it to 9 Mill Lane.', '9 Mill Lane'], ['Ship them to 12 Harbour Road.', '12 Harbour Road']] as const) {
        await checkout.ask(u);
        expect(await checkout.chat.state.controls?.find((c) => c.label === 'Street address')?.value).toBe(want);
      }
      for (const [u, want] of [['Call me on 555-0101.', '555-0101'], ['You can reach me at 555-0102.', '555-0102'], ['Text me at 555-0103.', '555-0103']] as const) {
        await checkout.ask(u);
        expect(checkout.chat.state.controls?.find((c) => c.label === 'Phone')?.value).toBe(want);
      }
      await checkout.ask('Send it to 4 Quay Street, name Ines Moreau, phone 555-0131.');
      await checkout.ask('My name is Ines Moreau and my phone is 555-0132. Place the order.');
      expect(stateOf().orders[0]).toMatchObject({ address: '4 Quay Street', name: 'Ines Moreau', phone: '555-0132' });
    } finally {
      await checkout.close();
    }
  }, 120_000);
});
