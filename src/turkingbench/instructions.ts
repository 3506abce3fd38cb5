/**
 * The `instructions` solver's sentences: for a field, one instruction a person could follow,
 * written only from what a person sees (the field's question or label, its row and column
 * headers, its options' texts) and the answer. Empty when there is nothing to do.
 */
import type { SolverField } from './harness.js';
import { checkboxSet, normalizeAnswer } from './metrics.js';

const q = (s: string): string => `"${s.replace(/"/g, "'").replace(/\s+/g, ' ').trim()}"`;

/** A question short enough to quote: its last sentence or line, at most 12 words. */
export function shortQuestion(question: string): string {
  const parts = question.split(/(?<=[.?!:])\s+/).filter((p) => /\w/.test(p));
  let last = (parts[parts.length - 1] ?? '').trim();
  const words = last.split(/\s+/);
  if (words.length > 12) last = words.slice(-12).join(' ');
  return last;
}

const optionText = (f: SolverField, value: string): string => {
  const o = f.options.find((x) => x.value === value) ?? f.options.find((x) => normalizeAnswer(x.value) === normalizeAnswer(value));
  return o && o.text ? o.text : value;
};

/**
 * The instructions for a field (usually one; a checkbox group gets one per box to check). Phrased
 * as a person would read them off the page: the option's text, then the question above it.
 */
export function instructionsFor(f: SolverField): string[] {
  const question = shortQuestion(f.question);
  const below = question ? ` below ${q(question)}` : '';
  if (f.gold.trim() === '') return [];
  switch (f.type) {
    case 'text':
    case 'textarea':
      return [`Type ${q(f.gold)} in the box${below}`];
    case 'radio':
      return [`Click the ${q(optionText(f, f.gold))} radio button${below}`];
    case 'select':
      return [`Select ${q(optionText(f, f.gold))} from the dropdown${below}`];
    case 'checkbox':
      return checkboxSet(f.gold)
        .split('|')
        .filter(Boolean)
        .map((v) => `Check the ${q(optionText(f, v))} checkbox${below}`);
    case 'range':
      return [`Set the slider${below} to ${f.gold}`];
  }
}
