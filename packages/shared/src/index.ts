export * from './errors.js';
export * from './zod-es.js';
export * from './auth/auth.schemas.js';
export * from './users/user.schemas.js';
export * from './system/system.schemas.js';
export * from './routes/route.schemas.js';
export * from './routes/learning.schemas.js';
export * from './evaluations/evaluation.schemas.js';
