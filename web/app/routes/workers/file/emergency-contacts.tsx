import { z } from "zod";
import { EmergencyContactCreateSchema, EmergencyContactSchema } from "../../../../../domain/workers/worker-tab-schemas";
import { ScreenErrorBoundary } from "../../../components/screen-error-boundary";
import { numericIdParam } from "../../../lib/api-data.server";
import { callApi } from "../../../lib/api.server";
import { getJson } from "../../../lib/screen-api.server";
import { emergencyContactInputFromForm } from "../+tabs/emergency-contact-values";
import { EmergencyContactsPanel } from "../+tabs/emergency-contacts-panel";
import { answerOf, intentOf, itemIdOf, sendChecked } from "../+tabs/tab-action.server";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/emergency-contacts";

// /workers/{id}/emergency-contacts: who to call if the worker has an accident (spec 000 §2, §5, §8).

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "workers.tabs.pages.emergencyContacts");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const { data: contacts } = await getJson(args, `/workers/${id}/emergency-contacts`, z.array(EmergencyContactSchema));
  return { contacts };
}

export async function action(args: Route.ActionArgs) {
  const id = numericIdParam(args.params.id);
  const formData = await args.request.formData();
  const intent = intentOf(formData, ["create", "update", "delete"]);
  if (intent === "delete") {
    return answerOf(args, intent, await callApi(args, `/workers/${id}/emergency-contacts/${itemIdOf(formData)}`, { method: "DELETE" }));
  }
  // 409 "Emergency contact phone already used" (naming the phone) or "… maximum reached" (spec 000 §8).
  const request =
    intent === "create"
      ? ({ path: `/workers/${id}/emergency-contacts`, method: "POST" } as const)
      : ({ path: `/workers/${id}/emergency-contacts/${itemIdOf(formData)}`, method: "PATCH" } as const);
  return sendChecked(args, intent, EmergencyContactCreateSchema, emergencyContactInputFromForm(formData), request);
}

export default function EmergencyContactsTab({ loaderData, params }: Route.ComponentProps) {
  return <EmergencyContactsPanel workerId={Number(params.id)} contacts={loaderData.contacts} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
