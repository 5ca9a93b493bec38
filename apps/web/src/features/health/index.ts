// What the rest of the app uses of `health`.
export { loadStatusPage } from './pages';
