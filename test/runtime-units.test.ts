/** The runtime's pure parts: step splitting, the user dictionary, secrets, goto safety, the dialogue retry. */
import { describe, expect, it } from 'vitest';
import { splitSteps } from '../src/runtime/steps.js';
import { UserDictionary, isSecretKey, keySimilarity, maskSecrets, MASK } from '../src/runtime/dictionary.js';
import { checkGotoUrl, resolveGotoUrl } from '../src/runtime/safety.js';
import { askUntilAnswered } from '../src/runtime/dialogue.js';
import { closestOption, isoDate, isoTime, optionInText } from '../src/runtime/controls.js';
import { isOnlyLabel, stripLabel } from '../src/runtime/read.js';
import { RussError } from '../src/errors.js';

describe('splitSteps', () => {
  it.each([
    ['1. Click Sign in\n2) Enter your email\n- Click Next\n* Done\n• Read the result', ['Click Sign in', 'Enter your email', 'Click Next', 'Done', 'Read the result']],
    ['Step 1: Go to shop.example\nStep 2. Click Help', ['Go to shop.example', 'Click Help']],
    ['Go to Example.com. Click Log In.', ['Go to Example.com.', 'Click Log In.']],
    ['Go to https://www.example.com/help?x=1. Then click Contact us.', ['Go to https://www.example.com/help?x=1.', 'Then click Contact us.']],
    ['Click Settings, then click Privacy', ['Click Settings', 'Click Privacy']],
    ['Click Settings and then select Privacy; then click Save', ['Click Settings', 'Select Privacy', 'Click Save']],
    ['Enter your passcode and click Log In.', ['Enter your passcode', 'Click Log In.']],
    ['Accept the Terms and Conditions and click Next', ['Accept the Terms and Conditions', 'Click Next']],
    ['Click Save and close the window', ['Click Save and close the window']],
    ['Choose a plan, e.g. Basic. Click Continue.', ['Choose a plan, e.g. Basic.', 'Click Continue.']],
    ['Type "Hello. Then bye" in the box', ['Type "Hello. Then bye" in the box']],
    ['Ask Dr. Smith for the code', ['Ask Dr. Smith for the code']],
    ['\n\n  \n3.\n', []],
    ['How to reset your password:\n1. Click Forgot password', ['Click Forgot password']],
    ['Updating your contact information\n1. Click Log In.\n2. Click Profile.', ['Click Log In.', 'Click Profile.']],
    ['Acme help\nTo change it, follow these steps\n1. Click Log In.\n2. Click Profile.', ['Click Log In.', 'Click Profile.']],
    ['Changing your plan\nClick Plans', ['Click Plans']],
    ['Click Sign in\nTyping your name is optional.', ['Click Sign in', 'Typing your name is optional.']],
    ['Click Save.\nNote: changes can take an hour.\nTip - use a strong password', ['Click Save.']],
    ['Enter 3.5 in the weight field', ['Enter 3.5 in the weight field']],
  ])('%j', (input, expected) => {
    expect(splitSteps(input)).toEqual(expected);
  });

  it('accepts an array of instructions', () => {
    expect(splitSteps(['Click A', '2. Click B, then click C'])).toEqual(['Click A', 'Click B', 'Click C']);
  });
});

describe('user dictionary (closest-key rule)', () => {
  const dict = new UserDictionary();
  dict.set('Email Address', 'ada@example.com');
  dict.set('password', 'hunter2');
  dict.set('first name', 'Ada');
  dict.set('zip code', '94305');

  it.each([
    ['email', 'ada@example.com'],
    ['e-mail address', 'ada@example.com'],
    ["the user's email", 'ada@example.com'],
    ['Password', 'hunter2'],
    ['passwords', 'hunter2'],
    ['first name', 'Ada'],
    ['given name', 'Ada'],
    ['ZIP', '94305'],
  ])('%s → %s', (text, value) => {
    expect(dict.closest(text)?.entry.value).toBe(value);
  });

  it('finds nothing for an unrelated key', () => {
    expect(dict.closest('favourite colour')).toBeUndefined();
  });

  it('looks variables up by name', () => {
    expect(dict.byVariable('email_address')?.value).toBe('ada@example.com');
  });

  it('scores equal keys 1 and unrelated keys 0', () => {
    expect(keySimilarity('Email address', 'email_address')).toBe(1);
    expect(keySimilarity('country', 'password')).toBe(0);
  });

  it('a value typed into a password field is secret whatever its key', () => {
    const d = new UserDictionary({ 'memorable word': 'tulip' });
    expect(d.secrets()).toEqual([]);
    d.addSecret('tulip');
    expect(maskSecrets('the word is tulip', d.secrets())).toBe(`the word is ${MASK}`);
  });

  it('knows which values are secret', () => {
    expect(dict.secrets()).toEqual(['hunter2']);
    for (const k of ['password', 'Passcode', 'PIN', 'verification code', 'card number', 'CVV', 'SSN', 'secret answer', 'api token']) expect(isSecretKey(k), k).toBe(true);
    for (const k of ['email', 'zip code', 'country code', 'coupon code', 'first name', 'spinner']) expect(isSecretKey(k), k).toBe(false);
    expect(maskSecrets('pw is hunter2!', dict.secrets())).toBe(`pw is ${MASK}!`);
  });
});

describe('goto safety', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['Example.com.', 'https://example.com/'],
    ['www.walmart.com/help', 'https://www.walmart.com/help'],
    ['https://squareup.com/signup', 'https://squareup.com/signup'],
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
    ['localhost:3000', 'http://localhost:3000/'],
    ['"https://example.org"', 'https://example.org/'],
  ])('%s → %s', (raw, url) => {
    expect(resolveGotoUrl(raw)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)', 'E_GOTO_SCHEME'],
    ['JavaScript:alert(1)', 'E_GOTO_SCHEME'],
    ['file:///etc/passwd', 'E_GOTO_SCHEME'],
    ['data:text/html,<script>x</script>', 'E_GOTO_SCHEME'],
    ['chrome://settings', 'E_GOTO_SCHEME'],
    ['', 'E_GOTO_INVALID'],
    ['the settings page', 'E_GOTO_INVALID'],
  ])('refuses %s (%s)', (raw, code) => {
    expect(() => resolveGotoUrl(raw)).toThrow(RussError);
    try {
      resolveGotoUrl(raw);
    } catch (err) {
      expect((err as RussError).code).toBe(code);
    }
  });

  it('resolves relative paths against the current page', () => {
    expect(resolveGotoUrl('/help', 'https://shop.example/a/b')).toBe('https://shop.example/help');
  });

  it('keeps to the allowed origins', () => {
    expect(checkGotoUrl('https://help.shop.example/x', { allowedOrigins: ['shop.example'] })).toBe('https://help.shop.example/x');
    expect(checkGotoUrl('http://127.0.0.1:9/x', { allowedOrigins: ['http://127.0.0.1:9'] })).toBe('http://127.0.0.1:9/x');
    expect(() => checkGotoUrl('https://evil.example', { allowedOrigins: ['shop.example', 'https://other.example'] })).toThrow(
      expect.objectContaining({ code: 'E_GOTO_ORIGIN' }),
    );
    expect(() => checkGotoUrl('https://shop.example.evil.com', { allowedOrigins: ['shop.example'] })).toThrow(expect.objectContaining({ code: 'E_GOTO_ORIGIN' }));
  });
});

describe('dialogue', () => {
  it('asks again after empty answers, then takes the first usable one', async () => {
    const answers = ['', '   ', ' ada@example.com '];
    const asked: string[] = [];
    const value = await askUntilAnswered({ ask: (key, prompt) => (asked.push(prompt), answers.shift()) }, 'email');
    expect(value).toBe('ada@example.com');
    expect(asked).toHaveLength(3);
  });

  it('stops with a typed error after 3 unusable answers', async () => {
    let n = 0;
    await expect(askUntilAnswered({ ask: () => (n++, n === 1 ? undefined : '') }, 'email')).rejects.toMatchObject({ code: 'E_DIALOGUE_NO_ANSWER' });
    expect(n).toBe(3);
  });

  it('is a typed error when the host cannot ask', async () => {
    await expect(askUntilAnswered({}, 'email')).rejects.toMatchObject({ code: 'E_DIALOGUE_UNAVAILABLE' });
  });
});

describe('closest option', () => {
  const options = ['Choose a country', 'Canada', 'France', 'United States', 'United Kingdom'];
  it.each([
    ['canada', 'Canada'],
    ['United States', 'United States'],
    ['united kingdom', 'United Kingdom'],
    ['Frances', 'France'],
    ['Atlantis', undefined],
  ])('%s → %s', (wanted, label) => {
    expect(closestOption(options, wanted)).toBe(label);
  });
});

describe('closest option of a sort menu: order, morphology, extra words; a tie is no match', () => {
  const options = ['Featured', 'Price: Low to High', 'Price: High to Low', 'Customer rating', 'Newest arrivals'];
  it.each([
    ['highest to lowest price', 'Price: High to Low'],
    ['price from lowest to highest', 'Price: Low to High'],
    ['cheapest first', 'Price: Low to High'],
    ['cheapest items', 'Price: Low to High'],
    ['most expensive first', 'Price: High to Low'],
    ['highest price', 'Price: High to Low'],
    ['ratings', 'Customer rating'],
    ['newest first', 'Newest arrivals'],
    // Two orders of the same words: the one the menu lists first (a sort's default direction).
    ['price', 'Price: Low to High'],
    ['oldest', undefined],
  ])('%s → %s', (wanted, label) => {
    expect(closestOption(options, wanted)).toBe(label);
  });
  const other = ['Relevance', 'Salary: High to Low', 'Salary: Low to High', 'Avg. Customer Review', 'Most recent'];
  it.each([
    ['salary', 'Salary: High to Low'],
    ['highest salaries', 'Salary: High to Low'],
    ['lowest salary', 'Salary: Low to High'],
    ['customer rating', 'Avg. Customer Review'],
    ['top rated', 'Avg. Customer Review'],
    ['highest rated', 'Avg. Customer Review'],
    ['most recent postings', 'Most recent'],
  ])('%s → %s (another menu)', (wanted, label) => {
    expect(closestOption(other, wanted)).toBe(label);
  });
  it('still refuses two different options that match equally', () => {
    expect(closestOption(['Price', 'Rating', 'Date added', 'Date modified'], 'date')).toBeUndefined();
  });
});

describe('dates and times as people write them, in the format of a date or time field', () => {
  const today = new Date(2026, 10, 23);
  it.each([
    ['December 1, 2026', '2026-12-01'],
    ['1st of December 2026', '2026-12-01'],
    ['Dec 4', '2026-12-04'],
    ['Friday, December 4', '2026-12-04'],
    ['12/01/2026', '2026-12-01'],
    ['25/12/2026', '2026-12-25'],
    ['2026-12-1', '2026-12-01'],
    ['tomorrow', '2026-11-24'],
    ['February 30, 2026', undefined],
    ['next week', undefined],
  ])('date %s → %s', (text, iso) => {
    expect(isoDate(text, today)).toBe(iso);
  });
  it.each([
    ['7pm', '19:00'],
    ['7:30 pm', '19:30'],
    ['7.30 p.m.', '19:30'],
    ['19:30', '19:30'],
    ['12am', '00:00'],
    ['noon', '12:00'],
    ['7', undefined],
    ['25:00', undefined],
  ])('time %s → %s', (text, iso) => {
    expect(isoTime(text)).toBe(iso);
  });
});

describe('an option named inside a description', () => {
  it.each([
    ['Large as the parcel size', 'Parcel size', 'Large'],
    ['Large in the Parcel size menu', 'Parcel size', 'Large'],
    ['Choose a parcel size', 'Parcel size', undefined],
    ['Extra large box', 'Parcel size', 'Extra large'],
  ])('%s on %s → %s', (text, name, label) => {
    expect(optionInText(['Small', 'Medium', 'Large', 'Extra large'], text, name)).toBe(label);
  });
});

describe('reading a value by its label', () => {
  it('tells a bare label from a value', () => {
    expect(isOnlyLabel('Confirmation number:', 'confirmation number')).toBe(true);
    expect(isOnlyLabel('Confirmation number: NW-1', 'confirmation number')).toBe(false);
  });
  it('strips the label from "label: value"', () => {
    expect(stripLabel('Confirmation number: NW-58213', 'confirmation number')).toBe('NW-58213');
    expect(stripLabel('Delivery status: Shipped', 'the delivery status')).toBe('Shipped');
    expect(stripLabel('Your order has shipped', 'message')).toBeUndefined();
    expect(stripLabel('Thanks! Your confirmation number is ABC-123.', 'confirmation number')).toBe('ABC-123');
    expect(stripLabel('Order #: 5521', 'order')).toBe('5521');
    expect(stripLabel('Ticket number T-4411', 'the ticket number')).toBe('T-4411');
    expect(stripLabel('Confirmation number', 'confirmation number')).toBeUndefined();
    expect(stripLabel('Balance: $12.50.', 'balance')).toBe('$12.50');
    expect(stripLabel('Message sent successfully', 'message')).toBeUndefined();
    expect(stripLabel('Status Shipped', 'status')).toBe('Shipped');
    expect(stripLabel('Delivery status: Shipped', 'delivery state')).toBe('Shipped');
    expect(stripLabel('Order number', 'order state')).toBeUndefined();
    expect(stripLabel('Your pickup number is PX-90210. The driver arrives between 9 and 12.', 'pickup number')).toBe('PX-90210');
    expect(stripLabel('Total: $1,204.50. Taxes included.', 'total')).toBe('$1,204.50');
  });
});
