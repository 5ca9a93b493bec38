// What the rest of the app uses of `internal`.
export { loadInternalReportPage } from './pages';
