import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  APPEAL_REASONS,
  ATTRIBUTION_MODES,
  CONTRACT_TYPES,
  ORDER_CLOSING_STATES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  ORDER_TEMPLATE_STATUSES,
  ORDER_WORKER_OUTCOMES,
  ORDER_WORKER_REPLIES,
  ORDER_WORKER_STATUSES,
} from "#domain/enums/order";
import { PROTECTIVE_EQUIPMENT_SUPPLIERS } from "#domain/enums/contract";
import { archivedAt, enumCheck, flag, timestamps } from "./columns";
import { companies, contacts } from "./companies";
import { smsMessages } from "./sms";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// Client orders, their periods, the positions they staff and the workers attributed (spec 000 §3 Order,
// Order-worker status, Order template status; §4 Order closing, Period deletion).

function spaceId() {
  return integer("space_id")
    .notNull()
    .references(() => spaces.id);
}

function orderId() {
  return integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" });
}

/** A job title the agency staffs, optionally specific to one client. */
export const positions = sqliteTable(
  "positions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    company_id: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    qualification: text("qualification"),
    description: text("description"),
    tasks: text("tasks"),
    /** Where the work is done, when not at the client's address. */
    place_address: text("place_address"),
    place_zipcode: text("place_zipcode"),
    place_city: text("place_city"),
    /** What a worker needs for the job (CACES, licences, trades), JSON array of text: the matching reads it. */
    skills: text("skills", { mode: "json" }).$type<string[]>().notNull().default([]),
    hourly_rate: real("hourly_rate"),
    /**
     * Whether the job is on the client's list of jobs with particular risks (L4154-2), a mention of the
     * mission contracts (L1251-43 4°); null: not said yet, which refuses the contracts.
     */
    risky_job: integer("risky_job", { mode: "boolean" }),
    /** The personal protective equipment the job needs ("none" is an answer), and who supplies it (L1251-43 5°). */
    protective_equipment: text("protective_equipment"),
    protective_equipment_supplier: text("protective_equipment_supplier", { enum: PROTECTIVE_EQUIPMENT_SUPPLIERS }),
    archived_at: archivedAt(),
    ...timestamps(),
  },
  (t) => [
    index("positions_space_title_idx").on(t.space_id, t.title),
    index("positions_space_company_idx").on(t.space_id, t.company_id),
    check("positions_hourly_rate_check", sql`${t.hourly_rate} between 0 and 1000`),
    enumCheck("positions_protective_equipment_supplier_check", t.protective_equipment_supplier, PROTECTIVE_EQUIPMENT_SUPPLIERS),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    /** The order's number within its space (1, 2, …), shown as CO / OR reference (file 001 §2). */
    number: integer("number").notNull(),

    // Parties. An order keeps its history: a client with orders cannot be deleted, only archived.
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    contact_id: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    /** The user who took the order. */
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    business_manager_user_id: integer("business_manager_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    position_id: integer("position_id").references(() => positions.id, { onDelete: "set null" }),

    // Terms
    quantity: integer("quantity").notNull().default(1),
    /** 0 is normal; a higher value is more urgent. */
    priority: integer("priority").notNull().default(0),
    contract_type: text("contract_type", { enum: CONTRACT_TYPES }).notNull(),
    appeal_reason: text("appeal_reason", { enum: APPEAL_REASONS }),
    /** What justifies the reason for recourse, as the mission contracts state it (L1251-43 1°). */
    recourse_justification: text("recourse_justification"),
    /** For a replacement: the name and qualification of the person replaced (L1251-43 1°). */
    replaced_person: text("replaced_person"),
    /** The trial period of the mission contract, in days; 0 for none (L1251-14, L1251-16 4°). */
    trial_period_days: integer("trial_period_days"),
    hourly_rate: real("hourly_rate"),
    coefficient: real("coefficient"),
    /** Working hours as free text (for example "8h-12h / 13h-17h"). */
    schedules: text("schedules"),
    weekly_duration: real("weekly_duration"),
    collective_agreement_level: text("collective_agreement_level"),
    tasks: text("tasks"),
    source: text("source", { enum: ORDER_SOURCES }),

    // Options
    force_available_workers: flag("force_available_workers"),
    force_all_periods: flag("force_all_periods"),
    anonymous_client: flag("anonymous_client"),
    sms_show_client_name: flag("sms_show_client_name"),
    /** Show the client's address and city in the SMS. */
    sms_show_client_address: flag("sms_show_client_address"),
    sms_client_arrival_validation: flag("sms_client_arrival_validation"),
    auto_reminder: flag("auto_reminder"),
    reminder_hours_before: integer("reminder_hours_before"),
    /** automatic: the first worker to answer gets the job; manual: a user picks. */
    attribution_mode: text("attribution_mode", { enum: ATTRIBUTION_MODES }).notNull().default("manual"),
    mission_proposal_comment: text("mission_proposal_comment"),
    confirmation_comment: text("confirmation_comment"),

    // Life cycle
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    closing_state: text("closing_state", { enum: ORDER_CLOSING_STATES }),
    closed_at: integer("closed_at", { mode: "timestamp_ms" }),
    /** The first period's start and the last period's end, kept with the periods: the list filters on them. */
    starts_at: integer("starts_at", { mode: "timestamp_ms" }),
    ends_at: integer("ends_at", { mode: "timestamp_ms" }),
    ...timestamps(),
  },
  (t) => [
    enumCheck("orders_contract_type_check", t.contract_type, CONTRACT_TYPES),
    enumCheck("orders_appeal_reason_check", t.appeal_reason, APPEAL_REASONS),
    enumCheck("orders_source_check", t.source, ORDER_SOURCES),
    enumCheck("orders_attribution_mode_check", t.attribution_mode, ATTRIBUTION_MODES),
    enumCheck("orders_status_check", t.status, ORDER_STATUSES),
    enumCheck("orders_closing_state_check", t.closing_state, ORDER_CLOSING_STATES),
    // spec 000 §5: quantity at least 1; decimals between 0 and 1000.
    check("orders_quantity_check", sql`${t.quantity} >= 1`),
    check("orders_hourly_rate_check", sql`${t.hourly_rate} between 0 and 1000`),
    check("orders_coefficient_check", sql`${t.coefficient} between 0 and 1000`),
    check("orders_weekly_duration_check", sql`${t.weekly_duration} between 0 and 168`),
    check("orders_reminder_hours_check", sql`${t.reminder_hours_before} > 0`),
    check("orders_trial_period_days_check", sql`${t.trial_period_days} between 0 and 365`),
    uniqueIndex("orders_space_number_unique").on(t.space_id, t.number),
    // The list: one space, by status (opened = pending or processing), newest first; by start date.
    index("orders_space_status_created_idx").on(t.space_id, t.status, t.created_at),
    // The opened and closed lists (decision 0029): each reads its own index in the list's order, newest
    // first, instead of sorting the rows of two statuses. The list's WHERE repeats these terms word for
    // word (db/orders/list-orders.ts): SQLite uses a partial index only when the query names its condition.
    index("orders_space_opened_created_idx")
      .on(t.space_id, t.created_at)
      .where(sql`status in ('pending', 'processing')`),
    index("orders_space_closed_created_idx")
      .on(t.space_id, t.created_at)
      .where(sql`status in ('closed', 'cancelled')`),
    index("orders_space_company_idx").on(t.space_id, t.company_id, t.created_at),
    index("orders_space_created_idx").on(t.space_id, t.created_at),
    index("orders_space_starts_idx").on(t.space_id, t.starts_at),
  ],
);

export const orderPeriods = sqliteTable(
  "order_periods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    order_id: orderId(),
    starts_at: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    ends_at: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    /** Rank of the period in its order (0-based); periods are kept in chronological order. */
    position: integer("position").notNull(),
    ...timestamps(),
  },
  (t) => [
    check("order_periods_range_check", sql`${t.ends_at} > ${t.starts_at}`),
    uniqueIndex("order_periods_order_position_unique").on(t.order_id, t.position),
    index("order_periods_space_start_idx").on(t.space_id, t.starts_at),
  ],
);

/** A worker attributed (or proposed) to an order, for one period or for the whole order (period_id null). */
export const orderWorkers = sqliteTable(
  "order_workers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    order_id: orderId(),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    period_id: integer("period_id").references(() => orderPeriods.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_WORKER_STATUSES }).notNull(),
    /** When the mission proposal was sent (null: chosen, not yet asked). */
    proposed_at: integer("proposed_at", { mode: "timestamp_ms" }),
    reply: text("reply", { enum: ORDER_WORKER_REPLIES }),
    replied_at: integer("replied_at", { mode: "timestamp_ms" }),
    /** The SMS that replied: the same SMS delivered twice is handled once. */
    reply_sms_message_id: integer("reply_sms_message_id").references(() => smsMessages.id, { onDelete: "set null" }),
    /** Why a yes did not get the place (status cancelled). */
    outcome: text("outcome", { enum: ORDER_WORKER_OUTCOMES }),
    accepted_at: integer("accepted_at", { mode: "timestamp_ms" }),
    /** The worker confirmed by SMS that they arrived at the client (option sms_client_arrival_validation). */
    arrival_asked_at: integer("arrival_asked_at", { mode: "timestamp_ms" }),
    arrival_confirmed_at: integer("arrival_confirmed_at", { mode: "timestamp_ms" }),
    /** Who attributed the place in manual mode. */
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** When a worker who held the place left it: replaced by another, or abandoned (decision 0029). */
    left_at: integer("left_at", { mode: "timestamp_ms" }),
    /** The worker who took the place of a replaced one. */
    replaced_by_worker_id: integer("replaced_by_worker_id").references(() => workers.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    enumCheck("order_workers_status_check", t.status, ORDER_WORKER_STATUSES),
    enumCheck("order_workers_reply_check", t.reply, ORDER_WORKER_REPLIES),
    enumCheck("order_workers_outcome_check", t.outcome, ORDER_WORKER_OUTCOMES),
    // "Which open proposal does this OUI answer": a worker's waiting proposals, newest first.
    index("order_workers_waiting_idx")
      .on(t.space_id, t.worker_id, t.proposed_at)
      .where(sql`status = 'waiting'`),
    // "Which accepted mission is this arrival reply about": a worker's missions waiting for arrival.
    index("order_workers_arrival_idx")
      .on(t.space_id, t.worker_id, t.arrival_asked_at)
      .where(sql`arrival_asked_at is not null and arrival_confirmed_at is null`),
    index("order_workers_order_status_idx").on(t.order_id, t.status),
    uniqueIndex("order_workers_order_worker_period_unique").on(t.order_id, t.worker_id, t.period_id),
    // SQLite treats NULLs as distinct in a unique index: this one covers the whole-order rows.
    uniqueIndex("order_workers_order_worker_whole_unique")
      .on(t.order_id, t.worker_id)
      .where(sql`period_id is null`),
    index("order_workers_space_worker_idx").on(t.space_id, t.worker_id),
    index("order_workers_period_idx").on(t.period_id),
    // The statistics (decision 0047): places filled per day; an order's accepted places with their
    // acceptance (the median time to fill, read inside the index); the home's waiting proposals.
    index("order_workers_order_accepted_idx")
      .on(t.order_id, t.accepted_at)
      .where(sql`status = 'accepted'`),
    index("order_workers_space_accepted_idx")
      .on(t.space_id, t.accepted_at)
      .where(sql`status = 'accepted'`),
    index("order_workers_space_waiting_idx")
      .on(t.space_id, t.order_id)
      .where(sql`status = 'waiting'`),
  ],
);

/** The mission-proposal progress of a worker on an order; /orders/{id}/{order_template_status_id}. */
export const orderTemplateStatuses = sqliteTable(
  "order_template_statuses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    order_id: orderId(),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_TEMPLATE_STATUSES }).notNull().default("select"),
    ...timestamps(),
  },
  (t) => [
    enumCheck("order_template_statuses_status_check", t.status, ORDER_TEMPLATE_STATUSES),
    index("order_template_statuses_order_worker_idx").on(t.order_id, t.worker_id),
    index("order_template_statuses_space_worker_idx").on(t.space_id, t.worker_id),
  ],
);
