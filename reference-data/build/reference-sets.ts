// Every reference set as the database loader takes it: the committed files of data/, and the
// communes built from their package on the spot (build/communes.ts).
import type {
  ActivitySectionEntry,
  DepartementEntry,
  LegalFormEntry,
  NafCodeEntry,
  ReferenceSets,
  RegionEntry,
  StaffSizeBandEntry,
} from "../types";
import { ACTIVITY_SECTIONS_FILE } from "./activity-sections";
import { buildCommunes } from "./communes";
import { DEPARTEMENTS_FILE } from "./departements";
import { readData } from "./files";
import { LEGAL_FORMS_FILE } from "./legal-forms";
import { NAF_2025_FILE } from "./naf-2025";
import { NAF_REV2_FILE } from "./naf-rev2";
import { REGIONS_FILE } from "./regions";
import { STAFF_SIZE_BANDS_FILE } from "./staff-size-bands";

export function readReferenceSets(): ReferenceSets {
  return {
    nafCodes: [...(readData(NAF_REV2_FILE) as NafCodeEntry[]), ...(readData(NAF_2025_FILE) as NafCodeEntry[])],
    activitySections: readData(ACTIVITY_SECTIONS_FILE) as ActivitySectionEntry[],
    legalForms: readData(LEGAL_FORMS_FILE) as LegalFormEntry[],
    staffSizeBands: readData(STAFF_SIZE_BANDS_FILE) as StaffSizeBandEntry[],
    regions: readData(REGIONS_FILE) as RegionEntry[],
    departements: readData(DEPARTEMENTS_FILE) as DepartementEntry[],
    communes: buildCommunes(),
  };
}
