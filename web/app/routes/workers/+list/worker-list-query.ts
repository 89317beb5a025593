import type { AVAILABILITY_STATUSES, TRANSPORTATION_MEANS, WORKER_STATES } from "#domain/enums/worker";
import { contactSearchOf } from "#domain/workers/contact-search";
import { DISTANCE_OPTIONS_KM, ListWorkersQuerySchema } from "#domain/workers/list-workers-query";
import { VIEW_MODES, type ViewMode } from "#web/app/lib/local-storage";

// The worker list keeps its whole state in the URL (tab, filters, sort, page size, page, cards or rows),
// so a search can be shared, reloaded and gone back to. The filter parameters are the API's own
// (GET /v1/workers), plus `view=archived` for the tab, `layout=list` for rows, and `town` (the label of
// the chosen commune, shown in the town picker; the API gets its coordinates).

export type WorkerState = (typeof WORKER_STATES)[number];
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export type TransportMean = (typeof TRANSPORTATION_MEANS)[number];

export { DISTANCE_OPTIONS_KM };
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;
/** The orders the screen offers (the API has a few more); "distance" only once a town is chosen. */
export const SORT_OPTIONS = ["last_name", "-last_name", "first_name", "-created_at", "created_at", "-updated_at", "distance"] as const;
export type WorkerListSort = (typeof SORT_OPTIONS)[number];
const TOWN_LABEL_MAX = 120;

export interface TownPoint {
  lat: number;
  lng: number;
  /** "Lyon (69001)"; empty for a link that only has coordinates. */
  town: string;
}

export interface WorkerFilters {
  /** As typed: several names separated by commas. */
  names: string;
  states: WorkerState[];
  statuses: AvailabilityStatus[];
  /** YYYY-MM-DD or "". */
  from: string;
  to: string;
  favoriteJob: string;
  transport: TransportMean[];
  near: TownPoint | null;
  /** Null: all of France. */
  distanceKm: number | null;
  /** Only workers with a document whose validity ended or ends within 30 days; absent is off. */
  documentsExpiring?: boolean;
}

export interface WorkerListView {
  archived: boolean;
  filters: WorkerFilters;
  sort: WorkerListSort;
  page: number;
  perPage: number;
  layout: ViewMode;
}

export const NO_FILTERS: WorkerFilters = {
  names: "",
  states: [],
  statuses: [],
  from: "",
  to: "",
  favoriteJob: "",
  transport: [],
  near: null,
  distanceKm: null,
};

/** Name first; nearest first once a town is chosen (the API's own default). */
export function defaultSortOf(filters: Pick<WorkerFilters, "near">): WorkerListSort {
  return filters.near ? "distance" : "last_name";
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/** The API's filter parameters for these filters (strings, empty ones left out). */
export function filterParamsOf(filters: WorkerFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const names = filters.names.trim();
  if (names) params.names = names;
  if (filters.states.length > 0) params.state = filters.states.join(",");
  if (filters.statuses.length > 0) params.availability_status = filters.statuses.join(",");
  if (filters.from) params.available_from = filters.from;
  if (filters.to) params.available_to = filters.to;
  const job = filters.favoriteJob.trim();
  if (job) params.favorite_job = job;
  if (filters.transport.length > 0) params.transport = filters.transport.join(",");
  if (filters.near) {
    // Five decimals is about a metre: enough for a town centre, and the API takes at most twelve.
    params.near_lat = filters.near.lat.toFixed(5);
    params.near_lng = filters.near.lng.toFixed(5);
    if (filters.distanceKm !== null) params.distance_km = String(filters.distanceKm);
  }
  if (filters.documentsExpiring) params.documents_expiring = "true";
  return params;
}

/**
 * The filters as GET /v1/workers reads them: a search box holding one phone number or e-mail (a
 * candidate on the phone) looks the worker up by it rather than by names (decision 0016).
 */
export function apiFilterParamsOf(filters: WorkerFilters): Record<string, string> {
  const { names, ...params } = filterParamsOf(filters);
  if (names === undefined) return params;
  return contactSearchOf(names) ? { ...params, contact: names } : { ...params, names };
}

/** The screen's URL search for a view; defaults are left out, so a plain /workers is the usual list. */
export function workerListSearch(view: WorkerListView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.archived) search.set("view", "archived");
  for (const [name, value] of Object.entries(filterParamsOf(view.filters))) search.set(name, value);
  if (view.filters.near?.town) search.set("town", view.filters.near.town);
  const sort = view.sort === "distance" && !view.filters.near ? "last_name" : view.sort;
  if (sort !== defaultSortOf(view.filters)) search.set("sort", sort);
  if (view.perPage !== DEFAULT_PER_PAGE) search.set("per_page", String(view.perPage));
  if (view.layout !== "card") search.set("layout", view.layout);
  if (view.page > 1) search.set("page", String(view.page));
  return search;
}

/**
 * The view a URL asks for, and the query for GET /v1/workers. A parameter the API's own schema refuses
 * (a hand-edited or outdated link) is left out rather than failing the page, so the form shows the
 * filters really applied. Lists may come comma-separated or repeated (?state=web&state=candidate).
 */
export function workerListFromUrl(params: URLSearchParams): { view: WorkerListView; apiQuery: Record<string, string> } {
  const candidate: Record<string, string> = {};
  for (const name of [
    "names",
    "available_from",
    "available_to",
    "favorite_job",
    "near_lat",
    "near_lng",
    "distance_km",
    "documents_expiring",
  ]) {
    const value = params.get(name)?.trim();
    if (value) candidate[name] = value;
  }
  for (const name of ["state", "availability_status", "transport"]) {
    const value = params.getAll(name).join(",").trim();
    if (value) candidate[name] = value;
  }
  const sort = params.get("sort");
  if (isOneOf(SORT_OPTIONS, sort)) candidate.sort = sort;
  const kept = keepAccepted(candidate);
  const parsed = ListWorkersQuerySchema.parse(kept);

  const near =
    parsed.near_lat !== undefined && parsed.near_lng !== undefined
      ? { lat: parsed.near_lat, lng: parsed.near_lng, town: (params.get("town") ?? "").trim().slice(0, TOWN_LABEL_MAX) }
      : null;
  const filters: WorkerFilters = {
    names: kept.names ?? "",
    states: parsed.state ?? [],
    statuses: parsed.availability_status ?? [],
    from: parsed.available_from ?? "",
    to: parsed.available_to ?? "",
    favoriteJob: parsed.favorite_job ?? "",
    transport: parsed.transport ?? [],
    near,
    distanceKm: parsed.distance_km ?? null,
    documentsExpiring: parsed.documents_expiring === "true" || undefined,
  };
  const perPage = Number(params.get("per_page"));
  const page = Number(params.get("page"));
  const view: WorkerListView = {
    archived: params.get("view") === "archived",
    filters,
    sort: isOneOf(SORT_OPTIONS, parsed.sort) ? parsed.sort : defaultSortOf(filters),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    layout: layoutOf(params),
  };
  const apiQuery: Record<string, string> = {
    ...apiFilterParamsOf(filters),
    sort: view.sort,
    page: String(view.page),
    per_page: String(view.perPage),
  };
  if (view.archived) apiQuery.archived = "true";
  return { view, apiQuery };
}

/** The candidate without each parameter the schema refuses, until what is left passes. */
function keepAccepted(candidate: Record<string, string>): Record<string, string> {
  const remaining = { ...candidate };
  for (let attempt = 0; attempt <= Object.keys(candidate).length; attempt++) {
    const parsed = ListWorkersQuerySchema.safeParse(remaining);
    if (parsed.success) return remaining;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      delete remaining[field];
      // A centre is two numbers; a radius or "nearest first" without it means nothing.
      if (field === "near_lat" || field === "near_lng") {
        delete remaining.near_lat;
        delete remaining.near_lng;
        delete remaining.distance_km;
        if (remaining.sort === "distance") delete remaining.sort;
      }
    }
  }
  return {};
}

/** Cards unless the URL asks for rows. */
export function layoutOf(params: URLSearchParams): ViewMode {
  const layout = params.get("layout");
  return isOneOf(VIEW_MODES, layout) ? layout : "card";
}

/** How many filters are in use (a town and its radius count once; the names box is apart). */
export function activeFilterCount(filters: WorkerFilters): number {
  return [
    filters.states.length > 0,
    filters.statuses.length > 0 || Boolean(filters.from || filters.to),
    filters.favoriteJob !== "",
    filters.transport.length > 0,
    filters.near !== null,
    Boolean(filters.documentsExpiring),
  ].filter(Boolean).length;
}

export function hasFilters(filters: WorkerFilters): boolean {
  return filters.names.trim() !== "" || activeFilterCount(filters) > 0;
}

/**
 * The view once new filters are applied: back to page 1; "nearest first" when a town is newly chosen
 * and the list was in the usual name order, and back to names when the town is removed.
 */
export function withFilters(view: WorkerListView, filters: WorkerFilters): WorkerListView {
  let sort = view.sort;
  if (!filters.near && sort === "distance") sort = "last_name";
  if (filters.near && !view.filters.near && sort === "last_name") sort = "distance";
  return { ...view, filters, sort, page: 1 };
}
