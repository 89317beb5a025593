import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { validationHook } from "../lib/validation-hook";
import { companyContactRoutes } from "./companies-contacts";
import { companyRoutes } from "./companies";
import { competenceCheckRoutes } from "./competence-checks";

/** Companies, their contacts and competence checks, mounted together at /v1. */
export const companiesApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
companiesApi.route("/companies", companyRoutes);
companiesApi.route("/companies", companyContactRoutes);
companiesApi.route("/competence-checks", competenceCheckRoutes);
