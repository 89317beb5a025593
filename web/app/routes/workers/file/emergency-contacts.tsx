import { z } from "zod";
import { EmergencyContactCreateSchema, EmergencyContactSchema } from "#domain/workers/worker-tab-schemas";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { emergencyContactInputFromForm } from "../+tabs/emergency-contact-values";
import { EmergencyContactsPanel } from "../+tabs/emergency-contacts-panel";
import { collectionAction } from "../+tabs/tab-action.server";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/emergency-contacts";

// /workers/{id}/emergency-contacts: who to call if the worker has an accident (spec 000 §2, §5, §8).

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "workers.tabs.pages.emergencyContacts");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const { data: contacts } = await loadFromApi(args, `/workers/${id}/emergency-contacts`, z.array(EmergencyContactSchema));
  return { contacts };
}

export async function action(args: Route.ActionArgs) {
  const id = numericIdParam(args.params.id);
  // A write answers 409 "Emergency contact phone already used" (naming the phone) or "… maximum reached" (spec 000 §8).
  return collectionAction(args, `/workers/${id}/emergency-contacts`, {
    intents: ["create", "update", "delete"],
    schema: EmergencyContactCreateSchema,
    inputFromForm: emergencyContactInputFromForm,
  });
}

export default function EmergencyContactsTab({ loaderData, params }: Route.ComponentProps) {
  return <EmergencyContactsPanel workerId={Number(params.id)} contacts={loaderData.contacts} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
