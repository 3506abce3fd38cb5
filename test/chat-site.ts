/**
 * Shared test helper for conversation tests on a site of our own (test/sites/*.mjs): inside a
 * `describe`, serves the site on 127.0.0.1 and launches Chromium for the block; `chatOn(path)`
 * resets the site, opens the path in a fresh browser context and starts a conversation there.
 */
import { afterAll, beforeAll } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './helpers.js';
import { launchPlaywright } from './browser.js';
import { PlaywrightAdapter } from '../src/adapters/playwright.js';
import { Russ } from '../src/runtime/russ.js';
import { serveSite, type Site } from '../src/cli/eval-chat.js';
import type { Conversation } from '../src/runtime/conversation.js';
import type { Adapter } from '../src/runtime/adapter.js';

export interface ChatOn<S> {
  chat: Conversation;
  /** One turn: its status, what the assistant said (joined by " | ") and the site's state after it. */
  ask: (u: string) => Promise<{ status: string; said: string; state: S }>;
  /** The user moves the browser themselves (a bookmark): the conversation observes the page. */
  goto: (p: string) => Promise<void>;
  close: () => Promise<void>;
}

/** `options`: more Russ options for the conversations (`today`: the day relative dates are read against). */
export function chatSite<S>(file: string, options: { today?: string; sendFilledForms?: boolean } = {}): { state: () => S; chatOn: (path: string) => Promise<ChatOn<S>> } {
  let site: Site;
  let server: Awaited<ReturnType<typeof serveSite>>;
  let browser: Awaited<ReturnType<typeof launchPlaywright>>;
  beforeAll(async () => {
    const mod = (await import(pathToFileURL(join(ROOT, 'test/sites', file)).href)) as { createSite(): Site };
    site = mod.createSite();
    server = await serveSite(site);
    browser = await launchPlaywright();
  });
  afterAll(async () => {
    await browser?.close();
    server?.server.close();
  });
  const state = (): S => site.state() as unknown as S;
  const chatOn = async (path: string): Promise<ChatOn<S>> => {
    site.reset();
    const context = await browser.newContext();
    const page = await context.newPage();
    const adapter = new PlaywrightAdapter(page, { timeout: 15_000 });
    await adapter.goto(`${server.origin}${path}`);
    const chat = new Russ({ adapter, elementTimeout: 3000, ...options }).conversation();
    return {
      chat,
      ask: async (u) => {
        const r = await chat.say(u);
        return { status: r.status, said: r.said.join(' | '), state: state() };
      },
      goto: async (p) => {
        await adapter.goto(`${server.origin}${p}`);
        await chat.observe();
      },
      close: () => context.close(),
    };
  };
  return { state, chatOn };
}

/**
 * A question-asking helper for a conversation on a page served at `origin`: `ask(page, say)` opens
 * `page` first when given (the conversation observes it), says `say`, and returns what the
 * assistant said, joined by spaces.
 */
export function askAt(chat: Conversation, adapter: Pick<Adapter, 'goto'>, origin: string): (page: string | undefined, say: string) => Promise<string> {
  return async (page, say) => {
    if (page) {
      await adapter.goto(origin + page);
      await chat.observe();
    }
    const r = await chat.say(say);
    return r.said.join(' ');
  };
}
