import type { ApiError, ApiFieldError } from "./api-error";
import { errorMessageKey, type ErrorMessageKey } from "./error-messages";
import { issueTextsFromApi, type IssueTexts } from "./field-issues";
import type { FieldWording } from "./field-messages";

/** What a form shows after /v1 refused it: errors under the fields, and a message about the whole form. */
export interface FormFailure {
  status: number;
  fieldErrors: IssueTexts;
  /** Null when the field errors say it all (a 422 whose every problem sits under a field). */
  formError: ErrorMessageKey | null;
  /** The refused fields as /v1 sent them (a 403's `not_held` entries name the permission or space). */
  fields: ApiFieldError[];
}

/**
 * Spec 000 §8 for forms: the field errors of a 422 or 409 go under their fields; anything else (403
 * "User has no rights", 404, 500, a network failure) becomes the message of the catalogue, shown
 * at the top of the form.
 */
export function formFailureOf(error: ApiError, wording?: FieldWording): FormFailure {
  const fieldErrors = issueTextsFromApi(error.fields, wording);
  const explainedByFields = (error.status === 422 || error.status === 409) && Object.keys(fieldErrors).length > 0;
  return {
    status: error.status,
    fieldErrors,
    formError: explainedByFields ? null : errorMessageKey(error.status, error.serverMessage),
    fields: error.fields,
  };
}
