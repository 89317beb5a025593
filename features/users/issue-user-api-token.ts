import { runBatch } from "#db/client";
import { getUserDetail } from "#db/users/get-user-details";
import { hasPermission } from "#domain/auth/permissions";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { issueApiToken } from "../auth/api-token";
import { notFound } from "#domain/errors/app-error";
import { canSeeUser, maySeeApiToken } from "#domain/users/user-rights";
import { activityLog } from "../activity-logs/activity-log";
import { closeUserSockets } from "../notifications/close-user-sockets";
import type { ApiTokenRequest } from "#domain/auth/auth-schemas";
import type { OperationContext } from "../operation-context";

/**
 * Issues a new API token for a user with API access; the previous one stops working, and the live
 * notification sockets it opened close at once (decision 0043). A token is a password: only an owner,
 * or the user themself, may issue and see one (a space administrator: 403). `mobile_app` makes it the
 * mobile app's: confidential documents do not exist for it (spec 000 §3, §6).
 */
export async function issueUserApiToken(
  context: OperationContext,
  id: number,
  request: ApiTokenRequest = {},
): Promise<{ api_token: string; mobile_app: boolean }> {
  const { db, caller } = context;
  const self = id === caller.id;
  if (!self && !hasPermission(caller.permissions, "space-users")) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  const user = await getUserDetail(db, id);
  if (!user || (!self && !canSeeUser(caller, user))) throw notFound();
  if (!maySeeApiToken(caller, caller.id, user.id)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  if (!user.api_access) throw new AppError("conflict", "The user has no API access");
  const mobileApp = request.mobile_app ?? false;
  const apiToken = await issueApiToken(db, user.id, context.now, { mobileApp });
  await runBatch(db, [
    ...apiToken.statements,
    activityLog(context, {
      title: "API token issued",
      type: "api_token",
      schema: "users",
      subjectId: user.id,
      changes: { mobile_app: mobileApp },
    }),
  ]);
  await closeUserSockets(context.bindings, user.id, { via: "api_token" });
  return { api_token: apiToken.token, mobile_app: mobileApp };
}
