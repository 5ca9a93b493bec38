import { z } from './zod.js';

/** Every error the API can answer with: stable id, HTTP status and a localized message key. */
export const ErrorCatalogue = {
  VALIDATION_FAILED: { status: 400, messageKey: 'errors.validationFailed' },
  MALFORMED_BODY: { status: 400, messageKey: 'errors.malformedBody' },
  MALFORMED_QUERY: { status: 400, messageKey: 'errors.malformedQuery' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: 'errors.unsupportedMediaType' },
  BODY_TOO_LARGE: { status: 413, messageKey: 'errors.bodyTooLarge' },
  ENVIRONMENT_NOT_SET: { status: 400, messageKey: 'errors.environmentNotSet' },
  UNKNOWN_AGENT: { status: 404, messageKey: 'errors.unknownAgent' },
  UNKNOWN_MODEL: { status: 404, messageKey: 'errors.unknownModel' },
  UNAUTHENTICATED: { status: 401, messageKey: 'errors.unauthenticated' },
  FORBIDDEN: { status: 403, messageKey: 'errors.forbidden' },
  ADMIN_API_DISABLED: { status: 403, messageKey: 'errors.adminApiDisabled' },
  NOT_FOUND: { status: 404, messageKey: 'errors.notFound' },
  ROUTE_NOT_FOUND: { status: 404, messageKey: 'errors.routeNotFound' },
  METHOD_NOT_ALLOWED: { status: 405, messageKey: 'errors.methodNotAllowed' },
  RATE_LIMITED: { status: 429, messageKey: 'errors.rateLimited' },
  GENERATE_REPORT_FAILED: { status: 500, messageKey: 'errors.generateReportFailed' },
  REPORT_NOT_FOUND: { status: 404, messageKey: 'errors.reportNotFound' },
  REPORT_ID_INVALID: { status: 400, messageKey: 'errors.reportIdInvalid' },
  INTERNET_TYPE_SURVEY_DISABLED: { status: 403, messageKey: 'errors.internetTypeSurveyDisabled' },
  EGRESS_LOCATION_UNKNOWN: { status: 404, messageKey: 'errors.egressLocationUnknown' },
  PLACE_NOT_FOUND: { status: 404, messageKey: 'errors.placeNotFound' },
  BOUNDARY_NOT_FOUND: { status: 404, messageKey: 'errors.boundaryNotFound' },
  MAPS_CALL_FAILED: { status: 502, messageKey: 'errors.mapsCallFailed' },
  CSRF_REJECTED: { status: 403, messageKey: 'identity.errors.csrf' },
  SIGN_IN_DISABLED: { status: 404, messageKey: 'identity.errors.signInDisabled' },
  SIGN_IN_FAILED: { status: 400, messageKey: 'identity.errors.signInFailed' },
  IDENTITY_PROVIDER_FAILED: { status: 502, messageKey: 'identity.errors.providerFailed' },
  SAVE_REPORT_DISABLED: { status: 403, messageKey: 'history.errors.saveDisabled' },
  HISTORY_DISABLED: { status: 404, messageKey: 'history.errors.historyDisabled' },
  SHARING_DISABLED: { status: 403, messageKey: 'sharing.errors.disabled' },
  SHARE_RECEIVER_INVALID: { status: 400, messageKey: 'sharing.errors.receiverInvalid' },
  COPILOT_UNAVAILABLE: { status: 404, messageKey: 'copilot.errors.unavailable' },
  COPILOT_RUN_ID_INVALID: { status: 400, messageKey: 'copilot.errors.runIdInvalid' },
  COPILOT_RUN_NOT_FOUND: { status: 404, messageKey: 'copilot.errors.runNotFound' },
  COPILOT_RUN_EXISTS: { status: 409, messageKey: 'copilot.errors.runExists' },
  NETWORK_HEALTH_DISABLED: { status: 404, messageKey: 'health.errors.disabled' },
  INCIDENT_NOT_FOUND: { status: 404, messageKey: 'health.errors.incidentNotFound' },
  INCIDENT_INVALID: { status: 400, messageKey: 'health.errors.incidentInvalid' },
  LIVE_RUN_NOT_FOUND: { status: 404, messageKey: 'livetest.errors.runNotFound' },
  LIVE_RUN_REPORT_TOO_OLD: { status: 409, messageKey: 'livetest.errors.reportTooOld' },
  ADVANCED_CLIENT_MISSING: { status: 503, messageKey: 'livetest.errors.clientMissing' },
  ADVANCED_CLIENT_BUILD_FAILED: { status: 503, messageKey: 'livetest.errors.clientBuildFailed' },
  ADVANCED_CLIENT_EXECUTABLES_OFF: { status: 404, messageKey: 'livetest.errors.executablesOff' },
  RESOLVER_NOT_SEEN: { status: 404, messageKey: 'livetest.errors.resolverNotSeen' },
  DOMAINLENS_FORBIDDEN: { status: 403, messageKey: 'domainlens.errors.forbidden' },
  ASN_FORBIDDEN: { status: 403, messageKey: 'identity.noAccess' },
  DOMAINLENS_NOT_FOUND: { status: 404, messageKey: 'domainlens.errors.notFound' },
  DOMAINLENS_VERSION_CONFLICT: { status: 409, messageKey: 'domainlens.errors.versionConflict' },
  DOMAINLENS_INVALID_STATE: { status: 409, messageKey: 'domainlens.errors.invalidState' },
  DOMAINLENS_BLOCKED: { status: 409, messageKey: 'domainlens.errors.blocked' },
  DOMAINLENS_OPEN_CHANGE: { status: 409, messageKey: 'domainlens.errors.openChange' },
  DOMAINLENS_PUBLISH_CONFLICT: { status: 409, messageKey: 'domainlens.errors.publishConflict' },
  FQDN_NOT_FOUND: { status: 404, messageKey: 'fqdns.errors.notFound' },
  FQDN_EXISTS: { status: 409, messageKey: 'fqdns.errors.exists' },
  FQDN_WILDCARD_NOT_SCANNED: { status: 409, messageKey: 'fqdns.errors.wildcardNotScanned' },
  OCDI_INVALID: { status: 400, messageKey: 'fqdns.ocdi.errors.invalid' },
  OCDI_NOT_FOUND: { status: 404, messageKey: 'fqdns.ocdi.errors.notFound' },
  OCDI_INVALID_STATE: { status: 409, messageKey: 'fqdns.ocdi.errors.invalidState' },
  OCDI_SAVE_FAILED: { status: 500, messageKey: 'fqdns.ocdi.errors.saveFailed' },
  OCDI_REVIEW_FAILED: { status: 500, messageKey: 'fqdns.ocdi.errors.reviewFailed' },
  DOMAINLENS_NOTHING_STAGED: { status: 409, messageKey: 'domainlens.errors.nothingStaged' },
  CLIENT_REQUEST_ID_REQUIRED: { status: 400, messageKey: 'domainlens.errors.clientRequestId' },
  PARTNER_TERMS_REQUIRED: { status: 400, messageKey: 'partners.errors.terms' },
  PARTNER_COMPANY_URL_INVALID: { status: 400, messageKey: 'partners.errors.companyUrl' },
  PARTNER_EMAIL_INVALID: { status: 400, messageKey: 'partners.errors.email' },
  PARTNER_EMAIL_DOMAIN: { status: 400, messageKey: 'partners.errors.sameDomain' },
  PARTNER_EMAIL_NOT_ORGANISATION: { status: 400, messageKey: 'partners.errors.orgDomain' },
  PARTNER_CODES_RATE_LIMITED: { status: 429, messageKey: 'partners.errors.codesRateLimited' },
  PARTNER_VERIFICATION_LOCKED: { status: 429, messageKey: 'partners.errors.verificationLocked' },
  PARTNER_SEND_EMAIL_FAILED: { status: 502, messageKey: 'partners.errors.sendEmail' },
  PARTNER_VERIFICATION_FAILED: { status: 400, messageKey: 'partners.errors.verification' },
  PARTNER_ALREADY_REGISTERED: { status: 409, messageKey: 'partners.errors.alreadyRegistered' },
  PARTNER_NOT_REGISTERED: { status: 403, messageKey: 'partners.errors.notRegistered' },
  PARTNER_FORBIDDEN: { status: 403, messageKey: 'partners.errors.forbidden' },
  PARTNER_NOT_FOUND: { status: 404, messageKey: 'partners.errors.notFound' },
  PARTNER_SOLUTION_INVALID: { status: 400, messageKey: 'partners.errors.solutionInvalid' },
  PARTNER_SOLUTION_CONTRIBUTED: { status: 409, messageKey: 'partners.errors.contributed' },
  PARTNER_SOLUTION_PUBLIC: { status: 409, messageKey: 'partners.errors.publicSolution' },
  PARTNER_CHANGE_PENDING: { status: 409, messageKey: 'partners.errors.changePending' },
  PARTNER_CHANGE_CLOSED: { status: 409, messageKey: 'partners.errors.changeClosed' },
  PARTNER_CHANGE_FORBIDDEN: { status: 403, messageKey: 'partners.errors.changeForbidden' },
  PERFORMANCE_SOLUTION_NOT_FOUND: { status: 404, messageKey: 'performance.errors.solutionNotFound' },
  PERFORMANCE_CONTINUATION_INVALID: { status: 400, messageKey: 'performance.errors.continuation' },
  PERFORMANCE_NO_DATA: { status: 404, messageKey: 'performance.errors.noData' },
  PERFORMANCE_FORBIDDEN: { status: 403, messageKey: 'performance.errors.forbidden' },
  INTERNAL_FORBIDDEN: { status: 403, messageKey: 'internal.noAccess' },
  INTERNAL_SOLUTION_NOT_FOUND: { status: 404, messageKey: 'internal.errors.solutionNotFound' },
  INTERNAL: { status: 500, messageKey: 'errors.internal' },
  SERVICE_UNAVAILABLE: { status: 503, messageKey: 'errors.serviceUnavailable' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorId = keyof typeof ErrorCatalogue;
export const ErrorIds = Object.keys(ErrorCatalogue) as ErrorId[];

export const ErrorBodySchema = z
  .object({
    error: z.object({
      id: z.string(),
      status: z.number().int(),
      message: z.string(),
      messageKey: z.string(),
      method: z.string(),
      path: z.string(),
      requestId: z.string(),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A coded error thrown by services; the error handler turns it into an ErrorBody. */
export class AppError extends Error {
  readonly id: ErrorId;
  readonly status: number;
  readonly messageKey: string;
  readonly details: { path: string; message: string }[] | undefined;
  readonly params: Record<string, string | number> | undefined;
  /** Seconds the caller is asked to wait (`Retry-After`), for a refusal that ends by itself. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    id: ErrorId,
    opts: {
      details?: { path: string; message: string }[];
      params?: Record<string, string | number>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(id, { cause: opts.cause });
    this.id = id;
    this.status = ErrorCatalogue[id].status;
    this.messageKey = ErrorCatalogue[id].messageKey;
    this.details = opts.details;
    this.params = opts.params;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}
