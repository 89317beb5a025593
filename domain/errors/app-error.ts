// One error model for the whole server (CONVENTIONS §4). Each code has exactly one HTTP status;
// the compiler refuses a code without one.

export type AppErrorCode =
  | "malformed_request"
  | "unsupported_media_type"
  | "payload_too_large"
  | "validation_failed"
  | "unauthenticated"
  | "invalid_credentials"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "changed_meanwhile"
  | "too_many_attempts"
  | "internal"
  | "bad_gateway";

export const HTTP_STATUS_BY_CODE: Record<AppErrorCode, 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 500 | 502> = {
  malformed_request: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  validation_failed: 422,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  // If-Match named a version of the row that is no longer the stored one (decision 0013).
  changed_meanwhile: 412,
  too_many_attempts: 429,
  internal: 500,
  // A provider we called (OCR, Turnstile) failed or did not answer: the caller may retry (spec 001 §8, 502).
  bad_gateway: 502,
};

/** One refused field: its dotted path and why (a stable reason code, then a human message). */
export interface FieldError {
  field: string;
  reason: string;
  message: string;
  /** A value that must be unique is held by this row, so the screen can link to it (decision 0016). */
  existing?: { id: number; name: string };
}

/**
 * The messages the spec's error catalogue (000 §8) knows by their raw text. The web app maps
 * them to translated snackbar texts, so they must stay byte-for-byte stable.
 */
export const SERVER_MESSAGES = {
  userHasNoRights: "User has no rights",
  userIsNull: "User is null",
  invalidStatus: "Invalid status",
  spaceHasNoRights: "Space has no rights",
  associationCodeUsed: "association_code used by another space",
  siretTaken: "siret already used by a company of the space",
  invalidSpace: "invalid agency/space id",
  workerContactTaken: "email or mobile_phone_number already taken",
  externalRefTaken: "external_ref already taken on the space",
  availabilityClash: "Availability clash",
  availabilityVanished: "Availability vanished",
  emergencyContactPhoneUsed: "Emergency contact phone already used",
  emergencyContactMaximum: "Emergency contact maximum reached",
  changedMeanwhile: "Changed by someone else meanwhile: reload it",
  orderQuantityExceeded: "Order quantity exceeded",
  orderNotOpen: "Order is not open",
  orderWithoutPeriod: "Order must have at least one period",
  workerUnavailable: "Worker unavailable",
  workerInContract: "Worker already in contract",
  periodHasDelegatedWorkers: "Period has delegated workers",
  // Spec 000 §8 "no or invalid multiposting credentials": the space has none, or the provider refused them.
  multipostingCredentialsMissing: "No multiposting credentials",
  multipostingCredentialsInvalid: "Invalid multiposting credentials",
  /** Another publication action of the offer is on its way to the provider (decision 0046). */
  publicationInProgress: "Publication in progress",
  // Spec 000 §8's generic failures of one operation: a 500 the operation did not foresee (features/failing-as.ts).
  workerInsertionFailed: "Worker insertion failed",
  workersListFetchFailed: "workers list fetch failed",
  selectAllWorkersFailed: "select-all-workers failed",
  spaceUpdateFailed: "Error occurred while updating space",
  companyRegistrationFailed: "Failed to register company",
} as const;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: FieldError[];
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, message: string, options: { fields?: FieldError[]; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status() {
    return HTTP_STATUS_BY_CODE[this.code];
  }
}

/** What any read outside the caller's reach answers: 404, never 403 (decision 0010). */
export function notFound(): AppError {
  return new AppError("not_found", "Resource does not exist");
}

/** The JSON body every failed /v1 call answers with. */
export interface ErrorBody {
  error: { code: AppErrorCode; message: string; fields?: FieldError[] };
}

export function toErrorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields.length > 0 ? { fields: error.fields } : {}),
    },
  };
}
