import { SpaceCreateSchema, SpaceUpdateSchema, type SpaceCreateInput, type SpaceUpdateInput } from "#domain/spaces/space-schemas";
import { fieldMessagesFromZod, type FieldWording } from "#web/app/lib/field-messages";
import type { FieldMessages } from "#web/app/lib/forms/refusal";

// The space form read from its FormData and checked with the schemas /v1 uses (CONVENTIONS §2).

export const SPACE_TEXT_FIELDS = [
  "name",
  "trade_name",
  "siret",
  "siren",
  "url",
  "association_code",
  "address",
  "zipcode",
  "city",
  "phone",
  "default_notification_email",
  "website",
  "urssaf_organization",
  "health_service_code",
  "urssaf_code",
  "urssaf_city",
  "ape_code",
  "ape_nomenclature",
  "legal_form_code",
  "staff_size_band",
  "activity_section",
  "idcc",
  "vat_code",
  "manager_last_name",
  "manager_first_name",
  "revenue_range",
  "net_income_range",
] as const;
export const SPACE_FLAGS = ["ocr_enabled", "sms_enabled", "mail_enabled"] as const;
export const SPACE_NUMBER_FIELDS = ["etp_count", "sms_user_rate_limit", "sms_daily_budget", "ocr_daily_budget"] as const;
/** What the space may spend (decision 0043): always a number, so an emptied field keeps the stored one. */
const SPACE_ALLOWANCE_FIELDS: readonly string[] = ["sms_user_rate_limit", "sms_daily_budget", "ocr_daily_budget"];

export type SpaceFieldName = (typeof SPACE_TEXT_FIELDS)[number] | (typeof SPACE_FLAGS)[number] | (typeof SPACE_NUMBER_FIELDS)[number];

/** Every field: the detail and mobile update screens show them all. */
export const ALL_SPACE_FIELDS: readonly SpaceFieldName[] = [...SPACE_TEXT_FIELDS, ...SPACE_FLAGS, ...SPACE_NUMBER_FIELDS];
/** What the create dialog asks; the rest is filled in on the new space's page. */
export const CREATE_SPACE_FIELDS: readonly SpaceFieldName[] = ["name", "siret", "association_code", "url", "zipcode", "city"];

const isIn = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The values of the fields the form shows. An emptied field is null on update (it clears the stored
 * value) and left out on create; a checkbox missing from the FormData is unticked.
 */
export function spaceValuesFrom(formData: FormData, fields: readonly SpaceFieldName[], mode: "create" | "update") {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (isIn(SPACE_FLAGS, field)) {
      values[field] = formData.get(field) === "on";
      continue;
    }
    const text = String(formData.get(field) ?? "").trim();
    if (text === "") {
      if (mode === "update" && field !== "name" && !SPACE_ALLOWANCE_FIELDS.includes(field)) values[field] = null;
      continue;
    }
    // A number field keeps a non-number as text, so the schema refuses it under the field.
    values[field] = isIn(SPACE_NUMBER_FIELDS, field) && /^\d+$/.test(text) ? Number(text) : text;
  }
  return values;
}

/** The space form's own wording of a SIRET whose key is wrong (its screens said it so before one table). */
export const SPACE_WORDING: FieldWording = { siret_checksum: "validation.siretChecksum" };

export function checkSpaceCreate(
  formData: FormData,
  fields: readonly SpaceFieldName[],
): { input: SpaceCreateInput } | { fieldErrors: FieldMessages } {
  const parsed = SpaceCreateSchema.safeParse(spaceValuesFrom(formData, fields, "create"));
  return parsed.success
    ? { input: parsed.data }
    : { fieldErrors: fieldMessagesFromZod(parsed.error, undefined, { wording: SPACE_WORDING }) };
}

export function checkSpaceUpdate(
  formData: FormData,
  fields: readonly SpaceFieldName[],
): { input: SpaceUpdateInput } | { fieldErrors: FieldMessages } {
  const values = spaceValuesFrom(formData, fields, "update");
  const parsed = SpaceUpdateSchema.safeParse(values);
  // The name is required: emptying it does not leave it as it was.
  const missing: FieldMessages = fields.includes("name") && values.name === undefined ? { name: { key: "validation.required" } } : {};
  if (!parsed.success) return { fieldErrors: { ...fieldMessagesFromZod(parsed.error, undefined, { wording: SPACE_WORDING }), ...missing } };
  if (missing.name) return { fieldErrors: missing };
  return { input: parsed.data };
}
