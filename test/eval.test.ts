import { describe, it, expect, vi, afterEach } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../src/cli/index.js';
import { DEV_DIR, itDev } from './helpers.js';

/** Run the CLI in-process and collect what it prints. */
async function russ(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(((s: string) => (err.push(String(s)), true)) as typeof process.stderr.write);
  try {
    const code = await main(args);
    return { code, out: out.join('\n'), err: err.join('') };
  } finally {
    log.mockRestore();
    error.mockRestore();
    write.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

function evalDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'russ-eval-test-'));
  mkdirSync(join(dir, 'doms'));
  const snapshot = [
    { xid: '1', ref: 0, tag: 'BODY', left: 0, top: 0, width: 800, height: 600, children: [1, 2, 3, 4] },
    { xid: '2', ref: 1, tag: 'A', text: 'Sign in', attributes: { href: '/login' }, left: 700, top: 10, width: 60, height: 20, children: [] },
    { xid: '3', ref: 2, tag: 'DIV', text: 'Email', left: 10, top: 100, width: 100, height: 20, children: [] },
    { xid: '4', ref: 3, tag: 'INPUT', attributes: { type: 'email' }, type: 'email', left: 10, top: 130, width: 200, height: 30, children: [] },
    { xid: '5', ref: 4, tag: 'BUTTON', text: 'Continue', left: 10, top: 200, width: 100, height: 30, children: [] },
  ];
  writeFileSync(join(dir, 'doms', 'p1.json.gz'), gzipSync(JSON.stringify(snapshot)));
  const rows = [
    { id: 'a1', instruction: 'Go to example.com', thingtalk: 'now => @webagent.goto param:website = " example.com "', gold_xid: null, dom: null },
    { id: 'a2', instruction: 'Click Sign in in the top right corner', thingtalk: 'now => @webagent.retrieve param:description = " sign in " param:location = enum:top_right => @webagent.click param:element = param:id', gold_xid: '2', dom: 'p1' },
    { id: 'a3', instruction: 'Enter the email in the text field under Email', thingtalk: 'now => ( @webagent.retrieve param:description = " email " ) join ( @webagent.retrieve param:type = enum:input ) on param:below = param:id => @webagent.enter param:text = " email " on param:element = param:id', gold_xid: '4', dom: 'p1' },
    { id: 'a4', instruction: 'Click Continue', gold_xid: '5', dom: 'p1' },
    { id: 'a5', instruction: 'Click Continue', dom: 'missing-page' },
  ];
  writeFileSync(join(dir, 'instructions.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n{broken line\n[1,2]\n');
  return dir;
}

describe('russ eval', () => {
  it('writes one {id, thingtalk, xid} line per row and prints the metrics', async () => {
    const dir = evalDir();
    const out = join(dir, 'out.jsonl');
    const r = await russ(['eval', dir, '--out', out]);
    expect(r.code).toBe(0);
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; thingtalk: string | null; xid: string | null });
    expect(lines.map((l) => l.id)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(lines[0]).toMatchObject({ xid: null });
    expect(lines[0]!.thingtalk).toContain('@webagent.goto');
    expect(lines[1]!.xid).toBe('2');
    expect(lines[2]!.xid).toBe('4');
    expect(lines[3]!.thingtalk?.toLowerCase()).toContain('continue'); // no gold program: the parsed one
    expect(lines[3]!.xid).toBe('5');
    expect(lines[4]!.xid).toBeNull(); // no page
    expect(r.out).toMatch(/grounding from gold programs \(2 steps\)\s+100\.0%/);
    expect(r.out).toMatch(/parse exact match/);
    expect(r.out).toMatch(/73\.0%/); // the paper's number beside ours
    expect(r.out).toMatch(/relational/);
    expect(r.err).toMatch(/ground: 5\/5/); // progress lines (stderr is not a TTY here)
    expect(r.err).toMatch(/skipping instructions.jsonl line 6: not a JSON object \[E_EVAL_ROW\]/);
  });

  it('honours --limit and refuses a folder without instructions', async () => {
    const dir = evalDir();
    const out = join(dir, 'out.jsonl');
    expect((await russ(['eval', dir, '--out', out, '--limit', '2', '--no-parse'])).code).toBe(0);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(2);
    const bad = await russ(['eval', join(dir, 'doms'), '--out', out]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/E_EVAL_DIR/);
    expect((await russ(['eval', dir])).code).toBe(2);
  });

  itDev('runs on the first dev rows', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'russ-eval-dev-')), 'out.jsonl');
    const r = await russ(['eval', DEV_DIR, '--out', out, '--limit', '40']);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(40);
    const m = /grounding from gold programs \((\d+) steps\)\s+([\d.]+)%/.exec(r.out);
    expect(Number(m![1])).toBeGreaterThanOrEqual(10);
    expect(Number(m![2])).toBeGreaterThan(70);
  });
});

describe('russ ground', () => {
  it('grounds ThingTalk and instructions on snapshot and HTML files', async () => {
    const dir = evalDir();
    const snap = join(dir, 'doms', 'p1.json.gz');
    const r = await russ(['ground', '--page', snap, '--json', 'now => @webagent.retrieve param:description = " continue " => @webagent.click param:element = param:id']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { element: { id: string }; selector: string; confidence: number };
    expect(json.element.id).toBe('5');
    expect(json.selector).toBe('role=button[name="Continue"]');
    const html = join(dir, 'page.html');
    writeFileSync(html, '<label for="q">Search</label><input id="q"><button>Go</button>');
    const text = await russ(['ground', '--page', html, 'Click Go']);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/element:\s+#\d+ <button> button "Go"/);
    expect(text.out).toMatch(/candidates:/);
  });

  it('reports steps without an element and bad files clearly', async () => {
    const dir = evalDir();
    const snap = join(dir, 'doms', 'p1.json.gz');
    const goto = await russ(['ground', '--page', snap, 'now => @webagent.goto param:website = " a.com "']);
    expect(goto.code).toBe(0);
    expect(goto.out).toMatch(/no element to ground/);
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, '{not json');
    const bad = await russ(['ground', '--page', junk, 'Click Go']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/E_PAGE_INVALID/);
    expect((await russ(['ground', 'Click Go'])).code).toBe(2);
  });
});
