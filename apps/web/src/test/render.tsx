import type { ReactElement } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/**
 * Renders `ui` as the app does (Fluent's theme, a fresh React Query cache that does not retry, a
 * router at `path`) and answers a user-event session to act with.
 */
export function renderPage(ui: ReactElement, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </FluentProvider>,
  );
  return { ...view, user, client };
}

/** A request the fake network saw: its method, path (with the query) and parsed JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` by a fake server: `answer` gets each request and returns the JSON to answer
 * (status 200), or a Response of its own; every request is kept in `requests`.
 */
export function fakeNetwork(answer: (request: SeenRequest) => unknown) {
  const requests: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    let body: unknown = text;
    try {
      body = text === undefined ? undefined : JSON.parse(text);
    } catch {
      // a form body stays text
    }
    const request = { method, path: `${url.pathname}${url.search}`, body };
    requests.push(request);
    const value = await answer(request);
    if (value instanceof Response) return value;
    return new Response(JSON.stringify(value ?? null), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}
