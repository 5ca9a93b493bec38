/** The directory: profile, photo and people search, from Microsoft Graph or the users known here. */
export { directoryRoutes } from './routes.js';
export { graphDirectory } from './graph-directory.js';
