/** Round 17 chat test site (ours): see ../shop.mjs. */
export { createSite } from '../shop.mjs';
