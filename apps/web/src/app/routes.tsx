import type { ReactNode } from 'react';
import { pageRule, type PageId } from '@netlens/core';
import { createBrowserRouter } from 'react-router';
import { DataSourcesPage } from '../features/about/DataSourcesPage';
import { CopilotPage } from '../features/copilot/CopilotPage';
import { CopilotResultPage } from '../features/copilot/CopilotResultPage';
import { EndpointSetPage } from '../features/domainlens/EndpointSetPage';
import { EndpointsPage } from '../features/domainlens/EndpointsPage';
import { NewEndpointSetPage } from '../features/domainlens/NewEndpointSetPage';
import { HistoryPage } from '../features/reports/HistoryPage';
import { ReportPage } from '../features/connectivity/ReportPage';
import { StartPage } from '../features/start/StartPage';
import { StatusPage } from '../features/health/StatusPage';
import { RouteError } from './ErrorBoundary';
import { PageGuard } from './PageGuard';
import { topLevelPath, type RouteHandle } from './routing';
import { ShellLayout } from './ShellLayout';

/** A built page: its rule's id (packages/core: path and availability), title key and element. */
interface PageRoute {
  page: PageId;
  titleKey: string;
  element: ReactNode;
  /** The sign-in hint's wording for this page (spec 2 §2), when it has its own. */
  signInKey?: string;
}

/** The route table. Add a page here and its navigation item appears (if its rule allows it). */
export const pageRoutes: PageRoute[] = [
  { page: 'networkTest', titleKey: 'start.pageTitle', element: <StartPage /> },
  { page: 'report', titleKey: 'report.pageTitle', element: <ReportPage /> },
  { page: 'reports', titleKey: 'history.pageTitle', element: <HistoryPage /> },
  { page: 'health', titleKey: 'health.pageTitle', element: <StatusPage /> },
  {
    page: 'domainLens',
    titleKey: 'domainlens.title',
    element: <EndpointsPage />,
    signInKey: 'domainlens.signIn',
  },
  {
    page: 'domainLensNew',
    titleKey: 'domainlens.form.titleNew',
    element: <NewEndpointSetPage />,
    signInKey: 'domainlens.signIn',
  },
  {
    page: 'domainLensSet',
    titleKey: 'domainlens.detail.pageTitle',
    element: <EndpointSetPage />,
    signInKey: 'domainlens.signIn',
  },
  { page: 'copilot', titleKey: 'copilot.pageTitle', element: <CopilotPage /> },
  { page: 'copilotResult', titleKey: 'copilot.result.pageTitle', element: <CopilotResultPage /> },
  // Linked from the footer only: its rule has no navigation label.
  { page: 'dataSources', titleKey: 'about.dataSources.title', element: <DataSourcesPage /> },
];

/** Top-level paths of the built pages, for the navigation rules. */
export const builtRoutes: ReadonlySet<string> = new Set(
  pageRoutes.map((r) => topLevelPath(pageRule(r.page).path)),
);

/** The browser router under the cloud's base path ('' or '/gcc'); unknown paths show the start page. */
export function createAppRouter(basename: string) {
  const handle = (titleKey: string): RouteHandle => ({ titleKey });
  return createBrowserRouter(
    [
      {
        element: <ShellLayout builtRoutes={builtRoutes} />,
        errorElement: <RouteError />,
        children: [
          ...pageRoutes.map((r) => ({
            path: pageRule(r.page).path,
            element: (
              <PageGuard page={r.page} signInKey={r.signInKey}>
                {r.element}
              </PageGuard>
            ),
            handle: handle(r.titleKey),
          })),
          { path: '*', element: <StartPage unknownRoute />, handle: handle('start.pageTitle') },
        ],
      },
    ],
    { basename: basename || '/' },
  );
}
