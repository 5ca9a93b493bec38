/** The UDP media echo relay of the advanced test. */
export { startMediaRelay, type MediaRelay } from './relay.js';
