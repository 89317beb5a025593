import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { replyOf, type FormReply } from "#web/app/lib/forms/refusal";
import type { ServerArgs } from "#web/app/lib/api.server";
import { STEP_FIELDS, stepSchema, stepsNamed, valuesOf, REGISTRATION_FIELDS } from "./registration-steps";

// The registration without JavaScript (the first step usable before JavaScript arrives):
// the form posts every step's fields; this checks the current step with the same schemas as the
// browser and /v1, and answers the next step, or the same one with its refusals (Conform's reply,
// translated by the page: +shared/registration-refusal.ts). Documents and the anti-robot check need
// the browser, so the last step says so instead of sending.

export interface RegistrationActionData {
  current: number;
  values: Record<string, unknown>;
  /** The step's refusals, or what stops the sending; null when the step may go on. */
  reply: FormReply | null;
}

export async function registrationStepAction(args: ServerArgs): Promise<RegistrationActionData> {
  const formData = await args.request.formData();
  const values = valuesOf(formData, REGISTRATION_FIELDS);
  // The page names its steps (the agency's employer step or not); only the known sets are believed.
  const steps = stepsNamed(String(formData.get("steps") ?? ""));
  const posted = Number(formData.get("step"));
  const current = Number.isInteger(posted) && posted >= 0 && posted < steps.length ? posted : 0;
  const intent = formData.get("intent");
  if (intent === "back") return { current: Math.max(0, current - 1), values, reply: null };
  const step = steps[current] ?? "preparation";
  const result = stepSchema(step).safeParse(valuesOf(formData, STEP_FIELDS[step]));
  if (!result.success) return { current, values, reply: replyOf(fieldMessagesFromZod(result.error), [{ key: "registration.errors.fix" }]) };
  if (intent === "next" && current < steps.length - 1) return { current: current + 1, values, reply: null };
  return { current, values, reply: replyOf({}, [{ key: "registration.documents.needsScript" }]) };
}
