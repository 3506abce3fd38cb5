/**
 * "Quayside Sailing Club" (ours, round 11): one page of three forms whose fields look alike — a
 * "Member sign-in" (Email, Password), a "Join the club" form (Forename, Family name, Email, Phone,
 * Crew size as a number box, Organisation, Boat class dropdown, Mooring radios, Notes, a terms
 * box, "Join now") and a "Harbour news" box (Email, "Subscribe"). Tasks name fields by other
 * words than their labels, leave a field to the kind of its value, or name the form only by its
 * button. Built on the generic form site of bench/tasks/gen/site.mjs.
 */
import { makeSite } from '../../gen/site.mjs';

const SPEC = {
  title: 'Quayside Sailing Club',
  h1: 'Quayside Sailing Club',
  menu: ['Home', 'Races', 'Moorings', 'Contact'],
  forms: [
    { id: 'signin', heading: 'Member sign-in', button: 'Sign in', items: [
      { kind: 'text', type: 'email', name: 'signin-email', label: 'Email' },
      { kind: 'text', type: 'password', name: 'signin-password', label: 'Password' },
    ] },
    { id: 'join', heading: 'Join the club', button: 'Join now', items: [
      { kind: 'text', type: 'text', name: 'forename', label: 'Forename' },
      { kind: 'text', type: 'text', name: 'family', label: 'Family name' },
      { kind: 'text', type: 'email', name: 'email', label: 'Email' },
      { kind: 'text', type: 'tel', name: 'phone', label: 'Phone' },
      { kind: 'text', type: 'number', name: 'crew', label: 'Crew size' },
      { kind: 'text', type: 'text', name: 'org', label: 'Organisation' },
      { kind: 'select', name: 'boat', label: 'Boat class', options: [['dinghy', 'Dinghy'], ['keel', 'Keelboat'], ['cat', 'Catamaran']] },
      { kind: 'radio', name: 'mooring', label: 'Mooring', options: [['none', 'None needed'], ['swing', 'Swing mooring'], ['pontoon', 'Pontoon berth']] },
      { kind: 'textarea', name: 'notes', label: 'Notes' },
      { kind: 'checkbox', name: 'terms', label: 'I agree to the club rules' },
    ] },
    { id: 'news', heading: 'Harbour news', button: 'Subscribe', items: [
      { kind: 'text', type: 'email', name: 'news-email', label: 'Email' },
    ] },
  ],
};

export const createSite = () => makeSite(SPEC);
