import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  FAMILY_SITUATIONS,
  PAYMENT_CATEGORIES,
  PREFERENCE_STARTS,
  SEXES,
  WORKER_REGISTRATION_ROUTES,
  WORKER_STATES,
} from "#domain/enums/worker";
import { FOLDED_LETTERS } from "#domain/workers/name-sort-key";
import { UNUSUAL_LAST_NAME } from "../search/unusual-last-name";
import { archivedAt, enumCheck, flag, timestamps } from "./columns";
import { spaces } from "./spaces";

// libSQL's parser refuses expressions nested much deeper than 20 calls, so the folding is spread over
// three steps: two chained virtual columns (a generated column may read another), read only by the
// triggers of migration 0020, which store the third step in *_sort.
const FOLD_STEP = 20;

/** The three steps of a name's sort key: lower case, then the accented letters replaced, 20 at a time. */
export function sortKeySteps(column: string): [string, string, string] {
  const steps: string[] = [];
  let source = `lower("${column}")`;
  for (let start = 0; start < FOLDED_LETTERS.length; start += FOLD_STEP) {
    let expression = source;
    for (const [accented, base] of FOLDED_LETTERS.slice(start, start + FOLD_STEP))
      expression = `replace(${expression}, '${accented}', '${base}')`;
    steps.push(expression);
    source = `"${column}_fold_${steps.length}"`;
  }
  return steps as [string, string, string];
}

const FIRST_NAME_SORT = sortKeySteps("first_name");
const LAST_NAME_SORT = sortKeySteps("last_name");

// After the first space, hyphen or apostrophe: the separators of a plain last name (lastNamePrefixOf).
const SEPARATORS = [" ", "-", "''"];
const LAST_NAME_REST = `case when ${SEPARATORS.map((separator) => `instr("last_name", '${separator}')`).join(" + ")} = 0 then '' else substr("last_name", 1 + min(${SEPARATORS.map((separator) => `coalesce(nullif(instr("last_name", '${separator}'), 0), 1000000)`).join(", ")})) end`;

function generated(name: string, expression: string) {
  return text(name).generatedAlwaysAs(sql.raw(expression), { mode: "virtual" });
}

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
    /** The sort key's first two steps (virtual: computed only when read, by the triggers that store *_sort). */
    first_name_fold_1: generated("first_name_fold_1", FIRST_NAME_SORT[0]),
    first_name_fold_2: generated("first_name_fold_2", FIRST_NAME_SORT[1]),
    last_name_fold_1: generated("last_name_fold_1", LAST_NAME_SORT[0]),
    last_name_fold_2: generated("last_name_fold_2", LAST_NAME_SORT[1]),
    /**
     * Sort keys of the list and the name search (accent- and case-insensitive: nameSortKey), indexed.
     * Stored, and written by the triggers of migration 0020 on every insert and on every change of the
     * name, whoever writes it: never set them yourself.
     */
    first_name_sort: text("first_name_sort"),
    last_name_sort: text("last_name_sort"),
    /**
     * The last name without its first word ("Le Dupont" → "Dupont"; "" for one word): a column of the
     * names' full-text index (migration 0025), where a last-name prefix finds the names it matches on a
     * later word without reading those it matches on the first (db/search/name-search.ts). Virtual.
     */
    last_name_rest: generated("last_name_rest", LAST_NAME_REST),
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
    /**
     * The spec's "{product} number": the worker's number in the space, 1, 2, 3… in the order of
     * creation, given in the creation's batch from spaces.last_worker_number (decision 0048).
     */
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
    /**
     * How the worker came: a public registration (standard, express, kiosk) or staff. The statistics
     * count registrations by it (decision 0047). No CHECK: adding one would rebuild the workers table
     * and its triggers; only the registration and the creation operations write it.
     */
    registration_route: text("registration_route", { enum: WORKER_REGISTRATION_ROUTES }).notNull().default("staff"),
    archived_at: archivedAt(),
    /**
     * Whether archived_at is set, as a virtual column the list's indexes start with: an equality keeps
     * the archived view in name order, where a range on archived_at would sort every archived worker.
     */
    is_archived: integer("is_archived", { mode: "boolean" }).generatedAlwaysAs(sql`"archived_at" is not null`, { mode: "virtual" }),
    /** The spec's created_on and last_modified_on. */
    ...timestamps(),
  },
  (t) => [
    enumCheck("workers_sex_check", t.sex, SEXES),
    enumCheck("workers_family_situation_check", t.family_situation, FAMILY_SITUATIONS),
    enumCheck("workers_payment_category_check", t.payment_category, PAYMENT_CATEGORIES),
    enumCheck("workers_preference_start_check", t.preference_start, PREFERENCE_STARTS),
    enumCheck("workers_state_check", t.state, WORKER_STATES),
    check("workers_birth_date_check", sql`${t.birth_date} glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`),
    check("workers_child_in_charge_check", sql`${t.child_in_charge} >= 0`),
    // spec 000 §5: an e-mail or a mobile phone is required.
    check("workers_email_or_mobile_check", sql`${t.email} is not null or ${t.mobile_phone_number} is not null`),
    uniqueIndex("workers_space_external_ref_unique").on(t.space_id, t.external_ref),
    uniqueIndex("workers_space_product_number_unique").on(t.space_id, t.product_number),
    // The list (db/workers/list-workers.ts): every order and filter ranges over the space's active or
    // archived workers, so each index starts with (space_id, is_archived).
    // The smallest: counts, and a sub-query's ids checked against the space (space, archived, rowid).
    index("workers_space_archived_idx").on(t.space_id, t.is_archived),
    index("workers_space_archived_last_name_idx").on(t.space_id, t.is_archived, t.last_name_sort, t.first_name_sort),
    // The last names a last-name prefix reads apart from its range (db/search/name-search.ts): few. With
    // the key, the ones inside a range are counted inside the index.
    index("workers_space_archived_unusual_last_name_idx").on(t.space_id, t.is_archived, t.last_name_sort).where(sql.raw(UNUSUAL_LAST_NAME)),
    index("workers_space_archived_first_name_idx").on(t.space_id, t.is_archived, t.first_name_sort, t.last_name_sort),
    index("workers_space_archived_created_idx").on(t.space_id, t.is_archived, t.created_at),
    index("workers_space_archived_updated_idx").on(t.space_id, t.is_archived, t.updated_at),
    index("workers_space_archived_state_idx").on(t.space_id, t.is_archived, t.state, t.last_name_sort, t.first_name_sort),
    // Covering for a distance filter sorted by distance or by name.
    index("workers_space_archived_latitude_idx").on(
      t.space_id,
      t.is_archived,
      t.latitude,
      t.longitude,
      t.last_name_sort,
      t.first_name_sort,
    ),
    index("workers_space_postal_code_idx").on(t.space_id, t.postal_code),
    // The statistics' registrations (decision 0047): per route, a range of instants per day, counted
    // inside the index.
    index("workers_space_route_created_idx").on(t.space_id, t.registration_route, t.created_at),
    // spec 001 §5: "email or mobile_phone_number already taken" (within the space).
    uniqueIndex("workers_space_email_unique").on(t.space_id, t.email),
    uniqueIndex("workers_space_mobile_unique").on(t.space_id, t.mobile_phone_number),
    // The search box finds a worker by the number a candidate calls from (decision 0016).
    index("workers_space_phone_idx").on(t.space_id, t.phone_number),
  ],
);
