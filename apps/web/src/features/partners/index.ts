// What the rest of the app uses of `partners`.
export { problemText } from './errors';
export { loadPartnerPortalPage } from './pages';
