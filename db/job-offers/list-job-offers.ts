import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { getTableColumns } from "drizzle-orm";
import type { JobOfferStatus } from "#domain/enums/job-offer";
import type { Database } from "../client";
import { jobOffers } from "../schema/job-offers";
import { spaces } from "../schema/spaces";
import { applicantsCountOf } from "./get-job-offer";

export interface ListJobOffersOptions {
  spaceId: number;
  status?: JobOfferStatus | undefined;
  page: number;
  perPage: number;
}

/** Every column a list row shows: all but the description, which can be long and the list never shows. */
const { description: _description, ...SUMMARY_COLUMNS } = getTableColumns(jobOffers);

/**
 * One space's offers, newest first, whole or of one status: the page is read through
 * job_offers_space_created_idx or job_offers_space_status_created_idx (in their order, no sort), each
 * row with its applicants' count from their unique index; page and count go in one batch.
 */
export async function listJobOffers(db: Database, options: ListJobOffersOptions) {
  const conditions: SQL[] = [eq(jobOffers.space_id, options.spaceId)];
  if (options.status) conditions.push(eq(jobOffers.status, options.status));
  const where = and(...conditions);
  const [rows, totals] = await db.batch([
    db
      .select({ ...SUMMARY_COLUMNS, applicants_count: applicantsCountOf(jobOffers.id), space_url: spaces.url })
      .from(jobOffers)
      .innerJoin(spaces, eq(spaces.id, jobOffers.space_id))
      .where(where)
      .orderBy(desc(jobOffers.created_at), desc(jobOffers.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(jobOffers)
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type JobOfferListRow = Awaited<ReturnType<typeof listJobOffers>>["rows"][number];
