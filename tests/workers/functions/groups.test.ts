import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, createUser, signedInUser } from "../factories";
import { readJson } from "../json";

// /v1/groups (spec 000 §3 User "groups", §6 "users belong to spaces and groups"; decision 0048).

type Group = { id: number; space_id: number; name: string; member_count: number };
type UserAnswer = { user: { id: number; group_ids: number[] } };
type ErrorAnswer = { error: { message: string; fields?: { field: string }[] } };

async function agencies() {
  const lyon = await createSpace({ name: "Lyon groupes" });
  const lille = await createSpace({ name: "Lille groupes" });
  const lyonAdmin = await signedInUser({ permissions: ["space-users"], spaceIds: [lyon.id] });
  const lilleAdmin = await signedInUser({ permissions: ["space-users"], spaceIds: [lille.id] });
  return { lyon, lille, lyonAdmin, lilleAdmin };
}

async function create(token: string, json: unknown) {
  return api("/v1/groups", { method: "POST", token, json });
}

describe("/v1/groups", () => {
  it("creates, lists, renames and deletes a space's groups, users picking them on their form", async () => {
    const { lyon, lyonAdmin } = await agencies();
    const created = await create(lyonAdmin.token, { space_id: lyon.id, name: "  Équipe de nuit " });
    expect(created.status).toBe(201);
    const night = await readJson<Group>(created);
    expect(night).toMatchObject({ space_id: lyon.id, name: "Équipe de nuit", member_count: 0 });
    const day = await readJson<Group>(await create(lyonAdmin.token, { space_id: lyon.id, name: "Équipe de jour" }));

    // The user form picks groups of the user's spaces.
    const user = await api("/v1/users", {
      method: "POST",
      token: lyonAdmin.token,
      json: {
        email: `g-${crypto.randomUUID()}@test.interim`,
        first_name: "Nadia",
        last_name: "Martin",
        space_ids: [lyon.id],
        group_ids: [night.id],
      },
    });
    expect(user.status).toBe(201);
    expect((await readJson<UserAnswer>(user)).user.group_ids).toEqual([night.id]);

    const listed = await readJson<Group[]>(await api(`/v1/groups?space_id=${lyon.id}`, { token: lyonAdmin.token }));
    expect(listed.map((group) => [group.name, group.member_count])).toEqual([
      ["Équipe de jour", 0],
      ["Équipe de nuit", 1],
    ]);

    const renamed = await api(`/v1/groups/${night.id}`, { method: "PATCH", token: lyonAdmin.token, json: { name: "Nuit" } });
    expect(renamed.status).toBe(200);
    expect(await readJson<Group>(renamed)).toMatchObject({ id: night.id, name: "Nuit", member_count: 1 });

    expect((await api(`/v1/groups/${night.id}`, { method: "DELETE", token: lyonAdmin.token })).status).toBe(204);
    const left = await readJson<Group[]>(await api("/v1/groups", { token: lyonAdmin.token }));
    expect(left.map((group) => group.id)).toEqual([day.id]);
    const memberships = await env.DB.prepare("SELECT count(*) AS n FROM user_groups WHERE group_id = ?")
      .bind(night.id)
      .first<{ n: number }>();
    expect(memberships?.n).toBe(0);
    const log = await env.DB.prepare("SELECT title FROM activity_logs WHERE schema = 'groups' AND subject_id = ? ORDER BY id")
      .bind(String(night.id))
      .all<{ title: string }>();
    expect(log.results.map((row) => row.title)).toEqual(["Group created", "Group renamed", "Group deleted"]);
  });

  it("refuses a name the space already has, and a name too short, naming the field", async () => {
    const { lyon, lille, lyonAdmin, lilleAdmin } = await agencies();
    await create(lyonAdmin.token, { space_id: lyon.id, name: "Caristes" });
    const taken = await create(lyonAdmin.token, { space_id: lyon.id, name: "Caristes" });
    expect(taken.status).toBe(409);
    expect((await readJson<ErrorAnswer>(taken)).error.fields?.map((field) => field.field)).toEqual(["name"]);
    // Another space may have its own.
    expect((await create(lilleAdmin.token, { space_id: lille.id, name: "Caristes" })).status).toBe(201);
    const short = await create(lyonAdmin.token, { space_id: lyon.id, name: "C" });
    expect(short.status).toBe(422);
  });

  it("keeps each space's groups behind its wall, and needs space-users", async () => {
    const { lyon, lille, lyonAdmin, lilleAdmin } = await agencies();
    const lilleGroup = await readJson<Group>(await create(lilleAdmin.token, { space_id: lille.id, name: "Lille seulement" }));
    expect((await create(lyonAdmin.token, { space_id: lille.id, name: "Intrus" })).status).toBe(404);
    expect((await api(`/v1/groups?space_id=${lille.id}`, { token: lyonAdmin.token })).status).toBe(404);
    expect(await readJson<Group[]>(await api("/v1/groups", { token: lyonAdmin.token }))).toEqual([]);
    for (const init of [{ method: "PATCH", json: { name: "Volé" } }, { method: "DELETE" }]) {
      expect((await api(`/v1/groups/${lilleGroup.id}`, { ...init, token: lyonAdmin.token })).status).toBe(404);
    }
    const plain = await signedInUser({ spaceIds: [lyon.id] });
    expect((await api("/v1/groups", { token: plain.token })).status).toBe(403);
    expect((await create(plain.token, { space_id: lyon.id, name: "Sans droit" })).status).toBe(403);
    // A Lille group cannot be given to a Lyon user.
    const lyonUser = await createUser({ spaceIds: [lyon.id] });
    const given = await api(`/v1/users/${lyonUser.id}`, { method: "PATCH", token: lyonAdmin.token, json: { group_ids: [lilleGroup.id] } });
    expect(given.status).toBe(422);
  });
});
