// What the rest of the app uses of `about`.
export { loadDataSourcesPage } from './pages';
