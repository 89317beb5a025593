import { z } from "zod";
import { CompanyDetailSchema } from "#domain/companies/company-schemas";
import {
  ActivitySectionSchema,
  DepartementSchema,
  LegalFormSchema,
  NafCodeSchema,
  StaffSizeBandSchema,
} from "#domain/reference/reference-schemas";
import type { NAF_NOMENCLATURES } from "#domain/enums/nomenclature";
import { callApi, loadFromApi, type ServerArgs } from "#web/app/lib/api.server";
import { catalogueMessage, refusalFrom } from "#web/app/lib/forms/refusal.server";
import { localeOf } from "#web/app/lib/route-params.server";
import type { LegalFormOption, NafOption, ReferenceLists } from "./reference-types";

// The company screens' own calls to /v1; the generic reading and refusal helpers are in lib/api.server.

/** Archive or reactivate (spec 000 §4), from the list or the detail. */
export async function setCompanyArchived(args: ServerArgs, id: number, intent: "archive" | "reactivate") {
  const response = await callApi(args, `/companies/${id}/${intent}`, { method: "POST" });
  // Told in the snackbar: the catalogue's message, whatever field /v1 names.
  if (!response.ok) return refusalFrom(args, response, { formMessages: catalogueMessage });
  const company = CompanyDetailSchema.parse(await response.json());
  return { ok: true as const, intent, name: company.name };
}

/** The fixed lists the company form and the filters show as selects, labelled in the interface language. */
export async function loadReferenceLists(args: ServerArgs, withDepartements: boolean): Promise<ReferenceLists> {
  const lang = localeOf(args);
  const [staffBands, sections, departements] = await Promise.all([
    loadFromApi(args, "/reference/staff-size-bands", z.array(StaffSizeBandSchema), { lang }),
    loadFromApi(args, "/reference/activity-sections", z.array(ActivitySectionSchema), { lang }),
    withDepartements ? loadFromApi(args, "/reference/departements", z.array(DepartementSchema), { lang }) : null,
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
    const { data: rows } = await loadFromApi(args, "/reference/naf", z.array(NafCodeSchema), {
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
  const { data: rows } = await loadFromApi(args, "/reference/legal-forms", z.array(LegalFormSchema), {
    q: code,
    level: "3",
    limit: 5,
    lang: localeOf(args),
  });
  const row = rows.find((entry) => entry.code === code);
  return { code, label: row?.label ?? "", labelLanguage: row?.label_language ?? "fr" };
}
