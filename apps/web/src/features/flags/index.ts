// What the rest of the app uses of `flags`.
export { useFeatureFlags, useFrontendConfiguration } from './queries';
