import { callApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import type { Route } from "./+types/xml";

// GET /dpae/{id}/xml: the declaration's XML as a download (a resource route, no screen). It holds the
// worker's NIR: /v1 answers it only to jobs-delegate, and no cache keeps it.
export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const response = await callApi(args, `/dpae/${id}/xml`);
  if (!response.ok) return new Response(null, { status: response.status, headers: { "Cache-Control": "no-store" } });
  return new Response(response.body, {
    status: 200,
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="dpae-${id}.xml"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
