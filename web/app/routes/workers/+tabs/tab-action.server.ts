import { data } from "react-router";
import { z } from "zod";
import { IdParamSchema } from "#domain/validation/id-param";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { refusalFrom, refusalOfCheck } from "#web/app/lib/forms/refusal.server";
import type { TabAnswer } from "./tab-answer";

// What every tab's action does with a fetcher's post: read its intent and the item it names, check the
// input with the form's own schema (CONVENTIONS §2: the same one /v1 applies), call /v1, answer.

/** The intent posted, among the tab's; anything else is a bad request. */
export function intentOf<const Intents extends readonly [string, ...string[]]>(formData: FormData, intents: Intents): Intents[number] {
  const parsed = z.enum(intents).safeParse(formData.get("intent"));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}

/** The id of the item (availability, comment…) an intent acts on; anything else is a bad request. */
export function itemIdOf(formData: FormData, name = "item_id"): number {
  const parsed = IdParamSchema.safeParse(formData.get(name));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}

/**
 * /v1's answer to a write, as the fetcher reads it. A refusal is answered without its status: the tab
 * reloads under the form (an item someone else removed meanwhile leaves the list). `fieldOf`: the
 * control a refused field belongs under.
 */
export async function answerOf<Intent extends string>(
  args: ServerArgs,
  intent: Intent,
  response: Response,
  fieldOf?: (field: string) => string,
): Promise<TabAnswer<Intent>> {
  if (!response.ok) return refusalFrom(args, response, { fieldOf });
  return { ok: true, intent };
}

/** Checks `input` with the form's schema, then sends it to /v1 (which checks it again). */
export async function sendChecked<Intent extends string>(
  args: ServerArgs,
  intent: Intent,
  schema: z.ZodType,
  input: unknown,
  request: { path: `/${string}`; method: "POST" | "PATCH" | "PUT"; fieldOf?: (field: string) => string },
): Promise<TabAnswer<Intent>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return refusalOfCheck(fieldMessagesFromZod(parsed.error, undefined, { fieldOf: request.fieldOf }));
  return answerOf(args, intent, await callApi(args, request.path, { method: request.method, json: input }), request.fieldOf);
}

type ItemIntent = "create" | "update" | "delete";

/**
 * The whole action of a tab listing the items of one /v1 collection (availabilities, comments, equipment,
 * emergency contacts): "create" posts to the collection, "update" patches the item with every field,
 * checked as a whole so that a required field stays required, "delete" deletes the item.
 */
export async function collectionAction<const Intents extends readonly [ItemIntent, ...ItemIntent[]]>(
  args: ServerArgs,
  collection: `/${string}`,
  form: { intents: Intents; schema: z.ZodType; inputFromForm(formData: FormData): unknown },
): Promise<TabAnswer<Intents[number]>> {
  const formData = await args.request.formData();
  const intent = intentOf(formData, form.intents);
  if (intent === "delete") {
    return answerOf(args, intent, await callApi(args, `${collection}/${itemIdOf(formData)}`, { method: "DELETE" }));
  }
  const request =
    intent === "create"
      ? ({ path: collection, method: "POST" } as const)
      : ({ path: `${collection}/${itemIdOf(formData)}`, method: "PATCH" } as const);
  return sendChecked(args, intent, form.schema, form.inputFromForm(formData), request);
}
