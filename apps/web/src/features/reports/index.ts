// What the rest of the app uses of `reports`: history, sharing and claiming signed-out runs.
export { loadHistoryPage } from './pages';
export { ReportSharingBar, SignInOffer } from './ReportSharingBar';
export { useClaimRuns } from './useClaimRuns';
