/** The Copilot test: domain lists, results, the WebSocket echo. */
export { copilotRoutes } from './routes.js';
export { copilotOrigins } from './setting.js';
