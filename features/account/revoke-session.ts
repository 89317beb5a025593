import { revokeOwnSession } from "#db/auth/list-user-sessions";
import { notFound } from "#domain/errors/app-error";
import { closeUserSockets } from "../notifications/close-user-sockets";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";

/** Signs one of the user's own devices out: 404 unless the session is theirs and still open. */
export async function revokeSession(context: OperationContext, sessionId: string): Promise<void> {
  const { db, caller, now } = context;
  const [revoked] = await db.batch([
    revokeOwnSession(db, caller.id, sessionId, now),
    activityLog(context, { title: "Session revoked", type: "logout", schema: "sessions", subjectId: caller.id }),
  ]);
  if (revoked.length === 0) throw notFound();
  await closeUserSockets(context.bindings, caller.id, { session: sessionId });
}
