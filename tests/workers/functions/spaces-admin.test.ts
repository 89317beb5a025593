import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

type Space = {
  id: number;
  name: string;
  siret: string | null;
  siren: string | null;
  association_code: string | null;
  deleted_at: string | null;
  latitude: number | null;
  phone: string | null;
};
type ErrorAnswer = { error: { message: string; fields?: { field: string; reason: string }[] } };

function code() {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 6).toUpperCase();
}

describe("/v1/spaces management (owner)", () => {
  it("creates a space with its company data, deriving the SIREN and storing the phone in E.164", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const response = await api("/v1/spaces", {
      method: "POST",
      token: owner.token,
      json: {
        name: "Intérim Grenoble",
        siret: "732 829 320 00074",
        association_code: code(),
        zipcode: "38000",
        city: "Grenoble",
        phone: "04 76 00 00 00",
        default_notification_email: "agence@grenoble.test",
        sms_enabled: true,
        health_service_code: "SST38",
        urssaf_code: "117",
      },
    });
    expect(response.status).toBe(201);
    const space = await readJson<Space>(response);
    expect(space).toMatchObject({ name: "Intérim Grenoble", siret: "73282932000074", siren: "732829320", phone: "+33476000000" });
    const log = await env.DB.prepare("SELECT type FROM activity_logs WHERE schema = 'spaces' AND subject_id = ?")
      .bind(String(space.id))
      .first();
    expect(log).toEqual({ type: "create" });
  });

  it("refuses a SIRET with a wrong checksum and an association code that is not 6 characters, naming both", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const response = await api("/v1/spaces", {
      method: "POST",
      token: owner.token,
      json: { name: "Agence", siret: "73282932000075", association_code: "ABC" },
    });
    expect(response.status).toBe(422);
    const fields = (await readJson<ErrorAnswer>(response)).error.fields!.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["siret", "association_code"]));
  });

  it("refuses an association code used by another space with the spec's message", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const taken = code();
    await api("/v1/spaces", { method: "POST", token: owner.token, json: { name: "First", association_code: taken } });
    const second = await api("/v1/spaces", { method: "POST", token: owner.token, json: { name: "Second", association_code: taken } });
    expect(second.status).toBe(409);
    expect((await readJson<ErrorAnswer>(second)).error.message).toBe("association_code used by another space");
  });

  it("updates, soft-deletes and restores a space, logging each change with what changed", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const space = await createSpace();
    const patch = await api(`/v1/spaces/${space.id}`, {
      method: "PATCH",
      token: owner.token,
      json: { city: "Villeurbanne", ocr_enabled: true },
    });
    expect(patch.status).toBe(200);
    expect(await readJson<Space>(patch)).toMatchObject({ id: space.id });
    expect((await api(`/v1/spaces/${space.id}`, { method: "DELETE", token: owner.token })).status).toBe(204);
    const deleted = await readJson<Space>(await api(`/v1/spaces/${space.id}`, { token: owner.token }));
    expect(deleted.deleted_at).not.toBeNull();
    const restored = await readJson<Space>(await api(`/v1/spaces/${space.id}/restore`, { method: "POST", token: owner.token }));
    expect(restored.deleted_at).toBeNull();
    const logs = await env.DB.prepare("SELECT type, changes FROM activity_logs WHERE schema = 'spaces' AND subject_id = ? ORDER BY id")
      .bind(String(space.id))
      .all<{ type: string; changes: string | null }>();
    expect(logs.results.map((log) => log.type)).toEqual(["update", "delete", "restore"]);
    expect(JSON.parse(logs.results[0]!.changes!)).toMatchObject({
      city: { from: null, to: "Villeurbanne" },
      ocr_enabled: { from: false, to: true },
    });
  });

  it("lets members read their space but not change it; others get 404", async () => {
    const mine = await createSpace();
    const other = await createSpace();
    const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [mine.id] });
    expect((await api(`/v1/spaces/${mine.id}`, { token: admin.token })).status).toBe(200);
    expect((await api(`/v1/spaces/${other.id}`, { token: admin.token })).status).toBe(404);
    expect((await api(`/v1/spaces/${mine.id}`, { method: "PATCH", token: admin.token, json: { name: "Mine" } })).status).toBe(403);
    expect((await api("/v1/spaces", { method: "POST", token: admin.token, json: { name: "New" } })).status).toBe(403);
  });

  it("searches spaces by name or city", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const unique = `Zq${crypto.randomUUID().slice(0, 5)}`;
    await createSpace({ name: `${unique} Centre` });
    const response = await api(`/v1/spaces?q=${unique.toLowerCase()}`, { token: owner.token });
    expect((await readJson<Space[]>(response)).map((space) => space.name)).toEqual([`${unique} Centre`]);
  });
});
