import { redirect } from "react-router";
import { DpaeDetailSchema } from "#domain/dpae/dpae-schemas";
import { actionRefusal, callApi, type ActionRefusal, type ServerArgs } from "#web/app/lib/api.server";
import type { FieldIssue } from "#web/app/lib/field-issues";
import { issueTexts } from "#web/app/lib/field-issues";
import type { DpaeIssue } from "./dpae-issues-alert";

/**
 * POST /v1/dpae for a worker accepted on an order, from the DPAE list's form or the order file:
 * prepared (201) or already there (200), staff land on the declaration, told which; a refusal is
 * answered for the caller to show.
 */
export async function postDeclaration(args: ServerArgs, input: { order_id: number; worker_id: number }): Promise<ActionRefusal> {
  const response = await callApi(args, "/dpae", { method: "POST", json: input });
  if (response.ok) {
    const declaration = DpaeDetailSchema.parse(await response.json());
    throw redirect(`/dpae/${declaration.id}?declared=${response.status === 201 ? "created" : "existing"}`);
  }
  return actionRefusal(args, response);
}

/**
 * The DPAE checks that failed (spec 000 §8's DPAE list: the space's SIRET, the worker's NIR…), each
 * with its message, all at once; `formFields` are left to a form that shows them under themselves.
 */
export function dpaeIssuesOf(issues: readonly FieldIssue[], formFields: ReadonlySet<string> = new Set()): DpaeIssue[] {
  return Object.entries(issueTexts(issues))
    .filter(([field]) => !formFields.has(field))
    .map(([field, text]) => ({ ...text!, agency: field.startsWith("space.") }));
}
