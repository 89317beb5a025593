import type { ParseKeys } from "i18next";
import { AVAILABILITY_STATUSES, TRANSPORTATION_MEANS, WORKER_STATES } from "#domain/enums/worker";
import { DISTANCE_OPTIONS_KM, ListWorkersQuerySchema } from "#domain/workers/list-workers-query";
import { filterParamsOf, type TownPoint, type WorkerFilters } from "./worker-list-query";

// The filter form's values, read from the form and checked in the browser with the very schema /v1
// applies to GET /v1/workers (CONVENTIONS §2), so a refused filter is said under its field at once.

export type FilterField = "names" | "favoriteJob" | "from" | "to";
export type FilterErrors = Partial<Record<FilterField, ParseKeys>>;

const FIELD_OF_PARAM: Record<string, FilterField> = {
  names: "names",
  favorite_job: "favoriteJob",
  available_from: "from",
  available_to: "to",
};

const KEY_OF_CODE: Record<string, ParseKeys> = {
  name_too_short: "workers.list.filterErrors.nameTooShort",
  names_too_many: "workers.list.filterErrors.namesTooMany",
  name_has_no_letter: "workers.list.filterErrors.nameHasNoLetter",
  date_before_from: "workers.list.filterErrors.dateOrder",
};

function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}

function choicesOf<T extends string>(formData: FormData, name: string, allowed: readonly T[]): T[] {
  return formData.getAll(name).filter((value): value is T => typeof value === "string" && (allowed as readonly string[]).includes(value));
}

/** The filters a submitted form holds (the town from the picker's hidden inputs). */
export function filtersFromForm(formData: FormData): WorkerFilters {
  const lat = Number(textOf(formData, "near_lat"));
  const lng = Number(textOf(formData, "near_lng"));
  const near: TownPoint | null =
    textOf(formData, "near_lat") && textOf(formData, "near_lng") && Number.isFinite(lat) && Number.isFinite(lng)
      ? { lat, lng, town: textOf(formData, "town") }
      : null;
  const distance = Number(textOf(formData, "distance_km"));
  return {
    names: textOf(formData, "names"),
    states: choicesOf(formData, "state", WORKER_STATES),
    statuses: choicesOf(formData, "availability_status", AVAILABILITY_STATUSES),
    from: textOf(formData, "available_from"),
    to: textOf(formData, "available_to"),
    favoriteJob: textOf(formData, "favorite_job"),
    transport: choicesOf(formData, "transport", TRANSPORTATION_MEANS),
    near,
    // No town, no radius: "all of France" is the only distance without a centre.
    distanceKm: near && (DISTANCE_OPTIONS_KM as readonly number[]).includes(distance) ? distance : null,
    documentsExpiring: formData.get("documents_expiring") === "true" || undefined,
  };
}

/** What /v1 would refuse in these filters, as the message key of each field. */
export function filterErrorsOf(filters: WorkerFilters): FilterErrors {
  const parsed = ListWorkersQuerySchema.safeParse(filterParamsOf(filters));
  if (parsed.success) return {};
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const param = String(issue.path[0] ?? "");
    const field = FIELD_OF_PARAM[param];
    if (!field || errors[field]) continue;
    errors[field] =
      KEY_OF_CODE[issue.message] ??
      (field === "favoriteJob"
        ? "workers.list.filterErrors.favoriteJobLength"
        : field === "names"
          ? "workers.list.filterErrors.namesInvalid"
          : "workers.list.filterErrors.dateInvalid");
  }
  return errors;
}

/** Spec 000 §2: a period needs both ends; with one, the screen asks before filtering without dates. */
export function hasSingleDate(filters: Pick<WorkerFilters, "from" | "to">): boolean {
  return Boolean(filters.from) !== Boolean(filters.to);
}
