export * from './compliance.js';
export * from './training-plan.schemas.js';
