/**
 * The path prefix the app is served under ('' or '/gcc'), read from <base href>, which the
 * server rewrites per cloud. Router basename and API calls both derive from it.
 */
export function basePath(): string {
  if (typeof document === 'undefined') return '';
  return new URL(document.baseURI).pathname.replace(/\/+$/, '');
}

/** Joins the base path and an absolute app path such as '/api/telemetry'. */
export function withBase(path: string): string {
  return `${basePath()}${path}`;
}
