import { z } from "zod";
import { AvailabilityCreateSchema, AvailabilitySchema } from "#domain/workers/availability-schemas";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { AvailabilitiesPanel } from "../+tabs/availabilities-panel";
import { availabilityInputFromForm } from "../+tabs/availability-values";
import { collectionAction } from "../+tabs/tab-action.server";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/availabilities";

// /workers/{id}/availabilities: the worker's availabilities (spec 000 §2 worker file tabs, §3, §4, §8).
// The loader reads only this sub-resource; a signed-out visitor is sent to the login screen by loadFromApi.

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "workers.tabs.pages.availabilities");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const { data: availabilities } = await loadFromApi(args, `/workers/${id}/availabilities`, z.array(AvailabilitySchema));
  return { availabilities };
}

export async function action(args: Route.ActionArgs) {
  const id = numericIdParam(args.params.id);
  // A delete answers 404 "Availability vanished" when someone deleted it meanwhile (spec 000 §4, §8).
  return collectionAction(args, `/workers/${id}/availabilities`, {
    intents: ["create", "delete"],
    schema: AvailabilityCreateSchema,
    inputFromForm: availabilityInputFromForm,
  });
}

export default function AvailabilitiesTab({ loaderData, params }: Route.ComponentProps) {
  return <AvailabilitiesPanel workerId={Number(params.id)} availabilities={loaderData.availabilities} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
