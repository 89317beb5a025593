import { z } from "zod";

/**
 * Spec 000 §5 "minimum search text length is a parameter (value not shown)": this one parameter, for
 * every search — each /v1 search query's schema refuses shorter text (422 on the field), and each search
 * field of the web neither sends nor submits it. Two characters: one letter finds half a list and
 * costs a scan of it; two already narrow a name, a town or a code (decision 0048).
 */
export const SEARCH_MIN_LENGTH = 2;

/** The longest search text a query carries. */
export const SEARCH_MAX_LENGTH = 100;

/** A search query parameter (`q`, a favourite job…): trimmed, SEARCH_MIN_LENGTH to `max` characters. */
export function searchTextSchema(max = SEARCH_MAX_LENGTH) {
  return z.string().trim().min(SEARCH_MIN_LENGTH).max(max);
}

/** What a search field sends: the trimmed text, or nothing when it is shorter than the minimum. */
export function searchTextOf(typed: string | null | undefined): string | undefined {
  const text = typed?.trim() ?? "";
  return text.length >= SEARCH_MIN_LENGTH ? text : undefined;
}
