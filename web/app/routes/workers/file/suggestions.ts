import { data } from "react-router";
import { z } from "zod";
import { DocumentSchema } from "#domain/documents/document-schemas";
import { OCR_MESSAGES } from "#domain/ocr/ocr-fields";
import { SuggestionSchema } from "#domain/ocr/suggestion-schemas";
import { IdParamSchema } from "#domain/validation/id-param";
import { apiErrorFrom } from "#web/app/lib/api-error";
import { callApi, loaderFailure } from "#web/app/lib/api.server";
import type { Refusal } from "#web/app/lib/forms/refusal";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { ifMatchOf } from "#web/app/lib/row-version";
import { DOCUMENT_REFUSAL } from "../+documents/document-refusal.server";
import { intentOf } from "../+tabs/tab-action.server";
import type { Route } from "./+types/suggestions";

// /workers/{id}/suggestions: a resource route (no screen) the profile's OCR suggestions read and decide
// through (decision 0024). GET: the pending suggestions, whether a document's reading
// failed ("OCR saving failed"), or that the space has OCR deactivated. POST: accept (through the worker's
// own edit, with the profile's version: 412 if it changed) or reject one.

export type SuggestionsAnswer =
  { deactivated: true } | { deactivated: false; suggestions: z.infer<typeof SuggestionSchema>[]; failedDocuments: string[] };

export async function loader(args: Route.LoaderArgs): Promise<SuggestionsAnswer> {
  const id = numericIdParam(args.params.id);
  const [answer, documents] = await Promise.all([callApi(args, `/workers/${id}/suggestions`), callApi(args, `/workers/${id}/documents`)]);
  if (answer.status === 403 && (await apiErrorFrom(answer.clone())).serverMessage === OCR_MESSAGES.deactivated)
    return { deactivated: true };
  if (!answer.ok) return loaderFailure(args, answer);
  if (!documents.ok) return loaderFailure(args, documents);
  const failed = z
    .array(DocumentSchema)
    .parse(await documents.json())
    .filter((document) => document.ocr_status === "failed");
  return {
    deactivated: false,
    suggestions: z.array(SuggestionSchema).parse(await answer.json()),
    failedDocuments: failed.map((document) => document.name),
  };
}

export type SuggestionDecision = { ok: true; intent: "accept" | "reject" } | Refusal;

export async function action(args: Route.ActionArgs): Promise<SuggestionDecision> {
  const id = numericIdParam(args.params.id);
  const formData = await args.request.formData();
  const intent = intentOf(formData, ["accept", "reject"]);
  const sid = IdParamSchema.safeParse(formData.get("suggestion_id"));
  if (!sid.success) throw data(null, { status: 400 });
  const response = await callApi(args, `/workers/${id}/suggestions/${sid.data}/${intent}`, {
    method: "POST",
    ifMatch: intent === "accept" ? ifMatchOf(formData) : undefined,
  });
  // Said in a snackbar in the documents' words ("OCR saving failed", spec 000 §8).
  if (!response.ok) return refusalFrom(args, response, DOCUMENT_REFUSAL);
  return { ok: true, intent };
}
