import { revokeUserApiTokens } from "#db/auth/api-tokens";
import { closeUserSockets } from "../notifications/close-user-sockets";
import { writeGuard } from "#db/sql/write-guard";
import { getUserDetail, isEmailTaken, type UserDetailRow } from "#db/users/get-user-details";
import { isLastOwner } from "#db/users/owner-guard";
import { updateUserStatements, userStillEditable } from "#db/users/update-user";
import { PERMISSIONS } from "#domain/auth/permissions";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { UserUpdateInput } from "#domain/users/user-schemas";
import { issueApiToken } from "../auth/api-token";
import { keptVersion } from "#features/versions/row-version";
import { canManageUser, maySeeApiToken } from "#domain/users/user-rights";
import { assertCanChangeAccountKeys, assertCanGrant, granterOf, mergeControlled } from "./user-access";
import { diffFields } from "./user-detail";
import { emailTaken, lastOwner, settlingUserRace } from "./user-write-race";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { getUser } from "./get-user";
import { groupsInSpaces } from "./user-groups";

export interface UpdateUserInput {
  id: number;
  changes: UserUpdateInput;
  /** The versions If-Match names (decision 0013); undefined: the last writer wins. */
  expectedVersions: number[] | undefined;
}

/**
 * Edits a user (spec 000 §3 User, §5, §6): a space administrator changes only the permissions and
 * spaces they hold; the e-mail and API access only of an account whose every space is theirs; the last
 * owner is never demoted (409). A new API token is answered to an owner or the user themself only.
 */
export async function updateUser(context: OperationContext, input: UpdateUserInput): Promise<{ user: UserDetailRow; apiToken?: string }> {
  const { db, caller } = context;
  const { id, changes } = input;
  const user = await getUser(context, id);
  const granter = await granterOf(context);
  if (!canManageUser(granter, user)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  const version = keptVersion(input.expectedVersions, user.updated_at);
  assertCanGrant(granter, { permissions: changes.permissions ?? [], spaceIds: changes.space_ids ?? [], flags: changes, current: user });
  assertCanChangeAccountKeys(granter, user, changes);
  if (changes.email && (await isEmailTaken(db, changes.email, id))) throw emailTaken();

  const permissions = changes.permissions && mergeControlled(caller, PERMISSIONS, user.permissions, changes.permissions);
  const spaceIds = changes.space_ids && mergeControlled(caller, caller.spaceIds, user.space_ids, changes.space_ids);
  const demotesOwner = Boolean(permissions && !permissions.includes("app-admin") && user.permissions.includes("app-admin"));
  if (demotesOwner && (await isLastOwner(db, id))) throw lastOwner();
  const groupIds = changes.group_ids && (await groupsInSpaces(db, changes.group_ids, spaceIds ?? user.space_ids));
  const { permissions: _p, space_ids: _s, group_ids: _g, ...profile } = changes;
  const turnsApiOn = changes.api_access === true && !user.api_access;
  const apiToken = turnsApiOn && maySeeApiToken(caller, caller.id, id) ? await issueApiToken(db, id, context.now) : undefined;
  const after = {
    ...profile,
    ...(permissions && { permissions }),
    ...(spaceIds && { space_ids: spaceIds }),
    ...(groupIds && { group_ids: groupIds }),
  };
  // The guard re-checks inside the write what was read (decision 0013): the user is not deleted, has
  // the version If-Match named, and another owner remains when this edit demotes one, so two owners
  // demoting each other at once cannot leave none.
  await settlingUserRace(db, { id, version, demotesOwner }, [
    writeGuard(db, userStillEditable(db, { id, version, demotesOwner })),
    ...updateUserStatements(db, id, { profile, permissions, spaceIds, groupIds }, context.now),
    ...(apiToken?.statements ?? []),
    ...(changes.api_access === false ? [revokeUserApiTokens(db, id, context.now)] : []),
    activityLog(context, {
      title: "User updated",
      type: "update",
      schema: "users",
      subjectId: id,
      spaceId: (spaceIds ?? user.space_ids)[0] ?? null,
      changes: diffFields(user, after),
    }),
  ]);
  // A token revoked or replaced: the live sockets it opened stop receiving at once (decision 0043).
  if (apiToken || changes.api_access === false) await closeUserSockets(context.bindings, id, { via: "api_token" });
  const updated = (await getUserDetail(db, id))!;
  return apiToken ? { user: updated, apiToken: apiToken.token } : { user: updated };
}
