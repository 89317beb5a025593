import { permissionsBeyondGranter, type Permission } from "../auth/permissions";
import { isOwner, type SpaceHolder } from "./space-reach";

// Who may see, edit and take hold of a user account (spec 000 §5, §6): the rules /v1 applies
// (features/users/) and the user screens follow to offer only what /v1 lets through.

/** The user form's two administrator options (spec 000 §3 User): rights like the permissions. */
export const ADMIN_FLAGS = ["is_admin", "legacy_v1_admin"] as const;
export type AdminFlag = (typeof ADMIN_FLAGS)[number];

/** The caller as someone who hands out rights: their access and the administrator options they hold. */
export interface Granter extends SpaceHolder {
  adminFlags: readonly AdminFlag[];
}

/** The account a rule is about, as /v1 stores it and the user screens read it. */
export interface ManagedUser {
  permissions: readonly Permission[];
  space_ids: readonly number[];
  is_admin: boolean;
  legacy_v1_admin: boolean;
}

export function adminFlagsOf(user: Pick<ManagedUser, AdminFlag>): AdminFlag[] {
  return ADMIN_FLAGS.filter((flag) => user[flag]);
}

/**
 * Whether the caller may see a user: an owner sees everyone; a space administrator sees the users
 * of their own spaces only (spec 000 §6; a Lyon administrator never sees a Lille-only user).
 */
export function canSeeUser(access: SpaceHolder, target: Pick<ManagedUser, "space_ids">): boolean {
  return isOwner(access) || target.space_ids.some((spaceId) => access.spaceIds.includes(spaceId));
}

/**
 * Whether the caller may edit a user they can see: the name, and the permissions and spaces the caller
 * holds. Beyond the spec's rule on granting, nobody may touch an account holding a right they lack
 * (a permission or an administrator option): otherwise a space administrator could take it over.
 */
export function canManageUser(granter: Granter, target: ManagedUser): boolean {
  if (isOwner(granter)) return true;
  return (
    canSeeUser(granter, target) &&
    permissionsBeyondGranter(granter.permissions, target.permissions).length === 0 &&
    adminFlagsOf(target).every((flag) => granter.adminFlags.includes(flag))
  );
}

/** Whether every space of the user is one of the caller's (live) spaces; an owner holds them all. */
export function holdsEverySpaceOf(access: SpaceHolder, target: Pick<ManagedUser, "space_ids">): boolean {
  return isOwner(access) || target.space_ids.every((spaceId) => access.spaceIds.includes(spaceId));
}

/**
 * Whether the caller may take hold of the account itself: change its e-mail or API access, send it a
 * reset link, issue its token, delete it. Whoever holds those holds every space of the user, so a Lyon
 * administrator may edit a user of Lyon and Lille but never get the keys to Lille through them.
 */
export function canControlAccount(granter: Granter, target: ManagedUser): boolean {
  return canManageUser(granter, target) && holdsEverySpaceOf(granter, target);
}

/** An API token is a password: only an owner or the user themself ever sees one. */
export function maySeeApiToken(access: Pick<SpaceHolder, "permissions">, callerId: number, userId: number): boolean {
  return isOwner(access) || callerId === userId;
}
