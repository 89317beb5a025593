import { hasPermission, type Permission } from "../auth/permissions";

// Which spaces a signed-in user works in (spec 000 §6): the rule /v1 applies to every query
// (features/access/) and the web applies to the space a screen works in (lib/selected-space.server.ts).

/** The caller as the space rules see them: their permissions and their (live) spaces. */
export interface SpaceHolder {
  permissions: readonly Permission[];
  spaceIds: readonly number[];
}

/** The owner (app-admin) works in every space. */
export function isOwner(holder: Pick<SpaceHolder, "permissions">): boolean {
  return hasPermission(holder.permissions, "app-admin");
}

/** Whether the caller works in this space: an owner in all of them, anyone else in their own. */
export function canUseSpace(holder: SpaceHolder, spaceId: number): boolean {
  return isOwner(holder) || holder.spaceIds.includes(spaceId);
}

/** The spaces whose rows the caller reaches: "all" for an owner, their own otherwise. */
export function reachableSpacesOf(holder: SpaceHolder): number[] | "all" {
  return isOwner(holder) ? "all" : [...holder.spaceIds];
}
