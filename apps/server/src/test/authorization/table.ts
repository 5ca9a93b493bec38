import type { endpoints } from '@netlens/core';
import { OwnOrg, holds, type Caller } from './callers.js';

/**
 * What a caller gets from a route: `pass` (past authorisation: anything but 401 and 403), `same`
 * (a public route: the very status signed-out callers get, never 401), or the refusal's status
 * (and error id where several refusals share it).
 */
export type Outcome = 'pass' | 'same' | { status: number; id?: string };

/** What the table knows when it builds a request: the report under test and the accounts' ids. */
export interface Ctx {
  reportId: string;
  userId: (name: string) => string;
  providerId: string;
}

export interface Row {
  /** Who gets what. */
  expect: (c: Caller) => Outcome;
  /** A request that passes validation (default: generated from the entry's schemas). */
  request?: (ctx: Ctx) => { path?: Record<string, string>; query?: string; body?: unknown };
  /** Needs a fresh report of the owner, shared with the receiver. */
  report?: true;
  /** Ends sessions: every caller signs in again after the row. */
  endsSessions?: true;
}

const refused = (status: number, id?: string): Outcome => ({ status, ...(id ? { id } : {}) });

/** Anyone, signed in or not, gets the same answer. */
const anyone = (): Outcome => 'same';
/** Any signed-in user; signed out (the operator's token is not a user) 401. */
const signedIn = (c: Caller): Outcome => (c.kind === 'user' ? 'pass' : refused(401));
/** The operator's admin token only. */
const operator = (c: Caller): Outcome =>
  c.kind === 'operator' ? 'pass' : refused(c.kind === 'anonymous' ? 401 : 403);
/** Users holding an access flag; other users 403, signed out 401. */
const access =
  (flag: Parameters<typeof holds>[1], id?: string) =>
  (c: Caller): Outcome =>
    c.kind !== 'user' ? refused(401) : holds(c, flag) ? 'pass' : refused(403, id);
const domainLens = access('domainLens', 'DOMAINLENS_FORBIDDEN');
const changeCouncil = access('connectivityChamp', 'DOMAINLENS_FORBIDDEN');
const leadership = access('leadership');
/** The internal report's calls: its own no-access text ('You do not have access to this view'). */
const internalReport = access('leadership', 'INTERNAL_FORBIDDEN');
/** Domain Lens champions: the FQDN moves are asked for by any champion, reviewed by workload champions. */
const anyChampion = (c: Caller): Outcome =>
  c.kind !== 'user'
    ? refused(401)
    : holds(c, 'workloadChamp') || holds(c, 'serviceChamp') || holds(c, 'connectivityChamp')
      ? 'pass'
      : refused(403, 'DOMAINLENS_FORBIDDEN');
const workloadChamp = (c: Caller): Outcome =>
  c.kind !== 'user'
    ? refused(401)
    : holds(c, 'workloadChamp')
      ? 'pass'
      : refused(403, 'DOMAINLENS_FORBIDDEN');
/** Open to everyone and changing something each call (so not the same answer twice): nobody refused. */
const open = (): Outcome => 'pass';
const orgAdmin = access('orgAdmin');
/** Provider performance: providers (partner-portal access) and staff (leadership access). */
const performanceReader = (c: Caller): Outcome =>
  c.kind !== 'user'
    ? refused(401)
    : holds(c, 'partner') || holds(c, 'leadership')
      ? 'pass'
      : refused(403, 'PERFORMANCE_FORBIDDEN');
/** The registered provider's own users; a partner of an unregistered organisation is told so. */
const provider = (c: Caller): Outcome => {
  if (c.kind !== 'user') return refused(401);
  if (!holds(c, 'partner')) return refused(403, 'PARTNER_FORBIDDEN');
  return c.org === OwnOrg ? 'pass' : refused(403, 'PARTNER_NOT_REGISTERED');
};

/** Change requests: staff (leadership) read any provider's, the registered provider its own. */
const requestReaders = (c: Caller): Outcome => {
  if (c.kind !== 'user') return refused(401);
  if (holds(c, 'leadership') || (holds(c, 'partner') && c.org === OwnOrg)) return 'pass';
  return refused(403, 'PARTNER_FORBIDDEN');
};

/** The report's people: its owner, the person it is shared with, the owner's organisation admin. */
const owner = (c: Caller) => c.kind === 'user' && c.role === 'plain' && c.org === OwnOrg;
const receiver = (c: Caller) => c.kind === 'user' && c.role === 'leadership' && c.org === OwnOrg;
const ownAdmin = (c: Caller) => c.kind === 'user' && c.role === 'orgAdmin' && c.org === OwnOrg;
/** A report route: `who` pass; other users 404 (its existence is not told); signed out `out`. */
const report =
  (who: (c: Caller) => boolean, out = 401) =>
  (c: Caller): Outcome =>
    who(c) ? 'pass' : refused(c.kind === 'user' ? 404 : out);
const readers = (c: Caller) => owner(c) || receiver(c) || ownAdmin(c);

const id = (ctx: Ctx) => ({ path: { id: ctx.reportId } });

/**
 * The authorisation table: every entry of the endpoint table, each × every caller (8 roles of
 * two organisations, signed out, the operator). A new endpoint without a row fails to compile and
 * fails the test.
 */
export const AuthorizationTable = {
  // system, flags, front doors, geo, health, telemetry, IP classification, connectivity, copilot, live test
  Liveness: { expect: anyone },
  Readiness: { expect: anyone },
  GetFrontendConfiguration: { expect: anyone },
  ReadFeatureFlags: { expect: anyone },
  Localization: { expect: anyone },
  ReadAllFlags: { expect: operator },
  EditFlags: { expect: operator, request: () => ({ path: { environment: 'development' }, body: {} }) },
  ReadFrontDoors: { expect: anyone },
  SearchPlaces: { expect: anyone, request: () => ({ query: 'q=London' }) },
  ReverseGeocode: { expect: anyone, request: () => ({ query: 'lat=51.5&lon=-0.12' }) },
  ReverseEgressLocation: { expect: anyone },
  RemapBingGeo: { expect: anyone },
  UnhealthyMetroScores: { expect: anyone },
  NetworkHealth: { expect: anyone },
  ListIncidents: { expect: operator },
  CreateIncident: {
    expect: operator,
    request: () => ({ body: { title: 'Mail slow', message: 'Investigating', severity: 'degraded' } }),
  },
  EditIncident: {
    expect: operator,
    request: () => ({ path: { id: '00000000-0000-4000-8000-000000000000' }, body: { message: 'Update' } }),
  },
  DeleteIncident: {
    expect: operator,
    request: () => ({ path: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  RecordTelemetry: { expect: anyone },
  TelemetrySummary: { expect: operator, request: () => ({ query: 'days=7' }) },
  ClassifyInternetType: { expect: anyone },
  LogInternetType: { expect: anyone },
  LogInternetTypeCorrectness: { expect: anyone },
  GenerateTestReport: { expect: anyone },
  ReadReport: { expect: report(readers, 404), request: id, report: true },
  CopilotWorkloadDomains: { expect: anyone },
  GenerateCopilotTestReport: { expect: open },
  ReadCopilotTestReport: { expect: anyone },
  CreateLiveRun: { expect: anyone, request: (ctx) => ({ body: { reportId: ctx.reportId } }), report: true },
  ReadLiveRun: { expect: anyone },
  ReadAdvancedPlan: { expect: anyone },
  ReadResolverSighting: { expect: anyone },
  LocateAddress: { expect: anyone, request: () => ({ path: { ip: '51.140.1.1' } }) },
  DownloadAdvancedClient: { expect: anyone },
  ReadAdvancedClientFile: { expect: anyone, request: () => ({ query: 'platform=macos' }) },

  // sign-in and the directory
  Login: { expect: anyone },
  LoginCallback: { expect: anyone },
  ReadSession: { expect: anyone },
  Logout: { expect: anyone, endsSessions: true },
  LogoutEverywhere: { expect: signedIn, endsSessions: true },
  ReadMyProfile: { expect: signedIn },
  ReadMyPhoto: { expect: signedIn },
  SearchPeople: { expect: signedIn, request: () => ({ query: 'prefix=r' }) },
  ReadPerson: { expect: signedIn, request: (ctx) => ({ path: { id: ctx.userId('leadership@contoso') } }) },
  ReadPersonPhoto: {
    expect: signedIn,
    request: (ctx) => ({ path: { id: ctx.userId('leadership@contoso') } }),
  },

  // stored reports: the owner's, shared with the receiver, inside the owner's organisation
  ReadSignedInReport: { expect: report(readers, 404), request: id, report: true },
  ReportAccess: { expect: report(readers, 404), request: id, report: true },
  CreateReport: { expect: report(owner), request: (ctx) => ({ body: { id: ctx.reportId } }), report: true },
  GetReceivers: { expect: report(owner), request: id, report: true },
  ShareReport: {
    expect: report(owner),
    request: (ctx) => ({ path: { id: ctx.reportId }, body: { userIds: [ctx.userId('leadership@contoso')] } }),
    report: true,
  },
  UnshareReport: {
    expect: report(owner),
    request: (ctx) => ({ path: { id: ctx.reportId, userId: ctx.userId('domainLens@contoso') } }),
    report: true,
  },
  ShareToPublic: {
    expect: report(owner),
    request: (ctx) => ({ path: { id: ctx.reportId }, body: { isPublic: false } }),
    report: true,
  },
  DeleteReceivedReport: { expect: report(receiver), request: id, report: true },
  DeleteReport: { expect: report(owner), request: id, report: true },
  OwnedReports: { expect: signedIn, request: () => ({ query: '' }) },
  ReceivedReports: { expect: signedIn, request: () => ({ query: '' }) },
  GetAdminSettings: { expect: signedIn },
  UpdateAdminSettings: {
    expect: orgAdmin,
    request: () => ({ body: { shareReportWithPublic: true, shareReportWithinOrganization: true } }),
  },

  // Domain Lens: endpoint sets and their changes, registries, the public list
  DomainLensAccess: { expect: signedIn },
  ServiceTreeList: { expect: domainLens },
  SaveServiceTreeEntries: { expect: changeCouncil },
  ServiceTreeSearch: { expect: domainLens },
  ImportIpRanges: { expect: changeCouncil },
  SearchIpRanges: { expect: domainLens },
  ListWorkloads: { expect: domainLens },
  CreateWorkload: { expect: changeCouncil },
  ListServiceAreas: { expect: domainLens },
  ListWorkloadChamps: { expect: domainLens },
  ReadEndpointSet: { expect: domainLens },
  ListEndpointSets: { expect: domainLens },
  ListEndpointSetChanges: { expect: domainLens },
  UpsertDraft: {
    expect: domainLens,
    request: () => ({
      body: {
        endpointSet: {
          instance: 'Worldwide',
          governanceCategory: 'Optimize',
          workloadName: 'Exchange',
          tcpPorts: '443',
          fqdns: ['outlook.office.com'],
        },
        changeReason: 'Authorisation table',
      },
    }),
  },
  RevertDraft: { expect: domainLens },
  SubmitChange: { expect: domainLens },
  RevertSubmit: { expect: domainLens },
  WorkloadChampApprove: { expect: domainLens },
  ChangeCouncilApprove: { expect: domainLens },
  BlockChange: { expect: domainLens },
  UnblockChange: { expect: domainLens },
  BypassTestFailures: { expect: domainLens },
  PublishChanges: { expect: changeCouncil },
  ImportEndpointList: { expect: operator },
  PublicVersions: { expect: anyone },
  PublicVersion: { expect: anyone },
  PublicEndpoints: { expect: anyone },
  PublicChanges: { expect: anyone },
  PublicPac: { expect: anyone },

  // the FQDN inventory
  ListFqdns: { expect: domainLens },
  ListFqdnsByIds: { expect: domainLens },
  CountFqdns: { expect: domainLens },
  FqdnTestResults: { expect: domainLens },
  FqdnRoles: { expect: domainLens },
  RunFqdnTests: { expect: domainLens },
  CreateFqdn: {
    expect: changeCouncil,
    request: () => ({
      body: { domainName: 'table.contoso.example', instance: 'Worldwide', workload: 'Exchange' },
    }),
  },
  UpdateFqdnCommonAttributes: { expect: domainLens },
  BatchCreateWorkloadAssignRequest: { expect: anyChampion },
  BatchAckWorkloadAssignRequest: { expect: workloadChamp },
  BatchRejectWorkloadAssignRequest: { expect: workloadChamp },
  BatchCancelWorkloadAssignRequest: { expect: domainLens },
  BatchUpdateFqdns: { expect: domainLens },
  ListOcdiAssociations: { expect: domainLens },
  GetOcdiAssociation: { expect: domainLens },
  CreateOcdiAssociation: { expect: anyChampion },
  UpdateOcdiAssociation: { expect: anyChampion },
  ReviewOcdiAssociation: { expect: changeCouncil },

  // network providers
  PartnerRegisterEmail: { expect: access('partner', 'PARTNER_FORBIDDEN') },
  PartnerRegisterCode: { expect: access('partner', 'PARTNER_FORBIDDEN') },
  PartnerProfile: { expect: access('partner', 'PARTNER_FORBIDDEN') },
  PnppAccess: { expect: signedIn },
  PartnerList: { expect: internalReport },
  PartnerSetStatus: {
    expect: internalReport,
    request: (ctx) => ({ path: { id: ctx.providerId }, body: { status: 'AwaitingEndorsement' } }),
  },
  PartnerInputSolutionPut: { expect: provider },
  PartnerInputSolutionDelete: { expect: provider },
  PartnerInputSolutionList: { expect: provider },
  OfficialSolutionList: { expect: provider },
  PartnerChangeSolutionRequestList: { expect: requestReaders, request: () => ({ query: '' }) },
  PartnerChangeSolutionRequestCreate: { expect: provider },
  PartnerChangeSolutionRequestUpdate: { expect: leadership },
  ReadPartnerOutbox: { expect: operator },
  PartnerSolutionListAll: { expect: internalReport },
  InternalSolutionTenants: { expect: internalReport },
  NppDashboard: { expect: anyone },

  // provider performance, served from the aggregates; the boundaries of its maps
  PerformanceLatestOfPartner: { expect: performanceReader, request: () => ({ query: '' }) },
  PerformanceLatestPagination: { expect: performanceReader, request: () => ({ query: '' }) },
  PerformanceLatest: { expect: performanceReader },
  PerformanceGeoWithReport: { expect: performanceReader },
  PerformanceOfSolution: { expect: performanceReader },
  PerformanceHistory: { expect: performanceReader },
  PerformanceProfile: { expect: performanceReader },
  PerformanceTypeCount: { expect: performanceReader },
  PerformanceNpi: { expect: performanceReader },
  PerformanceSolutionTags: { expect: performanceReader },
  PerformanceScores: { expect: anyone },
  SolutionLatestAssessments: { expect: performanceReader },
  OutageHistory: { expect: performanceReader },
  GeoBoundary: { expect: signedIn },
  GeoBoundariesCountry: { expect: signedIn },
  GeoBoundariesState: { expect: signedIn },
  GeoBoundariesCity: { expect: signedIn },
  GetCityBoundaries: { expect: signedIn },

  // the ASN explorer: leadership access
  AsnInfo: { expect: leadership },
  AsnsInfo: { expect: leadership },
  OrgInfo: { expect: leadership },
  OrgOwnedAsns: { expect: leadership },
  OrgOwnedAsnTotal: { expect: leadership },
  AsnTotal: { expect: leadership },
  AsnLinkTotal: { expect: leadership },
  OrgTotal: { expect: leadership },
  AsnTrafficCall: { expect: leadership },
  BuildGraph: { expect: leadership },
  AsnLinks: { expect: leadership },
  FindAsnLink: { expect: leadership },
  AsnsLink: { expect: leadership },
  PathQuery: { expect: leadership },
} satisfies Record<keyof typeof endpoints, Row>;
