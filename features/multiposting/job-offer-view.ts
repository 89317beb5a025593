import type { JobOfferFile } from "#db/job-offers/get-job-offer";
import type { JobOfferListRow } from "#db/job-offers/list-job-offers";
import type { PublicJobOfferRow } from "#db/job-offers/public-job-offers";
import type { JobOffer, JobOfferSummary, PublicJobOffer } from "#domain/job-offers/job-offer-schemas";
import { offerPagePath } from "#domain/job-offers/offer-links";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The offer's page on the agency's channel, while it is published and the agency has a public link. */
function publicUrlOf(appUrl: string, row: Pick<JobOfferListRow, "id" | "status" | "space_url">): string | null {
  return row.status === "published" && row.space_url ? `${appUrl}${offerPagePath(row.space_url, row.id)}` : null;
}

export function toJobOfferSummary(row: JobOfferListRow, appUrl: string): JobOfferSummary {
  return {
    id: row.id,
    space_id: row.space_id,
    title: row.title,
    contract_type: row.contract_type,
    postal_code: row.postal_code,
    city: row.city,
    position_id: row.position_id,
    order_id: row.order_id,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_period: row.salary_period,
    weekly_hours: row.weekly_hours,
    start_date: row.start_date,
    status: row.status,
    published_at: iso(row.published_at),
    auto_republish: row.auto_republish,
    next_republish_at: iso(row.next_republish_at),
    pending_action: row.pending_action,
    publication_error: row.publication_error,
    boards_url: row.boards_url,
    applicants_count: row.applicants_count,
    public_url: publicUrlOf(appUrl, row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * One offer: its summary, description and job boards: the agency's own page while published, then the
 * boards the provider named (Talentplug's SendToUbipostingLite names none: the recruiter picks them at boards_url).
 */
export function toJobOffer(file: JobOfferFile, appUrl: string): JobOffer {
  const summary = toJobOfferSummary(file, appUrl);
  const ownPage = summary.public_url ? [{ board: "agency_page", published_at: summary.published_at, url: summary.public_url }] : [];
  return {
    ...summary,
    description: file.description,
    job_boards: [
      ...ownPage,
      ...file.job_boards.map((board) => ({ board: board.board, published_at: iso(board.published_at), url: board.url })),
    ],
  };
}

export function toPublicJobOffer(row: PublicJobOfferRow, agency: PublicJobOffer["agency"]): PublicJobOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? "",
    contract_type: row.contract_type ?? "temporary_work",
    postal_code: row.postal_code ?? "",
    city: row.city ?? "",
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_period: row.salary_period,
    weekly_hours: row.weekly_hours,
    start_date: row.start_date,
    published_at: (row.published_at ?? new Date(0)).toISOString(),
    agency,
  };
}
