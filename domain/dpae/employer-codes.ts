// The formats the DPAE requires of the agency as employer (spec 000 §8's DPAE list): read by the
// declaration's checks (dpae-checks.ts) and by the space's own form, so a code the DPAE would refuse
// is refused where it is typed.

/** The URSSAF organisation code: three characters (digits, or a letter and digits for the regional ones). */
export const URSSAF_CODE_FORMAT = /^[0-9A-Z]{3}$/;
/** The occupational health service code (SST): up to five letters or digits (to confirm against URSSAF's guide). */
export const HEALTH_SERVICE_CODE_FORMAT = /^[0-9A-Z]{1,5}$/;
/** The APE code, with or without its dot (NN.NNL or NNNNL): the DPAE writes it without. */
export const APE_CODE_FORMAT = /^(\d{2})\.?(\d{2})([A-Z])$/;
