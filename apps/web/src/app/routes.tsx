import { Suspense, type ReactNode } from 'react';
import { pageRule, type PageId } from '@netlens/core';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { loadReport } from '../features/connectivity';
import { StartPage } from '../features/start';
import { loadDataSourcesPage } from '../features/about';
import { loadAsnPage } from '../features/asn';
import { loadCopilotPage, loadCopilotResultPage } from '../features/copilot';
import { loadEndpointSetPage, loadEndpointsPage, loadNewEndpointSetPage } from '../features/domainlens';
import { loadFqdnPivot, loadOcdiPanelPage } from '../features/fqdns';
import { loadStatusPage } from '../features/health';
import { loadInternalReportPage } from '../features/internal';
import { loadNppDashboardPage } from '../features/nppdashboard';
import { loadPartnerPortalPage } from '../features/partners';
import { loadHistoryPage } from '../features/reports';
import { loadSolutionDetailsPage } from '../features/solutions';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingState } from '../ui/LoadingState';
import { registerPrefetch } from './pagePrefetch';
import { PageGuard } from './PageGuard';
import { pageTitleKey, TitleKeyContext, type RouteHandle } from './routing';
import { topLevelPath } from '../ui/pageAccess';
import { ShellLayout } from './ShellLayout';
import { lazyComponent, type LazyComponent } from '../ui/lazyComponent';
import { loadAllStrings } from '../lib/i18n';

// Every page but the start page ships in a chunk of its own: the start page loads only what
// running the test needs. The report's chunk is fetched while the visitor reads the start page
// (reportChunk.ts), the others when a link to them is pointed at (NavPane) or opened.
const report = lazyComponent(loadReport, (m) => m.ReportPage);
const history = lazyComponent(loadHistoryPage, (m) => m.HistoryPage);
const status = lazyComponent(loadStatusPage, (m) => m.StatusPage);
// The endpoint manager's #Fqdn pivot: the FQDN inventory, a chunk of its own.
const fqdnPivot = lazyComponent(loadFqdnPivot, (m) => m.FqdnPivot);
const endpoints = lazyComponent(
  loadEndpointsPage,
  ({ EndpointsPage }) =>
    function Endpoints() {
      return <EndpointsPage FqdnPivot={fqdnPivot.Component} />;
    },
);
const newEndpointSet = lazyComponent(loadNewEndpointSetPage, (m) => m.NewEndpointSetPage);
const endpointSet = lazyComponent(loadEndpointSetPage, (m) => m.EndpointSetPage);
const ocdiPanel = lazyComponent(loadOcdiPanelPage, (m) => m.OcdiPanelPage);
const partnerPortal = lazyComponent(loadPartnerPortalPage, (m) => m.PartnerPortalPage);
const solutionDetails = lazyComponent(loadSolutionDetailsPage, (m) => m.SolutionDetailsPage);
const nppDashboard = lazyComponent(loadNppDashboardPage, (m) => m.NppDashboardPage);
const partnerReport = lazyComponent(loadInternalReportPage, (m) => m.PartnerReportPage);
const internalReport = lazyComponent(loadInternalReportPage, (m) => m.InternalReportPage);
const asn = lazyComponent(loadAsnPage, (m) => m.AsnPage);
const copilot = lazyComponent(loadCopilotPage, (m) => m.CopilotPage);
const copilotResult = lazyComponent(loadCopilotResultPage, (m) => m.CopilotResultPage);
const dataSources = lazyComponent(loadDataSourcesPage, (m) => m.DataSourcesPage);

/** A built page: its rule's id (packages/core: path and availability), title key and element. */
interface PageRoute {
  page: PageId;
  titleKey: string;
  /** The page itself, or its chunk (shown in a Suspense boundary while it loads). */
  element: ReactNode | LazyComponent;
  /** The sign-in hint's wording for this page (spec 2 §2), when it has its own. */
  signInKey?: string;
}

/** The route table. Add a page here and its navigation item appears (if its rule allows it). */
export const pageRoutes: PageRoute[] = [
  { page: 'partnerPortal', titleKey: 'partners.pageTitle', element: partnerPortal },
  { page: 'networkTest', titleKey: 'start.pageTitle', element: <StartPage /> },
  { page: 'report', titleKey: 'report.pageTitle', element: report },
  { page: 'reports', titleKey: 'history.pageTitle', element: history },
  { page: 'solutionDetails', titleKey: 'solutions.pageTitle', element: solutionDetails },
  { page: 'networkPartners', titleKey: 'internal.title', element: partnerReport },
  { page: 'partnerSolutionDetails', titleKey: 'solutions.pageTitle', element: solutionDetails },
  { page: 'internalReport', titleKey: 'internal.title', element: internalReport },
  { page: 'asn', titleKey: 'asn.title', element: asn },
  { page: 'health', titleKey: 'health.pageTitle', element: status },
  {
    page: 'domainLens',
    titleKey: 'domainlens.title',
    element: endpoints,
    signInKey: 'domainlens.signIn',
  },
  {
    page: 'domainLensNew',
    titleKey: 'domainlens.form.titleNew',
    element: newEndpointSet,
    signInKey: 'domainlens.signIn',
  },
  {
    page: 'domainLensSet',
    titleKey: 'domainlens.detail.pageTitle',
    element: endpointSet,
    signInKey: 'domainlens.signIn',
  },
  {
    page: 'domainLensOcdi',
    titleKey: 'fqdns.ocdi.title',
    element: ocdiPanel,
    signInKey: 'domainlens.signIn',
  },
  { page: 'nppDashboard', titleKey: 'nppdashboard.title', element: nppDashboard },
  { page: 'copilot', titleKey: 'copilot.pageTitle', element: copilot },
  { page: 'copilotResult', titleKey: 'copilot.result.pageTitle', element: copilotResult },
  // Linked from the footer only: its rule has no navigation label.
  { page: 'dataSources', titleKey: 'about.dataSources.title', element: dataSources },
];

function isLazy(element: PageRoute['element']): element is LazyComponent {
  return typeof element === 'object' && element !== null && 'prefetch' in element;
}

for (const r of pageRoutes) {
  if (isLazy(r.element)) registerPrefetch(topLevelPath(pageRule(r.page).path), r.element.prefetch);
}

/** Renders its children once the whole English table is in (the start page ships only its own). */
const allStrings = lazyComponent(
  loadAllStrings,
  () =>
    ({ children }: { children?: ReactNode }) =>
      children,
);

function pageElement(element: PageRoute['element']): ReactNode {
  if (!isLazy(element)) return element;
  const { Component: Page } = element;
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}

/** Top-level paths of the built pages, for the navigation rules. */
export const builtRoutes: ReadonlySet<string> = new Set(
  pageRoutes.map((r) => topLevelPath(pageRule(r.page).path)),
);

const handle = (titleKey: string): RouteHandle => ({ titleKey });

/** The routes: the shell around every page; unknown paths show the start page. */
const routeObjects: RouteObject[] = [
  {
    element: <ShellLayout builtRoutes={builtRoutes} />,
    children: [
      ...pageRoutes.map((r) => ({
        path: pageRule(r.page).path,
        element: isLazy(r.element) ? (
          <Suspense fallback={<LoadingState />}>
            <allStrings.Component>
              <PageGuard page={r.page} signInKey={r.signInKey}>
                {pageElement(r.element)}
              </PageGuard>
            </allStrings.Component>
          </Suspense>
        ) : (
          <PageGuard page={r.page} signInKey={r.signInKey}>
            {pageElement(r.element)}
          </PageGuard>
        ),
        handle: handle(r.titleKey),
      })),
      { path: '*', element: <StartPage unknownRoute />, handle: handle('start.pageTitle') },
    ],
  },
];

/**
 * The routed page inside a router (App.tsx: the declarative browser router, whose code is about
 * half the size of the data router's), with the page's title key for the shell; a render error
 * shows the crash state until the visitor goes elsewhere.
 */
export function AppRoutes() {
  const location = useLocation();
  const titleKey = pageTitleKey((matchRoutes(routeObjects, location) ?? []).map((m) => m.route));
  return (
    <ErrorBoundary source="RouteError" resetKey={location.pathname}>
      <TitleKeyContext value={titleKey}>{useRoutes(routeObjects, location)}</TitleKeyContext>
    </ErrorBoundary>
  );
}
