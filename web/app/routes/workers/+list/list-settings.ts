import { readStored, writeStored, type StoredValue } from "#web/app/lib/local-storage";
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS, SORT_OPTIONS, type WorkerListSort } from "./worker-list-query";

// Spec 001 §3 "view settings": cards or rows, page size and sort are remembered in this browser. The
// URL still drives the loader (server rendering, shared links); what the URL leaves unsaid is taken from
// the remembered settings, on a client navigation (clientLoader) or once after hydration.

/** The entry of the worker list in the per-screen `viewSettings` record. */
export const WORKER_LIST_SETTINGS = "workers";

export type ListSettings = StoredValue<"viewSettings">[string];

export function readListSettings(): ListSettings {
  return readStored("viewSettings")[WORKER_LIST_SETTINGS] ?? {};
}

/** Remembers what the user just chose, beside the other settings. */
export function saveListSettings(change: ListSettings) {
  const all = readStored("viewSettings");
  writeStored("viewSettings", { ...all, [WORKER_LIST_SETTINGS]: { ...all[WORKER_LIST_SETTINGS], ...change } });
}

/**
 * The search with the remembered settings the URL does not state, or null when nothing changes (so
 * applying it twice is a no-op: no navigation loop). An explicit parameter always wins: a shared link
 * shows what its sender saw. A remembered sort is not applied around a town, where nearest first is the
 * order that makes sense, and "nearest first" is never applied without one.
 */
export function withStoredSettings(search: URLSearchParams, settings: ListSettings): URLSearchParams | null {
  const next = new URLSearchParams(search);
  if (!search.has("layout") && settings.mode === "list") next.set("layout", "list");
  if (
    !search.has("per_page") &&
    settings.perPage !== undefined &&
    settings.perPage !== DEFAULT_PER_PAGE &&
    (PER_PAGE_OPTIONS as readonly number[]).includes(settings.perPage)
  ) {
    next.set("per_page", String(settings.perPage));
  }
  const sort = settings.sort as WorkerListSort | undefined;
  if (
    !search.has("sort") &&
    !search.has("near_lat") &&
    sort &&
    sort !== "last_name" &&
    sort !== "distance" &&
    SORT_OPTIONS.includes(sort)
  ) {
    next.set("sort", sort);
  }
  return next.toString() === search.toString() ? null : next;
}
