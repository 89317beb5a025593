import { data } from "react-router";
import { DocumentSchema } from "#domain/documents/document-schemas";
import { callApi } from "#web/app/lib/api.server";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { requireSession } from "#web/app/lib/session.server";
import { DOCUMENT_REFUSAL } from "../+documents/document-refusal.server";
import type { Route } from "./+types/documents-upload";

// POST /workers/{id}/documents/upload: a resource route (no screen) the documents tab's upload sends its
// multipart form to, with XMLHttpRequest for the progress events. The body is streamed on to
// POST /v1/workers/{id}/documents as it arrives: an 8 MB scan is never held whole in the web Worker, and
// /v1 counts the bytes and refuses past its limit (413) as for any caller.

export async function action(args: Route.ActionArgs) {
  await requireSession(args);
  const { request } = args;
  const contentType = request.headers.get("Content-Type") ?? "";
  if (request.method !== "POST" || !request.body || !contentType.startsWith("multipart/form-data")) throw data(null, { status: 400 });
  const response = await callApi(args, `/workers/${numericIdParam(args.params.id)}/documents`, {
    method: "POST",
    stream: { body: request.body, contentType },
  });
  // JSON for the XMLHttpRequest (the refusal of lib/forms/refusal.ts), with /v1's status (409, 413, 415…) kept.
  if (!response.ok) return Response.json(await refusalFrom(args, response, DOCUMENT_REFUSAL), { status: response.status });
  return Response.json({ ok: true, document: DocumentSchema.parse(await response.json()) }, { status: 201 });
}
