import { CONTRACT_AUDIENCES } from "#domain/enums/contract";
import { callApi } from "#web/app/lib/api.server";
import { localeOf, numericIdParam } from "#web/app/lib/route-params.server";
import type { Route } from "./+types/pdf";

// GET /contracts/{id}/pdf/{client|worker}: one of a placement's two contracts as a download (a resource
// route). The worker's copy follows the interface language where its texts exist; /v1's refusal
// (a mention emptied since) is answered with its status.

const PDF_HEADERS = [
  "Content-Type",
  "Content-Length",
  "Content-Disposition",
  "Content-Language",
  "Cache-Control",
  "X-Content-Type-Options",
];

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const audience = CONTRACT_AUDIENCES.find((value) => value === args.params.audience);
  if (!audience) throw new Response(null, { status: 404, statusText: "Not Found" });
  const response = await callApi(args, `/contracts/${id}/pdf`, {
    // ?signed=1: the copy every signer signed (decision 0054).
    query: new URL(args.request.url).searchParams.get("signed") === "1" ? { audience, signed: "1" } : { audience, lang: localeOf(args) },
  });
  if (!response.ok) return new Response(null, { status: response.status, headers: { "Cache-Control": "no-store" } });
  const headers = new Headers();
  for (const name of PDF_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
