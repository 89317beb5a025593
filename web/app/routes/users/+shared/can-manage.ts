import { hasPermission, permissionsBeyondGranter, type Permission } from "#domain/auth/permissions";

/**
 * Whether the signed-in administrator may change or delete this user: an owner may; anyone else only
 * users holding no right they lack themselves (/v1 answers 403 "User has no rights" otherwise).
 */
export function canManage(callerPermissions: readonly Permission[], target: { permissions: readonly Permission[] }): boolean {
  return hasPermission(callerPermissions, "app-admin") || permissionsBeyondGranter(callerPermissions, target.permissions).length === 0;
}

/**
 * Whether they may also take hold of the account (e-mail, API access, reset link, deletion): only when
 * every space of the user is among theirs, as /v1 checks. `callerSpaces` are the spaces the screen
 * loaded for them (their own live spaces; an owner is not held by it).
 */
export function canControlAccount(
  callerPermissions: readonly Permission[],
  callerSpaces: readonly { id: number }[],
  target: { permissions: readonly Permission[]; space_ids: readonly number[] },
): boolean {
  if (hasPermission(callerPermissions, "app-admin")) return true;
  return canManage(callerPermissions, target) && target.space_ids.every((id) => callerSpaces.some((space) => space.id === id));
}

/** An API token is shown to an owner or to the user themself only, as /v1 answers it. */
export function maySeeApiToken(callerPermissions: readonly Permission[], callerId: number, targetId: number): boolean {
  return hasPermission(callerPermissions, "app-admin") || callerId === targetId;
}
