import { describe, expect, it } from "vitest";
import { api, createSpace, login, signedInUser } from "../factories";
import { readJson } from "../json";
import { addDays, parisToday } from "#domain/dates/paris-day";

type Log = { type: string; schema: string; user: { id: number } | null; route_path: string | null; changes: unknown; created_at: string };

describe("/v1/account", () => {
  it("changes the name, language and theme of the signed-in user only", async () => {
    const user = await signedInUser();
    const response = await api("/v1/account", {
      method: "PATCH",
      token: user.token,
      json: { first_name: "Inès", locale: "en", theme: "dark" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, first_name: "Inès", locale: "en", theme: "dark" });
  });

  it("changes the password only with the current one, then the new one signs in and other devices are out", async () => {
    const user = await signedInUser({ password: "old-secret" });
    const otherDevice = await login(user.email, "old-secret");
    const wrong = await api("/v1/account/password", {
      method: "POST",
      token: user.token,
      json: { current_password: "nope", new_password: "new-secret" },
    });
    expect(wrong.status).toBe(422);
    const short = await api("/v1/account/password", {
      method: "POST",
      token: user.token,
      json: { current_password: "old-secret", new_password: "12345" },
    });
    expect(short.status).toBe(422);
    const ok = await api("/v1/account/password", {
      method: "POST",
      token: user.token,
      json: { current_password: "old-secret", new_password: "new-secret" },
    });
    expect(ok.status).toBe(204);
    expect((await api("/v1/account", { token: user.token })).status).toBe(200);
    expect((await api("/v1/account", { token: otherDevice })).status).toBe(401);
    expect(await login(user.email, "new-secret")).toBeTruthy();
  });

  it("lists active sessions and signs out everywhere", async () => {
    const user = await signedInUser({ password: "many-devices" });
    const second = await login(user.email, "many-devices");
    const sessions = await readJson<{ id: string; current: boolean }[]>(await api("/v1/account/sessions", { token: user.token }));
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect((await api("/v1/account/sessions", { method: "DELETE", token: second })).status).toBe(204);
    expect((await api("/v1/account", { token: user.token })).status).toBe(401);
    expect((await api("/v1/account", { token: second })).status).toBe(401);
  });

  it("cannot revoke someone else's session", async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    const theirs = await readJson<{ id: string }[]>(await api("/v1/account/sessions", { token: other.token }));
    expect((await api(`/v1/account/sessions/${theirs[0]!.id}`, { method: "DELETE", token: me.token })).status).toBe(404);
    expect((await api("/v1/account", { token: other.token })).status).toBe(200);
  });
});

describe("/v1/activity-logs", () => {
  it("is for owners only", async () => {
    const admin = await signedInUser({ permissions: ["space-users"] });
    expect((await api("/v1/activity-logs", { token: admin.token })).status).toBe(403);
  });

  it("lists entries newest first, filtered by user, type and date, with what changed", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const space = await createSpace();
    await api(`/v1/spaces/${space.id}`, {
      method: "PATCH",
      token: owner.token,
      headers: { "X-Route-Path": "/admin/spaces/update/1" },
      json: { city: "Roubaix" },
    });
    await api(`/v1/spaces/${space.id}`, { method: "PATCH", token: owner.token, json: { city: "Tourcoing" } });
    // The filter's days are Paris days: between 23:00 and midnight UTC, Paris is already on the next one.
    const today = parisToday(new Date());
    const response = await api(`/v1/activity-logs?user_id=${owner.id}&type=update&from=${today}&to=${today}`, { token: owner.token });
    const logs = await readJson<Log[]>(response);
    expect(logs).toHaveLength(2);
    expect(logs[0]!.changes).toEqual({ city: { from: "Roubaix", to: "Tourcoing" } });
    expect(logs[1]!.route_path).toBe("/admin/spaces/update/1");
    expect(logs[0]!.user?.id).toBe(owner.id);
    const yesterday = addDays(today, -1);
    const none = await api(`/v1/activity-logs?user_id=${owner.id}&to=${yesterday}`, { token: owner.token });
    expect(await none.json()).toEqual([]);
  });
});
