import { data, redirect } from "react-router";
import { DpaeCreateSchema, DpaeDetailSchema } from "#domain/dpae/dpae-schemas";
import { actionRefusal, callApi, type ServerArgs } from "#web/app/lib/api.server";
import { issueTexts, type IssueText } from "#web/app/lib/field-issues";
import { parseForm } from "#web/app/lib/forms/parse-form";
import { refusalReplyOf } from "#web/app/lib/forms/refusal-reply";
import type { FormReply } from "#web/app/lib/forms/use-refusable-form";

/** The form's own fields; /v1's other refusals (the space's SIRET, the worker's NIR…) are listed above it. */
const FORM_FIELDS = new Set(["order_id", "worker_id"]);

export interface DeclareRefusal {
  reply: FormReply;
  /** The DPAE checks that failed on data kept elsewhere (spec 000 §8's DPAE list), each with its message. */
  dpaeIssues: IssueText[];
}

/**
 * POST /v1/dpae for the form's order and worker: prepared (201) or already there (200), staff land on
 * the declaration; a refusal comes back to the form.
 */
export async function declareWorker(args: ServerArgs, formData: FormData) {
  const submission = parseForm(formData, DpaeCreateSchema);
  if (submission.status !== "success") return data<DeclareRefusal>({ reply: submission.reply(), dpaeIssues: [] }, { status: 400 });
  const response = await callApi(args, "/dpae", { method: "POST", json: submission.value });
  if (response.ok) {
    const declaration = DpaeDetailSchema.parse(await response.json());
    throw redirect(`/dpae/${declaration.id}?declared=${response.status === 201 ? "created" : "existing"}`);
  }
  const refusal = await actionRefusal(args, response);
  const dpaeIssues = Object.entries(issueTexts(refusal.issues))
    .filter(([field]) => !FORM_FIELDS.has(field))
    .map(([, text]) => text!);
  const formIssues = refusal.issues.filter((issue) => FORM_FIELDS.has(issue.field));
  const reply = refusalReplyOf(submission, { ...refusal, issues: dpaeIssues.length > 0 && formIssues.length === 0 ? [] : formIssues });
  // Every failing check is named at once: no form-level "unknown error" on top of the list.
  if (dpaeIssues.length > 0 && formIssues.length === 0) reply.error = {};
  return data<DeclareRefusal>({ reply, dpaeIssues }, { status: refusal.status || 502 });
}
