/**
 * Generated turns for the speech-act reader (src/parser/speech-acts.ts, round 12): what a turn DOES
 * — a question about the page, a command, a value said as an answer, a note about the user, or
 * chit-chat — from our own pools and templates (no bench set's words). Every pool is split in two
 * halves: `train` draws from one half, `held` from the other (other nouns, names, times, verbs), so
 * the held-out numbers measure phrasings with words the model never saw in training.
 *
 * The hard cases are generated on purpose: questions without a question mark, indirect questions
 * ("I wonder if …", "do you know when …", "can you see whether …", "tell me what …"), commands said
 * as questions ("can you open the …?", "could you book …?", "would you mind adding …?"), notes with a
 * question's words ("I wonder about the colour", "I know what I want") and short values.
 *
 *   npx tsx training/speech-acts/generate.ts [n]     prints n samples of each split (seed 11 / 12)
 */
import { rng } from '../synth.js';

export type Act = 'question' | 'command' | 'value' | 'note' | 'chat';
export const ACTS: readonly Act[] = ['question', 'command', 'value', 'note', 'chat'];

type Rand = () => number;
export type Split = 'train' | 'held';

const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const maybe = (r: Rand, p: number, s: string): string => (r() < p ? s : '');

/** Half of a pool: even entries for training, odd ones held out. */
const half = <T>(xs: readonly T[], split: Split): T[] => xs.filter((_, i) => (i % 2 === 0) === (split === 'train'));

const NOUNS = ['jacket', 'ticket', 'room', 'table', 'class', 'lamp', 'parcel', 'order', 'sofa', 'bike', 'court', 'pitch', 'tent', 'kettle', 'stroller', 'laptop', 'desk', 'session', 'appointment', 'flight',
  'train', 'seat', 'cabin', 'course', 'guitar', 'camera', 'blender', 'rug', 'mattress', 'voucher', 'delivery', 'basket', 'subscription', 'membership', 'lesson', 'haircut', 'massage', 'tour', 'boat', 'van',
  'drill', 'ladder', 'puzzle', 'scarf', 'boots', 'printer', 'monitor', 'headphones', 'plant', 'cake', 'pizza', 'salad', 'bouquet', 'locker', 'studio', 'workshop', 'car', 'suitcase', 'crib', 'heater'];
const STATES = ['in stock', 'available', 'sold out', 'free', 'open', 'booked', 'included', 'refundable', 'still on', 'ready', 'confirmed', 'on sale', 'gluten free', 'waterproof', 'cancelled', 'full', 'dog friendly', 'suitable for kids'];
const FACTS = ['price', 'total', 'delivery fee', 'deposit', 'start time', 'address', 'reference', 'rating', 'weight', 'width', 'return policy', 'warranty', 'discount', 'booking number', 'opening hours', 'size', 'colour', 'balance', 'postcode', 'running time',
  'cancellation fee', 'minimum age', 'capacity', 'battery life', 'due date', 'pick-up time', 'closing time', 'subtotal', 'service charge', 'tracking number'];
const PEOPLE = ['Owen', 'Priya', 'Marco', 'Ines', 'Tom', 'Aisha', 'Lena', 'Omar', 'Grace', 'Yuki', 'Ben', 'Sofia', 'Kofi', 'Hannah', 'Raj', 'Mia', 'Felix', 'Zara', 'Leo', 'Nadia'];
const ROLES = ['seller', 'host', 'teacher', 'driver', 'landlord', 'owner', 'trainer', 'agent', 'instructor', 'doctor', 'tutor', 'coach'];
const TIMES = ['nine', 'half ten', '7:30', '6pm', 'noon', 'ten thirty', 'eleven', '2:15', 'four o\'clock', 'eight in the morning', 'quarter past five', '19:00'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'tomorrow', 'the weekend', 'next week', 'the 14th', 'the first of May'];
const BOXES = ['insurance', 'gift wrap', 'newsletter', 'express delivery', 'breakfast', 'the terms', 'extra legroom', 'assembly', 'a helmet', 'the protection plan', 'late checkout', 'paperless billing'];
const VERBS = ['open', 'book', 'add', 'remove', 'pick', 'choose', 'select', 'cancel', 'save', 'delete', 'reserve', 'order', 'show', 'sort', 'filter', 'buy', 'rent', 'message', 'call up', 'apply',
  'clear', 'close', 'expand', 'download', 'print', 'share', 'follow', 'like', 'compare', 'hide'];
const VERB_ING: Record<string, string> = { open: 'opening', book: 'booking', add: 'adding', remove: 'removing', pick: 'picking', choose: 'choosing', select: 'selecting', cancel: 'cancelling', save: 'saving', delete: 'deleting', reserve: 'reserving', order: 'ordering', show: 'showing', sort: 'sorting', filter: 'filtering', buy: 'buying', rent: 'renting', message: 'messaging', 'call up': 'calling up', apply: 'applying', clear: 'clearing', close: 'closing', expand: 'expanding', download: 'downloading', print: 'printing', share: 'sharing', follow: 'following', like: 'liking', compare: 'comparing', hide: 'hiding' };
const PLACES = ['the basket', 'my cart', 'the wishlist', 'my list', 'favourites', 'the calendar', 'my saved items', 'the trip'];
const LINKS = ['the reviews', 'the menu', 'my messages', 'the settings', 'the specs', 'the photos', 'the map', 'my account', 'the inbox', 'the FAQ', 'the details', 'their profile', 'the seller\'s page', 'the schedule', 'the timetable', 'my bookings', 'the size guide', 'the next page', 'the checkout', 'the order history'];
const VALUES = ['two', 'three of them', 'the blue one', 'the large', 'medium', 'for four people', 'just one', 'the cheaper one', 'size 9', 'the window seat', 'the red', 'economy', 'the second one', 'the morning', 'two adults and a child', 'the 32GB', 'oat milk', 'the paperback', 'cash', 'card', 'the standard room', 'ten miles', 'under fifty', 'the evening slot'];
const FIRST = ['Sam', 'Alex', 'Jo', 'Chris', 'Robin', 'Pat', 'Taylor', 'Morgan', 'Jamie', 'Casey', 'Drew', 'Kim'];
const LAST = ['Reyes', 'Okafor', 'Lindqvist', 'Moreau', 'Patel', 'Novak', 'Brennan', 'Silva', 'Kowalski', 'Haddad', 'Ito', 'Fischer'];
const LEAD = ['', '', '', '', 'so ', 'okay, ', 'oh, ', 'hmm, ', 'um, ', 'and ', 'right, ', 'actually, ', 'also ', 'sorry, ', 'quick question, ', 'hey, ', 'well, ', 'ok so '];

interface Pools { noun: string[]; state: string[]; fact: string[]; person: string[]; role: string[]; time: string[]; day: string[]; box: string[]; verb: string[]; place: string[]; link: string[]; value: string[]; first: string[]; last: string[] }

function pools(split: Split): Pools {
  return {
    noun: half(NOUNS, split), state: half(STATES, split), fact: half(FACTS, split), person: half(PEOPLE, split), role: half(ROLES, split), time: half(TIMES, split), day: half(DAYS, split),
    box: half(BOXES, split), verb: half(VERBS, split), place: half(PLACES, split), link: half(LINKS, split), value: half(VALUES, split), first: half(FIRST, split), last: half(LAST, split),
  };
}

const the = (r: Rand, n: string) => `${pick(r, ['the ', 'the ', 'this ', 'that ', 'my '])}${n}`;

/** A direct question about the page (the subject and verb in question order). */
function directQuestion(r: Rand, p: Pools): string {
  const n = pick(r, p.noun);
  const f = pick(r, p.fact);
  const forms = [
    () => `what's ${the(r, f)}`, () => `what is the ${f} ${pick(r, ['', 'on it', 'for that', `of the ${n}`, 'now'])}`.trim(),
    () => `how much is ${pick(r, ['it', the(r, n), 'that', 'the lot', 'it with the discount', 'it all together', 'delivery', 'it per night', 'the upgrade'])}`,
    () => `how much does ${pick(r, ['it', the(r, n), 'shipping', 'that'])} cost`, () => `what does ${pick(r, ['it', the(r, n)])} ${pick(r, ['cost', 'weigh', 'come with', 'include'])}`,
    () => `which ${pick(r, ['one', n, 'slot', 'court', 'room', 'day'])} is ${pick(r, ['free', 'cheapest', 'available', 'open'])} ${pick(r, ['at ', 'on ', ''])}${pick(r, [...p.time, ...p.day])}`,
    () => `what did ${pick(r, [...p.person, ...p.person.map((x) => `the ${pick(r, p.role)}`)])} ${pick(r, ['say', 'write', 'reply', 'answer', 'send me', 'say about it'])}`,
    () => `when ${pick(r, ['can I', 'do I', 'does it', 'will it', 'is it', 'should I', 'does the ' + n])} ${pick(r, ['pick it up', 'arrive', 'open', 'start', 'close', 'get it', 'due', 'collect it', 'leave', 'finish', 'ship'])}`,
    () => `how long ${pick(r, [`has the ${pick(r, p.role)} been a member`, 'does it take', `is the ${n}`, 'does delivery take', 'is it open', `has ${pick(r, p.person)} been selling`, 'is the wait', 'does the battery last'])}`,
    () => `who ${pick(r, [`is the ${pick(r, p.role)}`, 'teaches it', 'sells it', 'made it', `is it from`, 'is hosting', 'wrote it', 'runs the class'])}`,
    () => `where ${pick(r, [`is the ${n}`, 'do I collect it', 'is it', 'does it ship from', 'is the pick-up point', 'do we meet'])}`,
    () => `how many ${pick(r, ['are left', `${n}s are there`, 'reviews does it have', 'people can come', 'stars has it got', 'are in my basket', 'seats are free'])}`,
    () => `what time ${pick(r, ['does it open', 'is the last slot', 'does it start', 'is check-in', 'does the shop close', `is the ${n}`])}`,
    () => `is ${pick(r, ['it', the(r, n), 'there a slot at ' + pick(r, p.time), 'the box for ' + pick(r, p.box) + ' ticked', pick(r, p.box) + ' included', 'delivery free', 'there parking'])} ${pick(r, [...p.state, '', ''])}`.trim(),
    () => `are ${pick(r, ['they', `the ${n}s`, 'there any left', 'there any slots ' + pick(r, ['at ' + pick(r, p.time), 'on ' + pick(r, p.day)]), 'pets allowed', 'we booked'])} ${pick(r, [...p.state, '', ''])}`.trim(),
    () => `does ${pick(r, ['it', the(r, n), 'the price', 'the room', 'the seller'])} ${pick(r, ['come in ' + pick(r, ['blue', 'black', 'large', 'a smaller size']), 'include ' + pick(r, p.box), 'ship abroad', 'have reviews', 'need batteries', 'take cards', 'fit in a car'])}`,
    () => `did ${pick(r, [...p.person, 'it', 'the order', 'my payment', 'the ' + pick(r, p.role)])} ${pick(r, ['reply', 'go through', 'answer', 'get back to me', 'accept the offer', 'work', 'ship yet'])}`,
    () => `has ${pick(r, [...p.person, 'it', 'the parcel', 'the ' + pick(r, p.role)])} ${pick(r, ['replied', 'shipped', 'been sent', 'answered', 'arrived', 'read my message'])}`,
    () => `have ${pick(r, ['they', 'I', 'we'])} ${pick(r, ['replied', 'paid', 'got a confirmation', 'ticked ' + pick(r, p.box), 'been charged', 'booked it already'])}`,
    () => `any ${pick(r, [`${n}s left`, 'slots at ' + pick(r, p.time), 'reviews', 'news from ' + pick(r, p.person), 'discount on it', 'free tables ' + pick(r, p.day)])}`,
    () => `${pick(r, ['and ', 'what about ', ''])}the ${f}`,
    () => `is ${pick(r, p.box)} ${pick(r, ['ticked', 'checked', 'selected', 'on', 'switched on', 'added'])}`,
    () => `${pick(r, ['got', 'have you got', 'do they have'])} any ${pick(r, ['in ' + pick(r, ['blue', 'red', 'a size 10']), 'left', 'on ' + pick(r, p.day)])}`,
    () => `how ${pick(r, ['big', 'heavy', 'wide', 'far', 'old', 'fast', 'long', 'good'])} is ${pick(r, ['it', the(r, n), 'the ' + pick(r, p.role) + '\'s rating'])}`,
    () => `which ${pick(r, ['one', 'of them', 'of these'])} ${pick(r, ['is lighter', 'has free delivery', 'is closer', 'did I order', 'is in stock', 'ships fastest'])}`,
    () => `${pick(r, ['would', 'will', 'could', 'can'])} ${pick(r, ['it', the(r, n), 'they', 'this one', 'the ' + pick(r, p.role)])} ${pick(r, ['fit in a car', 'arrive by ' + pick(r, p.day), 'go in the dishwasher', 'be ready by ' + pick(r, p.time), 'work with my phone', 'take long', 'be delivered on ' + pick(r, p.day), 'cost more at the weekend', 'still be there ' + pick(r, p.day), 'accept cash'])}`,
    () => `how's ${pick(r, ['it', 'the ' + n])} rated`, () => `what ${pick(r, ['colours', 'sizes', 'times', 'options', 'days'])} ${pick(r, ['are there', 'does it come in', 'do they have', 'are left'])}`,
  ];
  return pick(r, forms)();
}

/** The embedded question of an indirect one, in statement order ("what time it opens", "if it is free"). */
function embedded(r: Rand, p: Pools): string {
  const n = pick(r, p.noun);
  const forms = [
    () => `${pick(r, ['if', 'whether'])} ${pick(r, ['it', the(r, n), 'the ' + pick(r, p.fact)])} ${pick(r, ['is', '\'s'])} ${pick(r, p.state)}`,
    () => `${pick(r, ['if', 'whether'])} ${pick(r, ['there is', 'there\'s', 'there are'])} ${pick(r, ['a slot at ' + pick(r, p.time), 'anything on ' + pick(r, p.day), 'any ' + n + 's left', 'parking', 'a discount', 'room for two'])}`,
    () => `${pick(r, ['if', 'whether'])} ${pick(r, [...p.person, 'the ' + pick(r, p.role), 'they'])} ${pick(r, ['replied', 'has answered', 'got back to me', 'said yes', 'accepted'])}`,
    () => `${pick(r, ['if', 'whether'])} ${pick(r, p.box)} is ${pick(r, ['ticked', 'checked', 'included', 'on'])}`,
    () => `${pick(r, ['if', 'whether'])} ${pick(r, ['it', the(r, n)])} ${pick(r, ['comes in blue', 'ships abroad', 'includes ' + pick(r, p.box), 'needs batteries', 'fits'])}`,
    () => `what ${the(r, pick(r, p.fact))} is`, () => `what ${pick(r, [...p.person, 'the ' + pick(r, p.role)])} ${pick(r, ['said', 'wrote', 'replied', 'sent'])}`,
    () => `how much ${pick(r, ['it is', 'it costs', 'the ' + n + ' is', 'it comes to with the discount', 'delivery is', 'I owe'])}`,
    () => `when ${pick(r, ['I can pick it up', 'it opens', 'it arrives', 'the ' + n + ' starts', 'it is due', 'they close'])}`,
    () => `how long ${pick(r, ['the ' + pick(r, p.role) + ' has been a member', 'it takes', 'delivery takes', 'the wait is', 'it lasts'])}`,
    () => `which ${pick(r, ['one', 'court', 'room', 'slot', n])} is ${pick(r, ['free', 'cheapest', 'available'])} ${pick(r, ['at ' + pick(r, p.time), 'on ' + pick(r, p.day), ''])}`.trim(),
    () => `who ${pick(r, ['the ' + pick(r, p.role) + ' is', 'sells it', 'teaches it', 'is hosting'])}`,
    () => `where ${pick(r, ['it is', 'I collect it', 'the ' + n + ' is', 'we meet'])}`,
    () => `how many ${pick(r, ['are left', 'reviews it has', n + 's there are', 'are in the basket'])}`,
    () => `what time ${pick(r, ['it opens', 'the last slot is', 'it starts', 'they close'])}`,
  ];
  return pick(r, forms)();
}

function indirectQuestion(r: Rand, p: Pools): string {
  const frame = pick(r, ['I wonder', 'I\'m wondering', 'I was wondering', 'do you know', 'can you tell me', 'could you tell me', 'tell me', 'let me know', 'can you see', 'could you check',
    'can you check', 'check', 'I\'d like to know', 'I want to know', 'I need to know', 'any idea', 'find out', 'can you find out', 'see', 'just wondering', 'out of curiosity,', 'would you know',
    'I\'m curious', 'not sure', 'remind me', 'have a look', 'look and see', 'do we know', 'can you read me', 'is it possible to see']);
  return `${frame} ${embedded(r, p)}`;
}

/** A command, said plainly. */
function plainCommand(r: Rand, p: Pools): string {
  const v = pick(r, p.verb);
  const n = pick(r, p.noun);
  const forms = [
    () => `${v} ${pick(r, [the(r, n), 'it', 'that one', 'the ' + pick(r, p.value).replace(/^the /, '')])}`,
    () => `${pick(r, ['open', 'go to', 'show me', 'take me to', 'pull up', 'bring up', 'click', 'let me see', 'let me have a look at', 'let me look at', 'let me have another look at', 'let me check'])} ${pick(r, [...p.link, the(r, n), 'the ' + n + ' again'])}`,
    () => `${pick(r, ['add', 'put', 'save', 'move'])} ${pick(r, ['it', 'that', 'the ' + n, 'two'])} ${pick(r, ['to', 'in', 'into'])} ${pick(r, p.place)}`,
    () => `${pick(r, ['book', 'reserve', 'take', 'grab'])} ${pick(r, ['the', 'a', 'the ' + pick(r, ['first', 'last', 'earliest'])])} ${pick(r, ['slot', 'table', 'court', 'room', n])} ${pick(r, ['at ' + pick(r, p.time), 'on ' + pick(r, p.day), 'for two', ''])}`.trim(),
    () => `${pick(r, ['tick', 'untick', 'check', 'uncheck', 'turn on', 'turn off', 'add', 'skip'])} ${pick(r, p.box)}`,
    () => `${pick(r, ['search for', 'look for', 'find', 'search'])} ${pick(r, [n, n + 's', 'a ' + n + ' under fifty', 'cheap ' + n + 's'])}`,
    () => `${pick(r, ['reply', 'answer', 'write back', 'message them'])} ${pick(r, ['saying', 'with', 'that'])} ${pick(r, ['I\'ll take it', 'thanks', 'is it still available', 'I can come at ' + pick(r, p.time)])}`,
    () => `${pick(r, ['sort', 'order'])} ${pick(r, ['by price', 'them by rating', 'cheapest first', 'by distance', 'newest first'])}`,
    () => `${pick(r, ['go back', 'go back to the list', 'next page', 'scroll down', 'go to checkout', 'log in', 'sign out', 'place the order', 'pay', 'confirm', 'submit it', 'send it', 'check out'])}`,
    () => `${pick(r, ['offer', 'bid', 'put in an offer of'])} ${pick(r, ['seventy', '50', 'sixty pounds', '120'])}`,
    () => `${pick(r, ['set', 'change', 'make'])} ${pick(r, ['the quantity', 'the date', 'the size', 'it'])} ${pick(r, ['to', ''])} ${pick(r, [...p.value, ...p.day])}`.replace(/\s+/g, ' '),
    () => `${pick(r, ['enter', 'type', 'fill in', 'put'])} ${pick(r, [pick(r, p.first) + ' ' + pick(r, p.last), 'my email', 'the code SAVE10', 'the postcode'])} ${pick(r, ['', 'in the box', 'as the name'])}`.trim(),
    () => `${pick(r, ['message', 'contact', 'email', 'text'])} ${pick(r, [...p.person, 'the ' + pick(r, p.role)])}`,
    () => `${pick(r, ['open', 'show me', 'read'])} the ${pick(r, ['conversation', 'chat', 'messages', 'thread'])} with ${pick(r, p.person)}`,
    () => `${pick(r, ['cancel', 'remove', 'delete'])} ${pick(r, ['the one on ' + pick(r, p.day), 'my booking', 'the ' + n + ' from the basket', 'it'])}`,
    () => `${pick(r, ['collect it', 'pay', 'get it', 'have it delivered', 'see it', 'pick it up', 'come', 'bring a friend', 'return it', 'try it on'])} ${pick(r, ['in store', 'on ' + pick(r, p.day), 'by card', 'at ' + pick(r, p.time), 'tomorrow', 'later', ''])}`.trim(),
    // "If they're out of it, don't substitute", "the reason is a sore knee": a condition or a field's value.
    () => `if ${pick(r, ['they\'re out of it', 'it\'s sold out', 'there\'s nothing at ' + pick(r, p.time), 'it doesn\'t fit', 'the ' + n + ' is gone', 'it rains'])}, ${plainCommand(r, p)}`,
    () => `${pick(r, ['the reason is', 'my reason is', 'the note is', 'the message is', 'my email is', 'my phone is', 'the code is'])} ${pick(r, ['a sore knee since Monday', 'limping since ' + pick(r, p.day), 'a birthday', pick(r, p.first).toLowerCase() + '@example.com', '07700 900123', 'SPRING20', 'a follow-up check'])}`,
    // "Same shop, Wednesday, and email me at … when it is ready": values and a notice asked for.
    () => `${pick(r, [pick(r, p.day), pick(r, p.value), 'same place', 'same time'])}, ${pick(r, ['and ', ''])}${pick(r, ['email me', 'text me', 'ring me', 'message me'])}${pick(r, [' at ' + pick(r, p.first).toLowerCase() + '@example.org', ' on 07700 900456', ''])} ${pick(r, ['when it is ready', 'when it\'s done', 'if anything changes', 'when it ships'])}`,
    // "Only the ones with free parking", "just those that ship today": a filter.
    () => `${pick(r, ['only', 'just', 'only show', 'show only'])} ${pick(r, ['the ones', 'those', 'ones', 'the ' + n + 's', 'results'])} ${pick(r, ['with', 'that have', 'that', 'with a', 'without'])} ${pick(r, ['free parking', 'free delivery', 'ship today', 'are in stock', 'good reviews', 'a garden', pick(r, p.state)])}`,
    // "Under comments write: call me first", "for the reason, type …": a value for a field.
    () => `${pick(r, ['in the', 'under', 'for the', 'in'])} ${pick(r, ['notes', 'delivery notes', 'comments', 'message box', 'instructions', 'reason', 'gift message', 'special requests'])}${pick(r, [',', ''])} ${pick(r, ['put', 'write', 'type', 'say', 'add', 'enter'])}${pick(r, [':', '', ' that'])} ${pick(r, ['ring the bell', 'leave it at the back door', 'happy birthday ' + pick(r, p.first), 'call me when you arrive', 'no nuts please', 'knock twice', 'it is a gift', 'I will be late'])}`,
    () => `${pick(r, ['put', 'write', 'add', 'type'])} ${pick(r, ['"ring the bell"', 'leave it with a neighbour', 'happy birthday', 'no onions'])} ${pick(r, ['in the notes', 'as the message', 'in the comments', 'under instructions'])}`,
    // "What about Friday?", "how about the blue one?": another choice offered, to be made (the rules re-ask the last question).
    () => `${pick(r, ['what about', 'how about', 'maybe', 'or maybe', 'try'])} ${pick(r, [...p.day, ...p.time, ...p.value])}`,
    () => `do ${pick(r, ['the booking', 'the checkout', 'the payment', 'the order', 'the return', 'that'])} ${pick(r, ['for ' + pick(r, p.day), 'now', 'for me', ''])}`.trim(),
  ];
  return pick(r, forms)();
}

/** A command said as a question or a wish ("can you open the …?", "could you book …", "I'd like to …"). */
function politeCommand(r: Rand, p: Pools): string {
  const c = plainCommand(r, p);
  const frame = pick(r, ['can you', 'could you', 'would you', 'will you', 'can you please', 'could you please', 'would you mind', 'I\'d like to', 'I want to', 'I need to', 'let\'s', 'please', 'go ahead and',
    'can we', 'could we', 'can I', 'could I', 'I\'d like you to', 'would it be possible to', 'is it possible to', 'any chance you could', 'any chance we could', 'mind if we', 'why don\'t you', 'how about we', 'shall we', 'time to', 'try to', 'I wanna']);
  if (frame === 'would you mind' || frame === 'mind if we') {
    const [v, ...rest] = c.split(' ');
    const ing = VERB_ING[v!] ?? (v!.endsWith('e') ? `${v!.slice(0, -1)}ing` : `${v}ing`);
    return `${frame} ${ing} ${rest.join(' ')}`.trim();
  }
  return `${frame} ${c}`;
}

/** A command with a question tag ("search guitars again, would you?"). */
function taggedCommand(r: Rand, p: Pools): string {
  return `${plainCommand(r, p)}, ${pick(r, ['would you', 'will you', 'could you', 'can you', 'yeah', 'ok', 'please', 'thanks'])}`;
}

function value(r: Rand, p: Pools): string {
  const forms = [
    () => pick(r, p.value), () => pick(r, p.time), () => pick(r, p.day), () => `${pick(r, p.day)} at ${pick(r, p.time)}`,
    () => `${pick(r, p.first)} ${pick(r, p.last)}`, () => `${pick(r, p.first).toLowerCase()}.${pick(r, p.last).toLowerCase()}@example.com`,
    () => `${pick(r, ['0', '07'])}${Math.floor(r() * 1e9)}`, () => `${pick(r, ['my name is', 'it\'s', 'the name is', 'name\'s'])} ${pick(r, p.first)} ${pick(r, p.last)}`,
    () => `${pick(r, ['for', 'just'])} ${pick(r, ['two', 'four', 'me', 'six of us', 'one adult'])}`, () => `${Math.floor(r() * 90) + 2}`, () => `${pick(r, ['the', ''])} ${pick(r, p.noun)}`.trim(),
    // "Any price", "any size", "all colours": a filter's choice, not a question.
    () => `${pick(r, ['any', 'all', 'every', 'no'])} ${pick(r, ['price', 'size', 'colour', 'time', 'day', 'distance', 'brand', 'rating', 'length', 'type', 'prices', 'sizes', 'colours', 'times', 'days', 'brands', 'condition', 'age', 'budget'])}`,
    () => `${pick(r, ['yes', 'no'])}, ${pick(r, p.value)}`, () => `${pick(r, p.value)} please`, () => `${pick(r, p.value)} I think`,
  ];
  return pick(r, forms)();
}

function note(r: Rand, p: Pools): string {
  const n = pick(r, p.noun);
  const forms = [
    () => `I${pick(r, ['\'ve got', ' have', '\'ve already got'])} ${pick(r, ['a ' + pick(r, ['garden', 'student', 'loyalty', 'senior', 'member']) + ' card', 'a dog', 'two kids', 'a voucher', 'my own ' + n])}`,
    () => `${pick(r, ['we\'re', 'I\'m', 'we are', 'I am'])} ${pick(r, ['morning people', 'vegetarian', 'in a hurry', 'on a budget', 'new here', 'left-handed', 'tall', 'travelling with a baby', 'not in a rush', 'allergic to nuts'])}`,
    () => `${pick(r, ['it\'s', 'this is', 'that\'s'])} ${pick(r, ['for my sister', 'a present', 'for work', 'too expensive', 'a bit much', 'for the weekend', 'nicer than the last one', 'exactly what I wanted'])}`,
    () => `I${pick(r, ['\'ll', ' will', '\'d rather'])} ${pick(r, ['collect it myself', 'pay on the day', 'bring my own', 'walk there', 'think about it', 'come back later', 'decide tomorrow'])}`,
    () => `${pick(r, ['the last one', 'my old ' + n, 'the other ' + n, 'the one I had'])} ${pick(r, ['was too small', 'broke', 'didn\'t fit', 'was great', 'lasted years'])}`,
    () => `I ${pick(r, ['live', 'work', 'park', 'usually go'])} ${pick(r, ['nearby', 'close to the station', 'at the back', 'on ' + pick(r, p.day) + 's', 'in town'])}`,
    () => `I ${pick(r, ['wonder about', 'don\'t know about', 'am not sure about', 'worry about', 'like'])} the ${pick(r, ['colour', 'size', 'price', n])}`,
    () => `I know ${pick(r, ['what I want', 'where it is', 'how it works', 'who the seller is', 'when it opens'])}`,
    () => `${pick(r, ['my', 'our'])} ${pick(r, ['daughter', 'friend', 'partner', 'boss', 'neighbour'])} ${pick(r, ['loves', 'recommended', 'has', 'wants', 'hates'])} ${pick(r, ['these', 'this one', 'the ' + n, 'that shop'])}`,
    () => `${pick(r, ['that', 'it', 'the ' + n])} ${pick(r, ['looks', 'seems', 'sounds'])} ${pick(r, ['nice', 'too small', 'pricey', 'good', 'a bit big', 'fine', 'perfect for us'])}`,
    () => `no rush${pick(r, ['', ', we have time', ', it\'s for next month'])}`, () => `we ${pick(r, ['went', 'stayed', 'ate'])} there ${pick(r, ['last year', 'before', 'once'])}`,
  ];
  return pick(r, forms)();
}

function chat(r: Rand, p: Pools): string {
  void p;
  return pick(r, ['thanks', 'thank you', 'great', 'cool', 'perfect', 'lovely', 'cheers', 'nice one', 'ok', 'okay', 'hello', 'hi there', 'hey', 'good morning', 'sounds good', 'brilliant', 'awesome',
    'oops', 'never mind', 'ha', 'wow', 'hmm', 'fair enough', 'got it', 'alright then', 'no worries', 'you\'re a star', 'that\'s all for now', 'bye', 'see you', 'how are you', 'are you there',
    'really', 'seriously', 'oh no', 'yay', 'lol', 'fine', 'sure thing', 'thanks a lot', 'much appreciated', 'all good', 'that was quick', 'good job', 'right', 'ok cool', 'what a day',
    'is that so', 'oh really', 'you sure', 'done?', 'ready?', 'all set', 'wait', 'hang on', 'one sec', 'let me think', 'I see', 'interesting']);
}

export interface Turn { text: string; act: Act }

/** One generated turn: its words as said (padding, a question mark or not, a capital or not) and its act. */
export function generateTurn(r: Rand, split: Split): Turn {
  const p = pools(split);
  const u = r();
  let act: Act;
  let text: string;
  if (u < 0.2) { act = 'question'; text = directQuestion(r, p); }
  else if (u < 0.34) { act = 'question'; text = indirectQuestion(r, p); }
  else if (u < 0.5) { act = 'command'; text = plainCommand(r, p); }
  else if (u < 0.64) { act = 'command'; text = politeCommand(r, p); }
  else if (u < 0.68) { act = 'command'; text = taggedCommand(r, p); }
  else if (u < 0.8) { act = 'value'; text = value(r, p); }
  else if (u < 0.92) { act = 'note'; text = note(r, p); }
  else { act = 'chat'; text = chat(r, p); }
  const lead = pick(r, LEAD);
  if (!(lead.trim() === 'and' && /^and\b/i.test(text))) text = `${lead}${text}`;
  text = text.replace(/\s+/g, ' ').trim();
  // A question mark: most questions and polite commands carry one, some do not (spoken, typed fast).
  const mark = act === 'question' ? r() < 0.6 : act === 'command' && /^(?:can|could|would|will|mind|why|how about|shall)\b|, (?:would|will|could|can) you$/i.test(text.replace(/^\W*\w*,\s+/, '')) ? r() < 0.6 : act === 'chat' ? r() < 0.15 : r() < 0.03;
  text += mark ? '?' : pick(r, ['', '', '.', '!']);
  if (r() < 0.5) text = text.charAt(0).toUpperCase() + text.slice(1);
  return { text, act };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 20);
  for (const [split, seed] of [['train', 11], ['held', 12]] as const) {
    const r = rng(seed);
    console.log(`# ${split}`);
    for (let i = 0; i < n; i++) { const t = generateTurn(r, split); console.log(`${t.act}\t${t.text}`); }
  }
}
