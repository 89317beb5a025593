import { callApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import type { Route } from "./+types/document-file";

// GET /workers/{id}/documents/{documentId}/file: a resource route (no screen) serving a document's bytes
// through /v1 with the browser's session, streamed, with /v1's type, download name and cache rules.

const FILE_HEADERS = ["Content-Type", "Content-Length", "Content-Disposition", "Cache-Control", "X-Content-Type-Options"];

export async function loader(args: Route.LoaderArgs) {
  const path = `/workers/${numericIdParam(args.params.id)}/documents/${numericIdParam(args.params.documentId)}/file` as const;
  const response = await callApi(args, path);
  // A file has no page to show: signed out, gone or another space's worker is a bare status.
  if (!response.ok) return new Response(null, { status: response.status, headers: { "Cache-Control": "no-store" } });
  const headers = new Headers();
  for (const name of FILE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
