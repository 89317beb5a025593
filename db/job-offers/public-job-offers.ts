import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { jobOffers } from "../schema/job-offers";
import { spaces } from "../schema/spaces";

// The agency's own channel (decision 0046): what its public page, its offer pages and its feed read.
// Only published offers of a live space exist there; unpublished and deleted ones are gone from all three.

const PUBLIC_COLUMNS = {
  id: jobOffers.id,
  title: jobOffers.title,
  description: jobOffers.description,
  contract_type: jobOffers.contract_type,
  postal_code: jobOffers.postal_code,
  city: jobOffers.city,
  salary_min: jobOffers.salary_min,
  salary_max: jobOffers.salary_max,
  salary_period: jobOffers.salary_period,
  weekly_hours: jobOffers.weekly_hours,
  start_date: jobOffers.start_date,
  published_at: jobOffers.published_at,
};

const AGENCY_COLUMNS = { agency_url: spaces.url, agency_name: spaces.name, agency_city: spaces.city };

/** One published offer of the live agency `spaceUrl`, with the agency; undefined otherwise. */
export async function getPublicJobOffer(db: Database, spaceUrl: string, id: number) {
  return db
    .select({ ...PUBLIC_COLUMNS, ...AGENCY_COLUMNS })
    .from(jobOffers)
    .innerJoin(spaces, eq(spaces.id, jobOffers.space_id))
    .where(and(eq(jobOffers.id, id), eq(jobOffers.status, "published"), eq(spaces.url, spaceUrl), isNull(spaces.deleted_at)))
    .get();
}

/**
 * The live agency `spaceUrl` and its published offers, newest first (job_offers_space_status_published_idx
 * in its order), in one round trip; undefined when no live agency has that link.
 */
export async function listPublicJobOffers(db: Database, spaceUrl: string, limit: number) {
  const [agencies, offers] = await db.batch([
    db
      .select({ id: spaces.id, url: spaces.url, name: spaces.name, city: spaces.city })
      .from(spaces)
      .where(and(eq(spaces.url, spaceUrl), isNull(spaces.deleted_at))),
    db
      .select(PUBLIC_COLUMNS)
      .from(jobOffers)
      .innerJoin(spaces, eq(spaces.id, jobOffers.space_id))
      .where(and(eq(spaces.url, spaceUrl), isNull(spaces.deleted_at), eq(jobOffers.status, "published")))
      .orderBy(desc(jobOffers.published_at), desc(jobOffers.id))
      .limit(limit),
  ]);
  const agency = agencies[0];
  return agency ? { agency, offers } : undefined;
}

export type PublicJobOfferRow = NonNullable<Awaited<ReturnType<typeof listPublicJobOffers>>>["offers"][number];

/** A published offer of a space, by id, for a candidate applying to it (spec 000 §3 applicants). */
export async function findPublishedOfferOfSpace(db: Database, spaceId: number, id: number) {
  return db
    .select({ id: jobOffers.id, title: jobOffers.title })
    .from(jobOffers)
    .where(and(eq(jobOffers.id, id), eq(jobOffers.space_id, spaceId), eq(jobOffers.status, "published")))
    .get();
}
