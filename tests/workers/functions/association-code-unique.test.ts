import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

// Spec 000 §5: an association code is unique (among companies, and among spaces). The routes check
// before writing; a unique index settles two requests that both pass that check, and the loser gets
// the same 409 as a request that came later.

type ErrorAnswer = { error: { code: string; message: string; fields?: { field: string; reason: string; message: string }[] } };

const LYON = { address: "12 rue de la République", zipcode: "69003", city: "Lyon" };

function code() {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 6).toUpperCase();
}

async function indexSql(name: string) {
  const row = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").bind(name).first<{ sql: string }>();
  return row?.sql;
}

async function countOf(query: string, ...values: unknown[]) {
  return (await env.DB.prepare(query)
    .bind(...values)
    .first<{ n: number }>())!.n;
}

/** One 2xx and one 409 naming association_code with the spec's message, whatever the order. */
async function expectOneWinner(responses: Response[], success: number) {
  expect(responses.map((response) => response.status).sort()).toEqual([success, 409]);
  const refused = await readJson<ErrorAnswer>(responses.find((response) => response.status === 409)!);
  expect(refused.error.message).toBe("association_code used by another space");
  expect(refused.error.fields).toEqual([{ field: "association_code", reason: "taken", message: "association_code used by another space" }]);
}

describe("association codes are unique, even between racing requests", () => {
  it("is enforced by unique indexes that leave companies and spaces without a code free", async () => {
    expect(await indexSql("companies_association_code_unique")).toMatch(/^CREATE UNIQUE INDEX .* WHERE association_code is not null$/);
    expect(await indexSql("spaces_association_code_unique")).toMatch(/^CREATE UNIQUE INDEX /);
    // The plain index it replaces is gone: one index per purpose.
    expect(await indexSql("companies_association_code_idx")).toBeUndefined();

    const space = await createSpace();
    const insert = (associationCode: string | null) =>
      env.DB.prepare(
        "INSERT INTO companies (space_id, name, trade_name, address, zipcode, city, association_code, created_at, updated_at) VALUES (?, 'N', 'T', 'A', '69003', 'Lyon', ?, 0, 0)",
      )
        .bind(space.id, associationCode)
        .run();
    await insert(null);
    await insert(null);
    const taken = code();
    await insert(taken);
    await expect(insert(taken)).rejects.toThrow(/UNIQUE constraint failed: companies\.association_code/);
  });

  it("creates one of two companies sent at once with the same code, and logs only that one", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const taken = code();
    const create = (name: string) =>
      api("/v1/companies", {
        method: "POST",
        token: agent.token,
        json: { name, trade_name: name, association_code: taken, space_id: space.id, ...LYON },
      });
    const answers = await Promise.all([create("Première"), create("Seconde")]);
    await expectOneWinner(answers, 201);

    const created = await readJson<{ id: number }>(answers.find((response) => response.status === 201)!);
    expect(await countOf("SELECT count(*) AS n FROM companies WHERE association_code = ?", taken)).toBe(1);
    expect(await countOf("SELECT count(*) AS n FROM activity_logs WHERE schema = 'companies' AND space_id = ?", space.id)).toBe(1);
    expect(await countOf("SELECT count(*) AS n FROM activity_logs WHERE schema = 'companies' AND subject_id = ?", String(created.id))).toBe(
      1,
    );
  });

  it("gives the code to one of two companies updated at once, the other keeping its own", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const ids: number[] = [];
    for (const name of ["Alpha", "Bêta"]) {
      const response = await api("/v1/companies", {
        method: "POST",
        token: agent.token,
        json: { name, trade_name: name, space_id: space.id, ...LYON },
      });
      ids.push((await readJson<{ id: number }>(response)).id);
    }
    const taken = code();
    const answers = await Promise.all(
      ids.map((id) => api(`/v1/companies/${id}`, { method: "PATCH", token: agent.token, json: { association_code: taken } })),
    );
    await expectOneWinner(answers, 200);
    expect(await countOf("SELECT count(*) AS n FROM companies WHERE association_code = ?", taken)).toBe(1);
    expect(
      await countOf("SELECT count(*) AS n FROM activity_logs WHERE schema = 'companies' AND type = 'update' AND space_id = ?", space.id),
    ).toBe(1);
  });

  it("creates one of two spaces sent at once with the same code, and logs only that one", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const taken = code();
    const create = (name: string) => api("/v1/spaces", { method: "POST", token: owner.token, json: { name, association_code: taken } });
    const answers = await Promise.all([create(`Agence ${taken} A`), create(`Agence ${taken} B`)]);
    await expectOneWinner(answers, 201);

    const created = await readJson<{ id: number }>(answers.find((response) => response.status === 201)!);
    expect(await countOf("SELECT count(*) AS n FROM spaces WHERE association_code = ?", taken)).toBe(1);
    const logs = await env.DB.prepare("SELECT subject_id FROM activity_logs WHERE schema = 'spaces' AND type = 'create' AND changes LIKE ?")
      .bind(`%${taken}%`)
      .all<{ subject_id: string }>();
    expect(logs.results).toEqual([{ subject_id: String(created.id) }]);
  });
});
