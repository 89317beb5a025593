import type { OperationContext } from "../operation-context";
import { readerOf } from "./list-notifications";
import { setNotificationsRead } from "#db/notifications/set-notifications-read";

/**
 * Marks notifications read or unread for the caller alone (decision 0021: read state is per user).
 * Answers the ids updated; one the caller cannot see is left out, as if it did not exist.
 */
export async function markNotificationsRead(
  context: Pick<OperationContext, "db" | "now" | "caller">,
  input: { changes: Map<number, boolean> },
): Promise<Map<number, boolean>> {
  const updated = await setNotificationsRead(context.db, readerOf(context), input.changes, context.now);
  return new Map(updated.map((id) => [id, input.changes.get(id)!]));
}
