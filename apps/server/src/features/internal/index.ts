/**
 * The internal report by network service provider (spec 2 §1): its staff-only calls, such as
 * which customer organisations a solution carries. Other features use only these.
 */
export { internalRoutes } from './routes.js';
