// The feature's pages, a chunk of their own: the route table (app/routes.tsx) makes them lazy.
export const loadInternalReportPage = () => import('./InternalReportPage');
