export * from './events.js';
export * from './path.js';
