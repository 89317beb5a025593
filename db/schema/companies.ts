import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { COMPANY_STATES, COMPETENCE_CHECK_CONTRACT_TYPES } from "#domain/enums/company";
import { NAF_NOMENCLATURES } from "#domain/enums/nomenclature";
import { archivedAt, enumCheck, flag, timestamps } from "./columns";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// Client companies, their contacts and competence checks (spec 000 §3 Company, Contact, Competence check).

function spaceId() {
  return integer("space_id")
    .notNull()
    .references(() => spaces.id);
}

export const companies = sqliteTable(
  "companies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    name: text("name").notNull(),
    trade_name: text("trade_name").notNull(),
    siren: text("siren"),
    siret: text("siret"),
    address: text("address").notNull(),
    zipcode: text("zipcode").notNull(),
    city: text("city").notNull(),
    phone: text("phone"),
    website: text("website"),
    url: text("url"),
    association_code: text("association_code"),
    default_notification_email: text("default_notification_email"),
    urssaf_city: text("urssaf_city"),
    /** APE code as displayed (NN.NNL), with the nomenclature it belongs to (NAF rev. 2 or NAF 2025). */
    ape_code: text("ape_code"),
    ape_nomenclature: text("ape_nomenclature", { enum: NAF_NOMENCLATURES }),
    /** INSEE legal category, four digits (legal_forms level 3). */
    legal_form_code: text("legal_form_code"),
    /** The spec's employee count, as a Sirene staff-size band code (NN, 00, 01… 53). */
    staff_size_band: text("staff_size_band"),
    /** Main activity section letter. */
    activity_section: text("activity_section"),
    /** IDCC collective agreement code. */
    idcc: text("idcc"),
    /** Full-time equivalents; an integer, as on spaces. */
    etp_count: integer("etp_count"),
    vat_code: text("vat_code"),
    manager_last_name: text("manager_last_name"),
    manager_first_name: text("manager_first_name"),
    revenue_range: text("revenue_range"),
    net_income_range: text("net_income_range"),
    head_office_address: text("head_office_address"),
    head_office_complement: text("head_office_complement"),
    head_office_zipcode: text("head_office_zipcode"),
    head_office_city: text("head_office_city"),
    head_office_country: text("head_office_country"),
    billing_address: text("billing_address"),
    billing_complement: text("billing_complement"),
    billing_zipcode: text("billing_zipcode"),
    billing_city: text("billing_city"),
    billing_country: text("billing_country"),
    /** The spec's foreign flag (a company registered abroad: no SIREN/SIRET). */
    is_foreign: flag("is_foreign"),
    parent_company_id: integer("parent_company_id").references((): AnySQLiteColumn => companies.id, {
      onDelete: "set null",
    }),
    group_company_id: integer("group_company_id").references((): AnySQLiteColumn => companies.id, {
      onDelete: "set null",
    }),
    state: text("state", { enum: COMPANY_STATES }).notNull().default("prospect"),
    /** From the postal code's communes, set on write: the distance filter reads these (indexed). */
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** Name, trade name and city, normalised (domain/format/search-text.ts), for the accent-blind search. */
    search_text: text("search_text").notNull().default(""),
    archived_at: archivedAt(),
    ...timestamps(),
  },
  (t) => [
    enumCheck("companies_state_check", t.state, COMPANY_STATES),
    enumCheck("companies_ape_nomenclature_check", t.ape_nomenclature, NAF_NOMENCLATURES),
    check("companies_siren_check", sql`length(${t.siren}) = 9`),
    check("companies_siret_check", sql`length(${t.siret}) = 14`),
    check("companies_etp_count_check", sql`${t.etp_count} >= 0`),
    index("companies_space_archived_name_idx").on(t.space_id, t.archived_at, t.name),
    index("companies_space_state_idx").on(t.space_id, t.state),
    index("companies_space_zipcode_idx").on(t.space_id, t.zipcode),
    // The search panel's filters (company_search_filters): each equality leads its own index, so the
    // page and its total count read only the matching rows, in name order.
    index("companies_filter_state_idx").on(t.space_id, t.archived_at, t.state, t.name),
    index("companies_filter_staff_band_idx").on(t.space_id, t.archived_at, t.staff_size_band, t.name),
    index("companies_filter_legal_form_idx").on(t.space_id, t.archived_at, t.legal_form_code, t.name),
    index("companies_filter_ape_idx").on(t.space_id, t.archived_at, t.ape_code, t.name),
    index("companies_filter_section_idx").on(t.space_id, t.archived_at, t.activity_section, t.name),
    index("companies_filter_zipcode_idx").on(t.space_id, t.archived_at, t.zipcode),
    // Distance: the latitude band and the longitude test read the index alone.
    index("companies_filter_position_idx").on(t.space_id, t.archived_at, t.latitude, t.longitude),
    // One company per SIRET in a space (decision 0016): the write checks first to answer with the
    // existing company; this index settles two requests racing past that check.
    uniqueIndex("companies_space_siret_unique")
      .on(t.space_id, t.siret)
      .where(sql`siret is not null`),
    index("companies_space_latitude_idx").on(t.space_id, t.latitude),
    // spec 000 §5: association_code is unique across spaces. The write checks first for a clear answer;
    // this index settles two requests racing (functions/src/routes/companies-write.ts).
    uniqueIndex("companies_association_code_unique")
      .on(t.association_code)
      .where(sql`association_code is not null`),
    index("companies_parent_idx").on(t.parent_company_id),
    index("companies_group_idx").on(t.group_company_id),
  ],
);

export const contacts = sqliteTable(
  "contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    first_name: text("first_name"),
    last_name: text("last_name").notNull(),
    /** The spec's mail. Stored lower-cased. */
    email: text("email"),
    /** E.164. */
    phone: text("phone"),
    job_title: text("job_title"),
    ...timestamps(),
  },
  (t) => [
    // spec 000 §5: a contact needs a mail or a phone; a duplicate contact is refused.
    check("contacts_email_or_phone_check", sql`${t.email} is not null or ${t.phone} is not null`),
    uniqueIndex("contacts_company_email_unique").on(t.company_id, t.email),
    uniqueIndex("contacts_company_phone_unique").on(t.company_id, t.phone),
    index("contacts_space_company_idx").on(t.space_id, t.company_id),
  ],
);

export const competenceChecks = sqliteTable(
  "competence_checks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The worker whose competence was checked with the client, when there is one. */
    worker_id: integer("worker_id").references(() => workers.id, { onDelete: "cascade" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    qualification: text("qualification").notNull(),
    contract_type: text("contract_type", { enum: COMPETENCE_CHECK_CONTRACT_TYPES }).notNull(),
    /** Date of the call, YYYY-MM-DD. */
    called_on: text("called_on").notNull(),
    /** The period the check covers, YYYY-MM-DD. */
    date_from: text("date_from"),
    date_to: text("date_to"),
    company_phone: text("company_phone"),
    take_back: flag("take_back"),
    exchange: text("exchange"),
    prospect: flag("prospect"),
    summary: text("summary"),
    ...timestamps(),
  },
  (t) => [
    enumCheck("competence_checks_contract_type_check", t.contract_type, COMPETENCE_CHECK_CONTRACT_TYPES),
    // spec 000 §5: date from must be before date to.
    check("competence_checks_dates_check", sql`${t.date_from} <= ${t.date_to}`),
    index("competence_checks_space_company_idx").on(t.space_id, t.company_id, t.called_on),
    index("competence_checks_space_worker_idx").on(t.space_id, t.worker_id),
  ],
);
