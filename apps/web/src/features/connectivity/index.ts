// What the rest of the app uses of `connectivity`: the report page's chunk and the run's start.
export { followRun } from './followRun';
export { loadReport, loadRunTest, prepareReport } from './reportChunk';
export { ReportRehearsal } from './ReportRehearsal';
