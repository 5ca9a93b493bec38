export * from './internetType.js';
