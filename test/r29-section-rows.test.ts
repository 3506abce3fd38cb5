import { describe, expect, it } from 'vitest';
import { rowOpener } from '../src/parser/row-flow.js';

// Round 29 (r29-section): a row opened by a link that names its own row, or said by its date cell alone.
describe('rowOpener: a link of its own row, a row said by its date', () => {
  const tools = [
    { cells: ['Rotavator', '£12.00', '£20.00'], controls: ['Book the rotavator'] },
    { cells: ['Strimmer', '£5.00', '£8.00'], controls: ['Book the strimmer'] },
    { cells: ['Hedge trimmer', '£5.00', '£8.00'], controls: ['Book the hedge trimmer'] },
  ];
  const links = tools.flatMap((r) => r.controls);
  it('opens the row whose own link names its cell', () => {
    expect(rowOpener('Book the rotavator for Saturday 12 December, all day, membership number FR2231', tools, links)?.name).toBe('Book the rotavator');
    expect(rowOpener('Hire the hedge trimmer on Wednesday 2 December for the afternoon', tools, links)?.name).toBe('Book the hedge trimmer');
  });
  it('opens the row whose name cell the sentence says by its last words', () => {
    const rows = [
      { cells: ['Petrol rotavator', '£6.00'], controls: ['Book the petrol rotavator'] },
      { cells: ['Petrol strimmer', '£4.00'], controls: ['Book the petrol strimmer'] },
      { cells: ['Cordless hedge trimmer', '£3.00'], controls: ['Book the cordless hedge trimmer'] },
    ];
    const names = rows.flatMap((r) => r.controls);
    expect(rowOpener('Book the rotavator for Saturday 12 December, all day', rows, names)?.name).toBe('Book the petrol rotavator');
    expect(rowOpener('Hire the hedge trimmer on Wednesday 2 December for the afternoon', rows, names)?.name).toBe('Book the cordless hedge trimmer');
    expect(rowOpener('Book the petrol tools for Saturday', rows, names)).toBeUndefined();
  });
  it('opens nothing when no row is said', () => {
    expect(rowOpener('Book a mower for Saturday 12 December', tools, links)).toBeUndefined();
  });
  const parties = [
    { cells: ['Saturday 5 December', '10am – 1pm', 'North field', 'Hedge laying, Path clearing'], controls: ['Sign up for Saturday 5 December'] },
    { cells: ['Sunday 10 January', '10am – 1pm', 'South field', 'Clearing vacant plots'], controls: ['Sign up for Sunday 10 January'] },
  ];
  it('opens the one row whose date cell is the day said', () => {
    const o = rowOpener('Sign me up for the 5 December work party to help with hedge laying: name "Jean Holloway", bringing 2 people', parties, parties.flatMap((r) => r.controls));
    expect(o?.name).toBe('Sign up for Saturday 5 December');
  });
  it('does not open a row of another month than the one said', () => {
    const rows = [
      { cells: ['Saturday 19 December', 'North field', 'Clearing vacant plots'], controls: ['Sign up for Saturday 19 December'] },
      { cells: ['Sunday 10 January', 'South field', 'Clearing vacant plots, Hedge laying'], controls: ['Sign up for Sunday 10 January'] },
    ];
    expect(rowOpener('Sign "Sam Ortiz" up for the January work party, clearing vacant plots', rows, rows.flatMap((r) => r.controls))?.name).toBe('Sign up for Sunday 10 January');
  });
  it('does not open a row by a day no row has', () => {
    expect(rowOpener('Sign me up for the 6 December work party, name "Jean Holloway"', parties, parties.flatMap((r) => r.controls))).toBeUndefined();
  });
});
