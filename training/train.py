"""
Train the joint parser model on synthesized data (RUSS §4.2) and export it to ONNX.

    /usr/bin/python3 training/train.py --train training/cache/train.jsonl --valid training/cache/valid.jsonl --out models

The model: word + shape + suffix-hash embeddings -> small transformer encoder (own attention,
exports to plain ONNX ops) -> (a) BIO span tags per token, (b) sentence heads for the action,
the join relation, the sought element's type and its location. CPU, fixed seed.
"""
import argparse, json, math, os, random, time
from collections import Counter

import torch
import torch.nn as nn
import torch.nn.functional as F

N_TAGS, N_ACT, N_REL, N_TYPE, N_LOC, N_SHAPE, N_SUFFIX, MAX_LEN = 9, 20, 6, 9, 9, 10, 1024, 64  # label lists: src/parser/tokenize.ts


class Attention(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.h, self.dh = heads, d // heads
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)

    def forward(self, x, bias):  # bias: [B,1,1,T] additive mask
        B, T, D = x.shape
        q, k, v = self.qkv(x).reshape(B, T, 3, self.h, self.dh).permute(2, 0, 3, 1, 4)
        att = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(self.dh) + bias, dim=-1)
        return self.out((att @ v).transpose(1, 2).reshape(B, T, D))


class Block(nn.Module):
    def __init__(self, d, heads, ff, dropout):
        super().__init__()
        self.att, self.n1, self.n2 = Attention(d, heads), nn.LayerNorm(d), nn.LayerNorm(d)
        self.ff = nn.Sequential(nn.Linear(d, ff), nn.ReLU(), nn.Linear(ff, d))
        self.drop = nn.Dropout(dropout)

    def forward(self, x, bias):
        x = x + self.drop(self.att(self.n1(x), bias))
        return x + self.drop(self.ff(self.n2(x)))


class Parser(nn.Module):
    def __init__(self, vocab, d=128, layers=3, heads=4, ff=256, dropout=0.1):
        super().__init__()
        self.word = nn.Embedding(vocab, 96, padding_idx=0)
        self.shape = nn.Embedding(N_SHAPE, 16, padding_idx=0)
        self.suffix = nn.Embedding(N_SUFFIX, 32, padding_idx=0)
        self.proj = nn.Linear(96 + 16 + 32, d)
        self.pos = nn.Embedding(MAX_LEN, d)
        self.blocks = nn.ModuleList([Block(d, heads, ff, dropout) for _ in range(layers)])
        self.norm = nn.LayerNorm(d)
        self.drop = nn.Dropout(dropout)
        self.tags = nn.Linear(d, N_TAGS)
        self.heads = nn.ModuleList([nn.Sequential(nn.Linear(2 * d, d), nn.ReLU(), nn.Linear(d, n)) for n in (N_ACT, N_REL, N_TYPE, N_LOC)])

    def forward(self, words, shapes, suffixes):
        mask = (words != 0).float()  # [B,T]
        T = words.shape[1]
        pos = torch.arange(T, device=words.device).unsqueeze(0)
        x = self.proj(torch.cat([self.word(words), self.shape(shapes), self.suffix(suffixes)], -1)) + self.pos(pos)
        x = self.drop(x)
        bias = ((1.0 - mask) * -1e9).unsqueeze(1).unsqueeze(1)
        for b in self.blocks:
            x = b(x, bias)
        x = self.norm(x)
        m = mask.unsqueeze(-1)
        mean = (x * m).sum(1) / m.sum(1).clamp(min=1.0)
        mx = (x + (m - 1.0) * 1e9).max(1).values
        pooled = torch.cat([mean, mx], -1)
        return (self.tags(x),) + tuple(h(pooled) for h in self.heads)


TAG_IDS = {t: i for i, t in enumerate(['O', 'B-D', 'I-D', 'B-A', 'I-A', 'B-V', 'I-V', 'B-L', 'I-L'])}


def load(path, limit=None):
    rows = []
    with open(path) as f:
        for i, line in enumerate(f):
            if limit and i >= limit:
                break
            rows.append(json.loads(line))
    return rows


def encode(rows, vocab):
    out = []
    for r in rows:
        out.append((
            [vocab.get(w, 1) for w in r['words']], r['shapes'], r['suffixes'], [TAG_IDS[t] for t in r['tags']],
            r['action'], r['rel'], r['type'], r['loc'],
        ))
    return out


def batchify(items, word_dropout=0.0):
    T = max(len(it[0]) for it in items)
    B = len(items)
    W = torch.zeros(B, T, dtype=torch.long); S = torch.zeros(B, T, dtype=torch.long); X = torch.zeros(B, T, dtype=torch.long)
    Y = torch.full((B, T), -100, dtype=torch.long)
    for i, it in enumerate(items):
        n = len(it[0])
        W[i, :n] = torch.tensor(it[0]); S[i, :n] = torch.tensor(it[1]); X[i, :n] = torch.tensor(it[2]); Y[i, :n] = torch.tensor(it[3])
    if word_dropout > 0:
        drop = (torch.rand(B, T) < word_dropout) & (W > 1)
        W = W.masked_fill(drop, 1)
    cls = [torch.tensor([it[k] for it in items]) for k in (4, 5, 6, 7)]
    return W, S, X, Y, cls


def evaluate(model, data, bs=512):
    model.eval()
    ok = tags_ok = n = 0
    with torch.no_grad():
        for i in range(0, len(data), bs):
            items = data[i:i + bs]
            W, S, X, Y, cls = batchify(items)
            tag_logits, *heads = model(W, S, X)
            pred = tag_logits.argmax(-1)
            t_ok = ((pred == Y) | (Y == -100)).all(1)
            c_ok = torch.ones_like(t_ok)
            for h, c in zip(heads, cls):
                c_ok &= h.argmax(-1) == c
            ok += (t_ok & c_ok).sum().item(); tags_ok += t_ok.sum().item(); n += len(items)
    model.train()
    return ok / n, tags_ok / n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--train', required=True)
    ap.add_argument('--valid', required=True)
    ap.add_argument('--out', default='models')
    ap.add_argument('--name', default='parser')
    ap.add_argument('--limit', type=int, default=None, help='use only the first N training rows (ablation)')
    ap.add_argument('--epochs', type=float, default=2.0)
    ap.add_argument('--batch', type=int, default=64)
    ap.add_argument('--lr', type=float, default=2e-3)
    ap.add_argument('--min-count', type=int, default=3)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--threads', type=int, default=2)
    args = ap.parse_args()
    random.seed(args.seed); torch.manual_seed(args.seed); torch.set_num_threads(args.threads)

    train_rows = load(args.train, args.limit)
    valid_rows = load(args.valid)
    counts = Counter(w for r in train_rows for w in r['words'])
    words = ['<pad>', '<unk>'] + sorted(w for w, c in counts.items() if c >= args.min_count)
    vocab = {w: i for i, w in enumerate(words)}
    train, valid = encode(train_rows, vocab), encode(valid_rows, vocab)
    del train_rows
    print(f'train {len(train)}  valid {len(valid)}  vocab {len(words)}', flush=True)

    model = Parser(len(words))
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    steps = int(args.epochs * len(train) / args.batch)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=steps, pct_start=0.05)
    order = list(range(len(train)))
    step, t0 = 0, time.time()
    while step < steps:
        # Length bucketing: shuffle, sort chunks of 50 batches by length, shuffle the batches (less padding).
        random.shuffle(order)
        chunk = 50 * args.batch
        batches = []
        for c in range(0, len(order), chunk):
            part = sorted(order[c:c + chunk], key=lambda j: len(train[j][0]))
            batches += [part[i:i + args.batch] for i in range(0, len(part) - args.batch + 1, args.batch)]
        random.shuffle(batches)
        for idx in batches:
            if step >= steps:
                break
            W, S, X, Y, cls = batchify([train[j] for j in idx], word_dropout=0.1)
            tag_logits, *heads = model(W, S, X)
            loss = F.cross_entropy(tag_logits.reshape(-1, N_TAGS), Y.reshape(-1), ignore_index=-100)
            for h, c in zip(heads, cls):
                loss = loss + F.cross_entropy(h, c)
            opt.zero_grad(); loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step(); sched.step(); step += 1
            if step % 500 == 0:
                print(f'step {step}/{steps}  loss {loss.item():.4f}  {time.time() - t0:.0f}s', flush=True)
            if step % 2000 == 0 or step == steps:
                acc, tacc = evaluate(model, valid)
                print(f'  valid exact {acc:.4f}  tags {tacc:.4f}', flush=True)

    model.eval()
    os.makedirs(args.out, exist_ok=True)
    onnx_path = os.path.join(args.out, f'{args.name}.onnx')
    W, S, X, _, _ = batchify(valid[:2])
    torch.onnx.export(
        model, (W, S, X), onnx_path, opset_version=14,
        input_names=['words', 'shapes', 'suffixes'], output_names=['tags', 'action', 'relation', 'type', 'location'],
        dynamic_axes={'words': {0: 'batch', 1: 'len'}, 'shapes': {0: 'batch', 1: 'len'}, 'suffixes': {0: 'batch', 1: 'len'},
                      'tags': {0: 'batch', 1: 'len'}, 'action': {0: 'batch'}, 'relation': {0: 'batch'}, 'type': {0: 'batch'}, 'location': {0: 'batch'}},
    )
    with open(os.path.join(args.out, f'{args.name}-vocab.json'), 'w') as f:
        json.dump({'version': 1, 'words': words, 'maxLen': MAX_LEN, 'suffixBuckets': N_SUFFIX}, f)
    acc, tacc = evaluate(model, valid)
    print(f'final valid exact {acc:.4f}  tags {tacc:.4f}; wrote {onnx_path} ({os.path.getsize(onnx_path) / 1e6:.1f} MB) in {time.time() - t0:.0f}s', flush=True)


if __name__ == '__main__':
    main()
