import { useMemo } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';
import { themeFor } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

/**
 * The providers around the router: Fluent theme (per language), error boundary, TanStack Query;
 * the browser router under the cloud's base path ('' or '/gcc').
 */
export function App({ basename }: { basename: string }) {
  const { language } = useTranslation().i18n;
  const theme = useMemo(() => themeFor(language), [language]);
  return (
    <FluentProvider theme={theme}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {/* Navigations render at once, not as transitions a run's updates could keep restarting. */}
          <BrowserRouter basename={basename || '/'} useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </ErrorBoundary>
    </FluentProvider>
  );
}
