export * from './claims.js';
export * from './model.js';
export * from './rules.js';
export * from './workflow.js';
