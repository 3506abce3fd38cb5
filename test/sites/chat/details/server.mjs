/** Round 12 chat test site (ours): the pages of test/sites/tasks/details, for "the same name and number as before". */
export { createSite } from '../../tasks/details/server.mjs';
