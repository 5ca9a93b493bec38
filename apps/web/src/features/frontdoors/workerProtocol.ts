import type { FrontDoor } from '@netlens/core';
import type { ProbeResult } from './probe';

/** What the page asks the probe worker: time this front door, or stop early. */
export type ProbeRequest = { type: 'start'; frontDoor: FrontDoor } | { type: 'stop' };

/** What the probe worker says: that it has loaded, progress, then the result (or why it could not run). */
export type ProbeReply =
  | { type: 'ready' }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: ProbeResult }
  | { type: 'failed'; message: string };
