/** Round 14 chat test site (ours): see ../site.mjs. */
export { createSite } from '../site.mjs';
