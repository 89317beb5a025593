import { redirect } from "react-router";
import { CONFIRMATION_AUDIENCES } from "#domain/orders/mission-confirmation-schemas";
import { callApi } from "#web/app/lib/api.server";
import { localeOf, numericIdParam } from "#web/app/lib/route-params.server";
import { safeRedirectPath } from "#web/app/lib/safe-redirect";
import { withPdfError } from "./+shared/confirmation-pdf-path";
import type { Route } from "./+types/confirmation-pdf";

// GET /dpae/confirmations/{orderId}/{workerId}/{client|worker}?back=…: a mission confirmation's PDF
// (a resource route) in the interface language. A plain link downloads it; when /v1 refuses (not
// accepted, order cancelled, no period) the browser goes back to the screen it came from, which then
// says the spec's "PDF download error" (spec 000 §8) instead of showing a bare error page.

const PDF_HEADERS = [
  "Content-Type",
  "Content-Length",
  "Content-Disposition",
  "Content-Language",
  "Cache-Control",
  "X-Content-Type-Options",
];

export async function loader(args: Route.LoaderArgs) {
  const orderId = numericIdParam(args.params.orderId);
  const workerId = numericIdParam(args.params.workerId);
  const audience = CONFIRMATION_AUDIENCES.find((value) => value === args.params.audience);
  if (!audience) throw new Response(null, { status: 404, statusText: "Not Found" });
  const back = safeRedirectPath(new URL(args.request.url).searchParams.get("back"), "/dpae");
  const response = await callApi(args, `/orders/${orderId}/workers/${workerId}/confirmation`, {
    query: { for: audience, lang: localeOf(args) },
  });
  if (response.status === 401) throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);
  if (!response.ok) throw redirect(withPdfError(back));
  const headers = new Headers();
  for (const name of PDF_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
