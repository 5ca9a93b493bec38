export * from './model.js';
export * from './rules.js';
