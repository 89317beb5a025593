import { data } from "react-router";
import { DpaeCreateSchema } from "#domain/dpae/dpae-schemas";
import type { ServerArgs } from "#web/app/lib/api.server";
import { parseForm } from "#web/app/lib/forms/parse-form";
import { refused } from "#web/app/lib/forms/refusal";
import { postDeclaration } from "../+shared/declare.server";

/**
 * POST /v1/dpae for the form's order and worker: prepared (201) or already there (200), staff land on
 * the declaration; a refusal comes back to the form, the checks that failed on data kept elsewhere
 * listed above it. Every failing check is named at once: no form-level "unknown error" on top.
 */
export async function declareWorker(args: ServerArgs, formData: FormData) {
  const submission = parseForm(formData, DpaeCreateSchema);
  if (submission.status !== "success") return data(refused(400, submission.reply()), { status: 400 });
  const refusal = await postDeclaration(args, submission.value, { submission });
  return data(refusal, { status: refusal.status });
}
