import { revokeUserSessions } from "#db/auth/sessions";
import { closeUserSockets } from "../notifications/close-user-sockets";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";

/** Ends every session of the signed-in user, this one included, and closes their live sockets. */
export async function signOutEverywhere(context: OperationContext): Promise<void> {
  const { db, caller, now } = context;
  await db.batch([
    revokeUserSessions(db, caller.id, now),
    activityLog(context, { title: "Signed out everywhere", type: "logout_everywhere", schema: "sessions", subjectId: caller.id }),
  ]);
  await closeUserSockets(context.bindings, caller.id);
}
