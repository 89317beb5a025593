import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, createUser, signedInUser } from "../factories";
import { readJson } from "../json";

type UserAnswer = { user: { id: number; permissions: string[]; space_ids: number[] }; api_token?: string };
type ErrorAnswer = { error: { message: string; fields?: { field: string; reason: string }[] } };

async function twoAgencies() {
  const lyon = await createSpace({ name: "Lyon test" });
  const lille = await createSpace({ name: "Lille test" });
  const lyonAdmin = await signedInUser({ permissions: ["space-users", "orders"], spaceIds: [lyon.id] });
  const lilleUser = await createUser({ spaceIds: [lille.id] });
  const lyonUser = await createUser({ spaceIds: [lyon.id], permissions: ["orders"] });
  return { lyon, lille, lyonAdmin, lilleUser, lyonUser };
}

function newUser(spaceIds: number[], extra: Record<string, unknown> = {}) {
  return {
    email: `new-${crypto.randomUUID()}@test.interim`,
    first_name: "Nadia",
    last_name: "Martin",
    password: "secret123",
    space_ids: spaceIds,
    ...extra,
  };
}

describe("the walls between spaces and permissions", () => {
  it("a Lyon space administrator gets 404 for a Lille user, whatever the verb", async () => {
    const { lyonAdmin, lilleUser } = await twoAgencies();
    const token = lyonAdmin.token;
    expect((await api(`/v1/users/${lilleUser.id}`, { token })).status).toBe(404);
    expect((await api(`/v1/users/${lilleUser.id}`, { method: "PATCH", token, json: { first_name: "X" } })).status).toBe(404);
    expect((await api(`/v1/users/${lilleUser.id}`, { method: "DELETE", token })).status).toBe(404);
    expect((await api(`/v1/users/${lilleUser.id}/reset-password`, { method: "POST", token })).status).toBe(404);
    const list = await readJson<{ id: number }[]>(await api("/v1/users?per_page=100", { token }));
    expect(list.map((user) => user.id)).not.toContain(lilleUser.id);
  });

  it("an agent without space-users gets 403", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ permissions: ["orders"], spaceIds: [space.id] });
    expect((await api("/v1/users", { token: agent.token })).status).toBe(403);
    const create = await api("/v1/users", { method: "POST", token: agent.token, json: newUser([space.id]) });
    expect(create.status).toBe(403);
    expect((await readJson<ErrorAnswer>(create)).error.message).toBe("User has no rights");
  });

  it("granting app-admin (or any permission, or a space) one does not hold is refused with the spec's message", async () => {
    const { lyon, lille, lyonAdmin, lyonUser } = await twoAgencies();
    for (const body of [
      newUser([lyon.id], { permissions: ["app-admin"] }),
      newUser([lyon.id], { permissions: ["multiposting"] }),
      newUser([lille.id]),
    ]) {
      const response = await api("/v1/users", { method: "POST", token: lyonAdmin.token, json: body });
      expect(response.status).toBe(403);
      expect((await readJson<ErrorAnswer>(response)).error.message).toBe("User has no rights");
    }
    const promote = await api(`/v1/users/${lyonUser.id}`, {
      method: "PATCH",
      token: lyonAdmin.token,
      json: { permissions: ["orders", "app-admin"] },
    });
    expect(promote.status).toBe(403);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email LIKE 'new-%' AND first_name = 'Nadia'").first<{
      n: number;
    }>();
    expect(count?.n).toBe(0);
  });

  it("a space administrator cannot touch an account with more rights than theirs (an owner)", async () => {
    const { lyon, lyonAdmin } = await twoAgencies();
    const owner = await createUser({ permissions: ["app-admin"], spaceIds: [lyon.id] });
    const patch = await api(`/v1/users/${owner.id}`, { method: "PATCH", token: lyonAdmin.token, json: { email: "mine@test.interim" } });
    expect(patch.status).toBe(403);
    expect((await api(`/v1/users/${owner.id}`, { method: "DELETE", token: lyonAdmin.token })).status).toBe(403);
  });
});

describe("managing users", () => {
  it("a space administrator creates a user in their space, sees them, and the activity log records it", async () => {
    const { lyon, lyonAdmin } = await twoAgencies();
    const body = newUser([lyon.id], { permissions: ["orders"] });
    const response = await api("/v1/users", {
      method: "POST",
      token: lyonAdmin.token,
      json: body,
      headers: { "X-Route-Path": "/space/users/create" },
    });
    expect(response.status).toBe(201);
    const { user } = await readJson<UserAnswer>(response);
    expect(user).toMatchObject({ permissions: ["orders"], space_ids: [lyon.id] });
    expect(user).not.toHaveProperty("password_hash");
    // The entry names the new account by its id, which stays true when the e-mail changes.
    const log = await env.DB.prepare("SELECT type, schema, route_path FROM activity_logs WHERE schema = 'users' AND subject_id = ?")
      .bind(String(user.id))
      .first();
    expect(log).toEqual({ type: "create", schema: "users", route_path: "/space/users/create" });
  });

  it("refuses an e-mail already taken with 409 naming the field", async () => {
    const { lyon, lyonAdmin, lyonUser } = await twoAgencies();
    const response = await api("/v1/users", {
      method: "POST",
      token: lyonAdmin.token,
      json: newUser([lyon.id], { email: lyonUser.email }),
    });
    expect(response.status).toBe(409);
    expect((await readJson<ErrorAnswer>(response)).error.fields?.[0]).toMatchObject({ field: "email", reason: "taken" });
  });

  it("a user created without a password gets a reset link to choose one", async () => {
    const { lyon, lyonAdmin } = await twoAgencies();
    const { password: _omit, ...body } = newUser([lyon.id]);
    const response = await api("/v1/users", { method: "POST", token: lyonAdmin.token, json: body });
    const { user } = await readJson<UserAnswer>(response);
    const tokens = await env.DB.prepare("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(tokens?.n).toBe(1);
  });

  it("an edit by a space administrator leaves the permissions and spaces they do not hold alone", async () => {
    const { lyon, lille, lyonAdmin } = await twoAgencies();
    const shared = await createUser({ spaceIds: [lyon.id, lille.id], permissions: ["orders"] });
    await env.DB.prepare("INSERT INTO user_permissions (user_id, permission) VALUES (?, 'jobs-delegate')").bind(shared.id).run();
    // The Lyon admin holds orders but not jobs-delegate... which makes this user untouchable for them.
    expect((await api(`/v1/users/${shared.id}`, { method: "PATCH", token: lyonAdmin.token, json: { permissions: [] } })).status).toBe(403);

    const owner = await signedInUser({ permissions: ["app-admin"] });
    const bigAdmin = await signedInUser({ permissions: ["space-users", "orders", "jobs-delegate"], spaceIds: [lyon.id] });
    const response = await api(`/v1/users/${shared.id}`, {
      method: "PATCH",
      token: bigAdmin.token,
      json: { space_ids: [], permissions: ["orders"] },
    });
    expect(response.status).toBe(200);
    const { user } = await readJson<UserAnswer>(response);
    expect(user.space_ids).toEqual([lille.id]); // Lille was not theirs to remove
    expect(user.permissions).toEqual(["orders"]);
    const log = await env.DB.prepare("SELECT changes FROM activity_logs WHERE schema = 'users' AND subject_id = ? AND type = 'update'")
      .bind(String(shared.id))
      .first<{ changes: string }>();
    expect(JSON.parse(log!.changes)).toMatchObject({ space_ids: { from: [lyon.id, lille.id], to: [lille.id] } });
    expect(owner.id).toBeGreaterThan(0);
  });

  it("deleting several users answers a partial success when some are out of reach", async () => {
    const { lyonAdmin, lilleUser, lyonUser } = await twoAgencies();
    const response = await api("/v1/users/delete", { method: "POST", token: lyonAdmin.token, json: { ids: [lyonUser.id, lilleUser.id] } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: [lyonUser.id], refused: [{ id: lilleUser.id, reason: "not_found" }] });
    expect((await api(`/v1/users/${lyonUser.id}`, { token: lyonAdmin.token })).status).toBe(404);
    const lille = await env.DB.prepare("SELECT deleted_at FROM users WHERE id = ?")
      .bind(lilleUser.id)
      .first<{ deleted_at: number | null }>();
    expect(lille?.deleted_at).toBeNull();
  });

  it("the last owner can be neither deleted nor demoted", async () => {
    await env.DB.prepare(
      "UPDATE users SET deleted_at = ? WHERE deleted_at IS NULL AND id IN (SELECT user_id FROM user_permissions WHERE permission = 'app-admin')",
    )
      .bind(Date.now())
      .run();
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const other = await signedInUser({ permissions: ["app-admin"] });
    // Two owners: one may go.
    expect((await api(`/v1/users/${other.id}`, { method: "DELETE", token: owner.token })).status).toBe(204);
    // Now `owner` is the last one.
    const demote = await api(`/v1/users/${owner.id}`, { method: "PATCH", token: owner.token, json: { permissions: ["orders"] } });
    expect(demote.status).toBe(409);
    const third = await signedInUser({ permissions: ["app-admin"] });
    await env.DB.prepare("DELETE FROM user_permissions WHERE user_id = ?").bind(third.id).run();
    await env.DB.prepare("INSERT INTO user_permissions (user_id, permission) VALUES (?, 'space-users')").bind(third.id).run();
    const deleteLast = await api("/v1/users/delete", { method: "POST", token: third.token, json: { ids: [owner.id] } });
    expect((await readJson<{ refused: unknown[] }>(deleteLast)).refused).toEqual([{ id: owner.id, reason: "not_found" }]);
  });

  it("API access issues a token shown once that works as a bearer token, and turning it off revokes it", async () => {
    const { lyon, lyonAdmin } = await twoAgencies();
    // Only an owner is shown another user's token (user-admin-walls.test.ts).
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const response = await api("/v1/users", { method: "POST", token: owner.token, json: newUser([lyon.id], { api_access: true }) });
    const { user, api_token } = await readJson<UserAnswer>(response);
    expect(api_token).toMatch(/^itk_/);
    expect((await api("/v1/users/permissions", { token: api_token })).status).toBe(200);
    await api(`/v1/users/${user.id}`, { method: "PATCH", token: lyonAdmin.token, json: { api_access: false } });
    expect((await api("/v1/users/permissions", { token: api_token })).status).toBe(401);
  });
});
