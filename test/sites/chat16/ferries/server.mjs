/** Round 16 chat test site (ours): see ../site.mjs. */
export { createSite } from '../site.mjs';
