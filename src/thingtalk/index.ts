export * from './ast.js';
export { tokenize, ThingTalkSyntaxError, type SourcePosition, type Token } from './lexer.js';
export { fromNNSyntax, toNNSyntax } from './nn-syntax.js';
export { readSurface, printSurface } from './surface-syntax.js';
export { typecheck, singleProgram, ThingTalkTypeError, type TypecheckOptions } from './typecheck.js';
