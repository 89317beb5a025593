import type { Context } from "hono";

/**
 * RFC 8288 Link header for a paginated list: first, prev, next and last, keeping the other query
 * parameters of the request. `last` is never below 1, so an empty list still names a page.
 */
export function paginationLinkHeader(requestUrl: string, page: number, perPage: number, total: number): string {
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number, rel: string) => {
    const url = new URL(requestUrl);
    url.searchParams.set("page", String(target));
    url.searchParams.set("per_page", String(perPage));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(1, "first")];
  if (page > 1) links.push(link(Math.min(page - 1, last), "prev"));
  if (page < last) links.push(link(page + 1, "next"));
  links.push(link(last, "last"));
  return links.join(", ");
}

/** A list's page headers: the Link header above and X-Total-Count, the whole count of the list. */
export function withPageHeaders(c: Pick<Context, "header" | "req">, page: { page: number; per_page: number }, total: number) {
  c.header("Link", paginationLinkHeader(c.req.url, page.page, page.per_page, total));
  c.header("X-Total-Count", String(total));
}
