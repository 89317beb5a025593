import type { OperationCaller } from "../operation-context";
import { isOwner } from "../users/user-access";

type SpaceHolder = Pick<OperationCaller, "permissions" | "spaceIds">;

/**
 * Whether the caller works in this space: an owner in all of them (spec 000 §6), anyone else in their
 * own. A member's spaces are the live ones only (db/users/list-user-access.ts), so a deleted space is
 * already out of them; an owner's reach of a deleted space is judged by `resolveSpaceId`.
 */
export function canUseSpace(caller: SpaceHolder, spaceId: number) {
  return isOwner(caller) || caller.spaceIds.includes(spaceId);
}

/** The spaces whose rows the caller reaches: "all" for an owner, their own otherwise. */
export function reachableSpacesOf(caller: SpaceHolder): number[] | "all" {
  return isOwner(caller) ? "all" : caller.spaceIds;
}
