#!/usr/bin/env node
import('../dist/cli.js').then((m) => m.main(process.argv.slice(2))).then(
  (code) => { process.exitCode = code ?? 0; },
  (err) => { console.error(`russ: internal error: ${err?.message ?? err}`); process.exitCode = 1; },
);
