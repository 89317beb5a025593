import { redirect } from "react-router";
import { DpaeDetailSchema } from "#domain/dpae/dpae-schemas";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";
import type { Refusal } from "#web/app/lib/forms/refusal";
import { refusalFrom, type RefusalOptions } from "#web/app/lib/forms/refusal.server";

/**
 * POST /v1/dpae for a worker accepted on an order, from the DPAE list's form or the order file:
 * prepared (201) or already there (200), staff land on the declaration, told which; a refusal is
 * answered for the caller to show: every failing check of spec 000 §8's DPAE list under its field
 * (the space's SIRET, the worker's NIR…), listed at once by DpaeIssuesAlert.
 */
export async function postDeclaration(
  args: ServerArgs,
  input: { order_id: number; worker_id: number },
  options: RefusalOptions = {},
): Promise<Refusal> {
  const response = await callApi(args, "/dpae", { method: "POST", json: input });
  if (response.ok) {
    const declaration = DpaeDetailSchema.parse(await response.json());
    throw redirect(`/dpae/${declaration.id}?declared=${response.status === 201 ? "created" : "existing"}`);
  }
  return refusalFrom(args, response, options);
}
