import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { archiveCompany } from "../../../db/companies/archive-company";
import { getCompany } from "../../../db/companies/get-company";
import { insertCompany, newCompanyIdRef } from "../../../db/companies/insert-company";
import { listCompanies } from "../../../db/companies/list-companies";
import { reactivateCompany } from "../../../db/companies/reactivate-company";
import type { CompanyWithCount } from "../../../db/companies/company-values";
import { companyStillEditable, updateCompany } from "../../../db/companies/update-company";
import { writeGuard } from "../../../db/sql/write-guard";
import { geolocatePostalCode } from "../../../db/reference/geolocate-postal-code";
import { hasPermission } from "../../../domain/auth/permissions";
import {
  COMPANY_SEARCH_FILTERS,
  CompanyCreateSchema,
  CompanyDetailSchema,
  CompanyIdParamsSchema,
  CompanyListItemSchema,
  CompanyUpdateSchema,
  ListCompaniesQuerySchema,
  type ListCompaniesQuery,
} from "../../../domain/companies/company-schemas";
import { postalCodeRangeOfDepartement } from "../../../domain/companies/departement";
import { kmFromSquared } from "../../../domain/companies/distance";
import { AppError, SERVER_MESSAGES } from "../../../domain/errors/app-error";
import { callerRoutes } from "../access/sub-app";
import type { AppEnv } from "../context";
import { activityLogFor, activityLogIf } from "../lib/activity";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { paginationLinkHeader } from "../lib/pagination";
import { editWithRetry, IfMatchHeaderSchema, versionToKeep, withVersion } from "../lib/row-version";
import { diffFields } from "../lib/user-detail";
import { callerOf } from "../middleware/authenticate";
import { fieldsRefused, findVisibleCompany, resolveSpaceId, toCompanyDetail } from "./companies-shared";
import { prepareCompanyWrite, refusingTakenValues } from "./companies-write";

// /v1/companies: client companies of the caller's spaces (spec 000 §2 /companies, §3 Company, §4 archive
// and reactivate, §5 company rules). Another space's company answers 404 on every verb.
export const companyRoutes = callerRoutes();

companyRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["companies"],
    summary: "Search one space's companies, by name (the archived view with archived=true)",
    description:
      "space_id is required unless the caller works in exactly one space. The search filters (state, ape_code, activity_section, legal_form_code, staff_size_band, departement, distance) need the company_search_filters permission: without it they answer 403 'User has no rights'. Link and X-Total-Count headers give the pages.",
    request: { query: ListCompaniesQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(CompanyListItemSchema), "A page of companies"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }),
      },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const { access } = callerOf(c);
    const query = c.req.valid("query");
    const db = c.get("db");
    const filtersUsed = COMPANY_SEARCH_FILTERS.filter((name) => query[name] !== undefined);
    if (filtersUsed.length > 0 && !hasPermission(access.permissions, "company_search_filters")) {
      throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights, {
        fields: filtersUsed.map((name) => ({ field: `query.${name}`, reason: "not_permitted", message: "company_search_filters" })),
      });
    }
    const spaceId = await resolveSpaceId(c, query.space_id, "query.space_id");
    const center = await searchCenter(c.get("db"), query);
    const { rows, total } = await listCompanies(db, {
      spaceId,
      archived: query.archived === "true",
      q: query.q,
      filters: {
        state: query.state,
        apeCode: query.ape_code,
        activitySection: query.activity_section,
        legalFormCode: query.legal_form_code,
        staffSizeBand: query.staff_size_band,
        postalCodeRange: query.departement ? (postalCodeRangeOfDepartement(query.departement) ?? undefined) : undefined,
        near: center && query.distance_km ? { center, km: query.distance_km } : undefined,
      },
      sort: query.sort,
      page: query.page,
      perPage: query.per_page,
    });
    c.header("Link", paginationLinkHeader(c.req.url, query.page, query.per_page, total));
    c.header("X-Total-Count", String(total));
    const items = rows.map(({ distance_squared, ...row }) => ({
      ...toCompanyDetail(row),
      distance_km: distance_squared == null ? null : kmFromSquared(distance_squared),
    }));
    return c.json(items, 200);
  },
);

companyRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["companies"],
    summary: "Create a company",
    description:
      "A SIRET without SIREN gives the SIREN; the VAT number is derived from the SIREN when absent. The APE code, legal form and staff band must exist in the reference data. 422 names each refused field; 409 when the association code is taken, or when a company of the space already has this SIRET (its field error names it in `existing`).",
    request: { body: jsonBody(CompanyCreateSchema) },
    responses: { 201: jsonResponse(CompanyDetailSchema, "Created"), ...errorResponses(400, 401, 404, 409, 415, 422) },
  }),
  async (c) => {
    const { space_id: requestedSpaceId, ...input } = c.req.valid("json");
    const db = c.get("db");
    const spaceId = await resolveSpaceId(c, requestedSpaceId, "space_id");
    const derived = await prepareCompanyWrite(db, spaceId, input);
    const [inserted] = await refusingTakenValues(db, spaceId, input.siret, () =>
      db.batch([
        insertCompany(db, { ...input, ...derived, space_id: spaceId }),
        activityLogFor(c, { title: "Company created", type: "create", schema: "companies", subjectId: newCompanyIdRef(), spaceId, changes: input }),
      ]),
    );
    return c.json(toCompanyDetail((await getCompany(db, inserted[0]!.id))!), 201);
  },
);

companyRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: ["companies"],
    summary: "One company, with its contacts count",
    request: { params: CompanyIdParamsSchema },
    responses: {
      200: { ...jsonResponse(CompanyDetailSchema, "The company"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => companyAnswer(c, await findVisibleCompany(c, c.req.valid("param").id), 200),
);

companyRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: ["companies"],
    summary: "Update a company",
    description:
      "Any subset of the fields; the rules run on the company as it would be stored. A new SIRET brings its SIREN and VAT number. With If-Match (the ETag of the GET) the edit applies only to that version, else 412.",
    request: { params: CompanyIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(CompanyUpdateSchema) },
    responses: {
      200: { ...jsonResponse(CompanyDetailSchema, "Updated"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(400, 401, 404, 409, 412, 415, 422),
    },
  }),
  async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const id = await editWithRetry(async () => {
      const company = await findVisibleCompany(c, c.req.valid("param").id);
      const version = versionToKeep(c, company.updated_at);
      const derived = await prepareCompanyWrite(db, company.space_id, input, company);
      const values = { ...input, ...derived };
      const { search_text: _searchText, ...logged } = values;
      // The guard holds the version read and the parents as the write finds them: two edits that
      // each make the other company its parent cannot both pass (spec §5, no loop of parents).
      await refusingTakenValues(db, company.space_id, input.siret, () =>
        db.batch([
          writeGuard(db, companyStillEditable({ id: company.id, version }, values)),
          updateCompany(db, company.id, values),
          activityLogFor(c, {
            title: "Company updated",
            type: "update",
            schema: "companies",
            subjectId: company.id,
            spaceId: company.space_id,
            changes: diffFields(company, logged),
          }),
        ]),
      );
      return company.id;
    });
    return companyAnswer(c, (await getCompany(db, id))!, 200);
  },
);

for (const action of ["archive", "reactivate"] as const) {
  companyRoutes.openapi(
    createRoute({
      method: "post",
      path: `/{id}/${action}`,
      tags: ["companies"],
      summary: action === "archive" ? "Archive a company (spec §4)" : "Reactivate an archived company (spec §4)",
      description: "Repeating it changes nothing and logs nothing.",
      request: { params: CompanyIdParamsSchema },
      responses: { 200: jsonResponse(CompanyDetailSchema, "The company"), ...errorResponses(401, 404, 422) },
    }),
    async (c) => {
      const db = c.get("db");
      const company = await findVisibleCompany(c, c.req.valid("param").id);
      const at = new Date();
      const facts = { type: action, schema: "companies", subjectId: company.id, spaceId: company.space_id };
      if (action === "archive") {
        const archive = archiveCompany(db, company.id, at);
        await db.batch([archive.statement, activityLogIf(c, { ...facts, title: "Company archived" }, archive.archivedNow)]);
      } else {
        const reactivate = reactivateCompany(db, company.id, at);
        await db.batch([reactivate.statement, activityLogIf(c, { ...facts, title: "Company reactivated" }, reactivate.reactivatedNow)]);
      }
      return companyAnswer(c, (await getCompany(db, company.id))!, 200);
    },
  );
}

/** One company's answer, with its version as ETag (decision 0013). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of this file's routes
function companyAnswer(c: Context<AppEnv, any, any>, row: CompanyWithCount, status: 200) {
  withVersion(c, row.updated_at);
  return c.json(toCompanyDetail(row), status);
}

/** The distance filter's centre: a postal code's communes, or the coordinates given. */
async function searchCenter(db: Parameters<typeof geolocatePostalCode>[0], query: ListCompaniesQuery) {
  if (query.near_postal_code) {
    const position = await geolocatePostalCode(db, query.near_postal_code);
    if (!position) throw fieldsRefused([{ field: "query.near_postal_code", message: "postal_code_unknown" }]);
    return position;
  }
  if (query.lat !== undefined && query.lng !== undefined) return { latitude: query.lat, longitude: query.lng };
  return undefined;
}
