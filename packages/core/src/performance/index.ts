export * from './model.js';
export * from './rules.js';
export * from './derive.js';
export * from './ranges.js';
