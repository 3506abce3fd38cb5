/**
 * TurkingBench tasks on disk (`DIR/<task>/template.html` + `batch.csv`): reading them, grouping a
 * batch's rows into instances, and building an instance's page exactly as the benchmark does —
 * every literal `${column}` replaced by the row's raw value (no escaping), inside
 * `<form id="mturk_form">`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RussError } from '../errors.js';

export class TurkTaskError extends RussError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('E_TURK_TASK', message, details);
  }
}

/** One instance: the input values, and every worker's answers (field name → answer). */
export interface TurkInstance {
  index: number;
  inputs: Record<string, string>;
  answers: Array<Record<string, string>>;
}

export interface TurkTask {
  name: string;
  dir: string;
  template: string;
  /** Field names with an `Answer.X` column, in column order. */
  fields: string[];
  instances: TurkInstance[];
}

/** RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

/** The task folders of DIR (those holding a template.html), sorted by name. */
export function listTasks(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new TurkTaskError(`${dir} is not a folder of TurkingBench tasks`);
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'template.html')))
    .sort();
}

/** Read one task: its template and its batch grouped into instances (rows with equal non-Answer columns are one instance). */
export function loadTask(dir: string, name: string): TurkTask {
  const taskDir = join(dir, name);
  let template: string;
  let csv: string;
  try {
    template = readFileSync(join(taskDir, 'template.html'), 'utf8');
    csv = readFileSync(join(taskDir, 'batch.csv'), 'utf8');
  } catch (err) {
    throw new TurkTaskError(`Cannot read task "${name}": ${(err as Error).message}`, { task: name });
  }
  const [header, ...rows] = parseCsv(csv);
  if (!header || header.length === 0) throw new TurkTaskError(`Task "${name}" has an empty batch.csv`, { task: name });
  const fields = header.filter((h) => h.startsWith('Answer.')).map((h) => h.slice('Answer.'.length));
  const byKey = new Map<string, TurkInstance>();
  for (const row of rows) {
    const inputs: Record<string, string> = {};
    const answers: Record<string, string> = {};
    header.forEach((h, i) => {
      const v = row[i] ?? '';
      if (h.startsWith('Answer.')) answers[h.slice('Answer.'.length)] = v;
      else inputs[h] = v;
    });
    const key = JSON.stringify(inputs);
    let inst = byKey.get(key);
    if (!inst) {
      inst = { index: byKey.size, inputs, answers: [] };
      byKey.set(key, inst);
    }
    inst.answers.push(answers);
  }
  return { name, dir: taskDir, template, fields, instances: [...byKey.values()] };
}

/** The page of one instance, as the benchmark builds it. */
export function buildPage(task: Pick<TurkTask, 'template' | 'name'>, instance: TurkInstance): string {
  let body = task.template;
  for (const [column, value] of Object.entries(instance.inputs)) body = body.split('${' + column + '}').join(value);
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${task.name.replace(/[<&]/g, '')}</title></head><body>\n<form id="mturk_form">\n${body}\n</form>\n</body></html>\n`;
}
