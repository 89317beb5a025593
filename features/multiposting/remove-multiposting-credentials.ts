import { deleteMultipostingCredentialsStatement } from "#db/job-offers/multiposting-credentials";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { maySetCredentials, requireSpaceOfCaller } from "./multiposting-settings";

/**
 * DELETE /v1/spaces/{id}/multiposting: the agency leaves Talentplug, or its account changes hands. The
 * same people who set them may remove them; published offers stay where they are until unpublished.
 */
export async function removeMultipostingCredentials(context: OperationContext, spaceId: number) {
  if (!maySetCredentials(context.caller)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  await requireSpaceOfCaller(context, spaceId);
  await context.db.batch([
    deleteMultipostingCredentialsStatement(context.db, spaceId),
    activityLog(context, {
      title: "Multiposting credentials removed",
      type: "delete",
      schema: "multiposting_credentials",
      subjectId: spaceId,
      spaceId,
    }),
  ]);
}
