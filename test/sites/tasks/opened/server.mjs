/** Round 12 test site (ours): garden plots in a table, each with an "Extend" button that opens one dialog; a warden's form beside it with an alike Note box. */
import { makeSite } from '../../../../bench/tasks/gen/flow-site.mjs';

const SPEC = {
  kind: 'rows', title: 'Allotment Society', h1: 'Your plots', menu: ['Home', 'Plots', 'Help'], layout: 'table', open: 'dialog',
  columns: ['Plot', 'Bed', 'Renews on'],
  rows: [
    { id: 'p7', cells: ['Plot 7', 'North bed', '4 May 2027'] },
    { id: 'p12', cells: ['Plot 12', 'Orchard bed', '19 June 2027'] },
    { id: 'p15', cells: ['Plot 15', 'Pond bed', '2 September 2027'] },
  ],
  button: 'Extend', other: 'View',
  form: { heading: 'Extend your plot', button: 'Confirm extension', fields: [
    { kind: 'radio', name: 'length', label: 'Extension', options: [['3', '3 months'], ['6', '6 months'], ['12', '12 months']] },
    { kind: 'textarea', name: 'note', label: 'Note' },
  ] },
  aside: { heading: 'Ask the warden', button: 'Send', fields: [{ kind: 'textarea', name: 'a-note', label: 'Note' }] },
};
export const createSite = () => makeSite(SPEC);
