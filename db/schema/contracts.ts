import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTRACT_AMENDMENT_KINDS, CONTRACT_DOCUMENT_STATUSES, CONTRACT_STATUSES } from "#domain/enums/contract";
import { enumCheck, timestamps } from "./columns";
import { orders } from "./orders";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// A placement's two contracts (Code du travail L1251-16 and L1251-42): the contrat de mise à disposition
// with the client and the contrat de mission with the worker, one row for both (they are made, sent and
// numbered together), each document's status in its own column. Legal records: an order or a worker with
// contracts cannot be deleted (restrict).
export const contracts = sqliteTable(
  "contracts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "restrict" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The year the number belongs to (Paris, at creation) and the number within the agency and that year. */
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    status: text("status", { enum: CONTRACT_STATUSES }).notNull().default("draft"),
    client_status: text("client_status", { enum: CONTRACT_DOCUMENT_STATUSES }).notNull().default("draft"),
    worker_status: text("worker_status", { enum: CONTRACT_DOCUMENT_STATUSES }).notNull().default("draft"),
    /** The placement's first day in Paris (YYYY-MM-DD) and the last day the contracts are due (two jours ouvrables later). */
    first_day: text("first_day").notNull(),
    due_by: text("due_by").notNull(),
    sent_at: integer("sent_at", { mode: "timestamp_ms" }),
    signed_at: integer("signed_at", { mode: "timestamp_ms" }),
    /** When the agency's users were told the contracts are due the next working day: once per contract (decision 0055). */
    reminded_at: integer("reminded_at", { mode: "timestamp_ms" }),
    ...timestamps(),
  },
  (t) => [
    enumCheck("contracts_status_check", t.status, CONTRACT_STATUSES),
    enumCheck("contracts_client_status_check", t.client_status, CONTRACT_DOCUMENT_STATUSES),
    enumCheck("contracts_worker_status_check", t.worker_status, CONTRACT_DOCUMENT_STATUSES),
    check("contracts_number_check", sql`${t.number} >= 1`),
    // One pair of contracts per placement: a second call finds it.
    uniqueIndex("contracts_order_worker_unique").on(t.order_id, t.worker_id),
    uniqueIndex("contracts_space_year_number_unique").on(t.space_id, t.year, t.number),
    // The list: one space, by status, newest first; the late ones by their due day.
    index("contracts_space_status_created_idx").on(t.space_id, t.status, t.created_at),
    index("contracts_space_created_idx").on(t.space_id, t.created_at),
    index("contracts_space_due_idx")
      .on(t.space_id, t.due_by)
      .where(sql`status in ('draft', 'sent')`),
    index("contracts_worker_idx").on(t.worker_id),
  ],
);

/**
 * The last contract number given per agency and year: raised in the batch that makes a contract, so two
 * contracts never share a number and a number is never given twice.
 */
export const contractCounters = sqliteTable(
  "contract_counters",
  {
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    year: integer("year").notNull(),
    last_number: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.space_id, t.year] })],
);

/**
 * A change of a placement's terms after its contracts were sent or signed (issue item 5, decision 0055):
 * an amendment (avenant) numbered under its contract, 1, 2… ("2026-000001-A1"), saying what changed
 * (the order's dates, hours or rate, each from and to). A later end date is a renewal (L1251-35). Its
 * documents are signed the way the contracts are (the send path lists them).
 */
export const contractAmendments = sqliteTable(
  "contract_amendments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contract_id: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "restrict" }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    /** Its number under the contract, from 1. */
    n: integer("n").notNull(),
    kind: text("kind", { enum: CONTRACT_AMENDMENT_KINDS }).notNull(),
    /** What changed, as JSON: [{ "field": "hourly_rate", "from": 12.5, "to": 13 }, …]. */
    changes: text("changes").notNull(),
    status: text("status", { enum: CONTRACT_STATUSES }).notNull().default("draft"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("contract_amendments_contract_n_unique").on(t.contract_id, t.n),
    enumCheck("contract_amendments_kind_check", t.kind, CONTRACT_AMENDMENT_KINDS),
    enumCheck("contract_amendments_status_check", t.status, CONTRACT_STATUSES),
  ],
);
