/** The NPP dashboard (spec 1 §2, `/nppdashboard`): the provider programme at a glance, for everyone. */
export { nppDashboardRoutes } from './routes.js';
