/** The larder (../../larder.mjs) as a conversation-benchmark site: a spec sheet read in a new tab. */
export { createSite } from '../../larder.mjs';
