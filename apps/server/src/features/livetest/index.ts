/** The advanced test: runs, the live channel, the client's plan and download. */
export { liveTestFeature } from './feature.js';
