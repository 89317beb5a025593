import { and, asc, count as sqlCount, desc, eq, gt, inArray, lt, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AVAILABILITY_STATUSES, TRANSPORTATION_MEANS, WORKER_STATES } from "#domain/enums/worker";
import type { Database } from "../client";
import { workerCounts } from "../schema/worker-counts";
import { workerAvailabilities, workerFavoriteJobs, workerTransportMeans } from "../schema/worker-details";
import { workers } from "../schema/workers";
import { containsText } from "../search/contains-text";
import { nameMatchExpression, workerNamesMatch } from "../search/name-match";
import { lastNamePrefixOf, nameSearchCount, nameSearchPage, type LastNamePrefix } from "../search/name-search";
import { readRawBatch } from "../sql/raw-read";
import { squaredDistanceKm, withinBox } from "../sql/distance";
import { atNearestLocations, countLocatedWorkers, insideSquare } from "./worker-distance";
import { writtenListOf } from "./written-list-statements";

export interface WorkerListFilters {
  /** Alternatives, each a list of words that must all start a name (see name-match.ts). */
  names?: readonly (readonly string[])[];
  /** A phone in E.164 (mobile or landline) or a lower-cased e-mail, matched for equality on an index. */
  contact?: { phone: string } | { email: string };
  states?: readonly (typeof WORKER_STATES)[number][];
  /** Workers with an availability of one of these statuses overlapping [from, to). */
  availability?: { statuses: readonly (typeof AVAILABILITY_STATUSES)[number][]; from: Date; to: Date };
  favoriteJob?: string;
  /** Any of these means. */
  transport?: readonly (typeof TRANSPORTATION_MEANS)[number][];
  /** A point; with a radius, only workers within it. Workers without coordinates come last. */
  near?: { latitude: number; longitude: number; radiusKm?: number };
  /** Workers with a document whose validity ends on or before this YYYY-MM-DD day (expiring documents). */
  documentsExpiringUntil?: string;
  archived: boolean;
}

export type WorkerSortField = "last_name" | "first_name" | "created_at" | "updated_at" | "distance";

export interface ListWorkersOptions {
  spaceId: number;
  filters: WorkerListFilters;
  sort: { field: WorkerSortField; descending: boolean };
  page: number;
  perPage: number;
  /** "Now" for the current (or next) availability shown on each card without an availability filter. */
  now: Date;
}

/** Past this many matches a narrowed list (names, availability, job, transport) says "1,000+". */
export const COUNT_CAP = 1_000;

/**
 * A page of a space's workers with the list's filters, and the total. Every filter runs on an index of
 * the space (names through the FTS table, distance through the locations of worker-distance.ts or a
 * latitude range, then the exact distance); the order always ends with the id, so pages never overlap
 * or skip a row.
 *
 * One round trip: the page with its cards (jobs, means and availability as JSON columns) and the count
 * go in one batch. A list narrowed by a sub-query counts up to COUNT_CAP + 1 matches only:
 * `totalIsLowerBound` then says the total is COUNT_CAP or more (an exact count of every worker named
 * "Mar…" costs a read of each of them, and tells an agent nothing more than "over a thousand").
 */
export async function listWorkers(db: Database, options: ListWorkersOptions) {
  // The usual lists (no filter, states, names) run statements written once per shape.
  const written = writtenListOf(options);
  if (written) {
    const [cards, totals] = await readRawBatch(db, [written.cards, written.count]);
    return answerOf(options, written.capped, written.decodeCount(totals[0]), cards.map(written.decodeCard));
  }
  const queries = listWorkersQueries(db, options);
  const [firstPage, totals] = await db.batch([queries.cards, queries.count]);
  const counted = totals[0]?.total ?? 0;
  const totalIsLowerBound = queries.capped && counted > COUNT_CAP;
  const total = totalIsLowerBound ? COUNT_CAP : counted;
  const offset = (options.page - 1) * options.perPage;
  // The nearest locations (or the first ring) held fewer workers than the page needs and more remain:
  // workers without coordinates (closest first, all of France), or workers beyond the ring.
  const shortened = queries.nearestOnly && firstPage.length < options.perPage && counted > offset + firstPage.length;
  const page = shortened ? await listWorkersQueries(db, options, { nearestOnly: false }).cards : firstPage;
  return { total, totalIsLowerBound, rows: page.map(cardOf) };
}

/** The answer of a list without the distance's second try: the written statements' (see above). */
function answerOf(options: ListWorkersOptions, capped: boolean, counted: number, rows: CardRow[]) {
  const totalIsLowerBound = capped && counted > COUNT_CAP;
  return { total: totalIsLowerBound ? COUNT_CAP : counted, totalIsLowerBound, rows: rows.map(cardOf) };
}

export type CardRow = Awaited<ReturnType<typeof listWorkersQueries>["cards"]>[number];

function cardOf({ squared_distance_km, favorite_jobs, transportation_means, availability, ...row }: CardRow) {
  const current = availability ? (JSON.parse(availability) as [(typeof AVAILABILITY_STATUSES)[number], number, number]) : null;
  return {
    ...row,
    distance_km: squared_distance_km == null ? null : Math.round(Math.sqrt(squared_distance_km) * 10) / 10,
    favorite_jobs: JSON.parse(favorite_jobs) as string[],
    transportation_means: JSON.parse(transportation_means) as (typeof TRANSPORTATION_MEANS)[number][],
    current_availability: current && { status: current[0], starts_at: new Date(current[1]), ends_at: new Date(current[2]) },
  };
}

export const DISTANCE_ALIAS = "squared_distance_km";
const FIRST_RING_KM = 5;

/**
 * The values of a list's statements that change with each request; in a statement written once
 * (written-list-statements.ts) they are placeholders, filled per request.
 */
export interface ListValues {
  spaceId: number | Placeholder;
  perPage: number | Placeholder;
  offset: number | Placeholder;
  /** A Date, or the placeholder of its milliseconds. */
  now: Date | Placeholder;
  states: readonly ((typeof WORKER_STATES)[number] | Placeholder)[];
  /** The names' FTS expression (name-match.ts), when names are searched. */
  nameMatch: string | Placeholder | undefined;
  /** When the names are one last-name prefix ("dup"): its range and other matches (name-search.ts). */
  namePrefix: LastNamePrefix | undefined;
}

/** The values of a list's statements, as given. */
export function listValuesOf(options: ListWorkersOptions): ListValues {
  const { names, states } = options.filters;
  return {
    spaceId: options.spaceId,
    perPage: options.perPage,
    offset: (options.page - 1) * options.perPage,
    now: options.now,
    states: states ?? [],
    nameMatch: names && names.length > 0 ? nameMatchExpression(names) : undefined,
    namePrefix: names ? lastNamePrefixOf(names) : undefined,
  };
}

/**
 * The two statements of a list: the ordered page of ids (with the distance) and the count. Exported
 * so a test can ask SQLite for their query plans.
 *
 * - The page selects ids only, so it runs inside an index (no table row read for the rows it skips);
 *   the cards are read by id afterwards.
 * - Sorted by distance, the page only looks at the workers of the nearest locations that hold it
 *   (worker-distance.ts); with a name, availability, job or transport filter, which the locations do
 *   not know, closest first, within a first ring of 5 km. `nearestOnly` says the page was so
 *   narrowed: when it comes back short, listWorkers asks again without (nearestOnly: false).
 * - The count of a list filtered on states (and a radius) at most reads worker_counts (or
 *   worker_location_counts); otherwise, the count of a list narrowed by a sub-query (names,
 *   availability, job, transport) looks each of the sub-query's ids up in the small (space_id,
 *   is_archived) index.
 */
export function listWorkersQueries(
  db: Database,
  options: ListWorkersOptions,
  narrowPage = { nearestOnly: true },
  values: ListValues = listValuesOf(options),
) {
  const { filters, spaceId, sort } = options;
  const narrowing = narrowingConditions(db, spaceId, filters, values.nameMatch);
  const states = values.states.length > 0 ? [inArray(workers.state, [...values.states])] : [];
  const near = filters.near;
  const distance = near ? squaredDistanceKm(near, workers) : undefined;
  const radius = near?.radiusKm !== undefined ? withinBox(near, near.radiusKm, workers) : [];
  const scope = [eq(workers.space_id, values.spaceId), eq(workers.is_archived, filters.archived)];
  const located = near ? { spaceId, archived: filters.archived, states: filters.states, near } : undefined;
  const { offset, perPage } = values;

  const byDistance = sort.field === "distance" && narrowPage.nearestOnly;
  const byLocation = byDistance && located && narrowing.length === 0;
  const ring = byDistance && !byLocation && near && !sort.descending && !(near.radiusKm !== undefined && near.radiusKm <= FIRST_RING_KM);
  const pageRadiusKm = ring ? FIRST_RING_KM : near?.radiusKm;
  let pageWhere: SQL[];
  // (Distances are never written once: offset and perPage are numbers here.)
  if (byLocation) pageWhere = [atNearestLocations(located, sort.descending, (offset as number) + (perPage as number))];
  else if (near && pageRadiusKm !== undefined)
    pageWhere = [...withinBox(near, pageRadiusKm, workers), sql`${sql.identifier(DISTANCE_ALIAS)} <= ${pageRadiusKm ** 2}`];
  else pageWhere = [];
  const byName = namesOnlyByName(options, values);
  const page = byName
    ? db
        .select({ id: sql<number>`id`, squared_distance_km: sql<number | null>`null`.as(DISTANCE_ALIAS) })
        .from(sql`(${nameSearchPage({ ...byName, limit: perPage, offset })}) as "matches"`)
    : db
        .select({ id: workers.id, squared_distance_km: (distance ?? sql<number | null>`null`).as(DISTANCE_ALIAS) })
        .from(workers)
        .where(and(...scope, ...states, ...pageWhere, ...narrowing))
        .orderBy(...orderOf(sort, distance ? sql`${sql.identifier(DISTANCE_ALIAS)}` : undefined, pageWhere.length > 0))
        .limit(perPage)
        .offset(offset);

  let count;
  if (byName) {
    // Counted up to one past the cap, the full-text index driving: beyond it the list says "1,000+".
    count = db.select({ total: sql<number>`total` }).from(sql`(${nameSearchCount(byName, COUNT_CAP + 1)}) as "matches"`);
  } else if (narrowing.length === 0 && radius.length === 0) {
    // Only the space, the archive state and states: the totals the triggers keep (worker_counts).
    count = db
      .select({ total: sql<number>`coalesce(sum(${workerCounts.count}), 0)` })
      .from(workerCounts)
      .where(
        and(
          eq(workerCounts.space_id, values.spaceId),
          eq(workerCounts.is_archived, filters.archived),
          values.states.length > 0 ? inArray(workerCounts.state, [...values.states]) : undefined,
        ),
      );
  } else if (narrowing.length === 0 && located && near?.radiusKm !== undefined) {
    // A radius and maybe states: the locations' totals (worker_location_counts).
    count = countLocatedWorkers(db, { ...located, near: { ...near, radiusKm: near.radiusKm } });
  } else {
    const countDistance =
      distance && near?.radiusKm !== undefined ? [sql`(${insideSquare(near, near.radiusKm)} or ${distance} <= ${near.radiusKm ** 2})`] : [];
    // Counted up to one past the cap: beyond it the list says "1,000+" (listWorkers).
    const matches = db
      .select({ id: workers.id })
      .from(workers)
      .where(and(...scope, ...states, ...radius, ...countDistance, ...narrowing))
      .limit(COUNT_CAP + 1)
      .as("matches");
    count = db.select({ total: sqlCount() }).from(matches);
  }
  const cards = cardsOfPage(db, values, page.getSQL(), options, sort, Boolean(distance), pageWhere.length > 0);
  return { page, cards, count, capped: narrowing.length > 0, nearestOnly: Boolean(byLocation || ring) };
}

/**
 * The cards of a page in the page's order, in the same statement: the workers' columns, favourite jobs
 * and transport means as JSON arrays, and one availability (decision 0016) as [status, from, to]: with
 * an availability filter, the first one that matched it (so the card says why the worker is listed);
 * otherwise the one covering now, or else the next one. The page stays a sub-query of ids that runs
 * inside an index; the 25 rows are then read by id.
 */
function cardsOfPage(
  db: Database,
  values: ListValues,
  page: SQL,
  options: ListWorkersOptions,
  sort: ListWorkersOptions["sort"],
  byDistance: boolean,
  locatedOnly: boolean,
) {
  const matching = options.filters.availability;
  const availabilityConditions = and(
    eq(workerAvailabilities.space_id, values.spaceId),
    eq(workerAvailabilities.worker_id, workers.id),
    ...(matching
      ? [
          inArray(workerAvailabilities.status, [...matching.statuses]),
          gt(workerAvailabilities.ends_at, matching.from),
          lt(workerAvailabilities.starts_at, matching.to),
        ]
      : [gt(workerAvailabilities.ends_at, values.now)]),
  );
  return db
    .select({
      ...CARD_COLUMNS,
      squared_distance_km: sql<number | null>`"page".${sql.identifier(DISTANCE_ALIAS)}`,
      favorite_jobs:
        sql<string>`(select json_group_array(job) from (select ${workerFavoriteJobs.job} as job from ${workerFavoriteJobs} where ${workerFavoriteJobs.worker_id} = ${workers.id} order by ${workerFavoriteJobs.position}))`.as(
          "favorite_jobs",
        ),
      transportation_means:
        sql<string>`(select json_group_array(mean) from (select ${workerTransportMeans.mean} as mean from ${workerTransportMeans} where ${workerTransportMeans.worker_id} = ${workers.id} order by ${workerTransportMeans.mean}))`.as(
          "transportation_means",
        ),
      // The earliest first: the one covering now (or the period's start) comes before later ones.
      availability: sql<
        string | null
      >`(select json_array(${workerAvailabilities.status}, ${workerAvailabilities.starts_at}, ${workerAvailabilities.ends_at}) from ${workerAvailabilities} where ${availabilityConditions} order by ${workerAvailabilities.starts_at}, ${workerAvailabilities.id} limit 1)`.as(
        "availability",
      ),
    })
    .from(sql`(${page}) as "page"`)
    .innerJoin(workers, sql`${workers.id} = "page"."id"`)
    .orderBy(...orderOf(sort, byDistance ? sql`"page".${sql.identifier(DISTANCE_ALIAS)}` : undefined, locatedOnly));
}

/**
 * A names search and nothing else, in the order of the names: its page and count are read from the
 * name indexes with their sort keys (name-search.ts); undefined for any other list.
 */
function namesOnlyByName({ filters, sort }: ListWorkersOptions, { spaceId, nameMatch, namePrefix }: ListValues) {
  const { names, archived, ...others } = filters;
  const otherFilters = Object.values(others).some((value) => value !== undefined && (!Array.isArray(value) || value.length > 0));
  if (
    !names ||
    names.length === 0 ||
    nameMatch === undefined ||
    otherFilters ||
    (sort.field !== "last_name" && sort.field !== "first_name")
  )
    return undefined;
  return { spaceId, archived, match: nameMatch, sort: { field: sort.field, descending: sort.descending }, prefix: namePrefix };
}

export type WorkerSummaryRow = Awaited<ReturnType<typeof listWorkers>>["rows"][number];

/** The filters that keep workers whose ids a sub-query gives: names (FTS), availability, job, transport. */
function narrowingConditions(db: Database, spaceId: number, filters: WorkerListFilters, nameMatch: ListValues["nameMatch"]): SQL[] {
  const narrowing: SQL[] = [];
  if (filters.names && filters.names.length > 0 && nameMatch !== undefined) {
    narrowing.push(workerNamesMatch(nameMatch));
  }
  if (filters.contact) narrowing.push(contactMatch(spaceId, filters.contact));
  if (filters.availability) {
    const { statuses, from, to } = filters.availability;
    narrowing.push(
      inArray(
        workers.id,
        db
          .select({ id: workerAvailabilities.worker_id })
          .from(workerAvailabilities)
          .where(
            and(
              eq(workerAvailabilities.space_id, spaceId),
              inArray(workerAvailabilities.status, [...statuses]),
              gt(workerAvailabilities.ends_at, from),
              lt(workerAvailabilities.starts_at, to),
            ),
          ),
      ),
    );
  }
  if (filters.favoriteJob) {
    narrowing.push(
      inArray(
        workers.id,
        db
          .select({ id: workerFavoriteJobs.worker_id })
          .from(workerFavoriteJobs)
          .where(and(eq(workerFavoriteJobs.space_id, spaceId), containsText(workerFavoriteJobs.job, filters.favoriteJob))),
      ),
    );
  }
  if (filters.documentsExpiringUntil) narrowing.push(documentsExpiringMatch(spaceId, filters.documentsExpiringUntil));
  if (filters.transport && filters.transport.length > 0) {
    narrowing.push(
      inArray(
        workers.id,
        db
          .select({ id: workerTransportMeans.worker_id })
          .from(workerTransportMeans)
          .where(and(eq(workerTransportMeans.space_id, spaceId), inArray(workerTransportMeans.mean, [...filters.transport]))),
      ),
    );
  }
  return narrowing;
}

/**
 * Workers with this e-mail, or this number as mobile or landline: each side of the union is an
 * equality on its own index of the space (workers_space_email_unique, _mobile_unique, _phone_idx).
 */
function contactMatch(spaceId: number, contact: { phone: string } | { email: string }): SQL {
  if ("email" in contact) {
    return sql`${workers.id} in (select id from workers where space_id = ${spaceId} and email = ${contact.email})`;
  }
  return sql`${workers.id} in (select id from workers where space_id = ${spaceId} and mobile_phone_number = ${contact.phone} union select id from workers where space_id = ${spaceId} and phone_number = ${contact.phone})`;
}

/** Workers with a document ending by `until`: a range on documents_space_valid_until_idx of the space. */
function documentsExpiringMatch(spaceId: number, until: string): SQL {
  return sql`${workers.id} in (select worker_id from documents where space_id = ${spaceId} and valid_until <= ${until} and deleted_at is null)`;
}

/** `locatedOnly`: the page's condition keeps workers with coordinates only (a radius, or locations). */
function orderOf(sort: ListWorkersOptions["sort"], distance: SQL | undefined, locatedOnly: boolean): SQL[] {
  const direction = sort.descending ? desc : asc;
  switch (sort.field) {
    case "first_name":
      return [direction(workers.first_name_sort), direction(workers.last_name_sort), direction(workers.id)];
    case "created_at":
      return [direction(workers.created_at), direction(workers.id)];
    case "updated_at":
      return [direction(workers.updated_at), direction(workers.id)];
    case "distance":
      // Workers without coordinates come last, whichever the direction (none are left when locatedOnly).
      if (distance && locatedOnly) return [direction(distance), direction(workers.id)];
      if (distance) return [sql`${workers.latitude} is null`, direction(distance), direction(workers.id)];
      return [direction(workers.id)];
    default:
      // Accent- and case-insensitive keys (stored by triggers, indexed with the space).
      return [direction(workers.last_name_sort), direction(workers.first_name_sort), direction(workers.id)];
  }
}

export const CARD_COLUMNS = {
  id: workers.id,
  space_id: workers.space_id,
  first_name: workers.first_name,
  last_name: workers.last_name,
  maiden_name: workers.maiden_name,
  sex: workers.sex,
  birth_date: workers.birth_date,
  email: workers.email,
  mobile_phone_number: workers.mobile_phone_number,
  phone_number: workers.phone_number,
  postal_code: workers.postal_code,
  postal_city: workers.postal_city,
  state: workers.state,
  under_18: workers.under_18,
  archived_at: workers.archived_at,
  created_at: workers.created_at,
  updated_at: workers.updated_at,
};
