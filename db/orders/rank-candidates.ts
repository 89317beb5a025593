import { eq, sql, type SQL } from "drizzle-orm";
import {
  CANDIDATE_POINTS,
  CANDIDATE_POOL_NEAREST,
  CANDIDATE_NEAR_KM,
  QUALIFICATION_DOCUMENT_TYPES,
} from "#domain/orders/candidate-ranking";
import type { GeoPoint } from "#domain/geo/distance";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { orderPeriods, positions } from "../schema/orders";
import { workers } from "../schema/workers";
import { squaredDistanceKm } from "../sql/distance";
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

// SQLite's lower() folds ASCII only: the capitals a French job or document name starts with are folded
// here so "Électricien" meets "électricien" (the terms come folded the same way from foldedTerm).
const CAPITALS: [string, string][] = [
  ["É", "é"],
  ["È", "è"],
  ["Ê", "ê"],
  ["À", "à"],
  ["Â", "â"],
  ["Ç", "ç"],
  ["Î", "î"],
  ["Ô", "ô"],
  ["Œ", "œ"],
];
function folded(column: SQL): SQL {
  let expression = sql`lower(${column})`;
  // Literals, not bound values: D1 takes at most 100 bound values a statement.
  for (const [capital, small] of CAPITALS) expression = sql`replace(${expression}, ${sql.raw(`'${capital}'`)}, ${sql.raw(`'${small}'`)})`;
  return expression;
}

/** `text` names the term `term` (a column of the requirement list), as a part of it. */
function names(text: SQL): SQL {
  return sql`instr(${folded(text)}, term.value) > 0`;
}

export async function rankCandidates(db: Database, search: CandidateSearch): Promise<CandidateRow[]> {
  const { spaceId, orderId, companyId } = search;
  const periods = JSON.stringify(search.periods.map((period) => [period.starts_at.getTime(), period.ends_at.getTime()]));
  const qualificationTypes = JSON.stringify(QUALIFICATION_DOCUMENT_TYPES);
  const validDocument = sql`d.space_id = ${spaceId} and d.worker_id = workers.id and d.deleted_at is null
    and d.type in (select value from json_each(${qualificationTypes}))
    and (d.valid_until is null or d.valid_until >= ${search.lastDay}) and (d.valid_from is null or d.valid_from <= ${search.firstDay})`;
  const site = search.site;
  const distance2 = site ? squaredDistanceKm(site, workers) : sql`null`;
  const nearest = site
    ? sql`union select id from (select id from workers where space_id = ${spaceId} and is_archived = 0 and ${atNearestLocations(
        { spaceId, archived: false, near: { ...site, radiusKm: search.maxKm } },
        false,
        CANDIDATE_POOL_NEAREST,
      )} limit ${CANDIDATE_POOL_NEAREST})`
    : sql``;
  const points = CANDIDATE_POINTS;
  const near = search.maxKm ?? CANDIDATE_NEAR_KM;
  const filters: SQL[] = [sql`1`];
  if (search.maxKm !== undefined) filters.push(sql`distance2 <= ${search.maxKm ** 2}`);
  if (search.availableOnly) filters.push(sql`unavailable = 0`);
  if (search.qualifiedOnly) filters.push(sql`held = ${search.qualifications.length}`);
  const required = search.requirements.length;

  const statement = sql`with
    pool(worker_id) as (
      select worker_id from worker_favorite_jobs where space_id = ${spaceId} and job in (select value from json_each(${JSON.stringify(search.jobNames)}))
      union
      select ow.worker_id from orders o join order_workers ow on ow.order_id = o.id
        where o.space_id = ${spaceId} and o.company_id = ${companyId} and o.id <> ${orderId} and ow.accepted_at is not null
      ${nearest}
    ),
    facts as (
      select workers.id, workers.first_name, workers.last_name, coalesce(workers.external_ref, workers.product_number) as reference, workers.postal_city as town,
        (select job from worker_favorite_jobs f where f.worker_id = workers.id order by f.position limit 1) as main_job,
        exists (select 1 from worker_favorite_jobs f where f.worker_id = workers.id and f.job in (select value from json_each(${JSON.stringify(search.jobNames)}))) as favourite,
        (select count(*) from json_each(${JSON.stringify(search.requirements)}) as term where
          exists (select 1 from worker_favorite_jobs f where f.worker_id = workers.id and ${names(sql`f.job`)})
          or exists (select 1 from worker_equipment e where e.space_id = ${spaceId} and e.worker_id = workers.id and ${names(sql`e.name`)})
          or exists (select 1 from documents d where ${validDocument} and ${names(sql`d.name`)})
          or ${names(sql`coalesce(workers.resume_keywords, '')`)}) as met,
        (select count(*) from json_each(${JSON.stringify(search.qualifications)}) as term where
          exists (select 1 from documents d where ${validDocument} and ${names(sql`d.name`)})) as held,
        exists (select 1 from worker_availabilities a, json_each(${periods}) as period
          where a.space_id = ${spaceId} and a.worker_id = workers.id and a.status in (select value from json_each(${JSON.stringify(UNAVAILABLE_STATUSES)}))
            and a.starts_at < period.value ->> 1 and a.ends_at > period.value ->> 0) as unavailable,
        (select count(distinct o.id) from order_workers ow join orders o on o.id = ow.order_id
          where ow.space_id = ${spaceId} and ow.worker_id = workers.id and o.company_id = ${companyId} and o.id <> ${orderId} and ow.accepted_at is not null) as past_missions,
        ${distance2} as distance2
      from pool join workers on workers.id = pool.worker_id
      left join sms_suppressions s on s.space_id = workers.space_id and s.phone = workers.mobile_phone_number
      where workers.space_id = ${spaceId} and workers.archived_at is null and workers.mobile_phone_number is not null and s.id is null
        and not exists (select 1 from order_workers mine where mine.order_id = ${orderId} and mine.worker_id = workers.id and mine.status in ('waiting', 'accepted'))
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
    )
    select *, count(*) over () as total from scored
    order by score desc, distance2 is null, distance2, id
    limit ${search.limit} offset ${search.offset}`;
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
