import { z } from "zod";
import { isCalendarDate } from "../dates/calendar-date";
import { WORKER_REGISTRATION_ROUTES } from "../enums/worker";
import { IdParamSchema } from "../validation/id-param";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";
import { EXPORT_FORMATS, EXPORT_STATUSES } from "./export-enums";

// /v1/statistics and /v1/statistics/exports (spec 000 §1, §2; their names are a contract). A period is
// two Paris days, both included: what an agency calls "January" is 1 to 31 January on its own clocks.

/** The longest period a figure or an export covers: a year and a day (a leap year's 366 days). */
export const STATISTICS_MAX_DAYS = 366;

const DaySchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date_format")
  .refine(isCalendarDate, "date_invalid")
  .refine((day) => day >= "2000-01-01" && day <= "2099-12-31", "date_out_of_range");

/** Days between two YYYY-MM-DD days, both included. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function checkPeriod(period: { from: string; to: string }, context: z.RefinementCtx) {
  if (period.to < period.from) context.addIssue({ code: "custom", path: ["to"], message: "date_before_from" });
  else if (daysInPeriod(period.from, period.to) > STATISTICS_MAX_DAYS) {
    context.addIssue({ code: "custom", path: ["to"], message: "period_too_long" });
  }
}

export const StatisticsQuerySchema = z
  .strictObject({
    /** One space's figures; without it, every space's together. */
    space_id: RowIdQuerySchema.optional(),
    from: DaySchema,
    to: DaySchema,
  })
  .superRefine(checkPeriod);
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;

const count = z.number().int().nonnegative();

/** One day of the daily series (a Paris day). */
export const StatisticsDaySchema = z.object({
  day: z.string(),
  workers_registered: count,
  orders_created: count,
  places_filled: count,
  sms_sent: count,
  sms_replies: count,
  dpae_submitted: count,
});
export type StatisticsDay = z.infer<typeof StatisticsDaySchema>;

export const StatisticsSchema = z.object({
  space_id: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  time_zone: z.literal("Europe/Paris"),
  workers: z.object({
    /** Workers who came in the period, whichever way. */
    registered: count,
    by_route: z.object(
      Object.fromEntries(WORKER_REGISTRATION_ROUTES.map((route) => [route, count])) as Record<
        (typeof WORKER_REGISTRATION_ROUTES)[number],
        typeof count
      >,
    ),
  }),
  orders: z.object({
    /** Orders taken in the period. */
    created: count,
    /** Their places (quantities). */
    places_asked: count,
    /** Their places held today by an accepted worker. */
    places_filled: count,
    /** places_filled / places_asked, 0 to 1; null without a place asked. */
    fill_rate: z.number().min(0).max(1).nullable(),
    /** Median time from an order being taken to one of its places being accepted, in hours; null without a place filled. */
    median_time_to_fill_hours: z.number().nonnegative().nullable(),
  }),
  sms: z.object({ sent: count, replies: count }),
  dpae: z.object({
    /** Declarations deposited with URSSAF in the period. */
    submitted: count,
    /** Declarations that ended in the period, accepted (conformity certificate) or in error. */
    accepted: count,
    errors: count,
  }),
  daily: z.array(StatisticsDaySchema),
});
export type Statistics = z.infer<typeof StatisticsSchema>;

export const ExportCreateSchema = z
  .strictObject({
    space_id: RowIdSchema.optional(),
    from: DaySchema,
    to: DaySchema,
    format: z.enum(EXPORT_FORMATS),
  })
  .superRefine(checkPeriod);
export type ExportCreateInput = z.infer<typeof ExportCreateSchema>;

export const StatisticsExportSchema = z.object({
  id: z.number().int(),
  space_id: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** The file's size in bytes once ready. */
  size_bytes: z.number().int().nullable(),
  /** Detail rows in the file once ready. */
  row_count: z.number().int().nullable(),
  /** Who asked: an owner, or the monthly schedule. */
  requested_by: z.enum(["user", "schedule"]),
  created_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
});
export type StatisticsExport = z.infer<typeof StatisticsExportSchema>;

export const ListExportsQuerySchema = z.strictObject({
  /** The newest first; at most 100. */
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ExportIdParamsSchema = z.object({ id: IdParamSchema });
