import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, createUser, login, signedInUser } from "../factories";
import { createWorker } from "../worker-factories";
import { readJson } from "../json";

// Decision 0010: space administrators stay in their spaces. A Lyon administrator may edit a user
// of Lyon and Lille (name, Lyon's part of their rights) but never take hold of the account: e-mail,
// API access, reset link, token and deletion need every space of the user. Only an owner or the user
// themself ever sees a token, and the administrator options are granted only by those holding them.

type ErrorAnswer = { error: { message: string; fields?: { field: string; reason: string; message: string }[] } };

async function lyonLilleAndShared() {
  const lyon = await createSpace({ name: "Intérim Lyon Part-Dieu" });
  const lille = await createSpace({ name: "Intérim Lille Centre" });
  const owner = await signedInUser({ permissions: ["app-admin"] });
  const lyonAdmin = await signedInUser({ permissions: ["space-users", "orders"], spaceIds: [lyon.id] });
  const shared = await createUser({ spaceIds: [lyon.id, lille.id], permissions: ["orders"] });
  const lilleWorker = await createWorker(owner.token, lille.id, { last_name: "Lillois" });
  return { lyon, lille, owner, lyonAdmin, shared, lilleWorker };
}

async function userRow(id: number) {
  return env.DB.prepare("SELECT email, api_access, is_admin, legacy_v1_admin, deleted_at FROM users WHERE id = ?")
    .bind(id)
    .first<{ email: string; api_access: number; is_admin: number; legacy_v1_admin: number; deleted_at: number | null }>();
}

async function countOf(table: "api_tokens" | "password_reset_tokens", userId: number) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

async function setFlags(userId: number, flags: { is_admin?: boolean; legacy_v1_admin?: boolean }) {
  for (const [flag, value] of Object.entries(flags)) {
    await env.DB.prepare(`UPDATE users SET ${flag} = ? WHERE id = ?`)
      .bind(value ? 1 : 0, userId)
      .run();
  }
}

/** What the user form sends on every save: all fields, changed or not. */
function formSave(user: { email: string }, changes: Record<string, unknown> = {}) {
  return {
    email: user.email,
    first_name: "Test",
    last_name: "User",
    api_access: false,
    is_admin: false,
    legacy_v1_admin: false,
    ...changes,
  };
}

async function refusedFields(response: Response) {
  expect(response.status).toBe(403);
  const body = await readJson<ErrorAnswer & { api_token?: string }>(response);
  expect(body).not.toHaveProperty("api_token");
  expect(body.error.message).toBe("User has no rights");
  return (body.error.fields ?? []).map((field) => `${field.field}:${field.reason}`);
}

describe("a Lyon administrator and a user of Lyon and Lille", () => {
  it("cannot turn on their API access, so no token ever reads Lille's workers", async () => {
    const { lyonAdmin, shared } = await lyonLilleAndShared();
    const response = await api(`/v1/users/${shared.id}`, { method: "PATCH", token: lyonAdmin.token, json: { api_access: true } });
    expect(await refusedFields(response)).toEqual(["api_access:other_spaces"]);
    expect((await userRow(shared.id))?.api_access).toBe(0);
    expect(await countOf("api_tokens", shared.id)).toBe(0);
  });

  it("cannot change their e-mail nor send them a reset link", async () => {
    const { lyonAdmin, shared } = await lyonLilleAndShared();
    const email = await api(`/v1/users/${shared.id}`, { method: "PATCH", token: lyonAdmin.token, json: { email: "mine@test.interim" } });
    expect(await refusedFields(email)).toEqual(["email:other_spaces"]);
    expect((await userRow(shared.id))?.email).toBe(shared.email);

    const reset = await api(`/v1/users/${shared.id}/reset-password`, { method: "POST", token: lyonAdmin.token });
    expect(reset.status).toBe(403);
    expect(await countOf("password_reset_tokens", shared.id)).toBe(0);
  });

  it("cannot issue their token nor delete them, alone or in a batch", async () => {
    const { owner, lyonAdmin, shared } = await lyonLilleAndShared();
    expect((await api(`/v1/users/${shared.id}`, { method: "PATCH", token: owner.token, json: { api_access: true } })).status).toBe(200);
    const before = await countOf("api_tokens", shared.id);

    const token = await api(`/v1/users/${shared.id}/api-token`, { method: "POST", token: lyonAdmin.token });
    expect(token.status).toBe(403);
    expect(await token.json()).not.toHaveProperty("api_token");
    expect(await countOf("api_tokens", shared.id)).toBe(before);

    expect((await api(`/v1/users/${shared.id}`, { method: "DELETE", token: lyonAdmin.token })).status).toBe(403);
    const batch = await api("/v1/users/delete", { method: "POST", token: lyonAdmin.token, json: { ids: [shared.id] } });
    expect(await batch.json()).toEqual({ deleted: [], refused: [{ id: shared.id, reason: "forbidden" }] });
    expect((await userRow(shared.id))?.deleted_at).toBeNull();
  });

  it("still edits what is theirs: the name and Lyon's part, through a form that sends every field", async () => {
    const { lyon, lille, lyonAdmin, shared } = await lyonLilleAndShared();
    const response = await api(`/v1/users/${shared.id}`, {
      method: "PATCH",
      token: lyonAdmin.token,
      json: formSave(shared, { first_name: "Renée", space_ids: [lyon.id], permissions: ["orders"] }),
    });
    expect(response.status).toBe(200);
    expect((await readJson<{ user: { first_name: string; space_ids: number[] } }>(response)).user).toMatchObject({
      first_name: "Renée",
      space_ids: [lyon.id, lille.id],
    });
  });

  it("an owner does all of it, and a Lyon-only user is wholly the Lyon administrator's", async () => {
    const { lyon, owner, lyonAdmin, shared } = await lyonLilleAndShared();
    const email = `moved-${crypto.randomUUID()}@test.interim`;
    expect((await api(`/v1/users/${shared.id}`, { method: "PATCH", token: owner.token, json: { email } })).status).toBe(200);
    expect((await api(`/v1/users/${shared.id}/reset-password`, { method: "POST", token: owner.token })).status).toBe(202);

    const lyonOnly = await createUser({ spaceIds: [lyon.id], permissions: ["orders"] });
    const renamed = `renamed-${crypto.randomUUID()}@test.interim`;
    expect((await api(`/v1/users/${lyonOnly.id}`, { method: "PATCH", token: lyonAdmin.token, json: { email: renamed } })).status).toBe(200);
    expect((await api(`/v1/users/${lyonOnly.id}/reset-password`, { method: "POST", token: lyonAdmin.token })).status).toBe(202);
    expect((await api(`/v1/users/${lyonOnly.id}`, { method: "DELETE", token: lyonAdmin.token })).status).toBe(204);
  });
});

describe("API tokens", () => {
  it("a space administrator turning API access on sees no token; the user issues their own, which reads their space only", async () => {
    const { lyon, lyonAdmin, lilleWorker } = await lyonLilleAndShared();
    const robot = await createUser({ spaceIds: [lyon.id] });
    const on = await api(`/v1/users/${robot.id}`, { method: "PATCH", token: lyonAdmin.token, json: { api_access: true } });
    expect(on.status).toBe(200);
    expect(await on.json()).not.toHaveProperty("api_token");
    expect(await countOf("api_tokens", robot.id)).toBe(0);
    expect((await api(`/v1/users/${robot.id}/api-token`, { method: "POST", token: lyonAdmin.token })).status).toBe(403);

    const created = await api("/v1/users", {
      method: "POST",
      token: lyonAdmin.token,
      json: {
        email: `robot-${crypto.randomUUID()}@test.interim`,
        first_name: "Robot",
        last_name: "Api",
        password: "secret123",
        space_ids: [lyon.id],
        api_access: true,
      },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).not.toHaveProperty("api_token");

    // The user themself, signed in, holds no space-users and still issues their token.
    const session = await login(robot.email, robot.password);
    const own = await api(`/v1/users/${robot.id}/api-token`, { method: "POST", token: session });
    expect(own.status).toBe(201);
    const { api_token } = await readJson<{ api_token: string }>(own);
    expect((await api("/v1/users/me", { token: api_token })).status).toBe(200);
    expect((await api(`/v1/workers/${lilleWorker.id}`, { token: api_token })).status).toBe(404);
  });

  it("an owner sees the token they issue; nobody issues one for someone else without being an owner", async () => {
    const { lyon, owner, lyonAdmin } = await lyonLilleAndShared();
    const robot = await createUser({ spaceIds: [lyon.id], apiAccess: true });
    const issued = await api(`/v1/users/${robot.id}/api-token`, { method: "POST", token: owner.token });
    expect(issued.status).toBe(201);
    expect((await readJson<{ api_token: string }>(issued)).api_token).toMatch(/^itk_/);
    const colleague = await signedInUser({ spaceIds: [lyon.id] });
    expect((await api(`/v1/users/${robot.id}/api-token`, { method: "POST", token: colleague.token })).status).toBe(403);
    expect((await api(`/v1/users/${robot.id}/api-token`, { method: "POST", token: lyonAdmin.token })).status).toBe(403);
  });
});

describe("the administrator options (spec 000 §5, cannot grant)", () => {
  it("a space administrator without them can neither give them on creation nor on an edit", async () => {
    const { lyon, lyonAdmin } = await lyonLilleAndShared();
    for (const flag of ["is_admin", "legacy_v1_admin"]) {
      const email = `flag-${crypto.randomUUID()}@test.interim`;
      const create = await api("/v1/users", {
        method: "POST",
        token: lyonAdmin.token,
        json: { email, first_name: "Nadia", last_name: "Martin", password: "secret123", space_ids: [lyon.id], [flag]: true },
      });
      expect(await refusedFields(create)).toEqual([`${flag}:not_held`]);
      const target = await createUser({ spaceIds: [lyon.id] });
      const edit = await api(`/v1/users/${target.id}`, {
        method: "PATCH",
        token: lyonAdmin.token,
        json: formSave(target, { [flag]: true }),
      });
      expect(await refusedFields(edit)).toEqual([`${flag}:not_held`]);
      expect(await userRow(target.id)).toMatchObject({ is_admin: 0, legacy_v1_admin: 0 });
    }
  });

  it("one holding is_admin gives is_admin but not legacy_v1_admin, and cannot touch an account holding the latter", async () => {
    const { lyon, lyonAdmin } = await lyonLilleAndShared();
    await setFlags(lyonAdmin.id, { is_admin: true });
    const target = await createUser({ spaceIds: [lyon.id] });
    expect(
      (await api(`/v1/users/${target.id}`, { method: "PATCH", token: lyonAdmin.token, json: formSave(target, { is_admin: true }) })).status,
    ).toBe(200);
    expect((await userRow(target.id))?.is_admin).toBe(1);
    const legacy = await api(`/v1/users/${target.id}`, { method: "PATCH", token: lyonAdmin.token, json: { legacy_v1_admin: true } });
    expect(await refusedFields(legacy)).toEqual(["legacy_v1_admin:not_held"]);

    const legacyAdmin = await createUser({ spaceIds: [lyon.id] });
    await setFlags(legacyAdmin.id, { legacy_v1_admin: true });
    expect((await api(`/v1/users/${legacyAdmin.id}`, { method: "PATCH", token: lyonAdmin.token, json: { first_name: "X" } })).status).toBe(
      403,
    );
    expect((await api(`/v1/users/${legacyAdmin.id}`, { method: "DELETE", token: lyonAdmin.token })).status).toBe(403);
    expect((await userRow(legacyAdmin.id))?.deleted_at).toBeNull();
  });
});
