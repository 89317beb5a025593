import { Outlet, useRouteLoaderData } from "react-router";
import { WorkerFileSchema, type WorkerFile } from "../../../../../domain/workers/worker-schemas";
import { numericIdParam } from "../../../lib/api-data.server";
import { getJson } from "../../../lib/screen-api.server";
import { requireSession } from "../../../lib/session.server";
import type { Route } from "./+types/layout";

// A worker's file (/workers/{id}): loads the worker once for every tab; each tab is its own child route.
// PLACEHOLDER: the header and tab links come with the profile screens.

export const WORKER_FILE_ROUTE_ID = "routes/workers/file/layout";

export async function loader(args: Route.LoaderArgs) {
  await requireSession(args);
  const id = numericIdParam(args.params.id);
  const { data: worker } = await getJson(args, `/workers/${id}`, WorkerFileSchema);
  return { worker };
}

/** The worker the file shows, for the tab routes. */
export function useWorkerFile(): WorkerFile {
  const loaded = useRouteLoaderData<typeof loader>(WORKER_FILE_ROUTE_ID);
  if (!loaded) throw new Error("useWorkerFile outside the worker file");
  return loaded.worker;
}

export default function WorkerFileLayout() {
  return <Outlet />;
}
