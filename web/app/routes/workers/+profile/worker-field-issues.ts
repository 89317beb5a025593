import type { z } from "zod";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import { WorkerCreateSchema } from "#domain/workers/worker-schemas";
import { issueText, type FieldIssue, type IssueText, type IssueTexts } from "#web/app/lib/field-issues";
import { workerInputFromForm } from "./worker-form-values";

// The worker rules refuse with stable codes (domain/french: "nir_key", "phone_prefix", "iban_checksum"…;
// domain/workers/worker-rules: "email_or_mobile_required"), said by the one table of lib/field-messages.ts,
// whether the browser's check or /v1's 422 / 409 found it. The worker form only words "too short" its way.

/** The sentence for one refusal of the worker form. */
export function workerIssueText(issue: FieldIssue): IssueText {
  const text = issueText(issue);
  // Every worker text has a 2-character minimum (spec 000 §5): saying so beats "too short".
  if (text.key === "validation.tooShort" && issue.field !== "favorite_jobs") return { key: "workers.profile.fieldErrors.tooShort" };
  return text;
}

/** The first refusal of each field ("favorite_jobs.1" is the second job's input). */
export function workerIssueTexts(issues: readonly FieldIssue[]): IssueTexts {
  const texts: IssueTexts = {};
  for (const issue of issues) texts[issue.field] ??= workerIssueText(issue);
  return texts;
}

/**
 * The refusals of the browser's (or the action's) zod check. A field the input lacks reads "required"
 * whatever the rule; a cross-field rule (e-mail or mobile) keeps its own message.
 */
export function workerIssueTextsFromZod(error: z.ZodError, input: Record<string, unknown>): IssueTexts {
  return workerIssueTexts(
    zodFieldErrors(error).map((issue) =>
      issue.reason !== "custom" && !issue.field.includes(".") && input[issue.field] === undefined
        ? { ...issue, reason: "required", message: "required" }
        : issue,
    ),
  );
}

/** The worker form's refusals by the schema /v1 applies (WorkerCreateSchema), the browser's check on Conform. */
export function checkWorkerForm(formData: FormData, spaceId: number): IssueTexts {
  const input = workerInputFromForm(formData);
  const parsed = WorkerCreateSchema.safeParse({ ...input, space_id: spaceId });
  return parsed.success ? {} : workerIssueTextsFromZod(parsed.error, input);
}
