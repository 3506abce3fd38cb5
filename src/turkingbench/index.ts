/**
 * TurkingBench (Xu et al., 2024) through russ-sdk: tasks, pages, metrics, solvers and the harness
 * behind `russ turk`. Depends on the runtime and the adapters; only the CLI depends on it.
 */
export { buildPage, listTasks, loadTask, parseCsv, TurkTaskError, type TurkInstance, type TurkTask } from './tasks.js';
export { checkboxSet, goldAnswer, holdsGold, majority, normalizeAnswer, porterStem, rougeL, rougeTokens, scoreField, type FieldType } from './metrics.js';
export { TurkHarness, type FieldResult, type InstanceResult, type Solver, type SolverField, type SolverInput, type SolverStep, type TurkHarnessOptions } from './harness.js';
export { instructionsSolver, moduleSolver, nothingSolver, oracleSolver, StepRunner } from './solvers.js';
export { distinctAnchors, instructionsFor, shortOptionText, shortQuestion, uniqueOptionTexts, withOrdinal, type Anchor } from './instructions.js';
export { vendorFile } from './server.js';
