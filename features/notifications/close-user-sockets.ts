import type { Bindings } from "../platform/bindings";
import { hubName, type CloseSocketsRequest } from "./hub-protocol";

/**
 * Closes a user's live-notification sockets once their session ended (sign-out, password reset or
 * change, deletion): a socket outlives the request that opened it, so revoking the session in the
 * database alone would leave it receiving notifications. Call it after the change has committed.
 * A hub that cannot be reached is logged, not fatal: the session is ended either way.
 */
export async function closeUserSockets(env: Pick<Bindings, "NOTIFICATIONS">, userId: number, which: CloseSocketsRequest = {}) {
  try {
    const hub = env.NOTIFICATIONS.get(env.NOTIFICATIONS.idFromName(hubName(userId)));
    await hub.fetch("https://hub/close", { method: "POST", body: JSON.stringify(which) });
  } catch (error) {
    console.error("could not close the notification sockets of user", userId, error);
  }
}
