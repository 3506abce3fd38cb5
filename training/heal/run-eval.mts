// Dev helper: runs `russ heal-eval` from the sources (no build): npx tsx training/heal/run-eval.mts DIR [options]
import { main } from '../../src/cli/index.js';
process.exitCode = await main(['heal-eval', ...process.argv.slice(2)]);
