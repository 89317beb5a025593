import type { ParseKeys } from "i18next";
import type { z } from "zod";
import { SERVER_MESSAGES } from "../../../../../domain/errors/app-error";
import { zodFieldErrors } from "../../../../../domain/errors/zod-field-errors";
import { issueText, issueTextsFromZod, type FieldIssue, type IssueText, type IssueTexts } from "../../../lib/field-issues";

// The tabs' own refusal codes (domain/workers/*-schemas.ts, the §8 phone of an emergency contact) on
// top of the generic ones of lib/field-issues (required, too long, phone format, a name that is a number):
// the browser's zod check and /v1's 422/409 then read the same. `fieldOf` renames a refused field to the
// form control it belongs under (an interview answer is refused as `answers.{index}.answer`).

const KEY_BY_CODE: Record<string, ParseKeys> = {
  period_format: "workers.tabs.fieldErrors.periodFormat",
  period_out_of_range: "workers.tabs.fieldErrors.periodOutOfRange",
  period_end_before_start: "workers.tabs.fieldErrors.periodEndBeforeStart",
  follow_up_not_for_contract: "workers.tabs.fieldErrors.followUpNotForContract",
  unknown_question: "workers.tabs.fieldErrors.unknownQuestion",
  [SERVER_MESSAGES.emergencyContactPhoneUsed]: "errors.emergencyContactPhoneUsed",
};

type FieldOf = (field: string) => string;
const sameField: FieldOf = (field) => field;

/** The first refusal of each field, as in lib/field-issues; a tab code wins over the generic text. */
function firstPerField(issues: readonly FieldIssue[], generic: (issue: FieldIssue) => IssueText | undefined, fieldOf: FieldOf): IssueTexts {
  const texts: IssueTexts = {};
  for (const issue of issues) {
    const key = KEY_BY_CODE[issue.message];
    texts[fieldOf(issue.field)] ??= key ? { key } : generic(issue);
  }
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
