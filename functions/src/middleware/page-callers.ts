import type { CallerAccess } from "#db/auth/find-caller-with-access";
import type { Caller } from "#db/auth/find-caller";
import { ExpiringMap } from "../lib/expiring-map";

// One authentication per page. A server-rendered page calls /v1 several times at once (the
// shell's /v1/users/me and the screen's own calls), each with the same session: the web Worker names
// the render in PAGE_RENDER_HEADER, and the calls of one render share the first one's authentication,
// in this isolate, for at most PAGE_CALLER_TTL_MS. That is the revocation delay: a session signed out
// or a user deleted meanwhile still opens the calls of a render begun before, for at most 10 s after
// its first call; a new render (and any call without the header) goes to the isolate's caller cache
// (caller-cache.ts, 5 s). A write through /v1 empties both. Failures are not kept, so a render never
// sees a refusal it would not get again.

export { PAGE_RENDER_HEADER } from "#domain/http/page-render";
export const PAGE_CALLER_TTL_MS = 10_000;
/** A render id is the web Worker's UUID; anything else is ignored (no sharing). */
const RENDER_ID = /^[A-Za-z0-9-]{8,64}$/;

type Found = { caller: Caller; access: CallerAccess } | undefined;
const renders = new ExpiringMap<NonNullable<Found>>(PAGE_CALLER_TTL_MS, 1_000);

/**
 * The caller of a render's call: the one an earlier call of the same render found, or
 * `authenticate()`'s answer, kept for the render's next calls when it found someone.
 *
 * Only a found caller is shared, never a lookup still under way: a Worker cannot await another
 * request's pending I/O (workerd cancels the waiting request as hung), so calls that arrive while the
 * first is still authenticating authenticate themselves. The web Worker sends a render's first call
 * alone for that reason (web/app/lib/api.server.ts).
 */
export async function callerOfRender(
  renderId: string | undefined,
  tokenHash: string,
  now: number,
  authenticate: () => Promise<Found>,
): Promise<Found> {
  if (!renderId || !RENDER_ID.test(renderId)) return authenticate();
  const key = `${renderId}:${tokenHash}`;
  const kept = renders.get(key, now);
  if (kept) return kept;
  const found = await authenticate();
  // A refusal is not shared: the next call asks again.
  if (found !== undefined) renders.set(key, found, now);
  return found;
}

/** Forgets every render's caller: after any write, as caller-cache.ts does. */
export function forgetRenders() {
  renders.clear();
}
