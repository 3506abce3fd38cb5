/**
 * The SDK's own parser and grounding, loaded on first use (so a host that passes `parser` and
 * `ground` never loads a model, and a run of ThingTalk steps never loads the parser): the shipped
 * parser model, the shipped word vectors, and the synchronous `groundQuery` on the hot path.
 */
import type { AnyProgram } from '../thingtalk/ast.js';
import type { Parser } from '../parser/index.js';
import type { GroundFn, StepClause, StepParser } from './types.js';

export function defaultParser(models?: string): StepParser {
  let loading: Promise<Parser> | undefined;
  return {
    async parse(instruction: string): Promise<AnyProgram> {
      loading ??= import('../parser/index.js').then(({ sharedParser }) => sharedParser(models));
      return (await loading).parse(instruction);
    },
    async parseClauses(instruction: string): Promise<StepClause[]> {
      loading ??= import('../parser/index.js').then(({ sharedParser }) => sharedParser(models));
      return (await loading).parseClauses(instruction);
    },
  };
}

export async function defaultGround(models?: string): Promise<GroundFn> {
  const { groundQuery, defaultWordVectors } = await import('../grounding/index.js');
  const vectors = await defaultWordVectors(models);
  return (query, page, { values, action, option, typed }) =>
    groundQuery(query, page, { values, ...(action ? { action } : {}), ...(option !== undefined ? { option } : {}), ...(typed !== undefined ? { typed } : {}), vectors });
}
