import type { AdvancedColumn } from '@netlens/core';
import type { ColumnType, Generated } from 'kysely';

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

/** The advanced-client result columns of a report (JSON text, null until that test reports). */
export type AdvancedResultColumns = { [C in AdvancedColumn]: string | null };

/** A connectivity report. JSON columns hold front doors, samples, bins and advanced results. */
export interface ReportTable extends AdvancedResultColumns {
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
  /** SHA-256 of the browser cookie of the run that generated the report: the proof a claim must match. */
  browser_hash: string | null;
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

/** An organisation (directory tenant) with its sharing settings; booleans as 0/1. */
export interface OrganizationTable {
  id: string;
  tenant_id: string;
  name: string;
  region_sub_scope: string | null;
  privacy_url: string | null;
  /** JSON array of domain names. */
  domains: string;
  share_public: number;
  share_within: number;
  created_at: string;
}

/** A user: a local account of the embedded provider, or a user of an external issuer. */
export interface UserTable {
  id: string;
  org_id: string;
  issuer: string;
  subject: string;
  username: string | null;
  display_name: string;
  email: string;
  password_hash: string | null;
  is_guest: number;
  created_at: string;
}

export interface UserGroupTable {
  user_id: string;
  group_name: string;
}

/** A signed-in session; the cookie holds the token, the table its SHA-256. */
export interface SessionTable {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  /** JSON array of the user's group names at sign-in. */
  groups: string;
  tenant_check: string;
  /** Microsoft Graph access token of the sign-in (Entra ID only), for the directory calls. */
  graph_token: string | null;
  graph_expires_at: string | null;
  created_at: string;
  expires_at: string;
}

/** A sign-in in progress (relying party): state, nonce and PKCE verifier, bound to one browser. */
export interface OidcLoginTable {
  state: string;
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  silent: number;
  expires_at: string;
}

/** A piece of the embedded OpenID provider's state (oidc-provider's model and id; JSON payload). */
export interface OidcStoreTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  account_id: string | null;
  expires_at: string;
}

/** The embedded provider's signing key (shared by every instance on the database). */
export interface OpKeyTable {
  kid: string;
  private_jwk: string;
  created_at: string;
}

/** A saved report: owner, organisation and public flag. */
export interface SavedReportTable {
  report_id: string;
  owner_id: string;
  org_id: string;
  is_public: number;
  saved_at: string;
}

export interface ReportReceiverTable {
  report_id: string;
  user_id: string;
  shared_at: string;
}

/** The browser a report's run came from (SHA-256 of its browser cookie): proof for a claim. */
/** A Copilot test result; `result` is the whole posted result as JSON (with the seen egress IP). */
export interface CopilotTestReportTable {
  run_id: string;
  received_at: string;
  created_on: string;
  city: string;
  country: string;
  egress_ip: string;
  passed: number;
  result: string;
}

/** A metro (egress country and city) that stored reports came from; ids are small integers. */
export interface HealthMetroTable {
  id: Generated<number>;
  country_code: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

/** One report's health sample (written by a trigger on reports, deleted with the report). */
export interface HealthSampleTable {
  report_id: string;
  metro_id: number;
  created_at: string;
  latency: number;
}

/** An incident an administrator announces on the health page; open while resolved_at is null. */
export interface HealthIncidentTable {
  id: string;
  title: string;
  message: string;
  severity: string;
  started_at: string;
  resolved_at: string | null;
  updated_at: string;
}

/** A live run of the advanced client; the token is kept only as its SHA-256. */
export interface LiveRunTable {
  id: string;
  report_id: string;
  token_hash: string;
  status: string;
  message: string | null;
  created_at: string;
  updated_at: string;
}

/** Which recursive resolver asked the DNS responder for a unique name. */
export interface DnsResolverSightingTable {
  name: string;
  resolver_ip: string;
  seen_at: string;
}

/** A scheduled job's lease: the run due at `due_at`, its holder, and when it finished. */
export interface JobLeaseTable {
  name: string;
  holder: string;
  due_at: string;
  leased_until: string;
  finished_at: string | null;
}

export interface Database {
  feature_flags: FeatureFlagTable;
  telemetry_events: TelemetryEventTable;
  reports: ReportTable;
  internet_type_survey: InternetTypeSurveyTable;
  front_doors: FrontDoorTable;
  copilot_test_reports: CopilotTestReportTable;
  health_incidents: HealthIncidentTable;
  health_metros: HealthMetroTable;
  health_samples: HealthSampleTable;
  organizations: OrganizationTable;
  users: UserTable;
  user_groups: UserGroupTable;
  sessions: SessionTable;
  oidc_logins: OidcLoginTable;
  oidc_store: OidcStoreTable;
  op_keys: OpKeyTable;
  saved_reports: SavedReportTable;
  report_receivers: ReportReceiverTable;
  live_runs: LiveRunTable;
  dns_resolver_sightings: DnsResolverSightingTable;
  job_leases: JobLeaseTable;
  dl_service_areas: DlServiceAreaTable;
  dl_workloads: DlWorkloadTable;
  dl_workload_champs: DlWorkloadChampTable;
  dl_service_tree: DlServiceTreeTable;
  dl_endpoint_sets: DlEndpointSetTable;
  dl_changes: DlChangeTable;
  dl_change_log: DlChangeLogTable;
  dl_publications: DlPublicationTable;
  dl_upstream_follows: DlUpstreamFollowTable;
  dl_ip_ranges: DlIpRangeTable;
  partners: PartnerTable;
  partner_registrations: PartnerRegistrationTable;
  partner_outbox: PartnerOutboxTable;
  partner_solutions: PartnerSolutionTable;
  partner_evidence: PartnerEvidenceTable;
  partner_change_requests: PartnerChangeRequestTable;
  fqdns: FqdnTable;
  fqdn_assignment_log: FqdnAssignmentLogTable;
  ocdi_associations: OcdiAssociationTable;
  ocdi_association_fqdns: OcdiAssociationFqdnTable;
  ocdi_association_domains: OcdiAssociationDomainTable;
  asn_orgs: AsnOrgTable;
  asn_systems: AsnSystemTable;
  asn_links: AsnLinkTable;
  asn_state: AsnStateTable;
  demo_items: DemoItemTable;
  perf_aggregates: PerfAggregateTable;
  perf_org_stats: PerfOrgStatTable;
  perf_latest: PerfLatestTable;
  perf_outages: PerfOutageTable;
  perf_state: PerfStateTable;
}

/** Domain Lens (spec 2 §3). Lists and snapshots are JSON text; booleans 0/1. */
export interface DlServiceAreaTable {
  id: string;
  display_name: string;
}

export interface DlWorkloadTable {
  id: string;
  workload_champ_name: string;
  workload_champ_security_group: string;
  workload_champ_email: string;
  service_area: string;
  service_area_display_name: string;
  property_groups: string;
  workload_type: string;
  updated_at: string;
}

export interface DlWorkloadChampTable {
  workload_id: string;
  email: string;
  name: string;
}

/** An imported IP range; `tags` is a JSON array. */
export interface DlIpRangeTable {
  source: string;
  cidr: string;
  tags: string;
  owner: string;
  imported_at: string;
}

export interface DlServiceTreeTable {
  id: string;
  name: string;
  dev_owner: string;
  pm_owner: string;
  updated_at: string;
  /** ServiceTreeLifecycle; 'Production' by default. */
  lifecycle: Generated<string>;
}

export interface DlEndpointSetTable {
  internal_id: string;
  instance: string;
  public_id: number | null;
  governance_category: string;
  is_express_route: number;
  workload: string;
  is_required: number;
  optional_functionality: string;
  tcp_ports: string;
  udp_ports: string;
  published_version: string | null;
  is_deleted: number;
  is_hidden: number;
  is_member_set: number;
  member_endpoint_set_internal_id: string | null;
  fqdns: string;
  cidrs: string;
  /** JSON: the subnets' own service-tree assignments (SubnetServiceTree[]). */
  subnet_service_trees: Generated<string>;
  public_description: string;
  internal_description: string;
  updated_at: string;
}

export interface DlChangeTable {
  id: string;
  endpoint_set_internal_id: string;
  instance: string;
  workload: string;
  status: string;
  endpoint_set_snapshot: string;
  fqdn_list_snapshot: string;
  change_detail: string;
  published_change_id: number | null;
  published_version: string | null;
  published_date: string | null;
  is_workload_champ_approved: number;
  workload_champ_approved_by: string | null;
  workload_champ_approval_note: string | null;
  /** The set's workload before the change (null: a new set); a move's second champion approval. */
  previous_workload: string | null;
  is_previous_workload_champ_approved: Generated<number>;
  previous_workload_champ_approved_by: string | null;
  previous_workload_champ_approval_note: string | null;
  is_require_change_council_approval: number;
  is_change_council_approved: number;
  change_council_approved_by: string | null;
  change_council_approval_note: string | null;
  is_blocked: number;
  blocked_by: string | null;
  blocked_note: string | null;
  unblocked_by: string | null;
  unblocked_note: string | null;
  is_bypassed_validation: number;
  bypassed_validation_by: string | null;
  bypassed_validation_note: string | null;
  validation_test_results: string;
  validation_outcome: string;
  is_ready_to_be_published: number;
  /** The exemplar the author names for each added wildcard (JSON object wildcard → exemplar). */
  wildcard_exemplars: Generated<string>;
  /** The public id a new set's change publishes it under (a set new upstream); null: the next free one. */
  proposed_public_id: Generated<number | null>;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface DlChangeLogTable {
  id: string;
  change_id: string;
  actor: string;
  at: string;
  action: string;
  note: string | null;
}

/** Per instance, the upstream version followed last and its list's public ids (JSON array). */
export interface DlUpstreamFollowTable {
  instance: string;
  upstream_version: string;
  upstream_ids: string;
  followed_at: string;
}

export interface DlPublicationTable {
  instance: string;
  version: string;
  published_at: string;
  published_by: string;
  endpoints: string;
  changes: string;
}

/** Network providers (spec 2 §3). One provider per organisation; lists are JSON text. */
export interface PartnerTable {
  id: string;
  org_id: string;
  name: string;
  url: string;
  domain: string;
  status: string;
  registered_by: string;
  registered_email: string;
  created_at: string;
  updated_at: string;
}

/** A registration waiting for its e-mailed code: one per user, the code kept as a hash. */
export interface PartnerRegistrationTable {
  user_id: string;
  org_id: string;
  company_name: string;
  company_url: string;
  domain: string;
  email: string;
  code_hash: string;
  expires_at: string;
  tries_left: number;
  created_at: string;
  /** Wrong codes within the day's window that began at `wrong_since` (across resends). */
  wrong_codes: Generated<number>;
  wrong_since: string | null;
}

export interface PartnerOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface PartnerSolutionTable {
  id: string;
  partner_id: string;
  name: string;
  type: string;
  asns: string;
  subnets: string;
  vpns: string;
  ssl_owners: string;
  visibility: string;
  is_contributed: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** The evidence record of one attribute value of a solution (kind ASN, IPSubnet, VPN, SSLCertificate). */
export interface PartnerEvidenceTable {
  solution_id: string;
  kind: string;
  value: string;
  date_added: string;
  date_last_verified: string;
  added_by_method: string;
  added_by_user: string;
  approved_by: string | null;
  approved_date: string | null;
}

export interface PartnerChangeRequestTable {
  id: string;
  partner_id: string;
  solution_id: string | null;
  action: string;
  status: string;
  solution: string | null;
  note: string;
  created_by: string;
  created_at: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  review_note: string | null;
}

/** The FQDN inventory (spec 2 §3); JSON text for test results and discovery info. */
export interface FqdnTable {
  id: string;
  domain_name: string;
  instance: string;
  workload: string;
  is_wildcard: number;
  is_customer_facing_status: Generated<string>;
  is_customer_facing_note: Generated<string>;
  is_deprecated: Generated<number>;
  published_domain_name: string | null;
  service_tree_id: string | null;
  daily_test_status: Generated<string>;
  test_results: Generated<string>;
  assignment_status: Generated<string>;
  assignment_new_workload: string | null;
  assignment_requested_by: string | null;
  assignment_requested_date: string | null;
  assignment_requested_note: string | null;
  assignment_reviewed_by: string | null;
  assignment_reviewed_date: string | null;
  assignment_reviewed_note: string | null;
  discovery_info: string | null;
  scanner_latest_detected_datetime: string | null;
  scanner_sample_count: Generated<number>;
  scanner_component: string | null;
  scanner_subcomponent: string | null;
  /** When the scanner last tested it ('' before its first scan). */
  scanned_at: Generated<string>;
  scope: Generated<string>;
  added_by: string;
  last_update_datetime: string;
}

/** Every step of every FQDN's workload assignment requests. */
export interface FqdnAssignmentLogTable {
  id: string;
  fqdn_id: string;
  action: string;
  from_workload: string;
  to_workload: string;
  actor: string;
  at: string;
  note: string | null;
}

/** OCDI associations (spec 2 §3–§5): the OCDI names as a JSON array, in the order entered. */
export interface OcdiAssociationTable {
  id: string;
  instance: string;
  service_tree_id: string;
  state: string;
  review: string;
  ocdi_domains: string;
  transition_status: string;
  ga_date: string;
  created_by: string;
  /** Whoever created or edited it, as a JSON array of e-mails. */
  authors: string;
  created_at: string;
  updated_at: string;
  submitted_by: string | null;
  submitted_at: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  review_note: string | null;
}

/** The legacy FQDNs of an association: an FQDN is in one association at most. */
export interface OcdiAssociationFqdnTable {
  fqdn_id: string;
  association_id: string;
  domain_name: string;
}

/** The OCDI names of an association: a name of an instance is in one association at most. */
export interface OcdiAssociationDomainTable {
  instance: string;
  domain_name: string;
  association_id: string;
}

/** The ASN explorer: imported organisations and ASes, links by source, its state values. */
export interface AsnOrgTable {
  org_id: string;
  name: string;
  country: string | null;
  source: string;
}

export interface AsnSystemTable {
  asn: ColumnType<number | string, number, number>;
  name: string;
  org_id: string | null;
  source: string;
}

export interface AsnLinkTable {
  asn1: ColumnType<number | string, number, number>;
  asn2: ColumnType<number | string, number, number>;
  /** -1: asn1 is the provider of asn2; 0: peers; null: unknown. */
  rel: number | null;
  source: string;
  updated_at: string;
}

export interface AsnStateTable {
  key: string;
  value: string;
}

/** The statistics of one solution at one place for a day (`D`, `YYYY-MM-DD`) or month (`M`, `YYYY-MM`), and the values derived from them. */
export interface PerfAggregateTable extends PerfSeriesColumns {
  agg_key: string;
  city_lat: number | null;
  city_long: number | null;
  n: number;
  sum_latency: number;
  sum_sq_latency: number;
  available: number;
  optimal_known: number;
  optimal: number;
  meetings_n: number;
  meetings_sum: number;
  org_count: number;
  /** JSON [org, n, sum, sumSq][] of the customers that may dominate the aggregate. */
  dominant_orgs: string;
  latency_ms: number | null;
  latency_score: number | null;
  availability: number | null;
  connectedness: number | null;
  npi: number | null;
  meetings_score: number | null;
  assessment_level: string | null;
  hidden_reason: string | null;
  updated_at: string;
}

/** One customer organisation's latencies within an aggregate. */
export interface PerfOrgStatTable {
  agg_key: string;
  org: string;
  n: number;
  sum_latency: number;
  sum_sq_latency: number;
}

/** The latest aggregate of a solution at a place, per period kind. */
export interface PerfLatestTable extends PerfSeriesColumns {
  latest_key: string;
  agg_key: string;
}

/** A solution's place and period: the columns naming an aggregate. */
export interface PerfSeriesColumns {
  solution_id: string;
  period: string;
  period_start: string;
  aggr_level: string;
  country: string;
  state: string;
  city: string;
}

export interface PerfOutageTable {
  id: string;
  solution_id: string;
  aggr_level: string;
  country: string;
  state: string;
  city: string;
  city_lat: number | null;
  city_long: number | null;
  category: number;
  start_date: string;
  end_date: string | null;
  days: number;
  baseline_latency: number;
  peak_latency: number;
  degradation: number;
}

export interface PerfStateTable {
  key: string;
  value: string;
}

/** What the demo command created: kind ('org', 'partner', 'report') and id. */
export interface DemoItemTable {
  kind: string;
  id: string;
  created_at: string;
}
