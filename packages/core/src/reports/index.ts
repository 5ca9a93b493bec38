export * from './saved.js';
