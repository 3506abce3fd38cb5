// Dev helper: runs `russ heal-eval` from the sources (no build): npx tsx training/heal/run-eval.mts DIR
import { command } from '../../src/cli/heal-eval.js';
process.exitCode = await command.run(process.argv.slice(2));
