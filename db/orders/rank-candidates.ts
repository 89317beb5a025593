import { eq, sql, type SQL } from "drizzle-orm";
import {
  CANDIDATE_POINTS,
  CANDIDATE_NEAR_KM,
  CANDIDATE_POOL_KM,
  CANDIDATE_POOL_NEAREST,
  CANDIDATE_POOL_OF_THE_JOB,
  QUALIFICATION_DOCUMENT_TYPES,
} from "#domain/orders/candidate-ranking";
import { KM_PER_DEGREE, kmPerDegreeLongitude, type GeoPoint } from "#domain/geo/distance";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { orderPeriods, positions } from "../schema/orders";
import { workers } from "../schema/workers";
import { squaredDistanceKm, withinBox } from "../sql/distance";
import { atNearestLocations } from "../workers/worker-distance";
import { UNAVAILABLE_STATUSES } from "./proposal-recipients";

// The ranked shortlist of an order (decision 0049). One statement: the pool is drawn from indexes
// (favourite jobs naming the order's job, past missions with the client, the workers nearest the site),
// so its size does not grow with the space's 100,000 workers; each pool member is then scored in SQL and
// the page cut after the sort.

export interface CandidateSearch {
  spaceId: number;
  orderId: number;
  companyId: number;
  /** The order's job as favourite jobs spell it (the position's title and qualification), exactly. */
  jobNames: readonly string[];
  /** What the position asks (qualification or title, then skills), folded (foldedTerm). */
  requirements: readonly string[];
  /** The position's skills alone, folded: the qualifications a valid document must prove. */
  qualifications: readonly string[];
  periods: readonly { starts_at: Date; ends_at: Date }[];
  /** The order's first and last day (YYYY-MM-DD, Paris): a document must be valid over both. */
  firstDay: string;
  lastDay: string;
  site: GeoPoint | null;
  maxKm?: number;
  availableOnly: boolean;
  qualifiedOnly: boolean;
  limit: number;
  offset: number;
}

export interface CandidateRow {
  id: number;
  first_name: string;
  last_name: string;
  reference: string | null;
  town: string | null;
  main_job: string | null;
  favourite: number;
  met: number;
  held: number;
  unavailable: number;
  past_missions: number;
  distance2: number | null;
  score: number;
  total: number;
}

/** squaredDistanceKm's very expression, over the pool's carried coordinates instead of a table's. */
function squaredDistanceOf(site: GeoPoint): SQL {
  const dy = sql`((pool.latitude - ${site.latitude}) * ${KM_PER_DEGREE})`;
  const dx = sql`((pool.longitude - ${site.longitude}) * ${kmPerDegreeLongitude(site.latitude)})`;
  return sql`(${dy} * ${dy} + ${dx} * ${dx})`;
}

export async function rankCandidates(db: Database, search: CandidateSearch): Promise<CandidateRow[]> {
  const { spaceId, orderId, companyId } = search;
  const json = (value: unknown) => JSON.stringify(value);
  const periods = json(search.periods.map((period) => [period.starts_at.getTime(), period.ends_at.getTime()]));
  const site = search.site;
  const ofTheJob = sql`select worker_id from worker_favorite_jobs where space_id = ${spaceId} and job in (select job from jobs)`;
  // The job's workers within the pool's radius, or of unknown commune, read with their coordinates from
  // the list's covering index (space, archived, latitude, longitude…): no worker row is read for them. A
  // long-distance worker of the job enters through the client's past missions or a wider max_km.
  const poolKm = Math.max(search.maxKm ?? 0, CANDIDATE_POOL_KM);
  const jobPool = site
    ? sql`select * from (select id, latitude, longitude from workers where space_id = ${spaceId} and is_archived = 0
          and ${sql.join(withinBox(site, poolKm, workers), sql` and `)} and id in (${ofTheJob})
          order by ${squaredDistanceKm(site, workers)} limit ${CANDIDATE_POOL_OF_THE_JOB})
        union all
        select id, null, null from workers where space_id = ${spaceId} and is_archived = 0 and latitude is null and id in (${ofTheJob})`
    : sql`select id, latitude, longitude from workers where is_archived = 0 and id in (${ofTheJob})`;
  const nearest = site
    ? sql`union all select id, latitude, longitude from (select id, latitude, longitude from workers
        where space_id = ${spaceId} and is_archived = 0 and ${atNearestLocations(
          { spaceId, archived: false, near: { ...site, radiusKm: search.maxKm } },
          false,
          CANDIDATE_POOL_NEAREST,
        )} limit ${CANDIDATE_POOL_NEAREST})`
    : sql``;
  const distance2 = site ? squaredDistanceOf(site) : sql`null`;
  const points = CANDIDATE_POINTS;
  const near = search.maxKm ?? CANDIDATE_NEAR_KM;
  const filters: SQL[] = [sql`1`];
  if (search.maxKm !== undefined) filters.push(sql`distance2 <= ${search.maxKm ** 2}`);
  if (search.availableOnly) filters.push(sql`unavailable = 0`);
  if (search.qualifiedOnly) filters.push(sql`held = ${search.qualifications.length}`);
  const required = search.requirements.length;

  // Every fact is read once for the whole pool (materialized) from an index, then joined; worker rows
  // are read for the page only. A per-worker sub-query re-read its JSON parameter for each of thousands
  // of workers, and reading each pool member's row cost more than all the rest.
  const statement = sql`with
    jobs(job) as materialized (select value from json_each(${json(search.jobNames)})),
    terms(term, is_qualification) as materialized (
      select value, value in (select value from json_each(${json(search.qualifications)})) from json_each(${json(search.requirements)})),
    periods(starts_at, ends_at) as materialized (select value ->> 0, value ->> 1 from json_each(${periods})),
    past(worker_id, missions) as materialized (
      select ow.worker_id, count(distinct o.id) from orders o join order_workers ow on ow.order_id = o.id
        where o.space_id = ${spaceId} and o.company_id = ${companyId} and o.id <> ${orderId} and ow.accepted_at is not null
        group by ow.worker_id),
    pool(worker_id, latitude, longitude) as materialized (
      select id, max(latitude), max(longitude) from (
        ${jobPool}
        union all
        select w.id, w.latitude, w.longitude from past join workers w on w.id = past.worker_id where w.space_id = ${spaceId} and w.is_archived = 0
        ${nearest})
      group by id),
    -- Who cannot be asked: no mobile, STOP sent to the space, already waiting or placed on the order.
    excluded(worker_id) as materialized (
      select id from workers where space_id = ${spaceId} and mobile_phone_number is null
      union
      select w.id from sms_suppressions s join workers w on w.space_id = s.space_id and w.mobile_phone_number = s.phone where s.space_id = ${spaceId}
      union
      select worker_id from order_workers where order_id = ${orderId} and status in ('waiting', 'accepted')),
    proven(worker_id, term, is_qualification) as materialized (
      select distinct d.worker_id, terms.term, terms.is_qualification from pool
        cross join documents d on d.space_id = ${spaceId} and d.worker_id = pool.worker_id
        join terms on instr(lower(d.name), terms.term) > 0
        where d.deleted_at is null and d.type in (select value from json_each(${json(QUALIFICATION_DOCUMENT_TYPES)}))
          and (d.valid_until is null or d.valid_until >= ${search.lastDay}) and (d.valid_from is null or d.valid_from <= ${search.firstDay})),
    met(worker_id, terms) as materialized (
      select worker_id, count(distinct term) from (
        select pool.worker_id, terms.term from pool cross join worker_favorite_jobs f on f.worker_id = pool.worker_id
          join terms on instr(lower(f.job), terms.term) > 0
        union all
        select pool.worker_id, terms.term from pool cross join worker_equipment e on e.space_id = ${spaceId} and e.worker_id = pool.worker_id
          join terms on instr(lower(e.name), terms.term) > 0
        union all
        select worker_id, term from proven)
      group by worker_id),
    busy(worker_id) as materialized (
      select distinct a.worker_id from pool cross join worker_availabilities a on a.space_id = ${spaceId} and a.worker_id = pool.worker_id
        join periods on a.starts_at < periods.ends_at and a.ends_at > periods.starts_at
        where a.status in (select value from json_each(${json(UNAVAILABLE_STATUSES)}))),
    facts as (
      select pool.worker_id as id,
        exists (select 1 from worker_favorite_jobs f where f.worker_id = pool.worker_id and f.job in (select job from jobs)) as favourite,
        coalesce(met.terms, 0) as met,
        (select count(*) from proven where proven.worker_id = pool.worker_id and proven.is_qualification) as held,
        busy.worker_id is not null as unavailable,
        coalesce(past.missions, 0) as past_missions,
        ${distance2} as distance2
      from pool
      left join met on met.worker_id = pool.worker_id
      left join busy on busy.worker_id = pool.worker_id
      left join past on past.worker_id = pool.worker_id
      where pool.worker_id not in (select worker_id from excluded)
    ),
    scored as (
      select *,
        favourite * ${points.favouriteJob}
        + case when ${required} > 0 and met * 2 >= ${required} then met * ${points.positionMatch / Math.max(required, 1)} else 0 end
        + held * ${points.qualifications / Math.max(search.qualifications.length, 1)}
        + case when unavailable then 0 else ${points.available} end
        + case when past_missions > 0 then ${points.pastMissions} else 0 end
        + case when distance2 is null or distance2 >= ${near * near} then 0 else ${points.distance} - distance2 * ${points.distance / (near * near)} end
        as score
      from facts where ${sql.join(filters, sql` and `)}
    ),
    page as (
      select *, count(*) over () as total from scored
      order by score desc, distance2 is null, distance2, id
      limit ${search.limit} offset ${search.offset})
    select page.*, workers.first_name, workers.last_name, coalesce(workers.external_ref, workers.product_number) as reference,
      workers.postal_city as town,
      (select job from worker_favorite_jobs f where f.worker_id = page.id order by f.position limit 1) as main_job
    from page join workers on workers.id = page.id
    order by page.score desc, page.distance2 is null, page.distance2, page.id`;
  return db.all<CandidateRow>(statement);
}

/** What the ranking needs of an order beside its row: its periods, its position, the site's coordinates. */
export async function orderRankingFacts(db: Database, order: { id: number; company_id: number; position_id: number | null }) {
  const [periods, position, site] = await Promise.all([
    db
      .select({ starts_at: orderPeriods.starts_at, ends_at: orderPeriods.ends_at })
      .from(orderPeriods)
      .where(eq(orderPeriods.order_id, order.id)),
    order.position_id === null
      ? undefined
      : db
          .select({ title: positions.title, qualification: positions.qualification, skills: positions.skills })
          .from(positions)
          .where(eq(positions.id, order.position_id))
          .get(),
    db
      .select({ latitude: companies.latitude, longitude: companies.longitude })
      .from(companies)
      .where(eq(companies.id, order.company_id))
      .get(),
  ]);
  return {
    periods,
    position: position ?? null,
    site: site && site.latitude !== null && site.longitude !== null ? { latitude: site.latitude, longitude: site.longitude } : null,
  };
}
