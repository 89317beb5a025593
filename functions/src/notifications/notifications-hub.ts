import { DurableObject } from "cloudflare:workers";

/**
 * One hub per user: browsers hold a hibernating WebSocket here and receive each notification the
 * moment it is published, with no polling and no cost while idle.
 */
export class NotificationsHub extends DurableObject {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const pair = new WebSocketPair();
      const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
      this.ctx.acceptWebSocket(server);
      return new Response(null, { status: 101, webSocket: client });
    }
    if (request.method === "POST" && new URL(request.url).pathname === "/publish") {
      const message = await request.text();
      return Response.json({ delivered: this.broadcast(message) });
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

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    if (message === "ping") socket.send("pong");
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string) {
    // 1005 and 1006 are reserved and may not be sent back: echoing them throws.
    if (code !== 1005 && code !== 1006) socket.close(code, reason);
  }
}
