let csrfToken: string | null = null;

/** The signed-in session's CSRF token, sent on every state-changing call (null: signed out). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The token set last (null: signed out). */
export function currentCsrfToken(): string | null {
  return csrfToken;
}
