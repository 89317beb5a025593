import { z } from "zod";
import { ACTIVITY_SECTION_NOMENCLATURES, NAF_LEVELS, NAF_NOMENCLATURES } from "../enums/nomenclature";
import { LOCALES } from "../enums/preferences";
import { LABEL_LANGUAGES } from "./label-language";
import { searchTextSchema } from "../search/search-text";

// Inputs and answers of /v1/reference/*. Every query is a strict object (an unknown parameter is
// refused) with bounded strings, and every search answers at most MAX_REFERENCE_RESULTS rows.

export const MAX_REFERENCE_RESULTS = 50;
const DEFAULT_REFERENCE_RESULTS = 20;

/** The interface language (spec 001 §9); without it, Accept-Language, then French. */
const LangParam = z.enum(LOCALES).optional();
const LimitParam = z.coerce.number().int().min(1).max(MAX_REFERENCE_RESULTS).default(DEFAULT_REFERENCE_RESULTS);
const SearchWords = searchTextSchema();

export const CommuneSearchQuerySchema = z
  .strictObject({
    /** A full postal code, or its first 2 to 4 digits. */
    postal_code: z
      .string()
      .regex(/^\d{2,5}$/, "2 to 5 digits")
      .optional(),
    /** The start of the commune's name; case, accents and punctuation do not matter. */
    q: searchTextSchema().optional(),
    limit: LimitParam,
    /** Accepted on every reference route; commune names are not translated. */
    lang: LangParam,
  })
  .refine((query) => (query.postal_code === undefined) !== (query.q === undefined), {
    message: "Give either postal_code or q",
    path: ["postal_code"],
  });

export const DepartementsQuerySchema = z.strictObject({
  region: z
    .string()
    .regex(/^\d{2,3}$/)
    .optional(),
  lang: LangParam,
});

export const RegionsQuerySchema = z.strictObject({ lang: LangParam });

const NafLevelParam = z.enum(NAF_LEVELS.filter((level) => level !== "section") as ["division", "group", "class", "subclass"]);

export const NafSearchQuerySchema = z.strictObject({
  q: SearchWords.optional(),
  nomenclature: z.enum(NAF_NOMENCLATURES).default("naf_rev2"),
  level: NafLevelParam.optional(),
  limit: LimitParam,
  lang: LangParam,
});

export const LegalFormsQuerySchema = z.strictObject({
  q: SearchWords.optional(),
  level: z
    .enum(["1", "2", "3"])
    .transform((level) => Number(level) as 1 | 2 | 3)
    .optional(),
  limit: LimitParam,
  lang: LangParam,
});

export const StaffSizeBandsQuerySchema = z.strictObject({ lang: LangParam });

export const ActivitySectionsQuerySchema = z.strictObject({
  nomenclature: z.enum(ACTIVITY_SECTION_NOMENCLATURES).default("naf_rev2"),
  lang: LangParam,
});

export const CommuneSchema = z.object({
  insee_code: z.string(),
  postal_code: z.string(),
  name: z.string(),
  departement_code: z.string().nullable(),
  region_code: z.string().nullable(),
  population: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const DepartementSchema = z.object({ code: z.string(), name: z.string(), region_code: z.string().nullable() });
export const RegionSchema = z.object({ code: z.string(), name: z.string() });

/** The label in the interface language; label_language is "fr" where no English label exists. */
const LocalizedLabel = { label: z.string(), label_language: z.enum(LABEL_LANGUAGES) };

export const NafCodeSchema = z.object({
  code: z.string(),
  nomenclature: z.enum(NAF_NOMENCLATURES),
  level: z.enum(NAF_LEVELS),
  parent_code: z.string().nullable(),
  ...LocalizedLabel,
});

export const LegalFormSchema = z.object({
  code: z.string(),
  level: z.number().int(),
  parent_code: z.string().nullable(),
  ...LocalizedLabel,
});

export const StaffSizeBandSchema = z.object({
  code: z.string(),
  min_employees: z.number().int().nullable(),
  max_employees: z.number().int().nullable(),
  ...LocalizedLabel,
});

export const ActivitySectionSchema = z.object({
  code: z.string(),
  nomenclature: z.enum(ACTIVITY_SECTION_NOMENCLATURES),
  parent_code: z.string().nullable(),
  ...LocalizedLabel,
});
