/**
 * The semantic parser (RUSS §3.2, §4.2): instruction → ThingTalk program, with a small neural
 * model trained only on synthesized data, run on-device through ONNX.
 *
 *     const program = await parse('Click Sign In in the upper right corner');
 *     const parser = await loadParser();  // reuse one model for many calls
 *     const programs = await parser.parseBatch(lines);  // Program | ParseError per line
 */
import { sequence, type AnyProgram, type Program } from '../thingtalk/index.js';
import { splitClauses, withoutLeadingContainer } from './clauses.js';
import { decodeClause } from './decode.js';
import { ParseError } from './errors.js';
import { ParserModel } from './model.js';
import { MAX_TOKENS, tokenize, type Token } from './tokenize.js';

export { ParseError } from './errors.js';
export { tokenize as tokenizeInstruction, type Token as InstructionToken } from './tokenize.js';
export { splitClauses } from './clauses.js';

/** Longest instruction the parser accepts, in characters. */
export const MAX_INSTRUCTION_LENGTH = 2000;

export interface ParseOptions {
  /**
   * Where the model files live: a folder (Node) or URL (browser) holding parser.onnx and
   * parser-vocab.json. Default: the package's models/ folder.
   */
  models?: string;
  /** Replace URLs and quoted strings by placeholders before the model (RUSS §3.2). Default true. */
  entityExtraction?: boolean;
}

/**
 * One clause of an instruction as the parser read it on its own: its programs, or the error that
 * clause alone gave. `parseClauses` keeps the clauses apart so that a later stage that sees the
 * page (src/parser/task-reading.ts) can read a clause against the page it runs on.
 */
export interface ClauseReading {
  text: string;
  programs?: Program[];
  error?: ParseError;
}

export interface Parser {
  parse(instruction: string, options?: Pick<ParseOptions, 'entityExtraction'>): Promise<AnyProgram>;
  /** The instruction's clauses, each with its programs or its own parse error; throws ParseError for input it will not read at all. */
  parseClauses(instruction: string, options?: Pick<ParseOptions, 'entityExtraction'>): Promise<ClauseReading[]>;
  /** One model run for the whole batch; each entry is a Program or the ParseError for that line. */
  parseBatch(instructions: readonly string[], options?: Pick<ParseOptions, 'entityExtraction'>): Promise<Array<AnyProgram | ParseError>>;
  dispose(): Promise<void>;
}

/** Clean an instruction for the model: NFC, control characters and odd spaces → spaces; cut into clauses. Throws ParseError for input it will not read. */
function prepare(instruction: unknown, entityExtraction: boolean): Array<{ text: string; tokens: Token[]; rest?: { text: string; tokens: Token[] } }> {
  if (typeof instruction !== 'string') throw new ParseError('E_PARSE_INPUT', `An instruction must be a string, not ${instruction === null ? 'null' : typeof instruction}`);
  if (instruction.length > MAX_INSTRUCTION_LENGTH) {
    throw new ParseError('E_PARSE_TOO_LONG', `The instruction is ${instruction.length} characters long; the parser reads at most ${MAX_INSTRUCTION_LENGTH}`, { length: instruction.length });
  }
  const text = instruction
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufffd]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(text)) throw new ParseError('E_PARSE_EMPTY', text === '' ? 'The instruction is empty' : 'The instruction has no words');
  const clauses = splitClauses(text).filter((c) => /[\p{L}\p{N}]/u.test(c));
  if (clauses.length > MAX_CLAUSES) throw new ParseError('E_PARSE_TOO_LONG', `The instruction has ${clauses.length} clauses; the parser reads at most ${MAX_CLAUSES}`, { clauses: clauses.length });
  return clauses.map((clause) => {
    const tokens = tokenize(clause, entityExtraction);
    if (tokens.length > MAX_TOKENS) {
      throw new ParseError('E_PARSE_TOO_LONG', `The instruction has ${tokens.length} tokens in one clause; the parser reads at most ${MAX_TOKENS}`, { tokens: tokens.length });
    }
    const rest = withoutLeadingContainer(clause);
    return { text: clause, tokens, ...(rest ? { rest: { text: rest, tokens: tokenize(rest, entityExtraction) } } : {}) };
  });
}

/** Most clauses (actions) one instruction may hold. */
const MAX_CLAUSES = 16;

class NeuralParser implements Parser {
  constructor(
    private readonly model: ParserModel,
    private readonly defaults: { entityExtraction: boolean; models?: string },
  ) {}

  async parse(instruction: string, options: Pick<ParseOptions, 'entityExtraction'> = {}): Promise<AnyProgram> {
    const [result] = await this.parseBatch([instruction], options);
    if (result instanceof ParseError) throw result;
    return result!;
  }

  async parseBatch(instructions: readonly string[], options: Pick<ParseOptions, 'entityExtraction'> = {}): Promise<Array<AnyProgram | ParseError>> {
    const read = await this.readClauses(instructions, options);
    return read.map((r) => {
      if (r instanceof ParseError) return r;
      // The instruction fails with its first clause's error, as one program it is the clauses' sequence.
      const failed = r.find((c) => c.error);
      if (failed) return failed.error!;
      return sequence(r.flatMap((c) => c.programs!));
    });
  }

  async parseClauses(instruction: string, options: Pick<ParseOptions, 'entityExtraction'> = {}): Promise<ClauseReading[]> {
    const [result] = await this.readClauses([instruction], options);
    if (result instanceof ParseError) throw result;
    return result!;
  }

  /** Every clause of every instruction through the model in one batch; per instruction its clauses' readings, or the error for input not read at all. */
  private async readClauses(instructions: readonly string[], options: Pick<ParseOptions, 'entityExtraction'>): Promise<Array<ClauseReading[] | ParseError>> {
    const entityExtraction = options.entityExtraction ?? this.defaults.entityExtraction;
    const results: Array<ClauseReading[] | ParseError> = instructions.map(() => []);
    // A clause with a leading container is also read without it (see decodeClause): `rest` is that reading's position.
    const todo: Array<{ index: number; text: string; tokens: Token[]; rest?: number }> = [];
    const rests: Array<{ text: string; tokens: Token[] }> = [];
    instructions.forEach((instruction, index) => {
      try {
        for (const { rest, ...clause } of prepare(instruction, entityExtraction)) {
          todo.push({ index, ...clause, ...(rest ? { rest: rests.push(rest) - 1 } : {}) });
        }
      } catch (err) {
        results[index] = err as ParseError;
      }
    });
    const allReadings = await this.model.read([...todo, ...rests]);
    const readings = allReadings.slice(0, todo.length);
    const restReadings = allReadings.slice(todo.length);
    todo.forEach((item, k) => {
      const list = results[item.index];
      if (list instanceof ParseError) return;
      try {
        const rest = item.rest !== undefined ? { ...rests[item.rest]!, reading: restReadings[item.rest]! } : undefined;
        list!.push({ text: item.text, programs: decodeClause({ text: item.text, tokens: item.tokens, reading: readings[k]! }, rest) });
      } catch (err) {
        const error = err instanceof ParseError ? err : new ParseError('E_PARSE_REFUSED', `Cannot read this instruction as a web action: ${(err as Error).message}`, { reason: (err as Error).message });
        list!.push({ text: item.text, error });
      }
    });
    return results;
  }

  dispose(): Promise<void> {
    return this.model.dispose();
  }
}

/** Load a parser (one ONNX session). Call `dispose()` when done with it. */
export async function loadParser(options: ParseOptions = {}): Promise<Parser> {
  const model = await ParserModel.load(options.models);
  return new NeuralParser(model, { entityExtraction: options.entityExtraction ?? true, ...(options.models !== undefined ? { models: options.models } : {}) });
}

// The default parsers, loaded once per model folder on first use and shared by `parse`,
// `parseBatch` and every `Russ` without its own parser (one model load per folder, not one each).
const defaultParsers = new Map<string, Promise<Parser>>();
/** The shared parser for a model folder (default: the package's), loaded on first use. */
export function sharedParser(models?: string): Promise<Parser> {
  const key = models ?? '';
  let p = defaultParsers.get(key);
  if (!p) {
    p = loadParser(models ? { models } : {});
    p.catch(() => defaultParsers.delete(key));
    defaultParsers.set(key, p);
  }
  return p;
}

/** Parse one instruction into a ThingTalk program. Throws ParseError when it cannot. */
export async function parse(instruction: string, options: ParseOptions = {}): Promise<AnyProgram> {
  return (await sharedParser(options.models)).parse(instruction, options);
}

/** Parse many instructions in one model run; each entry is a Program or the ParseError for that line. */
export async function parseBatch(instructions: readonly string[], options: ParseOptions = {}): Promise<Array<AnyProgram | ParseError>> {
  return (await sharedParser(options.models)).parseBatch(instructions, options);
}
