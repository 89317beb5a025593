import { z } from "zod";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";
import { IdParamSchema } from "../validation/id-param";
import { EmailSchema } from "../auth/auth-schemas";
import { COMPANY_STATES } from "../enums/company";
import { NAF_NOMENCLATURES } from "../enums/nomenclature";
import { PersonNameSchema } from "../french/names";
import { FrenchPhoneSchema, SirenSchema, SiretSchema } from "../french/schemas";
import { companyIdentityIssues } from "./company-identity";
import { DEPARTEMENT_CODE_PATTERN } from "./departement";
import { MAX_DISTANCE_KM } from "../geo/distance";
import { searchTextSchema } from "../search/search-text";

// The company form (spec 000 §3 Company, §5 company rules), one schema for the web form and /v1
// (CONVENTIONS §2). Keys are the spec's field names; refusals carry stable snake_case messages.

/** Spec §5: "name under 100 characters". */
export const COMPANY_NAME_MAX = 99;
/** Spec §5: url, address, zipcode, city, notification e-mail and urssaf city "under 255 characters". */
export const UNDER_255 = 254;
const TextUnder255 = z.string().trim().min(1).max(UNDER_255);
const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** "7820z", "78.20Z" → "78.20Z": APE codes are stored as displayed (DOMAIN.md). */
export const ApeCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(8)
  .regex(/^\d{2}\.?\d{2}[A-Z]$/, "ape_format")
  .transform((code) => (code.includes(".") ? code : `${code.slice(0, 2)}.${code.slice(2)}`));
export const LegalFormCodeSchema = z
  .string()
  .trim()
  .max(4)
  .regex(/^\d{4}$/, "legal_form_format");
export const StaffSizeBandSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(2)
  .regex(/^(NN|\d{2})$/, "staff_size_band_format");
/** NAF rev. 2 sections run A–U, NAF 2025 sections A–V. */
export const ActivitySectionSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(1)
  .regex(/^[A-V]$/, "activity_section_format");
export const DepartementCodeSchema = z.string().trim().toUpperCase().max(3).regex(DEPARTEMENT_CODE_PATTERN, "departement_format");
const PhoneSchema = z.string().max(40).pipe(FrenchPhoneSchema);
/** "FR 40 303 265 045" → "FR40303265045"; foreign numbers keep their own country prefix. */
const VatCodeSchema = z
  .string()
  .max(30)
  .transform((vat) => vat.replace(/[\s.-]/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, "vat_code_format"));
const WebsiteSchema = z
  .string()
  .trim()
  .max(UNDER_255)
  .regex(/^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d{1,5})?([/?#]\S*)?$/iu, "website_format");
const ForeignPostalCodeSchema = z.string().trim().min(1).max(20);

/** Every field of the form; none has a default, so a PATCH never resets what it does not mention. */
const CompanyFields = {
  name: z.string().trim().min(1).max(COMPANY_NAME_MAX),
  trade_name: TextUnder255,
  siren: optional(z.string().max(20).pipe(SirenSchema)),
  siret: optional(z.string().max(30).pipe(SiretSchema)),
  address: TextUnder255,
  /** Five digits for a French company; a foreign one keeps its own format (checked with is_foreign). */
  zipcode: TextUnder255,
  city: TextUnder255,
  phone: optional(PhoneSchema),
  website: optional(WebsiteSchema),
  url: optional(TextUnder255),
  /** Spec §5: exactly 6 characters, unique across spaces. */
  association_code: optional(z.string().trim().length(6)),
  default_notification_email: optional(EmailSchema),
  urssaf_city: optional(TextUnder255),
  ape_code: optional(ApeCodeSchema),
  /** Which NAF the APE code belongs to; the server finds it when left out (either is accepted). */
  ape_nomenclature: optional(z.enum(NAF_NOMENCLATURES)),
  legal_form_code: optional(LegalFormCodeSchema),
  /** The spec's employee count, as a Sirene staff-size band. */
  staff_size_band: optional(StaffSizeBandSchema),
  /** Derived from the APE code when left out. */
  activity_section: optional(ActivitySectionSchema),
  idcc: optional(
    z
      .string()
      .trim()
      .max(4)
      .regex(/^\d{1,4}$/, "idcc_format"),
  ),
  etp_count: optional(z.number().int().min(0).max(10_000_000)),
  vat_code: optional(VatCodeSchema),
  manager_last_name: optional(PersonNameSchema),
  manager_first_name: optional(PersonNameSchema),
  revenue_range: optional(z.string().trim().min(1).max(50)),
  net_income_range: optional(z.string().trim().min(1).max(50)),
  head_office_address: optional(TextUnder255),
  head_office_complement: optional(TextUnder255),
  head_office_zipcode: optional(ForeignPostalCodeSchema),
  head_office_city: optional(TextUnder255),
  head_office_country: optional(TextUnder255),
  billing_address: optional(TextUnder255),
  billing_complement: optional(TextUnder255),
  billing_zipcode: optional(ForeignPostalCodeSchema),
  billing_city: optional(TextUnder255),
  billing_country: optional(TextUnder255),
  is_foreign: z.boolean().optional(),
  parent_company_id: optional(RowIdSchema),
  group_company_id: optional(RowIdSchema),
  state: z.enum(COMPANY_STATES).optional(),
};

/**
 * The creation form. space_id may be left out by a caller who works in exactly one space. The rules
 * between fields (SIRET/SIREN, VAT, French postal code) run here too, for instant feedback in the form.
 */
export const CompanyCreateSchema = z.strictObject({ ...CompanyFields, space_id: RowIdSchema.optional() }).superRefine((company, ctx) => {
  for (const issue of companyIdentityIssues(company)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
});
export type CompanyCreateInput = z.infer<typeof CompanyCreateSchema>;

/** The update: any subset of the fields. The rules between fields run on the merged company, server side. */
export const CompanyUpdateSchema = z.strictObject(CompanyFields).partial();
export type CompanyUpdateInput = z.infer<typeof CompanyUpdateSchema>;

export const CompanyIdParamsSchema = z.object({ id: IdParamSchema });

export const COMPANY_SORTS = ["name", "-name", "-created_at", "distance"] as const;
/** Query parameters that need the company_search_filters permission (spec 000 §6). */
export const COMPANY_SEARCH_FILTERS = [
  "state",
  "ape_code",
  "activity_section",
  "legal_form_code",
  "staff_size_band",
  "departement",
  "near_postal_code",
  "lat",
  "lng",
  "distance_km",
] as const;

/**
 * The company list (spec 000 §2: company search and list, with an archived view). q, archived, sort and
 * paging are for everyone; the search filters need company_search_filters. A distance filter takes a
 * centre (a postal code, or lat and lng) and a radius in km; without one, the search covers all France.
 */
export const ListCompaniesQuerySchema = z
  .strictObject({
    space_id: RowIdQuerySchema.optional(),
    /** Words of the name, trade name or city; digits search the SIRET and the postal code. */
    q: searchTextSchema().optional(),
    archived: z.enum(["true", "false"]).optional(),
    state: z.enum(COMPANY_STATES).optional(),
    ape_code: ApeCodeSchema.optional(),
    activity_section: ActivitySectionSchema.optional(),
    legal_form_code: LegalFormCodeSchema.optional(),
    staff_size_band: StaffSizeBandSchema.optional(),
    departement: DepartementCodeSchema.optional(),
    near_postal_code: z
      .string()
      .trim()
      .max(5)
      .regex(/^\d{5}$/, "postal_code_format")
      .optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    distance_km: z.coerce.number().int().min(1).max(MAX_DISTANCE_KM).optional(),
    sort: z.enum(COMPANY_SORTS).default("name"),
    ...pageQueryFields(),
  })
  .superRefine((query, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    if ((query.lat === undefined) !== (query.lng === undefined)) issue(query.lat === undefined ? "lat" : "lng", "lat_and_lng_together");
    const hasCenter = query.near_postal_code !== undefined || query.lat !== undefined;
    if (query.near_postal_code !== undefined && query.lat !== undefined) issue("near_postal_code", "one_center_only");
    if (hasCenter && query.distance_km === undefined) issue("distance_km", "distance_km_required");
    if (!hasCenter && query.distance_km !== undefined) issue("distance_km", "center_required");
    if (!hasCenter && query.sort === "distance") issue("sort", "center_required");
  });
export type ListCompaniesQuery = z.infer<typeof ListCompaniesQuerySchema>;

/** The company as /v1 answers it: every stored field, the derived département and the contacts count. */
export const CompanyDetailSchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  name: z.string(),
  trade_name: z.string(),
  siren: z.string().nullable(),
  siret: z.string().nullable(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  departement: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  url: z.string().nullable(),
  association_code: z.string().nullable(),
  default_notification_email: z.string().nullable(),
  urssaf_city: z.string().nullable(),
  ape_code: z.string().nullable(),
  ape_nomenclature: z.enum(NAF_NOMENCLATURES).nullable(),
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
  parent_company_id: z.number().int().nullable(),
  group_company_id: z.number().int().nullable(),
  state: z.enum(COMPANY_STATES),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contacts_count: z.number().int(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;

/** A row of the list: the detail plus the distance from the search centre when there is one. */
export const CompanyListItemSchema = CompanyDetailSchema.extend({ distance_km: z.number().nullable() });
export type CompanyListItem = z.infer<typeof CompanyListItemSchema>;
