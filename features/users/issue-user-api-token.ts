import { runBatch } from "#db/client";
import { getUserDetail } from "#db/users/get-user-details";
import { hasPermission } from "#domain/auth/permissions";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { issueApiToken } from "../auth/api-token";
import { notFound } from "#domain/errors/app-error";
import { canSeeUser, maySeeApiToken } from "./user-access";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";

/**
 * Issues a new API token for a user with API access; the previous one stops working. A token is a
 * password: only an owner, or the user themself, may issue and see one (a space administrator: 403).
 */
export async function issueUserApiToken(context: OperationContext, id: number): Promise<string> {
  const { db, caller } = context;
  const self = id === caller.id;
  if (!self && !hasPermission(caller.permissions, "space-users")) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  const user = await getUserDetail(db, id);
  if (!user || (!self && !canSeeUser(caller, user))) throw notFound();
  if (!maySeeApiToken(caller, caller.id, user.id)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  if (!user.api_access) throw new AppError("conflict", "The user has no API access");
  const apiToken = await issueApiToken(db, user.id, context.now);
  await runBatch(db, [
    ...apiToken.statements,
    activityLog(context, { title: "API token issued", type: "api_token", schema: "users", subjectId: user.id }),
  ]);
  return apiToken.token;
}
