import { orderRankingFacts, rankCandidates } from "#db/orders/rank-candidates";
import { parisToday } from "#domain/dates/paris-day";
import { kmFromSquared } from "#domain/geo/distance";
import { CANDIDATE_NEAR_KM, candidateReasons, foldedTerm, type Candidate, type CandidatesQuery } from "#domain/orders/candidate-ranking";
import type { OperationContext } from "../operation-context";
import { orderOr404 } from "./order-scope";

/**
 * The ranked shortlist of an order (decision 0049): the space's workers who can be asked (a mobile, no
 * STOP, not already waiting or holding a place on it), best first, each with the reasons of its rank.
 * An order of another space is 404.
 */
export async function listOrderCandidates(
  context: Pick<OperationContext, "db" | "caller">,
  orderId: number,
  query: CandidatesQuery,
): Promise<{ items: Candidate[]; total: number }> {
  const { db } = context;
  const order = await orderOr404(context, orderId);
  const { periods, position, site } = await orderRankingFacts(db, order);
  const jobNames = position ? [...new Set([position.title, position.qualification].filter((name): name is string => Boolean(name)))] : [];
  const qualifications = position ? [...new Set(position.skills.map(foldedTerm).filter(Boolean))] : [];
  const requirements = position
    ? [...new Set([foldedTerm(position.qualification ?? position.title), ...qualifications].filter(Boolean))]
    : [];
  const starts = periods.map((period) => period.starts_at.getTime());
  const ends = periods.map((period) => period.ends_at.getTime());
  const start = new Date(starts.length > 0 ? Math.min(...starts) : (order.starts_at ?? new Date()).getTime());
  const end = new Date(ends.length > 0 ? Math.max(...ends) : start.getTime());
  const nearKm = query.max_km ?? CANDIDATE_NEAR_KM;
  const rows = await rankCandidates(db, {
    spaceId: order.space_id,
    orderId: order.id,
    companyId: order.company_id,
    jobNames,
    requirements,
    qualifications,
    periods,
    firstDay: parisToday(start),
    lastDay: parisToday(end),
    site,
    maxKm: query.max_km,
    availableOnly: query.available ?? false,
    qualifiedOnly: query.qualified ?? false,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const items = rows.map((row): Candidate => {
    const distance2 = row.distance2 === null ? null : Number(row.distance2);
    return {
      worker_id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      reference: row.reference === null ? null : String(row.reference),
      town: row.town,
      main_job: row.main_job,
      score: Math.round(Number(row.score) * 10) / 10,
      distance_km: distance2 === null ? null : kmFromSquared(distance2),
      available: !row.unavailable,
      qualifications: { held: Number(row.held), required: qualifications.length },
      past_missions: Number(row.past_missions),
      reasons: candidateReasons({
        favourite: Boolean(row.favourite),
        met: Number(row.met),
        required: requirements.length,
        held: Number(row.held),
        qualifications: qualifications.length,
        unavailable: Boolean(row.unavailable),
        pastMissions: Number(row.past_missions),
        distance2,
        nearKm,
      }),
    };
  });
  return { items, total: rows[0] ? Number(rows[0].total) : 0 };
}
