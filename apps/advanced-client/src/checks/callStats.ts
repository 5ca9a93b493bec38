import {
  meanInterval,
  median,
  medianInterval,
  proportionInterval,
  type ConfidenceInterval,
} from '@netlens/core/stats';
import { round2 } from '../lib/stats.js';

/** A call's figures, as irtt reports them for the same packets, each with its 95 % confidence interval. */
export interface CallStats {
  received: number;
  /** Share of the packets sent that got no echo before the call ended (late echoes count as lost). */
  lossShare: number;
  /** The loss share's Wilson 95 % interval; null for a call that sent nothing. */
  lossShareInterval: ConfidenceInterval | null;
  /** Median round-trip time, ms: the middle one, or the mean of the middle two. */
  rttMs: number | null;
  /** The median RTT's distribution-free 95 % interval (order statistics); null below 6 echoes. */
  rttIntervalMs: ConfidenceInterval | null;
  /**
   * Mean absolute round-trip IPDV, ms (RFC 5481's packet delay variation): |RTT(n) − RTT(n − 1)|
   * over consecutive sequence numbers both echoed, whatever order the echoes came back in. This
   * is irtt's `ipdv_round_trip.mean`; for a uniform 0…J delay it is J/3.
   */
  jitterMs: number | null;
  /** The mean |IPDV|'s 95 % interval (neighbouring differences share a packet); null below 30 pairs. */
  jitterIntervalMs: ConfidenceInterval | null;
}

const roundInterval = (ci: ConfidenceInterval | null, round: (x: number) => number) =>
  ci && { ...ci, lower: round(ci.lower), upper: round(ci.upper) };
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Loss, median RTT and jitter of a call of `sent` packets from the RTT of each echoed sequence number. */
export function callStats(sent: number, rtts: ReadonlyMap<number, number>): CallStats {
  const ipdv: [seq: number, ms: number][] = [];
  for (const [seq, rtt] of rtts) {
    const previous = rtts.get(seq - 1);
    if (previous !== undefined) ipdv.push([seq, Math.abs(rtt - previous)]);
  }
  // In sequence order, so neighbours in the series are neighbours in the call.
  const series = ipdv.sort((a, b) => a[0] - b[0]).map(([, ms]) => ms);
  const received = rtts.size;
  const lost = Math.max(0, sent - received);
  const values = [...rtts.values()];
  return {
    received,
    lossShare: sent === 0 ? 1 : lost / sent,
    lossShareInterval: roundInterval(proportionInterval(lost, sent), round4),
    rttMs: received ? round2(median(values)) : null,
    rttIntervalMs: roundInterval(medianInterval(values), round2),
    jitterMs: series.length ? round2(series.reduce((a, b) => a + b, 0) / series.length) : null,
    jitterIntervalMs: roundInterval(meanInterval(series), round2),
  };
}
