import type { ColumnType } from 'kysely';

/** Table shapes as Kysely sees them. Booleans are stored as 0/1 integers on both engines. */
export interface FeatureFlagTable {
  environment: string;
  name: string;
  value: number;
  updated_at: string;
  updated_by: string;
}

export interface TelemetryEventTable {
  id: string;
  session_id: string;
  kind: string;
  name: string;
  page: string | null;
  message: string | null;
  properties: string | null;
  language: string | null;
  occurred_at: string;
}

/** A connectivity report. JSON columns hold front doors, samples, bins and advanced results. */
export interface ReportTable {
  id: string;
  user_id: string | null;
  created_at: string;
  browser_city: string;
  browser_region: string;
  browser_country: string;
  browser_auto_detected: number;
  browser_latitude: number;
  browser_longitude: number;
  current_front_door: string | null;
  optimal_front_doors: string;
  optimal_files_front_doors: string;
  is_current_optimal: number | null;
  egress_latitude: number | null;
  egress_longitude: number | null;
  egress_city: string;
  egress_region: string;
  egress_country: string;
  egress_country_code: string;
  /** bigint: PostgreSQL answers it as a string. */
  egress_asn: ColumnType<number | string | null, number | null, number | null>;
  egress_as_name: string | null;
  egress_prefix: string | null;
  browser_egress_km: number | null;
  bins: string | null;
  measured_latency: number;
  latency_samples: string;
  latency_timing: string;
  best_possible_latency: number | null;
  peer_org_count: number;
  peer_better_share: number | null;
  peer_improvement_ms: number | null;
  dns_resolver: string | null;
  proxies: string | null;
  dns_performance: string | null;
  vpns: string | null;
  connectivity: string | null;
  traceroutes: string | null;
  skype: string | null;
  buffer_bloat: string | null;
  network_interface: string | null;
  arp: string | null;
  congestion: string | null;
  web_socket: string | null;
}

/** Internet-type survey answers: one 'type' and one 'correctness' row per report at most. */
export interface InternetTypeSurveyTable {
  report_id: string;
  kind: string;
  value: string;
  classification: string | null;
  tenant_id: string | null;
  recorded_at: string;
}

/** A front door of the catalogue; probe_url null: this instance, as the browser reaches it. */
export interface FrontDoorTable {
  id: string;
  workload: string;
  city: string;
  country: string;
  country_code: string;
  latitude: number;
  longitude: number;
  probe_url: string | null;
  updated_at: string;
}

export interface Database {
  feature_flags: FeatureFlagTable;
  telemetry_events: TelemetryEventTable;
  reports: ReportTable;
  internet_type_survey: InternetTypeSurveyTable;
  front_doors: FrontDoorTable;
}
