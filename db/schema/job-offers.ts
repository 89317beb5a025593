import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTRACT_TYPES } from "#domain/enums/order";
import { JOB_OFFER_STATUSES, MULTIPOSTING_PROVIDERS, PUBLICATION_ACTIONS, SALARY_PERIODS } from "#domain/enums/job-offer";
import { enumCheck, flag, timestamps } from "./columns";
import { companies } from "./companies";
import { orders, positions } from "./orders";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// Job offers published through multiposting (spec 000 §3 Job offer, §4 Offers; decision 0046). "Archivé"
// is the unpublished status; deleting an offer deletes its row. What staff asked of the provider and the
// queue has not done yet is the pending action, named by a token each job must still hold to act.

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
    order_id: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    contract_type: text("contract_type", { enum: CONTRACT_TYPES }),
    postal_code: text("postal_code"),
    city: text("city"),
    salary_min: real("salary_min"),
    salary_max: real("salary_max"),
    salary_period: text("salary_period", { enum: SALARY_PERIODS }),
    weekly_hours: real("weekly_hours"),
    /** YYYY-MM-DD. */
    start_date: text("start_date"),
    status: text("status", { enum: JOB_OFFER_STATUSES }).notNull().default("draft"),
    published_at: integer("published_at", { mode: "timestamp_ms" }),
    auto_republish: flag("auto_republish"),
    /** Set while the offer is published with auto_republish on: when the cron republishes it. */
    next_republish_at: integer("next_republish_at", { mode: "timestamp_ms" }),
    /** The multiposting provider's reference for the offer, once sent. */
    multiposting_ref: text("multiposting_ref"),
    /** Where the provider lets the recruiter pick the job boards (its answer to the last send). */
    boards_url: text("boards_url"),
    pending_action: text("pending_action", { enum: PUBLICATION_ACTIONS }),
    /** Names one request for the pending action: its job acts only while the offer still holds it. */
    action_token: text("action_token"),
    action_requested_at: integer("action_requested_at", { mode: "timestamp_ms" }),
    /** When a consumer took the pending action (one at a time; a lease lets a dead consumer's claim go). */
    action_claimed_at: integer("action_claimed_at", { mode: "timestamp_ms" }),
    /** The provider's refusal of the last action, shown on the offer until one succeeds. */
    publication_error: text("publication_error"),
    ...timestamps(),
  },
  (t) => [
    enumCheck("job_offers_status_check", t.status, JOB_OFFER_STATUSES),
    enumCheck("job_offers_contract_type_check", t.contract_type, CONTRACT_TYPES),
    enumCheck("job_offers_salary_period_check", t.salary_period, SALARY_PERIODS),
    enumCheck("job_offers_pending_action_check", t.pending_action, PUBLICATION_ACTIONS),
    // The agency's page and feed: a space's published offers, newest first.
    index("job_offers_space_status_published_idx").on(t.space_id, t.status, t.published_at),
    // The staff list, newest first, whole or by status.
    index("job_offers_space_created_idx").on(t.space_id, t.created_at, t.id),
    index("job_offers_space_status_created_idx").on(t.space_id, t.status, t.created_at, t.id),
    index("job_offers_next_republish_idx").on(t.next_republish_at),
  ],
);

/**
 * A space's account with the multiposting provider (spec 000 §1 "requires multiposting credentials"):
 * the password AES-GCM encrypted with the key `key_id` names, so a rotated key still reads older rows.
 */
export const multipostingCredentials = sqliteTable(
  "multiposting_credentials",
  {
    space_id: integer("space_id")
      .primaryKey()
      .references(() => spaces.id),
    provider: text("provider", { enum: MULTIPOSTING_PROVIDERS }).notNull(),
    login: text("login").notNull(),
    /** Base64 of the ciphertext and its tag. */
    password_ciphertext: text("password_ciphertext").notNull(),
    /** Base64 of the 12-byte nonce. */
    password_iv: text("password_iv").notNull(),
    key_id: text("key_id").notNull(),
    /** When the provider last accepted them. */
    checked_at: integer("checked_at", { mode: "timestamp_ms" }).notNull(),
    updated_by_user_id: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [enumCheck("multiposting_credentials_provider_check", t.provider, MULTIPOSTING_PROVIDERS)],
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
