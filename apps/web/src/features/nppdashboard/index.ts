// What the rest of the app uses of `nppdashboard`.
export { loadNppDashboardPage } from './pages';
