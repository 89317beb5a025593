import { getTimesheetFile } from "#db/timesheets/get-timesheet";
import { reopenTimesheetStatement, timesheetStillIn } from "#db/timesheets/timesheet-approvals";
import { writeGuard } from "#db/sql/write-guard";
import { AppError } from "#domain/errors/app-error";
import { APPROVAL_MESSAGES } from "#domain/timesheets/timesheet-approval";
import type { Timesheet } from "#domain/timesheets/timesheet-schemas";
import { editWithRetry } from "#features/versions/row-version";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { timesheetFileOr404 } from "./timesheet-scope";
import { toTimesheet } from "./timesheet-view";

/**
 * POST /v1/timesheets/{id}/reopen {"reason"}: staff open an approved week again to correct it (decision
 * 0052). It goes back to be filled, its approval cleared from the row and kept in the activity log with
 * the reason; it is then sent to the client again. 409 when it is not approved.
 */
export async function reopenTimesheet(context: OperationContext, input: { id: number; reason: string }): Promise<Timesheet> {
  const { db, now } = context;
  await editWithRetry(async () => {
    const file = await timesheetFileOr404(context, input.id);
    if (file.status !== "approved") throw new AppError("conflict", APPROVAL_MESSAGES.notApproved);
    await db.batch([
      writeGuard(db, timesheetStillIn(file.id, ["approved"], file.updated_at)),
      reopenTimesheetStatement(db, file.id, now),
      activityLog(context, {
        title: "Timesheet reopened",
        type: "update",
        schema: "orders",
        subjectId: file.order_id,
        spaceId: file.space_id,
        description: `Timesheet ${file.id}, ${file.week} (${file.starts_on} to ${file.ends_on}): ${input.reason}`,
        changes: {
          timesheet_id: file.id,
          reason: input.reason,
          approval: { decided_at: file.decided_at?.toISOString() ?? null, decided_by: file.decided_by },
        },
      }),
    ]);
  });
  return toTimesheet((await getTimesheetFile(db, input.id))!);
}
