// What the rest of the app uses of `asn`.
export { loadAsnPage } from './pages';
