import { and, asc, count, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { containsText } from "../search/contains-text";
import type { Database } from "../client";
import { spaces } from "../schema/spaces";

export interface ListSpacesOptions {
  /** The spaces the caller may see; "all" for an owner. */
  visibleSpaceIds: number[] | "all";
  /** true: only deleted spaces; false: only live ones; undefined: both. */
  deleted?: boolean;
  /** Matches name, city, postal code or url. */
  q?: string;
  page: number;
  perPage: number;
}

export async function listSpaces(db: Database, options: ListSpacesOptions) {
  const conditions: SQL[] = [];
  if (options.visibleSpaceIds !== "all") {
    if (options.visibleSpaceIds.length === 0) return { rows: [], total: 0 };
    conditions.push(inArray(spaces.id, options.visibleSpaceIds));
  }
  if (options.deleted === true) conditions.push(isNotNull(spaces.deleted_at));
  if (options.deleted === false) conditions.push(isNull(spaces.deleted_at));
  if (options.q) {
    const q = options.q;
    conditions.push(or(...[spaces.name, spaces.city, spaces.zipcode, spaces.url].map((column) => containsText(column, q)))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, totals] = await db.batch([
    db
      .select()
      .from(spaces)
      .where(where)
      .orderBy(asc(spaces.name), asc(spaces.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(spaces).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
