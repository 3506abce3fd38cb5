/** Entry of the in-page bundle (`CAPTURE_SCRIPT`): DOM-only, imports nothing from Node. */
export { capture } from './capture.js';
export type { CaptureOptions, RawCapture, RawElement, RawBox } from './capture.js';
