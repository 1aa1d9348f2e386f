export * from './dashboard.schemas.js';
