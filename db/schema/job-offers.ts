import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTRACT_TYPES } from "#domain/enums/order";
import { JOB_OFFER_STATUSES } from "#domain/enums/job-offer";
import { enumCheck, flag, timestamps } from "./columns";
import { companies } from "./companies";
import { positions } from "./orders";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// Job offers published through multiposting (spec 000 §3 Job offer, §4 Offers). "Archivé" is the
// unpublished status; deleting an offer deletes its row.

function spaceId() {
  return integer("space_id")
    .notNull()
    .references(() => spaces.id);
}

function jobOfferId() {
  return integer("job_offer_id")
    .notNull()
    .references(() => jobOffers.id, { onDelete: "cascade" });
}

export const jobOffers = sqliteTable(
  "job_offers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    company_id: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    position_id: integer("position_id").references(() => positions.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    contract_type: text("contract_type", { enum: CONTRACT_TYPES }),
    postal_code: text("postal_code"),
    city: text("city"),
    status: text("status", { enum: JOB_OFFER_STATUSES }).notNull().default("draft"),
    published_at: integer("published_at", { mode: "timestamp_ms" }),
    auto_republish: flag("auto_republish"),
    /** The multiposting provider's reference for the offer, once sent. */
    multiposting_ref: text("multiposting_ref"),
    ...timestamps(),
  },
  (t) => [
    enumCheck("job_offers_status_check", t.status, JOB_OFFER_STATUSES),
    enumCheck("job_offers_contract_type_check", t.contract_type, CONTRACT_TYPES),
    index("job_offers_space_status_published_idx").on(t.space_id, t.status, t.published_at),
  ],
);

/** The job boards an offer is published on (boards are the multiposting provider's, so free text). */
export const jobOfferJobBoards = sqliteTable(
  "job_offer_job_boards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    job_offer_id: jobOfferId(),
    board: text("board").notNull(),
    published_at: integer("published_at", { mode: "timestamp_ms" }),
    /** The offer's address on the board, when the provider gives it. */
    url: text("url"),
  },
  (t) => [uniqueIndex("job_offer_job_boards_offer_board_unique").on(t.job_offer_id, t.board)],
);

/** Applicants to an offer, as workers of the space. */
export const jobOfferApplicants = sqliteTable(
  "job_offer_applicants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    job_offer_id: jobOfferId(),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    /** The board the application came from, when known. */
    board: text("board"),
    applied_at: integer("applied_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("job_offer_applicants_offer_worker_unique").on(t.job_offer_id, t.worker_id),
    index("job_offer_applicants_space_worker_idx").on(t.space_id, t.worker_id),
  ],
);
