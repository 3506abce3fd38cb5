// Writes each site's tasks.json and solutions.json from its tasks.src.mjs.
import { writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
const here = dirname(fileURLToPath(import.meta.url));
for (const d of readdirSync(here, { withFileTypes: true })) {
  const src = join(here, d.name, 'tasks.src.mjs');
  if (!d.isDirectory() || !existsSync(src)) continue;
  const { default: s } = await import(pathToFileURL(src).href);
  const tasks = { start: s.start, ...(s.today ? { today: s.today } : {}), tasks: s.tasks.map(({ id, instruction, start, answers, expect }) => ({ id, instruction, ...(start ? { start } : {}), ...(answers ? { answers } : {}), expect })) };
  writeFileSync(join(here, d.name, 'tasks.json'), JSON.stringify(tasks, null, 2) + '\n');
  writeFileSync(join(here, d.name, 'solutions.json'), JSON.stringify(Object.fromEntries(s.tasks.map((t) => [t.id, t.do || []])), null, 1) + '\n');
}
