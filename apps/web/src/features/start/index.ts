// What the rest of the app uses of `start`.
export { StartPage } from './StartPage';
