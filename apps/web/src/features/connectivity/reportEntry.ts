// What the report's chunk offers (loaded through reportChunk.ts): the page and its rehearsal.
export { ReportPage } from './ReportPage';
export { RehearsalStage } from './RehearsalStage';
