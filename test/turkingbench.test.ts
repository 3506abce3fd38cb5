/**
 * TurkingBench through russ-sdk: the benchmark's metrics and page building (no browser), and a
 * handful of real train tasks in real Chromium with the oracle, nothing and instructions solvers,
 * plus `russ turk` as a user runs it (the built CLI in a child process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runCli } from './helpers.js';
import { hasChromium } from './browser.js';
import { launchChromium, type BrowserSession } from '../src/cli/run.js';
import {
  buildPage,
  checkboxSet,
  distinctAnchors,
  holdsGold,
  instructionsFor,
  instructionsSolver,
  loadTask,
  nothingSolver,
  oracleSolver,
  parseCsv,
  porterStem,
  rougeL,
  scoreField,
  shortOptionText,
  StepRunner,
  TurkHarness,
  uniqueOptionTexts,
  vendorFile,
  withOrdinal,
  type InstanceResult,
} from '../src/turkingbench/index.js';
import { withLocalCopies } from '../src/turkingbench/server.js';

const TRAIN = join(ROOT, '../shared/turkingbench/train');
const hasTrain = existsSync(TRAIN);
if (!hasTrain && process.env.CI !== 'true') console.warn('turkingbench browser tests skipped: ../shared/turkingbench/train is absent');
if (!hasTrain && process.env.CI === 'true') throw new Error('CI=true but ../shared/turkingbench/train is absent');

/**
 * Tasks whose first instances hold answers of five field types (checkbox, select, text, textarea,
 * range), and radios drawn as Bootstrap buttons (the input clipped inside its <label>, which is
 * what a user clicks).
 */
const TASKS = ['Defeasible inference', 'CommonsenseQA_Eval', 'Intuitive physics', 'MCN - Multiple Choice testset', 'Spheres of Alturism'];

describe('TurkingBench metrics and pages', () => {
  it('reads CSV with quotes, doubled quotes and newlines inside cells', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('stems like Porter (1980)', () => {
    const pairs: Array<[string, string]> = [['caresses', 'caress'], ['ponies', 'poni'], ['hopping', 'hop'], ['relational', 'relat'], ['controlling', 'control'], ['generalization', 'gener'], ['agreed', 'agre'], ['sky', 'sky']];
    for (const [w, s] of pairs) expect(porterStem(w)).toBe(s);
  });

  it('scores each field type with the benchmark metric', () => {
    expect(rougeL('the cats are running', 'the cat runs')).toBeCloseTo(6 / 7, 5); // LCS the·cat·run: P = 3/3, R = 3/4
    expect(scoreField('text', ['a kettle', 'the kettle on the stove'], 'a kettle')).toBe(1);
    expect(scoreField('radio', ['Yes', 'yes!', 'No'], 'YES')).toBe(1);
    expect(scoreField('radio', ['1.0', '1.0', '0.0'], '1')).toBe(1);
    expect(scoreField('select', ['a', 'b', 'b'], 'a')).toBe(0);
    expect(scoreField('checkbox', ['b|a', 'c'], 'a|b')).toBe(1);
    expect(checkboxSet('c|a|b')).toBe('a|b|c');
    expect(scoreField('range', ['80'], '60')).toBeCloseTo(0.75, 5);
  });

  it('builds a page as the benchmark does and keeps local copies loadable', () => {
    const html = buildPage({ name: 't', template: '<p>${a} & ${a}</p><script src="https://code.jquery.com/jquery-3.2.1.slim.min.js" integrity="sha384-x"></script>' }, { index: 0, inputs: { a: '<b>x</b>' }, answers: [] });
    expect(html).toContain('<form id="mturk_form">');
    expect(html).toContain('<p><b>x</b> & <b>x</b></p>');
    expect(vendorFile('https://code.jquery.com/jquery-3.2.1.slim.min.js')).toHaveProperty('path');
    expect(withLocalCopies(html)).not.toContain('integrity');
    expect(vendorFile('https://cdn.example.org/other.js')).toBeUndefined();
  });

  it('names the item a repeated question belongs to by its own visible text, a later question of the item by the next text, and stays with the question otherwise', () => {
    const yesNo = [{ value: '1', text: 'Yes' }, { value: '0', text: 'No' }];
    const field = (name: string, context: string[], question = 'Is it grammatical?', after: string[] = []) => ({ name, type: 'radio' as const, question, options: yesNo, context, after, gold: '1' });
    const fields = [
      // "a)" stands at the same place above every item's question: not what sets one apart.
      field('q1', ['Rate each sentence.', 'Sentence 1', 'The cat sat on the mat.', 'a)', 'Is it grammatical?']),
      field('q2', ['Rate each sentence.', 'Sentence 1', 'The cat sat on the mat.', 'a)', 'Is it grammatical?', 'Yes', 'No', 'Sentence 2', 'Dogs barks loud.', 'a)', 'Is it grammatical?']),
      // Three questions of one item share its text: the first keeps it, the last is named by the text after it (the next item's), the middle one has none.
      field('q3', ['Sentence 3', 'A bird flew.', 'Is it grammatical?'], undefined, ['Yes', 'No', 'Is it grammatical?', 'Yes', 'No', 'Is it grammatical?', 'Yes', 'No', 'Sentence 4']),
      field('q4', ['Sentence 3', 'A bird flew.', 'Is it grammatical?', 'Yes', 'No', 'Is it grammatical?'], undefined, ['Yes', 'No', 'Is it grammatical?', 'Yes', 'No', 'Sentence 4']),
      field('q5', ['A bird flew.', 'Is it grammatical?', 'Yes', 'No', 'Is it grammatical?', 'Yes', 'No', 'Is it grammatical?'], undefined, ['Yes', 'No', 'Sentence 4']),
      field('other', ['Anything else?'], 'Anything else?'),
    ];
    const anchors = distinctAnchors(fields);
    expect(anchors.get('q1')).toEqual({ text: 'The cat sat on the mat.', relation: 'below' });
    expect(anchors.get('q2')?.text).toBe('Dogs barks loud.');
    expect(anchors.get('q3')?.text).toBe('A bird flew.');
    expect(anchors.has('q4')).toBe(false);
    expect(anchors.get('q5')).toEqual({ text: 'Sentence 4', relation: 'above' });
    expect(instructionsFor(fields[4]!, anchors.get('q5'))).toEqual(['Click the "Yes" radio button above "Sentence 4"']);
    expect(anchors.has('other')).toBe(false);
    expect(instructionsFor(fields[1]!, anchors.get('q2'))).toEqual(['Click the "Yes" radio button below "Dogs barks loud."']);
  });

  it('quotes an option that is a sentence of its own without saying where, and short ones with their question', () => {
    const field = (name: string, texts: string[]) => ({ name, type: 'radio' as const, question: 'Is it controversial?', options: texts.map((text, i) => ({ value: String(i), text })), gold: '0' });
    const fields = [field('a', ['No It is not controversial at all.', 'Yes']), field('b', ['Yes', 'No'])];
    const unique = uniqueOptionTexts(fields);
    expect(instructionsFor(fields[0]!, undefined, unique)).toEqual(['Click the "No It is not controversial at all." radio button']);
    expect(instructionsFor({ ...fields[1]!, gold: '1' }, undefined, unique)).toEqual(['Click the "No" radio button below "Is it controversial?"']);
  });

  it('quotes a long option by its lead, its first sentence or its first words', () => {
    expect(shortOptionText('Very informative: The question is asking about crucial facts.')).toBe('Very informative');
    expect(shortOptionText('Neutral - neither agrees nor disagrees with the statement')).toBe('Neutral');
    expect(shortOptionText('The answer is wrong. It names another person than the one asked about.')).toBe('The answer is wrong.');
    expect(shortOptionText('one two three four five six seven eight nine ten eleven twelve thirteen')).toBe('one two three four five six seven eight');
    expect(shortOptionText('Strongly agree')).toBeUndefined();
  });

  it('puts an ordinal before the sought element of an instruction, outside its quoted texts', () => {
    const rows: Array<[string, number, string | undefined]> = [
      ['Type "a box" in the box below "Reasons:"', 2, 'Type "a box" in the second box below "Reasons:"'],
      ['Under "Item 2", click the "Good" radio button to the right of "the box"', 3, 'Under "Item 2", click the third "Good" radio button to the right of "the box"'],
      ['Select "Yes" from the dropdown below "Q"', 1, 'Select "Yes" from the first dropdown below "Q"'],
      ['Check the "Red" checkbox', 10, 'Check the tenth "Red" checkbox'],
      ['Click the radio button below "Q"', 4, 'Click the fourth radio button below "Q"'],
      ['Click the button below "Q"', 4, 'Click the fourth button below "Q"'],
      ['Set the slider below "Q" to 5', 2, 'Set the second slider below "Q" to 5'],
      ['Check the "Red" checkbox', 11, undefined],
    ];
    for (const [instruction, n, want] of rows) expect(withOrdinal(instruction, n)).toBe(want);
  });

  it('says "to the right of" a text on the field\'s line (a table row\'s first cell), and sets sliders to plain numbers', () => {
    const slider = { name: 'r0', type: 'range' as const, question: 'now in', questionLeft: true, options: [], context: ['Rate each phrase.', 'now in'], contextLeft: [false, true], gold: '84.0' };
    expect(instructionsFor(slider)).toEqual(['Set the slider to the right of "now in" to 84']);
    const rows = ['now in', 'we get'].map((item, i) => ({ name: `q${i}`, type: 'radio' as const, question: 'Is it subjective?', options: [{ value: '1', text: 'Yes' }], context: [item, 'Is it subjective?'], contextLeft: [true, false], gold: '1' }));
    const anchors = distinctAnchors(rows);
    expect(anchors.get('q1')).toEqual({ text: 'we get', relation: 'right_of' });
    expect(instructionsFor(rows[1]!, anchors.get('q1'))).toEqual(['Click the "Yes" radio button to the right of "we get"']);
  });
});

describe.runIf(hasChromium && hasTrain)('TurkingBench train tasks in Chromium', () => {
  let session: BrowserSession;
  let harness: TurkHarness;
  beforeAll(async () => {
    session = await launchChromium({ timeout: 20_000 });
    harness = new TurkHarness(session.adapter, { timeout: 20_000 });
  });
  afterAll(async () => {
    await harness?.close();
    await session?.close();
  });

  const runAll = async (solver: typeof oracleSolver): Promise<InstanceResult[]> => {
    const out: InstanceResult[] = [];
    for (const name of TASKS) {
      const task = loadTask(TRAIN, name);
      out.push(await harness.runInstance(task, task.instances[0]!, solver));
    }
    return out;
  };

  it('the oracle writes every gold answer through the form actions', async () => {
    const results = await runAll(oracleSolver);
    const fields = results.flatMap((r) => r.fields);
    expect(results.map((r) => r.error)).toEqual(TASKS.map(() => undefined));
    expect(new Set(fields.map((f) => f.type)).size).toBeGreaterThanOrEqual(5); // of radio, checkbox, text, textarea, select, range
    expect(fields.filter((f) => !holdsGold(f.type, f.gold, f.value) || f.error)).toEqual([]);
  }, 40_000);

  it('doing nothing scores far below the oracle', async () => {
    const fields = (await runAll(nothingSolver)).flatMap((r) => r.fields);
    const mean = fields.reduce((s, f) => s + f.score, 0) / fields.length;
    expect(fields.length).toBeGreaterThan(20);
    expect(mean).toBeLessThan(0.5);
  }, 30_000);

  it('instructions are written from visible text and run through parse → ground → execute', async () => {
    const task = loadTask(TRAIN, 'Defeasible inference');
    const result = await harness.runInstance(task, task.instances[0]!, instructionsSolver());
    const withGold = result.fields.filter((f) => f.gold.trim() !== '');
    expect(withGold.length).toBeGreaterThan(0);
    for (const f of withGold) {
      expect(f.instruction).toBeTruthy();
      expect(f.instruction).not.toContain(f.field); // never the field's name
      expect(f.program ?? f.error).toBeTruthy(); // parsed (or the failure is recorded)
    }
    expect(withGold.some((f) => f.program !== undefined)).toBe(true);
  }, 60_000);

  it('names repeated questions by their item, read from a <label> that names no control', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-turk-items-'));
    mkdirSync(join(dir, 'Items'));
    const item = (n: number, text: string) =>
      `<div><label class="item">${text}</label> <input type="radio" name="a${n}" value="good"><label>Good</label> <input type="radio" name="a${n}" value="bad"><label>Bad</label></div>`;
    writeFileSync(join(dir, 'Items', 'template.html'), `<p>\${intro}</p>${item(1, 'Because of his job.')}${item(2, 'He met him at the senate.')}${item(3, 'He is a clerk for the president.')}`);
    writeFileSync(join(dir, 'Items', 'batch.csv'), 'Input.intro,Answer.a1,Answer.a2,Answer.a3\nIs each answer good?,good,bad,bad\n');
    const task = loadTask(dir, 'Items');
    const result = await harness.runInstance(task, task.instances[0]!, instructionsSolver());
    expect(result.fields.map((f) => f.instruction)).toEqual([
      'Click the "Good" radio button to the right of "Because of his job."',
      'Click the "Bad" radio button to the right of "He met him at the senate."',
      'Click the "Bad" radio button to the right of "He is a clerk for the president."',
    ]);
    expect(result.fields.filter((f) => !holdsGold(f.type, f.gold, f.value))).toEqual([]);
  }, 60_000);
  it('reads a choice laid out as a table row by the next cell and describes a revealed question as the page shows it then', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-turk-shapes-'));
    mkdirSync(join(dir, 'Shapes'));
    const row = (value: string, text: string) => `<tr><td><input type="radio" name="polarity" value="${value}"></td><td><b>${text}</b></td></tr>`;
    const long = (value: string, lead: string, rest: string) => `<div><input type="radio" name="info" value="${value}"><label><span>${lead}</span>: ${rest}</label></div>`;
    // Blank buttons (no text of their own) in a section an earlier choice reveals.
    const blank = (value: string) => `<label class="btn"><input type="radio" name="later" value="${value}"></label>`;
    writeFileSync(
      join(dir, 'Shapes', 'template.html'),
      `<p>\${comment}</p><p>What is the opinion?</p><table>${row('pos', 'Clearly positive opinion')}${row('neg', 'Clearly negative opinion')}</table>` +
        `<p>Can the question lead to new information?</p>${long('1', 'Very informative', 'the question asks about crucial facts that are missing from the situation.')}${long('0', 'Somewhat informative', 'the question asks about facts that are implied by the situation.')}` +
        `<p>Did you like it?</p><input type="radio" name="liked" value="yes"><label>Yes</label> <input type="radio" name="liked" value="no"><label>No</label>` +
        `<div id="more" style="display:none"><p>Now rate the ending of the story.</p>${blank('a')}${blank('b')}${blank('c')}</div>` +
        `<script>document.querySelectorAll('input[name=liked]').forEach((r) => r.addEventListener('change', () => { document.getElementById('more').style.display = 'block'; }));</script>`,
    );
    writeFileSync(join(dir, 'Shapes', 'batch.csv'), 'Input.comment,Answer.polarity,Answer.info,Answer.liked,Answer.later\nNice car.,neg,1,yes,b\n');
    const task = loadTask(dir, 'Shapes');
    const result = await harness.runInstance(task, task.instances[0]!, instructionsSolver(new StepRunner({ elementTimeout: 300 })));
    const said = Object.fromEntries(result.fields.map((f) => [f.field, f.instruction]));
    expect(said.polarity).toContain('"Clearly negative opinion"'); // the next cell's text, not the value "neg"
    expect(said.info).toContain('"Very informative'); // whole, or by its lead where the whole does not name it alone
    expect(said.later).toContain('"Now rate the ending of the story."'); // read once the section is shown
    expect(result.fields.filter((f) => !holdsGold(f.type, f.gold, f.value))).toEqual([]);
  }, 60_000);

  it('names a group of a two-dimensional grid by its item and its label: "Under <item>, … to the right of <group>"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-turk-grid-'));
    mkdirSync(join(dir, 'Grid'));
    const cells = (label: string) =>
      `<td rowspan="2"><b>${label}</b></td>${[1, 2, 3].map((v) => `<td>${v}</td>`).join('')}`;
    const radios = (name: string) => `${[1, 2, 3].map((v) => `<td><input type="radio" name="${name}" value="${v}"></td>`).join('')}`;
    const system = (n: number) =>
      `<strong>System ${n}:</strong> \${s${n}}<table><tr><td></td>${cells('Grammar')}${cells('Meaning')}</tr><tr><td></td>${radios(`g${n}`)}${radios(`m${n}`)}</tr></table>`;
    writeFileSync(join(dir, 'Grid', 'template.html'), `<p>Rate each rewrite.</p><ol><li><strong>Original:</strong> \${s0} ${system(1)}${system(2)}</li></ol>`);
    writeFileSync(
      join(dir, 'Grid', 'batch.csv'),
      's0,s1,s2,Answer.g1,Answer.m1,Answer.g2,Answer.m2\n"The cat, which was old, slept.","The old cat slept.","Cat slept old the.",3,2,1,3\n',
    );
    const task = loadTask(dir, 'Grid');
    const result = await harness.runInstance(task, task.instances[0]!, instructionsSolver());
    expect(result.fields.map((f) => f.instruction)).toEqual([
      'Under "The old cat slept.", click the "3" radio button to the right of "Grammar"',
      'Under "The old cat slept.", click the "2" radio button to the right of "Meaning"',
      'Under "Cat slept old the.", click the "1" radio button to the right of "Grammar"',
      'Under "Cat slept old the.", click the "3" radio button to the right of "Meaning"',
    ]);
    expect(result.fields.filter((f) => !holdsGold(f.type, f.gold, f.value))).toEqual([]);
  }, 60_000);
  it('counts boxes that one question names alike: "Type … in the second box to the right of <question>"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-turk-boxes-'));
    mkdirSync(join(dir, 'Boxes'));
    writeFileSync(join(dir, 'Boxes', 'template.html'), `<p>Read the event and answer.</p><p>\${event}</p><p>Three reasons why: <input name="r1"> <input name="r2"> <input name="r3"></p><p>Where? <input name="where"></p>`);
    writeFileSync(join(dir, 'Boxes', 'batch.csv'), 'event,Answer.r1,Answer.r2,Answer.r3,Answer.where\nPersonX bakes bread,hungry,guests,a gift,home\n');
    const task = loadTask(dir, 'Boxes');
    const result = await harness.runInstance(task, task.instances[0]!, instructionsSolver());
    const said = new Map(result.fields.map((f) => [f.field, f.instruction]));
    // The three boxes stand to the right of one question: the written instruction fits them all, so the
    // writer counts (an ordinal, read the way ThingTalk's nth reads it); the lone box needs none.
    expect(said.get('r2')).toMatch(/ the second box /);
    expect(said.get('r3')).toMatch(/ the third box /);
    expect(said.get('where')).not.toMatch(/ the (first|second|third) /);
    for (const f of result.fields) expect(f.error).toBeUndefined();
    expect(result.fields.filter((f) => !holdsGold(f.type, f.gold, f.value))).toEqual([]);
  }, 60_000);

  it('names an item whose words are only another question\'s choices by them: "… from the dropdown below "<word>""', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-turk-pairs-'));
    mkdirSync(join(dir, 'Pairs'));
    const n = 12;
    const item = (i: number) =>
      `<fieldset><label>Which word is simpler?</label><div><label><input type="radio" name="w${i}" value="\${a${i}}">\${a${i}}</label></div><div><label><input type="radio" name="w${i}" value="\${b${i}}">\${b${i}}</label></div>` +
      `<p>How similar are the two words?</p><select name="s${i}"><option value="NA">--</option><option value="2">2: Similar</option><option value="1">1: Unrelated</option></select></fieldset>`;
    writeFileSync(join(dir, 'Pairs', 'template.html'), `<p>Compare each pair.</p>${Array.from({ length: n }, (_, i) => item(i)).join('')}`);
    const words = ['river', 'stream', 'glad', 'happy', 'begin', 'start', 'large', 'big', 'quick', 'fast', 'shut', 'close', 'buy', 'purchase', 'help', 'assist', 'rock', 'stone', 'road', 'street', 'kid', 'child', 'smart', 'clever'];
    const head = [...Array.from({ length: n }, (_, i) => [`a${i}`, `b${i}`]).flat(), ...Array.from({ length: n }, (_, i) => `Answer.s${i}`)];
    const row = [...words, ...Array.from({ length: n }, (_, i) => String(1 + (i % 2)))];
    writeFileSync(join(dir, 'Pairs', 'batch.csv'), `${head.join(',')}\n${row.join(',')}\n`);
    const task = loadTask(dir, 'Pairs');
    const result = await harness.runInstance(task, task.instances[0]!, instructionsSolver());
    expect(result.fields).toHaveLength(n);
    // Twelve dropdowns under one repeated question: past the tenth no ordinal counts them; each is
    // below the words of its own item, shown only as the radio buttons' labels.
    expect(result.fields.find((f) => f.field === 's11')!.instruction).toMatch(/ below "(smart|clever)"$/);
    expect(result.fields.filter((f) => !holdsGold(f.type, f.gold, f.value))).toEqual([]);
  }, 90_000);

  it('selects in the dropdown below a question that offers the option, when the question has two', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-turk-selects-'));
    mkdirSync(join(dir, 'Selects'));
    const select = (name: string, options: string[]) => `<select name="${name}"><option value="NA">--</option>${options.map((o, i) => `<option value="${i}">${o}</option>`).join('')}</select>`;
    const bill = (n: number) => `<div><p>\${t${n}}</p>${select(`rating${n}`, ['Positive', 'Negative'])} ${select(`confidence${n}`, ['Confident', 'Not confident'])}</div>`;
    writeFileSync(join(dir, 'Selects', 'template.html'), `<p>Rate each bill.</p>${bill(1)}${bill(2)}`);
    writeFileSync(join(dir, 'Selects', 'batch.csv'), 't1,t2,Answer.rating1,Answer.confidence1,Answer.rating2,Answer.confidence2\nclean energy act,farm relief act,0,1,1,0\n');
    const task = loadTask(dir, 'Selects');
    const result = await harness.runInstance(task, task.instances[0]!, instructionsSolver());
    // Each dropdown is named by the question above it only ("… from the dropdown below "clean energy act""): the option decides which.
    for (const f of result.fields) expect(f.program).toMatch(/^@select\(option=literal\("[^"]+"\), element=@retrieve\(type=dropdown, below=/);
    expect(result.fields.filter((f) => !holdsGold(f.type, f.gold, f.value))).toEqual([]);
  }, 60_000);
});

const russ = (args: string[]) => runCli(args);

describe.runIf(hasChromium && hasTrain)('russ turk', () => {
  it('scores a task, writes one line per field, and reports a broken task without crashing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-turk-'));
    cpSync(join(TRAIN, 'Intuitive physics'), join(dir, 'Intuitive physics'), { recursive: true });
    mkdirSync(join(dir, 'Broken'));
    writeFileSync(join(dir, 'Broken', 'template.html'), '<input name="x">'); // no batch.csv
    const out = join(dir, 'out.jsonl');
    const { code, stdout, stderr } = await russ(['turk', dir, '--instances', '2', '--solver', 'oracle', '--out', out]);
    expect(code, stderr).toBe(0);
    const summary = JSON.parse(stdout.trim().split('\n').pop()!);
    expect(summary.score).toBe(1);
    expect(summary.failures.map((f: { task: string }) => f.task)).toEqual(['Broken']);
    expect(stdout).toMatch(/^Broken\tnot run: /m);
    const rows = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(rows.length).toBe(summary.fields);
    expect(Object.keys(rows[0]).slice(0, 7)).toEqual(['task', 'instance', 'field', 'type', 'gold', 'value', 'score']);
    expect(stderr).toContain('2/2');
  }, 40_000);

  it('skips the first instances of every task with --skip, and refuses a bad one as a usage error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'russ-turk-'));
    const out = join(dir, 'out.jsonl');
    const { code, stdout, stderr } = await russ(['turk', TRAIN, '--task', 'Intuitive physics', '--skip', '1', '--instances', '2', '--solver', 'nothing', '--out', out]);
    expect(code, stderr).toBe(0);
    expect(stderr).toContain('2/2');
    const rows = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    // Instances are counted from 0: skipping one runs the second and third.
    expect([...new Set(rows.map((r: { instance: number }) => r.instance))].sort()).toEqual([1, 2]);
    expect(JSON.parse(stdout.trim().split('\n').pop()!).fields).toBe(rows.length);
    const bad = await russ(['turk', TRAIN, '--skip', '-1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--skip');
  }, 40_000);

  it('takes a shorter element wait for instructions, and refuses a bad one as a usage error', async () => {
    const { code, stdout, stderr } = await russ(['turk', TRAIN, '--task', 'Intuitive physics', '--instances', '1', '--solver', 'instructions', '--element-timeout', '300']);
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout.trim().split('\n').pop()!).fields).toBeGreaterThan(0);
    const bad = await russ(['turk', TRAIN, '--element-timeout', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--element-timeout');
  }, 40_000);
});
