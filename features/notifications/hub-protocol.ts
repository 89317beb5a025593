// What the notifications hub (functions/src/notifications/notifications-hub.ts, one Durable Object per
// user) and its callers agree on: its name, and which sockets a close asks for.

/** The Durable Object name of a user's hub. */
export function hubName(userId: number) {
  return `user:${userId}`;
}

/**
 * A hub's /close body: the sockets of one session, all but one session's, those opened with an API
 * token (its token was revoked or replaced), or all of them.
 */
export type CloseSocketsRequest =
  { session: string } | { exceptSession: string } | { via: "session" | "api_token" } | Record<string, never>;
