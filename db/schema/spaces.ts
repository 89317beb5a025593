import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { COMPANY_STATES } from "#domain/enums/company";
import { deletedAt, enumCheck, flag, timestamps } from "./columns";

// An agency (spec 000 §3 Space; 001 §3). Not a tenant table: it is the tenant.
export const spaces = sqliteTable(
  "spaces",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    siret: text("siret"),
    /** The sub-domain used by public registration links (/inscription/{url}). */
    url: text("url"),
    association_code: text("association_code"),
    address: text("address"),
    zipcode: text("zipcode"),
    city: text("city"),
    phone: text("phone"),
    default_notification_email: text("default_notification_email"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    ocr_enabled: flag("ocr_enabled"),
    sms_enabled: flag("sms_enabled"),
    mail_enabled: flag("mail_enabled"),
    urssaf_organization: text("urssaf_organization"),
    health_service_code: text("health_service_code"),
    urssaf_code: text("urssaf_code"),
    // The company data block (spec: "Company data as above").
    trade_name: text("trade_name"),
    siren: text("siren"),
    website: text("website"),
    urssaf_city: text("urssaf_city"),
    ape_code: text("ape_code"),
    ape_nomenclature: text("ape_nomenclature"),
    legal_form_code: text("legal_form_code"),
    staff_size_band: text("staff_size_band"),
    activity_section: text("activity_section"),
    idcc: text("idcc"),
    etp_count: integer("etp_count"),
    vat_code: text("vat_code"),
    manager_last_name: text("manager_last_name"),
    manager_first_name: text("manager_first_name"),
    revenue_range: text("revenue_range"),
    net_income_range: text("net_income_range"),
    // What the space may spend (decision 0043), raised by an owner: SMS per user per 10 minutes, SMS
    // per day, express CV readings (paid OCR) per day.
    sms_user_rate_limit: integer("sms_user_rate_limit").notNull().default(500),
    sms_daily_budget: integer("sms_daily_budget").notNull().default(2000),
    ocr_daily_budget: integer("ocr_daily_budget").notNull().default(100),
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
    /** Registered abroad (no SIREN/SIRET), as for a company. */
    is_foreign: flag("is_foreign"),
    /** The agency's parent and group companies, by name: outside the product, not client companies of a space. */
    parent_company: text("parent_company"),
    group_company: text("group_company"),
    /** The agency's commercial state, the companies' own values (spec 000 §3 "Company data as above"). */
    state: text("state", { enum: COMPANY_STATES }).notNull().default("active_client"),
    /**
     * The temporary-work agency's financial guarantor (Code du travail L1251-49), named on every mission
     * contract with its address.
     */
    financial_guarantor_name: text("financial_guarantor_name"),
    financial_guarantor_address: text("financial_guarantor_address"),
    /** The supplementary pension fund and the provident scheme named on every mission contract (L1251-16 5°). */
    pension_fund: text("pension_fund"),
    provident_fund: text("provident_fund"),
    /** Spec 001 §2's six-step reading of the standard registration: an employer step before confirmation (decision 0045). */
    registration_employer_step: flag("registration_employer_step"),
    /** The last "{product} number" given to a worker of the space (spec 000 §3), raised in each creation's batch (decision 0048). */
    last_worker_number: integer("last_worker_number").notNull().default(0),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [
    uniqueIndex("spaces_url_unique").on(t.url),
    uniqueIndex("spaces_association_code_unique").on(t.association_code),
    index("spaces_deleted_name_idx").on(t.deleted_at, t.name),
    enumCheck("spaces_state_check", t.state, COMPANY_STATES),
  ],
);
