import type { ParseKeys } from "i18next";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { workerTitleName } from "./worker-title-name";

interface WorkerMetaArgs {
  matches: Parameters<typeof pageTitle>[0];
  loaderData: { worker: Pick<WorkerFile, "id" | "first_name" | "last_name"> } | undefined;
  error?: unknown;
}

/**
 * The browser tab title of a screen about one worker (`key` takes `{{name}}`: their reference and name),
 * or what kept it from loading.
 */
export function workerPageTitle({ matches, loaderData, error }: WorkerMetaArgs, key: ParseKeys) {
  if (!loaderData) return pageTitle(matches, screenTitleKey(error, "pages.workers"));
  return pageTitle(matches, key, { name: workerTitleName(matches, loaderData.worker) });
}
