import type { Submission } from "@conform-to/react";
import { data, redirect } from "react-router";
import { apiErrorFrom, type ApiError } from "#web/app/lib/api-error";
import type { ServerArgs } from "#web/app/lib/api.server";
import { errorMessageKey } from "#web/app/lib/error-messages";
import { fieldMessagesOf, type FieldMessageOptions } from "#web/app/lib/field-messages";
import { screenLocationOf } from "#web/app/lib/route-path";
import { refusalOf, refused, type FieldMessages, type Refusal, type RefusalMessage } from "./refusal";

// How an action turns a refusal into its answer (lib/forms/refusal.ts): /v1's refused fields become
// the messages of the one table under their fields, and what no field explains becomes the form's own
// message from the error catalogue (spec 000 §8: by status, then by the server's catalogued text,
// otherwise "unknown"). The server's text is read as a key of that catalogue, never shown.

export interface RefusalOptions extends FieldMessageOptions {
  /** The submission the action parsed (lib/forms/parse-form.ts): the reply then gives back what was typed. */
  submission?: Submission<unknown, RefusalMessage[]>;
  /** Fields whose typed value never comes back (a password). */
  hideFields?: string[];
  /**
   * The form's own messages, where a screen says more than the catalogue's reason (a duplicate contact,
   * the permissions a user may not grant). `explained`: some field carries the refusal.
   */
  formMessages?(error: ApiError, explained: boolean): RefusalMessage[];
}

/** The catalogue's message for the whole form (spec 000 §8), when no field explains the refusal: the default. */
export function unexplainedMessage(error: ApiError, explained: boolean): RefusalMessage[] {
  return explained ? [] : catalogueMessage(error);
}

/** The catalogue's message whatever the fields say: for a screen that tells a refusal in a snackbar. */
export function catalogueMessage(error: ApiError): RefusalMessage[] {
  return [{ key: errorMessageKey(error.status, error.serverMessage) }];
}

/** A failed /v1 call (read by apiErrorFrom) as the action's answer. */
export function refusalOfApiError(error: ApiError, options: RefusalOptions = {}): Refusal {
  const fields = fieldMessagesOf(error.fields, options);
  const explained = Object.keys(fields).length > 0;
  const formMessages = (options.formMessages ?? unexplainedMessage)(error, explained);
  const status = error.status || 502;
  if (!options.submission) return refusalOf(status, fields, formMessages);
  const fieldErrors: Record<string, RefusalMessage[]> = {};
  for (const [field, message] of Object.entries(fields)) if (message) fieldErrors[field] = [message];
  return refused(status, options.submission.reply({ fieldErrors, formErrors: formMessages, hideFields: options.hideFields }));
}

/**
 * /v1 refused what an action sent. Signed out meanwhile: to the login screen, and back to this screen
 * afterwards (a form that must keep what was typed answers `sessionExpired()` before calling /v1).
 */
export async function refusalFrom(args: ServerArgs, response: Response, options: RefusalOptions = {}): Promise<Refusal> {
  if (response.status === 401) {
    const screen = screenLocationOf(args.request);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: screen.pathname })}`);
  }
  return refusalOfApiError(await apiErrorFrom(response), options);
}

/** The action's own check refused the form, before /v1 was called (the same check as the browser's). */
export function refusalOfCheck(fields: FieldMessages, status = 422): Refusal {
  return refusalOf(status, fields);
}

/**
 * The session is gone while a form was being saved: the form is answered, not redirected, so it can
 * keep what was typed, show the spec's 401 message and sign out after 3 s (spec 000 §8).
 */
export function sessionExpired(): Refusal {
  return refusalOf(401, {}, [{ key: errorMessageKey(401) }]);
}

/**
 * An action's answer, a refusal sent with its status: React Router then does not reload the screen's
 * data under the form, so what was typed stays (after a 412, the user reloads when ready). A screen
 * whose data must follow a refusal (an item someone else removed) answers it without this.
 */
export function withRefusalStatus<Answer extends { ok: boolean }>(answer: Answer) {
  return answer.ok ? answer : data(answer, { status: (answer as unknown as Refusal).status || 502 });
}
