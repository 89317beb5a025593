import { describe, expect, it } from "vitest";
import { api, createSpace, createUser, signedInUser } from "../factories";
import { createWorker, fieldsOf, workerBody } from "../worker-factories";
import { readJson } from "../json";

// Decision 0010: a soft-deleted space is closed. Its members no longer reach its workers,
// companies, users or settings, whatever the route; an owner still does (the admin area), and a
// restore opens it again.

async function lilleWithData() {
  const lyon = await createSpace({ name: "Intérim Lyon Part-Dieu" });
  const lille = await createSpace({ name: "Intérim Lille Centre" });
  const owner = await signedInUser({ permissions: ["app-admin"] });
  const lilleAdmin = await signedInUser({ permissions: ["space-users", "company_search_filters"], spaceIds: [lille.id] });
  // A member of both: Lyon stays open to them when Lille closes.
  const both = await signedInUser({ permissions: ["space-users"], spaceIds: [lyon.id, lille.id] });
  const lilleUser = await createUser({ spaceIds: [lille.id] });
  const worker = await createWorker(lilleAdmin.token, lille.id, { last_name: "Lillois" });
  const lyonWorker = await createWorker(both.token, lyon.id, { last_name: "Lyonnais" });
  const company = await readJson<{ id: number }>(
    await api("/v1/companies", {
      method: "POST",
      token: lilleAdmin.token,
      json: { space_id: lille.id, name: "Filature du Nord", trade_name: "FN", address: "3 rue Nationale", zipcode: "59000", city: "Lille" },
    }),
  );
  return { lyon, lille, owner, lilleAdmin, both, lilleUser, worker, lyonWorker, company };
}

function callsInto(setup: Awaited<ReturnType<typeof lilleWithData>>): [method: string, path: string, body?: unknown][] {
  const { lille, worker, company, lilleUser } = setup;
  return [
    ["GET", `/v1/workers/${worker.id}`],
    ["PATCH", `/v1/workers/${worker.id}`, { last_name: "Pirate" }],
    ["GET", `/v1/workers/${worker.id}/availabilities`],
    ["POST", `/v1/workers/${worker.id}/comments`, { body: "Vu." }],
    ["GET", `/v1/workers?space_id=${lille.id}`],
    ["GET", `/v1/companies/${company.id}`],
    ["PATCH", `/v1/companies/${company.id}`, { name: "Prise" }],
    ["GET", `/v1/companies/${company.id}/contacts`],
    ["GET", `/v1/companies?space_id=${lille.id}`],
    ["GET", `/v1/competence-checks?space_id=${lille.id}`],
    ["GET", `/v1/users/${lilleUser.id}`],
    ["PATCH", `/v1/users/${lilleUser.id}`, { first_name: "Pris" }],
    ["POST", `/v1/users/${lilleUser.id}/reset-password`],
    ["DELETE", `/v1/users/${lilleUser.id}`],
    ["GET", `/v1/spaces/${lille.id}`],
    ["GET", `/v1/spaces/${lille.id}/interview-questions`],
  ];
}

async function deleteSpace(ownerToken: string, spaceId: number) {
  expect((await api(`/v1/spaces/${spaceId}`, { method: "DELETE", token: ownerToken })).status).toBe(204);
}

describe("a deleted space is closed to its members", () => {
  it("its administrator gets 404 on its workers, companies, users and settings, and creates nothing in it", async () => {
    const setup = await lilleWithData();
    const { lille, owner, lilleAdmin, both } = setup;
    await deleteSpace(owner.token, lille.id);

    for (const caller of [lilleAdmin, both]) {
      for (const [method, path, body] of callsInto(setup)) {
        const response = await api(path, { method, token: caller.token, json: body });
        expect(response.status, `${caller.email} ${method} ${path}`).toBe(404);
      }
      const create = await api("/v1/workers", { method: "POST", token: caller.token, json: workerBody(lille.id) });
      expect(create.status, "worker creation").toBe(422);
      expect(await fieldsOf(create)).toEqual(["space_id"]);
      const user = await api("/v1/users", {
        method: "POST",
        token: caller.token,
        json: {
          email: `new-${crypto.randomUUID()}@test.interim`,
          first_name: "Nadia",
          last_name: "Martin",
          password: "secret123",
          space_ids: [lille.id],
        },
      });
      expect(user.status, "user creation").toBe(403);
    }
  });

  it("it leaves the member's lists and their own profile: no space, no user, no worker of it", async () => {
    const setup = await lilleWithData();
    const { lyon, lille, owner, lilleAdmin, both, lilleUser, worker, lyonWorker } = setup;
    await deleteSpace(owner.token, lille.id);

    const me = await readJson<{ space_ids: number[] }>(await api("/v1/users/me", { token: lilleAdmin.token }));
    expect(me.space_ids).toEqual([]);
    expect(await (await api("/v1/spaces", { token: lilleAdmin.token })).json()).toEqual([]);
    expect(await (await api("/v1/users?per_page=100", { token: lilleAdmin.token })).json()).toEqual([]);

    // The member of Lyon and Lille keeps Lyon, and only Lyon.
    const bothMe = await readJson<{ space_ids: number[] }>(await api("/v1/users/me", { token: both.token }));
    expect(bothMe.space_ids).toEqual([lyon.id]);
    const users = await readJson<{ id: number }[]>(await api("/v1/users?per_page=100", { token: both.token }));
    expect(users.map((user) => user.id)).not.toContain(lilleUser.id);
    const workers = await readJson<{ id: number }[]>(await api("/v1/workers", { token: both.token }));
    expect(workers.map((w) => w.id)).toEqual([lyonWorker.id]);
    expect(workers.map((w) => w.id)).not.toContain(worker.id);
  });

  it("an owner still reaches the deleted space's workers, companies and users, and a restore reopens it", async () => {
    const setup = await lilleWithData();
    const { lille, owner, lilleAdmin, worker, company, lilleUser } = setup;
    await deleteSpace(owner.token, lille.id);

    for (const path of [`/v1/workers/${worker.id}`, `/v1/companies/${company.id}`, `/v1/users/${lilleUser.id}`, `/v1/spaces/${lille.id}`]) {
      expect((await api(path, { token: owner.token })).status, path).toBe(200);
    }
    const deletedSpaces = await readJson<{ id: number }[]>(await api("/v1/spaces?deleted_at=true&per_page=100", { token: owner.token }));
    expect(deletedSpaces.map((space) => space.id)).toContain(lille.id);

    expect((await api(`/v1/spaces/${lille.id}/restore`, { method: "POST", token: owner.token })).status).toBe(200);
    expect((await api(`/v1/workers/${worker.id}`, { token: lilleAdmin.token })).status).toBe(200);
    expect((await api(`/v1/companies/${company.id}`, { token: lilleAdmin.token })).status).toBe(200);
    expect((await api(`/v1/users/${lilleUser.id}`, { token: lilleAdmin.token })).status).toBe(200);
  });
});
