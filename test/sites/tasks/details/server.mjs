/**
 * Round 12 test site (ours): a person's details placed by kind. A checkout with contact details
 * and billing / delivery copies that say the same labels; beside it a table booking (the name split
 * into first and last, a field known by its autocomplete token and placeholder only) and a callback
 * form (a full name and a phone). Built on bench/tasks/gen/site.mjs.
 */
import { makeSite } from '../../../../bench/tasks/gen/site.mjs';

export const SPEC = {
  title: 'Quillon Kitchen',
  h1: 'Quillon Kitchen',
  menu: ['Home', 'Menu'],
  forms: [
    { id: 'table', heading: 'Book a table', button: 'Book table', items: [
      { kind: 'text', name: 'given', label: 'Given name', autocomplete: 'given-name' },
      { kind: 'text', name: 'family', label: 'Family name', autocomplete: 'family-name' },
      { kind: 'text', type: 'tel', name: 'mob', label: 'Mobile' },
      { kind: 'text', name: 'mail', label: 'Where should we send the confirmation?', autocomplete: 'email' },
      { kind: 'text', type: 'date', name: 'day', label: 'Day' },
      { kind: 'text', type: 'number', name: 'covers', label: 'How many of you?' },
    ] },
    { id: 'callback', heading: 'Questions about a party?', button: 'Call me back', items: [
      { kind: 'text', name: 'who', label: 'Your name' },
      { kind: 'text', name: 'tel', label: 'Best number', autocomplete: 'tel', placeholder: '07123 456789' },
    ] },
    { id: 'hamper', heading: 'Order a hamper', button: 'Order hamper', items: [
      { kind: 'text', type: 'email', name: 'email', label: 'Email' },
      { group: 'Billing address', fields: [
        { kind: 'text', name: 'b-name', label: 'Name' },
        { kind: 'text', name: 'b-line', label: 'Street', autocomplete: 'billing address-line1' },
        { kind: 'text', name: 'b-town', label: 'Town' },
        { kind: 'text', name: 'b-code', label: 'Postcode' },
      ] },
      { group: 'Delivery address', fields: [
        { kind: 'text', name: 'd-name', label: 'Name' },
        { kind: 'text', name: 'd-line', label: 'Street', autocomplete: 'shipping address-line1' },
        { kind: 'text', name: 'd-town', label: 'Town' },
        { kind: 'text', name: 'd-code', label: 'Postcode' },
      ] },
    ] },
  ],
};
export const createSite = () => makeSite(SPEC);
