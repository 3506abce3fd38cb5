/**
 * `russ ground --page FILE "instruction or ThingTalk"`: find the element a step means on a page.
 * FILE is a RUSS snapshot (.json / .json.gz), a saved capture (.json with `elements`) or an HTML
 * page (.html). Prints the program, the element, its action target, the selector, the confidence
 * and the top candidates with their reasons; `--json` prints one JSON object instead.
 */
import { readPageFile } from '../page/file.js';
import { ground, type GroundResult } from '../grounding/index.js';
import { fromNNSyntax, printSurface, readSurface, singleProgram, toNNSyntax, type Program } from '../thingtalk/index.js';
import { parse } from '../parser/index.js';
import { RussError } from '../errors.js';
import type { PageElement } from '../page/types.js';
import type { Command } from './index.js';
import { CliUsageError, POSITIVE_WHOLE } from './options.js';

function describe(el: PageElement): string {
  const label = (el.name || el.text || '').slice(0, 60);
  return `#${el.id} <${el.tag}>${el.type ? ` ${el.type}` : ''}${label ? ` "${label}"` : ''}${el.visible ? '' : ' (hidden)'}`;
}

async function programOf(input: string, modelDir?: string): Promise<Program> {
  const text = input.trim();
  if (/^now\s*=>|^let\s+param:|@webagent\./.test(text)) return singleProgram(fromNNSyntax(text));
  if (/^@\w+\s*\(/.test(text)) return singleProgram(readSurface(text));
  return singleProgram(await parse(text, modelDir ? { models: modelDir } : {}));
}

export const command: Command = {
  async run(args) {
    const pagePath = args.value('--page');
    const json = args.has('--json');
    const candidates = args.number('--candidates', POSITIVE_WHOLE) ?? 5;
    const modelDir = args.value('--models');
    let values: Record<string, string> | undefined;
    if (args.has('--values')) {
      try {
        values = JSON.parse(args.value('--values')!) as Record<string, string>;
      } catch {
        throw new CliUsageError('--values takes a JSON object');
      }
      if (!values || typeof values !== 'object' || Array.isArray(values)) throw new CliUsageError('--values takes a JSON object');
    }
    const input = args.positionals.join(' ').trim();
    if (!pagePath || !input) throw new CliUsageError('Give --page FILE and an instruction');
    const page = readPageFile(pagePath);
    const program = await programOf(input, modelDir);
    let result: GroundResult;
    try {
      result = await ground(program, page, { candidates, values, models: modelDir });
    } catch (err) {
      if (err instanceof RussError && err.code === 'E_GROUND_NO_QUERY') {
        if (json) console.log(JSON.stringify({ thingtalk: toNNSyntax(program), program, element: null }));
        else console.log(`${printSurface(program)}\n(no element to ground: "${program.action.name}" acts on no element)`);
        return 0;
      }
      throw err;
    }
    if (json) {
      const brief = (el: PageElement) => ({ id: el.id, tag: el.tag, type: el.type ?? null, name: el.name, text: el.text, visible: el.visible });
      console.log(
        JSON.stringify({
          thingtalk: toNNSyntax(program),
          element: brief(result.element),
          target: brief(result.target),
          selector: result.selector,
          score: result.score,
          confidence: result.confidence,
          candidates: result.candidates.map((c) => ({ ...brief(c.element), score: c.score, reasons: c.reasons })),
        }),
      );
      return 0;
    }
    const lines = [
      `program:    ${printSurface(program)}`,
      `            ${toNNSyntax(program)}`,
      `element:    ${describe(result.element)}`,
      `target:     ${describe(result.target)}`,
      `selector:   ${result.selector}`,
      `score:      ${result.score.toFixed(3)}   confidence: ${(100 * result.confidence).toFixed(1)}%`,
      'candidates:',
      ...result.candidates.map((c, i) => `  ${i + 1}. ${c.score.toFixed(3)}  ${describe(c.element)}\n       ${c.reasons.join('; ')}`),
    ];
    console.log(lines.join('\n'));
    return 0;
  },
};
