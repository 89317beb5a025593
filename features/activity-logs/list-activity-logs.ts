import type { z } from "zod";
import { findSubjectNames } from "#db/activity-logs/find-subject-names";
import { listActivityLogs as listActivityLogRows } from "#db/activity-logs/list-activity-logs";
import type { ActivityLogSchema, ListActivityLogsQuerySchema } from "#domain/activity-logs/activity-log-schemas";
import { parisDayEnd, parisDayStart } from "#domain/dates/paris-day";
import type { OperationContext } from "../operation-context";

/** A date alone means the whole day as the agency lives it (Paris): `from` at its start, `to` to its end. */
function boundary(value: string | undefined, end: boolean) {
  if (!value) return undefined;
  if (value.length !== 10) return new Date(value);
  return end ? parisDayEnd(value) : parisDayStart(value);
}

/**
 * A page of the activity log (owners: the route requires app-admin), newest first, filtered by user,
 * space, type, subject schema and date range; each entry with its author and its subject's name.
 */
export async function listActivityLogs(
  context: Pick<OperationContext, "db">,
  query: z.infer<typeof ListActivityLogsQuerySchema>,
): Promise<{ entries: z.infer<typeof ActivityLogSchema>[]; total: number }> {
  const { rows, total } = await listActivityLogRows(context.db, {
    userId: query.user_id,
    spaceId: query.space_id,
    type: query.type,
    schema: query.schema,
    from: boundary(query.from, false),
    to: boundary(query.to, true),
    page: query.page,
    perPage: query.per_page,
  });
  const subjectNames = await findSubjectNames(context.db, rows);
  const entries = rows.map(({ user_email, user_first_name, user_last_name, ...log }) => ({
    ...log,
    subject_name: subjectNames.get(`${log.schema}:${log.subject_id}`) ?? null,
    created_at: log.created_at.toISOString(),
    user:
      log.user_id !== null && user_email !== null
        ? { id: log.user_id, email: user_email, first_name: user_first_name ?? "", last_name: user_last_name ?? "" }
        : null,
    changes: log.changes ? (JSON.parse(log.changes) as unknown) : null,
  }));
  return { entries, total };
}
