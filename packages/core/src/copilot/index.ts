export * from './results.js';
