import { createWeekTimesheets as insertWeekTimesheets } from "#db/timesheets/create-week-timesheets";
import type { Database } from "#db/client";
import { addDays, parisDayStart, parisToday } from "#domain/dates/paris-day";
import { isoWeekOf, weekParts } from "#domain/timesheets/iso-week";

/**
 * The weekly creation (decision 0051): every accepted place whose periods meet this week gets its
 * timesheet for each of the week's parts (two when a month ends inside it). The nightly cron runs it,
 * so a week's timesheets exist from its Monday night and a place accepted mid-week gets its own the
 * next night; it runs again harmlessly, the unique index keeping one per place and part.
 */
export async function createWeekTimesheets(context: { db: Database; now: Date }): Promise<number> {
  const week = isoWeekOf(parisToday(context.now));
  let created = 0;
  for (const part of weekParts(week)) {
    created += await insertWeekTimesheets(
      context.db,
      { ...part, from: parisDayStart(part.starts_on), to: parisDayStart(addDays(part.ends_on, 1)) },
      context.now,
    );
  }
  return created;
}
