import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { labelLanguageOf, resolveLocale, type Locale } from "#domain/reference/label-language";
import {
  ActivitySectionSchema,
  ActivitySectionsQuerySchema,
  CommuneSchema,
  CommuneSearchQuerySchema,
  DepartementSchema,
  DepartementsQuerySchema,
  LegalFormSchema,
  LegalFormsQuerySchema,
  NafCodeSchema,
  NafSearchQuerySchema,
  RegionSchema,
  RegionsQuerySchema,
  StaffSizeBandSchema,
  StaffSizeBandsQuerySchema,
} from "#domain/reference/reference-schemas";
import { callerRoutes } from "../access/sub-app";
import type { AppEnv } from "../context";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { findActivitySections } from "#features/reference/find-activity-sections";
import { findCommunes } from "#features/reference/find-communes";
import { findDepartements } from "#features/reference/find-departements";
import { findLegalForms } from "#features/reference/find-legal-forms";
import { findNafCodes } from "#features/reference/find-naf-codes";
import { findRegions } from "#features/reference/find-regions";
import { findStaffSizeBands } from "#features/reference/find-staff-size-bands";

// Fixed reference data (spec 001 §3) for the forms: communes by postal code or name, départements,
// regions, NAF codes, legal forms, staff-size bands, activity sections. Signed-in callers only.
// Labels follow the interface language: `lang`, else Accept-Language, else French; es, de, pt and it
// get the English labels, the reference data having French and English ones only
// (domain/reference/label-language.ts).

export const referenceRoutes = callerRoutes();

const tags = ["reference"];
const errors = errorResponses(401, 422);

/** The label language of this request, also announced in Content-Language. */
function labelLanguage(c: Context<AppEnv>, lang: Locale | undefined) {
  const language = labelLanguageOf(resolveLocale(lang, c.req.header("Accept-Language")));
  c.header("Content-Language", language);
  c.header("Vary", "Accept-Language");
  return language;
}

referenceRoutes.openapi(
  createRoute({
    method: "get",
    path: "/communes",
    tags,
    summary: "Communes by postal code or by the start of their name",
    description:
      "Give `postal_code` (5 digits, or the first 2 to 4) or `q` (at least 2 characters; case, accents and " +
      "punctuation ignored: `saint-e` finds Saint-Étienne). One row per commune and postal code, most populated first.",
    request: { query: CommuneSearchQuerySchema },
    responses: { 200: jsonResponse(z.array(CommuneSchema), "Matching communes"), ...errors },
  }),
  async (c) => {
    return c.json(await findCommunes(operationContextOf(c), c.req.valid("query")), 200);
  },
);

referenceRoutes.openapi(
  createRoute({
    method: "get",
    path: "/departements",
    tags,
    summary: "Départements, including 2A, 2B, 971 to 976 and the overseas collectivities",
    request: { query: DepartementsQuerySchema },
    responses: { 200: jsonResponse(z.array(DepartementSchema), "Départements by code"), ...errors },
  }),
  async (c) => {
    const { region } = c.req.valid("query");
    return c.json(await findDepartements(operationContextOf(c), { regionCode: region }), 200);
  },
);

referenceRoutes.openapi(
  createRoute({
    method: "get",
    path: "/regions",
    tags,
    summary: "Regions, and the overseas collectivities listed beside them",
    request: { query: RegionsQuerySchema },
    responses: { 200: jsonResponse(z.array(RegionSchema), "Regions by code"), ...errors },
  }),
  async (c) => c.json(await findRegions(operationContextOf(c)), 200),
);

referenceRoutes.openapi(
  createRoute({
    method: "get",
    path: "/naf",
    tags,
    summary: "NAF activity codes (APE) of NAF rev. 2 or NAF 2025",
    description:
      "`q` is a code or its start (`78.2`, `7820Z`) or words of the label. Codes are displayed with the dot " +
      "(NN.NNL). NAF 2025 sub-classes have French labels only: `label_language` tells which language a label is in.",
    request: { query: NafSearchQuerySchema },
    responses: { 200: jsonResponse(z.array(NafCodeSchema), "Matching codes, by code"), ...errors },
  }),
  async (c) => {
    const query = c.req.valid("query");
    return c.json(await findNafCodes(operationContextOf(c), { query, language: labelLanguage(c, query.lang) }), 200);
  },
);

referenceRoutes.openapi(
  createRoute({
    method: "get",
    path: "/legal-forms",
    tags,
    summary: "INSEE legal categories (levels 1, 2 and 3)",
    description: "`q` is a code or its first digits (`57`, `5710`) or words of the name.",
    request: { query: LegalFormsQuerySchema },
    responses: { 200: jsonResponse(z.array(LegalFormSchema), "Matching legal forms, by code"), ...errors },
  }),
  async (c) => {
    const query = c.req.valid("query");
    return c.json(await findLegalForms(operationContextOf(c), { query, language: labelLanguage(c, query.lang) }), 200);
  },
);

referenceRoutes.openapi(
  createRoute({
    method: "get",
    path: "/staff-size-bands",
    tags,
    summary: "The 16 Sirene staff-size bands, in display order",
    request: { query: StaffSizeBandsQuerySchema },
    responses: { 200: jsonResponse(z.array(StaffSizeBandSchema), "Staff-size bands"), ...errors },
  }),
  async (c) => {
    const { lang } = c.req.valid("query");
    return c.json(await findStaffSizeBands(operationContextOf(c), { language: labelLanguage(c, lang) }), 200);
  },
);

referenceRoutes.openapi(
  createRoute({
    method: "get",
    path: "/activity-sections",
    tags,
    summary: "Activity sections: NAF rev. 2 letters A to U, or the NAF rev. 1 sections and subsections",
    request: { query: ActivitySectionsQuerySchema },
    responses: { 200: jsonResponse(z.array(ActivitySectionSchema), "Activity sections, by code"), ...errors },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const language = labelLanguage(c, query.lang);
    return c.json(await findActivitySections(operationContextOf(c), { nomenclature: query.nomenclature, language }), 200);
  },
);
