/**
 * `russ eval-chat DIR`: the conversation benchmark (RealWebAssist's three metrics) on sites
 * served on 127.0.0.1. DIR holds sites, each a folder with `server.mjs` (exports `createSite()`:
 * `handle(method, url, body)`, `state()`, `restore(state)`, `reset()`) and `sessions.json`
 * (bench/chat/README.md). Every turn is judged from the site's own state after it:
 *
 * - task success: sessions whose every turn was right;
 * - average progress: the share of a session's turns done right before its first wrong one;
 * - step accuracy (teacher forcing): each turn on its own, the site and page first put in the
 *   state the turns before it should have left (where they left it so already, the page is kept as
 *   it is, with what its fields hold).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Russ } from '../runtime/russ.js';
import type { TurnResult } from '../runtime/conversation.js';
import type { Adapter } from '../runtime/adapter.js';
import type { Command } from './index.js';
import { launchChromium } from './run.js';
import { CliUsageError, MILLISECONDS, todayFlag } from './options.js';
import { isIsoDay } from '../parser/dates.js';
import { expectedState, loadSite, serveSite, siteDirs, stateMatches, type Expectation, type SiteState } from './sites.js';

export { serveSite, stateMatches, type Expectation, type Site, type SiteState } from './sites.js';

export interface ChatSession {
  id: string;
  /** `says`: words the assistant's answer must hold (a turn that reads something back); a list: every one of them. */
  turns: Array<{ say: string; expect?: Expectation; says?: string | string[] }>;
}

interface SessionsFile {
  start?: string;
  /** The day the sessions' relative dates mean ("tomorrow", "Saturday"), "YYYY-MM-DD": the runs' `today` (the `--today` flag wins). */
  today?: string;
  sessions: ChatSession[];
}

/**
 * The longest line that may answer a turn's `says`: an answer is one element's text, one row or one
 * label with its value. A longer line (a whole section read out) never counts, so saying the page
 * cannot hit the words.
 */
export const SAID_LINE_CAP = 200;

/** Whether what was said holds every word a turn's `says` asks for (none asked: true); lines over {@link SAID_LINE_CAP} do not count. */
export function saysAll(said: string[], says: string | string[] | undefined): boolean {
  const text = said.filter((line) => line.length <= SAID_LINE_CAP).join(' ').toLowerCase();
  return (Array.isArray(says) ? says : says ? [says] : []).every((w) => text.includes(String(w).toLowerCase()));
}

/** The state each turn should leave, from the site's initial state and the turns' expectations. */
export function expectedStates(initial: SiteState, session: ChatSession): SiteState[] {
  const out: SiteState[] = [];
  let current = initial;
  for (const turn of session.turns) out.push((current = expectedState(current, turn.expect)));
  return out;
}

export interface TurnRecord {
  site: string;
  session: string;
  turn: number;
  mode: 'free' | 'teacher';
  say: string;
  status: string;
  right: boolean;
  said: string[];
  actions: string[];
  state: SiteState;
  expected: SiteState;
  /** How long the turn took (`chat.say`, not the harness's restoring before it), in milliseconds. */
  ms: number;
}

export interface ChatEvalSummary {
  sessions: number;
  turns: number;
  taskSuccess: number;
  averageProgress: number;
  /** Turns right in the free-running sessions. */
  turnAccuracy: number;
  stepAccuracyTeacherForced: number;
  /**
   * The teacher-forced turns that were wrong, by what went wrong (counts only, so a blind set's
   * sentences stay unread): `missed` (the turn should change the site and the assistant asked,
   * failed or did nothing), `wrongAction` (it acted, but the site is not in the expected state),
   * `overreach` (the turn should change nothing and it did), `notSaid` (the state is right but
   * the answer lacks the words asked for).
   */
  teacherWrong: { missed: number; wrongAction: number; overreach: number; notSaid: number };
  /**
   * Where in a session things go wrong (counts only): `firstWrong` counts the free-running sessions
   * by the turn of their first wrong turn (`none`: all right), `teacherWrongAt` the teacher-forced
   * wrong turns by their turn number. Buckets: 1, 2, 3, 4-6, 7-10, 11+.
   */
  wrongAt: { firstWrong: Record<TurnBucket | 'none', number>; teacherWrongAt: Record<TurnBucket, number> };
  /**
   * The teacher-forced turns by what they needed (counts only), each `[turns, right]`: `navigate`
   * (the turn's `expect` changes the page's path), `query` (only the page's query: a search, filter
   * or sort), `state` (another state field: something added, booked, sent, opened), `answer` (no
   * change, words to say back), `nothing` (no change, nothing asked: a remark, an acknowledgement).
   * A turn that changes a state field and the page counts as `state`.
   */
  byNeed: Record<TurnNeed, [number, number]>;
  /**
   * How long turns took, free-running and teacher-forced together (counts only): the median and
   * the longest turn in milliseconds, and how many turns took over 5, 15 and 60 seconds. A turn
   * that waits out its deadlines shows here before it shows in a run's wall time.
   */
  turnTime: { medianMs: number; maxMs: number; over5s: number; over15s: number; over60s: number };
}

export type TurnNeed = 'navigate' | 'query' | 'state' | 'answer' | 'nothing';
const NEEDS: TurnNeed[] = ['navigate', 'query', 'state', 'answer', 'nothing'];

/** What a turn needs, for the summary's `byNeed` counts. */
export function turnNeed(turn: { expect?: Expectation; says?: string | string[] }): TurnNeed {
  const keys = Object.keys(turn.expect ?? {});
  if (keys.some((k) => k !== 'path' && k !== 'query')) return 'state';
  if (keys.includes('path')) return 'navigate';
  if (keys.includes('query')) return 'query';
  return turn.says !== undefined ? 'answer' : 'nothing';
}

export type TurnBucket = '1' | '2' | '3' | '4-6' | '7-10' | '11+';
const BUCKETS: TurnBucket[] = ['1', '2', '3', '4-6', '7-10', '11+'];

/** The bucket of a session's turn `n` (1-based) in the summary's `wrongAt` counts. */
export function turnBucket(n: number): TurnBucket {
  return n <= 3 ? (String(Math.max(1, n)) as TurnBucket) : n <= 6 ? '4-6' : n <= 10 ? '7-10' : '11+';
}

/** What went wrong in a turn, for the summary's counts. */
export function wrongKind(result: TurnResult, changes: boolean, stateRight: boolean): keyof ChatEvalSummary['teacherWrong'] {
  if (stateRight) return 'notSaid';
  if (!changes) return 'overreach';
  return result.status === 'done' && result.steps.some((s) => !s.error) ? 'wrongAction' : 'missed';
}

/** The URL of an expected page (its path and query). */
export function pageUrl(origin: string, page: SiteState['page']): string {
  return `${origin}${page.path}${Object.keys(page.query).length ? `?${new URLSearchParams(page.query)}` : ''}`;
}

/**
 * Round 26: the page the expected history was on before turn `at`'s page — the latest earlier
 * expected page that differs from it, else the session's start page (undefined when that is the
 * same page): where a "go back" after turn `at` should lead.
 */
export function previousPage(expected: SiteState[], at: number, start: string): SiteState['page'] | undefined {
  const key = (p: SiteState['page']): string => `${p.path}?${new URLSearchParams(Object.entries(p.query).sort())}`;
  const here = key(expected[at]!.page);
  for (let j = at - 1; j >= 0; j--) if (key(expected[j]!.page) !== here) return expected[j]!.page;
  const first = new URL(start, 'http://x');
  const page = { path: first.pathname, query: Object.fromEntries(first.searchParams) };
  return key(page) === here ? undefined : page;
}

/** Whether the browser shows `url` (its path and query; the order of query parameters aside). */
export async function onPage(adapter: Pick<Adapter, 'url'>, url: string): Promise<boolean> {
  const key = (u: string): string => {
    const x = new URL(u);
    x.searchParams.sort();
    return `${x.origin}${decodeURIComponent(x.pathname)}?${x.searchParams}`;
  };
  try {
    return key(await adapter.url()) === key(url);
  } catch {
    return false;
  }
}

/**
 * Round 19: whether the run is on a tab it opened (a spec sheet, a menu, a size guide "opens in a new
 * tab") over a tab on `url`: the site does not see such a tab's page (its state keeps the page under
 * it), so a turn that opened it rightly leaves the browser where the next turn expects it.
 */
export async function onTabOver(adapter: Pick<Adapter, 'url' | 'tabs'>, url: string): Promise<boolean> {
  if (!adapter.tabs) return false;
  try {
    const tabs = await adapter.tabs();
    const at = tabs.findIndex((t) => t.current);
    for (let i = 0; i < at; i++) if (await onPage({ url: async () => tabs[i]!.url }, url)) return true;
  } catch {
    return false;
  }
  return false;
}

/** A session starts with one tab: the tabs the session before opened are closed. */
async function closeOtherTabs(adapter: Adapter): Promise<void> {
  if (!adapter.tabs || !adapter.switchTab || !adapter.closeTab) return;
  for (let n = (await adapter.tabs()).length; n > 1; n--) {
    await adapter.switchTab(n - 1);
    await adapter.closeTab();
  }
}

export async function evalChat(dir: string, options: { browserPath?: string; timeout?: number; today?: string; onTurn?: (r: TurnRecord) => void } = {}): Promise<ChatEvalSummary> {
  const dirs = siteDirs(dir, 'sessions.json');
  if (!dirs.length) throw new CliUsageError(`No site in ${dir}: expected server.mjs and sessions.json (or folders of them)`);
  const browser = await launchChromium({ browserPath: options.browserPath, timeout: options.timeout });
  let sessions = 0;
  let successes = 0;
  let progress = 0;
  let turns = 0;
  let right = 0;
  let teacherRight = 0;
  const teacherWrong: ChatEvalSummary['teacherWrong'] = { missed: 0, wrongAction: 0, overreach: 0, notSaid: 0 };
  const firstWrongAt = Object.fromEntries([...BUCKETS, 'none'].map((b) => [b, 0])) as ChatEvalSummary['wrongAt']['firstWrong'];
  const teacherWrongAt = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as ChatEvalSummary['wrongAt']['teacherWrongAt'];
  const byNeed = Object.fromEntries(NEEDS.map((n) => [n, [0, 0]])) as ChatEvalSummary['byNeed'];
  const times: number[] = [];
  try {
    for (const siteDir of dirs) {
      const site = await loadSite(siteDir);
      const file = JSON.parse(readFileSync(join(siteDir, 'sessions.json'), 'utf8')) as SessionsFile;
      if (file.today !== undefined && !isIsoDay(file.today)) throw new CliUsageError(`${join(siteDir, 'sessions.json')}: "today" must be a day written YYYY-MM-DD`);
      const today = options.today ?? file.today;
      const { server, origin } = await serveSite(site);
      const name = siteDir.split('/').pop()!;
      // The browser is shared by the sites: from now on it may go to this site (the runs restrict it the same way).
      await browser.adapter.restrictNavigation?.((url) => url.startsWith(`${origin}/`));
      try {
        for (const session of file.sessions) {
          for (const mode of ['free', 'teacher'] as const) {
            site.reset();
            await closeOtherTabs(browser.adapter);
            await browser.adapter.goto(origin + (file.start ?? '/'));
            const initial = site.state();
            const expected = expectedStates(initial, session);
            const russ = new Russ({ adapter: browser.adapter, timeout: options.timeout ?? 15_000, elementTimeout: 3000, allowedOrigins: [origin], ...(today ? { today } : {}) });
            const chat = russ.conversation();
            let firstWrong = -1;
            for (const [i, turn] of session.turns.entries()) {
              if (mode === 'teacher' && i > 0) {
                // Teacher forcing steps in only where the turns before went wrong: a page already in the
                // expected state keeps what its fields hold (values typed in the turns before, which the
                // server has not seen yet), as it would for a helper who got those turns right.
                const before = expected[i - 1]!;
                const url = pageUrl(origin, before.page);
                if (!(stateMatches(site.state(), before) && ((await onPage(browser.adapter, url)) || (await onTabOver(browser.adapter, url))))) {
                  // Round 26: the page a helper who got the turns right came from goes into the browser's
                  // and the conversation's history first, so a "go back" after a restore goes where theirs would (before, it went
                  // to the run's own wrong page).
                  // The conversation keeps its own history of pages seen: it observes that page too.
                  const previous = previousPage(expected, i - 1, file.start ?? '/');
                  if (previous !== undefined) {
                    await browser.adapter.goto(pageUrl(origin, previous));
                    await chat.observe();
                  }
                  site.restore(before);
                  await browser.adapter.goto(url);
                  await chat.observe();
                }
              }
              let result: TurnResult;
              const started = performance.now();
              try {
                result = await chat.say(turn.say);
              } catch (err) {
                result = { utterance: turn.say, status: 'failed', steps: [], said: [String((err as Error).message)] };
              }
              const ms = Math.round(performance.now() - started);
              times.push(ms);
              const state = site.state();
              const stateRight = stateMatches(state, expected[i]!);
              const ok = stateRight && saysAll(result.said, turn.says);
              if (mode === 'free') {
                turns++;
                if (ok) right++;
                if (!ok && firstWrong < 0) firstWrong = i;
              } else {
                const need = byNeed[turnNeed(turn)];
                need[0]++;
                if (ok) {
                  need[1]++;
                  teacherRight++;
                } else {
                  teacherWrong[wrongKind(result, turn.expect !== undefined, stateRight)]++;
                  teacherWrongAt[turnBucket(i + 1)]++;
                }
              }
              options.onTurn?.({
                site: name, session: session.id, turn: i + 1, mode, say: turn.say, status: result.status, right: ok, said: result.said,
                actions: result.steps.map((s) => `${s.action ?? '?'}${s.element ? ` "${s.element.name}"` : ''}${s.value ? ` = ${s.value}` : ''}${s.error ? ` ✗ ${s.error.code}` : ''}`),
                state, expected: expected[i]!, ms,
              });
            }
            if (mode === 'free') {
              sessions++;
              if (firstWrong < 0) successes++;
              firstWrongAt[firstWrong < 0 ? 'none' : turnBucket(firstWrong + 1)]++;
              progress += (firstWrong < 0 ? session.turns.length : firstWrong) / session.turns.length;
            }
          }
        }
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
  const pct = (x: number, n: number) => (n ? Math.round((1000 * x) / n) / 10 : 0);
  return {
    sessions,
    turns,
    taskSuccess: pct(successes, sessions),
    averageProgress: pct(progress, sessions),
    turnAccuracy: pct(right, turns),
    stepAccuracyTeacherForced: pct(teacherRight, turns),
    teacherWrong,
    wrongAt: { firstWrong: firstWrongAt, teacherWrongAt },
    byNeed,
    turnTime: turnTime(times),
  };
}

/** The summary's `turnTime` of the turns' durations in milliseconds. */
export function turnTime(times: number[]): ChatEvalSummary['turnTime'] {
  const sorted = [...times].sort((a, b) => a - b);
  const over = (s: number) => sorted.filter((t) => t > s * 1000).length;
  return {
    medianMs: sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0,
    maxMs: sorted.length ? sorted[sorted.length - 1]! : 0,
    over5s: over(5),
    over15s: over(15),
    over60s: over(60),
  };
}

export const command: Command = {
  async run(args) {
    const dir = args.single('the benchmark folder');
    const out = args.value('--out');
    const browserPath = args.value('--browser-path');
    const timeout = args.number('--timeout', MILLISECONDS);
    const quiet = args.has('--quiet');
    const today = todayFlag(args.value('--today'));
    const lines: string[] = [];
    const summary = await evalChat(resolve(dir), {
      browserPath,
      ...(today ? { today } : {}),
      ...(timeout ? { timeout } : {}),
      onTurn: (r) => {
        lines.push(JSON.stringify(r));
        if (!quiet) process.stderr.write(`${r.right ? '✓' : '✗'} ${r.mode} ${r.site}/${r.session} ${r.turn}. ${r.say} → ${r.status} ${r.actions.join('; ')}\n`);
      },
    });
    if (out) writeFileSync(out, `${lines.join('\n')}\n`);
    console.log(JSON.stringify(summary));
    return 0;
  },
};
