// What the rest of the app uses of `copilot`.
export { CopilotSummaryCard } from './CopilotSummaryCard';
export { loadCopilotPage, loadCopilotResultPage } from './pages';
