/**
 * russ-sdk — follow web instructions written for people on real web pages.
 *
 * Modules, with dependencies pointing one way: thingtalk ← parser, grounding ← runtime ← adapters.
 */
export { RussError } from './errors.js';
export * from './thingtalk/index.js';
export { parse, parseBatch, loadParser, ParseError, MAX_INSTRUCTION_LENGTH, type Parser, type ParseOptions } from './parser/index.js';
export * from './page/index.js';
export * from './runtime/index.js';
export * from './adapters/index.js';
export * from './grounding/index.js';
