/** The UDP media echo relay of the advanced test. */
export { RELAY_LIMITS, startMediaRelay, type MediaRelay, type RelayLimits } from './relay.js';
export type { RunKeyLookup } from './keys.js';
