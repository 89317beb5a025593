import type { Submission } from "@conform-to/react";
import type { ActionRefusal } from "#web/app/lib/api.server";
import { issueTextsFromApi, type IssueText, type IssueTexts } from "#web/app/lib/field-issues";
import type { FieldWording } from "#web/app/lib/field-messages";
import type { FormFailure } from "#web/app/lib/form-failure";
import type { FieldErrors, FormReply } from "./use-refusable-form";

// A refusal as Conform's reply (`lastResult`), whoever refused: the action's own check, /v1's 422/409
// fields (under the same fields as the browser's check), or a refusal no field explains (no rights, a
// failure), which Conform keeps as the form's own error (name "") and the form shows above its fields.

/** Refused fields (the first refusal of each), and the message of the whole form if any. */
export function refusalReply(fieldErrors: IssueTexts, formError?: IssueText | null): FormReply {
  const error: Record<string, FieldErrors> = {};
  for (const [field, text] of Object.entries(fieldErrors)) if (text) error[field] = [text];
  if (formError) error[""] = [formError];
  return { status: "error", error };
}

/** What an action's FormFailure (lib/form-failure.ts) says, as Conform's reply. */
export function failureReply(failure: FormFailure): FormReply {
  return refusalReply(failure.fieldErrors, failure.formError ? { key: failure.formError } : null);
}

/** /v1's refusal merged into the reply of a submission parsed by parseForm (the fields typed come back with it). */
export function refusalReplyOf(
  submission: Submission<unknown, FieldErrors>,
  refusal: ActionRefusal,
  { wording, hideFields }: { wording?: FieldWording; hideFields?: string[] } = {},
): FormReply {
  const fieldErrors: Record<string, FieldErrors> = {};
  for (const [field, text] of Object.entries(issueTextsFromApi(refusal.issues, wording))) if (text) fieldErrors[field] = [text];
  const explained = Object.keys(fieldErrors).length > 0 && (refusal.status === 422 || refusal.status === 409);
  return submission.reply({ fieldErrors, formErrors: explained ? [] : [{ key: refusal.errorKey }], hideFields });
}
