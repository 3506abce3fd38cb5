// Validates the set without the SDK: node bench/chat/heldout29/check.mjs
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSet } from './lib.mjs';
const { counts, errors } = await checkSet(dirname(fileURLToPath(import.meta.url)), 'chat');
for (const e of errors) console.error('✗', e);
console.log(JSON.stringify({ ...counts, errors: errors.length }));
process.exit(errors.length ? 1 : 0);
