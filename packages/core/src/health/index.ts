export * from './scores.js';
