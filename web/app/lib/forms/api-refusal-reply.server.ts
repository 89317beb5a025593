import { actionRefusal, type ServerArgs } from "#web/app/lib/api.server";
import { issueTextsFromApi } from "#web/app/lib/field-issues";
import { refusalReply } from "./refusal-reply";
import type { FormReply } from "./use-refusable-form";

/**
 * /v1 refused a form an action sent: its 422/409/403 fields under theirs (a 403 naming `contract_type`
 * is a field too), anything no field explains as the form's own message (spec 000 §8 catalogue).
 */
export async function apiRefusalReply(args: ServerArgs, response: Response): Promise<{ reply: FormReply; status: number }> {
  const refusal = await actionRefusal(args, response);
  const fieldErrors = issueTextsFromApi(refusal.issues);
  const explained = Object.keys(fieldErrors).length > 0;
  return { reply: refusalReply(fieldErrors, explained ? null : { key: refusal.errorKey }), status: refusal.status };
}
