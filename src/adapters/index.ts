/** Browser adapters: one interface (src/runtime/adapter.ts), one in-page capture and action script. */
export { PlaywrightAdapter } from './playwright.js';
export { PuppeteerAdapter } from './puppeteer.js';
export type { PlaywrightPage, PuppeteerPage } from './driver-pages.js';
export { DomAdapter, type DomAdapterOptions } from './dom.js';
export { DriverAdapter, type DriverAdapterOptions } from './driver-adapter.js';
export { pageActions, PAGE_ACTIONS_SCRIPT, type PageActions } from './in-page-actions.js';
