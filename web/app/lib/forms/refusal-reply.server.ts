import type { Submission } from "@conform-to/react";
import type { ActionRefusal } from "#web/app/lib/api.server";
import { issueTextsFromApi } from "#web/app/lib/field-issues";
import type { FieldWording } from "#web/app/lib/field-messages";
import type { FieldErrors, FormReply } from "./use-refusable-form";

// /v1 refused what the action sent: its 422/409 fields go under the same fields as the browser's check
// (merged into Conform's reply), and a refusal no field explains (no rights, a failure) above the form.

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
