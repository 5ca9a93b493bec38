export * from './client.js';
export * from './hub.js';
export * from './insights.js';
export * from './media.js';
export * from './registry.js';
export * from './results.js';
export * from './service.js';
