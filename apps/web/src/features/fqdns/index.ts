// What the rest of the app uses of `fqdns`.
export { loadFqdnPivot, loadOcdiPanelPage } from './pages';
