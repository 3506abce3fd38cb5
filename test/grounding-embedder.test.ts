/**
 * The `embedder` option: a sentence-embedding model loaded from a local folder through
 * @huggingface/transformers. The test builds a tiny BERT-shaped model on disk (config, WordPiece
 * tokenizer files and an ONNX graph written with the `onnx` Python package) whose embeddings make
 * two made-up words mean the same thing, then checks that grounding follows that meaning.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ground, loadEmbedder, type Embedder } from '../src/grounding/index.js';
import { pageFromHtml } from '../src/page/index.js';
import { query, str } from '../src/thingtalk/index.js';

const PYTHON = '/usr/bin/python3';
const hasOnnx = existsSync(PYTHON) && spawnSync(PYTHON, ['-c', 'import onnx'], { encoding: 'utf8' }).status === 0;

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];
const WORDS = ['zorp', 'blat', 'flim', 'quux', 'click', 'the'];
// Embedding rows (4 dims): specials are zero; "zorp" and "blat" share a direction, "flim" and
// "quux" another; "click" and "the" are nearly nothing.
const ROWS: number[][] = [
  ...SPECIAL.map(() => [0, 0, 0, 0]),
  [1, 0, 0, 0], // zorp
  [1, 0.05, 0, 0], // blat
  [0, 1, 0, 0], // flim
  [0, 0.9, 0.1, 0], // quux
  [0, 0, 0, 0.01], // click
  [0, 0, 0, 0.01], // the
];

function buildTinyModel(root: string): string {
  const dir = join(root, 'tiny-bert');
  mkdirSync(join(dir, 'onnx'), { recursive: true });
  const vocab: Record<string, number> = {};
  [...SPECIAL, ...WORDS].forEach((w, i) => (vocab[w] = i));
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({ model_type: 'bert', architectures: ['BertModel'], hidden_size: 4, num_attention_heads: 1, num_hidden_layers: 1, intermediate_size: 4, vocab_size: ROWS.length, max_position_embeddings: 64, type_vocab_size: 2 }),
  );
  const special = (id: number, content: string) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  writeFileSync(
    join(dir, 'tokenizer.json'),
    JSON.stringify({
      version: '1.0',
      truncation: null,
      padding: null,
      added_tokens: SPECIAL.map((t, i) => special(i, t)),
      normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
      pre_tokenizer: { type: 'BertPreTokenizer' },
      post_processor: {
        type: 'TemplateProcessing',
        single: [{ SpecialToken: { id: '[CLS]', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: '[SEP]', type_id: 0 } }],
        pair: [
          { SpecialToken: { id: '[CLS]', type_id: 0 } },
          { Sequence: { id: 'A', type_id: 0 } },
          { SpecialToken: { id: '[SEP]', type_id: 0 } },
          { Sequence: { id: 'B', type_id: 1 } },
          { SpecialToken: { id: '[SEP]', type_id: 1 } },
        ],
        special_tokens: {
          '[CLS]': { id: '[CLS]', ids: [2], tokens: ['[CLS]'] },
          '[SEP]': { id: '[SEP]', ids: [3], tokens: ['[SEP]'] },
        },
      },
      decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
      model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', max_input_chars_per_word: 100, vocab },
    }),
  );
  writeFileSync(
    join(dir, 'tokenizer_config.json'),
    JSON.stringify({ tokenizer_class: 'BertTokenizer', do_lower_case: true, model_max_length: 64, pad_token: '[PAD]', unk_token: '[UNK]', cls_token: '[CLS]', sep_token: '[SEP]', mask_token: '[MASK]' }),
  );
  // The graph: last_hidden_state = E[input_ids] * attention_mask (an embedding-bag "encoder").
  const script = `
import onnx, sys, json
from onnx import helper, TensorProto
rows = json.loads(sys.argv[2])
E = helper.make_tensor('E', TensorProto.FLOAT, [len(rows), 4], [x for r in rows for x in r])
axes = helper.make_tensor('axes', TensorProto.INT64, [1], [2])
nodes = [
  helper.make_node('Gather', ['E', 'input_ids'], ['emb'], axis=0),
  helper.make_node('Cast', ['attention_mask'], ['maskf'], to=TensorProto.FLOAT),
  helper.make_node('Unsqueeze', ['maskf', 'axes'], ['mask3']),
  helper.make_node('Mul', ['emb', 'mask3'], ['last_hidden_state']),
]
graph = helper.make_graph(nodes, 'tiny',
  [helper.make_tensor_value_info('input_ids', TensorProto.INT64, ['batch', 'seq']),
   helper.make_tensor_value_info('attention_mask', TensorProto.INT64, ['batch', 'seq'])],
  [helper.make_tensor_value_info('last_hidden_state', TensorProto.FLOAT, ['batch', 'seq', 4])],
  initializer=[E, axes])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 13)])
model.ir_version = 8
onnx.checker.check_model(model)
onnx.save(model, sys.argv[1])
`;
  const r = spawnSync(PYTHON, ['-c', script, join(dir, 'onnx', 'model.onnx'), JSON.stringify(ROWS)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`building the tiny ONNX model failed: ${r.stderr}`);
  return dir;
}

describe.runIf(hasOnnx)('ground() with a local sentence-embedding model', () => {
  let embedder: Embedder;
  beforeAll(async () => {
    const dir = buildTinyModel(mkdtempSync(join(tmpdir(), 'russ-embedder-')));
    embedder = await loadEmbedder(dir);
  });

  it('loads the model from disk and embeds text', async () => {
    const [a, b, c] = (await embedder.embed(['zorp', 'blat', 'flim'])).map((v) => Array.from(v));
    const cos = (x: number[], y: number[]) => x.reduce((s, v, i) => s + v * y[i]!, 0);
    expect(a).toHaveLength(4);
    expect(cos(a!, b!)).toBeGreaterThan(0.95);
    expect(cos(a!, c!)).toBeLessThan(0.1);
  });

  it('ranks elements by meaning when no word is shared', async () => {
    const page = pageFromHtml('<button id="f">Flim</button> <button id="b">Blat</button> <button id="q">Quux</button>');
    const withEmbedder = await ground(query({ description: str('zorp') }), page, { embedder });
    expect(withEmbedder.element.attributes.id).toBe('b');
    expect(withEmbedder.candidates[0]!.reasons.join(' ')).toMatch(/semantic/);
    const other = await ground(query({ description: str('flim') }), page, { embedder });
    expect(other.element.attributes.id).toBe('f'); // the exact word still wins over its near-synonym "quux"
    await expect(ground(query({ description: str('zorp') }), page)).rejects.toMatchObject({ code: 'E_GROUND_NOT_FOUND' });
  });

  it('refuses a folder without a model with a typed error', async () => {
    await expect(loadEmbedder(join(tmpdir(), 'no-such-model-folder'))).rejects.toMatchObject({ code: 'E_EMBEDDER_LOAD' });
  });
});
