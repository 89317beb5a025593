/**
 * The targets of an RFC 8288 `Link` header by relation:
 * `</v1/spaces?page=2>; rel="next", </v1/spaces?page=4>; rel="last"` → { next: "/v1/spaces?page=2", last: … }.
 */
export function parseLinkHeader(header: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  if (!header) return links;
  for (const match of header.matchAll(/<([^>]*)>\s*((?:;\s*[^;,]+)*)/g)) {
    const target = match[1] ?? "";
    const rel = /;\s*rel\s*=\s*"?([^";,]+)"?/i.exec(match[2] ?? "")?.[1];
    if (!rel) continue;
    for (const name of rel.trim().split(/\s+/)) links[name.toLowerCase()] = target;
  }
  return links;
}

/** The page number a paginated list's `rel="last"` link names; 1 when there is none. */
export function lastPageOf(header: string | null | undefined): number {
  const last = parseLinkHeader(header).last;
  if (!last) return 1;
  const page = Number(new URL(last, "http://link.invalid").searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
