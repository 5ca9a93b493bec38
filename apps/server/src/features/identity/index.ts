/**
 * Sign-in and who is calling: sessions, users and organisations, access flags, the Microsoft
 * Graph calls of the sign-in's token, the admin commands. Other features use only these.
 */
export { identityFeature } from './plugin.js';
export { expiredSessionsJob } from './jobs.js';
export { optionalUser, requireUser, sessionCaller, type SignedInCaller } from './caller.js';
export type { IdentitySettings } from './settings.js';
export { BROWSER_COOKIE, readCookies } from './cookies.js';
export { browserId } from './signin.js';
export { siteOrigin } from './origin.js';
export { randomToken, sameSecret, sha256Hex } from './tokens.js';
export { findOrgById, findOrgsByIds, membersByIds, searchMembers, updateOrg, usersByIds } from './repo.js';
export { ensureDirectoryUser } from './users.js';
export { GraphError, graphMe, graphPhoto, graphSearchUsers, graphUser } from './graph.js';
export { personPhotoUrl } from './photos.js';
export * from './admin.js';
