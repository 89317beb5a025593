import type { Timesheet } from "#domain/timesheets/timesheet-schemas";
import type { OperationContext } from "../operation-context";
import { timesheetFileOr404 } from "./timesheet-scope";
import { toTimesheet } from "./timesheet-view";

/** GET /v1/timesheets/{id}: the days, the calendar of the week's part and the totals; 404 outside the caller's spaces. */
export async function getTimesheet(context: OperationContext, id: number): Promise<Timesheet> {
  return toTimesheet(await timesheetFileOr404(context, id));
}
