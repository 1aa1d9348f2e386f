export * from './standards.data.js';
export * from './score.js';
export * from './obligations.js';
export * from './phva.schemas.js';
