import { data } from "react-router";
import { DpaeCreateSchema } from "#domain/dpae/dpae-schemas";
import type { ServerArgs } from "#web/app/lib/api.server";
import { parseForm } from "#web/app/lib/forms/parse-form";
import { refusalReplyOf } from "#web/app/lib/forms/refusal-reply";
import type { FormReply } from "#web/app/lib/forms/use-refusable-form";
import { dpaeIssuesOf, postDeclaration } from "../+shared/declare.server";
import type { DpaeIssue } from "../+shared/dpae-issues-alert";

/** The form's own fields; /v1's other refusals (the space's SIRET, the worker's NIR…) are listed above it. */
const FORM_FIELDS = new Set(["order_id", "worker_id"]);

export interface DeclareRefusal {
  reply: FormReply;
  /** The DPAE checks that failed on data kept elsewhere (spec 000 §8's DPAE list), each with its message. */
  dpaeIssues: DpaeIssue[];
}

/**
 * POST /v1/dpae for the form's order and worker: prepared (201) or already there (200), staff land on
 * the declaration; a refusal comes back to the form.
 */
export async function declareWorker(args: ServerArgs, formData: FormData) {
  const submission = parseForm(formData, DpaeCreateSchema);
  if (submission.status !== "success") return data<DeclareRefusal>({ reply: submission.reply(), dpaeIssues: [] }, { status: 400 });
  const refusal = await postDeclaration(args, submission.value);
  const dpaeIssues = dpaeIssuesOf(refusal.issues, FORM_FIELDS);
  const formIssues = refusal.issues.filter((issue) => FORM_FIELDS.has(issue.field));
  const reply = refusalReplyOf(submission, { ...refusal, issues: dpaeIssues.length > 0 && formIssues.length === 0 ? [] : formIssues });
  // Every failing check is named at once: no form-level "unknown error" on top of the list.
  if (dpaeIssues.length > 0 && formIssues.length === 0) reply.error = {};
  return data<DeclareRefusal>({ reply, dpaeIssues }, { status: refusal.status || 502 });
}
