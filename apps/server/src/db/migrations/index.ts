import type { Migration } from 'kysely';
import * as init from './2026-11-22-0001-init.js';
import * as frontDoors from './2026-11-22-0002-front-doors.js';
import * as reports from './2026-11-22-0003-reports.js';
import * as reportsPeersIndex from './2026-11-22-0004-reports-peers-index.js';
import * as copilotHealth from './2026-11-22-0005-copilot-health.js';
import * as identity from './2026-11-22-0006-identity.js';
import * as sharing from './2026-11-22-0007-sharing.js';
import * as liveRuns from './2026-11-22-0008-live-runs.js';
import * as jobLeases from './2026-11-22-0009-job-leases.js';
import * as domainlens from './2026-11-25-0010-domainlens.js';
import * as domainlensChangeInputs from './2026-11-25-0011-domainlens-change-inputs.js';
import * as domainlensIpRanges from './2026-11-25-0012-domainlens-ip-ranges.js';
import * as fqdns from './2026-11-25-0013-fqdns.js';
import * as partners from './2026-11-25-0014-partners.js';
import * as serviceTreeLifecycle from './2026-11-25-0015-service-tree-lifecycle.js';
import * as asn from './2026-11-25-0016-asn.js';
import * as fqdnScannedAt from './2026-11-25-0017-fqdn-scanned-at.js';
import * as ocdiAssociations from './2026-11-26-0018-ocdi-associations.js';
import * as performance from './2026-11-26-0019-performance.js';
import * as demo from './2026-11-26-0020-demo.js';
import * as oidcProvider from './2026-11-26-0021-oidc-provider.js';
import * as reportWrites from './2026-11-26-0022-report-writes.js';
import * as changeControl from './2026-11-26-0023-change-control.js';
import * as ocdiAuthors from './2026-11-26-0024-ocdi-authors.js';
import * as partnerWrongCodes from './2026-11-26-0025-partner-wrong-codes.js';
import * as domainlensUpstream from './2026-11-27-0026-domainlens-upstream.js';
import * as subnetServiceTrees from './2026-11-27-0027-subnet-service-trees.js';
import * as fqdnCountFilters from './2026-11-27-0029-fqdn-count-filters.js';

/** Every migration, in order. Names are timestamps so they sort; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-init': init,
  '2026-11-22-0002-front-doors': frontDoors,
  '2026-11-22-0003-reports': reports,
  '2026-11-22-0004-reports-peers-index': reportsPeersIndex,
  '2026-11-22-0005-copilot-health': copilotHealth,
  '2026-11-22-0006-identity': identity,
  '2026-11-22-0007-sharing': sharing,
  '2026-11-22-0008-live-runs': liveRuns,
  '2026-11-22-0009-job-leases': jobLeases,
  '2026-11-25-0010-domainlens': domainlens,
  '2026-11-25-0011-domainlens-change-inputs': domainlensChangeInputs,
  '2026-11-25-0012-domainlens-ip-ranges': domainlensIpRanges,
  '2026-11-25-0013-fqdns': fqdns,
  '2026-11-25-0014-partners': partners,
  '2026-11-25-0015-service-tree-lifecycle': serviceTreeLifecycle,
  '2026-11-25-0016-asn': asn,
  '2026-11-25-0017-fqdn-scanned-at': fqdnScannedAt,
  '2026-11-26-0018-ocdi-associations': ocdiAssociations,
  '2026-11-26-0019-performance': performance,
  '2026-11-26-0020-demo': demo,
  '2026-11-26-0021-oidc-provider': oidcProvider,
  '2026-11-26-0022-report-writes': reportWrites,
  '2026-11-26-0023-change-control': changeControl,
  '2026-11-26-0024-ocdi-authors': ocdiAuthors,
  '2026-11-26-0025-partner-wrong-codes': partnerWrongCodes,
  '2026-11-27-0026-domainlens-upstream': domainlensUpstream,
  '2026-11-27-0027-subnet-service-trees': subnetServiceTrees,
  '2026-11-27-0029-fqdn-count-filters': fqdnCountFilters,
};
