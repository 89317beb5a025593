// The nomenclatures of the reference data: NAF activity codes and INSEE legal forms (spec 001 §3).
export const NAF_NOMENCLATURES = ["naf_rev2", "naf_2025"] as const;
/**
 * Activity sections also exist in the older NAF rev. 1 lettering (A to Q, subsections AA to QA) that
 * spec 001 §3 lists; only sections carry it, NAF codes are rev. 2 or 2025.
 */
export const ACTIVITY_SECTION_NOMENCLATURES = ["naf_rev2", "naf_2025", "naf_rev1"] as const;
/** Levels of the NAF tree: sections (letters), divisions, groups, classes, sub-classes. */
export const NAF_LEVELS = ["section", "division", "group", "class", "subclass"] as const;
/** INSEE legal categories: 1 digit, 2 digits, 4 digits. */
export const LEGAL_FORM_LEVELS = [1, 2, 3] as const;
