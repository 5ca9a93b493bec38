import {
  AdvancedCategories,
  AdvancedRows,
  isNotAvailable,
  parseAdvancedPayload,
  DNS_RESOLVER_DISTANCE_INSIGHT_KM,
  DOWNLOAD_SPEED_INSIGHT_MBPS,
  quantile,
  type AdvancedResult,
  type AdvancedRowCategory,
  type AdvancedRowId,
  type Report,
} from '@netlens/core';
import type { ConfidenceInterval } from '@netlens/core/stats';
import {
  formatCount,
  formatDistance,
  formatList,
  formatMs,
  formatMsFine,
  formatMsRange,
  formatPercent,
  formatPercentRange,
} from '../../ui/format';
import type { DetailRow, RowStatus, RowText } from '../../ui/rowTypes';
import { formatSpeed } from './format';

const k = (key: string, params?: Record<string, string | RowText>): RowText => ({
  key: `livetest.values.${key}`,
  params,
});
const dist = (km: number, lang: string) => {
  const d = formatDistance(km, lang);
  return `${d.km} (${d.mi})`;
};
/**
 * A figure with its 95% interval, "24.1 ms (23.6–24.9 ms)", or "(not enough samples)"; a result of
 * an older client, which sent no interval (undefined), shows the figure alone.
 */
function stated(
  value: number,
  interval: ConfidenceInterval | null | undefined,
  kind: 'ms' | 'share',
  lang: string,
) {
  if (interval === undefined) return kind === 'ms' ? formatMs(value, lang) : formatPercent(value, lang);
  const [figure, range] = kind === 'ms' ? [formatMsFine, formatMsRange] : [formatPercent, formatPercentRange];
  const text: RowText = interval
    ? { text: range(interval.lower, interval.upper, lang) }
    : { key: 'interval.notEnough' };
  return { key: 'interval.stated', params: { value: figure(value, lang), range: text } };
}
type Texts<R extends AdvancedRowId> = (r: AdvancedResult<AdvancedRowCategory<R>>, lang: string) => RowText[];

/** What each advanced row of the Details says about its category's result, by row id. */
const texts: { [R in AdvancedRowId]: Texts<R> } = {
  proxy: (r, lang) =>
    r.proxies.length === 0
      ? [k('proxyNone')]
      : r.proxies.flatMap((p) => [
          k(`proxy.${p.source}`, { url: p.url }),
          ...(p.distanceKm === null ? [] : [k('proxyDistance', { distance: dist(p.distanceKm, lang) })]),
        ]),
  vpn: (r, lang) => [
    r.vpnInterfaces.length ? k('vpnFound', { names: formatList(r.vpnInterfaces, lang) }) : k('vpnNone'),
    ...r.routes.map((x) =>
      k(`route.${x.workload}.${x.classification}`, { host: x.host, via: x.interface ?? '?' }),
    ),
  ],
  dnsPerformance: (r, lang) => {
    const ok = r.lookups.filter((l) => l.ms !== null).map((l) => l.ms!);
    const failed = r.lookups.filter((l) => l.ms === null).map((l) => l.host);
    const out: RowText[] = [];
    if (ok.length) {
      out.push(
        k('dnsTime', {
          ms: formatMs(quantile(ok, 0.5, 'nearest-rank'), lang),
          count: formatCount(ok.length, lang),
        }),
      );
    }
    if (failed.length) out.push(k('dnsFailed', { hosts: formatList(failed, lang) }));
    if (r.servers.length) out.push(k('dnsServers', { servers: formatList(r.servers, lang) }));
    return out.length ? out : [k('dnsNoHosts')];
  },
  dnsResolver: (r, lang) => {
    if (r.resolverIp === null) return [k('resolverUnknown'), ...(r.error ? [{ text: r.error }] : [])];
    const place = [r.city, r.country].filter(Boolean).join(', ');
    const out = [
      place ? k('resolverAt', { ip: r.resolverIp, place }) : k('resolverIp', { ip: r.resolverIp }),
    ];
    if (r.distanceKm !== null) out.push(k('resolverDistance', { distance: dist(r.distanceKm, lang) }));
    if ((r.distanceKm ?? 0) > DNS_RESOLVER_DISTANCE_INSIGHT_KM) out.push(k('resolverFar'));
    return out;
  },
  downloadSpeed: (r, lang) => [
    k('speed', { speed: formatSpeed(r.downloadMBps, lang) }),
    ...(r.downloadMBps < DOWNLOAD_SPEED_INSIGHT_MBPS ? [k('speedLow')] : []),
  ],
  bufferBloat: (r, lang) => [
    k('bloat', { ms: formatMs(Math.max(0, r.bloatMs), lang) }),
    k('bloatDetail', { idle: formatMs(r.idleMs, lang), loaded: formatMs(r.loadedMs, lang) }),
  ],
  media: (r, lang) =>
    r.udpBlocked
      ? [k('udpBlocked', { relay: r.relay })]
      : [
          k('media', {
            loss: stated(r.lossShare, r.lossShareInterval, 'share', lang),
            rtt: r.rttMs === null ? '—' : stated(r.rttMs, r.rttIntervalMs, 'ms', lang),
            jitter: r.jitterMs === null ? '—' : stated(r.jitterMs, r.jitterIntervalMs, 'ms', lang),
          }),
          k('mediaTargets'),
          ...(r.rttIntervalMs === undefined ? [] : [{ key: 'interval.mediaNote' }]),
        ],
  connectivity: (r, lang) => {
    const bad = r.checks.filter((c) => c.outcome !== 'Successful');
    const out: RowText[] = [
      bad.length === 0
        ? k('connectivityOk', { count: formatCount(r.checks.length, lang) })
        : k('connectivityFailed', {
            failed: formatCount(bad.length, lang),
            count: formatCount(r.checks.length, lang),
          }),
    ];
    const list = r.endpointList;
    if (list) {
      const params = {
        instance: list.instance,
        version: list.version,
        count: formatCount(list.endpoints, lang),
        tested: formatCount(list.tested, lang),
      };
      out.push(k(list.tested < list.endpoints ? 'endpointListCapped' : 'endpointList', params));
    }
    for (const c of bad.slice(0, 10)) {
      out.push(
        c.outcome === 'SslBreak'
          ? k('tlsInspection', { host: c.host, issuer: c.issuer ?? '?' })
          : k(`outcome.${c.outcome}`, { endpoint: `${c.protocol}://${c.host}:${c.port}` }),
      );
    }
    return out;
  },
  webSocket: (r, lang) =>
    r.connected && r.latencyMs !== null
      ? [k('wsConnected', { ms: formatMs(r.latencyMs, lang) })]
      : [k('wsFailed'), ...(r.error ? [{ text: r.error }] : [])],
  networkPath: (r, lang) => [
    ...r.targets.flatMap((t): RowText[] => {
      if (t.hops.length) {
        const list = t.hops.map((h) => `${h.address ?? '*'}${h.asn ? ` (AS${h.asn})` : ''}`).join(' → ');
        return [k('path', { host: t.host, list })];
      }
      const e = t.estimate;
      if (!e) return [k('pathNone', { host: t.host, reason: t.error ?? '' })];
      return [
        e.hopCount === null
          ? k('pathHopCountUnknown', { host: t.host })
          : k('pathHopCount', { host: t.host, count: formatCount(e.hopCount, lang) }),
        e.connectMs === null
          ? k('pathConnectFailed', { port: String(e.port), reason: e.error ?? '' })
          : k('pathConnect', { port: String(e.port), ms: formatMs(e.connectMs, lang) }),
      ];
    }),
    ...(r.missingTool ? [k(`pathTool.${r.missingTool.os}`)] : []),
  ],
  networkInterface: (r, lang) => [
    r.defaultInterface ? k('defaultInterface', { name: r.defaultInterface }) : k('noDefaultInterface'),
    k('interfaces', {
      names:
        formatList(
          r.interfaces.filter((i) => !i.internal).map((i) => i.name),
          lang,
        ) || '—',
    }),
  ],
  arp: (r, lang) =>
    r.conflict
      ? [k('arpConflict', { ip: r.gateway ?? '?', macs: formatList(r.gatewayMacs, lang) })]
      : r.gateway && r.gatewayMacs[0]
        ? [k('arpGateway', { ip: r.gateway, mac: r.gatewayMacs[0] })]
        : [k('arpNoGateway')],
  congestion: (r, lang) => [
    k('congestion', { sd: formatMs(r.stdDevMs, lang), count: formatCount(r.samples, lang) }),
    k('congestionDetail', {
      min: formatMs(r.minMs, lang),
      median: formatMs(r.medianMs, lang),
      max: formatMs(r.maxMs, lang),
    }),
  ],
};

/**
 * The advanced rows: "Runs with the advanced test" until a result arrives, then its verdict and
 * values, or that the server does not offer the test.
 */
export function liveRows(report: Report, lang: string): DetailRow[] {
  return AdvancedRows.map(({ id, category, verdict }) => {
    const { field } = AdvancedCategories[category];
    const parsed = parseAdvancedPayload(category, report[field]);
    if (report[field] === null || report[field] === undefined || !parsed.success) {
      return { id, group: 'advanced', status: 'advanced', texts: [{ key: 'report.values.advancedPending' }] };
    }
    if (isNotAvailable(parsed.data)) {
      const { needs } = parsed.data.notAvailable;
      const text = needs === 'liveRun' ? k('notAvailableRun') : k('notAvailable', { setting: needs });
      return { id, group: 'advanced', status: 'unavailable', texts: [text] };
    }
    // The result of this row's category, as its schema parsed it.
    const result = parsed.data as never;
    const judged = verdict(result);
    const status: RowStatus = judged === 'failed' || judged === 'notAvailable' ? 'unavailable' : judged;
    return { id, group: 'advanced', status, texts: texts[id](result, lang) };
  });
}
