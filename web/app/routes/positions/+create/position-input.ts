import type { PositionCreateInput } from "#domain/positions/position-schemas";

// The position form's fields as /v1 takes them, read the same way in the browser and in the action.

const TEXT_FIELDS = [
  "title",
  "qualification",
  "description",
  "tasks",
  "place_address",
  "place_zipcode",
  "place_city",
  "protective_equipment",
  "protective_equipment_supplier",
] as const;

function textOf(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** A decimal typed with a comma or a point ("12,50"); the text itself when it is no number, for the schema to refuse. */
export function decimalOf(formData: FormData, name: string): number | string | undefined {
  const text = textOf(formData, name);
  if (text === undefined) return undefined;
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) ? value : text;
}

export function positionInputFromForm(formData: FormData): Record<string, unknown> & Partial<PositionCreateInput> {
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = textOf(formData, field);
    if (value !== undefined) input[field] = value;
  }
  const companyId = Number(textOf(formData, "company_id"));
  if (Number.isInteger(companyId) && companyId > 0) input.company_id = companyId;
  // One skill per line: a list the matching reads (decision 0027).
  const skills = (textOf(formData, "skills") ?? "")
    .split(/\r?\n/)
    .map((skill) => skill.trim())
    .filter(Boolean);
  if (skills.length > 0) input.skills = skills;
  const rate = decimalOf(formData, "hourly_rate");
  if (rate !== undefined) input.hourly_rate = rate;
  // The risky-jobs answer (L4154-2): yes, no, or not said yet.
  const risky = textOf(formData, "risky_job");
  if (risky === "true" || risky === "false") input.risky_job = risky === "true";
  return input;
}
