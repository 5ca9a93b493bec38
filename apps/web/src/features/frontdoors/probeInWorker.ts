import type { FrontDoor } from '@netlens/core';
import { whenIdle } from '../../lib/idle';
import { probeFrontDoor, type ProbeEnv, type ProbeResult } from './probe';
import type { ProbeReply, ProbeRequest } from './workerProtocol';

/** The worker started ahead of a run, and whether it has loaded. */
let spare: { worker: Worker; ready: boolean } | null = null;

/** Starts a worker ahead of the run (the start page does), so Run test does not wait for it to load. */
export function prewarmProbeWorker(): void {
  if (spare || typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./probeWorker.ts', import.meta.url), { type: 'module' });
    const entry = { worker, ready: false };
    worker.onmessage = ({ data }: MessageEvent<ProbeReply>) => {
      if (data.type === 'ready') entry.ready = true;
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      if (spare === entry) spare = null;
    };
    spare = entry;
  } catch {
    spare = null;
  }
}

/** The loaded spare worker, if there is one; it serves one run. */
function takeReadyWorker(): Worker | null {
  if (!spare?.ready) return null;
  const { worker } = spare;
  spare = null;
  return worker;
}

/**
 * probeFrontDoor in the loaded spare worker, so rendering the page never delays a sample; in the
 * page itself when no worker has loaded yet (or workers are unavailable, or it fails before its
 * first answer). Same contract as probeFrontDoor.
 */
export function probeInWorker(
  frontDoor: FrontDoor,
  onProgress: (done: number, total: number) => void,
  env?: ProbeEnv,
  signal?: AbortSignal,
): Promise<ProbeResult> {
  const worker = env ? null : takeReadyWorker();
  if (!worker) return probeFrontDoor(frontDoor, onProgress, env, signal);
  return new Promise<ProbeResult>((resolve, reject) => {
    let started = false;
    const send = (request: ProbeRequest) => worker.postMessage(request);
    const stop = () => send({ type: 'stop' });
    const finish = () => {
      signal?.removeEventListener('abort', stop);
      // Ending a worker takes a few milliseconds: the run goes on with the result first.
      whenIdle(() => worker.terminate());
    };
    worker.onmessage = ({ data }: MessageEvent<ProbeReply>) => {
      started = true;
      if (data.type === 'ready') return;
      if (data.type === 'progress') return onProgress(data.done, data.total);
      finish();
      if (data.type === 'done') resolve(data.result);
      else reject(new Error(`Probe worker failed: ${data.message}`));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      if (started) reject(new Error(`Probe worker failed: ${event.message}`));
      else probeFrontDoor(frontDoor, onProgress, undefined, signal).then(resolve, reject);
    };
    signal?.addEventListener('abort', stop);
    send({ type: 'start', frontDoor });
  });
}
