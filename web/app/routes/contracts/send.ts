import { data } from "react-router";
import { apiErrorFrom } from "#web/app/lib/api-error";
import { callApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import type { Route } from "./+types/send";

// POST /contracts/{id}/send: sends a placement's contracts for signature, or the signers their links again
// (decision 0054). A refusal (a signer out of reach, already signed) is answered with /v1's message.

export async function action(args: Route.ActionArgs) {
  const id = numericIdParam(args.params.id);
  const response = await callApi(args, `/contracts/${id}/send`, { method: "POST" });
  if (response.ok) return { sent: true as const, message: null };
  if (response.status === 422 || response.status === 409 || response.status === 403) {
    const body = (await response.json()) as { error?: { message?: string; fields?: { field: string; message: string }[] } };
    const message = body.error?.fields?.map((field) => field.message).join(" · ") || body.error?.message || null;
    return data({ sent: false as const, message }, { status: response.status });
  }
  throw await apiErrorFrom(response);
}
