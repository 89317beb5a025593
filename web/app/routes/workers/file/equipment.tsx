import { z } from "zod";
import { EquipmentCreateSchema, EquipmentSchema } from "#domain/workers/worker-tab-schemas";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { EquipmentPanel } from "../+tabs/equipment-panel";
import { equipmentInputFromForm } from "../+tabs/equipment-values";
import { collectionAction } from "../+tabs/tab-action.server";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/equipment";

// /workers/{id}/equipment: the worker's equipment (spec 000 §2 worker file tabs, §3 Equipment).

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "workers.tabs.pages.equipment");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const { data: items } = await loadFromApi(args, `/workers/${id}/equipment`, z.array(EquipmentSchema));
  return { items };
}

export async function action(args: Route.ActionArgs) {
  const id = numericIdParam(args.params.id);
  return collectionAction(args, `/workers/${id}/equipment`, {
    intents: ["create", "update", "delete"],
    schema: EquipmentCreateSchema,
    inputFromForm: equipmentInputFromForm,
  });
}

export default function EquipmentTab({ loaderData, params }: Route.ComponentProps) {
  return <EquipmentPanel workerId={Number(params.id)} items={loaderData.items} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
