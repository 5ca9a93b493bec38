import { z } from '../zod.js';
import {
  arpVerdict,
  bloatVerdict,
  bufferBloatVerdict,
  congestionVerdict,
  connectivityVerdict,
  dnsConnectivityVerdict,
  dnsResolverVerdict,
  downloadSpeedVerdict,
  networkInterfaceVerdict,
  proxyVerdict,
  skypeVerdict,
  tracerouteVerdict,
  vpnVerdict,
  webSocketVerdict,
  type AdvancedVerdict,
} from './insights.js';
import {
  ArpResultSchema,
  NotAvailableResultSchema,
  BufferBloatResultSchema,
  CongestionResultSchema,
  ConnectivityResultSchema,
  DnsConnectivityResultSchema,
  DnsResolverResultSchema,
  NetworkInterfaceResultSchema,
  ProxyResultSchema,
  SkypeResultSchema,
  TracerouteResultSchema,
  VpnResultSchema,
  WebSocketResultSchema,
  type NotAvailableResult,
} from './results.js';

// The one list of the advanced client's tests. Everything else that names a test (the live
// channel's events, the report's fields, the reports table's columns, the verdicts, the rows of
// the report's Details) is derived from it, so a new test is one entry here plus its rendering in
// the web app (and a migration adding its column: past migrations keep their own lists).

type Verdict<S extends z.ZodType> = (result: z.infer<S>) => AdvancedVerdict;

/** A row of the report's Details that a test fills. */
interface RowSpec<S extends z.ZodType> {
  /** Its position among the advanced rows of the Details (ascending; spaced so rows fit between). */
  order: number;
  /** The row's own verdict where it judges part of the result; else the test's verdict. */
  verdict?: Verdict<S>;
}

/** One test of the advanced client as every layer knows it. */
interface TestSpec<
  S extends z.ZodType,
  T extends string,
  F extends string,
  Col extends string,
  R extends string,
> {
  /** Its name on the client's command line and in its results file (docs/THRESHOLDS.md, test names). */
  test: T;
  /** The report field (API) its result fills. */
  field: F;
  /** The column of the reports table that stores its result (JSON text, null until reported). */
  column: Col;
  /**
   * Its result, as the live channel carries it and the report stores it (or NotAvailableResult
   * in its place: parseAdvancedPayload).
   */
  schema: S;
  /** How its result reads, by the thresholds of docs/THRESHOLDS.md. */
  verdict: Verdict<S>;
  /** The rows of the report's Details it fills, by row id (the web app renders them). */
  rows: Record<R, RowSpec<S>>;
}

function advancedTest<
  S extends z.ZodType,
  T extends string,
  F extends string,
  Col extends string,
  R extends string,
>(spec: TestSpec<S, T, F, Col, R>) {
  const rows = {} as Record<R, Required<RowSpec<S>>>;
  for (const id of Object.keys(spec.rows) as R[]) {
    rows[id] = { order: spec.rows[id].order, verdict: spec.rows[id].verdict ?? spec.verdict };
  }
  return { ...spec, rows };
}

/**
 * Every test of the advanced client, by the name of its result event on the live channel, in the
 * order the client runs them.
 */
export const AdvancedCategories = {
  Connectivity: advancedTest({
    test: 'connectivity',
    field: 'connectivity',
    column: 'connectivity',
    schema: ConnectivityResultSchema,
    verdict: connectivityVerdict,
    rows: { connectivity: { order: 80 } },
  }),
  DnsConnectivity: advancedTest({
    test: 'dnsConnectivityPerf',
    field: 'dnsPerformance',
    column: 'dns_performance',
    schema: DnsConnectivityResultSchema,
    verdict: dnsConnectivityVerdict,
    rows: { dnsPerformance: { order: 30 } },
  }),
  Skype: advancedTest({
    test: 'skype',
    field: 'skype',
    column: 'skype',
    schema: SkypeResultSchema,
    verdict: skypeVerdict,
    rows: { media: { order: 70 } },
  }),
  BufferBloat: advancedTest({
    test: 'bufferBloat',
    field: 'bufferBloat',
    column: 'buffer_bloat',
    schema: BufferBloatResultSchema,
    verdict: bufferBloatVerdict,
    rows: {
      downloadSpeed: { order: 50, verdict: downloadSpeedVerdict },
      bufferBloat: { order: 60, verdict: bloatVerdict },
    },
  }),
  WebSocket: advancedTest({
    test: 'websocket',
    field: 'webSocket',
    column: 'web_socket',
    schema: WebSocketResultSchema,
    verdict: webSocketVerdict,
    rows: { webSocket: { order: 90 } },
  }),
  NetworkInterface: advancedTest({
    test: 'networkInterface',
    field: 'networkInterface',
    column: 'network_interface',
    schema: NetworkInterfaceResultSchema,
    verdict: networkInterfaceVerdict,
    rows: { networkInterface: { order: 110 } },
  }),
  DnsResolver: advancedTest({
    test: 'dnsResolverIdentification',
    field: 'dnsResolver',
    column: 'dns_resolver',
    schema: DnsResolverResultSchema,
    verdict: dnsResolverVerdict,
    rows: { dnsResolver: { order: 40 } },
  }),
  Proxy: advancedTest({
    test: 'proxy',
    field: 'proxies',
    column: 'proxies',
    schema: ProxyResultSchema,
    verdict: proxyVerdict,
    rows: { proxy: { order: 10 } },
  }),
  Vpn: advancedTest({
    test: 'vpn',
    field: 'vpns',
    column: 'vpns',
    schema: VpnResultSchema,
    verdict: vpnVerdict,
    rows: { vpn: { order: 20 } },
  }),
  Traceroute: advancedTest({
    test: 'traceroute',
    field: 'traceroutes',
    column: 'traceroutes',
    schema: TracerouteResultSchema,
    verdict: tracerouteVerdict,
    rows: { networkPath: { order: 100 } },
  }),
  Arp: advancedTest({
    test: 'arp',
    field: 'arp',
    column: 'arp',
    schema: ArpResultSchema,
    verdict: arpVerdict,
    rows: { arp: { order: 120 } },
  }),
  Congestion: advancedTest({
    test: 'congestion',
    field: 'congestion',
    column: 'congestion',
    schema: CongestionResultSchema,
    verdict: congestionVerdict,
    rows: { congestion: { order: 130 } },
  }),
};

type Registry = typeof AdvancedCategories;
/** A result event of the live channel: one test of the advanced client. */
export type AdvancedCategory = keyof Registry;
export type AdvancedResult<C extends AdvancedCategory> = z.infer<Registry[C]['schema']>;
/** What a test publishes and its report field stores: its result, or that it is not available. */
export type AdvancedPayload<C extends AdvancedCategory> = AdvancedResult<C> | NotAvailableResult;
/** A result of every test, by category: what a complete run produces. */
export type AdvancedResults = { [C in AdvancedCategory]: AdvancedResult<C> };
/** A report field an advanced result fills. */
export type AdvancedField = Registry[AdvancedCategory]['field'];
/** A reports-table column an advanced result is stored in. */
export type AdvancedColumn = Registry[AdvancedCategory]['column'];
export type AdvancedTestName = Registry[AdvancedCategory]['test'];
/** The id of a row of the report's Details that a category (by default any) fills. */
export type AdvancedRowId<C extends AdvancedCategory = AdvancedCategory> = C extends AdvancedCategory
  ? keyof Registry[C]['rows'] & string
  : never;
/** The category whose result a row of the Details shows. */
export type AdvancedRowCategory<R extends AdvancedRowId> = {
  [C in AdvancedCategory]: R extends AdvancedRowId<C> ? C : never;
}[AdvancedCategory];
/** A row of the report's Details filled by an advanced result, and its verdict on that result. */
export type AdvancedRow = {
  [C in AdvancedCategory]: {
    id: AdvancedRowId<C>;
    category: C;
    order: number;
    verdict: (result: AdvancedResult<C>) => AdvancedVerdict;
  };
}[AdvancedCategory];

/** Every result event, in the order the client runs the tests. */
export const AdvancedCategoryNames = Object.keys(AdvancedCategories) as AdvancedCategory[];
export const AdvancedTestNames = AdvancedCategoryNames.map((c) => AdvancedCategories[c].test);
/** The reports-table columns of the advanced results, in run order. */
export const AdvancedColumnNames = AdvancedCategoryNames.map((c) => AdvancedCategories[c].column);

/** Whether a string names a result event. */
export function isAdvancedCategory(name: string): name is AdvancedCategory {
  return Object.hasOwn(AdvancedCategories, name);
}

/** Whether a (parsed) payload says its test is not available rather than giving a result. */
export function isNotAvailable(payload: unknown): payload is NotAvailableResult {
  return typeof payload === 'object' && payload !== null && 'notAvailable' in payload;
}

/** Parses what a test published or a report stores: "not available" when it says so, else its result. */
export function parseAdvancedPayload<C extends AdvancedCategory>(
  category: C,
  value: unknown,
): z.ZodSafeParseResult<AdvancedPayload<C>> {
  const schema: z.ZodType = isNotAvailable(value)
    ? NotAvailableResultSchema
    : AdvancedCategories[category].schema;
  return schema.safeParse(value) as z.ZodSafeParseResult<AdvancedPayload<C>>;
}

/** The verdict on one category's result, by the thresholds of docs/THRESHOLDS.md. */
export function advancedVerdict<C extends AdvancedCategory>(
  category: C,
  payload: AdvancedPayload<C>,
): AdvancedVerdict {
  if (isNotAvailable(payload)) return 'notAvailable';
  return (AdvancedCategories[category].verdict as (r: AdvancedResult<C>) => AdvancedVerdict)(
    payload as AdvancedResult<C>,
  );
}

/** The advanced rows of the report's Details, in their order. */
export const AdvancedRows: readonly AdvancedRow[] = AdvancedCategoryNames.flatMap((category) =>
  Object.entries(
    AdvancedCategories[category].rows as Record<string, Omit<AdvancedRow, 'id' | 'category'>>,
  ).map(([id, row]) => ({ id, category, ...row }) as AdvancedRow),
).sort((a, b) => a.order - b.order);

const byField = <T>(value: () => T) =>
  Object.fromEntries(AdvancedCategoryNames.map((c) => [AdvancedCategories[c].field, value()])) as {
    [F in AdvancedField]: T;
  };

/**
 * The report's advanced fields: each result as stored, null until its test reports. Any JSON:
 * whoever shows a result parses it with its schema, since a stored one may predate a change.
 */
export const AdvancedReportFields = byField(() => z.unknown().nullable());

/** The advanced fields of a report no result has reached yet. */
export const NoAdvancedResults: { readonly [F in AdvancedField]: null } = Object.freeze(byField(() => null));
