/** How long a shutdown may take (SIGTERM or SIGINT) before the server exits with code 1. */
export const SHUTDOWN_GRACE_MS = 10_000;
