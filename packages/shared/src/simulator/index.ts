export * from './gtc45.js';
export * from './gtc45-check.js';
export * from './scenario.schemas.js';
export * from './scenario-graph.js';
export * from './scenario-validation.js';
export * from './scenario-engine.js';
export * from './scenario-debrief.js';
export * from './simulator-api.schemas.js';
