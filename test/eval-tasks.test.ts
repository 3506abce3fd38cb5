/**
 * `russ eval-tasks`: short one-sentence tasks through Russ.run in real Chromium, on a real site
 * served on 127.0.0.1 (test/sites/tasks/form), judged from the site's state.
 */
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './helpers.js';

const SITE = join(ROOT, 'test/sites/tasks/form');

describe('russ eval-tasks', () => {
  it('runs each task from the reset state and reports ok / failed with the error, a summary and the parsed programs', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'russ-tasks-')), 'tasks.jsonl');
    const r = await runCli(['eval-tasks', SITE, '--out', out, '--timeout', '8000']);
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout.trim());
    expect(summary).toMatchObject({ tasks: 8, passed: 6, percent: 75 });
    // The two failures by kind: one error code, one run that ended in the wrong state.
    expect(summary.failures.E_WRONG_STATE).toBe(1);
    expect(Object.entries(summary.failures).filter(([k]) => k !== 'E_WRONG_STATE')).toEqual([[expect.stringMatching(/^E_/), 1]]);
    expect(r.stderr).toMatch(/✓ ok form\/type-submit/);
    expect(r.stderr).toMatch(/✓ ok form\/key-check-submit/);
    // An option chosen for a question (the radio in the question's group), and a slider that saves on change (the page reloads).
    expect(r.stderr).toMatch(/✓ ok form\/select-for/);
    expect(r.stderr).toMatch(/✓ ok form\/slider/);
    // A button that shares its name with a header link: the one in the form the previous step typed in; the second of three "Remove" buttons.
    expect(r.stderr).toMatch(/✓ ok form\/same-name/);
    expect(r.stderr).toMatch(/✓ ok form\/nth/);
    expect(r.stderr).toMatch(/✗ failed form\/blocked: .* — E_[A-Z_]+/);
    expect(r.stderr).toMatch(/✗ failed form\/wrong-state: .* — the site is not in the expected state/);
    const rows = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(rows.map((x) => [x.id, x.ok])).toEqual([['type-submit', true], ['key-check-submit', true], ['select-for', true], ['same-name', true], ['nth', true], ['slider', true], ['blocked', false], ['wrong-state', false]]);
    // The programs as parsed: a sequence with a literal value, and a dictionary key answered from the task's answers.
    expect(rows[0].program).toBe('@retrieve(type=input) => @enter(text=literal("Bob"), element=id); @retrieve(description="Submit") => @click(element=id)');
    expect(rows[1].program).toMatch(/@enter\(text="name".*@check\(.*@click\(/);
    expect(rows[1].actions[0]).toBe('fill "Your name" = Ada');
    expect(rows[2].program).toBe('@retrieve(description="Is it clear?") => @select(option=literal("No"), element=id); @retrieve(description="Submit") => @click(element=id)');
    expect(rows[4].program).toBe('@retrieve(description="Remove", type=button, nth=2) => @click(element=id)');
    expect(rows[5].actions).toEqual(['set_range "Volume" = 80']);
    expect(rows[6].error.code).toMatch(/^E_/);
    expect(rows[7].state.submitted).toEqual({ name: 'Eve', newsletter: false });
    expect(rows[7].expected.submitted).toEqual({ name: 'Bob', newsletter: false });
    // Partial credit: the failed tasks' expected fields (page path, query, each other field the task names) and how many ended right.
    expect(summary.fieldsExpected).toBe(rows[6].fields.expected + rows[7].fields.expected);
    expect(summary.fieldsRight).toBe(rows[6].fields.right + rows[7].fields.right);
    expect(rows[7].fields.wrong).toEqual({ path: false, query: false, other: true });
    expect(rows[7].fields.right).toBe(rows[7].fields.expected - 1);
    expect(summary.wrongFields).toEqual({ path: 0, query: 0, other: 1 });
    expect(rows[0].fields.right).toBe(rows[0].fields.expected);
  }, 120_000);

  it('refuses a malformed tasks.json with a usage error naming the problem', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-tasks-bad-'));
    mkdirSync(join(dir, 'form'));
    copyFileSync(join(SITE, 'server.mjs'), join(dir, 'form/server.mjs'));
    writeFileSync(join(dir, 'form/tasks.json'), JSON.stringify({ tasks: [{ id: 'x', instruction: 'Click OK' }] }));
    const r = await runCli(['eval-tasks', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/task x needs an "expect" object/);
    const empty = await runCli(['eval-tasks', mkdtempSync(join(tmpdir(), 'russ-tasks-none-'))]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/No site in/);
  });

  it("--quiet prints no line per task (so a blind set's sentences stay unread), only the summary", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-tasks-quiet-'));
    mkdirSync(join(dir, 'form'));
    copyFileSync(join(SITE, 'server.mjs'), join(dir, 'form/server.mjs'));
    const all = JSON.parse(readFileSync(join(SITE, 'tasks.json'), 'utf8'));
    writeFileSync(join(dir, 'form/tasks.json'), JSON.stringify({ ...all, tasks: all.tasks.filter((t: { id: string }) => t.id === 'type-submit') }));
    const r = await runCli(['eval-tasks', dir, '--quiet', '--timeout', '8000']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.trim())).toEqual({ tasks: 1, passed: 1, percent: 100, failures: {}, fieldsRight: 0, fieldsExpected: 0, wrongFields: { path: 0, query: 0, other: 0 }, unexpectedSends: 0, wrongSends: 0 });
    expect(r.stderr).not.toMatch(/type-submit|Bob|✓|✗/);
  }, 60_000);
});
