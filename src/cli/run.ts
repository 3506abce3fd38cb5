/**
 * `russ run FILE`: follow the instructions in FILE (one per line, a help article; `-` = stdin) in
 * Chromium through Playwright. One JSON line per step on stdout (secrets masked); exit 0 when
 * every step ran, 1 with a message on stderr when one could not.
 */
import { readFileSync } from 'node:fs';
import { createInterface, type Interface } from 'node:readline';
import { RussError } from '../errors.js';
import { PlaywrightAdapter } from '../adapters/playwright.js';
import type { Dialogue } from '../runtime/dialogue.js';
import { maskSecrets, UserDictionary } from '../runtime/dictionary.js';
import { Russ, type RunError, type RussOptions } from '../runtime/russ.js';
import { resolveGotoUrl } from '../runtime/safety.js';
import type { StepEvent } from '../runtime/types.js';
import type { Command } from './index.js';
import { CliUsageError, MILLISECONDS, type CliArgs, todayFlag, UNIT_INTERVAL } from './options.js';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserSession {
  adapter: PlaywrightAdapter;
  close(): Promise<void>;
}

/** How long Chromium may take to start, whatever the steps' time limit. */
const LAUNCH_TIMEOUT = 60_000;

/** Launch Chromium (default /usr/bin/chromium or $CHROMIUM_PATH) through playwright-core and open a page. */
export async function launchChromium(options: { browserPath?: string; headed?: boolean; timeout?: number } = {}): Promise<BrowserSession> {
  const executablePath = options.browserPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    throw new RussError('E_BROWSER_DRIVER', 'playwright-core is not installed: `npm install playwright-core` (russ uses it to drive Chromium)');
  }
  const { existsSync } = await import('node:fs');
  if (!existsSync(executablePath)) {
    throw new RussError('E_BROWSER_NOT_FOUND', `Chromium not found at ${executablePath}: install it (apt-get install chromium) or pass --browser-path / set CHROMIUM_PATH`);
  }
  // Starting the browser has its own deadline: a step's time limit (--timeout 2000) is no limit
  // for a cold Chromium start on a busy machine.
  let browser: import('playwright-core').Browser;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: !options.headed, timeout: Math.max(options.timeout ?? 0, LAUNCH_TIMEOUT) });
  } catch (err) {
    throw new RussError('E_BROWSER_LAUNCH', `Chromium at ${executablePath} did not start: ${((err as Error).message ?? String(err)).split('\n')[0]}`);
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  return {
    adapter: new PlaywrightAdapter(page, { timeout: options.timeout ?? 60_000 }),
    close: () => browser.close(),
  };
}

/**
 * Answers typed (or piped) on stdin, one per line, in order. Lines that arrive before a question
 * wait for it; a question waits at most `waitMs` (a pipe nobody writes to must not hang a run).
 */
export class LineAnswers {
  private readonly lines: string[] = [];
  private readonly waiters: Array<(line: string | undefined) => void> = [];
  private closed = false;

  constructor(terminal: Interface) {
    terminal.on('line', (line) => {
      const waiter = this.waiters.shift();
      if (waiter) waiter(line);
      else this.lines.push(line);
    });
    terminal.on('close', () => {
      this.closed = true;
      for (const w of this.waiters.splice(0)) w(undefined);
    });
  }

  next(waitMs: number): Promise<string | undefined> {
    if (this.lines.length) return Promise.resolve(this.lines.shift());
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const waiter = (line: string | undefined): void => {
        if (timer) clearTimeout(timer);
        resolve(line);
      };
      const timer = Number.isFinite(waitMs)
        ? setTimeout(() => {
            const at = this.waiters.indexOf(waiter);
            if (at >= 0) this.waiters.splice(at, 1);
            resolve(undefined);
          }, waitMs)
        : undefined;
      this.waiters.push(waiter);
    });
  }
}

/**
 * A dialogue for the command line: `@ask` answers come from the answers file (closest key), else
 * from stdin (a prompt on stderr; one answer per line) when stdin is not the instruction source;
 * `@say`/`@read` output goes into the step's JSON line.
 */
export function cliDialogue(answers: Record<string, string> | undefined, stdin: LineAnswers | undefined, waitMs = Infinity): Dialogue {
  const book = new UserDictionary(answers);
  return {
    async ask(key, prompt) {
      const hit = book.closest(key);
      if (hit) return hit.entry.value;
      if (!stdin) return undefined;
      process.stderr.write(`${prompt} `);
      return stdin.next(waitMs);
    },
  };
}

export interface RunArgs {
  file: string;
  answers?: string;
  url?: string;
  browserPath?: string;
  headed: boolean;
  timeout?: number;
  minConfidence?: number;
  askWhenUnsure: boolean;
  pretty: boolean;
  allow: string[];
  secretKeys: string[];
  today?: string;
}

/** The options of `russ run` (also `russ chat`'s, which takes no instructions file: `needsFile: false`). */
export function runArgs(args: CliArgs, { needsFile = true } = {}): RunArgs {
  if (!needsFile) args.none();
  return {
    file: needsFile ? args.single('the instructions file (or - for stdin)') : '',
    answers: args.value('--answers'),
    url: args.value('--url'),
    browserPath: args.value('--browser-path'),
    headed: args.has('--headed'),
    timeout: args.number('--timeout', MILLISECONDS),
    minConfidence: args.number('--min-confidence', UNIT_INTERVAL),
    askWhenUnsure: args.has('--ask-when-unsure'),
    pretty: args.has('--pretty'),
    allow: args.values('--allow'),
    secretKeys: args.values('--secret-key'),
    today: todayFlag(args.value('--today')),
  };
}

/** The Russ options the command-line options ask for (shared by `russ run` and `russ chat`). */
export function russOptions(opts: RunArgs, adapter: PlaywrightAdapter, answers: Record<string, string> | undefined, dialogue: Dialogue): RussOptions {
  return {
    adapter,
    // The answers are known before the run: steps that use a value nobody asked for find it
    // by the closest key, and a dropdown can take the answer that is one of its options.
    ...(answers ? { values: answers } : {}),
    dialogue,
    timeout: opts.timeout,
    dialogueTimeout: Infinity, // the CLI dialogue bounds its own waits (a person at a terminal: none)
    ...(opts.minConfidence !== undefined ? { minConfidence: opts.minConfidence } : {}),
    ...(opts.allow.length ? { allowedOrigins: opts.allow } : {}),
    ...(opts.secretKeys.length ? { secretKeys: opts.secretKeys } : {}),
    ...(opts.askWhenUnsure ? { onLowConfidence: 'ask' as const } : {}),
    ...(opts.today ? { today: opts.today } : {}),
  };
}

/** Read the answers file: a JSON object of key → answer (strings; numbers and booleans are stringified). */
export function readAnswers(path: string): Record<string, string> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new CliUsageError(`Cannot read the answers file ${path}: ${(err as Error).message}`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new CliUsageError(`The answers file ${path} must hold a JSON object { "key": "answer" }`);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  }
  return out;
}

async function readInstructions(file: string): Promise<string> {
  if (file !== '-') {
    try {
      return readFileSync(file, 'utf8');
    } catch (err) {
      throw new CliUsageError(`Cannot read ${file}: ${(err as Error).message}`);
    }
  }
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A step event as a few readable lines (`russ run --pretty`, `russ demo`). */
export function formatStep(e: StepEvent): string {
  const mark = e.status === 'ok' ? '✓' : '✗';
  const head = `${mark} ${String(e.index + 1).padStart(2)}. ${e.instruction ?? e.program?.surface ?? ''}`;
  const lines = [head];
  if (e.program) lines.push(`      program: ${e.program.surface}`);
  const what: string[] = [];
  if (e.action) what.push(e.action);
  if (e.element) what.push(`${e.element.tag}${e.element.name ? ` "${e.element.name}"` : ''}${e.element.selector ? ` (${e.element.selector})` : ''} conf ${e.element.confidence}`);
  if (e.value !== undefined) what.push(`value ${JSON.stringify(e.value)}`);
  if (what.length) lines.push(`      did: ${what.join(' · ')}  [${e.durationMs} ms]`);
  if (e.output !== undefined) lines.push(`      says: ${e.output}`);
  if (e.error) lines.push(`      error: ${e.error.message} [${e.error.code}]`);
  return lines.join('\n');
}

/** The message a failed run prints on stderr. */
export function failureMessage(err: unknown): string {
  const e = err as RunError;
  const step = e.event;
  const where = step ? `step ${step.index + 1}${step.instruction ? ` ("${step.instruction}")` : ''}` : 'the run';
  if (err instanceof RussError) return `${where} failed: ${err.message} [${err.code}]`;
  return `${where} failed: ${(err as Error)?.message ?? String(err)}`;
}

export const command: Command = {
  async run(args) {
    const opts = runArgs(args);
    const answers = opts.answers ? readAnswers(opts.answers) : undefined;
    const text = await readInstructions(opts.file);
    const startUrl = opts.url ? resolveGotoUrl(opts.url) : undefined;
    const terminal = opts.file !== '-' && (!answers || process.stdin.isTTY) ? createInterface({ input: process.stdin, terminal: false }) : undefined;
    const stdinAnswers = terminal ? new LineAnswers(terminal) : undefined;
    const session = await launchChromium({ browserPath: opts.browserPath, headed: opts.headed, timeout: opts.timeout });
    // What reaches stderr is masked too: the answers' secrets, and credentials in URLs (--url).
    let secrets = (): string[] => new UserDictionary(answers, { secretKeys: opts.secretKeys }).secrets();
    try {
      if (startUrl) await session.adapter.goto(startUrl);
      const russ = new Russ({
        ...russOptions(opts, session.adapter, answers, cliDialogue(answers, stdinAnswers, process.stdin.isTTY ? Infinity : (opts.timeout ?? 60_000))),
        onEvent: (event: StepEvent) => process.stdout.write(`${opts.pretty ? formatStep(event) : JSON.stringify(event)}\n`),
      });
      secrets = () => russ.dictionary.secrets();
      await russ.run(text);
      return 0;
    } catch (err) {
      console.error(maskSecrets(`russ run: ${failureMessage(err)}`, secrets()));
      return 1;
    } finally {
      terminal?.close();
      await session.close().catch(() => undefined);
    }
  },
};
