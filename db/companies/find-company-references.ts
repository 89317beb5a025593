import { and, eq, inArray } from "drizzle-orm";
import { NAF_NOMENCLATURES } from "#domain/enums/nomenclature";
import type { Database } from "../client";
import { legalForms, nafCodes, staffSizeBands } from "../schema/reference";

type NafNomenclature = (typeof NAF_NOMENCLATURES)[number];

export interface CompanyReferenceCodes {
  apeCode?: string | null;
  legalFormCode?: string | null;
  staffSizeBand?: string | null;
}

export interface CompanyReferences {
  /** The NAF nomenclatures holding the APE code as a sub-class, each with its section letter. */
  ape: { nomenclature: NafNomenclature; section: string | null }[];
  legalFormExists: boolean;
  staffSizeBandExists: boolean;
}

/**
 * Looks the company's coded fields up in the reference tables in one round trip (spec 000 §5 via
 * DOMAIN.md: the APE code must exist in either NAF, the legal form among INSEE's four-digit
 * categories, the staff band among Sirene's). The section comes from the sub-class's division. Listing
 * both nomenclatures lets SQLite use the (nomenclature, code) index.
 */
export async function findCompanyReferences(db: Database, codes: CompanyReferenceCodes): Promise<CompanyReferences> {
  const apeCode = codes.apeCode ?? "";
  const [subclasses, divisions, forms, bands] = await db.batch([
    db
      .select({ nomenclature: nafCodes.nomenclature })
      .from(nafCodes)
      .where(and(inArray(nafCodes.nomenclature, NAF_NOMENCLATURES), eq(nafCodes.code, apeCode), eq(nafCodes.level, "subclass"))),
    db
      .select({ nomenclature: nafCodes.nomenclature, section: nafCodes.parent_code })
      .from(nafCodes)
      .where(
        and(inArray(nafCodes.nomenclature, NAF_NOMENCLATURES), eq(nafCodes.code, apeCode.slice(0, 2)), eq(nafCodes.level, "division")),
      ),
    db
      .select({ code: legalForms.code })
      .from(legalForms)
      .where(and(eq(legalForms.code, codes.legalFormCode ?? ""), eq(legalForms.level, 3)))
      .limit(1),
    db
      .select({ code: staffSizeBands.code })
      .from(staffSizeBands)
      .where(eq(staffSizeBands.code, codes.staffSizeBand ?? ""))
      .limit(1),
  ]);
  return {
    ape: subclasses.map(({ nomenclature }) => ({
      nomenclature,
      section: divisions.find((division) => division.nomenclature === nomenclature)?.section ?? null,
    })),
    legalFormExists: forms.length > 0,
    staffSizeBandExists: bands.length > 0,
  };
}
