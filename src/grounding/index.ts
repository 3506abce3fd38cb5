/**
 * Grounding (RUSS §3.3): element queries → elements of a page model, with scores, reasons, a
 * calibrated confidence and a robust selector.
 */
export { ground, groundQuery, queryOfProgram, actionHints, defaultWordVectors, GroundingError, CONFIDENCE_TEMPERATURE, NTH_MARGIN, type GroundOptions, type GroundResult } from './ground.js';
export { rankElements, relationScore, fitsKind, WEIGHTS, type Candidate, type ScoreOptions } from './score.js';
export { selectorFor, resolveSelector, selectorCandidates, looksGenerated, SelectorError, SELECTOR_COSTS } from './selector.js';
export { WordVectors, loadWordVectors } from '../word-vectors.js';
export { heal, healAll, recordStep, HealError, DEFAULT_HEAL_MIN_SCORE, DEFAULT_HEAL_MIN_CONFIDENCE, type RecordedStep, type HealResult, type HealOptions, type HealAllOptions, type HealStatus } from './heal.js';
export { loadEmbedder, semanticScores, MAX_EMBEDDED_ELEMENTS, type Embedder, type LoadEmbedderOptions } from './embedder.js';
export { fingerprintOf, withCopies, readFingerprint, matchFingerprint, matchJoint, JOINT_FEATURES, FINGERPRINT_VERSION, FEATURES as FINGERPRINT_FEATURES, type Fingerprint, type FingerprintMatch, type JointMatch, type HealModel } from './fingerprint.js';
export { repeatedItems, repeatedGroups, pickItem, priceIn, type RepeatedItem } from './repeated.js';
export { nearestToContext } from './page-index.js';
