import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DPAE_CONTRACT_NATURES, DPAE_STATUSES } from "#domain/enums/dpae";
import { enumCheck, flag, timestamps } from "./columns";
import { orders } from "./orders";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// Pre-hire declarations (spec 000 §3 DPAE status; DOMAIN.md DPAE). The XML sent and every return received
// are the legal proof: a worker or an order with declarations cannot be deleted (restrict).
export const dpaeDeclarations = sqliteTable(
  "dpae_declarations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "restrict" }),
    order_id: integer("order_id").references(() => orders.id, { onDelete: "restrict" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: DPAE_STATUSES }).notNull().default("pending"),
    contract_nature: text("contract_nature", { enum: DPAE_CONTRACT_NATURES }).notNull(),
    /** Date and time of hire. */
    hired_at: integer("hired_at", { mode: "timestamp_ms" }).notNull(),
    /** The day of hire in Paris, YYYY-MM-DD: with the worker and the employer's SIRET, what makes a declaration one. */
    hire_date: text("hire_date").notNull(),
    /** The employer's SIRET when prepared (the space's, which may change later). */
    employer_siret: text("employer_siret").notNull(),
    /** Contract end date, YYYY-MM-DD; required for CDD and CTT. */
    contract_end_date: text("contract_end_date"),
    /** URSSAF's test indicator: a test deposit declares nothing. */
    test: flag("test"),
    /** The flow id URSSAF returns on deposit; the returns are polled with it. */
    urssaf_flow_id: text("urssaf_flow_id"),
    /** The FR_DUE_Upload XML as sent (before gzip and ISO-8859-1 encoding). */
    sent_xml: text("sent_xml"),
    sent_at: integer("sent_at", { mode: "timestamp_ms" }),
    /** Set by the one consumer that took the deposit (conditional UPDATE from pending): never two uploads. */
    claimed_at: integer("claimed_at", { mode: "timestamp_ms" }),
    /** The upload's answer never came (timeout, dropped connection): URSSAF may hold it. Staff check before a resend. */
    outcome_unknown: flag("outcome_unknown"),
    /** When the cron asks URSSAF for this flow's returns next; null once the declaration is final. */
    next_poll_at: integer("next_poll_at", { mode: "timestamp_ms" }),
    poll_count: integer("poll_count").notNull().default(0),
    acknowledged_at: integer("acknowledged_at", { mode: "timestamp_ms" }),
    completed_at: integer("completed_at", { mode: "timestamp_ms" }),
    error_message: text("error_message"),
    ...timestamps(),
  },
  (t) => [
    enumCheck("dpae_declarations_status_check", t.status, DPAE_STATUSES),
    enumCheck("dpae_declarations_contract_nature_check", t.contract_nature, DPAE_CONTRACT_NATURES),
    check("dpae_declarations_end_date_check", sql`${t.contract_nature} = 'CDI' or ${t.contract_end_date} is not null`),
    index("dpae_declarations_space_status_created_idx").on(t.space_id, t.status, t.created_at),
    index("dpae_declarations_space_worker_idx").on(t.space_id, t.worker_id),
    index("dpae_declarations_space_order_idx").on(t.space_id, t.order_id),
    index("dpae_declarations_flow_idx").on(t.urssaf_flow_id),
    // One declaration per worker, employer and day of hire: a second prepare finds it.
    uniqueIndex("dpae_declarations_worker_employer_hire_unique").on(t.worker_id, t.employer_siret, t.hire_date),
    // The cron's questions: which claims outlived their lease without a flow id, which flows are due.
    index("dpae_declarations_claimed_idx")
      .on(t.claimed_at)
      .where(sql`status = 'processing' and urssaf_flow_id is null`),
    // The statistics (decision 0047): declarations by the day they were deposited, and by the day they
    // ended (accepted or in error); the home's "DPAE in error".
    index("dpae_declarations_space_sent_idx")
      .on(t.space_id, t.sent_at)
      .where(sql`sent_at is not null`),
    index("dpae_declarations_space_completed_idx")
      .on(t.space_id, t.completed_at, t.status)
      .where(sql`completed_at is not null`),
    index("dpae_declarations_poll_idx")
      .on(t.next_poll_at)
      .where(sql`next_poll_at is not null`),
  ],
);

/** Every return URSSAF gives for a flow (conformity certificate, rejection…), kept raw. */
export const dpaeReturns = sqliteTable(
  "dpae_returns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    dpae_id: integer("dpae_id")
      .notNull()
      .references(() => dpaeDeclarations.id, { onDelete: "cascade" }),
    /** What the return is, as parsed (for example certificate or rejection); null if unrecognised. */
    kind: text("kind"),
    /** URSSAF's own message (a rejection's reason, a certificate's number). */
    message: text("message"),
    raw_payload: text("raw_payload").notNull(),
    received_at: integer("received_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("dpae_returns_dpae_received_idx").on(t.dpae_id, t.received_at)],
);
