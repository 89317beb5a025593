import type { ParseKeys } from "i18next";
import { pageTitle } from "#web/app/i18n/page-title";
import { workerTitleName } from "../+profile/worker-title-name";
import { WORKER_FILE_ROUTE_ID } from "../file/layout";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** A tab's browser title (spec 000 §2: each screen has its own), naming the worker the file loaded by reference and name. */
export function tabTitle(matches: readonly (MatchWithData | undefined)[], key: ParseKeys) {
  const file = matches.find((match) => match?.id === WORKER_FILE_ROUTE_ID)?.loaderData;
  const worker =
    file && typeof file === "object" && "worker" in file ? (file.worker as { id: number; first_name: string; last_name: string }) : null;
  if (!worker) return pageTitle(matches, "pages.workers");
  return pageTitle(matches, key, { name: workerTitleName(matches, worker) });
}
