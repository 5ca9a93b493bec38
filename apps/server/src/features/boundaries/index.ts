/** Map boundaries (spec 2 §7 `map/…`, `getCityBoundaries`): Natural Earth areas, gazetteer cities. */
export { boundariesRoutes } from './routes.js';
