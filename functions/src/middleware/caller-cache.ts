import type { CallerAccess } from "#db/auth/find-caller-with-access";
import type { Caller } from "#db/auth/find-caller";
import { ExpiringMap } from "../lib/expiring-map";

// The caller behind a secret, kept in this isolate for CALLER_TTL_MS (a short
// per-isolate cache whose revocation delay is stated and tested, decision 0038). A burst of calls with one session or
// token (a page and the calls it makes, an API client paging through a list) reads the session and
// access once, not on every call: one D1 round trip less on each call but the first, and on real D1
// each one crosses the network.
//
// The revocation delay. In the isolate that makes a change, it holds at once, whatever the change: every
// write request that reaches /v1 (a sign-out, a password, a user's rights or spaces, a space closed)
// empties this cache when it ends (app.ts), so no write path has to remember to. Other isolates keep
// what they read for at most CALLER_TTL_MS: there, a signed-out session, a deleted or demoted user is
// refused within 5 seconds. Refusals are never kept: a refused secret is looked up again on its next call.

export const CALLER_TTL_MS = 5_000;

type Found = { caller: Caller; access: CallerAccess };
const callers = new ExpiringMap<Found>(CALLER_TTL_MS, 1_000);

/** The caller behind `tokenHash`: as read within the last CALLER_TTL_MS in this isolate, or `lookUp()`'s answer. */
export async function cachedCaller(tokenHash: string, now: number, lookUp: () => Promise<Found | undefined>): Promise<Found | undefined> {
  const kept = callers.get(tokenHash, now);
  if (kept) return kept;
  const found = await lookUp();
  if (found === undefined) return undefined;
  // Shared by the requests that follow: frozen, so that none can change what another one sees.
  Object.freeze(found.caller);
  Object.freeze(found.access.permissions);
  Object.freeze(found.access.spaceIds);
  callers.set(tokenHash, Object.freeze({ caller: found.caller, access: Object.freeze(found.access) }), now);
  return found;
}

/** Forgets every caller read so far: after any write (a sign-out, a user or a space changed…). */
export function forgetCallers() {
  callers.clear();
}
