// Generated from the migrated database by `npm run db:schema -w apps/server`: do not edit
// (the doc comments come from schema-notes.ts). Both engines store timestamps as ISO 8601 text,
// booleans as 0/1 integers and lists or objects as JSON text. A bigint answers as a number on
// SQLite and as a string on PostgreSQL.
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export interface AsnLinkTable {
  asn1: ColumnType<number | string, number, number>;
  asn2: ColumnType<number | string, number, number>;
  /**
   * -1: asn1 is the provider of asn2; 0: peers; null: unknown.
   */
  rel: number | null;
  source: string;
  updated_at: string;
}

export interface AsnOrgTable {
  country: string | null;
  name: string;
  org_id: string;
  source: string;
}

export interface AsnStateTable {
  key: string;
  value: string;
}

export interface AsnSystemTable {
  asn: ColumnType<number | string, number, number>;
  name: string;
  org_id: string | null;
  source: string;
}

/** A Copilot test result; `result` is the whole posted result as JSON (with the seen egress IP). */
export interface CopilotTestReportTable {
  city: string;
  country: string;
  created_on: string;
  egress_ip: string;
  passed: number;
  received_at: string;
  result: string;
  run_id: string;
}

/** What the demo command created: kind ('org', 'partner', 'report') and id. */
export interface DemoItemTable {
  created_at: string;
  id: string;
  kind: string;
}

export interface DlChangeLogTable {
  action: string;
  actor: string;
  at: string;
  change_id: string;
  id: string;
  note: string | null;
}

export interface DlChangeTable {
  blocked_by: string | null;
  blocked_note: string | null;
  bypassed_validation_by: string | null;
  bypassed_validation_note: string | null;
  change_council_approval_note: string | null;
  change_council_approved_by: string | null;
  change_detail: string;
  created_at: string;
  created_by: string;
  endpoint_set_internal_id: string;
  endpoint_set_snapshot: string;
  fqdn_list_snapshot: string;
  id: string;
  instance: string;
  is_blocked: number;
  is_bypassed_validation: number;
  is_change_council_approved: number;
  is_previous_workload_champ_approved: Generated<number>;
  is_ready_to_be_published: number;
  is_require_change_council_approval: number;
  is_workload_champ_approved: number;
  /**
   * The set's workload before the change (null: a new set); a move's second champion approval.
   */
  previous_workload: string | null;
  previous_workload_champ_approval_note: string | null;
  previous_workload_champ_approved_by: string | null;
  /**
   * The public id a new set's change publishes it under (a set new upstream); null: the next free one.
   */
  proposed_public_id: number | null;
  published_change_id: number | null;
  published_date: string | null;
  published_version: string | null;
  status: string;
  unblocked_by: string | null;
  unblocked_note: string | null;
  updated_at: string;
  validation_outcome: string;
  validation_test_results: string;
  version: number;
  /**
   * The exemplar the author names for each added wildcard (JSON object wildcard → exemplar).
   */
  wildcard_exemplars: Generated<string>;
  workload: string;
  workload_champ_approval_note: string | null;
  workload_champ_approved_by: string | null;
}

export interface DlEndpointSetTable {
  cidrs: string;
  fqdns: string;
  governance_category: string;
  instance: string;
  internal_description: string;
  internal_id: string;
  is_deleted: number;
  is_express_route: number;
  is_hidden: number;
  is_member_set: number;
  is_required: number;
  member_endpoint_set_internal_id: string | null;
  optional_functionality: string;
  public_description: string;
  public_id: number | null;
  published_version: string | null;
  /**
   * JSON: the subnets' own service-tree assignments (SubnetServiceTree[]).
   */
  subnet_service_trees: Generated<string>;
  tcp_ports: string;
  udp_ports: string;
  updated_at: string;
  workload: string;
}

/** An imported IP range; `tags` is a JSON array. */
export interface DlIpRangeTable {
  cidr: string;
  imported_at: string;
  owner: string;
  source: string;
  tags: string;
}

export interface DlPublicationTable {
  changes: string;
  endpoints: string;
  instance: string;
  published_at: string;
  published_by: string;
  version: string;
}

export interface DlServiceAreaTable {
  display_name: string;
  id: string;
}

export interface DlServiceTreeTable {
  dev_owner: string;
  id: string;
  /**
   * ServiceTreeLifecycle; 'Production' by default.
   */
  lifecycle: Generated<string>;
  name: string;
  pm_owner: string;
  updated_at: string;
}

/** Per instance, the upstream version followed last and its list's public ids (JSON array). */
export interface DlUpstreamFollowTable {
  followed_at: string;
  instance: string;
  upstream_ids: string;
  upstream_version: string;
}

export interface DlWorkloadChampTable {
  email: string;
  name: string;
  workload_id: string;
}

export interface DlWorkloadTable {
  id: string;
  property_groups: string;
  service_area: string;
  service_area_display_name: string;
  updated_at: string;
  workload_champ_email: string;
  workload_champ_name: string;
  workload_champ_security_group: string;
  workload_type: string;
}

/** Which recursive resolver asked the DNS responder for a unique name. */
export interface DnsResolverSightingTable {
  name: string;
  resolver_ip: string;
  seen_at: string;
}

export interface FeatureFlagTable {
  environment: string;
  name: string;
  updated_at: string;
  updated_by: string;
  value: number;
}

/** Every step of every FQDN's workload assignment requests. */
export interface FqdnAssignmentLogTable {
  action: string;
  actor: string;
  at: string;
  fqdn_id: string;
  from_workload: string;
  id: string;
  note: string | null;
  to_workload: string;
}

/** The FQDN inventory (spec 2 §3); JSON text for test results and discovery info. */
export interface FqdnTable {
  added_by: string;
  assignment_new_workload: string | null;
  assignment_requested_by: string | null;
  assignment_requested_date: string | null;
  assignment_requested_note: string | null;
  assignment_reviewed_by: string | null;
  assignment_reviewed_date: string | null;
  assignment_reviewed_note: string | null;
  assignment_status: Generated<string>;
  daily_test_status: Generated<string>;
  discovery_info: string | null;
  domain_name: string;
  id: string;
  instance: string;
  is_customer_facing_note: Generated<string>;
  is_customer_facing_status: Generated<string>;
  is_deprecated: Generated<number>;
  is_wildcard: number;
  last_update_datetime: string;
  published_domain_name: string | null;
  /**
   * When the scanner last tested it ('' before its first scan).
   */
  scanned_at: Generated<string>;
  scanner_component: string | null;
  scanner_latest_detected_datetime: string | null;
  scanner_sample_count: Generated<number>;
  scanner_subcomponent: string | null;
  scope: Generated<string>;
  service_tree_id: string | null;
  test_results: Generated<string>;
  workload: string;
}

/** A front door of the catalogue; probe_url null: this instance, as the browser reaches it. */
export interface FrontDoorTable {
  city: string;
  country: string;
  country_code: string;
  id: string;
  latitude: number;
  longitude: number;
  probe_url: string | null;
  updated_at: string;
  workload: string;
}

/** An incident an administrator announces on the health page; open while resolved_at is null. */
export interface HealthIncidentTable {
  id: string;
  message: string;
  resolved_at: string | null;
  severity: string;
  started_at: string;
  title: string;
  updated_at: string;
}

/** A metro (egress country and city) that stored reports came from; ids are small integers. */
export interface HealthMetroTable {
  city: string;
  country_code: string;
  id: Generated<number>;
  latitude: number | null;
  longitude: number | null;
}

/** One report's health sample (written by a trigger on reports, deleted with the report). */
export interface HealthSampleTable {
  created_at: string;
  latency: number;
  metro_id: number;
  report_id: string;
}

/** Internet-type survey answers: one 'type' and one 'correctness' row per report at most. */
export interface InternetTypeSurveyTable {
  classification: string | null;
  kind: string;
  recorded_at: string;
  report_id: string;
  tenant_id: string | null;
  value: string;
}

/** A scheduled job's lease: the run due at `due_at`, its holder, and when it finished. */
export interface JobLeaseTable {
  due_at: string;
  finished_at: string | null;
  holder: string;
  leased_until: string;
  name: string;
}

/** A live run of the advanced client; the token is kept only as its SHA-256. */
export interface LiveRunTable {
  created_at: string;
  id: string;
  message: string | null;
  report_id: string;
  status: string;
  token_hash: string;
  updated_at: string;
}

/** The OCDI names of an association: a name of an instance is in one association at most. */
export interface OcdiAssociationDomainTable {
  association_id: string;
  domain_name: string;
  instance: string;
}

/** The legacy FQDNs of an association: an FQDN is in one association at most. */
export interface OcdiAssociationFqdnTable {
  association_id: string;
  domain_name: string;
  fqdn_id: string;
}

/** An OCDI association (spec 2 §3–§5): the OCDI names as a JSON array, in the order entered. */
export interface OcdiAssociationTable {
  /**
   * Whoever created or edited it, as a JSON array of e-mails.
   */
  authors: Generated<string>;
  created_at: string;
  created_by: string;
  ga_date: string;
  id: string;
  instance: string;
  ocdi_domains: string;
  review: string;
  review_note: string | null;
  reviewed_at: string | null;
  reviewed_by: string | null;
  service_tree_id: string;
  state: string;
  submitted_at: string | null;
  submitted_by: string | null;
  transition_status: string;
  updated_at: string;
}

/** A sign-in in progress (relying party): state, nonce and PKCE verifier, bound to one browser. */
export interface OidcLoginTable {
  browser_hash: string;
  code_verifier: string;
  expires_at: string;
  nonce: string;
  return_to: string;
  silent: number;
  state: string;
}

/** A piece of the embedded OpenID provider's state (oidc-provider's model and id; JSON payload). */
export interface OidcStoreTable {
  account_id: string | null;
  expires_at: string;
  grant_id: string | null;
  id: string;
  model: string;
  payload: string;
  uid: string | null;
  user_code: string | null;
}

/** The embedded provider's signing key (shared by every instance on the database). */
export interface OpKeyTable {
  created_at: string;
  kid: string;
  private_jwk: string;
}

/** An organisation (directory tenant) with its sharing settings. */
export interface OrganizationTable {
  created_at: string;
  /**
   * JSON array of domain names.
   */
  domains: string;
  id: string;
  name: string;
  privacy_url: string | null;
  region_sub_scope: string | null;
  share_public: number;
  share_within: number;
  tenant_id: string;
}

export interface PartnerChangeRequestTable {
  action: string;
  created_at: string;
  created_by: string;
  id: string;
  note: string;
  partner_id: string;
  review_note: string | null;
  reviewed_at: string | null;
  reviewed_by: string | null;
  solution: string | null;
  solution_id: string | null;
  status: string;
}

/** The evidence record of one attribute value of a solution (kind ASN, IPSubnet, VPN, SSLCertificate). */
export interface PartnerEvidenceTable {
  added_by_method: string;
  added_by_user: string;
  approved_by: string | null;
  approved_date: string | null;
  date_added: string;
  date_last_verified: string;
  kind: string;
  solution_id: string;
  value: string;
}

export interface PartnerOutboxTable {
  body: string;
  created_at: string;
  id: string;
  recipient: string;
  subject: string;
}

/** A registration waiting for its e-mailed code: one per user, the code kept as a hash. */
export interface PartnerRegistrationTable {
  code_hash: string;
  company_name: string;
  company_url: string;
  created_at: string;
  domain: string;
  email: string;
  expires_at: string;
  org_id: string;
  tries_left: number;
  user_id: string;
  /**
   * Wrong codes within the day's window that began at `wrong_since` (across resends).
   */
  wrong_codes: Generated<number>;
  wrong_since: string | null;
}

/** A network provider (spec 2 §3): one per organisation; lists are JSON text. */
export interface PartnerTable {
  created_at: string;
  domain: string;
  id: string;
  name: string;
  org_id: string;
  registered_by: string;
  registered_email: string;
  status: string;
  updated_at: string;
  url: string;
}

export interface PartnerSolutionTable {
  asns: string;
  created_at: string;
  created_by: string;
  id: string;
  is_contributed: number;
  name: string;
  partner_id: string;
  ssl_owners: string;
  subnets: string;
  type: string;
  updated_at: string;
  visibility: string;
  vpns: string;
}

/** The statistics of one solution at one place for a day (`D`, `YYYY-MM-DD`) or month (`M`, `YYYY-MM`), and the values derived from them. */
export interface PerfAggregateTable {
  agg_key: string;
  aggr_level: string;
  assessment_level: string | null;
  availability: number | null;
  available: number;
  city: string;
  city_lat: number | null;
  city_long: number | null;
  connectedness: number | null;
  country: string;
  /**
   * JSON [org, n, sum, sumSq][] of the customers that may dominate the aggregate.
   */
  dominant_orgs: Generated<string>;
  hidden_reason: string | null;
  latency_ms: number | null;
  latency_score: number | null;
  meetings_n: number;
  meetings_score: number | null;
  meetings_sum: number;
  n: number;
  npi: number | null;
  optimal: number;
  optimal_known: number;
  org_count: Generated<number>;
  period: string;
  period_start: string;
  solution_id: string;
  state: string;
  sum_latency: number;
  sum_sq_latency: number;
  updated_at: string;
}

/** The latest aggregate of a solution at a place, per period kind. */
export interface PerfLatestTable {
  agg_key: string;
  aggr_level: string;
  city: string;
  country: string;
  latest_key: string;
  period: string;
  period_start: string;
  solution_id: string;
  state: string;
}

/** One customer organisation's latencies within an aggregate. */
export interface PerfOrgStatTable {
  agg_key: string;
  n: number;
  org: string;
  sum_latency: number;
  sum_sq_latency: number;
}

export interface PerfOutageTable {
  aggr_level: string;
  baseline_latency: number;
  category: number;
  city: string;
  city_lat: number | null;
  city_long: number | null;
  country: string;
  days: number;
  degradation: number;
  end_date: string | null;
  id: string;
  peak_latency: number;
  solution_id: string;
  start_date: string;
  state: string;
}

export interface PerfStateTable {
  key: string;
  value: string;
}

export interface ReportReceiverTable {
  report_id: string;
  shared_at: string;
  user_id: string;
}

/** A connectivity report. JSON columns hold front doors, samples, bins and the advanced results (one column per advanced test, null until it reports). */
export interface ReportTable {
  arp: string | null;
  best_possible_latency: number | null;
  bins: string | null;
  browser_auto_detected: number;
  browser_city: string;
  browser_country: string;
  browser_egress_km: number | null;
  /**
   * SHA-256 of the browser cookie of the run that generated the report: the proof a claim must match.
   */
  browser_hash: string | null;
  browser_latitude: number;
  browser_longitude: number;
  browser_region: string;
  buffer_bloat: string | null;
  congestion: string | null;
  connectivity: string | null;
  created_at: string;
  current_front_door: string | null;
  dns_performance: string | null;
  dns_resolver: string | null;
  egress_as_name: string | null;
  egress_asn: ColumnType<number | string, number, number> | null;
  egress_city: string;
  egress_country: string;
  egress_country_code: string;
  egress_latitude: number | null;
  egress_longitude: number | null;
  egress_prefix: string | null;
  egress_region: string;
  id: string;
  is_current_optimal: number | null;
  latency_samples: string;
  latency_timing: string;
  measured_latency: number;
  network_interface: string | null;
  optimal_files_front_doors: string;
  optimal_front_doors: string;
  peer_better_share: number | null;
  peer_improvement_ms: number | null;
  peer_org_count: number;
  proxies: string | null;
  skype: string | null;
  traceroutes: string | null;
  user_id: string | null;
  vpns: string | null;
  web_socket: string | null;
}

/** A saved report: owner, organisation and public flag. */
export interface SavedReportTable {
  is_public: number;
  org_id: string;
  owner_id: string;
  report_id: string;
  saved_at: string;
}

/** A signed-in session; the cookie holds the token, the table its SHA-256. */
export interface SessionTable {
  created_at: string;
  csrf_token: string;
  expires_at: string;
  graph_expires_at: string | null;
  /**
   * Microsoft Graph access token of the sign-in (Entra ID only), for the directory calls.
   */
  graph_token: string | null;
  /**
   * JSON array of the user's group names at sign-in.
   */
  groups: string;
  id_hash: string;
  tenant_check: string;
  user_id: string;
}

export interface TelemetryEventTable {
  id: string;
  kind: string;
  language: string | null;
  message: string | null;
  name: string;
  occurred_at: string;
  page: string | null;
  properties: string | null;
  session_id: string;
}

export interface UserGroupTable {
  group_name: string;
  user_id: string;
}

/** A user: a local account of the embedded provider, or a user of an external issuer. */
export interface UserTable {
  created_at: string;
  display_name: string;
  email: string;
  id: string;
  is_guest: number;
  issuer: string;
  org_id: string;
  password_hash: string | null;
  subject: string;
  username: string | null;
}

export interface Database {
  asn_links: AsnLinkTable;
  asn_orgs: AsnOrgTable;
  asn_state: AsnStateTable;
  asn_systems: AsnSystemTable;
  copilot_test_reports: CopilotTestReportTable;
  demo_items: DemoItemTable;
  dl_change_log: DlChangeLogTable;
  dl_changes: DlChangeTable;
  dl_endpoint_sets: DlEndpointSetTable;
  dl_ip_ranges: DlIpRangeTable;
  dl_publications: DlPublicationTable;
  dl_service_areas: DlServiceAreaTable;
  dl_service_tree: DlServiceTreeTable;
  dl_upstream_follows: DlUpstreamFollowTable;
  dl_workload_champs: DlWorkloadChampTable;
  dl_workloads: DlWorkloadTable;
  dns_resolver_sightings: DnsResolverSightingTable;
  feature_flags: FeatureFlagTable;
  fqdn_assignment_log: FqdnAssignmentLogTable;
  fqdns: FqdnTable;
  front_doors: FrontDoorTable;
  health_incidents: HealthIncidentTable;
  health_metros: HealthMetroTable;
  health_samples: HealthSampleTable;
  internet_type_survey: InternetTypeSurveyTable;
  job_leases: JobLeaseTable;
  live_runs: LiveRunTable;
  ocdi_association_domains: OcdiAssociationDomainTable;
  ocdi_association_fqdns: OcdiAssociationFqdnTable;
  ocdi_associations: OcdiAssociationTable;
  oidc_logins: OidcLoginTable;
  oidc_store: OidcStoreTable;
  op_keys: OpKeyTable;
  organizations: OrganizationTable;
  partner_change_requests: PartnerChangeRequestTable;
  partner_evidence: PartnerEvidenceTable;
  partner_outbox: PartnerOutboxTable;
  partner_registrations: PartnerRegistrationTable;
  partner_solutions: PartnerSolutionTable;
  partners: PartnerTable;
  perf_aggregates: PerfAggregateTable;
  perf_latest: PerfLatestTable;
  perf_org_stats: PerfOrgStatTable;
  perf_outages: PerfOutageTable;
  perf_state: PerfStateTable;
  report_receivers: ReportReceiverTable;
  reports: ReportTable;
  saved_reports: SavedReportTable;
  sessions: SessionTable;
  telemetry_events: TelemetryEventTable;
  user_groups: UserGroupTable;
  users: UserTable;
}
