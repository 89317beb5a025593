import { z } from "zod";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";
import { IdParamSchema } from "../validation/id-param";
import { COMPETENCE_CHECK_CONTRACT_TYPES } from "../enums/company";
import { isCalendarDate } from "../dates/calendar-date";
import { FrenchPhoneSchema } from "../french/schemas";

// Competence checks: a call to a client about a qualification (spec 000 §3 Competence check; §5: company,
// qualification, contract type and a valid date are required; date from must be before date to).

export const LONG_TEXT_MAX = 5000;

/** YYYY-MM-DD, a day that exists. */
export const CalendarDateSchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date_format", abort: true })
  .refine(isCalendarDate, { error: "date_invalid" });

/**
 * The period a check covers may be a single day: "from before to" is read as "from not after to", as
 * the table's CHECK constraint has it.
 */
export function periodIssues(check: { date_from?: string | null; date_to?: string | null }) {
  if (check.date_from && check.date_to && check.date_from > check.date_to) {
    return [{ field: "date_to" as const, message: "date_to_before_date_from" }];
  }
  return [];
}

const CompetenceCheckFields = {
  /** The worker whose competence was discussed, when there is one (same space as the company). */
  worker_id: RowIdSchema.nullable().optional(),
  qualification: z.string().trim().min(2).max(255),
  contract_type: z.enum(COMPETENCE_CHECK_CONTRACT_TYPES),
  /** The date of the call. */
  called_on: CalendarDateSchema,
  date_from: CalendarDateSchema.nullable().optional(),
  date_to: CalendarDateSchema.nullable().optional(),
  company_phone: z.string().max(40).pipe(FrenchPhoneSchema).nullable().optional(),
  take_back: z.boolean().optional(),
  exchange: z.string().trim().max(LONG_TEXT_MAX).nullable().optional(),
  prospect: z.boolean().optional(),
  summary: z.string().trim().max(LONG_TEXT_MAX).nullable().optional(),
};

export const CompetenceCheckCreateSchema = z
  .strictObject({ company_id: RowIdSchema, ...CompetenceCheckFields })
  .superRefine((check, ctx) => {
    for (const issue of periodIssues(check)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  });
export type CompetenceCheckCreateInput = z.infer<typeof CompetenceCheckCreateSchema>;

/** Any subset except the company, which a check keeps; the period rule runs on the merged check. */
export const CompetenceCheckUpdateSchema = z.strictObject(CompetenceCheckFields).partial();
export type CompetenceCheckUpdateInput = z.infer<typeof CompetenceCheckUpdateSchema>;

export const CompetenceCheckIdParamsSchema = z.object({ id: IdParamSchema });

/** Checks of one company or one worker (both: that worker with that company), newest call first. */
export const ListCompetenceChecksQuerySchema = z.strictObject({
  company_id: RowIdQuerySchema.optional(),
  worker_id: RowIdQuerySchema.optional(),
  space_id: RowIdQuerySchema.optional(),
  ...pageQueryFields(),
});

export const CompetenceCheckSchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  worker_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  qualification: z.string(),
  contract_type: z.enum(COMPETENCE_CHECK_CONTRACT_TYPES),
  called_on: z.string(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  company_phone: z.string().nullable(),
  take_back: z.boolean(),
  exchange: z.string().nullable(),
  prospect: z.boolean(),
  summary: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompetenceCheck = z.infer<typeof CompetenceCheckSchema>;
