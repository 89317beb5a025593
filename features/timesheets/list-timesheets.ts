import { listTimesheets as selectTimesheets } from "#db/timesheets/list-timesheets";
import type { ListTimesheetsQuery } from "#domain/timesheets/timesheet-schemas";
import { resolveSpaceId } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";
import { toTimesheetSummary } from "./timesheet-view";

/** GET /v1/timesheets: one space's timesheets by week, status and order, with their totals. */
export async function listTimesheets(context: OperationContext, query: ListTimesheetsQuery) {
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  const { rows, total } = await selectTimesheets(context.db, {
    spaceId,
    week: query.week,
    status: query.status,
    orderId: query.order_id,
    from: query.from,
    to: query.to,
    page: query.page,
    perPage: query.per_page,
  });
  return { items: rows.map(toTimesheetSummary), total };
}
