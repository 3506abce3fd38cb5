import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadParser, parse, parseBatch, ParseError, type Parser } from '../src/parser/index.js';
import { fromNNSyntax, printSurface, programsEqual, readSurface, toNNSyntax, typecheck, singleProgram, type AnyProgram, type Program } from '../src/thingtalk/index.js';
import { splitClauses } from '../src/parser/clauses.js';
import { decode, decodeClause } from '../src/parser/decode.js';
import { tokenize, type Tag } from '../src/parser/tokenize.js';
import { devRows, describeDev } from './helpers.js';

let parser: Parser;
beforeAll(async () => {
  parser = await loadParser();
});
afterAll(async () => {
  await parser.dispose();
});

const nn = (p: AnyProgram): string => toNNSyntax(p);

describe('parse (shipped ONNX model)', () => {
  // General phrasings with values that appear in no evaluation data.
  it.each([
    ['Go to https://www.example.org/settings/privacy', 'now => @webagent.goto param:website = " https://www.example.org/settings/privacy "'],
    ['Ask the user for their shoe size', 'let param:shoe_size = ( @webagent.ask param:text = " shoe size " )'],
    ['Click Download Invoice', 'now => @webagent.retrieve param:description = " download invoice " => @webagent.click param:element = param:id'],
    ['Click the Profile button in the top left corner.', 'now => @webagent.retrieve param:description = " profile " param:type = enum:button param:location = enum:top_left => @webagent.click param:element = param:id'],
    ['Enter user-selected phone number in the text field with Mobile phone', 'now => @webagent.retrieve param:description = " mobile phone " param:type = enum:input => @webagent.enter param:text = " phone number " on param:element = param:id'],
    ['Enter user-selected city in text field under Town or city', 'now => ( @webagent.retrieve param:description = " town or city " ) join ( @webagent.retrieve param:type = enum:input ) on param:below = param:id => @webagent.enter param:text = " city " on param:element = param:id'],
    ['Tell the user to wait for the confirmation', 'now => @webagent.say param:text = " wait for the confirmation "'],
    ['click Log in in the top right corner.', 'now => @webagent.retrieve param:description = " log in " param:location = enum:top_right => @webagent.click param:element = param:id'],
    ['Tap the menu icon in the top left corner', 'now => @webagent.retrieve param:description = " menu " param:type = enum:icon param:location = enum:top_left => @webagent.click param:element = param:id'],
    ['Click Privacy in the sidebar on the left', 'now => @webagent.retrieve param:description = " privacy in the sidebar " param:location = enum:left => @webagent.click param:element = param:id'],
    ['Click the checkbox to the left of Keep me signed in', 'now => ( @webagent.retrieve param:description = " keep me signed in " ) join ( @webagent.retrieve param:type = enum:checkbox ) on param:left = param:id => @webagent.click param:element = param:id'],
    ['Check the box next to Remember me', 'now => @webagent.retrieve param:description = " remember me " param:type = enum:checkbox => @webagent.check param:element = param:id'],
    ['Type the user\'s phone number into the Phone field', 'now => @webagent.retrieve param:description = " phone " param:type = enum:input => @webagent.enter param:text = " phone number " on param:element = param:id'],
    ['Enter user-selected name in the text box to the right of Name', 'now => ( @webagent.retrieve param:description = " name " ) join ( @webagent.retrieve param:type = enum:input ) on param:right = param:id => @webagent.enter param:text = " name " on param:element = param:id'],
    ['Select user-selected month in the drop down under Birthday', 'now => ( @webagent.retrieve param:description = " birthday " ) join ( @webagent.retrieve param:description = param:month param:type = enum:dropdown ) on param:below = param:id => @webagent.click param:element = param:id'],
    ['Ask the user which items they want to return', 'let param:items_they_want_to_return = ( @webagent.ask param:text = " items they want to return " )'],
    ['Read to user: You will receive an email with a link.', 'now => @webagent.say param:text = " you will receive an email with a link "'],
    ['Click Submit at the bottom of the page', 'now => @webagent.retrieve param:description = " submit " param:location = enum:bottom => @webagent.click param:element = param:id'],
    ['click next', 'now => @webagent.retrieve param:description = " next " => @webagent.click param:element = param:id'],
  ])('%s', async (instruction, gold) => {
    const program = await parser.parse(instruction);
    expect(typecheck(program)).toBe(program);
    expect(nn(program), nn(program)).toSatisfy((s: string) => programsEqual(fromNNSyntax(s), fromNNSyntax(gold)));
  });

  it('puts extracted entities back verbatim (URL, quoted string)', async () => {
    const goto = singleProgram(await parser.parse('Open your browser and go to HTTPS://Shop.Example.com/Cart?id=42.'));
    expect(goto.action).toMatchObject({ name: 'goto', url: 'HTTPS://Shop.Example.com/Cart?id=42' });
    const click = singleProgram(await parser.parse('Click the "Add to Basket" button'));
    expect(click.action).toMatchObject({ name: 'click', element: { description: { kind: 'string', value: 'Add to Basket' }, type: 'button' } });
  });

  it('answers bad input with typed errors, never a crash', async () => {
    const bad: unknown[] = ['', '   ', '!!!???', 'x'.repeat(5000), 'click '.repeat(200), null, 42];
    const results = await parser.parseBatch(bad as string[]);
    expect(results).toHaveLength(bad.length);
    const codes = results.map((r) => (r instanceof ParseError ? r.code : 'ok'));
    expect(codes).toEqual(['E_PARSE_EMPTY', 'E_PARSE_EMPTY', 'E_PARSE_EMPTY', 'E_PARSE_TOO_LONG', 'E_PARSE_TOO_LONG', 'E_PARSE_INPUT', 'E_PARSE_INPUT']);
    await expect(parse('')).rejects.toBeInstanceOf(ParseError);
  });

  it('serves concurrent calls on the shared default parser', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => (i % 2 ? `Click Option ${i}` : `Ask the user for code ${i}`));
    const programs = await Promise.all(lines.map((l) => parse(l)));
    programs.forEach((p, i) => expect(singleProgram(p).action.name).toBe(i % 2 ? 'click' : 'ask'));
  });

  it('names the models option when model files are missing', async () => {
    await expect(loadParser({ models: '/nonexistent/models' })).rejects.toMatchObject({ code: 'E_ASSET_NOT_FOUND' });
  });

  it('parseBatch agrees with parse, in order', async () => {
    const lines = ['Click Continue', 'Ask user for zip code', '', 'Go to example.com'];
    const batch = await parseBatch(lines);
    for (let i = 0; i < lines.length; i++) {
      const single = await parse(lines[i]!).catch((e: unknown) => e);
      if (single instanceof ParseError) expect((batch[i] as ParseError).code).toBe(single.code);
      else expect(programsEqual(batch[i] as Program, single as Program)).toBe(true);
    }
  });
});

describe('parse: several actions, literal values, keys, browser actions, notes, containers', () => {
  // Our own generic phrasings and values; the expected programs in surface syntax.
  it.each([
    // Several actions in one instruction.
    ['Enter your username and passcode, then click Log on', '@retrieve(type=input) => @enter(text="username", element=id); @retrieve(type=input) => @enter(text="passcode", element=id); @retrieve(description="log on") => @click(element=id)'],
    ['Type "Rosa" in the text field and press Continue', '@retrieve(type=input) => @enter(text=literal("Rosa"), element=id); @retrieve(description="continue") => @click(element=id)'],
    // "Sort by" names the setting, not the kind of control (a dropdown, or links under a "Sort" heading).
    ['Search for lanterns and sort by rating', '@retrieve(description="search", type=input) => @enter(text=literal("lanterns"), element=id); @press(key="Enter"); @retrieve(description="sort") => @select(option=literal("rating"), element=id)'],
    ['Check Push alerts and Newsletter', '@retrieve(description="push alerts") => @check(element=id); @retrieve(description="newsletter") => @check(element=id)'],
    // Literal values.
    ['Type "ERASE" to confirm', '@retrieve(type=input) => @enter(text=literal("ERASE"), element=id)'],
    // A URL between quotes is a value typed as written, not a user-dictionary key (nor a key with the closing quote).
    ['Enter "www.example.org/help" in the Website field', '@retrieve(description="website", type=input) => @enter(text=literal("www.example.org/help"), element=id)'],
    ['Set the brightness slider to 65', '@retrieve(description="brightness") => @set_range(value=literal("65"), element=id)'],
    ['Select Monthly from the Billing cycle dropdown', '@retrieve(description="billing cycle", type=dropdown) => @select(option=literal("monthly"), element=id)'],
    ['Tell the user the order number shown on the page', '@retrieve(description="order number") => @read(element=id)'],
    // Keys: never a click on an element named like the key.
    ['Press Enter', '@press(key="Enter")'],
    ['Hit Tab twice', '@press(key="Tab", count=2)'],
    ['Press the Delete key', '@press(key="Delete")'],
    ['Press Escape to close the window', '@press(key="Escape")'],
    // Scrolling, waiting, history, tabs.
    ['Scroll down', '@scroll(direction=down)'],
    ['Scroll to the top of the page', '@scroll(direction=top)'],
    ['Wait 5 seconds', '@wait(seconds=5)'],
    ['Wait for the page to load', '@wait()'],
    ['Go back to the previous page', '@back()'],
    ['Go forward', '@forward()'],
    ['Switch to the second tab', '@switch_tab(index=2)'],
    ['Close this tab', '@close_tab()'],
    // Notes: said or skipped, never clicked.
    ['Your changes are saved automatically.', '@note(text="Your changes are saved automatically.")'],
    ['This may take a few minutes.', '@note(text="This may take a few minutes.")'],
    ['The receipt opens in a new tab.', '@note(text="The receipt opens in a new tab.")'],
    // Containers.
    ['In the panel on the right, click Billing', '@retrieve(description="panel") => @retrieve(description="billing", location=right, in=id) => @click(element=id)'],
    ['Under Email, check Monthly summary', '@retrieve(description="email") => @retrieve(description="monthly summary", in=id) => @check(element=id)'],
    ['In the dialog that opens, select CSV as the format', '@retrieve(description="dialog") => @retrieve(description="format", in=id) => @select(option=literal("CSV"), element=id)'],
    // The option first, then the setting or question it belongs to.
    ['Select Weekly under Digest frequency', '@retrieve(description="digest frequency") => @select(option=literal("Weekly"), element=id)'],
    ['Choose Large under Parcel size', '@retrieve(description="parcel size") => @select(option=literal("Large"), element=id)'],
    ['Select "Yes" for "Is the rewrite grammatical?"', '@retrieve(description="is the rewrite grammatical?") => @select(option=literal("Yes"), element=id)'],
    ['Select "No" for "Does the caption match the photo?"', '@retrieve(description="does the caption match the photo?") => @select(option=literal("No"), element=id)'],
    // TurkingBench-style: a quoted option of the dropdown below a question (a literal, not the user's answer); the slider below a question.
    ['Select "Neutral" from the dropdown below "Sentiment of the tweet"', '@retrieve(type=dropdown, below=@retrieve(description="Sentiment of the tweet")) => @select(option=literal("Neutral"), element=id)'],
    ['Set the slider below "How sure are you?" to 70', '@retrieve(below=@retrieve(description="How sure are you?")) => @set_range(value=literal("70"), element=id)'],
    // A container and another relation in one clause.
    ['Under "Sentence 3", click "Yes" below "Is it grammatical?"', '@retrieve(description="Yes", below=@retrieve(description="Is it grammatical?"), in=@retrieve(description="Sentence 3")) => @click(element=id)'],
    ['Under "Review 2", click "No" below "Is it helpful?"', '@retrieve(description="No", below=@retrieve(description="Is it helpful?"), in=@retrieve(description="Review 2")) => @click(element=id)'],
    // Several fields with their values; a comma joint after a clause that begins with a verb; a quoted value holding a domain.
    ['Type "Kim" in the Name field and "kim@example.net" in the Email field', '@retrieve(description="name", type=input) => @enter(text=literal("Kim"), element=id); @retrieve(description="email", type=input) => @enter(text=literal("kim@example.net"), element=id)'],
    ['Enter "Lee" as the Name, type "Hello there" in the Message box and click Send', '@retrieve(description="name", type=input) => @enter(text=literal("Lee"), element=id); @retrieve(description="message", type=input) => @enter(text=literal("Hello there"), element=id); @retrieve(description="send") => @click(element=id)'],
    ['Check "Email" and "SMS"', '@retrieve(description="email") => @check(element=id); @retrieve(description="sms") => @check(element=id)'],
    ['Set the humidity slider to 42.5', '@retrieve(description="humidity") => @set_range(value=literal("42.5"), element=id)'],
    // A value, then the user's value whose words name its own field.
    ['Enter "Ivo Petrov" as the Name and your phone number', '@retrieve(description="name", type=input) => @enter(text=literal("Ivo Petrov"), element=id); @retrieve(type=input) => @enter(text="phone number", element=id)'],
    // The n-th (or last) of the elements that match; an ordinal that begins a name is part of it.
    ['Click the second "Yes" radio button below "Is it clear?"', '@retrieve(description="Yes", type=button, nth=2, below=@retrieve(description="Is it clear?")) => @click(element=id)'],
    ['Click the third Archive button', '@retrieve(description="archive", type=button, nth=3) => @click(element=id)'],
    ['Uncheck the last checkbox under Alerts', '@retrieve(type=checkbox, nth=last, below=@retrieve(description="alerts")) => @uncheck(element=id)'],
    ['Click the first link in the footer', '@retrieve(type=link, nth=1, in=@retrieve(description="footer")) => @click(element=id)'],
    ['Type "hi" in the second text field', '@retrieve(type=input, nth=2) => @enter(text=literal("hi"), element=id)'],
    ['Type "Ann" in the first name field', '@retrieve(description="first name", type=input) => @enter(text=literal("Ann"), element=id)'],
    ['Enter your first name', '@retrieve(type=input) => @enter(text="first name", element=id)'],
    // Bare hosts are URLs.
    ['Go to 127.0.0.1:8321', '@goto(url="127.0.0.1:8321")'],
    ['go to example.org', '@goto(url="example.org")'],
  ])('%s', async (instruction, gold) => {
    const program = await parser.parse(instruction);
    expect(typecheck(program)).toBe(program);
    expect(printSurface(program)).toSatisfy((s: string) => programsEqual(readSurface(s), readSurface(gold)));
  });
});

describe('parse: long quoted values', () => {
  it('carries a quoted value longer than the model reads (64 tokens) whole, as one entity', async () => {
    const long = Array.from({ length: 150 }, (_, i) => `word${i}`).join(' ');
    const p = singleProgram(await parser.parse(`Type "${long}" in the text field with Summary`));
    expect(p.action.name).toBe('enter');
    expect(p.action.name === 'enter' && p.action.text).toEqual({ kind: 'literal', value: long });
  });
});

describeDev('dev exact match (measured, never trained on)', () => {
  it('is at least the documented threshold', async () => {
    const rows = devRows().filter((r) => r.thingtalk);
    const predictions = await parser.parseBatch(rows.map((r) => r.instruction));
    let correct = 0;
    rows.forEach((r, i) => {
      const p = predictions[i]!;
      if (!(p instanceof ParseError) && programsEqual(fromNNSyntax(r.thingtalk!), p)) correct++;
    });
    const em = correct / rows.length;
    console.log(`parser dev exact match: ${correct}/${rows.length} = ${(100 * em).toFixed(1)}%`);
    expect(em).toBeGreaterThanOrEqual(0.93);
  });
});

// The shipped parser is trained with the issue-11 everyday-verb templates (training/templates.ts).
describe('parse: everyday verbs as actions', () => {
  it.each([
    // A verb that names its own button is a button (round 7: grounding then prefers it over a text with the same word, "(for your confirmation)").
    ['Save your changes', '@retrieve(description="save", type=button) => @click(element=id)'],
    ['Click Save', '@retrieve(description="save") => @click(element=id)'],
    ['Apply your changes', '@retrieve(description="apply", type=button) => @click(element=id)'],
    ['Add it to your cart', '@retrieve(description="add it to your cart") => @click(element=id)'],
    ['Remove the red kettle from your cart', '@retrieve(description="remove", in=@retrieve(description="red kettle")) => @click(element=id)'],
    ['Filter by Nordby', '@retrieve(description="nordby") => @click(element=id)'],
    ['Show only items with free shipping', '@retrieve(description="items with free shipping") => @check(element=id)'],
    ['Only show free shipping', '@retrieve(description="free shipping") => @check(element=id)'],
    ['Hide your email address', '@retrieve(description="email address") => @uncheck(element=id)'],
    ['Lower the brightness to 20', '@retrieve(description="brightness") => @set_range(value=literal("20"), element=id)'],
    ['Turn up the volume to 75', '@retrieve(description="volume") => @set_range(value=literal("75"), element=id)'],
    ['Replace the nickname with "Ziggy"', '@retrieve(description="nickname", type=input) => @enter(text=literal("Ziggy"), element=id)'],
    ['Change your email to "mo@example.org"', '@retrieve(description="email", type=input) => @enter(text=literal("mo@example.org"), element=id)'],
    ['Add your phone number', '@retrieve(type=input) => @enter(text="phone number", element=id)'],
    ['Switch to the Dark theme', '@retrieve(description="theme") => @select(option=literal("Dark"), element=id)'],
    ['Make your account private', '@retrieve(description="account") => @select(option=literal("private"), element=id)'],
    ['Sort by price from highest to lowest', '@retrieve(description="sort") => @select(option=literal("price from highest to lowest"), element=id)'],
    ['Pick Olive from the colour menu', '@retrieve(description="colour") => @select(option=literal("Olive"), element=id)'],
    ['Type "desk lamp" into the search bar', '@retrieve(description="search", type=input) => @enter(text=literal("desk lamp"), element=id)'],
    ['Go to Profile', '@retrieve(description="profile") => @click(element=id)'],
  ])('%s', async (instruction, gold) => {
    const program = await parser.parse(instruction);
    expect(printSurface(program)).toSatisfy((s: string) => programsEqual(readSurface(s), readSurface(gold)));
  });
});

// Decoding rules of issue 11 (tasks as written): they hold whatever spans the model tags.
describe('parse: items, ranges, counts and one-piece descriptions', () => {
  it.each([
    // A description cut in pieces that are no list is one description; a list stays a list.
    ['Show only items on sale', '@retrieve(description="items on sale") => @check(element=id)'],
    ['Check Email and SMS', '@retrieve(description="Email") => @check(element=id); @retrieve(description="SMS") => @check(element=id)'],
    // An ordinal of a word that only says "one of the listed things" is one of the page's repeated items.
    ['Open the first result', '@retrieve(item=1) => @click(element=id)'],
    ['Click the second product', '@retrieve(item=2) => @click(element=id)'],
    // Round 7: lists of articles, posts, jobs, offers hold items too.
    ['Open the first article', '@retrieve(item=1) => @click(element=id)'],
    ['Click the third job', '@retrieve(item=3) => @click(element=id)'],
    // A range is its two boxes.
    ['Set the price range from 20 to 60', '@retrieve(description="min price", type=input) => @enter(text=literal("20"), element=id); @retrieve(description="max price", type=input) => @enter(text=literal("60"), element=id)'],
    ['Set the salary between $40,000 and $60,000', '@retrieve(description="min salary", type=input) => @enter(text=literal("40000"), element=id); @retrieve(description="max salary", type=input) => @enter(text=literal("60000"), element=id)'],
    // "Add two to your basket": the quantity, then the add button.
    ['Add two to your basket.', '@retrieve(description="quantity", type=input) => @enter(text=literal("2"), element=id); @retrieve(description="add to basket") => @click(element=id)'],
    ['Add 3 of them to the cart', '@retrieve(description="quantity", type=input) => @enter(text=literal("3"), element=id); @retrieve(description="add to cart") => @click(element=id)'],
    ['Make your profile private', '@retrieve(description="profile") => @select(option=literal("private"), element=id)'],
    // Phrasal verbs: "check out" is the checkout button (a synthesizer template since the unquoted-values round), "go back to the results" the history.
    ['Check out.', '@retrieve(description="Check out") => @click(element=id)'],
    ['Go back to the results.', '@back()'],
    ['Log out.', '@retrieve(description="Log out", type=button) => @click(element=id)'],
    // "Apply the promo code "X"": the value into its field, then the verb's button.
    ['Apply the promo code "WINTER5".', '@retrieve(description="promo code", type=input) => @enter(text=literal("WINTER5"), element=id); @retrieve(description="apply") => @click(element=id)'],
    // The verb says which control: a box for "include" / "mark it as", the verb's button for book / place / pay (templates the model reads).
    ['Include breakfast', '@retrieve(description="include breakfast") => @check(element=id)'],
    ['Mark it as urgent', '@retrieve(description="urgent") => @check(element=id)'],
    ['Book the room.', '@retrieve(description="book", type=button) => @click(element=id)'],
    ['Place your order', '@retrieve(description="place", type=button) => @click(element=id)'],
    // "Close the pop-up" is the page's close button, not the browser tab; positions by price are items.
    ['Close the pop-up.', '@retrieve(description="close", type=button) => @click(element=id)'],
    ['Dismiss the cookie banner', '@retrieve(description="close", type=button) => @click(element=id)'],
    ['Close this tab', '@close_tab()'],
    ['Open the cheapest result', '@retrieve(item=cheapest) => @click(element=id)'],
    // Label edges: a capitalised verb before the label is its first word; a preposition before a location phrase is not.
    ['Click Enter Promo Code', '@retrieve(description="enter promo code") => @click(element=id)'],
    ['Tap Select All', '@retrieve(description="select all") => @click(element=id)'],
    ['Click more in the top left corner', '@retrieve(description="more", location=top_left) => @click(element=id)'],
    ['Click Log in in the top right corner', '@retrieve(description="log in", location=top_right) => @click(element=id)'],
    ['Tap Check in on the left', '@retrieve(description="check in", location=left) => @click(element=id)'],
    // "Sign in with …": the values into the form's fields, then the verb's button.
    ['Sign in with "lee@example.com" and "pa55word".', '@retrieve(description="email", type=input) => @enter(text=literal("lee@example.com"), element=id); @retrieve(description="password", type=input) => @enter(text=literal("pa55word"), element=id); @retrieve(description="sign in") => @click(element=id)'],
    ['Log in with your username and password', '@retrieve(type=input) => @enter(text="username", element=id); @retrieve(type=input) => @enter(text="password", element=id); @retrieve(description="log in") => @click(element=id)'],
  ])('%s', async (instruction, gold) => {
    const program = await parser.parse(instruction);
    expect(printSurface(program)).toSatisfy((s: string) => programsEqual(readSurface(s), readSurface(gold)));
  });
});

// Values stated without quotes (the model's L spans): a literal typed as written; "your X" stays the user's value.
describe('parse: values stated without quotes', () => {
  it.each([
    ['Enter Rosa Diaz as the full name', '@retrieve(description="full name", type=input) => @enter(text=literal("Rosa Diaz"), element=id)'],
    ['Put the email as kim.lee@example.org', '@retrieve(description="email", type=input) => @enter(text=literal("kim.lee@example.org"), element=id)'],
    ['The phone number is 555-0199', '@retrieve(description="phone number", type=input) => @enter(text=literal("555-0199"), element=id)'],
    ['Set the start date to 2027-03-14', '@retrieve(description="start date", type=input) => @enter(text=literal("2027-03-14"), element=id)'],
    ['Type I am running late in the message box', '@retrieve(description="message", type=input) => @enter(text=literal("I am running late"), element=id)'],
    ['Enter your email', '@retrieve(type=input) => @enter(text="email", element=id)'],
    // An option named first and its control after "under", read by the model as one description.
    ['Select Cancel an order under Reason', '@retrieve(description="Reason") => @select(option=literal("Cancel an order"), element=id)'],
  ])('%s', async (instruction, gold) => {
    const program = await parser.parse(instruction);
    expect(printSurface(program)).toSatisfy((s: string) => programsEqual(readSurface(s), readSurface(gold)));
  });
});

describe('splitClauses: everyday verbs join clauses, button names stay whole', () => {
  // Our own sentences: "X and <verb> …" / "X, <verb> …" split before everyday verbs in lower case.
  it.each([
    ['Add your phone number and save', ['Add your phone number', 'save']],
    ['Pick Blue from the colour menu and add two to your cart', ['Pick Blue from the colour menu', 'add two to your cart']],
    ['Opt in to reminders, set the frequency to Daily, then save your changes', ['Opt in to reminders', 'set the frequency to Daily', 'save your changes']],
    ['Make your account private, hide your birthday, and save', ['Make your account private', 'hide your birthday', 'save']],
    ['Search for lamps, show only items on sale, and sort by rating', ['Search for lamps', 'show only items on sale', 'sort by rating']],
    ['Go to Settings and turn off notifications', ['Go to Settings', 'turn off notifications']],
    ['Type your name, lower the volume to 20 and save', ['Type your name', 'lower the volume to 20', 'save']],
    ['Change your email to "a@b.example, and save" and save your changes', ['Change your email to "a@b.example, and save"', 'save your changes']],
    ['Choose the room type "Suite", include breakfast and book now', ['Choose the room type "Suite"', 'include breakfast', 'book now']],
    ['Mark it as urgent and send the message', ['Mark it as urgent', 'send the message']],
    // Values stated without quotes in a chain: "put" is a verb, a semicolon before a verb is a joint, a clause led by a container is verb-led.
    ['Enter Ana Silva as the name, put the email as ana@example.org and save', ['Enter Ana Silva as the name', 'put the email as ana@example.org', 'save']],
    ['The full name is Jo Park; select Deluxe and pay now', ['The full name is Jo Park', 'select Deluxe', 'pay now']],
    ['Under Morning walk, choose Ada Moss, type Rui Costa as the name and click Book', ['Under Morning walk, choose Ada Moss', 'type Rui Costa as the name', 'click Book']],
    ['Set the start date to March 3, 2027, choose Yes under Parking and submit', ['Set the start date to March 3, 2027', 'choose Yes under Parking', 'submit']],
    ['Click Save and Send', ['Click Save and Send']],
    // A verb said once for two settings.
    ['Set the brightness to 40 and the volume to 20', ['Set the brightness to 40', 'set the volume to 20']],
    ['Change your email to "a and the b to c" and save', ['Change your email to "a and the b to c"', 'save']],
    ['Set the number of adults to 2 and children to 1', ['Set the number of adults to 2', 'set children to 1']],
    ['Set the volume to 5 and go to Settings', ['Set the volume to 5', 'go to Settings']],
    // Round 7: closing verbs (continue, confirm, proceed), consent (accept the …, agree to …), answer, rate, request, get, describe, close it.
    ['Pick Evening as the time and continue.', ['Pick Evening as the time', 'continue.']],
    ['Fill in your phone number, choose Lunch and confirm', ['Fill in your phone number', 'choose Lunch', 'confirm']],
    ['Enter "Rui" as the name, agree to the terms of use and send the form', ['Enter "Rui" as the name', 'agree to the terms of use', 'send the form']],
    ['Accept the cookie policy, untick the newsletter box and get your invoice', ['Accept the cookie policy', 'untick the newsletter box', 'get your invoice']],
    ['Pick Yes, answer No to "Any pets?" and request the visit', ['Pick Yes', 'answer No to "Any pets?"', 'request the visit']],
    ['Find order 88 and close it', ['Find order 88', 'close it']],
    ['Open the new tab and close this tab', ['Open the new tab', 'close this tab']],
    ['Enter your new password and confirm password', ['Enter your new password and confirm password']],
    // A choice verb said once for two settings, with "as" / "for".
    ['Select Blue as the colour and Large as the size', ['Select Blue as the colour', 'select Large as the size']],
    ['Rate the hotel as Poor and the staff as Very friendly.', ['Rate the hotel as Poor', 'rate the staff as Very friendly.']],
    ['Choose "Weekly" for reminders and Phone as the contact method, then save', ['Choose "Weekly" for reminders', 'choose Phone as the contact method', 'save']],
    ['Select Salt and Pepper as the flavour', ['Select Salt and Pepper as the flavour']],
    ['Choose Blue as the colour and go to checkout', ['Choose Blue as the colour', 'go to checkout']],
    // Names, not joints.
    ['Click Continue and Confirm', ['Click Continue and Confirm']],
    ['Click Save and Close', ['Click Save and Close']],
    ['Click Save and add another', ['Click Save and add another']],
    ['Click Add and Remove Programs', ['Click Add and Remove Programs']],
    ['Read the Terms and Conditions', ['Read the Terms and Conditions']],
    ['Enter your name and address', ['Enter your name and address']],
    ['To save, click Apply', ['To save, click Apply']],
  ])('%s', (text, clauses) => {
    expect(splitClauses(text)).toEqual(clauses);
  });
});

// Round 7: decoding rules that hold whatever the model reads — here with the model's reading given by hand.
describe('decode: a list of boxes under a heading', () => {
  it.each([
    ['Tick Vegetarian and Nut allergy under Dietary needs', ['O', 'B-D', 'O', 'B-D', 'I-D', 'O', 'B-A', 'I-A'], 'check',
      '@retrieve(description="Dietary needs") => @retrieve(description="Vegetarian", in=id) => @check(element=id); @retrieve(description="Dietary needs") => @retrieve(description="Nut allergy", in=id) => @check(element=id)'],
    ['Under Extras, uncheck Wifi and Parking', ['O', 'B-A', 'O', 'O', 'B-D', 'O', 'B-D'], 'uncheck',
      '@retrieve(description="Extras") => @retrieve(description="Wifi", in=id) => @uncheck(element=id); @retrieve(description="Extras") => @retrieve(description="Parking", in=id) => @uncheck(element=id)'],
  ] as Array<[string, Tag[], 'check' | 'uncheck', string]>)('%s', (text, tags, action, gold) => {
    const tokens = tokenize(text);
    expect(tokens.length).toBe(tags.length);
    const programs = decode(text, tokens, { tags, action, relation: 'in', type: 'none', location: 'none' });
    expect(programsEqual(readSurface(programs.map((p) => printSurface(p)).join('; ')), readSurface(gold))).toBe(true);
  });
});

describe('decode: words from a choice verb to the end of the clause are one label to click', () => {
  it.each([
    // The model's choice reading of a label (a setting then its option, in one span or two) is a click on the whole label.
    ['Select Manage Devices', ['O', 'B-D', 'B-V'], '@retrieve(description="Manage Devices") => @click(element=id)'],
    ['Choose Order History.', ['O', 'B-D', 'I-D', 'O'], '@retrieve(description="Order History") => @click(element=id)'],
    // An option before its setting's noun, or quoted after it, stays a choice.
    ['Select Express delivery', ['O', 'B-V', 'B-D'], '@retrieve(description="delivery") => @select(option=literal("Express"), element=id)'],
    ['Choose the colour "Sage"', ['O', 'O', 'B-D', 'B-V'], '@retrieve(description="colour") => @select(option=literal("Sage"), element=id)'],
  ] as Array<[string, Tag[], string]>)('%s', (text, tags, gold) => {
    const tokens = tokenize(text);
    expect(tokens.length).toBe(tags.length);
    const programs = decode(text, tokens, { tags, action: 'select', relation: 'none', type: 'none', location: 'none' });
    expect(programs.map((p) => printSurface(p)).join('; ')).toSatisfy((got: string) => programsEqual(readSurface(got), readSurface(gold)));
  });
});

// Round 8: decoding rules that hold whatever the model reads — misreadings given by hand, our own sentences.
describe('decode: round 8 rules (fields before values, switches, consent, row actions, label edges)', () => {
  const A = (action: string, type = 'none') => ({ action, type }) as const;
  it.each([
    // A user's value right before a quoted one names its field; a number right before words is that field's value.
    ['Enter booking code "K-77"', ['O', 'B-V', 'B-D', 'B-V'], A('enter'), '@retrieve(description="booking code", type=input) => @enter(text=literal("K-77"), element=id)'],
    ['Add the note "Back door, please"', ['O', 'O', 'B-V', 'B-V'], A('enter'), '@retrieve(description="note", type=input) => @enter(text=literal("Back door, please"), element=id)'],
    ['Enter 3 nights of stay', ['O', 'B-V', 'B-V', 'I-V', 'I-V'], A('enter'), '@retrieve(description="nights of stay", type=input) => @enter(text=literal("3"), element=id)'],
    // What is searched for is the quoted words.
    ['Search the recipes for "lemon tart"', ['O', 'O', 'B-V', 'O', 'B-V'], A('search'), '@retrieve(description="search", type=input) => @enter(text=literal("lemon tart"), element=id); @press(key="Enter")'],
    // Turned off / on is a box unticked / ticked, also when read as a choice or with the verb for the label.
    ['Switch off Weekly newsletter', ['O', 'O', 'B-V', 'B-D'], A('select'), '@retrieve(description="Weekly newsletter") => @uncheck(element=id)'],
    ['Block card payments abroad', ['B-D', 'O', 'O', 'O'], A('check'), '@retrieve(description="card payments abroad") => @check(element=id)'.replace('@check', '@uncheck')],
    ['Turn off order updates and the daily digest', ['O', 'O', 'B-D', 'I-D', 'I-D', 'I-D', 'I-D', 'I-D'], A('uncheck'), '@retrieve(description="order updates") => @uncheck(element=id); @retrieve(description="daily digest") => @uncheck(element=id)'],
    // Consent is a box ticked.
    ['Agree to the terms of service', ['O', 'O', 'O', 'B-D', 'I-D', 'I-D'], A('click'), '@retrieve(description="Agree to the terms of service", type=checkbox) => @check(element=id)'],
    // Round 9: an unquoted value that begins with a digit is typed as written, never a user-dictionary key.
    ['Change the delivery day to 3rd', ['O', 'O', 'B-D', 'I-D', 'O', 'B-V'], A('enter'), '@retrieve(description="delivery day") => @enter(text=literal("3rd"), element=id)'],
    ['Set the loan term to 24 months', ['O', 'O', 'B-D', 'I-D', 'O', 'B-V', 'I-V'], A('enter'), '@retrieve(description="loan term") => @enter(text=literal("24 months"), element=id)'],
    ['Put the start date as 2027-01-04', ['O', 'O', 'B-D', 'I-D', 'O', 'B-V'], A('enter'), '@retrieve(description="start date") => @enter(text=literal("2027-01-04"), element=id)'],
    // Round 9: also when read as a scroll to the words ("agree to the terms" is never a scroll).
    ['Agree to the booking terms', ['O', 'O', 'O', 'B-D', 'I-D'], A('scroll'), '@retrieve(description="Agree to the booking terms", type=checkbox) => @check(element=id)'],
    ['Accept the cancellation policy', ['O', 'O', 'B-D', 'I-D'], A('scroll'), '@retrieve(description="Accept the cancellation policy", type=checkbox) => @check(element=id)'],
    ['Agree to our house rules and terms', ['O', 'O', 'O', 'B-D', 'I-D', 'I-D', 'I-D'], A('scroll'), '@retrieve(description="Agree to our house rules and terms", type=checkbox) => @check(element=id)'],
    // An option said between a choice verb and "for", read as a click on the words after it.
    ['Choose Side entrance for how you will arrive', ['O', 'B-V', 'I-V', 'I-D', 'O', 'B-D', 'I-D', 'O'], A('click'), '@retrieve(description="how you will arrive") => @select(option=literal("Side entrance"), element=id)'],
    ['Choose Large for size', ['O', 'B-V', 'I-D', 'I-D'], A('select'), '@retrieve(description="size") => @select(option=literal("Large"), element=id)'],
    // A label right after the verb that ends in a lower-case type word ends with it; after an article the word is the type.
    ['Click Resend code link', ['O', 'B-D', 'I-D', 'O'], A('click', 'link'), '@retrieve(description="Resend code link") => @click(element=id)'],
    ['Click the Resend code link', ['O', 'O', 'B-D', 'I-D', 'O'], A('click', 'link'), '@retrieve(description="Resend code", type=link) => @click(element=id)'],
    // A short clause that names no one to ask is a button.
    ['Get your estimate', ['O', 'B-V', 'I-V'], A('ask'), '@retrieve(description="Get estimate") => @click(element=id)'],
    ['Ask the user for their estimate', ['O', 'O', 'O', 'O', 'O', 'B-V'], A('ask'), '@ask(text="estimate")'],
    // A span never cuts a hyphenated word.
    ['Open the sign-up', ['O', 'O', 'O', 'B-D', 'I-D'], A('click'), '@retrieve(description="sign-up") => @click(element=id)'],
    // A row's action in the row of the listed thing named.
    ['Cancel the yoga class with Mia Holt', ['O', 'O', 'O', 'B-D', 'O', 'O', 'O'], A('click'), '@retrieve(description="yoga class with Mia Holt") => @retrieve(description="Cancel", in=id) => @click(element=id)'],
    ['Cancel the order', ['B-D', 'O', 'O'], A('click'), '@retrieve(description="Cancel", type=button) => @click(element=id)'],
    // A list under a heading read as one description: a box per item, in the heading.
    ['Tick Oat milk and Soy milk under Extras', ['O', 'B-D', 'I-D', 'O', 'B-D', 'I-D', 'I-D', 'B-D'], A('check'),
      '@retrieve(description="Extras") => @retrieve(description="Oat milk", in=id) => @check(element=id); @retrieve(description="Extras") => @retrieve(description="Soy milk", in=id) => @check(element=id)'],
    // Added to a basket, read as typing: the add button.
    ['Add the teapot to the basket', ['O', 'O', 'B-V', 'O', 'O', 'O'], A('enter'), '@retrieve(description="add to basket") => @click(element=id)'],
  ] as Array<[string, Tag[], { action: string; type: string }, string]>)('%s', (text, tags, reading, gold) => {
    const tokens = tokenize(text);
    expect(tokens.length).toBe(tags.length);
    const programs = decode(text, tokens, { tags, relation: 'none', location: 'none', ...reading } as Parameters<typeof decode>[2]);
    expect(programs.map((p) => printSurface(p)).join('; ')).toSatisfy((got: string) => programsEqual(readSurface(got), readSurface(gold)));
  });

  it('types a value with no field named into the field a leading phrase names ("In the notes, write …")', () => {
    const text = 'In the notes, write "Ring twice"';
    const rest = 'write "Ring twice"';
    const programs = decodeClause(
      { text, tokens: tokenize(text), reading: { tags: ['O', 'O', 'O', 'O', 'O', 'B-V'], action: 'enter', relation: 'none', type: 'input', location: 'none' } },
      { text: rest, tokens: tokenize(rest), reading: { tags: ['O', 'B-V'], action: 'enter', relation: 'none', type: 'input', location: 'none' } },
    );
    expect(programs.map((p) => printSurface(p)).join('; ')).toSatisfy((got: string) => programsEqual(readSurface(got), readSurface('@retrieve(description="notes", type=input) => @enter(text=literal("Ring twice"), element=id)')));
  });

  it.each([
    ['Turn off card alerts, allow payments abroad, set the limit to 300', ['Turn off card alerts', 'allow payments abroad', 'set the limit to 300']],
    ['Click Next and confirm the booking', ['Click Next', 'confirm the booking']],
    ['Click Save and add another', ['Click Save and add another']],
  ])('splits %s', (text, clauses) => {
    expect(splitClauses(text)).toEqual(clauses);
  });
});
