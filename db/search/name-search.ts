import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { FOLDED_LETTERS, nameSortKey } from "#domain/workers/name-sort-key";
import { UNUSUAL_LAST_NAME } from "./unusual-last-name";

// The name search of the worker list when it is the only filter and the list is in name order (issue
// 11). The matches come from the full-text index (workers_name_fts: first, last and maiden names, any
// word of them, several words); the question is how to put them in order. Sorting 3,000 matches of
// "ber" reads 3,000 rows (with the keys virtual, before migration 0020, it computed 6,000 keys: 70 ms at
// 100,000 workers), while walking the sorted name index of the space and keeping the
// workers among the matches finds the first 25 after a few hundred entries (1.5 ms). For a rare name the
// walk would cross the whole space (20 ms) and sorting its few matches costs nothing. So the statement
// holds both ways and SQLite runs one: each side's LIMIT is 0 unless the matches are many (a capped
// count of the full-text index, which stops at the threshold), and a LIMIT of 0 runs nothing.
//
// A last-name prefix (one plain word, in last-name order: "dup") is read a third way, now that the sort
// keys are stored (migration 0020): the workers whose last name starts with it are a range of the
// (space, archived, last name key) index, already in order; the other matches (the word starts a first
// or maiden name, or a later word of the last name: "Le Dupont") are few, and sorted; SQLite merges the
// two and stops after the page. Exact, not an approximation: see lastNamePrefixOf. The range is not
// checked against the full-text index: a plain last name in it matches by construction, and reading
// the index's matches of "mart" (3,000 of them) to confirm it cost more than the rest of the search.

/** From this many matches on, walking the sorted index beats sorting the matches (see above). */
export const MANY_MATCHES = 200;

const SORT_INDEXES = { last_name: "workers_space_archived_last_name_idx", first_name: "workers_space_archived_first_name_idx" } as const;

/** A last-name prefix's values (lastNamePrefixOf), or their placeholders in a statement written once. */
export interface LastNamePrefix {
  /** The range of the last-name sort key: [low, high). */
  low: string | Placeholder;
  high: string | Placeholder;
  /**
   * FTS: the word starting a first or maiden name, or a word of the last name other than its first (the
   * column last_name_rest, migration 0025): the matches outside the range, and a few inside it.
   */
  others: string | Placeholder;
}

// Letters the key and the full-text index fold alike (æ and œ are not: the key spells them out).
const PLAIN_LETTERS = new Set([
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  ...FOLDED_LETTERS.map(([accented]) => accented),
]);
for (const letter of "æœÆŒ") PLAIN_LETTERS.delete(letter);

/**
 * A names search read as a last-name prefix: one name of one word of plain letters (ASCII letters and
 * digits, the accented letters of the key but æ and œ); undefined otherwise.
 *
 * Why it is exact: for a last name of plain letters, spaces, hyphens and apostrophes, beginning with a
 * letter (a "plain" last name), the full-text index's first word of the name starts with the word
 * exactly when the name's key is in [low, high). So the matches are: the plain last names in the
 * range, all of them; the plain last names outside it whose first or maiden name starts with the word,
 * or a later word of the last name (`others`); and the unusual last names that match, wherever their key
 * falls (a partial index holds those: UNUSUAL_LAST_NAME).
 */
export function lastNamePrefixOf(names: readonly (readonly string[])[]): LastNamePrefix | undefined {
  const word = names.length === 1 && names[0]!.length === 1 ? names[0]![0]! : undefined;
  if (!word || ![...word].every((letter) => PLAIN_LETTERS.has(letter))) return undefined;
  const low = nameSortKey(word);
  // The keys that start with `low` (ASCII here) sort before `low` with its last letter's successor.
  const high = low.slice(0, -1) + String.fromCharCode(low.charCodeAt(low.length - 1) + 1);
  const quoted = `"${word}"*`;
  return {
    low,
    high,
    others: `{first_name maiden_name last_name_rest} : ${quoted}`,
  };
}

export interface NameSearch {
  spaceId: number | Placeholder;
  archived: boolean;
  /** The names' FTS expression (name-match.ts), or its placeholder in a statement written once. */
  match: string | Placeholder;
  sort: { field: keyof typeof SORT_INDEXES; descending: boolean };
  limit: number | Placeholder;
  offset: number | Placeholder;
  /** In last-name order, a last-name prefix: read from its range when its other matches are few. */
  prefix?: LastNamePrefix;
}

/** Past this many `others`, the prefix's way would sort too many of them: the other ways are taken. */
export const MANY_OTHERS = 300;

function ordered(sort: NameSearch["sort"]): SQL {
  const direction = sql.raw(sort.descending ? "desc" : "asc");
  const [first, second] = sort.field === "first_name" ? ["first_name_sort", "last_name_sort"] : ["last_name_sort", "first_name_sort"];
  return sql`${sql.identifier(first)} ${direction}, ${sql.identifier(second)} ${direction}, id ${direction}`;
}

/** Whether a capped count of the full-text index's matches of `expression` reaches `threshold`. */
function atLeast(expression: string | Placeholder, threshold: number): SQL {
  return sql`(select count(*) from (select rowid from workers_name_fts where workers_name_fts match ${expression} limit ${threshold})) >= ${threshold}`;
}

/**
 * The space's active or archived workers. `lookedUp`: written `+space_id`, so SQLite checks it on rows
 * found otherwise (by id) rather than walking the space's index for them.
 */
function inSpace(spaceId: NameSearch["spaceId"], archived: boolean, lookedUp = false): SQL {
  const prefix = sql.raw(lookedUp ? "+" : "");
  return sql`${prefix}space_id = ${spaceId} and ${prefix}is_archived = ${archived ? 1 : 0}`;
}

function inRange({ low, high }: LastNamePrefix): SQL {
  return sql`last_name_sort >= ${low} and last_name_sort < ${high}`;
}

/**
 * The prefix's matches as (id, last key, first key) rows in three parts that never share a worker, each
 * in the order of the keys: the plain last names of the range, walking the last-name index; the others
 * with a plain last name; the unusual last names that match.
 */
function prefixParts({ spaceId, archived, match: expression, prefix }: NameSearch & { prefix: LastNamePrefix }): [SQL, SQL, SQL] {
  const others = sql`id in (select rowid from workers_name_fts where workers_name_fts match ${prefix.others})`;
  // Checked row by row (`+id`: not a lookup SQLite may start from): the unusual names are few, most
  // searches find none, and then the full-text matches are never read.
  const matchesOneByOne = sql`+id in (select rowid from workers_name_fts where workers_name_fts match ${expression})`;
  const space = inSpace(spaceId, archived);
  // The others are looked up by id (`+`), as the few matches below.
  const unindexedSpace = inSpace(spaceId, archived, true);
  const columns = sql`id, last_name_sort, first_name_sort`;
  const unusual = sql.raw(UNUSUAL_LAST_NAME);
  return [
    sql`select ${columns} from workers indexed by workers_space_archived_last_name_idx where ${space} and ${inRange(prefix)} and not ${unusual}`,
    sql`select ${columns} from workers where ${unindexedSpace} and not (${inRange(prefix)}) and not ${unusual} and ${others}`,
    sql`select ${columns} from workers indexed by workers_space_archived_unusual_last_name_idx where ${space} and ${unusual} and ${matchesOneByOne}`,
  ];
}

/** The ids of a page of a names search (in no particular order: the cards are ordered again). */
export function nameSearchPage(search: NameSearch): SQL {
  const { spaceId, archived, match: expression, sort, limit, offset, prefix } = search;
  const matches = sql`id in (select rowid from workers_name_fts where workers_name_fts match ${expression})`;
  const space = inSpace(spaceId, archived);
  const many = atLeast(expression, MANY_MATCHES);
  // The few matches are looked up by id: `+` keeps SQLite (without ANALYZE, as on D1) from walking the
  // whole name index for them instead.
  const unindexedSpace = inSpace(spaceId, archived, true);
  const index = sql.identifier(SORT_INDEXES[sort.field]);
  const walk = (pageLimit: SQL) =>
    sql`select id from (select id from workers indexed by ${index} where ${space} and ${matches} order by ${ordered(sort)} limit ${pageLimit} offset ${offset})`;
  const sorted = (pageLimit: SQL) =>
    sql`select id from (select id from workers where ${unindexedSpace} and ${matches} order by ${ordered(sort)} limit ${pageLimit} offset ${offset})`;
  if (!prefix || sort.field !== "last_name")
    return sql`${walk(sql`(case when ${many} then ${limit} else 0 end)`)}
    union all ${sorted(sql`(case when ${many} then 0 else ${limit} end)`)}`;
  // The prefix's way unless its other matches are many (a first name: "camille"); then as above. The
  // choice is made once (a materialized CTE), not in each side's LIMIT: each is a full-text query.
  const way = (chosen: number) => sql`(select way from name_search_way) = ${sql.raw(String(chosen))}`;
  const direction = sql.raw(sort.descending ? "desc" : "asc");
  return sql`with name_search_way as materialized (select case when not ${atLeast(prefix.others, MANY_OTHERS)} then 1 when ${many} then 2 else 3 end as way)
    select id from (${sql.join(prefixParts({ ...search, prefix }), sql` union all `)} order by 2 ${direction}, 3 ${direction}, 1 ${direction} limit (case when ${way(1)} then ${limit} else 0 end) offset ${offset})
    union all ${walk(sql`(case when ${way(2)} then ${limit} else 0 end)`)}
    union all ${sorted(sql`(case when ${way(3)} then ${limit} else 0 end)`)}`;
}

/** How many workers of the space match, counted up to `cap`: the full-text index drives, and stops there. */
export function nameSearchCount(search: Pick<NameSearch, "spaceId" | "archived" | "match" | "sort" | "prefix">, cap: number): SQL {
  const { spaceId, archived, match, sort, prefix } = search;
  // Each match's space and archive state are read from the small (space, archived, id) index rather
  // than from the worker's row: a third of the time ("mart": 0.35 ms for a thousand, not 1 ms).
  const matching = sql`select rowid from workers_name_fts where workers_name_fts match ${match} and exists (select 1 from workers
    indexed by workers_space_archived_idx where ${inSpace(spaceId, archived)} and id = workers_name_fts.rowid) limit ${cap}`;
  if (!prefix || sort.field !== "last_name") return sql`select count(*) as total from (${matching})`;
  // The prefix's way: its plain last names counted inside the indexes (no row read): the range, up to
  // the cap, less the unusual ones it holds (min(range, cap + unusual) - unusual = min(plain, cap)); its
  // few others and unusual matches looked up.
  const byPrefix = sql`not ${atLeast(prefix.others, MANY_OTHERS)}`;
  const [, others, unusual] = prefixParts({ spaceId, archived, match, prefix, sort, limit: 0, offset: 0 });
  const space = inSpace(spaceId, archived);
  const unusualInRange = sql`(select count(*) from workers indexed by workers_space_archived_unusual_last_name_idx where ${space} and ${sql.raw(UNUSUAL_LAST_NAME)} and ${inRange(prefix)})`;
  const range = sql`select 1 from workers indexed by workers_space_archived_last_name_idx where ${space} and ${inRange(prefix)}`;
  const plainInRange = sql`(select count(*) from (${range} limit ${cap} + ${unusualInRange})) - ${unusualInRange}`;
  const fromPrefix = sql`min(${cap}, ${plainInRange} + (select count(*) from (${others})) + (select count(*) from (${unusual})))`;
  return sql`select case when ${byPrefix} then ${fromPrefix} else (select count(*) from (${matching})) end as total`;
}
