import type { ParseKeys } from "i18next";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";

interface WorkerMetaArgs {
  matches: Parameters<typeof pageTitle>[0];
  loaderData: { worker: Pick<WorkerFile, "first_name" | "last_name"> } | undefined;
  error?: unknown;
}

/** The browser tab title of a screen about one worker (`key` takes `{{name}}`), or what kept it from loading. */
export function workerPageTitle({ matches, loaderData, error }: WorkerMetaArgs, key: ParseKeys) {
  if (!loaderData) return pageTitle(matches, screenTitleKey(error, "pages.workers"));
  const { first_name, last_name } = loaderData.worker;
  return pageTitle(matches, key, { name: `${first_name} ${last_name}` });
}
