import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { NotificationsHub } from "#functions/src/notifications/notifications-hub";
import { api, login, signedInUser } from "../factories";
import { openLiveSocket, settle } from "../live-sockets";

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

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("ending a session closes its notification sockets (decision 0011)", () => {
  it("sign-out closes the sockets of that session only", async () => {
    const user = await signedInUser({ password: "two-devices" });
    const otherDevice = await login(user.email, "two-devices");
    const mine = await openLiveSocket(user.token);
    const theirs = await openLiveSocket(otherDevice);
    expect((await api("/v1/auth/logout", { method: "POST", token: user.token })).status).toBe(204);
    expect(await mine.closed).toBe(4401);
    await settle();
    expect(theirs.isOpen()).toBe(true);
    theirs.socket.close(1000, "done");
  });

  it("signing one device out from the account screen closes that device's sockets", async () => {
    const user = await signedInUser({ password: "two-devices" });
    const otherDevice = await login(user.email, "two-devices");
    const theirs = await openLiveSocket(otherDevice);
    const response = await api(`/v1/account/sessions/${await sha256Hex(otherDevice)}`, { method: "DELETE", token: user.token });
    expect(response.status).toBe(204);
    expect(await theirs.closed).toBe(4401);
  });

  it("a password reset closes every socket of the user", async () => {
    const user = await signedInUser({ password: "before-reset" });
    const sockets = [await openLiveSocket(user.token), await openLiveSocket(user.token)];
    const token = "reset-" + crypto.randomUUID() + crypto.randomUUID();
    await env.DB.prepare("INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .bind(await sha256Hex(token), user.id, Date.now(), Date.now() + 60_000)
      .run();
    expect((await api("/v1/auth/reset-password", { method: "POST", json: { token, password: "after-reset" } })).status).toBe(204);
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([4401, 4401]);
  });

  it("a password change closes the other devices' sockets and keeps this one's", async () => {
    const user = await signedInUser({ password: "old-secret" });
    const otherDevice = await login(user.email, "old-secret");
    const mine = await openLiveSocket(user.token);
    const theirs = await openLiveSocket(otherDevice);
    const changed = await api("/v1/account/password", {
      method: "POST",
      token: user.token,
      json: { current_password: "old-secret", new_password: "new-secret" },
    });
    expect(changed.status).toBe(204);
    expect(await theirs.closed).toBe(4401);
    await settle();
    expect(mine.isOpen()).toBe(true);
    mine.socket.close(1000, "done");
  });

  it("deleting a user closes their sockets", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const user = await signedInUser();
    const theirs = await openLiveSocket(user.token);
    expect((await api(`/v1/users/${user.id}`, { method: "DELETE", token: owner.token })).status).toBe(204);
    expect(await theirs.closed).toBe(4401);
  });
});
