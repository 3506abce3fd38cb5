/**
 * The `russ` command line: one declarative table of commands (name, description, arguments,
 * options with descriptions). The table drives `russ --help`, `russ <command> --help` and the
 * rejection of unknown options; each command's code lives in its own module, loaded on demand
 * (so `russ parse` never loads a browser driver and `russ run` never loads the evaluator).
 * A new command is one entry here plus its module (src/cli/<name>.ts exporting `command`).
 */
import { RussError } from '../errors.js';
import { CliUsageError, parseCliArgs, type CliArgs } from './options.js';

/**
 * What a command module exports as `command`: it gets the arguments after the command name,
 * read against its table entry (`CliArgs`). Help text lives in the table only. A
 * `CliUsageError` it throws exits 2 with the message; another `RussError` exits 1.
 */
export interface Command {
  run(args: CliArgs): Promise<number>;
}

export interface OptionSpec {
  /** The flag, e.g. `--out`. */
  flag: string;
  /** The value's placeholder (e.g. `FILE`); absent for a switch. */
  value?: string;
  description: string;
}

export interface CommandSpec {
  name: string;
  description: string;
  /** Positional arguments, as shown in the usage line (e.g. `FILE`, `["INSTRUCTION"]`). */
  args: string;
  options: OptionSpec[];
  /** More help: examples, exit status. */
  notes?: string;
  load: () => Promise<Command>;
}

const MODELS: OptionSpec = { flag: '--models', value: 'DIR', description: "folder of the model files (default: the package's models/)" };

/** The options of `russ run`, shared by `russ chat`. */
const RUN_OPTIONS: OptionSpec[] = [
  { flag: '--answers', value: 'FILE', description: 'JSON object of answers to @ask questions (the closest key answers); without it, questions are asked on the terminal' },
  { flag: '--url', value: 'URL', description: 'page to open before the first step' },
  { flag: '--browser-path', value: 'PATH', description: 'Chromium executable (default: /usr/bin/chromium or $CHROMIUM_PATH)' },
  { flag: '--headed', description: 'show the browser window' },
  { flag: '--timeout', value: 'MS', description: 'time limit of each step, in milliseconds' },
  { flag: '--min-confidence', value: 'X', description: 'lowest grounding confidence acted on without asking (0–1)' },
  { flag: '--ask-when-unsure', description: 'when a step is unsure, ask on the terminal which element it means (default: stop)' },
  { flag: '--allow', value: 'ORIGIN', description: 'origin or host @goto may open (repeatable; default: any http/https URL)' },
  { flag: '--secret-key', value: 'KEY', description: 'one more key whose answers are secret, masked everywhere (repeatable; passwords, card, bank, ids, codes, keys… are built in)' },
  { flag: '--today', value: 'YYYY-MM-DD', description: 'the day relative dates are read against ("tomorrow", "Saturday"); default the machine clock' },
];

export const COMMANDS: CommandSpec[] = [
  {
    name: 'parse',
    description: 'Parse instructions into ThingTalk programs.',
    args: '["INSTRUCTION"]',
    options: [MODELS, { flag: '--no-entities', description: 'do not replace URLs and quoted strings by placeholders before the model' }],
    notes: 'With an instruction: prints its program in NN syntax and in surface syntax.\nWithout: reads one instruction per stdin line and writes one JSON line per input line.',
    load: () => import('./parse.js').then((m) => m.command),
  },
  {
    name: 'ground',
    description: 'Find the element an instruction (or a ThingTalk program) means on a saved page.',
    args: '"INSTRUCTION | THINGTALK"',
    options: [
      { flag: '--page', value: 'FILE', description: 'the page: an HTML file or a RUSS page snapshot (required)' },
      { flag: '--json', description: 'print the full result as JSON' },
      { flag: '--candidates', value: 'N', description: 'how many candidates to list (default 5)' },
      { flag: '--values', value: 'JSON', description: 'values of variables the description refers to, as a JSON object' },
      MODELS,
    ],
    load: () => import('./ground.js').then((m) => m.command),
  },
  {
    name: 'eval',
    description: 'Measure parse, grounding and end-to-end accuracy on a RUSS-format split.',
    args: 'DIR',
    options: [
      { flag: '--out', value: 'FILE', description: 'write one prediction per row as JSON lines (required)' },
      { flag: '--limit', value: 'N', description: 'evaluate the first N rows only' },
      MODELS,
      { flag: '--no-parse', description: 'ground the gold programs only (skip the parser)' },
    ],
    load: () => import('./eval.js').then((m) => m.command),
  },
  {
    name: 'run',
    description: 'Follow step-by-step instructions in Chromium (one JSON line per step on stdout).',
    args: 'FILE',
    options: [
      ...RUN_OPTIONS,
      { flag: '--pretty', description: 'a readable trace instead of JSON lines' },
    ],
    notes: 'FILE holds the instructions, one per line (a help article; list markers are stripped); "-" reads stdin.\nExit status: 0 when every step ran, 1 when one could not (the reason is on stderr), 2 on bad usage.',
    load: () => import('./run.js').then((m) => m.command),
  },
  {
    name: 'demo',
    description: 'Serve the bundled demo site on 127.0.0.1 and follow a help article on it in Chromium.',
    args: '',
    options: [
      { flag: '--serve', description: 'only serve the demo site: print its URL and run until interrupted' },
      { flag: '--browser-path', value: 'PATH', description: 'Chromium executable' },
      { flag: '--headed', description: 'show the browser window' },
      { flag: '--pretty', description: 'print the readable trace on stdout instead of JSON lines' },
      { flag: '--json', description: 'JSON lines on stdout (the default)' },
      { flag: '--timeout', value: 'MS', description: 'time limit of each step, in milliseconds' },
    ],
    notes: 'Prints one JSON line per step on stdout (as `russ run` does) and a readable account on stderr.',
    load: () => import('./demo.js').then((m) => m.command),
  },
  {
    name: 'heal-eval',
    description: 'Measure selector healing on Similo-format relocation data (correct / not found / wrong per site).',
    args: 'DIR',
    options: [
      { flag: '--out', value: 'FILE', description: 'write one JSON line per target: {site, target, xpath, confidence}' },
      { flag: '--min-confidence', value: 'X', description: 'confidence below which heal answers not_found (0–1, default 0.9)' },
      { flag: '--independent', description: 'heal each target alone (heal) instead of each site\'s targets together (healAll)' },
      { flag: '--json', description: 'print the summary as one JSON object' },
    ],
    notes: 'DIR holds one folder per site in the format of similo-eval (see docs/healing.md). Both modes are reported, with the most targets right at ≤ k wrong over all thresholds.',
    load: () => import('./heal-eval.js').then((m) => m.command),
  },
  {
    name: 'chat',
    description: 'Hold a conversation in Chromium: one utterance per stdin line, one JSON line per turn on stdout.',
    args: '',
    options: [...RUN_OPTIONS, { flag: '--no-send-filled-forms', description: 'leave a form a turn filled in whole unsent until the user says to send it (default: a POST form every value of which the turn gave is sent, never one whose button pays or orders)' }],
    notes: 'Reads utterances on stdin, one per line, as one conversation ("Can you search winter jacket?", "Click the first one", "Perfect.").\nAfter each writes one JSON line: {utterance, status: done|nothing|asked|failed, actions: [{kind, element, selector, value, url}], said}.\nQuestions the steps ask are answered from --answers.',
    load: () => import('./chat.js').then((m) => m.command),
  },
  {
    name: 'eval-chat',
    description: 'Run the conversation benchmark: task success, average progress, step accuracy (teacher forcing).',
    args: 'DIR',
    options: [
      { flag: '--out', value: 'FILE', description: 'one JSON line per judged turn (free-running and teacher-forced)' },
      { flag: '--quiet', description: 'no line per turn on stderr (for blind sets: their sentences stay unread); the summary is unchanged' },
      { flag: '--today', value: 'YYYY-MM-DD', description: 'the day relative dates are read against ("tomorrow", "Saturday"); default the set\'s "today", else the machine clock' },
      { flag: '--browser-path', value: 'PATH', description: 'Chromium executable' },
      { flag: '--timeout', value: 'MS', description: 'time limit of each step, in milliseconds' },
    ],
    notes: 'DIR holds a site (server.mjs + sessions.json) or folders of them (bench/chat/README.md).',
    load: () => import('./eval-chat.js').then((m) => m.command),
  },
  {
    name: 'eval-tasks',
    description: 'Run short one-sentence web tasks through Russ.run and judge each from the site’s state.',
    args: 'DIR',
    options: [
      { flag: '--out', value: 'FILE', description: 'one JSON line per task: {site, id, instruction, ok, program, error?, actions, state, expected}' },
      { flag: '--quiet', description: 'no line per task on stderr (for blind sets: their sentences stay unread); the summary is unchanged' },
      { flag: '--today', value: 'YYYY-MM-DD', description: 'the day relative dates are read against ("tomorrow", "Saturday"); default the set\'s "today", else the machine clock' },
      MODELS,
      { flag: '--browser-path', value: 'PATH', description: 'Chromium executable' },
      { flag: '--timeout', value: 'MS', description: 'time limit of each step, in milliseconds' },
    ],
    notes: 'DIR holds a site (server.mjs + tasks.json) or folders of them (bench/tasks/README.md).\nPrints ok/failed per task on stderr and one JSON summary line {tasks, passed, percent}.',
    load: () => import('./eval-tasks.js').then((m) => m.command),
  },
  {
    name: 'turk',
    description: 'Run a solver on TurkingBench tasks in Chromium and score the fields with the benchmark metrics.',
    args: 'DIR',
    options: [
      { flag: '--task', value: 'NAME', description: 'run only this task (repeatable; default: every task in DIR)' },
      { flag: '--instances', value: 'N', description: 'at most N instances per task (default: all)' },
      { flag: '--skip', value: 'N', description: 'skip the first N instances of every task (e.g. --skip 1 --instances 2: instances 2 and 3)' },
      { flag: '--solver', value: 'NAME|PATH', description: 'nothing (lower bound), oracle (gold answers through the form actions; default), instructions (one instruction per field, parsed and grounded), or a module (see docs/turkingbench.md)' },
      { flag: '--out', value: 'FILE', description: 'one JSON line per scored field: {task, instance, field, type, gold, value, score, instruction?, program?, error?}' },
      { flag: '--browser-path', value: 'PATH', description: 'Chromium executable' },
      { flag: '--timeout', value: 'MS', description: 'time limit of each step, in milliseconds' },
      { flag: '--element-timeout', value: 'MS', description: 'how long an instruction waits for its element to be found and unambiguous (default 2000)' },
    ],
    notes: "DIR holds one folder per task with template.html and batch.csv (the TurkingBench format).\nA solver module's default export receives { task, instance, instructions, fields } (the page's visible text; each field's name, type, question and options) and returns a list of steps: natural instructions or ThingTalk programs.\nstdout: one line per task, then overall and per-type scores; the last line is a JSON summary.",
    load: () => import('./turk.js').then((m) => m.command),
  },
];

const HELP: OptionSpec = { flag: '--help', description: 'show this help' };

function table(rows: Array<[string, string]>): string[] {
  const width = Math.max(...rows.map(([a]) => a.length)) + 2;
  return rows.map(([a, b]) => `  ${a.padEnd(width)}${b}`);
}

export function help(): string {
  return [
    'Usage: russ <command> [options]',
    '',
    'Commands:',
    ...table(COMMANDS.map((c) => [c.name, c.description])),
    '',
    'Options:',
    ...table([['-h, --help', 'show this help'], ['-v, --version', 'print the version']]),
    '',
    'Run `russ <command> --help` for the options of one command.',
  ].join('\n');
}

export function commandHelp(c: CommandSpec): string {
  const opts = [...c.options, HELP];
  return [
    `Usage: russ ${c.name}${c.args ? ` ${c.args}` : ''} [options]`,
    '',
    c.description,
    '',
    'Options:',
    ...table(opts.map((o) => [o.value ? `${o.flag} ${o.value}` : o.flag, o.description])),
    ...(c.notes ? ['', c.notes] : []),
  ].join('\n');
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
  const spec = COMMANDS.find((c) => c.name === name);
  if (!spec) {
    console.error(`russ: unknown command "${name}"\n\n${help()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(commandHelp(spec));
    return 0;
  }
  const usage = (err: CliUsageError): number => {
    console.error(`russ ${name}: ${err.message} (see \`russ ${name} --help\`)`);
    return 2;
  };
  let args: CliArgs;
  try {
    args = parseCliArgs(spec.options, rest);
  } catch (err) {
    if (err instanceof CliUsageError) return usage(err);
    throw err;
  }
  const command = await spec.load();
  try {
    return await command.run(args);
  } catch (err) {
    if (err instanceof CliUsageError) return usage(err);
    if (err instanceof RussError) {
      console.error(`russ ${name}: ${err.message} [${err.code}]`);
      return 1;
    }
    // A bug, not bad usage: exit 1 like any failed run (2 stays "bad usage"), with the stack on request.
    console.error(`russ ${name}: internal error: ${err instanceof Error ? err.message : String(err)}${process.env.RUSS_DEBUG && err instanceof Error && err.stack ? `\n${err.stack}` : ' (RUSS_DEBUG=1 prints the stack)'}`);
    return 1;
  }
}
