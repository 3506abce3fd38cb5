/**
 * The `russ` command line. Each command lives in its own module and is loaded on demand, so
 * `russ parse` never loads a browser driver and `russ run` never loads the evaluator.
 */
import { RussError } from '../errors.js';

export interface Command {
  summary: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

const COMMANDS: Record<string, () => Promise<Command>> = {
  parse: () => import('./parse.js').then((m) => m.command),
  ground: () => import('./ground.js').then((m) => m.command),
  eval: () => import('./eval.js').then((m) => m.command),
  run: () => import('./run.js').then((m) => m.command),
  demo: () => import('./demo.js').then((m) => m.command),
  turk: () => import('./turk.js').then((m) => m.command),
};

function help(): string {
  const lines = ['Usage: russ <command> [options]', '', 'Commands:'];
  for (const name of Object.keys(COMMANDS)) lines.push(`  ${name}`);
  lines.push('', 'Run `russ <command> --help` for the options of one command.');
  return lines.join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(help());
    return name ? 0 : 1;
  }
  if (name === '--version' || name === '-v') {
    const { createRequire } = await import('node:module');
    console.log(createRequire(import.meta.url)('../package.json').version);
    return 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    console.error(`russ: unknown command "${name}"\n\n${help()}`);
    return 2;
  }
  const command = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(`${command.summary}\n\nUsage: ${command.usage}`);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (err) {
    if (err instanceof RussError) {
      console.error(`russ ${name}: ${err.message} [${err.code}]`);
      return 1;
    }
    throw err;
  }
}
