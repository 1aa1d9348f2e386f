export * from './company.schemas.js';
export * from './minimum-standards.js';
export * from './nit.js';
