export * from './model.js';
export * from './rules.js';
export * from './published.js';
export * from './validation.js';
export * from './workflow.js';
export * from './change-actions.js';
export * from './pac.js';
