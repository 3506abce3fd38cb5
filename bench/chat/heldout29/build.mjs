// Writes each site's sessions.json and solutions.json from its sessions.src.mjs.
import { writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
const here = dirname(fileURLToPath(import.meta.url));
for (const d of readdirSync(here, { withFileTypes: true })) {
  const src = join(here, d.name, 'sessions.src.mjs');
  if (!d.isDirectory() || !existsSync(src)) continue;
  const { default: s } = await import(pathToFileURL(src).href);
  const sessions = { start: s.start, ...(s.today ? { today: s.today } : {}), sessions: s.sessions.map((x) => ({ id: x.id, turns: x.turns.map(({ say, expect, says }) => ({ say, ...(expect ? { expect } : {}), ...(says ? { says } : {}) })) })) };
  const solutions = Object.fromEntries(s.sessions.map((x) => [x.id, x.turns.map((t) => t.do || [])]));
  writeFileSync(join(here, d.name, 'sessions.json'), JSON.stringify(sessions, null, 2) + '\n');
  writeFileSync(join(here, d.name, 'solutions.json'), JSON.stringify(solutions, null, 1) + '\n');
}
