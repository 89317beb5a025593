import { WorkerMissionsSchema } from "#domain/workers/worker-mission-schemas";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { MissionsPanel } from "../+tabs/missions-panel";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/missions";

// /workers/{id}/missions: the places the worker held, with the client, the dates and the hours.

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "workers.tabs.pages.missions");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const { data } = await loadFromApi(args, `/workers/${id}/missions`, WorkerMissionsSchema);
  // "Now" as the loader saw it, so current and past read the same on the server and in the browser.
  return { missions: data.data, now: new Date().toISOString() };
}

export default function MissionsTab({ loaderData }: Route.ComponentProps) {
  return <MissionsPanel missions={loaderData.missions} now={loaderData.now} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
