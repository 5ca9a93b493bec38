// The feature's pages, each a chunk of its own: the route table (app/routes.tsx) makes them lazy.
export const loadStatusPage = () => import('./StatusPage');
