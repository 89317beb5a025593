import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { consume, postInbound, providerNumber, smsAgency } from "../sms-factories";

/** Opens the caller's live socket and collects what it receives. */
async function liveSocket(token: string) {
  const upgraded = await api("/v1/notifications/live", { token, headers: { Upgrade: "websocket" } });
  expect(upgraded.status).toBe(101);
  const socket = upgraded.webSocket!;
  const messages: string[] = [];
  let notify: (() => void) | undefined;
  socket.addEventListener("message", (event) => {
    messages.push(String(event.data));
    notify?.();
  });
  socket.accept();
  return {
    socket,
    messages,
    next: () => (messages.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (notify = resolve))),
  };
}

describe("live notifications", () => {
  it("an inbound SMS reaches a connected user of the worker's space over the WebSocket, not another space's", async () => {
    const lyon = await smsAgency();
    const lille = await smsAgency();
    const lyonSocket = await liveSocket(lyon.agent.token);
    const lilleSocket = await liveSocket(lille.agent.token);

    const { response, jobs } = await postInbound({
      messageId: crypto.randomUUID(),
      from: providerNumber(lyon.mobile),
      message: "J'arrive à 8h",
    });
    expect(response.status).toBe(200);
    // The queue consumer's own code, with the hubs of this Worker: what LIVE reaches over RPC.
    await consume(jobs[0]!);

    await lyonSocket.next();
    const pushed = JSON.parse(lyonSocket.messages[0]!) as { kind: string; notification: { type: number; message: string; read: boolean } };
    expect(pushed).toMatchObject({ kind: "notification", notification: { type: 4, message: "J'arrive à 8h", read: false } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lilleSocket.messages).toEqual([]);
    lyonSocket.socket.close(1000, "done");
    lilleSocket.socket.close(1000, "done");
  });

  it("the API Worker's RPC entrypoint pushes to the hubs it is given", async () => {
    const { LiveNotificationsEntrypoint } = await import("#functions/src/index");
    expect(typeof LiveNotificationsEntrypoint.prototype.publish).toBe("function");
  });
});
