#!/usr/bin/env bash
# `npm run train:parser`: synthesize the training data and train, export and install the parser
# model (models/parser.onnx + models/parser-vocab.json). Reproducible: fixed seeds throughout.
# Environment knobs: N (training examples, default 300000), EPOCHS (default 1.5), OUT (default models).
set -euo pipefail
cd "$(dirname "$0")/.."
N="${N:-300000}"
EPOCHS="${EPOCHS:-1.5}"
OUT="${OUT:-models}"
mkdir -p training/cache
npx tsx training/synth.ts --n "$N" --seed 1 --out training/cache/train.jsonl
npx tsx training/synth.ts --n 5000 --seed 99 --out training/cache/valid.jsonl
/usr/bin/python3 training/train.py --train training/cache/train.jsonl --valid training/cache/valid.jsonl --out "$OUT" --epochs "$EPOCHS" --batch 128 --seed 1 --threads 1
