import { hasPermission, permissionsBeyondGranter, type Permission } from "../../../../../domain/auth/permissions";

/**
 * Whether the signed-in administrator may change or delete this user: an owner may; anyone else only
 * users holding no right they lack themselves (/v1 answers 403 "User has no rights" otherwise).
 */
export function canManage(callerPermissions: readonly Permission[], target: { permissions: readonly Permission[] }): boolean {
  return hasPermission(callerPermissions, "app-admin") || permissionsBeyondGranter(callerPermissions, target.permissions).length === 0;
}
