import { DocumentUpdateSchema } from "#domain/documents/document-schemas";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { refusalOf, type Refusal } from "#web/app/lib/forms/refusal";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { ifMatchOf } from "#web/app/lib/row-version";
import { intentOf, itemIdOf } from "../+tabs/tab-action.server";
import { DOCUMENT_CHECK_MESSAGE, DOCUMENT_REFUSAL } from "./document-refusal.server";

// The documents tab's action: a document's fields edited (PATCH with If-Match) or the document deleted.
// The upload has its own resource route (documents-upload.ts), streamed with its progress.

export type DocumentAnswer = { ok: true; intent: "update" | "delete" } | Refusal;

/** The edit form's fields as the PATCH takes them: an empty optional field clears it. */
export function documentChangesFrom(formData: FormData) {
  const optional = (name: string) => {
    const value = String(formData.get(name) ?? "").trim();
    return value === "" ? null : value;
  };
  return {
    type: formData.get("type"),
    name: String(formData.get("name") ?? "").trim(),
    valid_from: optional("valid_from"),
    valid_until: optional("valid_until"),
    card_number: optional("card_number"),
    delivering_organization: optional("delivering_organization"),
    confidential: formData.get("confidential") === "on",
  };
}

export async function documentsAction(args: ServerArgs, workerId: number): Promise<DocumentAnswer> {
  const formData = await args.request.formData();
  const intent = intentOf(formData, ["update", "delete"]);
  const path = `/workers/${workerId}/documents/${itemIdOf(formData)}` as const;
  if (intent === "delete") {
    const response = await callApi(args, path, { method: "DELETE" });
    return response.ok ? { ok: true, intent } : refusalFrom(args, response, DOCUMENT_REFUSAL);
  }
  const changes = DocumentUpdateSchema.safeParse(documentChangesFrom(formData));
  if (!changes.success) return refusalOf(422, fieldMessagesFromZod(changes.error), [DOCUMENT_CHECK_MESSAGE]);
  const response = await callApi(args, path, { method: "PATCH", json: changes.data, ifMatch: ifMatchOf(formData) });
  return response.ok ? { ok: true, intent } : refusalFrom(args, response, DOCUMENT_REFUSAL);
}
