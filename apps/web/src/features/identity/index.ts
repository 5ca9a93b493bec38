// What the rest of the app uses of `identity`: the session, sign-in and the access gates.
export { AccountButton } from './AccountButton';
export { NoAccess, SignInNeeded } from './Gates';
export { IdentityNotices } from './IdentityNotices';
export { sessionKey, useReadSession, useShellSession } from './queries';
export { startSignIn } from './signInActions';
