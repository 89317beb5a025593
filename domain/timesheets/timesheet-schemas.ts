import { z } from "zod";
import { ABSENCE_REASONS, TIMESHEET_STATUSES } from "../enums/timesheet";
import { isCalendarDate } from "../dates/calendar-date";
import { IdParamSchema } from "../validation/id-param";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema } from "../validation/row-id";
import { isIsoWeek } from "./iso-week";

// /v1/timesheets (decision 0051): the keys are a contract.

export const IsoWeekSchema = z
  .string()
  .regex(/^\d{4}-W\d{2}$/, { error: "week_format", abort: true })
  .refine(isIsoWeek, { error: "week_invalid" })
  .describe('An ISO week, "2026-W10" (Monday to Sunday).');

/** A Paris wall time of day, "08:00". */
const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "time_format" });

const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date_format", abort: true })
  .refine(isCalendarDate, { error: "date_invalid" });

const Euros = z.number().min(0).max(1000);

export const TimesheetDaySchema = z.strictObject({
  date: DaySchema,
  start: TimeOfDaySchema.nullable().default(null).describe("Paris time the work starts; null on a day without work"),
  end: TimeOfDaySchema.nullable()
    .default(null)
    .describe("Paris time the work ends; at or before start, it ends the next morning (a night shift)"),
  break_minutes: z.number().int().min(0).max(1440).default(0),
  absence: z
    .strictObject({ reason: z.enum(ABSENCE_REASONS), comment: z.string().trim().max(500).nullable().optional() })
    .nullable()
    .default(null),
  night_minutes: z.number().int().min(0).max(1440).default(0).describe("Minutes of the day's work between 21:00 and 06:00"),
  meal_allowance: Euros.default(0).describe("Meal allowance of the day, in euros"),
  transport_allowance: Euros.default(0).describe("Transport allowance of the day, in euros"),
});
export type TimesheetDayInput = z.infer<typeof TimesheetDaySchema>;

export const TimesheetDaysBodySchema = z.strictObject({
  days: z.array(TimesheetDaySchema).max(7).describe("Every day of the timesheet with hours or an absence; days left out are days off"),
});

export const ListTimesheetsQuerySchema = z.strictObject({
  space_id: RowIdQuerySchema.optional(),
  week: IsoWeekSchema.optional(),
  status: z.enum(TIMESHEET_STATUSES).optional(),
  order_id: RowIdQuerySchema.optional(),
  from: DaySchema.optional().describe("First day, YYYY-MM-DD: timesheets that start on or after it (as the export)"),
  to: DaySchema.optional().describe("Last day, YYYY-MM-DD: timesheets that end on or before it (as the export)"),
  ...pageQueryFields(50),
});
export type ListTimesheetsQuery = z.infer<typeof ListTimesheetsQuerySchema>;

export const TimesheetIdParamsSchema = z.object({ id: IdParamSchema });

export const TimesheetTotalsSchema = z.object({
  worked_minutes: z.number().int(),
  normal_minutes: z.number().int(),
  overtime_25_minutes: z.number().int().describe("The 36th to the 43rd hour of the week"),
  overtime_50_minutes: z.number().int().describe("From the 44th hour of the week"),
  night_minutes: z.number().int(),
  public_holiday_minutes: z.number().int(),
  may_day_minutes: z.number().int(),
  absence_days: z.number().int(),
  meal_allowance: z.number(),
  transport_allowance: z.number(),
});

const AnswerDaySchema = z.object({
  date: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  break_minutes: z.number().int(),
  absence: z.object({ reason: z.enum(ABSENCE_REASONS), comment: z.string().nullable().optional() }).nullable(),
  night_minutes: z.number().int(),
  meal_allowance: z.number(),
  transport_allowance: z.number(),
  public_holiday: z.boolean(),
});

export const TimesheetSummarySchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  week: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  order: z.object({ id: z.number().int(), number: z.number().int() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  worker: z.object({ id: z.number().int(), first_name: z.string().nullable(), last_name: z.string().nullable() }),
  totals: TimesheetTotalsSchema,
  updated_at: z.string(),
});
export type TimesheetSummary = z.infer<typeof TimesheetSummarySchema>;

export const TimesheetSchema = TimesheetSummarySchema.extend({
  days: z.array(AnswerDaySchema),
  /** Every day the timesheet spans, and whether the placement covers it (the editor's rows). */
  calendar: z.array(z.object({ date: z.string(), in_placement: z.boolean(), public_holiday: z.boolean() })),
  hourly_rate: z.number().nullable(),
  // The client's decision (decision 0052).
  submitted_at: z.string().nullable().describe("When it was last sent to the client for approval (ISO 8601)"),
  decided_at: z.string().nullable().describe("When the client approved or disputed it (ISO 8601)"),
  decided_by: z.string().nullable().describe("Who decided: the order's contact the link was sent to, as named then"),
  dispute_comment: z.string().nullable(),
  earlier_week_minutes: z
    .number()
    .int()
    .describe("Minutes worked in the same ISO week's earlier part (the month before): the totals' overtime counts from them"),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;

/** The longest span one export covers: a year of weeks. */
export const EXPORT_MAX_DAYS = 366;

export const TimesheetExportQuerySchema = z
  .strictObject({
    space_id: RowIdQuerySchema.optional(),
    from: DaySchema.describe("First day, YYYY-MM-DD: timesheets that start on or after it"),
    to: DaySchema.describe("Last day, YYYY-MM-DD: timesheets that end on or before it"),
    format: z.enum(["csv", "xlsx"]).default("csv"),
  })
  .superRefine((query, ctx) => {
    if (query.to < query.from) ctx.addIssue({ code: "custom", path: ["to"], message: "to_before_from" });
    else if ((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 >= EXPORT_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "range_too_long" });
    }
  });
export type TimesheetExportQuery = z.infer<typeof TimesheetExportQuerySchema>;
