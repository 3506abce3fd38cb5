/**
 * Round 11 test site (ours): alike fields that must stay a question. Two forms with an email box
 * each and no later step naming either; two number boxes for one number; plus a form whose one
 * date box takes a date the sentence names otherwise. Built on bench/tasks/gen/site.mjs.
 */
import { makeSite } from '../../../../bench/tasks/gen/site.mjs';

const SPEC = {
  title: 'Lantern Lane Theatre',
  h1: 'Lantern Lane Theatre',
  menu: ['Home', 'Shows'],
  forms: [
    { id: 'tickets', heading: 'Tickets', button: 'Reserve seats', items: [
      { kind: 'text', type: 'email', name: 'email', label: 'Email' },
      { kind: 'text', type: 'number', name: 'adults', label: 'Adults' },
      { kind: 'text', type: 'number', name: 'children', label: 'Children' },
      { kind: 'text', type: 'date', name: 'when', label: 'Performance' },
    ] },
    { id: 'friends', heading: 'Friends of the theatre', button: 'Become a friend', items: [
      { kind: 'text', type: 'email', name: 'friend-email', label: 'Email' },
    ] },
  ],
};

export const createSite = () => makeSite(SPEC);
