/**
 * `russ parse`: instruction → ThingTalk.
 *
 *   russ parse "Click Sign In in the upper right corner"    prints NN syntax and surface syntax
 *   russ parse < steps.txt                                   one JSON line per input line:
 *       {"instruction", "thingtalk", "program"}  or  {"instruction", "error": {"code", "message"}}
 *
 * Stdin is streamed and split on "\n" only (a trailing "\r" is dropped), so every input line —
 * empty, binary, 1 MB long — gets exactly one output line. Exit code 0 unless the CLI itself breaks.
 */
import { loadParser, MAX_INSTRUCTION_LENGTH, ParseError, type Parser } from '../parser/index.js';
import { printSurface, toNNSyntax, type AnyProgram } from '../thingtalk/index.js';
import type { Command } from './index.js';

/** Bytes of one line kept in memory; longer lines are answered E_PARSE_TOO_LONG without being held. */
const MAX_LINE_BYTES = MAX_INSTRUCTION_LENGTH * 4 + 16;

function resultLine(instruction: string, result: AnyProgram | ParseError): string {
  if (result instanceof ParseError) return JSON.stringify({ instruction, error: { code: result.code, message: result.message } });
  return JSON.stringify({ instruction, thingtalk: toNNSyntax(result), program: result });
}

async function write(line: string): Promise<void> {
  if (!process.stdout.write(line + '\n')) await new Promise<void>((r) => process.stdout.once('drain', () => r()));
}

async function* stdinLines(): AsyncGenerator<{ text: string; bytes: number }> {
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let parts: Buffer[] = [];
  let kept = 0, bytes = 0;
  const finish = (): { text: string; bytes: number } => {
    let text = decoder.decode(Buffer.concat(parts));
    if (text.endsWith('\r')) text = text.slice(0, -1);
    const line = { text, bytes };
    parts = [];
    kept = bytes = 0;
    return line;
  };
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    let from = 0;
    for (;;) {
      const nl = chunk.indexOf(0x0a, from);
      const end = nl < 0 ? chunk.length : nl;
      const piece = chunk.subarray(from, end);
      bytes += piece.length;
      if (piece.length > 0 && kept < MAX_LINE_BYTES) {
        const take = piece.subarray(0, MAX_LINE_BYTES - kept);
        parts.push(Buffer.from(take));
        kept += take.length;
      }
      if (nl < 0) break;
      yield finish();
      from = nl + 1;
    }
  }
  if (bytes > 0) yield finish();
}

async function runStdin(parser: Parser, entityExtraction: boolean): Promise<number> {
  for await (const line of stdinLines()) {
    if (line.bytes > MAX_LINE_BYTES) {
      const err = new ParseError('E_PARSE_TOO_LONG', `The instruction is ${line.bytes} bytes long; the parser reads at most ${MAX_INSTRUCTION_LENGTH} characters`);
      await write(resultLine(line.text.slice(0, MAX_INSTRUCTION_LENGTH), err));
      continue;
    }
    const [result] = await parser.parseBatch([line.text], { entityExtraction });
    await write(resultLine(line.text.length > MAX_INSTRUCTION_LENGTH ? line.text.slice(0, MAX_INSTRUCTION_LENGTH) : line.text, result!));
  }
  return 0;
}

export const command: Command = {
  async run(args) {
    // A reader that stops early (`russ parse < steps.txt | head`) ends the output, not with a stack trace.
    process.stdout.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(0);
      throw err;
    });
    const modelDir = args.value('--models');
    const entityExtraction = !args.has('--no-entities');
    const words = args.positionals;
    const instruction = words.join(' ');
    // Checked before the model loads: a refusal needs no model (and a huge input never reaches it).
    if (instruction.length > MAX_INSTRUCTION_LENGTH) {
      console.error(`russ parse: The instruction is ${instruction.length} characters long; the parser reads at most ${MAX_INSTRUCTION_LENGTH} [E_PARSE_TOO_LONG]`);
      return 1;
    }
    const parser = await loadParser({ models: modelDir, entityExtraction });
    try {
      if (words.length === 0) return await runStdin(parser, entityExtraction);
      const [result] = await parser.parseBatch([instruction]);
      if (result instanceof ParseError) {
        console.error(`russ parse: ${result.message} [${result.code}]`);
        return 1;
      }
      console.log(toNNSyntax(result!));
      console.log(printSurface(result!));
      return 0;
    } finally {
      await parser.dispose();
    }
  },
};
