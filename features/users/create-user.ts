import { getUserDetail, isEmailTaken, type UserDetailRow } from "#db/users/get-user-details";
import { findUserIdByEmail, insertUserStatements } from "#db/users/insert-user";
import { hashPassword } from "#domain/auth/password-hash";
import { generateToken } from "#domain/auth/tokens";
import { AppError } from "#domain/errors/app-error";
import type { UserCreateInput } from "#domain/users/user-schemas";
import { issueApiToken } from "../auth/api-token";
import { preparePasswordReset } from "../auth/password-reset";
import { isOwner } from "#domain/users/space-reach";
import { assertCanGrant, granterOf } from "./user-access";
import { emailTaken, settlingUserRace } from "./user-write-race";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { groupsInSpaces } from "./user-groups";

/**
 * Creates a user (spec 000 §3 User, §5): nobody grants a permission, a space or an administrator
 * option they do not hold (403). Without a password the user is e-mailed a link to choose one. An API
 * token is answered to an owner only, once; a space administrator's API user issues their own.
 */
export async function createUser(context: OperationContext, input: UserCreateInput): Promise<{ user: UserDetailRow; apiToken?: string }> {
  const { db, caller } = context;
  assertCanGrant(await granterOf(context), { permissions: input.permissions, spaceIds: input.space_ids, flags: input });
  if (!isOwner(caller) && input.space_ids.length === 0) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "space_ids", reason: "required", message: "A space is required" }],
    });
  }
  if (await isEmailTaken(db, input.email)) throw emailTaken();
  const groupIds = await groupsInSpaces(db, input.group_ids, input.space_ids);

  // Without a password the account gets an unguessable one and a link to choose their own. The
  // user, their token and their link are written in one batch: all of it or none.
  const passwordHash = await hashPassword(input.password ?? generateToken());
  const creation = insertUserStatements(db, { ...input, group_ids: groupIds, password_hash: passwordHash }, context.now);
  const apiToken = input.api_access && isOwner(caller) ? await issueApiToken(db, creation.newUserId, context.now) : undefined;
  const reset = input.password
    ? undefined
    : await preparePasswordReset(db, { id: creation.newUserId, ...input }, context.config.PUBLIC_APP_URL, context.now);
  await settlingUserRace(db, undefined, [
    ...creation.statements,
    ...(apiToken?.statements ?? []),
    ...(reset ? [reset.statement] : []),
    activityLog(context, {
      title: "User created",
      type: "create",
      schema: "users",
      subjectId: creation.newUserId,
      spaceId: input.space_ids[0] ?? null,
      changes: { ...input, password: undefined },
    }),
  ]);
  if (reset) await context.bindings.JOBS.send(reset.job);
  const userId = (await findUserIdByEmail(db, input.email))!;
  const user = (await getUserDetail(db, userId))!;
  return apiToken ? { user, apiToken: apiToken.token } : { user };
}
