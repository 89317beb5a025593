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
