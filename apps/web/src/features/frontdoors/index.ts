// What the rest of the app uses of `frontdoors`: the catalogue, the probes and their progress.
export type { ProbeResult } from './probe';
export { probeInWorker, prewarmProbeWorker } from './probeInWorker';
export { ProbeProgress } from './ProbeProgress';
export { frontDoorsFor, prefetchFrontDoors } from './queries';
export { mailProbeTarget, probeBaseFor, servingMailFrontDoor } from './target';
