export * from './location.js';
