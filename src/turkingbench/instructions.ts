/**
 * The `instructions` solver's sentences: for a field, one instruction a person could follow,
 * written only from what a person sees (the field's question or label, its row and column
 * headers, its options' texts) and the answer. Empty when there is nothing to do.
 */
import type { SolverField } from './harness.js';
import { checkboxSet } from './metrics.js';

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
  const o = f.options.find((x) => x.value === value) ?? f.options.find((x) => x.value.toLowerCase() === value.toLowerCase());
  return o && o.text ? o.text : value;
};

export function instructionFor(f: SolverField): string {
  const question = shortQuestion(f.question);
  const about = question ? ` for ${q(question)}` : '';
  switch (f.type) {
    case 'text':
    case 'textarea':
      if (f.gold.trim() === '') return '';
      return `Type ${q(f.gold)} in the box${question ? ` under ${q(question)}` : ''}`;
    case 'radio':
    case 'select':
      if (f.gold.trim() === '') return '';
      return `Select ${q(optionText(f, f.gold))}${about}`;
    case 'checkbox': {
      const values = checkboxSet(f.gold).split('|').filter(Boolean);
      if (values.length === 0) return '';
      const texts = values.map((v) => q(optionText(f, v)));
      return `Check ${texts.length > 1 ? `${texts.slice(0, -1).join(', ')} and ${texts[texts.length - 1]}` : texts[0]}`;
    }
    case 'range':
      if (f.gold.trim() === '') return '';
      return `Set ${question ? q(question) : 'the slider'} to ${f.gold}`;
  }
}
