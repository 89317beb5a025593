import { z } from "zod";
import { AVAILABILITY_STATUSES, TRANSPORTATION_MEANS, WORKER_STATES } from "../enums/worker";
import { isCalendarDate } from "../dates/calendar-date";
import { PostalCodeSchema } from "../french/postal-code";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema } from "../validation/row-id";
import { contactSearchOf } from "./contact-search";
import { SEARCH_MIN_LENGTH, searchTextSchema } from "../search/search-text";

// The worker list's filters (spec 000 §2 worker list; §9 distance options), as query parameters of
// GET /v1/workers. Empty parameters are dropped by the client (spec §7); lists come comma-separated
// or repeated (?state=web&state=candidate).

export const NAMES_MAX = 10;
export const NAME_MIN_LENGTH = SEARCH_MIN_LENGTH;
/** Spec §9: "Distance filter options in km, plus all of France" (no distance = all of France). */
export const DISTANCE_OPTIONS_KM = [5, 10, 20, 30, 50, 100, 200] as const;
export const WORKER_SORT_FIELDS = ["last_name", "first_name", "created_at", "updated_at", "distance"] as const;
export type WorkerSortField = (typeof WORKER_SORT_FIELDS)[number];

/** A string or repeated strings, split on commas, trimmed, empties dropped. */
function listParam(maxLength: number) {
  return z.union([z.string().max(maxLength), z.array(z.string().max(maxLength)).max(20)]).transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(","))
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

function enumListParam<const T extends readonly string[]>(values: T) {
  return listParam(300).transform((list, ctx) => {
    const unknown = list.filter((value) => !values.includes(value));
    if (unknown.length > 0) {
      ctx.addIssue({ code: "custom", message: `unknown_value:${unknown.join(",").slice(0, 100)}` });
      return z.NEVER;
    }
    return [...new Set(list)] as T[number][];
  });
}

/**
 * Names to look for, one per comma ("dupont, martin" finds both). Each is split into words on anything
 * that is not a letter or a digit, as the full-text index does; every word must match the start of a
 * first, last or maiden name.
 */
const NamesParam = listParam(1_000).transform((names, ctx) => {
  if (names.length > NAMES_MAX) {
    ctx.addIssue({ code: "custom", message: "names_too_many" });
    return z.NEVER;
  }
  const words: string[][] = [];
  for (const name of names) {
    if (name.length < NAME_MIN_LENGTH) {
      ctx.addIssue({ code: "custom", message: "name_too_short" });
      return z.NEVER;
    }
    const nameWords = nameWordsOf(name);
    if (nameWords.length === 0) {
      ctx.addIssue({ code: "custom", message: "name_has_no_letter" });
      return z.NEVER;
    }
    words.push(nameWords);
  }
  return words;
});

/** The words of a searched name: runs of letters and digits, at most 10, each at most 50 characters. */
export function nameWordsOf(name: string): string[] {
  return (name.normalize("NFC").match(/[\p{L}\p{N}\p{M}]+/gu) ?? [])
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 10)
    .map((word) => word.slice(0, 50));
}

const DayParam = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date_format")
  .refine(isCalendarDate, "date_invalid")
  .refine((day) => day >= "2000-01-01" && day <= "2099-12-31", "date_out_of_range");

function decimalParam(min: number, max: number) {
  return z
    .string()
    .max(20)
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, "decimal_format")
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

const sortValues = [...WORKER_SORT_FIELDS, ...WORKER_SORT_FIELDS.map((field) => `-${field}` as const)] as const;

export const ListWorkersQuerySchema = z
  .strictObject({
    /** Required unless the caller belongs to exactly one space. */
    space_id: RowIdQuerySchema.optional(),
    names: NamesParam.optional(),
    /** One phone number (any usual writing) or e-mail: the worker whose mobile, landline or e-mail it is. */
    contact: z
      .string()
      .max(254)
      .transform((typed, ctx) => {
        const contact = contactSearchOf(typed);
        if (!contact) {
          ctx.addIssue({ code: "custom", message: "contact_unreadable" });
          return z.NEVER;
        }
        return contact;
      })
      .optional(),
    state: enumListParam(WORKER_STATES).optional(),
    availability_status: enumListParam(AVAILABILITY_STATUSES).optional(),
    /** YYYY-MM-DD, Paris days. One date alone filters on that day (spec §2: the screen asks first). */
    available_from: DayParam.optional(),
    available_to: DayParam.optional(),
    favorite_job: searchTextSchema().optional(),
    transport: enumListParam(TRANSPORTATION_MEANS).optional(),
    near_postal_code: PostalCodeSchema.max(5).optional(),
    near_lat: decimalParam(-90, 90).optional(),
    near_lng: decimalParam(-180, 180).optional(),
    distance_km: z
      .enum(DISTANCE_OPTIONS_KM.map(String) as [string, ...string[]])
      .transform(Number)
      .optional(),
    /** Only workers with a document whose validity ended or ends within 30 Paris days. */
    documents_expiring: z.enum(["true", "false"]).optional(),
    archived: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    sort: z.enum(sortValues).optional(),
    /** include=me: the answer is `{ workers, me }`, me the caller's GET /v1/users/me (the /workers page in one call). */
    include: z.enum(["me"]).optional(),
    ...pageQueryFields(),
  })
  .superRefine((query, ctx) => {
    const hasLat = query.near_lat !== undefined;
    const hasLng = query.near_lng !== undefined;
    if (hasLat !== hasLng) ctx.addIssue({ code: "custom", path: [hasLat ? "near_lng" : "near_lat"], message: "near_point_incomplete" });
    if (query.near_postal_code !== undefined && (hasLat || hasLng)) {
      ctx.addIssue({ code: "custom", path: ["near_postal_code"], message: "near_point_twice" });
    }
    const hasPoint = query.near_postal_code !== undefined || (hasLat && hasLng);
    if (query.distance_km !== undefined && !hasPoint)
      ctx.addIssue({ code: "custom", path: ["distance_km"], message: "distance_needs_point" });
    if (query.sort?.endsWith("distance") && !hasPoint) ctx.addIssue({ code: "custom", path: ["sort"], message: "distance_needs_point" });
    if (query.available_from && query.available_to && query.available_to < query.available_from) {
      ctx.addIssue({ code: "custom", path: ["available_to"], message: "date_before_from" });
    }
  });
export type ListWorkersQuery = z.infer<typeof ListWorkersQuerySchema>;

/** How the list is ordered: by name by default, by distance when a point is given without a sort. */
export function workerSortOf(query: Pick<ListWorkersQuery, "sort" | "near_postal_code" | "near_lat">): {
  field: WorkerSortField;
  descending: boolean;
} {
  const sort = query.sort ?? (query.near_postal_code !== undefined || query.near_lat !== undefined ? "distance" : "last_name");
  const descending = sort.startsWith("-");
  return { field: (descending ? sort.slice(1) : sort) as WorkerSortField, descending };
}
