import { CloudProfiles, type CloudName } from './cloud-profiles.js';
import {
  UxControlNames,
  type FeatureFlagName,
  type FeatureFlags,
  type UxControlName,
  type UxFeatureControl,
} from './flags/defaults.js';
import type { AccessFlagSet, AccessRoleName } from './identity/access.js';

/**
 * Whether a page is available, or why not: it does not exist here (its cloud, flag or UX control;
 * the app shows not-found, or the message named), its visitor has to sign in first, or the
 * signed-in visitor lacks the access it needs.
 */
export type PageAvailability =
  | { state: 'available' }
  | { state: 'notOffered'; messageKey?: string }
  | { state: 'signInNeeded' }
  | { state: 'noAccess'; messageKey?: string; role?: AccessRoleName };

/** The access flags the page rules read. */
export type PageAccess = Pick<
  AccessFlagSet,
  'hasAccessToPartnerPortal' | 'hasAccessToLeadershipReport' | 'hasAccessToDomainLens'
>;

/**
 * What the page rules look at. The web app knows all of it; the server gives what the call it
 * checks knows, and whatever is left out counts against the page: a flag off, a UX control set,
 * a cloud without the multi-tenant features, a signed-out visitor without access.
 */
export interface PageContext {
  flags?: Partial<FeatureFlags>;
  /** The UX feature controls: true switches that part of the product off. */
  ux?: Partial<UxFeatureControl>;
  cloudName?: CloudName;
  signedIn?: boolean;
  partnerRegistered?: boolean;
  access?: PageAccess;
}

/** A page of the app: where it is, whether the navigation lists it, and who may see it. */
export interface PageRule {
  id: string;
  /** The route pattern under the cloud's path prefix. */
  path: string;
  /** Listed in the left navigation under this label, in this list's order, while available. */
  navLabelKey?: string;
  /** A further condition for the navigation to list it (the page itself stays available). */
  navAlso?: (ctx: PageContext) => boolean;
  availability: (ctx: PageContext) => PageAvailability;
}

const available: PageAvailability = { state: 'available' };
const notOffered: PageAvailability = { state: 'notOffered' };
const signInNeeded: PageAvailability = { state: 'signInNeeded' };

/** The role (ACCESS_GROUPS) granting each access flag a page needs. */
const RoleOf: Record<keyof PageAccess, AccessRoleName> = {
  hasAccessToPartnerPortal: 'partner',
  hasAccessToLeadershipReport: 'leadership',
  hasAccessToDomainLens: 'domainLens',
};

const always = () => available;
const switchedOff = (ctx: PageContext, control: UxControlName) => ctx.ux?.[control] !== false;
const flagOn = (ctx: PageContext, flag: FeatureFlagName) => ctx.flags?.[flag] === true;
const multiTenant = (ctx: PageContext) =>
  ctx.cloudName !== undefined && CloudProfiles[ctx.cloudName].multiTenantOnlyFeatures;

/** The Copilot test and its results: the multi-tenant cloud only. */
const multiTenantOnly = (ctx: PageContext) => (multiTenant(ctx) ? available : notOffered);

/**
 * A page for signed-in visitors, holding the access named: it exists only while sign-in is
 * enabled (spec 1 §2 Routes).
 */
function forAccount(ctx: PageContext, access?: keyof PageAccess): PageAvailability {
  if (switchedOff(ctx, 'DisableSignIn')) return notOffered;
  if (ctx.signedIn !== true) return signInNeeded;
  if (access && ctx.access?.[access] !== true) return { state: 'noAccess', role: RoleOf[access] };
  return available;
}

/** Domain Lens: the entitlement, and without it the group that grants it (spec 2 §6). */
function domainLens(ctx: PageContext): PageAvailability {
  const a = forAccount(ctx, 'hasAccessToDomainLens');
  return a.state === 'noAccess' ? { ...a, messageKey: 'domainlens.noAccess' } : a;
}

/** The provider portal: partner-portal access, and without it its own no-access message. */
function partnerPortal(ctx: PageContext): PageAvailability {
  const a = forAccount(ctx, 'hasAccessToPartnerPortal');
  return a.state === 'noAccess' ? { ...a, messageKey: 'partners.noAccess' } : a;
}

/**
 * A solution's details: a signed-in visitor with partner-portal or leadership access (the server
 * then answers only the solutions the caller may see), else its own no-access message.
 */
function solutionDetails(ctx: PageContext): PageAvailability {
  if (switchedOff(ctx, 'DisableSignIn')) return notOffered;
  if (ctx.signedIn !== true) return signInNeeded;
  if (ctx.access?.hasAccessToPartnerPortal !== true && ctx.access?.hasAccessToLeadershipReport !== true)
    return { state: 'noAccess', messageKey: 'solutions.noAccess', role: 'partner' };
  return available;
}

/** The internal report: leadership access, and without it its own no-access message (spec 2 §8). */
function internalReport(ctx: PageContext): PageAvailability {
  const a = forAccount(ctx, 'hasAccessToLeadershipReport');
  return a.state === 'noAccess' ? { ...a, messageKey: 'internal.noAccess' } : a;
}

/** Every page, in the navigation's order (spec 1 §2 Shell); pages not built yet have their rule here too. */
export const Pages = [
  {
    id: 'partnerPortal',
    // The portal's own views: the solution list, registration, the submitted page.
    path: '/partnerPortal/*',
    navLabelKey: 'nav.partnerPortal',
    // Unregistered partners reach the portal to register; the navigation waits for registration.
    navAlso: (ctx) => ctx.partnerRegistered === true,
    availability: partnerPortal,
  },
  { id: 'networkTest', path: '/', navLabelKey: 'nav.networkTest', availability: always },
  { id: 'report', path: '/report/:reportId', availability: always },
  {
    id: 'reports',
    path: '/reports',
    navLabelKey: 'nav.reports',
    availability: (ctx) =>
      switchedOff(ctx, 'DisableHistoryReport')
        ? { state: 'notOffered', messageKey: 'history.errors.historyDisabled' }
        : forAccount(ctx),
  },
  {
    // The internal report by network service provider: the new one, or the legacy one by the
    // newInternalPortal flag. Its state is in the query and the hash, never a further segment,
    // since /partner/{solutionId}/* is a solution's details page.
    id: 'networkPartners',
    path: '/partner/*',
    navLabelKey: 'nav.networkPartners',
    availability: internalReport,
  },
  // The new internal report whatever the flag says.
  { id: 'internalReport', path: '/vnext/partner/*', availability: internalReport },
  {
    id: 'asn',
    path: '/asn',
    navLabelKey: 'nav.asn',
    availability: (ctx) => forAccount(ctx, 'hasAccessToLeadershipReport'),
  },
  {
    id: 'health',
    path: '/status',
    navLabelKey: 'nav.health',
    availability: (ctx) => (switchedOff(ctx, 'DisableNetworkHealth') ? notOffered : available),
  },
  {
    id: 'domainLens',
    path: '/endpoints',
    navLabelKey: 'nav.domainLens',
    availability: domainLens,
  },
  // The endpoint manager's editor and one endpoint set (spec 2 §2); `new` ranks before the id.
  { id: 'solutionDetails', path: '/solutions/:solutionId/*', availability: solutionDetails },
  { id: 'partnerSolutionDetails', path: '/partner/:solutionId/*', availability: solutionDetails },
  { id: 'domainLensNew', path: '/endpoints/new', availability: domainLens },
  { id: 'domainLensSet', path: '/endpoints/:endpointSetInternalId', availability: domainLens },
  // An OCDI association's panel (spec 2 §2): only with the ocdiAssociation flag.
  {
    id: 'domainLensOcdi',
    path: '/endpoints/:x/ocdiAssociationPanel/:ocdiAssociationId',
    availability: (ctx) => (flagOn(ctx, 'ocdiAssociation') ? domainLens(ctx) : notOffered),
  },
  {
    id: 'nppDashboard',
    path: '/nppdashboard',
    navLabelKey: 'nav.nppDashboard',
    availability: (ctx) => (multiTenant(ctx) && flagOn(ctx, 'nppDashboard') ? available : notOffered),
  },
  { id: 'copilot', path: '/copilot', availability: multiTenantOnly },
  { id: 'copilotResult', path: '/copilot/:runId', availability: multiTenantOnly },
  // Linked from the footer only.
  { id: 'dataSources', path: '/data-sources', availability: always },
] as const satisfies readonly PageRule[];

export type PageId = (typeof Pages)[number]['id'];
/** The pages the left navigation may list. */
export type NavigationPage = Extract<(typeof Pages)[number], { navLabelKey: string }>;

const byId = Object.fromEntries(Pages.map((p) => [p.id, p])) as Record<PageId, PageRule>;

/** The rule of one page. */
export function pageRule(id: PageId): PageRule {
  return byId[id];
}

/** Whether the page is available in this context, and why not. */
export function pageAvailability(id: PageId, ctx: PageContext): PageAvailability {
  return pageRule(id).availability(ctx);
}

/** Whether the navigation lists the page: available, and whatever else the navigation asks. */
export function listedInNavigation(page: PageRule, ctx: PageContext): boolean {
  return page.availability(ctx).state === 'available' && (page.navAlso?.(ctx) ?? true);
}

/** The UX feature controls from the names of those switched off, as the server configures them. */
export function uxControlsFrom(disabled: ReadonlySet<string>): UxFeatureControl {
  const ux = {} as UxFeatureControl;
  for (const name of UxControlNames) ux[name] = disabled.has(name);
  return ux;
}
