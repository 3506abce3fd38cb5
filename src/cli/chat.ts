/**
 * `russ chat --url URL`: one conversation over stdin. Each line is a user turn; after it, exactly
 * one JSON line on stdout: the utterance, the turn's status, the actions it took (kind, element
 * name, selector, value, URL) and anything said. Same options as `russ run`, and
 * `--no-send-filled-forms` (the Russ option `sendFilledForms: false`).
 */
import { createInterface } from 'node:readline';
import { Russ } from '../runtime/russ.js';
import type { TurnResult } from '../runtime/conversation.js';
import { resolveGotoUrl } from '../runtime/safety.js';
import type { Command } from './index.js';
import { cliDialogue, launchChromium, readAnswers, runArgs, russOptions } from './run.js';

/** A turn as `russ chat` prints it. */
export function turnLine(turn: TurnResult): string {
  return JSON.stringify({
    utterance: turn.utterance,
    status: turn.status,
    actions: turn.steps.map((s) => ({
      kind: s.action ?? null,
      element: s.element?.name ?? null,
      selector: s.element?.selector ?? null,
      value: s.value ?? null,
      url: s.url ?? null,
      ...(s.error ? { error: s.error } : {}),
    })),
    said: turn.said,
    ...(turn.error ? { error: turn.error } : {}),
  });
}

export const command: Command = {
  async run(args) {
    const opts = runArgs(args, { needsFile: false });
    const answers = opts.answers ? readAnswers(opts.answers) : undefined;
    const startUrl = opts.url ? resolveGotoUrl(opts.url) : undefined;
    const session = await launchChromium({ browserPath: opts.browserPath, headed: opts.headed, timeout: opts.timeout });
    let lines: ReturnType<typeof createInterface> | undefined;
    try {
      if (startUrl) await session.adapter.goto(startUrl);
      // Stdin carries the conversation, so questions are answered only from --answers.
      const russ = new Russ({ ...russOptions(opts, session.adapter, answers, cliDialogue(answers, undefined)), ...(args.has('--no-send-filled-forms') ? { sendFilledForms: false } : {}) });
      const chat = russ.conversation();
      // Read stdin only now: lines typed while the browser started wait in the stream, none is lost.
      lines = createInterface({ input: process.stdin, terminal: false });
      for await (const line of lines) {
        if (!line.trim()) continue;
        const turn = await chat.say(line);
        process.stdout.write(`${turnLine(turn)}\n`);
      }
      return 0;
    } finally {
      lines?.close();
      await session.close().catch(() => undefined);
    }
  },
};
