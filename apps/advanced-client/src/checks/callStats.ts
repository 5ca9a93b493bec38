import { median } from '@netlens/core/stats';
import { round2 } from '../lib/stats.js';

/** A call's figures, as irtt reports them for the same packets. */
export interface CallStats {
  received: number;
  /** Share of the packets sent that got no echo before the call ended (late echoes count as lost). */
  lossShare: number;
  /** Median round-trip time, ms: the middle one, or the mean of the middle two. */
  rttMs: number | null;
  /**
   * Mean absolute round-trip IPDV, ms (RFC 5481's packet delay variation): |RTT(n) − RTT(n − 1)|
   * over consecutive sequence numbers both echoed, whatever order the echoes came back in. This
   * is irtt's `ipdv_round_trip.mean`; for a uniform 0…J delay it is J/3.
   */
  jitterMs: number | null;
}

/** Loss, median RTT and jitter of a call of `sent` packets from the RTT of each echoed sequence number. */
export function callStats(sent: number, rtts: ReadonlyMap<number, number>): CallStats {
  let ipdvSum = 0;
  let ipdvCount = 0;
  for (const [seq, rtt] of rtts) {
    const previous = rtts.get(seq - 1);
    if (previous === undefined) continue;
    ipdvSum += Math.abs(rtt - previous);
    ipdvCount++;
  }
  const received = rtts.size;
  return {
    received,
    lossShare: sent === 0 ? 1 : Math.max(0, sent - received) / sent,
    rttMs: received ? round2(median([...rtts.values()])) : null,
    jitterMs: ipdvCount ? round2(ipdvSum / ipdvCount) : null,
  };
}
