import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

// A space administrator edits their own agency's settings (decision 0045): what the DPAE and the SMS
// need of it, in the formats the DPAE checks; nothing of another space, nothing of the owner's fields.

type Space = { id: number; ape_code: string | null; urssaf_code: string | null; health_service_code: string | null; phone: string | null };
type ErrorAnswer = { error: { fields?: { field: string; reason: string; message: string }[] } };

async function spaceAdmin() {
  const space = await createSpace();
  const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [space.id] });
  return { space, admin };
}

function patchSettings(spaceId: number, token: string, json: unknown) {
  return api(`/v1/spaces/${spaceId}/settings`, { method: "PATCH", token, json });
}

describe("PATCH /v1/spaces/{id}/settings", () => {
  it("saves the agency's DPAE codes, address and phone, in the forms the DPAE writes", async () => {
    const { space, admin } = await spaceAdmin();
    const response = await patchSettings(space.id, admin.token, {
      siret: "73282932000074",
      ape_code: "7820z",
      urssaf_code: "827",
      health_service_code: "ast69",
      address: "17 rue du Docteur Bouchut",
      zipcode: "69003",
      city: "Lyon",
      phone: "04 78 00 00 00",
      financial_guarantor_name: "Caisse de garantie",
      registration_employer_step: true,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await readJson<Space>(response)).toMatchObject({
      ape_code: "7820Z",
      urssaf_code: "827",
      health_service_code: "AST69",
      phone: "+33478000000",
      registration_employer_step: true,
    });
  });

  it("refuses the codes the DPAE would refuse, each under its field", async () => {
    const { space, admin } = await spaceAdmin();
    const response = await patchSettings(space.id, admin.token, { urssaf_code: "8270", health_service_code: "AST-690", ape_code: "782" });
    expect(response.status).toBe(422);
    const fields = (await readJson<ErrorAnswer>(response)).error.fields!;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "urssaf_code", message: "dpae_urssaf_code_invalid" }),
        expect.objectContaining({ field: "health_service_code", message: "dpae_health_service_code_invalid" }),
        expect.objectContaining({ field: "ape_code", message: "ape_format" }),
      ]),
    );
  });

  it("refuses what stays the owner's: the agency's name, link and features", async () => {
    const { space, admin } = await spaceAdmin();
    for (const json of [{ name: "Autre" }, { url: "autre" }, { sms_enabled: false }, { association_code: "ABCDEF" }]) {
      expect((await patchSettings(space.id, admin.token, json)).status).toBe(422);
    }
  });

  it("is another space's 404, and needs space-users", async () => {
    const { admin } = await spaceAdmin();
    const other = await createSpace();
    expect((await patchSettings(other.id, admin.token, { city: "Lille" })).status).toBe(404);
    const mine = await createSpace();
    const agent = await signedInUser({ permissions: ["orders"], spaceIds: [mine.id] });
    expect((await patchSettings(mine.id, agent.token, { city: "Lille" })).status).toBe(403);
  });

  it("lets the owner's own update keep refusing a four-character URSSAF code", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const space = await createSpace();
    const response = await api(`/v1/spaces/${space.id}`, { method: "PATCH", token: owner.token, json: { urssaf_code: "1170" } });
    expect(response.status).toBe(422);
  });
});
