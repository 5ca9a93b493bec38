// What the rest of the app uses of `livetest`: the report's advanced panel and Details rows.
export { AdvancedTestPanel, AdvancedTestView } from './AdvancedTestPanel';
export { advancedRows } from './advancedRows';
export type { LiveRunView } from './useLiveRun';
