// What the rest of the app uses of `flags`.
export { useGetFrontendConfiguration, useReadFeatureFlags } from './queries';
