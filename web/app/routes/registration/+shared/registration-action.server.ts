import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import { getInstance } from "#web/app/i18n/i18next.server";
import { fieldMessageKey } from "#web/app/lib/field-messages";
import type { ServerArgs } from "#web/app/lib/api.server";
import { STEP_FIELDS, STEP_IDS, stepSchema, valuesOf, REGISTRATION_FIELDS } from "./registration-steps";

// The registration without JavaScript (the first step usable before JavaScript arrives):
// the form posts every step's fields; this checks the current step with the same schemas as the
// browser and /v1, and answers the next step, or the same one with its refusals. Documents and the
// anti-robot check need the browser, so the last step says so instead of sending.

export interface RegistrationActionData {
  current: number;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  formError?: string;
}

export async function registrationStepAction(args: ServerArgs): Promise<RegistrationActionData> {
  const t = getInstance(args.context).t;
  const formData = await args.request.formData();
  const values = valuesOf(formData, REGISTRATION_FIELDS);
  const posted = Number(formData.get("step"));
  const current = Number.isInteger(posted) && posted >= 0 && posted < STEP_IDS.length ? posted : 0;
  const intent = formData.get("intent");
  if (intent === "back") return { current: Math.max(0, current - 1), values, errors: {} };
  const step = STEP_IDS[current] ?? "preparation";
  const result = stepSchema(step).safeParse(valuesOf(formData, STEP_FIELDS[step]));
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const refusal of zodFieldErrors(result.error)) {
      const message = fieldMessageKey(refusal);
      errors[refusal.field] ??= t(message.key, message.values);
    }
    return { current, values, errors, formError: t("registration.errors.fix") };
  }
  if (intent === "next" && current < STEP_IDS.length - 1) return { current: current + 1, values, errors: {} };
  return { current, values, errors: {}, formError: t("registration.documents.needsScript") };
}
