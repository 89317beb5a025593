import type { Database } from "#db/client";
import { getUserDetail, type UserDetailRow } from "#db/users/get-user-details";
import { permissionsBeyondGranter, type Permission } from "#domain/auth/permissions";
import { AppError, SERVER_MESSAGES, type FieldError } from "#domain/errors/app-error";
import { isOwner, type SpaceHolder } from "#domain/users/space-reach";
import { ADMIN_FLAGS, adminFlagsOf, canControlAccount, type AdminFlag, type Granter } from "#domain/users/user-rights";

// What /v1 adds to the user rules of domain/users/user-rights.ts (which the user screens follow too):
// the caller's own administrator options read from the database, and the checks that refuse a write.

/** The caller's access with the administrator options of their own account (an owner holds them all). */
export async function granterOf(context: { db: Database; caller: SpaceHolder & { id: number } }): Promise<Granter> {
  const { caller } = context;
  const access = { permissions: caller.permissions, spaceIds: caller.spaceIds };
  if (isOwner(access)) return { ...access, adminFlags: ADMIN_FLAGS };
  const self = await getUserDetail(context.db, caller.id);
  return { ...access, adminFlags: self ? adminFlagsOf(self) : [] };
}

/**
 * The fields of an edit that take hold of the account (e-mail, API access) when they change: refused
 * with 403 and reason `other_spaces` unless the caller controls the account. The user form sends them
 * on every save, so a value left as it was is no change.
 */
export function assertCanChangeAccountKeys(
  granter: Granter,
  target: UserDetailRow,
  input: { email?: string | undefined; api_access?: boolean | undefined },
) {
  if (canControlAccount(granter, target)) return;
  const changed: string[] = [];
  if (input.email !== undefined && input.email.toLowerCase() !== target.email.toLowerCase()) changed.push("email");
  if (input.api_access !== undefined && input.api_access !== target.api_access) changed.push("api_access");
  if (changed.length > 0) {
    throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights, {
      fields: changed.map((field) => ({ field, reason: "other_spaces", message: field })),
    });
  }
}

/**
 * Spec §5: a user cannot grant permissions they do not hold nor give access to a space they lack; the
 * administrator options are rights too, given (or taken) only by someone holding them. `current` is
 * the user's options before the edit (none for a new user), since the form sends them on every save.
 */
export function assertCanGrant(
  granter: Granter,
  grant: {
    permissions: readonly Permission[];
    spaceIds: readonly number[];
    flags?: Partial<Record<AdminFlag, boolean>>;
    current?: Record<AdminFlag, boolean>;
  },
) {
  if (isOwner(granter)) return;
  const beyond = permissionsBeyondGranter(granter.permissions, grant.permissions);
  const foreignSpaces = grant.spaceIds.filter((spaceId) => !granter.spaceIds.includes(spaceId));
  const flags = ADMIN_FLAGS.filter((flag) => {
    const requested = grant.flags?.[flag];
    return requested !== undefined && requested !== (grant.current?.[flag] ?? false) && !granter.adminFlags.includes(flag);
  });
  const fields: FieldError[] = [
    ...beyond.map((permission) => ({ field: "permissions", reason: "not_held", message: permission })),
    ...foreignSpaces.map((spaceId) => ({ field: "space_ids", reason: "not_held", message: String(spaceId) })),
    ...flags.map((flag) => ({ field: flag, reason: "not_held", message: flag })),
  ];
  if (fields.length > 0) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights, { fields });
}

/**
 * The new complete set after an edit: an owner sets it whole; anyone else changes only the part
 * they control (their own permissions or spaces) and leaves the rest as it was.
 */
export function mergeControlled<T>(access: SpaceHolder, controlled: readonly T[], existing: readonly T[], requested: readonly T[]) {
  if (isOwner(access)) return [...new Set(requested)];
  const untouchable = existing.filter((value) => !controlled.includes(value));
  return [...new Set([...untouchable, ...requested])];
}
