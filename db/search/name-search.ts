import { sql, type Placeholder, type SQL } from "drizzle-orm";

// The name search of the worker list when it is the only filter and the list is in name order (issue
// 11). The matches come from the full-text index (workers_name_fts: first, last and maiden names, any
// word of them, several words); the question is how to put them in order. A worker's sort keys are
// virtual columns (60 nested replace() calls each): sorting 3,000 matches of "ber" computes 6,000 of
// them (70 ms at 100,000 workers), while walking the sorted name index of the space and keeping the
// workers among the matches finds the first 25 after a few hundred entries (1.5 ms). For a rare name the
// walk would cross the whole space (20 ms) and sorting its few matches costs nothing. So the statement
// holds both ways and SQLite runs one: each side's LIMIT is 0 unless the matches are many (a capped
// count of the full-text index, which stops at the threshold), and a LIMIT of 0 runs nothing.

/** From this many matches on, walking the sorted index beats sorting the matches (see above). */
export const MANY_MATCHES = 200;

const SORT_INDEXES = { last_name: "workers_space_archived_last_name_idx", first_name: "workers_space_archived_first_name_idx" } as const;

export interface NameSearch {
  spaceId: number | Placeholder;
  archived: boolean;
  /** The names' FTS expression (name-match.ts), or its placeholder in a statement written once. */
  match: string | Placeholder;
  sort: { field: keyof typeof SORT_INDEXES; descending: boolean };
  limit: number | Placeholder;
  offset: number | Placeholder;
}

function ordered(sort: NameSearch["sort"]): SQL {
  const direction = sql.raw(sort.descending ? "desc" : "asc");
  const [first, second] = sort.field === "first_name" ? ["first_name_sort", "last_name_sort"] : ["last_name_sort", "first_name_sort"];
  return sql`${sql.identifier(first)} ${direction}, ${sql.identifier(second)} ${direction}, id ${direction}`;
}

/** The ids of a page of a names search (in no particular order: the cards are ordered again). */
export function nameSearchPage({ spaceId, archived, match: expression, sort, limit, offset }: NameSearch): SQL {
  const matches = sql`id in (select rowid from workers_name_fts where workers_name_fts match ${expression})`;
  const space = sql`space_id = ${spaceId} and is_archived = ${archived ? 1 : 0}`;
  const many = sql`(select count(*) from (select rowid from workers_name_fts where workers_name_fts match ${expression} limit ${MANY_MATCHES})) >= ${MANY_MATCHES}`;
  // The few matches are looked up by id: `+` keeps SQLite (without ANALYZE, as on D1) from walking the
  // whole name index for them instead.
  const unindexedSpace = sql`+space_id = ${spaceId} and +is_archived = ${archived ? 1 : 0}`;
  const index = sql.identifier(SORT_INDEXES[sort.field]);
  return sql`select id from (select id from workers indexed by ${index} where ${space} and ${matches} order by ${ordered(sort)} limit (case when ${many} then ${limit} else 0 end) offset ${offset})
    union all select id from (select id from workers where ${unindexedSpace} and ${matches} order by ${ordered(sort)} limit (case when ${many} then 0 else ${limit} end) offset ${offset})`;
}

/** How many workers of the space match, counted up to `cap`: the full-text index drives, and stops there. */
export function nameSearchCount({ spaceId, archived, match }: Pick<NameSearch, "spaceId" | "archived" | "match">, cap: number): SQL {
  return sql`select count(*) as total from (select workers.id from workers_name_fts join workers on workers.id = workers_name_fts.rowid
    where workers_name_fts match ${match} and workers.space_id = ${spaceId} and workers.is_archived = ${archived ? 1 : 0} limit ${cap})`;
}
