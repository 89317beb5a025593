import type { Database } from "#db/client";
import { getUserDetail, type UserDetailRow } from "#db/users/get-user-details";
import { hasPermission, permissionsBeyondGranter, type Permission } from "#domain/auth/permissions";
import { AppError, SERVER_MESSAGES, type FieldError } from "#domain/errors/app-error";

export interface Access {
  permissions: Permission[];
  spaceIds: number[];
}

/** The user form's two administrator options (spec 000 §3 User): rights like the permissions. */
export const ADMIN_FLAGS = ["is_admin", "legacy_v1_admin"] as const;
export type AdminFlag = (typeof ADMIN_FLAGS)[number];

/** The caller as someone who hands out rights: their access and the administrator options they hold. */
export interface Granter extends Access {
  adminFlags: readonly AdminFlag[];
}

export function isOwner(access: Access) {
  return hasPermission(access.permissions, "app-admin");
}

export function adminFlagsOf(user: { is_admin: boolean; legacy_v1_admin: boolean }): AdminFlag[] {
  return ADMIN_FLAGS.filter((flag) => user[flag]);
}

/** The caller's access with the administrator options of their own account (an owner holds them all). */
export async function granterOf(context: { db: Database; caller: Access & { id: number } }): Promise<Granter> {
  const { caller } = context;
  const access = { permissions: caller.permissions, spaceIds: caller.spaceIds };
  if (isOwner(access)) return { ...access, adminFlags: ADMIN_FLAGS };
  const self = await getUserDetail(context.db, caller.id);
  return { ...access, adminFlags: self ? adminFlagsOf(self) : [] };
}

/**
 * Whether the caller may see a user: an owner sees everyone; a space administrator sees the users
 * of their own spaces only (spec 000 §6; a Lyon administrator never sees a Lille-only user).
 */
export function canSeeUser(access: Access, target: UserDetailRow) {
  return isOwner(access) || target.space_ids.some((spaceId) => access.spaceIds.includes(spaceId));
}

/**
 * Whether the caller may edit a user they can see: the name, and the permissions and spaces the caller
 * holds. Beyond the spec's rule on granting, nobody may touch an account holding a right they lack
 * (a permission or an administrator option): otherwise a space administrator could take it over.
 */
export function canManageUser(granter: Granter, target: UserDetailRow) {
  if (isOwner(granter)) return true;
  return (
    canSeeUser(granter, target) &&
    permissionsBeyondGranter(granter.permissions, target.permissions).length === 0 &&
    adminFlagsOf(target).every((flag) => granter.adminFlags.includes(flag))
  );
}

/** Whether every space of the user is one of the caller's (live) spaces; an owner holds them all. */
export function holdsEverySpaceOf(access: Access, target: UserDetailRow) {
  return isOwner(access) || target.space_ids.every((spaceId) => access.spaceIds.includes(spaceId));
}

/**
 * Whether the caller may take hold of the account itself: change its e-mail or API access, send it a
 * reset link, issue its token, delete it. Whoever holds those holds every space of the user, so a Lyon
 * administrator may edit a user of Lyon and Lille but never get the keys to Lille through them.
 */
export function canControlAccount(granter: Granter, target: UserDetailRow) {
  return canManageUser(granter, target) && holdsEverySpaceOf(granter, target);
}

/** An API token is a password: only an owner or the user themself ever sees one. */
export function maySeeApiToken(access: Access, callerId: number, userId: number) {
  return isOwner(access) || callerId === userId;
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
export function mergeControlled<T>(access: Access, controlled: readonly T[], existing: readonly T[], requested: readonly T[]) {
  if (isOwner(access)) return [...new Set(requested)];
  const untouchable = existing.filter((value) => !controlled.includes(value));
  return [...new Set([...untouchable, ...requested])];
}
