import { listUserSessions } from "#db/auth/list-user-sessions";
import type { z } from "zod";
import type { SessionSchema } from "#domain/account/account-schemas";
import type { AccountContext } from "../auth/auth-context";

/** The signed-in user's active sessions, newest first; the one of this call is marked current. */
export async function listSessions(context: AccountContext): Promise<z.infer<typeof SessionSchema>[]> {
  const rows = await listUserSessions(context.db, context.caller.id, context.now);
  return rows.map((row) => ({
    id: row.token_hash,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    last_seen_at: (row.last_seen_at ?? row.created_at).toISOString(),
    user_agent: row.user_agent,
    current: row.token_hash === context.session.tokenHash,
  }));
}
