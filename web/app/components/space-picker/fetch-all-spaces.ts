import type { SpaceSummary } from "#domain/spaces/space-schemas";
import { lastPageOf } from "#web/app/lib/link-header";

export interface SpacePage {
  spaces: SpaceSummary[];
  /** The answer's RFC 8288 Link header. */
  link: string | null;
}

/**
 * Every page of GET /v1/spaces (spec 000 §7, 001 §7): page 1 says which page is last (rel="last");
 * pages 2..last are then asked for all at once and merged in page order.
 */
export async function fetchAllSpaces(fetchPage: (page: number) => Promise<SpacePage>): Promise<SpaceSummary[]> {
  const first = await fetchPage(1);
  const last = lastPageOf(first.link);
  const others = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, index) => fetchPage(index + 2)));
  return [first, ...others].flatMap((page) => page.spaces);
}
