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

const USAGE =
  'russ ground --page FILE "INSTRUCTION | THINGTALK" [--json] [--candidates N] [--values JSON] [--model-dir DIR]';

function describe(el: PageElement): string {
  const label = (el.name || el.text || '').slice(0, 60);
  return `#${el.id} <${el.tag}>${el.type ? ` ${el.type}` : ''}${label ? ` "${label}"` : ''}${el.visible ? '' : ' (hidden)'}`;
}

async function programOf(input: string, modelDir?: string): Promise<Program> {
  const text = input.trim();
  if (/^now\s*=>|^let\s+param:|@webagent\./.test(text)) return singleProgram(fromNNSyntax(text));
  if (/^@\w+\s*\(/.test(text)) return singleProgram(readSurface(text));
  return singleProgram(await parse(text, modelDir ? { modelDir } : {}));
}

export const command: Command = {
  summary: 'Ground an instruction or a ThingTalk program on a page: which element, how sure, why.',
  usage: USAGE,
  async run(args: string[]): Promise<number> {
    let pagePath: string | undefined;
    let json = false;
    let candidates = 5;
    let values: Record<string, string> | undefined;
    let modelDir: string | undefined;
    const rest: string[] = [];
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--page') pagePath = args[++i];
      else if (a === '--json') json = true;
      else if (a === '--candidates') candidates = Math.max(1, Number(args[++i]) || 5);
      else if (a === '--model-dir') modelDir = args[++i];
      else if (a === '--values') {
        try {
          values = JSON.parse(args[++i] ?? '') as Record<string, string>;
        } catch {
          console.error('russ ground: --values takes a JSON object');
          return 2;
        }
      } else rest.push(a);
    }
    const input = rest.join(' ').trim();
    if (!pagePath || !input) {
      console.error(`Usage: ${USAGE}`);
      return 2;
    }
    const page = readPageFile(pagePath);
    const program = await programOf(input, modelDir);
    let result: GroundResult;
    try {
      result = await ground(program, page, { candidates, values, modelDir });
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
