import { IdParamSchema } from "#domain/validation/id-param";
import { getLocale } from "../i18n/i18next.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../i18n/languages";
import type { ServerArgs } from "./api.server";
import { lastPageOf } from "./link-header";

// What a loader reads beside /v1's answer: the route's id, the page asked for, where a paginated
// answer stands, the interface language.

/** The interface language, for reference labels (spec 001 §9). */
export function localeOf(args: ServerArgs): Locale {
  const locale = getLocale(args.context);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export interface PageInfo {
  page: number;
  lastPage: number;
  total: number;
  /** The total is a floor: /v1 stopped counting there (X-Total-Is-Lower-Bound, decision 0023). */
  totalIsLowerBound: boolean;
}

/** Where a paginated answer stands: its page, the last one (Link rel="last") and the total (X-Total-Count). */
export function pageInfoOf(headers: Headers, page: number): PageInfo {
  const total = Number(headers.get("X-Total-Count"));
  return {
    page,
    lastPage: lastPageOf(headers.get("Link")),
    total: Number.isFinite(total) ? total : 0,
    totalIsLowerBound: headers.get("X-Total-Is-Lower-Bound") === "true",
  };
}

/** A positive page number from a search parameter; anything else is page 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A numeric route parameter (spec 000 §2: `{id}` is numeric); anything else is a page that does not exist. */
export function numericIdParam(value: string | undefined): number {
  const parsed = IdParamSchema.safeParse(value);
  if (!parsed.success) throw new Response(null, { status: 404, statusText: "Not Found" });
  return parsed.data;
}
