import type { z } from "zod";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import { issueText, issueTextsFromZod, type FieldIssue, type IssueText, type IssueTexts } from "#web/app/lib/field-issues";

// The tabs' refusal codes (domain/workers/*-schemas.ts, the §8 phone of an emergency contact) are in the
// one table of lib/field-messages.ts, with the generic ones: the browser's zod check and /v1's 422/409 then
// read the same. `fieldOf` renames a refused field to the form control it belongs under (an interview
// answer is refused as `answers.{index}.answer`).

type FieldOf = (field: string) => string;
const sameField: FieldOf = (field) => field;

/** The first refusal of each field, under the control it belongs to. */
function firstPerField(issues: readonly FieldIssue[], textOf: (issue: FieldIssue) => IssueText | undefined, fieldOf: FieldOf): IssueTexts {
  const texts: IssueTexts = {};
  for (const issue of issues) texts[fieldOf(issue.field)] ??= textOf(issue);
  return texts;
}

/** The refusals of the form's schema, checked in the browser or the action; `input` tells a missing field apart. */
export function tabIssueTextsFromZod(error: z.ZodError, input: Record<string, unknown>, fieldOf = sameField): IssueTexts {
  const generic = issueTextsFromZod(error, input);
  return firstPerField(zodFieldErrors(error), (issue) => generic[issue.field], fieldOf);
}

/** The refusals of a /v1 answer (422 fields, or the field a 409 names). */
export function tabIssueTextsFromApi(issues: readonly FieldIssue[], fieldOf = sameField): IssueTexts {
  return firstPerField(issues, issueText, fieldOf);
}

/** A tab form's check by the schema /v1 applies, as useTabForm takes it: the refused fields, {} when it may be sent. */
export function schemaCheck(schema: z.ZodType, inputFromForm: (formData: FormData) => Record<string, unknown>) {
  return (formData: FormData): IssueTexts => {
    const input = inputFromForm(formData);
    const parsed = schema.safeParse(input);
    return parsed.success ? {} : tabIssueTextsFromZod(parsed.error, input);
  };
}
