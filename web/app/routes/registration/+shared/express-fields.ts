import { z } from "zod";
import { workerRuleIssues } from "#domain/workers/worker-rules";
import { WorkerFields } from "#domain/workers/worker-schemas";
import type { StepField } from "./registration-steps";

// Express registration (spec 001 §1, §2): a CV and a short form, prefilled by reading the CV. The
// fields are the standard registration's, checked by the same schemas.

export const EXPRESS_FIELDS: readonly StepField[] = [
  { name: "first_name", kind: "text", required: true, autoComplete: "given-name" },
  { name: "last_name", kind: "text", required: true, autoComplete: "family-name" },
  { name: "email", kind: "email", autoComplete: "email" },
  { name: "mobile_phone_number", kind: "tel", autoComplete: "tel-national" },
  { name: "birth_date", kind: "date", autoComplete: "bday" },
];

export const ExpressSchema = z
  .strictObject({
    first_name: WorkerFields.first_name,
    last_name: WorkerFields.last_name,
    email: WorkerFields.email,
    mobile_phone_number: WorkerFields.mobile_phone_number,
    birth_date: WorkerFields.birth_date,
  })
  .superRefine((values, ctx) => {
    for (const issue of workerRuleIssues(values)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  });
