// The errors of API calls, apart from the client that throws them (a page can tell them apart
// before the client has loaded).
import type { ErrorBody } from './errors.js';

/** A problem with one field: from the server's ErrorBody details, or a field of a malformed answer. */
export interface FieldProblem {
  path: string;
  message: string;
}

/** A failed API call: names the method, path and status, and carries the server's error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly method: string;
  readonly path: string;
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** The table's name of the endpoint called, when known. */
  readonly endpoint: string | null;
  /** The server's stable error id (e.g. SERVICE_UNAVAILABLE), when it sent an ErrorBody. */
  readonly errorId: string | null;
  readonly messageKey: string | null;
  readonly serverMessage: string | null;
  readonly requestId: string | null;
  /** The fields at fault: the server's validation details, or the fields of a malformed answer. */
  readonly details: FieldProblem[];

  constructor(
    init: { method: string; path: string; status: number; reason: string; endpoint?: string },
    body?: ErrorBody['error'],
    cause?: unknown,
    details?: FieldProblem[],
  ) {
    const code = body?.id ? ` (${body.id})` : '';
    super(
      `${init.method} ${init.path} failed with status ${init.status}${code}: ${body?.message ?? init.reason}`,
      { cause },
    );
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.endpoint = init.endpoint ?? null;
    this.errorId = body?.id ?? null;
    this.messageKey = body?.messageKey ?? null;
    this.serverMessage = body?.message ?? null;
    this.requestId = body?.requestId ?? null;
    this.details = details ?? body?.details ?? [];
  }
}

/** An answer that does not match its endpoint's response schema. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly endpoint: string,
    readonly problems: FieldProblem[],
  ) {
    const first = problems[0];
    const where = first ? `${first.path || '(the answer)'}: ${first.message}` : 'unknown field';
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    super(`${endpoint} answered off the contract at ${where}${more}`);
  }
}
