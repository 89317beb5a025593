import type { Context } from "hono";
import type { CompanyWithCount } from "../../../db/companies/company-values";
import { getCompany } from "../../../db/companies/get-company";
import { getSpace } from "../../../db/spaces/get-space";
import { CompanyDetailSchema, type CompanyDetail } from "../../../domain/companies/company-schemas";
import { departementOfPostalCode } from "../../../domain/companies/departement";
import { AppError } from "../../../domain/errors/app-error";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { isOwner, type Access } from "../lib/user-access";
import { callerOf } from "../middleware/authenticate";

// What the company, contact and competence-check routes share: the space wall and the company view.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** An owner sees every space (spec 000 §6); anyone else, the spaces they belong to. */
export function canSeeSpace(access: Access, spaceId: number) {
  return isOwner(access) || access.spaceIds.includes(spaceId);
}

/**
 * The space a list or a creation works in: the one asked for, if the caller sees it (else 404, as for
 * any resource of another space), or the caller's only space. Someone in several spaces must say which:
 * 422 naming `field`.
 */
export async function resolveSpaceId(c: AnyContext, requested: number | undefined, field: string): Promise<number> {
  const { access } = callerOf(c);
  if (requested === undefined) {
    if (access.spaceIds.length === 1) return access.spaceIds[0]!;
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field, reason: "required", message: "space_id_required" }],
    });
  }
  if (!canSeeSpace(access, requested)) throw notFound();
  const space = await getSpace(c.get("db"), requested);
  if (!space || space.deleted_at) throw notFound();
  return requested;
}

/** A company the caller may see, with its contacts count; another space's company is 404 (the wall). */
export async function findVisibleCompany(c: AnyContext, id: number): Promise<CompanyWithCount> {
  const { access } = callerOf(c);
  const company = await getCompany(c.get("db"), id);
  if (!company || !canSeeSpace(access, company.space_id)) throw notFound();
  return company;
}

/** The API's view of a company, parsed by its schema so no column leaks (search_text stays inside). */
export function toCompanyDetail(row: CompanyWithCount): CompanyDetail {
  return CompanyDetailSchema.parse({
    ...row,
    departement: row.is_foreign ? null : departementOfPostalCode(row.zipcode),
    archived_at: row.archived_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

/** A 422 naming each refused field, with the rule's stable reason as its message. */
export function fieldsRefused(issues: { field: string; message: string }[]) {
  return new AppError("validation_failed", "Invalid input", {
    fields: issues.map(({ field, message }) => ({ field, reason: message, message })),
  });
}
