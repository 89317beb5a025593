import { FAVORITE_JOBS_MAX } from "#domain/workers/favorite-jobs";

// The worker form as the JSON /v1 takes (keys are the API's, domain/workers/worker-schemas.ts
// WorkerFields), built the same way in the browser (instant check with WorkerCreateSchema) and in the
// action (checked again, then sent).

/** Spec 000 §5: 2–100 characters. Left out when empty, so the schema says "required". */
const REQUIRED_TEXT = ["first_name", "last_name"] as const;

/** Optional texts and single choices: an empty field is `null`, which clears the stored value. */
const OPTIONAL_TEXT = [
  "sex",
  "birth_date",
  "birth_city",
  "birth_country",
  "birth_department",
  "nationality",
  "nir",
  "maiden_name",
  "family_situation",
  "postal_address",
  "postal_complement",
  "postal_code",
  "postal_city",
  "postal_country",
  "phone_number",
  "mobile_phone_number",
  "email",
  "external_ref",
  "introduction_text",
  "resume_keywords",
  "wage_category",
  "payment_category",
  "domiciliation",
  "beneficiary",
  "bic",
  "iban",
  "preference_start",
] as const;

/** Checkbox groups: the ticked values, in the form's order; none ticked is an empty list. */
const CHECKBOX_GROUPS = ["transportation_means", "preference_environments", "preference_availabilities"] as const;

/** Every field the form shows: the only keys a submitted form may change. */
export const WORKER_FORM_FIELDS: readonly string[] = [
  ...REQUIRED_TEXT,
  ...OPTIONAL_TEXT,
  ...CHECKBOX_GROUPS,
  "favorite_jobs",
  "child_in_charge",
  "cet_consent",
  "state",
];

/** The browser names the fields the user changed with this entry; the action then sends only those. */
export const CHANGED_FIELD = "changed";

function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}

function textsOf(formData: FormData, name: string): string[] {
  return formData.getAll(name).flatMap((value) => (typeof value === "string" && value.trim() !== "" ? [value.trim()] : []));
}

/** Digits become a number; anything else stays text, for the schema to refuse with its own message. */
function integerOf(text: string): number | string | null {
  if (text === "") return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
}

/** The worker of a submitted form (without space_id), for WorkerCreateSchema / WorkerUpdateSchema. */
export function workerInputFromForm(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of REQUIRED_TEXT) {
    const value = textOf(formData, name);
    if (value !== "") input[name] = value;
  }
  for (const name of OPTIONAL_TEXT) input[name] = textOf(formData, name) || null;
  for (const name of CHECKBOX_GROUPS) input[name] = textsOf(formData, name);
  // Three inputs, any of them may be left empty: the list keeps the ones filled, in order. More than
  // three (a crafted post) stays more than three, for the schema to refuse.
  const jobs = formData.getAll("favorite_jobs").map((value) => (typeof value === "string" ? value.trim() : ""));
  input.favorite_jobs = jobs.length <= FAVORITE_JOBS_MAX ? jobs.filter((job) => job !== "") : jobs;
  input.child_in_charge = integerOf(textOf(formData, "child_in_charge"));
  input.cet_consent = formData.get("cet_consent") === "on";
  // The state always has a value on screen; a post without one leaves the stored (or default) state.
  const state = textOf(formData, "state");
  if (state !== "") input.state = state;
  return input;
}

/** The fields whose value differs between two readings of the same form (before and after editing). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return WORKER_FORM_FIELDS.filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null));
}

/**
 * The update a submitted form asks for. With the browser's list of changed fields, only those are
 * sent, so a PATCH never overwrites what someone else changed meanwhile in a field this user left
 * alone; a form posted without JavaScript has no list and sends every field it shows.
 */
export function workerUpdateFromForm(formData: FormData): Record<string, unknown> {
  const input = workerInputFromForm(formData);
  const changed = new Set(formData.getAll(CHANGED_FIELD).filter((name): name is string => typeof name === "string"));
  if (changed.size === 0) return input;
  const update: Record<string, unknown> = {};
  // A required name emptied by the user is "changed" but absent: sending nothing would hide the refusal.
  for (const name of WORKER_FORM_FIELDS) if (changed.has(name)) update[name] = name in input ? input[name] : "";
  return update;
}
