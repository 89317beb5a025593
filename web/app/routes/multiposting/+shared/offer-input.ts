import { JobOfferFormSchema, type JobOfferFormInput } from "#domain/job-offers/job-offer-schemas";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import type { FieldMessages } from "#web/app/lib/forms/refusal";
import { decimalOf } from "#web/app/routes/positions/+create/position-input";

// The offer form's fields as /v1 takes them, read the same way in the browser and in the action.

const TEXT_FIELDS = ["title", "description", "contract_type", "postal_code", "city", "salary_period", "start_date"] as const;
const NUMBER_FIELDS = ["salary_min", "salary_max", "weekly_hours"] as const;
const ID_FIELDS = ["position_id", "order_id"] as const;

function textOf(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export function offerInputFromForm(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = textOf(formData, field);
    if (value !== undefined) input[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = decimalOf(formData, field);
    if (value !== undefined) input[field] = value;
  }
  for (const field of ID_FIELDS) {
    const id = Number(textOf(formData, field));
    if (Number.isInteger(id) && id > 0) input[field] = id;
  }
  input.auto_republish = formData.get("auto_republish") === "on";
  return input;
}

/** The refusals of the offer form by the schema /v1 applies (CONVENTIONS §2). */
export function checkOffer(formData: FormData): FieldMessages {
  const input = offerInputFromForm(formData);
  const parsed = JobOfferFormSchema.safeParse(input);
  return parsed.success ? {} : fieldMessagesFromZod(parsed.error, input);
}

/** The checked offer, for the action to send (its check passed). */
export function offerOfForm(formData: FormData): JobOfferFormInput {
  return JobOfferFormSchema.parse(offerInputFromForm(formData));
}

/**
 * An edit sends every field the form holds, and null for a field emptied (a salary taken off): the
 * offer then says what the form said.
 */
export function offerChangesOfForm(formData: FormData): Record<string, unknown> {
  const offer: Record<string, unknown> = offerOfForm(formData);
  for (const field of ["salary_min", "salary_max", "salary_period", "weekly_hours", "start_date", "position_id", "order_id"]) {
    offer[field] ??= null;
  }
  return offer;
}
