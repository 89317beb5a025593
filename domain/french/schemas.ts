import { z } from "zod";
import { parseBic, parseIban } from "./iban-bic";
import { parseNir } from "./nir";
import { parseFrenchPhone, type FrenchPhoneResult } from "./phone";
import { isValidSiren, isValidSiret, normalizeSiret } from "./siren-siret";

// The French identifiers as zod fields for the forms and /v1 (CONVENTIONS §2). Each outputs the stored
// form (normalized NIR, E.164, digits only) and refuses with a stable snake_case message, which the 422's
// field list carries so the web app can say which rule failed (spec 000 §8: "invalid NIR, NIR key").

/** nir_pattern | nir_key → the 15-character NIR. Spec 000 §5: "pattern and key are checked". */
export const NirSchema = z.string().transform((input, ctx) => {
  const result = parseNir(input);
  if (result.ok) return result.value;
  ctx.addIssue({ code: "custom", message: `nir_${result.reason}`, input });
  return z.NEVER;
});

function phoneSchema(mobileOnly: boolean) {
  return z.string().transform((input, ctx) => {
    const result: FrenchPhoneResult = parseFrenchPhone(input, { mobileOnly });
    if (result.ok) return result.e164;
    ctx.addIssue({ code: "custom", message: `phone_${result.reason}`, input });
    return z.NEVER;
  });
}

/** phone_format | phone_prefix → E.164. Spec 000 §5: "10 digits, starting with 0, valid prefix". */
export const FrenchPhoneSchema = phoneSchema(false);

/** phone_format | phone_prefix | phone_not_mobile → E.164. What an SMS can reach. */
export const MobilePhoneSchema = phoneSchema(true);

/** siret_format | siret_checksum → 14 digits (spec 000 §5: "siret exactly 14 digits"). */
export const SiretSchema = z.string().transform((input, ctx) => {
  const siret = normalizeSiret(input);
  if (!/^\d{14}$/.test(siret)) ctx.addIssue({ code: "custom", message: "siret_format", input });
  else if (!isValidSiret(siret)) ctx.addIssue({ code: "custom", message: "siret_checksum", input });
  else return siret;
  return z.NEVER;
});

/** siren_format | siren_checksum → 9 digits. */
export const SirenSchema = z.string().transform((input, ctx) => {
  const siren = normalizeSiret(input);
  if (!/^\d{9}$/.test(siren)) ctx.addIssue({ code: "custom", message: "siren_format", input });
  else if (!isValidSiren(siren)) ctx.addIssue({ code: "custom", message: "siren_checksum", input });
  else return siren;
  return z.NEVER;
});

/** iban_format | iban_country | iban_length | iban_checksum | iban_bban → the IBAN without spaces. */
export const IbanSchema = z.string().transform((input, ctx) => {
  const result = parseIban(input);
  if (result.ok) return result.value;
  ctx.addIssue({ code: "custom", message: `iban_${result.reason}`, input });
  return z.NEVER;
});

/** bic_format | bic_country → the BIC in capitals, 8 or 11 characters. */
export const BicSchema = z.string().transform((input, ctx) => {
  const result = parseBic(input);
  if (result.ok) return result.value;
  ctx.addIssue({ code: "custom", message: `bic_${result.reason}`, input });
  return z.NEVER;
});
