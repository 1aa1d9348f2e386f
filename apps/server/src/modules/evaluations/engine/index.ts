/*
 * Public API of the adaptive-test engine; see README.md. Other files in this folder are internal.
 */
export type { AbilityEstimate, CatItem, CatResponse, ItemLevel, ItemParameters, RandomFn } from './engine.types.js';
export type { CatConfig } from './cat.config.js';
export {
  DEFAULT_CAT_CONFIG,
  FINAL_MAX_ITEMS,
  PASS_MARK_HOLD_Z,
  PRETEST_MAX_ITEMS,
  resolveCatConfig,
} from './cat.config.js';
export { DEFAULT_DISCRIMINATION, difficultyForLevel, itemInformation, probabilityCorrect } from './irt.model.js';
export type { AbilityEstimateOptions, ScoredAnswer } from './ability.estimator.js';
export { estimateAbility } from './ability.estimator.js';
export { weightedLikelihoodAbility } from './weighted-likelihood.estimator.js';
export type { AnsweredRef, SeenItems, SelectNextItemInput } from './item.selector.js';
export { selectNextItem } from './item.selector.js';
export type { StopDecision, StopDecisionInput, StopReason } from './stopping.rule.js';
export { stopDecision } from './stopping.rule.js';
export type { LearningGain, MasteryLevel, TopicMastery, TopicMasteryOptions } from './scoring.rules.js';
export { abilityAtPassMark, learningGain, passed, scoreFromAbility, topicMastery } from './scoring.rules.js';
export type { CatProgress, CatResult, CatState, CatStep } from './cat.session.js';
export { nextStep } from './cat.session.js';
export type { SimulateCatInput, SimulatedCat } from './cat.simulation.js';
export { simulateCat } from './cat.simulation.js';
export type {
  CalibratedItem,
  CalibrationAnswer,
  CalibrationModel,
  CalibrationOptions,
  CalibrationResult,
} from './item.calibrator.js';
export { calibrateItems } from './item.calibrator.js';
export type { SympsonHetterInput, SympsonHetterParameters } from './exposure.control.js';
export { sympsonHetterParameters } from './exposure.control.js';
export { createRandom, seedFromString } from './random.util.js';
