// What the rest of the app uses of `solutions`.
export { cameFromState } from './cameFrom';
export { loadSolutionDetailsPage } from './pages';
export { placeName } from './values';
