export * from './environments.js';
export * from './flags.js';
