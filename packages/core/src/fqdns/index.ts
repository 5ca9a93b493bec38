export * from './model.js';
export * from './rules.js';
export * from './assignment-workflow.js';
export * from './ocdi.js';
export * from './ocdi-rules.js';
export * from './ocdi-workflow.js';
