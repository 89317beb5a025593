import { z } from "zod";

// The paging of every /v1 list (spec 000 §2): `page` from 1, `per_page` up to 100 rows.

export const MAX_PAGE = 100_000;
export const MAX_PER_PAGE = 100;

/** `page` and `per_page` of a list's query string, to spread into its query schema. */
export function pageQueryFields(defaultPerPage = 25) {
  return {
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(defaultPerPage),
  };
}
