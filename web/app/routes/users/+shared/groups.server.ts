import { data } from "react-router";
import { z } from "zod";
import { GroupCreateSchema, GroupRenameSchema } from "#domain/users/group-schemas";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { refusalOf } from "#web/app/lib/forms/refusal";

// The groups screen's writes (decision 0048): create, rename, delete through /v1/groups.

const IdSchema = z.coerce.number().int().positive();

/** One of the screen's forms, by its intent; a refusal names the form's field (`name`) or the whole form. */
export async function groupAction(args: ServerArgs, formData: FormData) {
  const intent = formData.get("intent");
  if (intent === "create") {
    const parsed = GroupCreateSchema.safeParse({ space_id: Number(formData.get("space_id")), name: String(formData.get("name") ?? "") });
    if (!parsed.success) return data({ intent, ...refusalOf(422, fieldMessagesFromZod(parsed.error)) }, { status: 422 });
    const response = await callApi(args, "/groups", { method: "POST", json: parsed.data });
    if (!response.ok) return answerRefusal(args, intent, response);
    return data({ intent, ok: true as const });
  }
  const id = IdSchema.safeParse(formData.get("id"));
  if (!id.success) throw new Response(null, { status: 400 });
  if (intent === "rename") {
    const parsed = GroupRenameSchema.safeParse({ name: String(formData.get("name") ?? "") });
    if (!parsed.success) return data({ intent, id: id.data, ...refusalOf(422, fieldMessagesFromZod(parsed.error)) }, { status: 422 });
    const response = await callApi(args, `/groups/${id.data}`, { method: "PATCH", json: parsed.data });
    if (!response.ok) return answerRefusal(args, intent, response, id.data);
    return data({ intent, id: id.data, ok: true as const });
  }
  if (intent === "delete") {
    const response = await callApi(args, `/groups/${id.data}`, { method: "DELETE" });
    if (!response.ok) return answerRefusal(args, intent, response, id.data);
    return data({ intent, id: id.data, ok: true as const });
  }
  throw new Response(null, { status: 400 });
}

async function answerRefusal(args: ServerArgs, intent: string, response: Response, id?: number) {
  const refusal = await refusalFrom(args, response);
  return data({ intent, id, ...refusal }, { status: refusal.status });
}
