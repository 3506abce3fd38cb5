// The boat-hire club of test/sites/r29-record/server.mjs, as a tasks site (test/r29-record-e2e.test.ts).
export { createSite } from '../../r29-record/server.mjs';
