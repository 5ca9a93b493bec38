// What the migrated database cannot tell the table types: the meaning of tables and columns,
// written into the generated `schema.ts` as doc comments (by `schema-source.ts`, which refuses a
// note whose table or column no longer exists). Keyed by table, and by `table.column`.

export const tableNotes: Record<string, string> = {
  reports:
    'A connectivity report. JSON columns hold front doors, samples, bins and the advanced results (one column per advanced test, null until it reports).',
  internet_type_survey:
    "Internet-type survey answers: one 'type' and one 'correctness' row per report at most.",
  front_doors: 'A front door of the catalogue; probe_url null: this instance, as the browser reaches it.',
  organizations: 'An organisation (directory tenant) with its sharing settings.',
  users: 'A user: a local account of the embedded provider, or a user of an external issuer.',
  sessions: 'A signed-in session; the cookie holds the token, the table its SHA-256.',
  oidc_logins: 'A sign-in in progress (relying party): state, nonce and PKCE verifier, bound to one browser.',
  oidc_store: "A piece of the embedded OpenID provider's state (oidc-provider's model and id; JSON payload).",
  op_keys: "The embedded provider's signing key (shared by every instance on the database).",
  saved_reports: 'A saved report: owner, organisation and public flag.',
  copilot_test_reports:
    'A Copilot test result; `result` is the whole posted result as JSON (with the seen egress IP).',
  health_metros: 'A metro (egress country and city) that stored reports came from; ids are small integers.',
  health_samples: "One report's health sample (written by a trigger on reports, deleted with the report).",
  health_incidents:
    'An incident an administrator announces on the health page; open while resolved_at is null.',
  live_runs: 'A live run of the advanced client; the token is kept only as its SHA-256.',
  dns_resolver_sightings: 'Which recursive resolver asked the DNS responder for a unique name.',
  job_leases: "A scheduled job's lease: the run due at `due_at`, its holder, and when it finished.",
  dl_ip_ranges: 'An imported IP range; `tags` is a JSON array.',
  dl_upstream_follows:
    "Per instance, the upstream version followed last and its list's public ids (JSON array).",
  partners: 'A network provider (spec 2 §3): one per organisation; lists are JSON text.',
  partner_registrations:
    'A registration waiting for its e-mailed code: one per user, the code kept as a hash.',
  partner_evidence:
    'The evidence record of one attribute value of a solution (kind ASN, IPSubnet, VPN, SSLCertificate).',
  fqdns: 'The FQDN inventory (spec 2 §3); JSON text for test results and discovery info.',
  fqdn_assignment_log: "Every step of every FQDN's workload assignment requests.",
  ocdi_associations:
    'An OCDI association (spec 2 §3–§5): the OCDI names as a JSON array, in the order entered.',
  ocdi_association_fqdns: 'The legacy FQDNs of an association: an FQDN is in one association at most.',
  ocdi_association_domains:
    'The OCDI names of an association: a name of an instance is in one association at most.',
  perf_aggregates:
    'The statistics of one solution at one place for a day (`D`, `YYYY-MM-DD`) or month (`M`, `YYYY-MM`), and the values derived from them.',
  perf_org_stats: "One customer organisation's latencies within an aggregate.",
  perf_latest: 'The latest aggregate of a solution at a place, per period kind.',
  demo_items: "What the demo command created: kind ('org', 'partner', 'report') and id.",
};

export const columnNotes: Record<string, string> = {
  'reports.browser_hash':
    'SHA-256 of the browser cookie of the run that generated the report: the proof a claim must match.',
  'organizations.domains': 'JSON array of domain names.',
  'sessions.groups': "JSON array of the user's group names at sign-in.",
  'sessions.graph_token':
    'Microsoft Graph access token of the sign-in (Entra ID only), for the directory calls.',
  'dl_service_tree.lifecycle': "ServiceTreeLifecycle; 'Production' by default.",
  'dl_endpoint_sets.subnet_service_trees':
    "JSON: the subnets' own service-tree assignments (SubnetServiceTree[]).",
  'dl_changes.previous_workload':
    "The set's workload before the change (null: a new set); a move's second champion approval.",
  'dl_changes.wildcard_exemplars':
    'The exemplar the author names for each added wildcard (JSON object wildcard → exemplar).',
  'dl_changes.proposed_public_id':
    "The public id a new set's change publishes it under (a set new upstream); null: the next free one.",
  'partner_registrations.wrong_codes':
    "Wrong codes within the day's window that began at `wrong_since` (across resends).",
  'fqdns.scanned_at': "When the scanner last tested it ('' before its first scan).",
  'ocdi_associations.authors': 'Whoever created or edited it, as a JSON array of e-mails.',
  'asn_links.rel': '-1: asn1 is the provider of asn2; 0: peers; null: unknown.',
  'perf_aggregates.dominant_orgs':
    'JSON [org, n, sum, sumSq][] of the customers that may dominate the aggregate.',
};
