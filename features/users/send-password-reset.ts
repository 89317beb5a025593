import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { preparePasswordReset } from "../auth/password-reset";
import { canControlAccount } from "#domain/users/user-rights";
import { granterOf } from "./user-access";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { getUser } from "./get-user";

/** Sends a user a link to choose a new password; needs every space of the user to be the caller's. */
export async function sendPasswordReset(context: OperationContext, id: number): Promise<void> {
  const { db } = context;
  const user = await getUser(context, id);
  if (!canControlAccount(await granterOf(context), user)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  const reset = await preparePasswordReset(db, user, context.config.PUBLIC_APP_URL, context.now);
  await db.batch([
    reset.statement,
    activityLog(context, { title: "Password reset sent", type: "password_reset_request", schema: "users", subjectId: user.id }),
  ]);
  await context.bindings.JOBS.send(reset.job);
}
