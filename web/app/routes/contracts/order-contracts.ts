import { z } from "zod";
import { ContractSchema, type Contract } from "#domain/contracts/contract-schemas";
import type { FieldError } from "#domain/errors/app-error";
import { apiErrorFrom } from "#web/app/lib/api-error";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { catalogueMessage } from "#web/app/lib/forms/refusal.server";
import type { RefusalMessage } from "#web/app/lib/forms/refusal";
import { numericIdParam } from "#web/app/lib/route-params.server";
import type { Route } from "./+types/order-contracts";

// /contracts/order/{orderId} (no screen): the order file's contracts part (decision 0055). GET: the
// order's contracts, one per accepted worker at most; POST worker_id: drafts that placement's two
// contracts through POST /v1/contracts. A refusal answers /v1's refused fields as they are (each
// missing mention's field and reason), for the order file to name each one with a link to the form
// where it is filled; anything else with the error catalogue's message.

export type OrderContractsAnswer =
  { ok: true; contract: Contract } | { ok: false; status: number; missing: FieldError[]; message: RefusalMessage | null };

const CreateSchema = z.object({ worker_id: z.coerce.number().int().positive() });

export async function loader(args: Route.LoaderArgs) {
  const orderId = numericIdParam(args.params.orderId);
  const spaceId = new URL(args.request.url).searchParams.get("space_id") ?? undefined;
  const { data: contracts } = await loadFromApi(args, "/contracts", z.array(ContractSchema), {
    order_id: orderId,
    space_id: spaceId,
    per_page: 100,
  });
  return { contracts };
}

export async function action(args: Route.ActionArgs): Promise<OrderContractsAnswer> {
  const orderId = numericIdParam(args.params.orderId);
  const parsed = CreateSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return { ok: false, status: 400, missing: [], message: { key: "errors.unknown" } };
  const response = await callApi(args, "/contracts", {
    method: "POST",
    json: { order_id: orderId, worker_id: parsed.data.worker_id },
  });
  if (response.ok) return { ok: true, contract: ContractSchema.parse(await response.json()) };
  const error = await apiErrorFrom(response);
  const missing = error.fields;
  return { ok: false, status: error.status, missing, message: missing.length > 0 ? null : (catalogueMessage(error)[0] ?? null) };
}
