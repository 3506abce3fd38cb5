/** Round 17 chat test site (ours): see ../repairs.mjs. */
export { createSite } from '../repairs.mjs';
