import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SIGNATURE_PROVIDERS, SIGNATURE_REQUEST_STATES } from "#domain/enums/contract";
import { enumCheck, timestamps } from "./columns";
import { contracts } from "./contracts";
import { spaces } from "./spaces";

// A placement's one electronic signature request (decision 0054): made once when the contracts are first
// sent, by the provider the space's deployment uses. Its request id, stored when the provider answered,
// is the only thing a webhook is attributed by; each signer's id and link, and when they signed, are kept
// here so a resend re-notifies the same links and the screens show who is left.
export const contractSignatures = sqliteTable(
  "contract_signatures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contract_id: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "restrict" }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    provider: text("provider", { enum: SIGNATURE_PROVIDERS }).notNull(),
    /** pending (queued) → creating (the job holds it) → ongoing (signers notified) → done, declined or expired. */
    state: text("state", { enum: SIGNATURE_REQUEST_STATES }).notNull().default("pending"),
    request_id: text("request_id"),
    client_signer_id: text("client_signer_id"),
    worker_signer_id: text("worker_signer_id"),
    agency_signer_id: text("agency_signer_id"),
    client_link: text("client_link"),
    worker_link: text("worker_link"),
    agency_link: text("agency_link"),
    client_signed_at: integer("client_signed_at", { mode: "timestamp_ms" }),
    worker_signed_at: integer("worker_signed_at", { mode: "timestamp_ms" }),
    agency_signed_at: integer("agency_signed_at", { mode: "timestamp_ms" }),
    /** How many times the signers were asked: 1 at the first send, one more per resend (the notification's key). */
    notice_round: integer("notice_round").notNull().default(0),
    /** The signed PDFs in the bucket, once the provider's request is done. */
    signed_client_key: text("signed_client_key"),
    signed_worker_key: text("signed_worker_key"),
    /** The user who sent: the agency's signer. */
    sent_by_user_id: integer("sent_by_user_id"),
    ...timestamps(),
  },
  (t) => [
    enumCheck("contract_signatures_provider_check", t.provider, SIGNATURE_PROVIDERS),
    enumCheck("contract_signatures_state_check", t.state, SIGNATURE_REQUEST_STATES),
    uniqueIndex("contract_signatures_contract_unique").on(t.contract_id),
    uniqueIndex("contract_signatures_request_unique").on(t.provider, t.request_id),
    // The per-space monthly budget counts a space's requests by creation.
    index("contract_signatures_space_created_idx").on(t.space_id, t.created_at),
  ],
);

/** Every signature event already applied, by the provider's event id: a redelivered webhook changes nothing. */
export const signatureEvents = sqliteTable("signature_events", {
  provider: text("provider", { enum: SIGNATURE_PROVIDERS }).notNull(),
  event_id: text("event_id").primaryKey(),
  received_at: integer("received_at", { mode: "timestamp_ms" }).notNull(),
});
