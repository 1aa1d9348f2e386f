export * from './insights.schemas.js';
export * from './stats.js';
