import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { NotificationsHub } from "../../../functions/src/notifications/notifications-hub";
import { api, signedInUser } from "../factories";

describe("notifications Durable Object", () => {
  it("pushes a published message to every open WebSocket of the user", async () => {
    const stub = env.NOTIFICATIONS.get(env.NOTIFICATIONS.idFromName(`user:test-${crypto.randomUUID()}`));
    const upgrade = await stub.fetch("https://hub/connect", { headers: { Upgrade: "websocket" } });
    expect(upgrade.status).toBe(101);
    const socket = upgrade.webSocket!;
    socket.accept();
    const received = new Promise<string>((resolve) => socket.addEventListener("message", (event) => resolve(String(event.data))));

    const published = await stub.fetch("https://hub/publish", { method: "POST", body: '{"type":3}' });
    expect(await published.json()).toEqual({ delivered: 1 });
    expect(await received).toBe('{"type":3}');

    const open = await runInDurableObject(stub, (instance: NotificationsHub, state) => {
      expect(instance).toBeDefined();
      return state.getWebSockets().length;
    });
    expect(open).toBe(1);
    socket.close(1000, "done");
  });

  it("the live route refuses anonymous callers and plain HTTP requests", async () => {
    expect((await api("/v1/notifications/live", { headers: { Upgrade: "websocket" } })).status).toBe(401);
    const user = await signedInUser();
    const plain = await api("/v1/notifications/live", { token: user.token });
    expect(plain.status).toBe(400);
    const upgraded = await api("/v1/notifications/live", { token: user.token, headers: { Upgrade: "websocket" } });
    expect(upgraded.status).toBe(101);
    upgraded.webSocket?.accept();
    upgraded.webSocket?.close(1000, "done");
  });
});
