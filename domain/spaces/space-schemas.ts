import { z } from "zod";
import { pageQueryFields } from "../validation/page-query";
import { IdParamSchema } from "../validation/id-param";
import { FrenchPhoneSchema, SirenSchema, SiretSchema } from "../french/schemas";
import { NAF_NOMENCLATURES } from "../enums/nomenclature";
import { MAX_SMS_ALLOWANCE } from "../sms/sms-allowance";
import { COMPANY_STATES } from "../enums/company";
import { HEALTH_SERVICE_CODE_FORMAT, URSSAF_CODE_FORMAT } from "../dpae/employer-codes";
import { searchTextSchema } from "../search/search-text";

/** The space as the picker and the shell use it (spec 001 §3), plus the feature flags. */
export const SpaceSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  association_code: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zip_code: z.string().nullable(),
  address_position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  ocr: z.boolean(),
  sms: z.boolean(),
  mail: z.boolean(),
  deleted_at: z.string().nullable(),
});
export type SpaceSummary = z.infer<typeof SpaceSummarySchema>;

export const ListSpacesQuerySchema = z.strictObject({
  deleted_at: z.enum(["true", "false"]).optional(),
  q: searchTextSchema().optional(),
  ...pageQueryFields(),
});

export const SpaceIdParamsSchema = z.object({ id: IdParamSchema });

// ---- Space form (spec 000 §3 Space, §5 company/space rules) ------------------------------------

/** Spec §5: url, address, zipcode, city, notification e-mail, urssaf city under 255 characters. */
const Under255 = z.string().trim().min(1).max(254);
const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const SpaceFields = {
  name: z.string().trim().min(2).max(254),
  siret: optional(SiretSchema),
  /** The agency's sub-domain in public links (/inscription/{url}). */
  url: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(63)
      .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, "url_format"),
  ),
  /** Spec §5: exactly 6 characters, unique across spaces. */
  association_code: optional(z.string().trim().length(6)),
  address: optional(Under255),
  zipcode: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, "zipcode_format"),
  ),
  city: optional(Under255),
  phone: optional(FrenchPhoneSchema),
  default_notification_email: optional(z.email().max(254)),
  ocr_enabled: z.boolean().optional(),
  sms_enabled: z.boolean().optional(),
  mail_enabled: z.boolean().optional(),
  // What the DPAE needs of the agency as employer, in the formats the DPAE checks (domain/dpae/employer-codes.ts):
  // a code the declaration would refuse is refused here.
  urssaf_organization: optional(Under255),
  /** Occupational health service code (SST). */
  health_service_code: optional(
    z.string().trim().toUpperCase().max(20).regex(HEALTH_SERVICE_CODE_FORMAT, "dpae_health_service_code_invalid"),
  ),
  urssaf_code: optional(z.string().trim().toUpperCase().max(20).regex(URSSAF_CODE_FORMAT, "dpae_urssaf_code_invalid")),
  // Company data block.
  trade_name: optional(Under255),
  siren: optional(SirenSchema),
  website: optional(z.url().max(254)),
  urssaf_city: optional(Under255),
  ape_code: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^\d{2}\.?\d{2}[A-Z]$/, "ape_format"),
  ),
  ape_nomenclature: optional(z.enum(NAF_NOMENCLATURES)),
  legal_form_code: optional(z.string().regex(/^\d{4}$/, "legal_form_format")),
  staff_size_band: optional(z.string().regex(/^(NN|\d{2})$/, "staff_size_band_format")),
  activity_section: optional(z.string().regex(/^[A-U]$/, "activity_section_format")),
  idcc: optional(z.string().regex(/^\d{1,4}$/, "idcc_format")),
  etp_count: optional(z.number().int().min(0).max(10_000_000)),
  vat_code: optional(z.string().trim().max(20)),
  manager_last_name: optional(z.string().trim().min(1).max(100)),
  manager_first_name: optional(z.string().trim().min(1).max(100)),
  revenue_range: optional(z.string().trim().max(50)),
  net_income_range: optional(z.string().trim().max(50)),
  // What the space may spend (decision 0043); an owner raises them.
  /** SMS one user may queue in 10 minutes (default 500). */
  sms_user_rate_limit: z.number().int().min(0).max(MAX_SMS_ALLOWANCE).optional(),
  /** SMS the space may queue in a Paris day (default 2,000). */
  sms_daily_budget: z.number().int().min(0).max(MAX_SMS_ALLOWANCE).optional(),
  /** Express CV readings (paid OCR) the space's public page may ask in a Paris day (default 100). */
  ocr_daily_budget: z.number().int().min(0).max(MAX_SMS_ALLOWANCE).optional(),
  // The rest of the company data, as for companies (spec 000 §3 Space: "Company data as above").
  head_office_address: optional(Under255),
  head_office_complement: optional(Under255),
  head_office_zipcode: optional(z.string().trim().min(1).max(20)),
  head_office_city: optional(Under255),
  head_office_country: optional(Under255),
  billing_address: optional(Under255),
  billing_complement: optional(Under255),
  billing_zipcode: optional(z.string().trim().min(1).max(20)),
  billing_city: optional(Under255),
  billing_country: optional(Under255),
  is_foreign: z.boolean().optional(),
  parent_company: optional(Under255),
  group_company: optional(Under255),
  state: z.enum(COMPANY_STATES).optional(),
  /** The temporary-work agency's financial guarantor, named on its mission contracts (Code du travail L1251-49). */
  financial_guarantor_name: optional(Under255),
  financial_guarantor_address: optional(Under255),
  /** The supplementary pension fund and the provident scheme, named on its mission contracts (L1251-16 5°). */
  pension_fund: optional(Under255),
  provident_fund: optional(Under255),
  /** The standard registration's six-step reading: an employer step before confirmation (decision 0045). */
  registration_employer_step: z.boolean().optional(),
};

export const SpaceCreateSchema = z.strictObject(SpaceFields);
export type SpaceCreateInput = z.infer<typeof SpaceCreateSchema>;
export const SpaceUpdateSchema = z.strictObject(SpaceFields).partial();
export type SpaceUpdateInput = z.infer<typeof SpaceUpdateSchema>;

/**
 * What a space administrator (space-users) edits of their own agency (decision 0045): what the DPAE,
 * the SMS and the mission contracts need of it as employer, and its registration's employer step. Its
 * identity in the product (name, link, association code) and its features stay the owner's.
 */
export const SPACE_SETTINGS_FIELDS = [
  "siret",
  "ape_code",
  "urssaf_organization",
  "urssaf_code",
  "health_service_code",
  "urssaf_city",
  "address",
  "zipcode",
  "city",
  "phone",
  "default_notification_email",
  "financial_guarantor_name",
  "financial_guarantor_address",
  "pension_fund",
  "provident_fund",
  "registration_employer_step",
] as const satisfies readonly (keyof typeof SpaceFields)[];
export type SpaceSettingsField = (typeof SPACE_SETTINGS_FIELDS)[number];

export const SpaceSettingsSchema = z
  .strictObject(
    Object.fromEntries(SPACE_SETTINGS_FIELDS.map((field) => [field, SpaceFields[field]])) as Pick<typeof SpaceFields, SpaceSettingsField>,
  )
  .partial();
export type SpaceSettingsInput = z.infer<typeof SpaceSettingsSchema>;

export const SpaceDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  siret: z.string().nullable(),
  url: z.string().nullable(),
  association_code: z.string().nullable(),
  address: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  default_notification_email: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ocr_enabled: z.boolean(),
  sms_enabled: z.boolean(),
  mail_enabled: z.boolean(),
  urssaf_organization: z.string().nullable(),
  health_service_code: z.string().nullable(),
  urssaf_code: z.string().nullable(),
  trade_name: z.string().nullable(),
  siren: z.string().nullable(),
  website: z.string().nullable(),
  urssaf_city: z.string().nullable(),
  ape_code: z.string().nullable(),
  ape_nomenclature: z.string().nullable(),
  legal_form_code: z.string().nullable(),
  staff_size_band: z.string().nullable(),
  activity_section: z.string().nullable(),
  idcc: z.string().nullable(),
  etp_count: z.number().int().nullable(),
  vat_code: z.string().nullable(),
  manager_last_name: z.string().nullable(),
  manager_first_name: z.string().nullable(),
  revenue_range: z.string().nullable(),
  net_income_range: z.string().nullable(),
  sms_user_rate_limit: z.number().int(),
  sms_daily_budget: z.number().int(),
  ocr_daily_budget: z.number().int(),
  head_office_address: z.string().nullable(),
  head_office_complement: z.string().nullable(),
  head_office_zipcode: z.string().nullable(),
  head_office_city: z.string().nullable(),
  head_office_country: z.string().nullable(),
  billing_address: z.string().nullable(),
  billing_complement: z.string().nullable(),
  billing_zipcode: z.string().nullable(),
  billing_city: z.string().nullable(),
  billing_country: z.string().nullable(),
  is_foreign: z.boolean(),
  parent_company: z.string().nullable(),
  group_company: z.string().nullable(),
  state: z.enum(COMPANY_STATES),
  financial_guarantor_name: z.string().nullable(),
  financial_guarantor_address: z.string().nullable(),
  pension_fund: z.string().nullable(),
  provident_fund: z.string().nullable(),
  registration_employer_step: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type SpaceDetail = z.infer<typeof SpaceDetailSchema>;
