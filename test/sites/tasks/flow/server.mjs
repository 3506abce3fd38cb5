/** Round 12 test site (ours): a visit booked over three pages (details, the visit, a review whose "Confirm visit" ends it). */
import { makeSite } from '../../../../bench/tasks/gen/flow-site.mjs';

const SPEC = {
  kind: 'flow', title: 'Heron Mill Tours', h1: 'Book a mill tour', menu: ['Home', 'Help'],
  steps: [
    { heading: 'Your details', button: 'Continue', fields: [{ kind: 'text', type: 'text', name: 'first', label: 'First name' }, { kind: 'text', type: 'email', name: 'email', label: 'Email' }] },
    { heading: 'Your visit', button: 'Review', fields: [{ kind: 'text', type: 'date', name: 'date', label: 'Visit date' }, { kind: 'text', type: 'number', name: 'count', label: 'Number of people' }, { kind: 'select', name: 'slot', label: 'Time slot', options: [['am', 'Morning'], ['pm', 'Afternoon']] }] },
  ],
  review: { heading: 'Check your answers', button: 'Confirm visit', edit: 'Change details' },
};
export const createSite = () => makeSite(SPEC);
