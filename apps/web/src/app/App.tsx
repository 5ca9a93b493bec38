import { useMemo } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LanguageSchema, DefaultLanguage } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './ErrorBoundary';
import type { createAppRouter } from './routes';
import { themeFor } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

/** The providers around the router: Fluent theme (per language), error boundary, TanStack Query. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { i18n } = useTranslation();
  const lang = LanguageSchema.safeParse(i18n.language).data ?? DefaultLanguage;
  const theme = useMemo(() => themeFor(lang), [lang]);
  return (
    <FluentProvider theme={theme}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {/* Navigations render at once, not as transitions a run's updates could keep restarting. */}
          <RouterProvider router={router} useTransitions={false} />
        </QueryClientProvider>
      </ErrorBoundary>
    </FluentProvider>
  );
}
