import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { CompanyDetailSchema } from "../../../../../domain/companies/company-schemas";
import {
  ActivitySectionSchema,
  DepartementSchema,
  LegalFormSchema,
  NafCodeSchema,
  StaffSizeBandSchema,
} from "../../../../../domain/reference/reference-schemas";
import type { NAF_NOMENCLATURES } from "../../../../../domain/enums/other";
import { getLocale } from "../../../i18n/i18next.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../i18n/languages";
import { apiErrorFrom } from "../../../lib/api-error";
import { callApi } from "../../../lib/api.server";
import { errorMessageKey, type ErrorMessageKey } from "../../../lib/error-messages";
import type { FieldIssue } from "../../../lib/field-issues";
import type { QueryParams } from "../../../lib/query-string";
import { screenLocationOf } from "../../../lib/route-path";
import type { LegalFormOption, NafOption, ReferenceLists } from "./reference-types";

// How the company screens' loaders and actions talk to /v1 (through the API binding, as the signed-in
// browser): reading JSON with its schema, turning failures into what the screen shows.

interface ServerArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The interface language, for reference labels (spec 001 §9). */
export function localeOf(args: ServerArgs): Locale {
  const locale = getLocale(args.context);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * A loader's failed call: signed out → the login screen (and back here afterwards); missing or in
 * another space → the not-found page; anything else → the screen's error boundary.
 */
export async function loaderFailure(args: ServerArgs, response: Response): Promise<never> {
  if (response.status === 401) {
    const screen = screenLocationOf(args.request);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: screen.pathname + screen.search })}`);
  }
  if (response.status === 404) throw data(null, { status: 404, statusText: "Not Found" });
  throw await apiErrorFrom(response);
}

/** GET a /v1 resource in a loader, parsed with its schema. */
export async function getJson<T>(args: ServerArgs, path: `/${string}`, schema: z.ZodType<T>, query?: QueryParams) {
  const response = await callApi(args, path, { query });
  if (!response.ok) return loaderFailure(args, response);
  return { data: schema.parse(await response.json()), headers: response.headers };
}

/** What an action answers when /v1 refused: the refused fields, and a message for the whole form. */
export interface ActionRefusal {
  ok: false;
  status: number;
  issues: FieldIssue[];
  errorKey: ErrorMessageKey;
  serverMessage: string | null;
}

/** An action's failed call; signed out → the login screen, as for loaders. */
export async function actionRefusal(args: ServerArgs, response: Response): Promise<ActionRefusal> {
  if (response.status === 401) {
    const screen = screenLocationOf(args.request);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: screen.pathname })}`);
  }
  const error = await apiErrorFrom(response);
  return {
    ok: false,
    status: error.status,
    issues: error.fields,
    errorKey: errorMessageKey(error.status, error.serverMessage),
    serverMessage: error.serverMessage ?? null,
  };
}

/** A refusal found before calling /v1 (the action's own schema check). */
export function localRefusal(issues: FieldIssue[]): ActionRefusal {
  return { ok: false, status: 422, issues, errorKey: "errors.unknown", serverMessage: null };
}

/** Archive or reactivate (spec 000 §4), from the list or the detail. */
export async function setCompanyArchived(args: ServerArgs, id: number, intent: "archive" | "reactivate") {
  const response = await callApi(args, `/companies/${id}/${intent}`, { method: "POST" });
  if (!response.ok) return actionRefusal(args, response);
  const company = CompanyDetailSchema.parse(await response.json());
  return { ok: true as const, intent, name: company.name };
}

/** The fixed lists the company form and the filters show as selects, labelled in the interface language. */
export async function loadReferenceLists(args: ServerArgs, withDepartements: boolean): Promise<ReferenceLists> {
  const lang = localeOf(args);
  const [staffBands, sections, departements] = await Promise.all([
    getJson(args, "/reference/staff-size-bands", z.array(StaffSizeBandSchema), { lang }),
    getJson(args, "/reference/activity-sections", z.array(ActivitySectionSchema), { lang }),
    withDepartements ? getJson(args, "/reference/departements", z.array(DepartementSchema), { lang }) : null,
  ]);
  return {
    staffBands: staffBands.data.map(({ code, label }) => ({ code, label })),
    sections: sections.data.map(({ code, label }) => ({ code, label })),
    departements: departements?.data.map(({ code, name }) => ({ code, name })) ?? [],
  };
}

/** The label of a chosen APE code, so the combobox shows it on a page load. */
export async function findNafCode(
  args: ServerArgs,
  code: string,
  nomenclature: (typeof NAF_NOMENCLATURES)[number] | null,
): Promise<NafOption | null> {
  const nomenclatures = nomenclature ? [nomenclature] : (["naf_rev2", "naf_2025"] as const);
  for (const candidate of nomenclatures) {
    const { data: rows } = await getJson(args, "/reference/naf", z.array(NafCodeSchema), {
      q: code,
      nomenclature: candidate,
      level: "subclass",
      limit: 5,
      lang: localeOf(args),
    });
    const row = rows.find((entry) => entry.code === code);
    if (row) return { code: row.code, nomenclature: row.nomenclature, label: row.label, labelLanguage: row.label_language };
  }
  return { code, nomenclature: nomenclature ?? "naf_rev2", label: "", labelLanguage: "fr" };
}

/** The name of a chosen legal form, for the same reason. */
export async function findLegalForm(args: ServerArgs, code: string): Promise<LegalFormOption> {
  const { data: rows } = await getJson(args, "/reference/legal-forms", z.array(LegalFormSchema), {
    q: code,
    level: "3",
    limit: 5,
    lang: localeOf(args),
  });
  const row = rows.find((entry) => entry.code === code);
  return { code, label: row?.label ?? "", labelLanguage: row?.label_language ?? "fr" };
}
