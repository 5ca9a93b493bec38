export * from './location.js';
export * from './remap.js';
