import { getTimesheetFile } from "#db/timesheets/get-timesheet";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";

/** A timesheet of the caller's spaces with what its file shows, else 404 (never 403). */
export function timesheetFileOr404(context: Pick<OperationContext, "db" | "caller">, id: number) {
  return loadOr404(context.caller, () => getTimesheetFile(context.db, id));
}
