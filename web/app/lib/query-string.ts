export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function isEmpty(value: QueryValue) {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * A query string without the empty parameters (spec 000 §7: empty query parameters are dropped),
 * so `{ name: "", page: 2 }` asks for `?page=2`, not `?name=&page=2`. Arrays repeat the key.
 * Returns "" or a string starting with "?".
 */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (!isEmpty(item)) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
