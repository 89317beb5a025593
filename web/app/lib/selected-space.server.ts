import { canUseSpace, isOwner } from "#domain/users/space-reach";
import { readCookie, SPACE_COOKIE } from "./cookies";
import type { Session } from "./session.server";

/**
 * The space chosen in this browser (`space_id` cookie), if the signed-in user may use it: a cookie
 * left by someone else on a shared computer, or a space since withdrawn, counts as no space.
 * Owners may use every space.
 */
export function selectedSpaceIdOf(request: Request, session: Session): number | null {
  const id = Number(readCookie(request.headers.get("Cookie"), SPACE_COOKIE));
  if (!Number.isInteger(id) || id <= 0) return null;
  // The rule /v1 applies to every query (domain/users/space-reach.ts).
  return canUseSpace({ permissions: session.permissions, spaceIds: session.space_ids }, id) ? id : null;
}

/**
 * The space a screen works in: the one chosen in this browser, else the only space of a user who has
 * exactly one (they have nothing to choose); null asks the user to choose. "All spaces" (id 0) is not
 * a space the cookie keeps, so it asks too.
 */
export function workingSpaceIdOf(request: Request, session: Session): number | null {
  const chosen = selectedSpaceIdOf(request, session);
  if (chosen !== null) return chosen;
  return session.space_ids.length === 1 && !isOwner(session) ? session.space_ids[0]! : null;
}
