import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildSiret } from "#tests/builders/siret";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

// Decision 0016: one company per SIRET in a space. A second one is refused with a 409 whose field error
// names the company that holds it, so the screen can link to it; a unique index settles racing requests.

type Refusal = {
  error: {
    code: string;
    message: string;
    fields?: { field: string; reason: string; message: string; existing?: { id: number; name: string } }[];
  };
};

const LYON = { address: "12 rue de la République", zipcode: "69003", city: "Lyon" };
let sequence = 0;

function uniqueSiret() {
  sequence++;
  return buildSiret(String(20_000_000 + ((Date.now() * 13 + sequence * 7907) % 79_999_999)), "0002");
}

function create(token: string, spaceId: number, name: string, siret: string | null) {
  return api("/v1/companies", { method: "POST", token, json: { name, trade_name: name, siret, space_id: spaceId, ...LYON } });
}

describe("one company per SIRET in a space", () => {
  it("refuses a second company with the SIRET of an existing one, naming it", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const siret = uniqueSiret();
    const first = await readJson<{ id: number }>(await create(agent.token, space.id, "Transports Rhône", siret));
    const second = await create(agent.token, space.id, "Transports du Rhône", siret);
    expect(second.status).toBe(409);
    const body = await readJson<Refusal>(second);
    expect(body.error.fields).toEqual([
      {
        field: "siret",
        reason: "taken",
        message: "siret already used by a company of the space",
        existing: { id: first.id, name: "Transports Rhône" },
      },
    ]);
  });

  it("refuses an update that takes another company's SIRET, but not keeping one's own", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const siret = uniqueSiret();
    const holder = await readJson<{ id: number }>(await create(agent.token, space.id, "Alpha", siret));
    const other = await readJson<{ id: number }>(await create(agent.token, space.id, "Bêta", null));
    const taking = await api(`/v1/companies/${other.id}`, { method: "PATCH", token: agent.token, json: { siret } });
    expect(taking.status).toBe(409);
    const keeping = await api(`/v1/companies/${holder.id}`, { method: "PATCH", token: agent.token, json: { siret, name: "Alpha SA" } });
    expect(keeping.status).toBe(200);
  });

  it("lets another space hold the same SIRET, and companies without one", async () => {
    const [lyon, lille] = [await createSpace(), await createSpace()];
    const agent = await signedInUser({ spaceIds: [lyon.id, lille.id] });
    const siret = uniqueSiret();
    expect((await create(agent.token, lyon.id, "Gamma", siret)).status).toBe(201);
    expect((await create(agent.token, lille.id, "Gamma", siret)).status).toBe(201);
    expect((await create(agent.token, lyon.id, "Delta", null)).status).toBe(201);
    expect((await create(agent.token, lyon.id, "Epsilon", null)).status).toBe(201);
  });

  it("creates one of two companies sent at once with one SIRET; the other gets the same 409", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const siret = uniqueSiret();
    const answers = await Promise.all([create(agent.token, space.id, "Première", siret), create(agent.token, space.id, "Seconde", siret)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = await readJson<Refusal>(answers.find((answer) => answer.status === 409)!);
    expect(refused.error.fields?.[0]).toMatchObject({ field: "siret", reason: "taken" });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM companies WHERE space_id = ? AND siret = ?")
      .bind(space.id, siret)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it("is held by a partial unique index", async () => {
    const row = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'companies_space_siret_unique'").first<{
      sql: string;
    }>();
    expect(row?.sql).toMatch(/^CREATE UNIQUE INDEX .* WHERE siret is not null$/);
  });
});
