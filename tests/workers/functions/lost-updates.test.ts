import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, createUser, login, signedInUser } from "../factories";
import { createWorker, type ErrorAnswer } from "../worker-factories";
import { readJson } from "../json";

// Decision 0013: each PATCH applies only to the version If-Match names (412
// and nothing written otherwise, the new version as ETag on success); rules that read other rows or
// other fields hold under racing edits; races answer 409/404/412/422, never 500.

const LYON = { address: "12 rue de la République", zipcode: "69003", city: "Lyon" };

function patch(path: string, token: string, json: unknown, ifMatch?: string) {
  return api(path, { method: "PATCH", token, json, headers: ifMatch ? { "If-Match": ifMatch } : {} });
}

async function etagOf(path: string, token: string) {
  const answer = await api(path, { token });
  expect(answer.status).toBe(200);
  const etag = answer.headers.get("ETag");
  expect(etag).toMatch(/^"\d+"$/);
  return etag!;
}

async function errorCode(answer: Response) {
  return (await readJson<ErrorAnswer>(answer)).error.code;
}

async function countOf(query: string, ...values: unknown[]) {
  return (await env.DB.prepare(query)
    .bind(...values)
    .first<{ n: number }>())!.n;
}

/**
 * The If-Match contract on one resource: a stale version is refused with 412 and nothing changes; the
 * current one is applied and answers the next version as ETag, which the GET then shows.
 */
async function expectVersionChecked(options: {
  path: string;
  token: string;
  first: unknown;
  second: unknown;
  read: () => Promise<unknown>;
}) {
  const loaded = await etagOf(options.path, options.token);
  const fresh = await patch(options.path, options.token, options.first, loaded);
  expect(fresh.status).toBe(200);
  const next = fresh.headers.get("ETag");
  expect(next).toMatch(/^"\d+"$/);
  expect(Number(next!.slice(1, -1))).toBeGreaterThan(Number(loaded.slice(1, -1)));
  expect(await etagOf(options.path, options.token)).toBe(next);
  const afterFirst = await options.read();

  const stale = await patch(options.path, options.token, options.second, loaded);
  expect(stale.status).toBe(412);
  expect(await errorCode(stale)).toBe("changed_meanwhile");
  expect(await options.read()).toEqual(afterFirst);
  expect(await etagOf(options.path, options.token)).toBe(next);
}

async function companyIn(token: string, spaceId: number, name: string) {
  const answer = await api("/v1/companies", { method: "POST", token, json: { name, trade_name: name, space_id: spaceId, ...LYON } });
  expect(answer.status).toBe(201);
  return await readJson<{ id: number }>(answer);
}

describe("If-Match on every PATCH", () => {
  it("companies", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const company = await companyIn(agent.token, space.id, "Garnier");
    await expectVersionChecked({
      path: `/v1/companies/${company.id}`,
      token: agent.token,
      first: { trade_name: "Garnier Lyon" },
      second: { trade_name: "Garnier Perdu", city: "Villeurbanne" },
      read: () => env.DB.prepare("SELECT trade_name, city FROM companies WHERE id = ?").bind(company.id).first(),
    });
    expect(
      await countOf(
        "SELECT count(*) AS n FROM activity_logs WHERE schema = 'companies' AND type = 'update' AND subject_id = ?",
        String(company.id),
      ),
    ).toBe(1);
  });

  it("workers", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const worker = await createWorker(agent.token, space.id);
    await expectVersionChecked({
      path: `/v1/workers/${worker.id}`,
      token: agent.token,
      first: { first_name: "Léa", favorite_jobs: ["Soudeur"] },
      second: { first_name: "Perdue", favorite_jobs: ["Cariste", "Grutier"] },
      read: async () => [
        await env.DB.prepare("SELECT first_name FROM workers WHERE id = ?").bind(worker.id).first(),
        (await readJson<{ favorite_jobs: string[] }>(await api(`/v1/workers/${worker.id}`, { token: agent.token }))).favorite_jobs,
      ],
    });
  });

  it("competence checks", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const company = await companyIn(agent.token, space.id, "Garnier");
    const created = await api("/v1/competence-checks", {
      method: "POST",
      token: agent.token,
      json: { company_id: company.id, qualification: "Menuisier", contract_type: "temporary", called_on: "2026-03-02" },
    });
    const { id } = await readJson<{ id: number }>(created);
    await expectVersionChecked({
      path: `/v1/competence-checks/${id}`,
      token: agent.token,
      first: { qualification: "Menuisier poseur" },
      second: { qualification: "Perdu" },
      read: () => env.DB.prepare("SELECT qualification FROM competence_checks WHERE id = ?").bind(id).first(),
    });
  });

  it("users, by a space administrator, permissions included", async () => {
    const space = await createSpace();
    const admin = await signedInUser({ permissions: ["space-users", "orders", "multiposting"], spaceIds: [space.id] });
    const user = await createUser({ spaceIds: [space.id], permissions: ["orders"] });
    await expectVersionChecked({
      path: `/v1/users/${user.id}`,
      token: admin.token,
      first: { permissions: ["orders", "multiposting"] },
      second: { first_name: "Perdu", permissions: [] },
      read: async () => [
        await env.DB.prepare("SELECT first_name FROM users WHERE id = ?").bind(user.id).first(),
        (await env.DB.prepare("SELECT permission FROM user_permissions WHERE user_id = ? ORDER BY permission").bind(user.id).all()).results,
      ],
    });
  });

  it("a user's sign-in or new password leaves their version: an administrator's open form is not made stale", async () => {
    const space = await createSpace();
    const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [space.id] });
    const user = await createUser({ spaceIds: [space.id] });
    const loaded = await etagOf(`/v1/users/${user.id}`, admin.token);
    const token = await login(user.email, user.password);
    const changed = await api("/v1/account/password", {
      method: "POST",
      token,
      json: { current_password: user.password, new_password: "secret456" },
    });
    expect(changed.status).toBe(204);
    expect((await patch(`/v1/users/${user.id}`, admin.token, { first_name: "Nadia" }, loaded)).status).toBe(200);
  });

  it("spaces, by the owner", async () => {
    const space = await createSpace();
    const owner = await signedInUser({ permissions: ["app-admin"] });
    await expectVersionChecked({
      path: `/v1/spaces/${space.id}`,
      token: owner.token,
      first: { name: `Agence ${crypto.randomUUID().slice(0, 8)}` },
      second: { name: "Perdue" },
      read: () => env.DB.prepare("SELECT name FROM spaces WHERE id = ?").bind(space.id).first(),
    });
  });

  it("my account", async () => {
    const me = await signedInUser();
    await expectVersionChecked({
      path: "/v1/account",
      token: me.token,
      first: { first_name: "Nadia" },
      second: { first_name: "Perdue", theme: "dark" },
      read: () => env.DB.prepare("SELECT first_name, theme FROM users WHERE id = ?").bind(me.id).first(),
    });
  });

  it("a worker's equipment, emergency contacts and the space's interview questions, by the updated_at of their list", async () => {
    const space = await createSpace();
    const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [space.id] });
    const worker = await createWorker(admin.token, space.id);
    const base = `/v1/workers/${worker.id}`;
    const items = [
      { path: `${base}/equipment`, create: { name: "Chaussures de sécurité" }, first: { size: "42" }, second: { size: "44" } },
      {
        path: `${base}/emergency-contacts`,
        create: { name: "Marie", phone: "0698765432" },
        first: { name: "Marie D." },
        second: { name: "Perdue" },
      },
      {
        path: `/v1/spaces/${space.id}/interview-questions`,
        create: { label: "Permis ?" },
        first: { label: "Permis B ?" },
        second: { label: "Perdue" },
      },
    ];
    for (const item of items) {
      const created = await readJson<{ id: number; updated_at: string }>(
        await api(item.path, { method: "POST", token: admin.token, json: item.create }),
      );
      const path = `${item.path}/${created.id}`;
      const fresh = await patch(path, admin.token, item.first, `"${created.updated_at}"`);
      expect(fresh.status, path).toBe(200);
      const stale = await patch(path, admin.token, item.second, `"${created.updated_at}"`);
      expect(stale.status, path).toBe(412);
      expect(await errorCode(stale)).toBe("changed_meanwhile");
      const current = await readJson<Record<string, unknown>[]>(await api(item.path, { token: admin.token }));
      const questions = Array.isArray(current) ? current : ((current as { questions?: Record<string, unknown>[] }).questions ?? []);
      expect(questions.find((row) => row.id === created.id)).toMatchObject(item.first);
      // Gone is still 404, whatever If-Match says.
      expect((await patch(`${item.path}/999999999`, admin.token, item.first, `"${created.updated_at}"`)).status).toBe(404);
    }
  });

  it("keeps today's behaviour without If-Match, and refuses an If-Match that names no version of ours", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const company = await companyIn(agent.token, space.id, "Garnier");
    const path = `/v1/companies/${company.id}`;
    expect((await patch(path, agent.token, { trade_name: "Un" })).status).toBe(200);
    expect((await patch(path, agent.token, { trade_name: "Deux" })).status).toBe(200);
    expect((await patch(path, agent.token, { trade_name: "Trois" }, "*")).status).toBe(200);
    expect((await patch(path, agent.token, { trade_name: "Quatre" }, '"pas une version"')).status).toBe(412);
    // A list of ETags matches when one of them is the current version.
    const current = await etagOf(path, agent.token);
    expect((await patch(path, agent.token, { trade_name: "Cinq" }, `"1", ${current}`)).status).toBe(200);
  });
});

describe("rules that read other rows hold under racing edits", () => {
  it("no loop of parents: of two edits making each company the other's parent, one is refused", async () => {
    for (let round = 0; round < 3; round++) {
      const space = await createSpace();
      const agent = await signedInUser({ spaceIds: [space.id] });
      const a = await companyIn(agent.token, space.id, "Alpha");
      const b = await companyIn(agent.token, space.id, "Bêta");
      const answers = await Promise.all([
        patch(`/v1/companies/${a.id}`, agent.token, { parent_company_id: b.id }),
        patch(`/v1/companies/${b.id}`, agent.token, { parent_company_id: a.id }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      const refused = await readJson<ErrorAnswer>(answers.find((answer) => answer.status === 422)!);
      expect(refused.error.fields?.map((field) => field.message)).toEqual(["company_parent_loop"]);
      const parents = await env.DB.prepare(
        "SELECT id, parent_company_id FROM companies WHERE id IN (?, ?) AND parent_company_id IS NOT NULL",
      )
        .bind(a.id, b.id)
        .all();
      expect(parents.results).toHaveLength(1);
    }
  });

  it("a worker keeps an e-mail or a mobile when two edits each clear one of them at once", async () => {
    for (let round = 0; round < 3; round++) {
      const space = await createSpace();
      const agent = await signedInUser({ spaceIds: [space.id] });
      const worker = await createWorker(agent.token, space.id);
      const path = `/v1/workers/${worker.id}`;
      const answers = await Promise.all([
        patch(path, agent.token, { email: null }),
        patch(path, agent.token, { mobile_phone_number: null }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      const stored = await env.DB.prepare("SELECT email, mobile_phone_number FROM workers WHERE id = ?").bind(worker.id).first<{
        email: string | null;
        mobile_phone_number: string | null;
      }>();
      expect(stored!.email !== null || stored!.mobile_phone_number !== null).toBe(true);
    }
  });

  it("two owners demoting each other at once leave one owner", async () => {
    await env.DB.prepare(
      "UPDATE users SET deleted_at = ? WHERE deleted_at IS NULL AND id IN (SELECT user_id FROM user_permissions WHERE permission = 'app-admin')",
    )
      .bind(Date.now())
      .run();
    const first = await signedInUser({ permissions: ["app-admin"] });
    const second = await signedInUser({ permissions: ["app-admin"] });
    const answers = await Promise.all([
      patch(`/v1/users/${second.id}`, first.token, { permissions: ["orders"] }),
      patch(`/v1/users/${first.id}`, second.token, { permissions: ["orders"] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = await readJson<ErrorAnswer>(answers.find((answer) => answer.status === 409)!);
    expect(refused.error.fields?.map((field) => field.reason)).toEqual(["last_owner"]);
    const owners = await countOf(
      "SELECT count(*) AS n FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE p.permission = 'app-admin' AND u.deleted_at IS NULL",
    );
    expect(owners).toBe(1);
  });
});

describe("races give 409, never 500", () => {
  it("two users created at once with the same e-mail: one 201, one 409", async () => {
    const space = await createSpace();
    const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [space.id] });
    const email = `twin-${crypto.randomUUID()}@test.interim`;
    const create = (first_name: string) =>
      api("/v1/users", {
        method: "POST",
        token: admin.token,
        json: { email, first_name, last_name: "Martin", password: "secret123", space_ids: [space.id] },
      });
    const answers = await Promise.all([create("Nadia"), create("Nora")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = await readJson<ErrorAnswer>(answers.find((answer) => answer.status === 409)!);
    expect(refused.error.fields?.map((field) => field.field)).toEqual(["email"]);
    expect(await countOf("SELECT count(*) AS n FROM users WHERE email = ?", email)).toBe(1);
  });

  it("two users renamed at once to the same e-mail: one 200, one 409", async () => {
    const space = await createSpace();
    const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [space.id] });
    const one = await createUser({ spaceIds: [space.id] });
    const two = await createUser({ spaceIds: [space.id] });
    const email = `renamed-${crypto.randomUUID()}@test.interim`;
    const answers = await Promise.all([one, two].map((user) => patch(`/v1/users/${user.id}`, admin.token, { email })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await countOf("SELECT count(*) AS n FROM users WHERE email = ?", email)).toBe(1);
  });

  it("two accounts taking the same e-mail at once: one 200, one 409", async () => {
    const one = await signedInUser();
    const two = await signedInUser();
    const email = `mine-${crypto.randomUUID()}@test.interim`;
    // A new e-mail needs the current password (decision 0011); the factories' default is "secret123".
    const answers = await Promise.all([one, two].map((user) => patch("/v1/account", user.token, { email, current_password: "secret123" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
