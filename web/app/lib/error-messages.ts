import { SERVER_MESSAGES } from "#domain/errors/app-error";
import type fr from "../i18n/locales/fr";

export type ErrorMessageKey = `errors.${keyof typeof fr.errors}`;

/** Server texts of the error catalogue (spec 000 §8, 001 §8), matched byte for byte. */
const KEY_BY_SERVER_MESSAGE: Record<string, ErrorMessageKey> = {
  [SERVER_MESSAGES.spaceHasNoRights]: "errors.smsDisabled",
  [SERVER_MESSAGES.userHasNoRights]: "errors.userHasNoRights",
  [SERVER_MESSAGES.userIsNull]: "errors.userIsNull",
  [SERVER_MESSAGES.invalidStatus]: "errors.invalidStatus",
  [SERVER_MESSAGES.associationCodeUsed]: "errors.associationCodeUsed",
  [SERVER_MESSAGES.workerContactTaken]: "errors.workerContactTaken",
  [SERVER_MESSAGES.externalRefTaken]: "errors.externalRefTaken",
  [SERVER_MESSAGES.availabilityClash]: "errors.availabilityClash",
  [SERVER_MESSAGES.availabilityVanished]: "errors.availabilityVanished",
  [SERVER_MESSAGES.emergencyContactPhoneUsed]: "errors.emergencyContactPhoneUsed",
  [SERVER_MESSAGES.emergencyContactMaximum]: "errors.emergencyContactMaximum",
  // A 409 when the row kept changing under an edit sent without a version (decision 0013).
  [SERVER_MESSAGES.changedMeanwhile]: "errors.changedMeanwhile",
  // Orders (spec 000 §8).
  [SERVER_MESSAGES.orderQuantityExceeded]: "errors.orderQuantityExceeded",
  [SERVER_MESSAGES.orderNotOpen]: "errors.orderNotOpen",
  [SERVER_MESSAGES.orderWithoutPeriod]: "errors.orderWithoutPeriod",
  [SERVER_MESSAGES.workerUnavailable]: "errors.workerUnavailable",
  [SERVER_MESSAGES.workerInContract]: "errors.workerInContract",
  [SERVER_MESSAGES.periodHasDelegatedWorkers]: "errors.periodHasDelegatedWorkers",
  // Multiposting (spec 000 §8 "no or invalid multiposting credentials"; decision 0046).
  [SERVER_MESSAGES.multipostingCredentialsMissing]: "errors.multipostingCredentialsMissing",
  [SERVER_MESSAGES.multipostingCredentialsInvalid]: "errors.multipostingCredentialsInvalid",
  [SERVER_MESSAGES.publicationInProgress]: "errors.publicationInProgress",
  // One operation's unforeseen failure (spec 000 §8): a 500 that says which step failed.
  [SERVER_MESSAGES.workerInsertionFailed]: "errors.workerInsertionFailed",
  [SERVER_MESSAGES.workersListFetchFailed]: "errors.workersListFetchFailed",
  [SERVER_MESSAGES.selectAllWorkersFailed]: "errors.selectAllWorkersFailed",
  [SERVER_MESSAGES.spaceUpdateFailed]: "errors.spaceUpdateFailed",
  [SERVER_MESSAGES.companyRegistrationFailed]: "errors.companyRegistrationFailed",
};

const KEY_BY_STATUS: Record<number, ErrorMessageKey> = {
  403: "errors.forbidden",
  404: "errors.notFound",
  // If-Match named the version the form loaded, and someone else changed the row since (decision 0013).
  412: "errors.changedMeanwhile",
  415: "errors.unsupportedMediaType",
  429: "errors.tooManyAttempts",
  500: "errors.server",
};

/** The catalogue's text for a server's message, if the catalogue knows it (spec 000 §8). */
export function cataloguedMessageKey(serverMessage: string | null | undefined): ErrorMessageKey | undefined {
  return serverMessage == null ? undefined : KEY_BY_SERVER_MESSAGE[serverMessage.trim()];
}

/**
 * The snackbar text of a failed call (spec 000 §8): by HTTP status, then by the server's text,
 * otherwise "unknown". Two refinements of that order, on purpose:
 * - 401 always gives the 401 text, because the automatic logout that follows must be explained;
 * - a catalogued server text wins over the generic 403/404/415/500 text, because it is the more
 *   precise one (a 403 "Space has no rights" means SMS are disabled for the space, not "no permission").
 * `status` 0 is a request that never got an answer ("Failed to fetch").
 */
export function errorMessageKey(status: number, serverMessage?: string): ErrorMessageKey {
  if (status === 0 || status === 502 || serverMessage === "Failed to fetch") return "errors.connection";
  if (status === 401) return "errors.unauthenticated";
  const byText = cataloguedMessageKey(serverMessage);
  if (byText) return byText;
  return KEY_BY_STATUS[status] ?? "errors.unknown";
}
