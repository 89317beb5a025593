import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { CompanyWithCount } from "#db/companies/company-values";
import {
  CompanyCreateSchema,
  CompanyDetailSchema,
  CompanyIdParamsSchema,
  CompanyListItemSchema,
  CompanyUpdateSchema,
  ListCompaniesQuerySchema,
} from "#domain/companies/company-schemas";
import { kmFromSquared } from "#domain/geo/distance";
import { callerRoutes } from "../access/sub-app";
import type { AppEnv } from "../context";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { archiveCompany } from "#features/companies/archive-company";
import { createCompany } from "#features/companies/create-company";
import { getCompany } from "#features/companies/get-company";
import { listCompanies } from "#features/companies/list-companies";
import { reactivateCompany } from "#features/companies/reactivate-company";
import { updateCompany } from "#features/companies/update-company";
import { toCompanyDetail } from "./companies-shared";

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
    const query = c.req.valid("query");
    const { rows, total } = await listCompanies(operationContextOf(c), query);
    withPageHeaders(c, query, total);
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
  async (c) => c.json(toCompanyDetail(await createCompany(operationContextOf(c), c.req.valid("json"))), 201),
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
  async (c) => companyAnswer(c, await getCompany(operationContextOf(c), c.req.valid("param").id), 200),
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
    const updated = await updateCompany(operationContextOf(c), {
      id: c.req.valid("param").id,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
    return companyAnswer(c, updated, 200);
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
      const changeState = action === "archive" ? archiveCompany : reactivateCompany;
      return companyAnswer(c, await changeState(operationContextOf(c), c.req.valid("param").id), 200);
    },
  );
}

/** One company's answer, with its version as ETag (decision 0013). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of this file's routes
function companyAnswer(c: Context<AppEnv, any, any>, row: CompanyWithCount, status: 200) {
  withVersion(c, row.updated_at);
  return c.json(toCompanyDetail(row), status);
}
