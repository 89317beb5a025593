import { sql, type Placeholder } from "drizzle-orm";
import { decodeRow } from "../sql/column-row";
import { lastNamePrefixOf } from "../search/name-search";
import { sqlWriter, type SqlText } from "../sql/sql-text";
import { writtenStatement } from "../sql/written-statement";
import {
  CARD_COLUMNS,
  DISTANCE_ALIAS,
  listValuesOf,
  listWorkersQueries,
  type CardRow,
  type ListValues,
  type ListWorkersOptions,
} from "./list-workers";

// The worker list's statements written once per shape of list. The
// usual lists (the whole space, some states, a names search, in any order) differ between requests by
// their values only: drizzle writes each shape's statements once, with placeholders, the first time it
// is asked, and each request fills them in. Building them anew cost about 0.25 ms a request (0.33 ms
// with names), a tenth of the floor. Lists with a distance, an availability, a job, a transport mean, a
// contact or expiring documents are built per request, as before: their values (a bounding box, a
// LIKE pattern, a few sub-queries) shape the statement, and they are rarer.

interface WrittenList {
  cards: (values: Record<string, unknown>) => SqlText;
  count: (values: Record<string, unknown>) => SqlText;
  capped: boolean;
}

/** The shapes written so far; a few dozen at most (sort, direction, archive state, number of states, names: none, a last-name prefix, any). */
const written = new Map<string, WrittenList>();

/** What tells two lists' statements apart, when only their values differ; undefined for the lists built per request. */
function shapeOf({ filters, sort }: ListWorkersOptions): string | undefined {
  const { names, states, archived, ...others } = filters;
  if (Object.values(others).some((value) => value !== undefined && (!Array.isArray(value) || value.length > 0))) return undefined;
  const named = !names || names.length === 0 ? "none" : lastNamePrefixOf(names) ? "prefix" : "any";
  return `${sort.field} ${sort.descending ? "desc" : "asc"} archived=${archived} states=${states?.length ?? 0} names=${named}`;
}

/** The placeholders of a shape's values, named as valuesFor fills them. */
function placeholdersOf(options: ListWorkersOptions): ListValues {
  const { names, states } = options.filters;
  return {
    spaceId: sql.placeholder("spaceId"),
    perPage: sql.placeholder("perPage"),
    offset: sql.placeholder("offset"),
    now: sql.placeholder("now"),
    states: (states ?? []).map((_, index): Placeholder => sql.placeholder(`state${index}`)),
    nameMatch: names && names.length > 0 ? sql.placeholder("nameMatch") : undefined,
    namePrefix:
      names && lastNamePrefixOf(names)
        ? {
            low: sql.placeholder("prefixLow"),
            high: sql.placeholder("prefixHigh"),
            others: sql.placeholder("prefixOthers"),
          }
        : undefined,
  };
}

function valuesFor(options: ListWorkersOptions): Record<string, unknown> {
  const { spaceId, perPage, offset, states, nameMatch, namePrefix } = listValuesOf(options);
  const values: Record<string, unknown> = { spaceId, perPage, offset, now: options.now.getTime(), nameMatch };
  if (namePrefix)
    Object.assign(values, {
      prefixLow: namePrefix.low,
      prefixHigh: namePrefix.high,
      prefixOthers: namePrefix.others,
    });
  states.forEach((state, index) => (values[`state${index}`] = state));
  return values;
}

/**
 * This list's statements, written once for its shape and filled with its values, and how to read a
 * card's row; undefined for a list built per request (listWorkers then builds it with drizzle).
 */
export function writtenListOf(options: ListWorkersOptions) {
  const shape = shapeOf(options);
  if (shape === undefined) return undefined;
  let list = written.get(shape);
  if (!list) {
    const queries = listWorkersQueries(sqlWriter(), options, { nearestOnly: true }, placeholdersOf(options));
    list = { cards: writtenStatement(queries.cards.toSQL()), count: writtenStatement(queries.count.toSQL()), capped: queries.capped };
    written.set(shape, list);
  }
  const values = valuesFor(options);
  return { cards: list.cards(values), count: list.count(values), capped: list.capped, decodeCard, decodeCount };
}

/** The count's one column (unnamed: drizzle writes no alias for it). */
function decodeCount(raw: Record<string, unknown> | undefined): number {
  return raw ? Number(Object.values(raw)[0] ?? 0) : 0;
}

/** A card's raw row as drizzle's select decodes it: the columns through their mappers, the JSON as text. */
function decodeCard(raw: Record<string, unknown>): CardRow {
  return {
    ...decodeRow(CARD_COLUMNS, raw),
    squared_distance_km: raw[DISTANCE_ALIAS] as number | null,
    favorite_jobs: raw.favorite_jobs as string,
    transportation_means: raw.transportation_means as string,
    availability: raw.availability as string | null,
  } as CardRow;
}

/** How many shapes are written so far (a test checks that a shape is written once). */
export function writtenShapeCount() {
  return written.size;
}
