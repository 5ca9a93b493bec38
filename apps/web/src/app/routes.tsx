import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { DataSourcesPage } from '../features/about/DataSourcesPage';
import { CopilotPage } from '../features/copilot/CopilotPage';
import { CopilotResultPage } from '../features/copilot/CopilotResultPage';
import { HistoryPage } from '../features/reports/HistoryPage';
import { ReportPage } from '../features/connectivity/ReportPage';
import { StartPage } from '../features/start/StartPage';
import { StatusPage } from '../features/health/StatusPage';
import { RouteError } from './ErrorBoundary';
import { topLevelPath, type RouteHandle } from './routing';
import { ShellLayout } from './ShellLayout';

/** A built page: its route pattern, title key and element. Unbuilt pages are simply absent. */
interface PageRoute {
  path: string;
  titleKey: string;
  element: ReactNode;
}

/** The route table. Add a page here and its navigation item appears (if the rules allow it). */
export const pageRoutes: PageRoute[] = [
  { path: '/', titleKey: 'start.pageTitle', element: <StartPage /> },
  { path: '/report/:reportId', titleKey: 'report.pageTitle', element: <ReportPage /> },
  { path: '/reports', titleKey: 'history.pageTitle', element: <HistoryPage /> },
  { path: '/status', titleKey: 'health.pageTitle', element: <StatusPage /> },
  { path: '/copilot', titleKey: 'copilot.pageTitle', element: <CopilotPage /> },
  { path: '/copilot/:runId', titleKey: 'copilot.result.pageTitle', element: <CopilotResultPage /> },
  // Linked from the footer only: the navigation lists a fixed set of pages (navigation.ts).
  { path: '/data-sources', titleKey: 'about.dataSources.title', element: <DataSourcesPage /> },
];

/** Top-level paths of the built pages, for the navigation rules. */
export const builtRoutes: ReadonlySet<string> = new Set(pageRoutes.map((r) => topLevelPath(r.path)));

/** The browser router under the cloud's base path ('' or '/gcc'); unknown paths show the start page. */
export function createAppRouter(basename: string) {
  const handle = (titleKey: string): RouteHandle => ({ titleKey });
  return createBrowserRouter(
    [
      {
        element: <ShellLayout builtRoutes={builtRoutes} />,
        errorElement: <RouteError />,
        children: [
          ...pageRoutes.map((r) => ({ path: r.path, element: r.element, handle: handle(r.titleKey) })),
          { path: '*', element: <StartPage unknownRoute />, handle: handle('start.pageTitle') },
        ],
      },
    ],
    { basename: basename || '/' },
  );
}
