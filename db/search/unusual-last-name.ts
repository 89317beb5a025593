/**
 * The last names that are not plain (lastNamePrefixOf in name-search.ts): a letter the sort key keeps
 * as it is (Š, ł, Ø…) or spells out (æ, œ), a character other than a space, a hyphen or an apostrophe,
 * or no letter first. They may match a last-name prefix outside its range, so the search reads them
 * apart, through the partial index workers_space_archived_unusual_last_name_idx built on this very
 * expression (SQLite uses a partial index only for a query that repeats its condition). Its own module:
 * the schema and the search both read it.
 */
export const UNUSUAL_LAST_NAME = `("last_name_sort" not glob '[a-z0-9]*' or "last_name_sort" glob '*[^a-z0-9 ''-]*' or "last_name" glob '*[æœÆŒ]*')`;
