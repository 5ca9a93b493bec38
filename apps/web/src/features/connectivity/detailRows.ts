import { PEER_MIN_ORGANISATIONS, insightsOf, type InsightState, type Report } from '@netlens/core';
import { advancedRows } from '../livetest';
import { browserPlace, egressPlace, frontDoorPlace } from './reportPlaces';
import { formatCount, formatDistance, formatList, formatMs, formatPercent } from '../../ui/format';
import type { DetailRow, RowStatus, RowText } from '../../ui/rowTypes';

export type { DetailRow, RowGroup, RowStatus, RowText } from '../../ui/rowTypes';

const statusOf = (state: InsightState): RowStatus => (state === 'unavailable' ? 'unavailable' : state);
const unknown: RowText = { key: 'report.values.unknown' };

function locationRows(report: Report, lang: string): DetailRow[] {
  const { egressNetwork: net } = report;
  const here = browserPlace(report);
  const egress = egressPlace(report, lang);
  const distance = report.browserToEgressLocationDistance;
  const insights = insightsOf(report);
  return [
    {
      id: 'yourLocation',
      group: 'location',
      status: 'info',
      texts: [
        here ? { text: here } : unknown,
        { key: report.browserLocationIsAutoDetected ? 'report.values.autoDetected' : 'report.values.typed' },
      ],
    },
    {
      id: 'egressLocation',
      group: 'location',
      status: egress ? 'info' : 'unavailable',
      texts: [
        egress ? { text: egress } : unknown,
        ...(net.asn !== null
          ? [{ key: 'report.values.network', params: { asn: String(net.asn), name: net.name ?? '' } }]
          : []),
      ],
    },
    {
      id: 'egressDistance',
      group: 'location',
      status: statusOf(insights.egressDistance),
      texts:
        distance === null
          ? [unknown]
          : [
              { key: 'report.values.distance', params: formatDistance(distance, lang) },
              ...(insights.egressDistance === 'insight' ? [{ key: 'report.values.egressFar' }] : []),
            ],
    },
  ];
}

function mailRows(report: Report, lang: string): DetailRow[] {
  const insights = insightsOf(report);
  const current = report.currentFrontDoor;
  // Lists name cities only: "Osaka, Japan and Tokyo, Japan" reads as four places.
  const best = report.optimalFrontDoors.map((f) => f.city);
  const doorTexts: RowText[] = current
    ? [{ text: frontDoorPlace(current) }]
    : [{ key: 'report.values.noFrontDoor' }];
  if (insights.mailFrontDoor === 'favourable') doorTexts.push({ key: 'report.values.frontDoorOptimal' });
  if (insights.mailFrontDoor === 'insight' && best.length > 0) {
    doorTexts.push({ key: 'report.values.frontDoorNotOptimal', params: { best: formatList(best, lang) } });
  }
  const { peers } = report;
  const peerTexts: RowText[] =
    peers.betterShare === null
      ? [
          {
            key: 'report.values.peersTooFew',
            params: {
              count: formatCount(peers.organisationCount, lang),
              min: formatCount(PEER_MIN_ORGANISATIONS, lang),
            },
          },
        ]
      : [
          {
            key: 'report.values.peersBetter',
            params: {
              share: formatPercent(peers.betterShare, lang),
              count: formatCount(peers.organisationCount, lang),
            },
          },
        ];
  const best1 = report.bestPossibleLatency;
  const improvement = peers.potentialImprovementMs;
  return [
    {
      id: 'mailFrontDoor',
      group: 'mail',
      // Known but not comparable (no egress location): plain information, not "no data".
      status: current && insights.mailFrontDoor === 'unavailable' ? 'info' : statusOf(insights.mailFrontDoor),
      texts: doorTexts,
    },
    {
      id: 'mailLatency',
      group: 'mail',
      status: 'info',
      texts: [{ key: 'report.values.lowest', params: { value: formatMs(report.measuredLatency, lang) } }],
    },
    {
      id: 'bestLatency',
      group: 'mail',
      status: best1 === null ? 'unavailable' : 'info',
      texts: [
        best1 === null ? unknown : { text: formatMs(best1, lang) },
        ...(improvement !== null && improvement > 0
          ? [{ key: 'report.values.improvement', params: { value: formatMs(improvement, lang) } }]
          : []),
      ],
    },
    { id: 'betterPeers', group: 'mail', status: statusOf(insights.betterPeers), texts: peerTexts },
  ];
}

/** The Details rows of a report, grouped, each favourable, an insight, or information. */
export function detailRows(report: Report, lang: string): DetailRow[] {
  const files = report.optimalSharePointFrontDoors.map((f) => f.city);
  const filesRow: DetailRow = {
    id: 'filesFrontDoor',
    group: 'files',
    status: files.length > 0 ? 'info' : 'unavailable',
    texts: [
      files.length > 0
        ? { key: 'report.values.bestFrontDoors', params: { list: formatList(files, lang) } }
        : unknown,
      { key: 'report.values.filesInUse' },
    ],
  };
  return [...locationRows(report, lang), ...mailRows(report, lang), filesRow, ...advancedRows(report, lang)];
}
