import { data } from "react-router";
import { z } from "zod";
import { CompetenceCheckCreateSchema, CompetenceCheckUpdateSchema } from "#domain/companies/competence-check-schemas";
import { IdParamSchema } from "#domain/validation/id-param";
import { competenceCheckInputFromForm } from "#web/app/components/competence-checks/competence-check-values";
import { callApi } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { catalogueMessage, refusalFrom, refusalOfCheck, sessionExpired, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { ifMatchOf } from "#web/app/lib/row-version";
import { readSession } from "#web/app/lib/session.server";
import type { Route } from "./+types/actions";

// The writes of the competence-check panel (components/competence-checks), which sits in a company's
// file and could sit in a worker's: a resource route, so both post here rather than calling /v1 from
// the browser, and every write of the web goes through a route action with the session's cookie.

const IntentSchema = z.enum(["create", "update", "delete"]);

export async function action(args: Route.ActionArgs) {
  // Signed out meanwhile: the dialog keeps what was typed and says why (spec 000 §8).
  if (!(await readSession(args))) return withRefusalStatus(sessionExpired());
  const formData = await args.request.formData();
  const intent = IntentSchema.safeParse(formData.get("intent"));
  if (!intent.success) throw data(null, { status: 400 });

  if (intent.data === "delete") {
    const id = IdParamSchema.parse(formData.get("check_id"));
    return answer(args, intent.data, await callApi(args, `/competence-checks/${id}`, { method: "DELETE" }));
  }

  const input = competenceCheckInputFromForm(formData);
  if (intent.data === "create") {
    const parsed = CompetenceCheckCreateSchema.safeParse(input);
    if (!parsed.success) return withRefusalStatus(refusalOfCheck(fieldMessagesFromZod(parsed.error)));
    return answer(args, intent.data, await callApi(args, "/competence-checks", { method: "POST", json: input }));
  }
  // A check keeps its company (the API refuses company_id on an update).
  const { company_id: _companyId, ...changes } = input;
  const parsed = CompetenceCheckUpdateSchema.safeParse(changes);
  if (!parsed.success) return withRefusalStatus(refusalOfCheck(fieldMessagesFromZod(parsed.error)));
  const id = IdParamSchema.parse(formData.get("check_id"));
  // The version the dialog opened with: a check saved by someone else since is not overwritten (412).
  const patch = { method: "PATCH", json: changes, ifMatch: ifMatchOf(formData) } as const;
  return answer(args, intent.data, await callApi(args, `/competence-checks/${id}`, patch));
}

/**
 * A refusal keeps its status, so the router does not reload the screen under the open dialog. The
 * catalogue's message comes with it whatever the fields say: what a 422 does not explain field by
 * field is told in a snackbar.
 */
async function answer<I extends z.infer<typeof IntentSchema>>(args: Route.ActionArgs, intent: I, response: Response) {
  if (!response.ok) return withRefusalStatus(await refusalFrom(args, response, { formMessages: catalogueMessage }));
  return { ok: true as const, intent };
}
