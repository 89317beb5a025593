// The normalised shape of each reference set, as the build scripts write it to data/ and the loader
// (scripts/load-reference-data.ts) reads it. Codes are kept as displayed (NAF with its dot).

export type NafNomenclature = "naf_rev2" | "naf_2025";
export type NafLevel = "division" | "group" | "class" | "subclass";

export interface NafCodeEntry {
  nomenclature: NafNomenclature;
  /** As displayed: 01, 01.1, 01.11, 01.11Z. */
  code: string;
  level: NafLevel;
  /** One level up: the section letter of a division, the division of a group, and so on. */
  parent_code: string | null;
  label_fr: string;
  /** Null where no English label was written (NAF 2025 sub-classes): the interface shows French. */
  label_en: string | null;
}

export type ActivitySectionNomenclature = NafNomenclature | "naf_rev1";

export interface ActivitySectionEntry {
  nomenclature: ActivitySectionNomenclature;
  /** A letter (A to U in rev. 2), or two letters for a NAF rev. 1 subsection (AA to QA). */
  code: string;
  /** The section of a NAF rev. 1 subsection; null for a section. */
  parent_code: string | null;
  label_fr: string;
  label_en: string;
}

export interface LegalFormEntry {
  level: 1 | 2 | 3;
  code: string;
  parent_code: string | null;
  label_fr: string;
  label_en: string;
}

export interface StaffSizeBandEntry {
  code: string;
  label_fr: string;
  label_en: string;
  min_employees: number | null;
  max_employees: number | null;
  position: number;
}

export interface RegionEntry {
  code: string;
  name: string;
}

export interface DepartementEntry {
  code: string;
  name: string;
  /** Null for an overseas collectivity outside any region. */
  region_code: string | null;
}

export interface CommuneEntry {
  /** INSEE code (2A/2B for Corsica). */
  insee_code: string;
  name: string;
  postal_codes: string[];
  departement_code: string;
  region_code: string | null;
  population: number | null;
  /** From GeoNames (exact, else the centre of the postal code or of the département). */
  latitude: number | null;
  longitude: number | null;
}

/** Every set, as the database loader takes them (reference-data/build/reference-sets.ts reads them). */
export interface ReferenceSets {
  nafCodes: NafCodeEntry[];
  activitySections: ActivitySectionEntry[];
  legalForms: LegalFormEntry[];
  staffSizeBands: StaffSizeBandEntry[];
  regions: RegionEntry[];
  departements: DepartementEntry[];
  communes: CommuneEntry[];
}
