import { findCallerByTokenHash } from "#db/auth/find-caller";
import { revokeSession } from "#db/auth/sessions";
import { sha256Hex } from "#domain/auth/tokens";
import { closeUserSockets } from "../notifications/close-user-sockets";
import { activityLog } from "../activity-logs/activity-log";
import type { PublicOperationContext } from "../operation-context";

/** Ends the session of this token, if it is still open; nothing to do otherwise (a stale tab). */
export async function signOut(context: PublicOperationContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const { db, now } = context;
  const tokenHash = await sha256Hex(token);
  const caller = await findCallerByTokenHash(db, tokenHash, now);
  if (!caller) return;
  await db.batch([
    revokeSession(db, tokenHash, now),
    activityLog(context, { title: "Sign-out", type: "logout", schema: "sessions", subjectId: caller.id, userId: caller.id }),
  ]);
  await closeUserSockets(context.bindings, caller.id, { session: tokenHash });
}
