/**
 * Generated conversation turns over generated pages, for the turn ranker (src/parser/turn-ranker.ts).
 *
 * A page is drawn from a theme (shop, booking, restaurant, account, form, list, clinic, travel,
 * events, bank, library, delivery) plus site-wide links: its buttons, links, dropdowns and radio
 * groups with their options, checkboxes, from the pools below (our own words; nothing from any
 * bench set or RUSS). A turn names one of its actions the ways people say it — a command, a polite
 * request, the value alone ("medium please"), the group and value, a synonym or a part of the
 * control's words — or names nothing on the page (a question, a remark, an action the page does not
 * offer: the gold is "none"). Seeded: the same seed gives the same turns.
 */
import type { DialogueState, SeenControl } from '../../src/parser/context.js';
import { candidatesOf, type TurnCandidate } from '../../src/parser/turn-ranker.js';

type PageState = Pick<DialogueState, 'controls' | 'page' | 'rows'>;
export interface GeneratedTurn {
  state: PageState;
  utterance: string;
  /** The index of the meant action in `candidatesOf(state)`, or -1 for none. */
  gold: number;
  candidates: TurnCandidate[];
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const chance = (r: Rand, p: number): boolean => r() < p;
function sample<T>(r: Rand, xs: readonly T[], n: number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, n);
}

interface Group {
  label: string;
  options: string[];
}
interface Theme {
  buttons: string[];
  links: string[];
  groups: Group[];
  boxes: string[];
}

const SITE_LINKS = ['Home', 'About us', 'Contact', 'Help', 'FAQ', 'Sign in', 'Log in', 'Register', 'My account', 'Privacy policy', 'Terms of service', 'Careers', 'Blog', 'Gift cards', 'Store locator', 'Accessibility', 'Newsletter', 'Press', 'Support centre', 'Log out', 'Sign out', 'Settings', 'Profile', 'Deals', 'New arrivals', 'Sale', 'Customer service', 'Track order', 'Returns policy', 'Shipping information'];

const THEMES: Record<string, Theme> = {
  shop: {
    buttons: ['Add to cart', 'Add to basket', 'Add to bag', 'Buy now', 'Add to wishlist', 'Save for later', 'Checkout', 'Proceed to checkout', 'Notify me', 'Compare', 'Write a review', 'Apply coupon', 'Update cart', 'Remove', 'Continue shopping', 'Subscribe and save'],
    links: ['Reviews', 'Specifications', 'Size guide', 'Product details', 'Questions and answers', 'View cart', 'Shopping bag', 'Wishlist', 'Similar items', 'Delivery and returns', 'Care instructions', 'Men', 'Women', 'Kids', 'Outdoor', 'Kitchen', 'Electronics', 'Garden', 'Shoes', 'Accessories'],
    groups: [
      { label: 'Size', options: ['XS', 'S', 'M', 'L', 'XL'] },
      { label: 'Size', options: ['Small', 'Medium', 'Large', 'Extra large'] },
      { label: 'Colour', options: ['Black', 'White', 'Navy', 'Olive', 'Charcoal', 'Burgundy'] },
      { label: 'Color', options: ['Red', 'Blue', 'Green', 'Grey', 'Mustard', 'Teal'] },
      { label: 'Quantity', options: ['1', '2', '3', '4', '5'] },
      { label: 'Material', options: ['Cotton', 'Linen', 'Wool', 'Leather'] },
      { label: 'Capacity', options: ['250 ml', '500 ml', '1 litre'] },
      { label: 'Storage', options: ['64 GB', '128 GB', '256 GB', '512 GB'] },
      { label: 'Sort by', options: ['Featured', 'Price: low to high', 'Price: high to low', 'Newest', 'Best selling', 'Customer rating'] },
      { label: 'Delivery', options: ['Standard delivery', 'Express delivery', 'Click and collect'] },
    ],
    boxes: ['Gift wrap', 'Include a gift receipt', 'In stock only', 'Free shipping', 'On sale', 'Add protection plan', 'Subscribe to newsletter'],
  },
  booking: {
    buttons: ['Book now', 'Reserve', 'Check availability', 'Continue', 'Confirm booking', 'Select room', 'Modify search', 'Cancel reservation', 'Add to itinerary', 'Pay now', 'Pay at hotel'],
    links: ['Photos', 'Amenities', 'Location', 'Guest reviews', 'House rules', 'Cancellation policy', 'My bookings', 'Rooms', 'Nearby attractions', 'Map view', 'Price breakdown'],
    groups: [
      { label: 'Room type', options: ['Standard room', 'Deluxe room', 'Junior suite', 'Family room', 'Twin room'] },
      { label: 'Guests', options: ['1 guest', '2 guests', '3 guests', '4 guests'] },
      { label: 'Nights', options: ['1 night', '2 nights', '3 nights', '5 nights', '7 nights'] },
      { label: 'Bed type', options: ['King bed', 'Queen bed', 'Two single beds', 'Sofa bed'] },
      { label: 'Board', options: ['Room only', 'Bed and breakfast', 'Half board', 'All inclusive'] },
      { label: 'Rate', options: ['Flexible rate', 'Non-refundable', 'Member rate'] },
      { label: 'Arrival time', options: ['Morning', 'Afternoon', 'Evening', 'Late night'] },
    ],
    boxes: ['Breakfast included', 'Free cancellation', 'Late checkout', 'Airport transfer', 'Parking', 'Pet friendly', 'Sea view', 'Pool'],
  },
  restaurant: {
    buttons: ['Add to order', 'Place order', 'View order', 'Order now', 'Reserve a table', 'Start order', 'Customise', 'Apply promo'],
    links: ['Menu', 'Starters', 'Mains', 'Desserts', 'Drinks', 'Sides', 'Allergens', 'Opening hours', 'Our story', 'Specials', 'Vegan options', 'Kids menu'],
    groups: [
      { label: 'Spice level', options: ['Mild', 'Medium', 'Hot', 'Extra hot'] },
      { label: 'Portion', options: ['Half', 'Regular', 'Large'] },
      { label: 'Crust', options: ['Thin crust', 'Classic', 'Stuffed crust', 'Gluten free base'] },
      { label: 'Pickup or delivery', options: ['Pickup', 'Delivery'] },
      { label: 'Tip', options: ['No tip', '10%', '15%', '20%'] },
      { label: 'Party size', options: ['2 people', '3 people', '4 people', '6 people'] },
      { label: 'Time', options: ['6:00 PM', '6:30 PM', '7:00 PM', '7:30 PM', '8:00 PM'] },
      { label: 'Milk', options: ['Whole milk', 'Oat milk', 'Soy milk', 'Almond milk', 'No milk'] },
    ],
    boxes: ['Extra cheese', 'No onions', 'Add bacon', 'Cutlery', 'Contactless delivery', 'Extra sauce', 'Side salad'],
  },
  account: {
    buttons: ['Save changes', 'Cancel', 'Delete account', 'Update password', 'Add payment method', 'Edit', 'Download data', 'Verify email', 'Deactivate', 'Add address', 'Set as default'],
    links: ['Edit profile', 'Change password', 'Notification settings', 'Payment methods', 'Order history', 'Addresses', 'Security', 'Privacy', 'Connected apps', 'Subscriptions', 'Billing', 'Preferences', 'Linked accounts', 'Login activity'],
    groups: [
      { label: 'Language', options: ['English', 'Spanish', 'French', 'German', 'Portuguese'] },
      { label: 'Time zone', options: ['Pacific Time', 'Mountain Time', 'Central Time', 'Eastern Time'] },
      { label: 'Theme', options: ['Light', 'Dark', 'System default'] },
      { label: 'Email frequency', options: ['Daily', 'Weekly', 'Monthly', 'Never'] },
      { label: 'Currency', options: ['US dollar', 'Euro', 'Pound sterling', 'Canadian dollar'] },
      { label: 'Plan', options: ['Basic', 'Standard', 'Premium', 'Family'] },
    ],
    boxes: ['Two-factor authentication', 'Email me offers', 'SMS alerts', 'Push notifications', 'Show my profile publicly', 'Remember this device', 'Weekly summary', 'Auto-renew'],
  },
  form: {
    buttons: ['Submit', 'Send message', 'Next', 'Back', 'Save draft', 'Clear form', 'Upload file', 'Sign up', 'Create account', 'Request a callback'],
    links: ['Privacy notice', 'Why we ask', 'Get help with this form', 'Start again', 'Terms and conditions'],
    groups: [
      { label: 'Title', options: ['Mr', 'Mrs', 'Ms', 'Dr', 'Mx'] },
      { label: 'Country', options: ['United States', 'Canada', 'Mexico', 'United Kingdom', 'Ireland', 'Australia'] },
      { label: 'Topic', options: ['Billing question', 'Technical problem', 'Feedback', 'Complaint', 'Something else'] },
      { label: 'Preferred contact', options: ['Email', 'Phone', 'Text message', 'Post'] },
      { label: 'How did you hear about us', options: ['Search engine', 'Social media', 'A friend', 'Advertisement', 'Radio'] },
      { label: 'Age range', options: ['Under 18', '18 to 24', '25 to 34', '35 to 49', '50 to 64', '65 or over'] },
      { label: 'Employment status', options: ['Employed', 'Self-employed', 'Student', 'Retired', 'Unemployed'] },
    ],
    boxes: ['I agree to the terms', 'Send me a copy', 'Keep me signed in', 'Subscribe to updates', 'I am over 18', 'Contact me by phone'],
  },
  list: {
    buttons: ['Load more', 'Next page', 'Previous page', 'Apply filters', 'Clear filters', 'Show results', 'Search', 'Save search', 'Reset'],
    links: ['Grid view', 'List view', 'Map', 'Saved items', 'Recently viewed', 'Advanced search', 'Browse categories', 'Top rated', 'Most popular', 'Just added'],
    groups: [
      { label: 'Sort', options: ['Relevance', 'Lowest price', 'Highest price', 'Newest first', 'Highest rated', 'Distance'] },
      { label: 'Results per page', options: ['10', '25', '50', '100'] },
      { label: 'Price', options: ['Under $25', '$25 to $50', '$50 to $100', 'Over $100'] },
      { label: 'Rating', options: ['4 stars and up', '3 stars and up', 'Any rating'] },
      { label: 'Condition', options: ['New', 'Used', 'Refurbished'] },
      { label: 'Distance', options: ['Within 5 miles', 'Within 10 miles', 'Within 25 miles'] },
    ],
    boxes: ['Free delivery', 'In stock', 'Open now', 'Accepts returns', 'Local pickup', 'Verified sellers', 'Wheelchair accessible'],
  },
  clinic: {
    buttons: ['Book appointment', 'Reschedule', 'Cancel appointment', 'Find a doctor', 'Request prescription', 'Join waiting list', 'Check in online'],
    links: ['Our doctors', 'Services', 'Patient portal', 'Test results', 'Messages', 'Appointments', 'Insurance', 'Forms', 'Locations', 'Emergency information'],
    groups: [
      { label: 'Appointment type', options: ['New patient', 'Follow-up', 'Check-up', 'Vaccination', 'Consultation'] },
      { label: 'Clinician', options: ['Any available', 'Dr. Okafor', 'Dr. Lindqvist', 'Nurse Patel'] },
      { label: 'Day', options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] },
      { label: 'Time slot', options: ['8:30 AM', '9:15 AM', '10:45 AM', '1:00 PM', '3:30 PM', '4:15 PM'] },
      { label: 'Visit', options: ['In person', 'Video call', 'Phone call'] },
    ],
    boxes: ['Send me a reminder', 'First visit', 'Need an interpreter', 'Wheelchair access needed', 'Share results with my GP'],
  },
  travel: {
    buttons: ['Search flights', 'Select', 'Continue to payment', 'Add bags', 'Choose seats', 'Skip', 'Hold fare', 'Book flight', 'Change flight', 'Check in'],
    links: ['Manage booking', 'Flight status', 'Baggage allowance', 'Deals', 'Destinations', 'Travel advice', 'Loyalty programme', 'Timetables'],
    groups: [
      { label: 'Cabin', options: ['Economy', 'Premium economy', 'Business', 'First'] },
      { label: 'Trip type', options: ['Return', 'One way', 'Multi-city'] },
      { label: 'Passengers', options: ['1 adult', '2 adults', '3 adults', '4 adults'] },
      { label: 'Fare', options: ['Light', 'Classic', 'Flex'] },
      { label: 'Seat', options: ['Window', 'Aisle', 'Middle', 'Exit row'] },
      { label: 'Checked bags', options: ['No bags', '1 bag', '2 bags'] },
      { label: 'Stops', options: ['Nonstop', '1 stop', '2+ stops'] },
    ],
    boxes: ['Flexible dates', 'Travel insurance', 'Priority boarding', 'Direct flights only', 'Extra legroom', 'Meal included'],
  },
  events: {
    buttons: ['Get tickets', 'Buy tickets', 'Add to calendar', 'Join waitlist', 'Share', 'Find seats', 'Register'],
    links: ['Line-up', 'Venue', 'Schedule', 'Past events', 'Upcoming events', 'FAQs', 'Getting there', 'Seating plan', 'Artists'],
    groups: [
      { label: 'Ticket type', options: ['General admission', 'VIP', 'Student', 'Child', 'Senior'] },
      { label: 'Tickets', options: ['1 ticket', '2 tickets', '3 tickets', '4 tickets'] },
      { label: 'Section', options: ['Stalls', 'Circle', 'Balcony', 'Standing'] },
      { label: 'Performance', options: ['Matinee', 'Evening'] },
    ],
    boxes: ['Ticket protection', 'Accessible seating', 'Parking pass', 'Email my tickets'],
  },
  bank: {
    buttons: ['Transfer', 'Pay a bill', 'Add payee', 'Download statement', 'Freeze card', 'Report lost card', 'Confirm transfer', 'Set up direct debit'],
    links: ['Accounts', 'Statements', 'Payees', 'Cards', 'Savings', 'Loans', 'Scheduled payments', 'Transactions', 'Alerts', 'Documents'],
    groups: [
      { label: 'From account', options: ['Everyday account', 'Savings account', 'Joint account'] },
      { label: 'Frequency', options: ['Once', 'Weekly', 'Fortnightly', 'Monthly'] },
      { label: 'Statement period', options: ['Last 30 days', 'Last 3 months', 'Last 6 months', 'This year'] },
      { label: 'Format', options: ['PDF', 'CSV', 'Excel'] },
    ],
    boxes: ['Paperless statements', 'Low balance alert', 'Round up savings', 'Save as template'],
  },
  library: {
    buttons: ['Place hold', 'Renew', 'Borrow', 'Return', 'Add to list', 'Download', 'Read sample', 'Pay fines'],
    links: ['My loans', 'Holds', 'Reading history', 'Events', 'Opening times', 'E-books', 'Audiobooks', 'New titles', 'Branches', 'Digital resources'],
    groups: [
      { label: 'Format', options: ['Paperback', 'Hardcover', 'E-book', 'Audiobook', 'Large print'] },
      { label: 'Pickup branch', options: ['Central library', 'North branch', 'Riverside branch', 'East branch'] },
      { label: 'Loan period', options: ['7 days', '14 days', '21 days'] },
    ],
    boxes: ['Available now', 'Email me when ready', 'Include e-books', 'Children’s books'],
  },
  delivery: {
    buttons: ['Get a quote', 'Schedule pickup', 'Track parcel', 'Print label', 'Redeliver', 'Change address', 'Leave with neighbour'],
    links: ['Prices', 'Send a parcel', 'Drop-off points', 'Prohibited items', 'Claims', 'Business accounts', 'Delivery options'],
    groups: [
      { label: 'Parcel size', options: ['Small parcel', 'Medium parcel', 'Large parcel'] },
      { label: 'Speed', options: ['Economy', 'Next day', 'Same day'] },
      { label: 'Safe place', options: ['Porch', 'Garage', 'Shed', 'Reception'] },
    ],
    boxes: ['Signature required', 'Insurance cover', 'Text me updates', 'Weekend delivery'],
  },
};

/** Other words for the same thing (both ways), as people say them in place of the page's words. */
const SYNONYMS: string[][] = [
  ['cart', 'basket', 'bag', 'trolley'], ['buy', 'purchase', 'get'], ['checkout', 'check out', 'pay'], ['reviews', 'ratings', 'feedback', 'comments'],
  ['account', 'profile'], ['settings', 'preferences', 'options'], ['log out', 'sign out'], ['sign in', 'log in'], ['continue', 'next', 'go on', 'proceed'],
  ['book', 'reserve'], ['booking', 'reservation'], ['appointment', 'visit', 'slot'], ['cancel', 'call off'], ['delete', 'remove', 'get rid of'],
  ['photos', 'pictures', 'images'], ['location', 'map', 'where it is'], ['help', 'support'], ['contact', 'get in touch'], ['order', 'purchase'],
  ['tickets', 'seats', 'passes'], ['flight', 'plane'], ['parcel', 'package'], ['large', 'big'], ['small', 'little'], ['medium', 'mid-size'],
  ['extra large', 'XL'], ['grey', 'gray'], ['colour', 'color'], ['save', 'keep'], ['details', 'info', 'information'], ['price', 'cost'],
  ['cheapest', 'lowest price'], ['newest', 'latest', 'most recent'], ['dark', 'night'], ['email', 'e-mail'], ['phone', 'call'],
  ['statement', 'bank statement'], ['transfer', 'send money', 'move money'], ['notifications', 'alerts'], ['password', 'passcode'],
  ['menu', 'food'], ['drinks', 'beverages'], ['desserts', 'puddings', 'sweets'], ['starters', 'appetisers', 'appetizers'], ['schedule', 'timetable'],
  ['hours', 'times'], ['shoes', 'footwear'], ['kids', 'children'], ['subscribe', 'sign up'], ['renew', 'extend'], ['return', 'give back'],
  ['history', 'past'],
  // Words formed from each other: what a page names by its verb, people say by its noun, and back.
  ['compare', 'comparison'], ['reserve', 'reservation'], ['deliver', 'delivery'], ['subscribe', 'subscription'], ['register', 'registration'],
  ['confirm', 'confirmation'], ['payment', 'pay'], ['specifications', 'specs'], ['notify', 'notification'], ['renew', 'renewal'],
  ['cancel', 'cancellation'], ['donate', 'donation'], ['apply', 'application'], ['insurance', 'insure'], ['photos', 'photographs'], ['quote', 'estimate', 'price'], ['nonstop', 'direct'], ['window', 'window seat'], ['aisle', 'aisle seat'],
];

const NUMBER_WORDS: Record<string, string> = { '1': 'one', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven', '10': 'ten', '14': 'fourteen', '15': 'fifteen', '20': 'twenty', '21': 'twenty-one', '25': 'twenty-five', '50': 'fifty', '100': 'a hundred' };

function paraphrase(r: Rand, text: string, p = 0.35): string {
  let t = text;
  for (const set of SYNONYMS) {
    for (const w of set) {
      const re = new RegExp(`\\b${w.replace(/[-]/g, '\\-')}\\b`, 'i');
      if (re.test(t) && chance(r, p)) {
        t = t.replace(re, pick(r, set.filter((x) => x !== w)));
        break;
      }
    }
  }
  if (chance(r, 0.3)) t = t.replace(/\b\d+\b/g, (n) => NUMBER_WORDS[n] ?? n);
  return t;
}

/** Part of a name: its last or first content word(s) ("the reviews" for "Guest reviews"). */
function partOf(r: Rand, name: string): string {
  const ws = name.split(/\s+/);
  if (ws.length < 2) return name;
  const content = ws.filter((w) => !/^(?:a|an|the|to|of|for|and|my|your|in|on|with|at)$/i.test(w));
  if (!content.length) return name;
  return chance(r, 0.5) ? content[content.length - 1]! : content[0]!;
}

const LEADS = ['', '', '', '', 'okay, ', 'ok ', 'um, ', 'alright, ', 'great, ', 'now ', 'and ', 'so ', 'hmm, ', 'right, ', 'perfect. ', 'next, ', 'oh, ', 'then '];
const POLITE = ['', '', '', 'can you ', 'could you ', 'please ', "I'd like to ", 'I want to ', "let's ", 'would you ', 'go ahead and '];
const TAILS = ['', '', '', '', ' please', ' for me', ' now', ' thanks', ', please', ' then'];

const NAV_VERBS = ['open', 'show me', 'go to', 'take me to', 'view', 'let me see', 'bring up', 'click', 'check', 'look at', 'I want to see', 'head to', 'see'];
const PRESS_VERBS = ['click', 'press', 'hit', 'tap', 'click on', 'select'];
const CHOOSE_VERBS = ['choose', 'select', 'pick', 'go with', 'make it', "I'll take", "I'll have", 'switch to', 'change it to', 'use', "let's do", 'we want', 'I need', 'set it to', 'give me'];
const CHECK_VERBS = ['check', 'tick', 'turn on', 'enable', 'add', 'include', 'I want', 'yes to', 'select', 'opt for', 'we need'];

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function say(r: Rand, core: string, polite = true): string {
  const lead = pick(r, LEADS);
  const p = polite ? pick(r, POLITE) : '';
  let t = `${lead}${p}${core}${pick(r, TAILS)}`.replace(/\s+/g, ' ').trim();
  if (chance(r, 0.7)) t = cap(t);
  return t + (chance(r, 0.6) ? '.' : '');
}

function buttonTurn(r: Rand, c: TurnCandidate): string {
  const bare = c.name.replace(/\s*\(\d+\)/g, '');
  const name = chance(r, 0.6) ? bare.toLowerCase() : bare;
  const x = r();
  if (x < 0.3) return say(r, paraphrase(r, name));
  if (x < 0.5) return say(r, `${pick(r, PRESS_VERBS)} ${chance(r, 0.5) ? 'the ' : ''}${paraphrase(r, name)}${chance(r, 0.3) ? (c.kind === 'link' ? ' link' : ' button') : ''}`);
  if (x < 0.75 && c.kind === 'link') return say(r, `${pick(r, NAV_VERBS)} ${chance(r, 0.6) ? 'the ' : ''}${paraphrase(r, chance(r, 0.3) ? partOf(r, name) : name)}`);
  if (x < 0.85) return say(r, `${pick(r, c.kind === 'link' ? NAV_VERBS : PRESS_VERBS)} ${chance(r, 0.5) ? 'the ' : ''}${paraphrase(r, partOf(r, name))}`);
  // A button that starts with its verb, said as a request with the verb ("reserve me a wheel", "I'd like to book now").
  const verb = /^(\S+)\s+(?:(a|an|the|my|this|to)\s+)?(.+)$/.exec(name);
  if (x < 0.93 && c.kind === 'button' && verb) return say(r, pick(r, [`${paraphrase(r, verb[1]!)} me ${verb[2] ?? 'a'} ${verb[3]}`, `I'd like to ${paraphrase(r, name)}`, `I want to ${paraphrase(r, name)} please`, `${paraphrase(r, verb[1]!)} ${verb[2] ? `${verb[2]} ` : ''}${verb[3]} for us`]), false);
  return say(r, paraphrase(r, name, 0.8), false);
}

function optionTurn(r: Rand, c: TurnCandidate): string {
  const opt = chance(r, 0.5) ? c.name.toLowerCase() : c.name;
  const group = (c.context ?? '').toLowerCase();
  const x = r();
  const v = paraphrase(r, opt);
  if (x < 0.3) return say(r, `${v}${chance(r, 0.5) ? pick(r, [' please', ', please', ' is fine', ' works', ' for me', ' works for me', ' suits me', ' suits us best', ' would be great', ' sounds good', ' if you have it', ' for us', ', that one']) : ''}`, false);
  if (x < 0.5) return say(r, `${pick(r, CHOOSE_VERBS)} ${chance(r, 0.3) ? 'the ' : ''}${v}`);
  if (x < 0.65 && group) return say(r, chance(r, 0.5) ? `${group} ${v}` : `${v} ${group}`, false);
  if (x < 0.8 && group) return say(r, pick(r, [`set the ${group} to ${v}`, `change the ${group} to ${v}`, `${v} for the ${group}`, `${group}: ${v}`, `the ${group} should be ${v}`, `make the ${group} ${v}`]));
  if (x < 0.9) return say(r, pick(r, [`the ${v} one`, `can I get ${v}`, `how about ${v}`, `${v} would be good`, `let's go ${v}`, `I'd prefer ${v}`]), false);
  return say(r, `${pick(r, CHOOSE_VERBS)} ${paraphrase(r, partOf(r, opt))}`);
}

function boxTurn(r: Rand, c: TurnCandidate): string {
  const name = c.name.toLowerCase();
  const x = r();
  if (x < 0.45) return say(r, `${pick(r, CHECK_VERBS)} ${chance(r, 0.3) ? 'the ' : ''}${paraphrase(r, name)}${chance(r, 0.2) ? ' box' : ''}`);
  if (x < 0.65) return say(r, `${paraphrase(r, name)}${pick(r, [' please', ', yes', ' too', ' as well', ''])}`, false);
  if (x < 0.8) return say(r, `${pick(r, CHECK_VERBS)} ${paraphrase(r, partOf(r, name))}`);
  return say(r, pick(r, [`we'd like ${paraphrase(r, name)}`, `I need ${paraphrase(r, name)}`, `and ${paraphrase(r, name)}`, `with ${paraphrase(r, name)}`, `I'll need ${paraphrase(r, name)}`, `can we have ${paraphrase(r, name)}`, `throw in ${paraphrase(r, name)}`, `we'll want ${paraphrase(r, partOf(r, name))}`]), false);
}

const NOTHING = [
  'thanks', 'perfect', 'hmm, that is a lot', 'okay', 'what does it cost?', 'is it in stock?', 'how long does delivery take?', 'that looks good',
  'where is it?', 'what time does it open?', 'who is the doctor?', 'is breakfast included?', 'how much is the total?', 'great, thank you',
  'that is too expensive', 'never mind', "I'm not sure yet", 'what are the options?', 'does it come in other sizes?', 'nice', 'wait',
  'what did it say?', 'is that refundable?', 'how many are left?', 'did it work?', 'sounds good', "that's all for now", 'cool',
];
const ELSEWHERE = [
  'write to the manager', 'print this page', 'call the store', 'track my refund', 'share it on social media', 'rate the driver',
  'order a pizza', 'book a taxi', 'translate the page', 'zoom in', 'scroll down', 'read the reviews aloud', 'upload a photo',
];

/** A page of a theme, with site-wide links and a few groups and boxes of other themes as distractors. */
export function generatePage(r: Rand): PageState {
  const names = Object.keys(THEMES);
  const theme = THEMES[pick(r, names)]!;
  const other = THEMES[pick(r, names)]!;
  const controls: SeenControl[] = [];
  const groups = [...sample(r, theme.groups, 1 + Math.floor(r() * 3)), ...sample(r, other.groups, chance(r, 0.4) ? 1 : 0)];
  const labels = new Set<string>();
  for (const g of groups) {
    if (labels.has(g.label)) continue;
    labels.add(g.label);
    const options = chance(r, 0.2) ? sample(r, g.options, Math.max(2, g.options.length - 1)) : g.options;
    const kind = chance(r, 0.5) ? 'select' : 'radio';
    controls.push({ label: g.label, kind, options, ...(chance(r, 0.5) ? { value: options[0] } : {}) });
  }
  for (const b of [...sample(r, theme.boxes, Math.floor(r() * 4)), ...sample(r, other.boxes, chance(r, 0.3) ? 1 : 0)]) {
    if (!controls.some((c) => c.label === b)) controls.push({ label: b, kind: 'checkbox', ...(chance(r, 0.2) ? { value: 'on' } : {}) });
  }
  if (chance(r, 0.4)) controls.push({ label: pick(r, ['Search', 'Email', 'Name', 'Promo code', 'Postcode', 'Notes']), kind: 'text' });
  const buttons = [...sample(r, theme.buttons, 2 + Math.floor(r() * 5)), ...sample(r, other.buttons, Math.floor(r() * 3))];
  // Some links carry a count badge ("Wishlist (3)").
  const links = [...sample(r, SITE_LINKS, 3 + Math.floor(r() * 8)), ...sample(r, theme.links, 2 + Math.floor(r() * 6)), ...sample(r, other.links, Math.floor(r() * 3))].map((l) => (chance(r, 0.08) ? `${l} (${Math.floor(r() * 5)})` : l));
  // Round 16: a list of repeated items (cards, table rows) with their own controls, on about half the pages.
  const rows = chance(r, ROW_SHARE) ? generateRows(r) : [];
  const rowButtons = rows.flatMap((x) => x.actions ?? []);
  const titleLinks = rows.length && chance(r, 0.6) ? rows.map((x) => x.title) : [];
  return { controls, rows, page: { controls, buttons: [...new Set(buttons), ...rowButtons], links: [...new Set([...links, ...titleLinks])] } };
}

// ---------------------------------------------------------------------------------------------
// Round 16: repeated items and their controls

/**
 * The share of pages with a list of items. At one half, the threshold of the other actions rose
 * (0.787, their held-out coverage 81.9 %) and bare values ("mountain" for "Mountain bike") fell
 * below it; at 0.3 the other actions keep the round-11 coverage (84.7 %, threshold 0.751).
 */
const ROW_SHARE = 0.3;

interface ItemKind {
  /** Makes a title from the pools. */
  title: (r: Rand) => string;
  /** The facts a row shows beside its title. */
  facts: Array<(r: Rand) => string>;
  /** The sets of controls each row of such a list has. */
  actions: string[][];
}
const COLOURS = ['red', 'blue', 'green', 'black', 'white', 'grey', 'yellow', 'orange', 'pink', 'navy', 'olive', 'teal', 'cream', 'silver', 'purple', 'brown'];
const MATERIALS = ['oak', 'walnut', 'steel', 'leather', 'linen', 'wool', 'ceramic', 'glass', 'bamboo', 'copper', 'cotton', 'marble', 'canvas', 'velvet', 'pine', 'brass'];
const BRANDS = ['Harlow', 'Brisk', 'Tamsin', 'Orla', 'Kestrel', 'Nimbus', 'Vela', 'Ardent', 'Lumo', 'Fenwick', 'Quill', 'Morrow', 'Sable', 'Pike'];
const GOODS = ['lamp', 'kettle', 'backpack', 'jacket', 'mug', 'chair', 'rug', 'headphones', 'blender', 'sofa', 'scarf', 'teapot', 'notebook', 'umbrella', 'candle', 'vase', 'boots', 'watch', 'desk', 'bike', 'tent', 'pillow', 'toaster', 'speaker'];
const CITIES = ['Lisbon', 'Oslo', 'Porto', 'Krakow', 'Seville', 'Galway', 'Bruges', 'Tallinn', 'Valencia', 'Bergen', 'Ghent', 'Naples', 'Lyon', 'Split', 'Munich', 'Zurich', 'Cork', 'Aarhus'];
const TRIPS = ['weekend', 'city break', 'stay', 'tour', 'cruise', 'flight', 'hotel', 'rail pass', 'apartment'];
const FIRST = ['Ana', 'Tomas', 'Priya', 'Yusuf', 'Greta', 'Leon', 'Mina', 'Olu', 'Ines', 'Bram', 'Chloe', 'Dev', 'Freya', 'Hugo', 'Kenji', 'Lucia', 'Marta', 'Nils'];
const LAST = ['Okafor', 'Lindqvist', 'Patel', 'Moreau', 'Kowalski', 'Haddad', 'Brennan', 'Sato', 'Ferreira', 'Novak', 'Ahmed', 'Quinn', 'Varga', 'Dubois'];
const SUBJECTS = ['Tennis', 'Pottery', 'Yoga', 'Spanish', 'Watercolour', 'Coding', 'Jazz piano', 'Life drawing', 'Climbing', 'Baking', 'Photography', 'Swimming', 'Chess', 'Guitar', 'Pilates', 'Italian'];
const LEVELS = ['beginner', 'intermediate', 'advanced', 'evening', 'weekend', 'kids', 'taster', 'intensive', 'morning'];
const DISHES = ['chickpea curry', 'lemon tart', 'mushroom risotto', 'fish tacos', 'beef stew', 'tomato soup', 'falafel wrap', 'pork buns', 'veggie burger', 'caesar salad', 'apple crumble', 'prawn noodles', 'lamb kofta', 'halloumi salad', 'chocolate brownie'];
const JOBS = ['designer', 'analyst', 'barista', 'nurse', 'engineer', 'teacher', 'driver', 'chef', 'accountant', 'gardener', 'electrician', 'librarian'];
const SENIORITY = ['Junior', 'Senior', 'Lead', 'Trainee', 'Part-time', 'Assistant', 'Head'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIMES = ['9am', '10:30am', 'noon', '2pm', '4:15pm', '6pm', '7:30pm'];
const PLACES = ['Northgate', 'Riverside', 'Old Town', 'Harbour', 'Eastfield', 'Hillcrest', 'Westbrook', 'the Market', 'Parkside'];
const money = (r: Rand): string => `${pick(r, ['$', '£', '€'])}${1 + Math.floor(r() * 300)}${chance(r, 0.4) ? `.${pick(r, ['00', '50', '99', '25'])}` : ''}`;
const date = (r: Rand): string => `${pick(r, DAYS).slice(0, 3)} ${1 + Math.floor(r() * 28)} ${pick(r, MONTHS)}`;
const capWords = (s: string): string => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

const ITEM_KINDS: ItemKind[] = [
  {
    title: (r) => capWords(`${chance(r, 0.5) ? `${pick(r, BRANDS)} ` : ''}${pick(r, chance(r, 0.5) ? COLOURS : MATERIALS)} ${pick(r, GOODS)}`),
    facts: [money, (r) => `${pick(r, ['4.5', '4.8', '3.9', '4.1', '5.0'])} stars`, (r) => pick(r, ['In stock', 'Low stock', 'Only 2 left', 'Ships tomorrow', 'Back soon']), (r) => pick(r, COLOURS)],
    actions: [['Add to cart'], ['Add to basket', 'Save'], ['Add', 'Remove'], ['Buy', 'Compare'], ['Add to bag'], ['Remove', 'Move to wishlist'], ['Quick view', 'Add to cart']],
  },
  {
    title: (r) => `${pick(r, CITIES)} ${pick(r, TRIPS)}`,
    facts: [date, (r) => `${2 + Math.floor(r() * 6)} nights`, money, (r) => pick(r, ['Confirmed', 'Pending', 'Paid', 'Awaiting payment'])],
    actions: [['Cancel', 'Modify'], ['View', 'Cancel booking'], ['Change dates'], ['Manage'], ['Check in', 'Details']],
  },
  {
    title: (r) => `${pick(r, FIRST)} ${pick(r, LAST)}`,
    facts: [(r) => pick(r, ['Re: invoice', 'Lunch on Friday?', 'Your parcel', 'Meeting notes', 'Quick question', 'Photos from the trip', 'Rent reminder']), (r) => pick(r, ['2 days ago', 'yesterday', 'just now', '3 weeks ago', 'this morning'])],
    actions: [['Reply', 'Archive'], ['Message'], ['Follow'], ['Delete'], ['Accept', 'Decline'], ['Mark as read']],
  },
  {
    title: (r) => capWords(`${pick(r, LEVELS)} ${pick(r, SUBJECTS).toLowerCase()}`),
    facts: [(r) => `${pick(r, DAYS)} ${pick(r, TIMES)}`, (r) => `with ${pick(r, FIRST)}`, money, (r) => pick(r, PLACES), (r) => `${1 + Math.floor(r() * 12)} places left`],
    actions: [['Enrol'], ['Book'], ['Join waitlist'], ['Sign up', 'Details'], ['Book a place'], ['Reserve']],
  },
  {
    title: (r) => capWords(pick(r, DISHES)),
    facts: [money, (r) => pick(r, ['vegan', 'spicy', 'gluten free', 'contains nuts', 'chef special', 'new']), (r) => `${200 + Math.floor(r() * 600)} kcal`],
    actions: [['Add'], ['Add to order'], ['Order'], ['Add', 'Customise']],
  },
  {
    title: (r) => `${pick(r, SENIORITY)} ${pick(r, JOBS)}`,
    facts: [(r) => pick(r, PLACES), (r) => `${money(r)} a year`, (r) => pick(r, ['Full time', 'Part time', 'Remote', 'Contract']), (r) => `Posted ${date(r)}`],
    actions: [['Apply', 'Save'], ['Apply now'], ['View job'], ['Save job']],
  },
  {
    title: (r) => `${pick(r, PLACES)} ${pick(r, ['appointment', 'pickup', 'delivery', 'visit', 'collection', 'slot'])}`,
    facts: [date, (r) => pick(r, TIMES), (r) => `with ${pick(r, FIRST)} ${pick(r, LAST)}`, (r) => pick(r, ['Booked', 'Due', 'Rescheduled'])],
    actions: [['Reschedule', 'Cancel'], ['Change', 'Cancel'], ['Confirm'], ['Edit', 'Delete']],
  },
];

/** Three to six items of one kind, each with a title, its facts, and the list's controls. */
function generateRows(r: Rand): NonNullable<PageState['rows']> {
  const kind = pick(r, ITEM_KINDS);
  const actions = pick(r, kind.actions);
  const n = 2 + Math.floor(r() * 5);
  const out: NonNullable<PageState['rows']> = [];
  const titles = new Set<string>();
  for (let i = 0; i < n * 3 && out.length < n; i++) {
    const title = kind.title(r);
    if (titles.has(title.toLowerCase())) continue;
    titles.add(title.toLowerCase());
    const facts = sample(r, kind.facts, 1 + Math.floor(r() * kind.facts.length)).map((f) => f(r));
    out.push({ title, text: [title, ...facts].join(' · '), actions: [...actions] });
  }
  return out;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const WORD = /[\p{L}\p{N}$£€.:]+/gu;
const THIN = new Set(['the', 'a', 'an', 'with', 'to', 'of', 'and', 'in', 'on', 'for', 'at', 'stars', 'left', 'places', 'nights', 'a year', 'posted', 'kcal', 'ago', 'days', 'weeks']);

/** A word or two of the row that no other row says: what tells it apart ("the oak one", "the Lisbon one"). */
function telling(r: Rand, row: { title: string; text: string }, rows: ReadonlyArray<{ text: string }>): string | undefined {
  const others = new Set(rows.filter((x) => x.text !== row.text).flatMap((x) => x.text.toLowerCase().match(WORD) ?? []));
  const own = (row.text.match(WORD) ?? []).filter((w) => w.length > 2 && !THIN.has(w.toLowerCase()) && !others.has(w.toLowerCase()));
  return own.length ? pick(r, own) : undefined;
}

/** Another word of the same kind that no row says ("the velvet one" when no row is velvet). */
function absent(r: Rand, rows: ReadonlyArray<{ text: string }>): string {
  const said = rows.map((x) => x.text.toLowerCase()).join(' ');
  const pool = [...COLOURS, ...MATERIALS, ...CITIES, ...FIRST, ...DAYS, ...PLACES].filter((w) => !said.includes(w.toLowerCase()));
  return pick(r, pool);
}

/** The turn names one row's control: by a word of the row, its title, or its place. */
function rowTurn(r: Rand, c: TurnCandidate, rows: ReadonlyArray<{ title: string; text: string }>): string {
  const row = c.row!;
  const n = rows.length;
  const nth = c.nth ?? 1;
  const ord = nth === n && chance(r, 0.5) ? 'last' : nth === 1 && chance(r, 0.2) ? 'top' : ORDINALS[nth - 1] ?? 'last';
  const tell = telling(r, row, rows);
  const action = c.name.toLowerCase();
  const verb = /^(\S+)/.exec(action)![1]!;
  const tail = action.includes(' ') && chance(r, 0.5) ? ` ${action.slice(verb.length + 1).replace(/^(cart|basket|bag|order|wishlist)$/, 'to my $1')}` : '';
  const v = paraphrase(r, verb, 0.3);
  const which = (): string => {
    const x = r();
    if (x < 0.35 && tell) return pick(r, [`the ${tell} one`, `the ${tell} ${partOf(r, row.title).toLowerCase()}`, `the one ${pick(r, ['with', 'for', 'in', 'on', 'from', 'at'])} ${tell}`]);
    if (x < 0.65) return `the ${ord} ${pick(r, ['one', 'one', 'item', 'row', partOf(r, row.title).toLowerCase()])}`;
    return `the ${chance(r, 0.6) ? row.title : partOf(r, row.title)}`;
  };
  const w = which();
  const y = r();
  if (y < 0.5) return say(r, `${v} ${w}${tail}`);
  if (y < 0.65) return say(r, `${w}, ${pick(r, [`${v} it`, `${action} please`, `hit ${action}`, `${v} that one`])}`, false);
  if (y < 0.8) return say(r, `${pick(r, PRESS_VERBS)} ${c.name.toLowerCase()} ${pick(r, ['on', 'for', 'next to', 'under', 'by'])} ${w}`);
  if (y < 0.9) return say(r, `${w.replace(/^the /, 'the ')}'s ${action}${chance(r, 0.5) ? ' button' : ''}`);
  return say(r, pick(r, [`I want to ${v} ${w}`, `I'd like to ${v} ${w}`, `let's ${v} ${w}`, `can you ${v} ${w}`]), false);
}

/** The turn opens one row by its title link: "open the second one", "show me the oak lamp". */
function rowLinkTurn(r: Rand, c: TurnCandidate, rows: ReadonlyArray<{ title: string; text: string }>): string {
  const n = rows.length;
  const nth = c.nth ?? 1;
  const ord = nth === n && chance(r, 0.5) ? 'last' : ORDINALS[nth - 1] ?? 'last';
  const tell = telling(r, c.row!, rows);
  const w = chance(r, 0.45) ? `the ${ord} one` : tell && chance(r, 0.6) ? `the ${tell} one` : `the ${partOf(r, c.name).toLowerCase()}`;
  return say(r, chance(r, 0.3) ? w : `${pick(r, NAV_VERBS)} ${w}`);
}

/** A turn about the rows that does not say which one ("remove it", "cancel one"), or names a row no item is: none. */
function rowNoneTurn(r: Rand, rows: ReadonlyArray<{ title: string; text: string; actions?: string[] }>): string {
  const action = pick(r, rows[0]!.actions ?? ['open']).toLowerCase();
  const verb = /^(\S+)/.exec(action)![1]!;
  const x = r();
  if (x < 0.35 && rows.length > 1) return say(r, pick(r, [`${verb} it`, `${verb} one`, action, `${verb} that`, `${verb} one of them`]));
  if (x < 0.7) return say(r, `${verb} the ${absent(r, rows)} one`);
  return say(r, `${verb} the ${ORDINALS[Math.min(5, rows.length)]} one`);
}

/** One generated turn: a page and an utterance naming one of its actions, or none (about one in five). */
export function generateTurn(r: Rand): GeneratedTurn {
  const state = generatePage(r);
  let candidates = candidatesOf(state);
  const x = r();
  if (x < 0.1) {
    const u = say(r, pick(r, NOTHING), false);
    return { state, utterance: u, gold: -1, candidates };
  }
  if (x < 0.14) return { state, utterance: say(r, pick(r, ELSEWHERE)), gold: -1, candidates };
  const rows = state.rows ?? [];
  if (rows.length && x >= 0.24 && x < 0.55) {
    // Round 16: a turn about the page's repeated items: one row's control, one row's title link, or none of them.
    const onRows = candidates.filter((c) => c.row && !c.repeated);
    const y = r();
    if (y < 0.2 || !onRows.length) return { state, utterance: rowNoneTurn(r, rows), gold: -1, candidates };
    const target = pick(r, onRows);
    const utterance = target.kind === 'row' ? rowTurn(r, target, rows) : rowLinkTurn(r, target, rows);
    return { state, utterance, gold: candidates.indexOf(target), candidates };
  }
  // (A row's own control, or a button every row repeats, is named with its row: above.)
  const plain = candidates.filter((c) => c.kind !== 'row' && !c.repeated);
  const target = pick(r, plain.length ? plain : candidates);
  const norm = (t: string): string => ` ${t.toLowerCase().replace(/[^\p{L}\p{N}$]+/gu, ' ').trim()} `;
  let utterance = '';
  for (let i = 0; i < 4; i++) {
    utterance = target.kind === 'option' ? optionTurn(r, target) : target.kind === 'checkbox' ? boxTurn(r, target) : buttonTurn(r, target);
    // A synonym that is another action's own name on this page ("basket" where both "Add to bag" and "Add to basket" are) says that action: draw again.
    if (!candidates.some((c) => c !== target && c.name.length >= 4 && norm(utterance).includes(norm(c.name)))) break;
  }
  if (x < 0.24) {
    // The action named is not on this page: the answer is none (or another element that shares the words, wrongly).
    const page = state.page!;
    const drop = (xs: readonly string[] | undefined): string[] => (xs ?? []).filter((n) => n !== target.name);
    const controls = (state.controls ?? [])
      .map((c) => (c.options ? { ...c, options: c.options.filter((o) => !(target.kind === 'option' && o === target.name)) } : c))
      .filter((c) => !(target.kind === 'checkbox' && c.label === target.name) && !(c.options && c.options.length === 0))
      .filter((c) => !(target.kind === 'option' && c.label === (target.context ?? '') && chance(r, 0.5)));
    const without = { controls, rows: state.rows, page: { ...page, controls, buttons: drop(page.buttons), links: drop(page.links) } };
    candidates = candidatesOf(without);
    // Another action of the page that the turn names outright (a synonym said as the other control's name) is the answer.
    const said = ` ${utterance.toLowerCase().replace(/[^\p{L}\p{N}$]+/gu, ' ')} `;
    const named = candidates.findIndex((c) => c.name.length >= 4 && said.includes(` ${c.name.toLowerCase().replace(/[^\p{L}\p{N}$]+/gu, ' ').trim()} `));
    return { state: without, utterance, gold: named, candidates };
  }
  return { state, utterance, gold: candidates.indexOf(target), candidates };
}
