import { DurableObject } from "cloudflare:workers";
import { findCallerWithAccess } from "#db/auth/find-caller-with-access";
import { createD1Database } from "#db/client";
import type { CloseSocketsRequest } from "#features/notifications/hub-protocol";
import type { FunctionsBindings } from "../env";

/** Set by the live route on the upgrade it passes on: the digest of the session that opened the socket. */
export const HUB_SESSION_HEADER = "X-Hub-Session";
/** And whether that secret is a browser session or an API token (`session` / `api_token`). */
export const HUB_VIA_HEADER = "X-Hub-Via";

/**
 * How often the hub checks the secret behind each open socket (decision 0043): a session past its end
 * or idle timeout, a token revoked or expired, a user deleted, stops receiving within this, whichever
 * way it ended. The ways that end a secret on purpose also close its sockets at once.
 */
export const LIVE_SECRET_CHECK_MS = 5 * 60 * 1000;

const VIA_TAG = "via:";

/** The close code sent to a socket whose session ended (sign-out, reset, deletion): do not reconnect. */
export const SIGNED_OUT_CLOSE_CODE = 4401;

/** Which of a user's sockets to close: those of one session, all but one session's, or all. */

/**
 * One hub per user: browsers hold a hibernating WebSocket here, with no polling and no cost while idle,
 * and receive each message posted to `/publish` the moment it is (features/notifications/
 * raise-notification.ts publishes each notification it writes). Each socket is tagged with the session that opened it, so ending a session closes
 * its sockets and no others.
 */
export class NotificationsHub extends DurableObject<FunctionsBindings> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const pair = new WebSocketPair();
      const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
      const session = request.headers.get(HUB_SESSION_HEADER);
      const via = request.headers.get(HUB_VIA_HEADER);
      this.ctx.acceptWebSocket(server, session ? [session, ...(via ? [`${VIA_TAG}${via}`] : [])] : []);
      if (session && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + LIVE_SECRET_CHECK_MS);
      return new Response(null, { status: 101, webSocket: client });
    }
    const { pathname } = new URL(request.url);
    if (request.method === "POST" && pathname === "/publish") {
      const message = await request.text();
      return Response.json({ delivered: this.broadcast(message) });
    }
    if (request.method === "POST" && pathname === "/close") {
      return Response.json({ closed: this.closeSockets((await request.json()) as CloseSocketsRequest) });
    }
    return new Response("Not found", { status: 404 });
  }

  /** Sends a message to every open socket; returns how many received it. */
  broadcast(message: string): number {
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
        delivered++;
      } catch {
        // A socket closing at this instant misses this message; it reconnects and refetches.
      }
    }
    return delivered;
  }

  /**
   * Re-checks the secret behind each open socket and closes those whose session or token no longer
   * opens anything; comes back while sockets remain.
   */
  override async alarm() {
    const sessions = new Set(
      this.ctx.getWebSockets().flatMap((socket) => this.ctx.getTags(socket).filter((tag) => !tag.startsWith(VIA_TAG))),
    );
    const db = createD1Database(this.env.DB);
    const now = new Date();
    for (const session of sessions) {
      if (!(await findCallerWithAccess(db, session, now))) this.closeSockets({ session });
    }
    if (this.ctx.getWebSockets().some((socket) => this.ctx.getTags(socket).length > 0)) {
      await this.ctx.storage.setAlarm(Date.now() + LIVE_SECRET_CHECK_MS);
    }
  }

  /** Closes the sockets of ended sessions: a signed-out browser must stop receiving notifications. */
  closeSockets(which: CloseSocketsRequest): number {
    const sockets =
      "session" in which
        ? this.ctx.getWebSockets(which.session)
        : "via" in which
          ? this.ctx.getWebSockets(`${VIA_TAG}${which.via}`)
          : this.ctx
              .getWebSockets()
              .filter((socket) => !("exceptSession" in which && this.ctx.getTags(socket).includes(which.exceptSession)));
    let closed = 0;
    for (const socket of sockets) {
      try {
        socket.close(SIGNED_OUT_CLOSE_CODE, "Signed out");
        closed++;
      } catch {
        // Already closing: nothing more to do.
      }
    }
    return closed;
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    if (message === "ping") socket.send("pong");
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string) {
    // 1005 and 1006 are reserved and may not be sent back: echoing them throws.
    if (code !== 1005 && code !== 1006) socket.close(code, reason);
  }
}
