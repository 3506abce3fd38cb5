/**
 * Round 22: signing in said as a clause of a task. "Sign in with jo@example.com and the password
 * Blue-Kettle-42", "sign in as jo@example.com with password Blue-Kettle-42", "sign in with your
 * details", "log in with your customer number and password", "sign in" alone: on a page that shows
 * a sign-in form (one password field, a form whose button signs in, one box for who signs in), the
 * clause is that form filled — the values said, else the user's own (their keys: the box's label
 * and "password") — and its button pressed. The sentence parser, which does not see the page, reads
 * "the password Blue-Kettle-42" as a box's name and "your details" as one value; and "Sign in" alone
 * ties between the header's link and the form's button, which the form settles.
 *
 * Page structure only (a password field, the form's button, its one text box) and general words
 * ("sign in", "log in", "password", "details").
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { TaskPage } from './task-reading.js';

/** "Sign in …", "log in …", "log on …", "then sign in to your account …": the words after the verb. */
const SIGN_IN = /^\s*(?:(?:first|then|now|next|please|and|also),?\s+)*(?:sign|log)\s*(?:in|on)(?:\s+(?:to|into)\s+(?:your|my|the)\s+account)?(?![\p{L}\p{N}-])[\s,]*(.*?)[\s.!]*$/iu;
/** A button that signs in. */
const SIGN_BUTTON = /\b(?:sign|log)\s*(?:in|on)\b|\blogin\b/i;
/** The user's own details, however said: "with your details", "using my email and password", "with your login". */
const OWN = /^(?:(?:with|using)\s+)?(?:your|my)\s+(?:(?:usual|own|saved|account|login|sign-in)\s+)?(?:details|credentials|login|account|[\p{L} -]*\bpassword)$/iu;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** The password said: "the password X", "password "X"", "password is X". */
const PASSWORD = /\bpassword\s+(?:is\s+|of\s+)?(?:"([^"]+)"|“([^”]+)”|([^\s"“”,;]+))/i;

/**
 * The programs that sign in on `page` as `text` says, or undefined when the clause is no sign-in,
 * the page shows no single sign-in form, or the clause says more than who signs in and the password.
 */
export function signInOnPage(text: string, page: TaskPage): Program[] | undefined {
  const m = SIGN_IN.exec(text);
  if (!m || page.secrets?.length !== 1) return undefined;
  const forms = [...new Set(page.controls.filter((c) => c.submit && SIGN_BUTTON.test(c.submit)).map((c) => c.form))];
  if (forms.length !== 1) return undefined;
  const boxes = page.controls.filter((c) => c.form === forms[0] && c.kind === 'text');
  if (boxes.length !== 1) return undefined;
  const box = boxes[0]!;
  const submit = box.submit!;
  const name = box.label || box.hint || '';
  const secret = page.secrets[0]!;
  const rest = m[1]!.trim();
  let who: ReturnType<typeof str> | ReturnType<typeof literal>;
  let password: ReturnType<typeof str> | ReturnType<typeof literal>;
  if (!rest || OWN.test(rest)) {
    who = str(name.toLowerCase());
    password = str('password');
  } else {
    const pw = PASSWORD.exec(rest);
    const quoted = [...rest.matchAll(/"([^"]+)"|“([^”]+)”/g)].map((q) => (q[1] ?? q[2])!);
    // Who signs in: an e-mail address, else the value said after the box's name ("customer number 40012345").
    const named = new RegExp(String.raw`\b${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\s+(?:is\s+)?(?:"([^"]+)"|“([^”]+)”|([^\s"“”,;]+))`, 'i').exec(rest);
    const email = EMAIL.exec(rest)?.[0] ?? (named ? (named[1] ?? named[2] ?? named[3])! : undefined);
    if (pw && email) {
      who = literal(email);
      password = literal((pw[1] ?? pw[2] ?? pw[3])!);
      // Nothing else said: "with", "as", "and", "the", the box's name, the e-mail and the password.
      const left = rest.replace(pw[0], ' ').replace(named?.[0] ?? email, ' ').replace(email, ' ').replace(/\b(?:with|as|and|using|the|my|your|a|email|e-mail|address)\b|[",“”]/gi, ' ').trim();
      if (left) return undefined;
    } else if (!pw && quoted.length === 2 && /^(?:with|using)\s+["“][^"”]+["”]\s+and\s+["“][^"”]+["”]$/i.test(rest)) {
      who = literal(quoted[0]!);
      password = literal(quoted[1]!);
    } else return undefined;
  }
  return [
    program({ kind: 'action', name: 'enter', text: who, element: query({ description: str(name), type: 'input' }) }),
    program({ kind: 'action', name: 'enter', text: password, element: query({ description: str(secret), type: 'input' }) }),
    program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }),
  ];
}
