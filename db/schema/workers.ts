import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  FAMILY_SITUATIONS,
  PAYMENT_CATEGORIES,
  PREFERENCE_STARTS,
  SEXES,
  WORKER_STATES,
} from "../../domain/enums/worker";
import { archivedAt, enumCheck, flag, timestamps } from "./columns";
import { spaces } from "./spaces";

// The worker profile (spec 000 §3 Worker profile; registration payload of spec 001 §3). Multi-valued
// fields (favourite jobs, transport means, preference environments and availabilities) are child
// tables in worker-details.ts: a CHECK cannot look inside a list.
export const workers = sqliteTable(
  "workers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),

    // Identity
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    /** Civility. Nullable: an express (CV) registration may not give it. */
    sex: text("sex", { enum: SEXES }),
    /** YYYY-MM-DD, no time. */
    birth_date: text("birth_date"),
    birth_city: text("birth_city"),
    birth_country: text("birth_country"),
    birth_department: text("birth_department"),
    nationality: text("nationality"),
    /** Social security number, 15 characters, stored normalised (no spaces or dots). */
    nir: text("nir"),
    maiden_name: text("maiden_name"),

    // Family
    family_situation: text("family_situation", { enum: FAMILY_SITUATIONS }),
    /** Number of children in charge. */
    child_in_charge: integer("child_in_charge"),

    // Address and contact
    postal_address: text("postal_address"),
    postal_complement: text("postal_complement"),
    postal_code: text("postal_code"),
    postal_city: text("postal_city"),
    postal_country: text("postal_country"),
    /** From the postal code's communes, set on write: the distance filter reads these, indexed. */
    latitude: real("latitude"),
    longitude: real("longitude"),
    phone_number: text("phone_number"),
    /** E.164, like every phone number the product stores. */
    mobile_phone_number: text("mobile_phone_number"),
    /** Stored lower-cased, so the per-space uniqueness is case-insensitive. */
    email: text("email"),

    // Work
    /** R2 object key of the profile picture (spec: profile_picture). */
    profile_picture_key: text("profile_picture_key"),
    /** The agency's own reference; unique within the space (spec 000 §5). */
    external_ref: text("external_ref"),
    introduction_text: text("introduction_text"),
    resume_keywords: text("resume_keywords"),
    /** The spec's "{product} number": the worker's number in this product. */
    product_number: text("product_number"),

    // Bank data
    wage_category: text("wage_category"),
    /** The spec spells it payement_category; the column uses the correct spelling. */
    payment_category: text("payment_category", { enum: PAYMENT_CATEGORIES }),
    domiciliation: text("domiciliation"),
    beneficiary: text("beneficiary"),
    bic: text("bic"),
    iban: text("iban"),

    // Preferences (spec 000 §3 Preferences): how soon the worker can start.
    preference_start: text("preference_start", { enum: PREFERENCE_STARTS }),

    // Housekeeping
    /** Public registration sets "web"; a worker created in the back-office starts as a candidate. */
    state: text("state", { enum: WORKER_STATES }).notNull().default("candidate"),
    /** Consent to open a time-savings account (compte épargne-temps). */
    cet_consent: flag("cet_consent"),
    /** Registered while under 18 (spec 000 §5, 001 §4): flagged, not refused. */
    under_18: flag("under_18"),
    archived_at: archivedAt(),
    /** The spec's created_on and last_modified_on. */
    ...timestamps(),
  },
  (t) => [
    enumCheck("workers_sex_check", t.sex, SEXES),
    enumCheck("workers_family_situation_check", t.family_situation, FAMILY_SITUATIONS),
    enumCheck("workers_payment_category_check", t.payment_category, PAYMENT_CATEGORIES),
    enumCheck("workers_preference_start_check", t.preference_start, PREFERENCE_STARTS),
    enumCheck("workers_state_check", t.state, WORKER_STATES),
    check(
      "workers_birth_date_check",
      sql`${t.birth_date} glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`,
    ),
    check("workers_child_in_charge_check", sql`${t.child_in_charge} >= 0`),
    // spec 000 §5: an e-mail or a mobile phone is required.
    check("workers_email_or_mobile_check", sql`${t.email} is not null or ${t.mobile_phone_number} is not null`),
    uniqueIndex("workers_space_external_ref_unique").on(t.space_id, t.external_ref),
    index("workers_space_archived_name_idx").on(t.space_id, t.archived_at, t.last_name, t.first_name),
    index("workers_space_state_idx").on(t.space_id, t.state),
    index("workers_space_postal_code_idx").on(t.space_id, t.postal_code),
    index("workers_space_updated_idx").on(t.space_id, t.updated_at),
    index("workers_space_latitude_idx").on(t.space_id, t.latitude),
    // spec 001 §5: "email or mobile_phone_number already taken" (within the space).
    uniqueIndex("workers_space_email_unique").on(t.space_id, t.email),
    uniqueIndex("workers_space_mobile_unique").on(t.space_id, t.mobile_phone_number),
  ],
);
