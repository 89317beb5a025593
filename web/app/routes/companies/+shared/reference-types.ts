import type { NAF_NOMENCLATURES } from "#domain/enums/nomenclature";
import type { LabelLanguage } from "#domain/reference/label-language";

// The reference data the company screens show, as the loaders hand it to the components.

export type NafNomenclature = (typeof NAF_NOMENCLATURES)[number];

export interface NafOption {
  code: string;
  nomenclature: NafNomenclature;
  label: string;
  /** NAF 2025 labels exist in French only: the option says so (lang attribute). */
  labelLanguage: LabelLanguage;
}

export interface LegalFormOption {
  code: string;
  label: string;
  labelLanguage: LabelLanguage;
}

export interface CodeLabel {
  code: string;
  label: string;
}

export interface ReferenceLists {
  /** The 16 Sirene staff-size bands, in display order. */
  staffBands: CodeLabel[];
  /** NAF rev. 2 sections A to U. */
  sections: CodeLabel[];
  /** Départements, 2A, 2B and overseas included (only loaded for the list's filters). */
  departements: { code: string; name: string }[];
}
