import { parisWallTimeToInstant } from "#domain/dates/paris-wall-time";
import { OrderUpdateSchema } from "#domain/orders/order-schemas";
import { decimalOf } from "#web/app/routes/positions/+create/position-input";

// The order form's fields as POST /v1/orders takes them, read the same way in the
// browser and in the action. Periods are typed as Paris wall times (datetime-local) and sent as instants.
// The edit form (decision 0037) posts the same fields but the client, the contract type and the periods,
// and reads them as PATCH /v1/orders/{id} takes them: a field emptied there is cleared (null).

const TEXT_FIELDS = [
  "contract_type",
  "appeal_reason",
  "schedules",
  "collective_agreement_level",
  "tasks",
  "source",
  "attribution_mode",
  "recourse_justification",
  "replaced_person",
] as const;
const COMMENT_FIELDS = ["mission_proposal_comment", "confirmation_comment"] as const;
const ID_FIELDS = ["company_id", "contact_id", "position_id", "business_manager_user_id"] as const;
const INTEGER_FIELDS = ["quantity", "priority", "reminder_hours_before", "trial_period_days"] as const;
const DECIMAL_FIELDS = ["hourly_rate", "coefficient", "weekly_duration"] as const;
export const OPTION_FIELDS = [
  "force_available_workers",
  "force_all_periods",
  "anonymous_client",
  "sms_show_client_name",
  "sms_show_client_address",
  "sms_client_arrival_validation",
  "auto_reminder",
] as const;

/** The form names a period's bounds as /v1 names their refusals: `periods.0.starts_at`. */
export function periodFieldName(index: number, bound: "starts_at" | "ends_at") {
  return `periods.${index}.${bound}`;
}

function textOf(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** A datetime-local value as an instant; the text itself when it is none, for the schema to refuse. */
function instantOf(formData: FormData, name: string): string | undefined {
  const text = textOf(formData, name);
  if (text === undefined) return undefined;
  return parisWallTimeToInstant(text)?.toISOString() ?? text;
}

/** How many period rows the form posts (their indexes run 0…n-1, kept by the form as rows come and go). */
function periodCount(formData: FormData): number {
  let count = 0;
  for (const name of formData.keys()) {
    const match = /^periods\.(\d+)\./.exec(name);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}

/** What the edit form leaves out: the client and the contract type are the order's, the periods have their own section. */
const NOT_EDITED = new Set(["company_id", "contract_type", "periods"]);
/** Terms PATCH keeps when they are left out; an emptied field of these clears the term. */
const CLEARABLE_FIELDS = [
  "appeal_reason",
  "schedules",
  "collective_agreement_level",
  "tasks",
  "source",
  ...COMMENT_FIELDS,
  "contact_id",
  "position_id",
  "business_manager_user_id",
  "hourly_rate",
  "coefficient",
  "weekly_duration",
  "reminder_hours_before",
  "recourse_justification",
  "replaced_person",
  "trial_period_days",
] as const;

/** The edit form's check: PATCH's schema, with the quantity required as on the create form. */
export const OrderEditSchema = OrderUpdateSchema.required({ quantity: true });

/**
 * The edit form as PATCH /v1/orders/{id} takes it: the create form's reading without the client, the
 * contract type and the periods; a term left empty is sent as null so the order loses it, and an empty
 * priority is the default 0, as at creation.
 */
export function orderUpdateFromForm(formData: FormData): Record<string, unknown> {
  const input = Object.fromEntries(Object.entries(orderInputFromForm(formData)).filter(([field]) => !NOT_EDITED.has(field)));
  for (const field of CLEARABLE_FIELDS) input[field] ??= null;
  input.priority ??= 0;
  return input;
}

export function orderInputFromForm(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = textOf(formData, field);
    if (value !== undefined) input[field] = value;
  }
  for (const field of COMMENT_FIELDS) {
    const value = textOf(formData, field);
    if (value !== undefined) input[field] = value;
  }
  for (const field of ID_FIELDS) {
    const id = Number(textOf(formData, field));
    if (Number.isInteger(id) && id > 0) input[field] = id;
  }
  for (const field of INTEGER_FIELDS) {
    const value = decimalOf(formData, field);
    if (value !== undefined) input[field] = value;
  }
  for (const field of DECIMAL_FIELDS) {
    const value = decimalOf(formData, field);
    if (value !== undefined) input[field] = value;
  }
  for (const field of OPTION_FIELDS) input[field] = formData.get(field) === "on";
  // The reminder's hours are only read with the reminder on.
  if (!input.auto_reminder) delete input.reminder_hours_before;
  const periods = [];
  for (let index = 0; index < periodCount(formData); index++) {
    periods.push({
      starts_at: instantOf(formData, periodFieldName(index, "starts_at")),
      ends_at: instantOf(formData, periodFieldName(index, "ends_at")),
    });
  }
  input.periods = periods;
  return input;
}
