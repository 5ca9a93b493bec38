// What the rest of the app uses of `domainlens`: its pages, and the workloads and service tree
// the FQDN inventory (`fqdns`) builds on.
export { loadEndpointSetPage, loadEndpointsPage, loadNewEndpointSetPage } from './pages';
export { useServiceTreeEntry, useListWorkloads } from './queries';
