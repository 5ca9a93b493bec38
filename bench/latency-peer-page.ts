/// <reference lib="dom" />
// Browser entry of the benchmark-only peer page (bundled by latency-accuracy.ts with esbuild):
// Cloudflare's open-source speed test library, latency phase only, pointed at our front door.
import SpeedTest from '@cloudflare/speedtest';

/** What one run of the peer reports. */
export interface PeerResult {
  /** Its reported unloaded latency (the median of its pings by default), ms. */
  latency: number;
  /** Every ping as it measured it, ms. */
  points: number[];
}

declare global {
  interface Window {
    runPeer: (probeBase: string, pings: number) => Promise<PeerResult>;
  }
}

/**
 * Its latency pings are `GET {downloadApiUrl}?bytes=0&during=idle`, timed as Resource Timing's
 * responseStart − requestStart minus any server time the answer declares (ours declares none).
 * Our /probe/download refuses bytes=0, but /probe/latency answers any query, so pointing
 * downloadApiUrl at it gives the peer the very endpoint and path our page probes, with no hop of
 * its own. Result logging to its service is switched off.
 */
window.runPeer = (probeBase, pings) =>
  new Promise<PeerResult>((resolve, reject) => {
    const engine = new SpeedTest({
      autoStart: false,
      downloadApiUrl: `${probeBase}probe/latency`,
      uploadApiUrl: `${probeBase}probe/latency`,
      logAimApiUrl: null,
      logMeasurementApiUrl: null,
      measurements: [{ type: 'latency', numPackets: pings }],
    });
    engine.onFinish = (results) => {
      const latency = results.getUnloadedLatency();
      if (latency === undefined) reject(new Error('the peer measured no latency'));
      else resolve({ latency, points: results.getUnloadedLatencyPoints() });
    };
    engine.onError = (message) => reject(new Error(message));
    engine.play();
  });
