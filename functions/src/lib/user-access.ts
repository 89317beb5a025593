import type { UserDetailRow } from "../../../db/users/get-user-details";
import { hasPermission, permissionsBeyondGranter, type Permission } from "../../../domain/auth/permissions";
import { AppError, SERVER_MESSAGES } from "../../../domain/errors/app-error";

export interface Access {
  permissions: Permission[];
  spaceIds: number[];
}

export function isOwner(access: Access) {
  return hasPermission(access.permissions, "app-admin");
}

/** Spaces whose users the caller may list: all for an owner, their own for a space administrator. */
export function visibleUserSpaces(access: Access): number[] | "all" {
  return isOwner(access) ? "all" : access.spaceIds;
}

/**
 * Whether the caller may see a user: an owner sees everyone; a space administrator sees the users
 * of their own spaces only (spec 000 §6; a Lyon administrator never sees a Lille-only user).
 */
export function canSeeUser(access: Access, target: UserDetailRow) {
  return isOwner(access) || target.space_ids.some((spaceId) => access.spaceIds.includes(spaceId));
}

/**
 * Whether the caller may change or delete a user they can see. Beyond the spec's rule on granting,
 * nobody may touch an account holding a right they lack: otherwise a space administrator could
 * change an owner's e-mail and take the account over with a reset link.
 */
export function canManageUser(access: Access, target: UserDetailRow) {
  if (isOwner(access)) return true;
  return canSeeUser(access, target) && permissionsBeyondGranter(access.permissions, target.permissions).length === 0;
}

/** Spec §5: a user cannot grant permissions they do not hold nor give access to a space they lack. */
export function assertCanGrant(access: Access, permissions: readonly Permission[], spaceIds: readonly number[]) {
  if (isOwner(access)) return;
  const beyond = permissionsBeyondGranter(access.permissions, permissions);
  const foreignSpaces = spaceIds.filter((spaceId) => !access.spaceIds.includes(spaceId));
  if (beyond.length > 0 || foreignSpaces.length > 0) {
    throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights, {
      fields: [
        ...beyond.map((permission) => ({ field: "permissions", reason: "not_held", message: permission })),
        ...foreignSpaces.map((spaceId) => ({ field: "space_ids", reason: "not_held", message: String(spaceId) })),
      ],
    });
  }
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
