// The conversation benchmark's dev store ("Fernway Outfitters"), reused for short tasks.
export { createSite } from '../../../chat/dev/store/server.mjs';
