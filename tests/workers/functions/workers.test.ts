import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import {
  createWorker,
  fieldsOf,
  loadGeolocatedCommunes,
  nirOf,
  uniqueEmail,
  uniqueMobile,
  workerBody,
  workerCount,
  type ErrorAnswer,
  type WorkerAnswer,
} from "../worker-factories";
import { readJson } from "../json";

async function agency() {
  const space = await createSpace({ name: "Intérim Lyon" });
  const agent = await signedInUser({ spaceIds: [space.id] });
  return { space, token: agent.token };
}

async function post(token: string, json: unknown) {
  return api("/v1/workers", { method: "POST", token, json });
}

describe("creating a worker (spec 000 §3 Worker profile, §5)", () => {
  it("stores a full profile with the spec's field names and answers the worker file", async () => {
    const { space, token } = await agency();
    const nir = nirOf(1, "1985-03-09", "69123");
    const response = await post(token, {
      space_id: space.id,
      first_name: "Jean-Pierre",
      last_name: "Dupont",
      sex: "mister",
      birth_date: "1985-03-09",
      birth_city: "Lyon",
      birth_country: "France",
      birth_department: "69",
      nationality: "Française",
      nir: `${nir.slice(0, 1)} ${nir.slice(1, 3)} ${nir.slice(3, 5)} ${nir.slice(5, 7)} ${nir.slice(7, 10)} ${nir.slice(10, 13)} ${nir.slice(13)}`,
      family_situation: "civil_union",
      child_in_charge: 2,
      postal_address: "12 rue de la République",
      postal_complement: "Bâtiment B",
      postal_code: "69002",
      postal_city: "Lyon",
      postal_country: "France",
      phone_number: "04 78 12 34 56",
      mobile_phone_number: "06 12 34 56 78",
      email: "JP.Dupont@Exemple.fr",
      favorite_jobs: ["Cariste CACES 3", "Préparateur de commandes"],
      transportation_means: ["car", "mass_transit", "car"],
      external_ref: "LYO-000123",
      introduction_text: "Dix ans d'expérience en entrepôt.",
      resume_keywords: "cariste, CACES, logistique",
      wage_category: "Ouvrier qualifié",
      payment_category: "bank_transfer",
      domiciliation: "Banque Populaire Lyon",
      beneficiary: "Jean-Pierre Dupont",
      bic: "ccbpfrpplyo",
      iban: "FR76 3000 6000 0112 3456 7890 189",
      state: "employee",
      cet_consent: true,
      preference_start: "1_week",
      preference_environments: ["indoor", "cold"],
      preference_availabilities: ["full_time", "shifts_3x8"],
    });
    expect(response.status).toBe(201);
    const worker = await readJson<WorkerAnswer>(response);
    expect(worker).toMatchObject({
      space_id: space.id,
      first_name: "Jean-Pierre",
      nir,
      email: "jp.dupont@exemple.fr",
      mobile_phone_number: "+33612345678",
      phone_number: "+33478123456",
      iban: "FR7630006000011234567890189",
      bic: "CCBPFRPPLYO",
      favorite_jobs: ["Cariste CACES 3", "Préparateur de commandes"],
      transportation_means: ["car", "mass_transit"],
      preference_environments: ["cold", "indoor"],
      state: "employee",
      cet_consent: true,
      under_18: false,
      archived: false,
      has_profile_picture: false,
    });
    expect(worker).not.toHaveProperty("profile_picture_key");
    const again = await api(`/v1/workers/${worker.id}`, { token });
    expect(await again.json()).toEqual(worker);
    const log = await env.DB.prepare(
      "SELECT title, subject_id, changes FROM activity_logs WHERE schema = 'workers' AND type = 'create' AND space_id = ?",
    )
      .bind(space.id)
      .first<{ title: string; subject_id: string; changes: string }>();
    expect(log).toMatchObject({ title: "Worker created", subject_id: String(worker.id) });
    // The log says the NIR and bank details were given, without keeping them.
    expect(JSON.parse(log!.changes)).toMatchObject({ nir: "[redacted]", iban: "[redacted]", first_name: "Jean-Pierre" });
  });

  it("accepts Corsican NIRs (2A after 1976, 2B) and an overseas mobile (0692, Réunion)", async () => {
    const { space, token } = await agency();
    const ajaccio = await post(
      token,
      workerBody(space.id, { sex: "misses", birth_date: "1990-07-15", birth_department: "2A", nir: nirOf(2, "1990-07-15", "2A004") }),
    );
    expect(ajaccio.status).toBe(201);
    expect((await readJson<WorkerAnswer>(ajaccio)).nir).toMatch(/^2900+72A004\d{5}$/);
    const bastia = await post(
      token,
      workerBody(space.id, { sex: "mister", birth_date: "1982-11-02", nir: nirOf(1, "1982-11-02", "2B033") }),
    );
    expect(bastia.status).toBe(201);
    const reunion = await post(
      token,
      workerBody(space.id, { mobile_phone_number: "06 92 12 34 56", birth_date: "1995-01-20", nir: nirOf(2, "1995-01-20", "97411") }),
    );
    expect(reunion.status).toBe(201);
    expect((await readJson<WorkerAnswer>(reunion)).mobile_phone_number).toBe("+262692123456");
  });

  it("refuses a NIR with a wrong key, naming nir", async () => {
    const { space, token } = await agency();
    const valid = nirOf(1, "1985-03-09");
    const wrongKey = valid.slice(0, 13) + String((Number(valid.slice(13)) % 97) + 1).padStart(2, "0");
    const response = await post(token, workerBody(space.id, { sex: "mister", birth_date: "1985-03-09", nir: wrongKey }));
    expect(response.status).toBe(422);
    const fields = (await readJson<ErrorAnswer>(response)).error.fields!;
    expect(fields).toContainEqual(expect.objectContaining({ field: "nir", message: "nir_key" }));
  });

  it("accepts a NIR that disagrees with the sex or the birth date: the form warns, /v1 checks pattern and key", async () => {
    const { space, token } = await agency();
    const woman = nirOf(2, "1990-04-12");
    for (const body of [
      workerBody(space.id, { sex: "mister", birth_date: "1990-04-12", nir: woman }),
      workerBody(space.id, { sex: "misses", birth_date: "1991-04-12", nir: woman, email: uniqueEmail(), mobile_phone_number: null }),
    ]) {
      const response = await post(token, body);
      expect(response.status).toBe(201);
      expect((await readJson<{ nir: string }>(response)).nir).toBe(woman);
    }
  });

  it("refuses a mobile with a bad prefix and a fixed line as mobile, naming mobile_phone_number", async () => {
    const { space, token } = await agency();
    const badPrefix = await post(token, workerBody(space.id, { mobile_phone_number: "07 12 34 56 78" }));
    expect(badPrefix.status).toBe(422);
    expect((await readJson<ErrorAnswer>(badPrefix)).error.fields).toContainEqual(
      expect.objectContaining({ field: "mobile_phone_number", message: "phone_prefix" }),
    );
    const fixed = await post(token, workerBody(space.id, { mobile_phone_number: "04 78 12 34 56" }));
    expect(await fieldsOf(fixed)).toEqual(["mobile_phone_number"]);
  });

  it("needs an e-mail or a mobile: neither gives 422 naming both, and nothing is written", async () => {
    const { space, token } = await agency();
    const before = await workerCount(space.id);
    const response = await post(token, workerBody(space.id, { email: undefined, mobile_phone_number: null }));
    expect(response.status).toBe(422);
    expect(await fieldsOf(response)).toEqual(expect.arrayContaining(["email", "mobile_phone_number"]));
    expect(await workerCount(space.id)).toBe(before);
    expect((await post(token, workerBody(space.id, { email: undefined }))).status).toBe(201);
    expect((await post(token, workerBody(space.id, { mobile_phone_number: undefined }))).status).toBe(201);
  });

  it("names every refused field of a bad form at once (names, dates, postal code, lists)", async () => {
    const { space, token } = await agency();
    const response = await post(token, {
      space_id: space.id,
      first_name: "1234",
      last_name: "D",
      birth_date: "1990-02-30",
      postal_code: "6900",
      favorite_jobs: ["Cariste", "cariste", "3", "Soudeur"],
      child_in_charge: -1,
      sex: "other",
      family_situation: "complicated",
      external_ref: "x".repeat(51),
      introduction_text: "x".repeat(65_536),
    });
    expect(response.status).toBe(422);
    expect(await fieldsOf(response)).toEqual(
      expect.arrayContaining([
        "first_name",
        "last_name",
        "birth_date",
        "postal_code",
        "favorite_jobs",
        "child_in_charge",
        "sex",
        "family_situation",
        "external_ref",
        "introduction_text",
        "email",
        "mobile_phone_number",
      ]),
    );
  });

  it("flags (and accepts) a worker registered under 18", async () => {
    const { space, token } = await agency();
    const sixteen = new Date(Date.now() - 16 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const worker = await createWorker(token, space.id, { birth_date: sixteen });
    expect(worker.under_18).toBe(true);
    expect((await createWorker(token, space.id, { birth_date: "1990-01-01" })).under_18).toBe(false);
  });

  it("keeps external_ref, e-mail and mobile unique within the space (409), not across spaces", async () => {
    const { space, token } = await agency();
    const other = await createSpace();
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const first = await createWorker(token, space.id, { external_ref: "REF-1" });
    const ref = await post(token, workerBody(space.id, { external_ref: "REF-1" }));
    expect(ref.status).toBe(409);
    const refAnswer = await readJson<ErrorAnswer>(ref);
    expect(refAnswer.error.fields).toEqual([
      { field: "external_ref", reason: "taken", message: "external_ref already taken on the space" },
    ]);

    const email = await post(token, workerBody(space.id, { email: first.email!.toUpperCase() }));
    expect(email.status).toBe(409);
    expect((await readJson<ErrorAnswer>(email)).error.message).toBe("email or mobile_phone_number already taken");
    const mobile = await post(token, workerBody(space.id, { mobile_phone_number: first.mobile_phone_number }));
    expect(await fieldsOf(mobile)).toEqual(["mobile_phone_number"]);

    const elsewhere = await post(
      owner.token,
      workerBody(other.id, { external_ref: "REF-1", email: first.email, mobile_phone_number: first.mobile_phone_number }),
    );
    expect(elsewhere.status).toBe(201);
  });

  it("refuses a space the caller does not work in, naming space_id", async () => {
    const { token } = await agency();
    const other = await createSpace();
    const response = await post(token, workerBody(other.id));
    expect(response.status).toBe(422);
    expect((await readJson<ErrorAnswer>(response)).error.fields).toEqual([
      { field: "space_id", reason: "unknown", message: "invalid agency/space id" },
    ]);
  });

  it("geolocates the postal code from the communes reference (null when unknown)", async () => {
    await loadGeolocatedCommunes();
    const { space, token } = await agency();
    const meyzieu = await createWorker(token, space.id, { postal_code: "69330", postal_city: "Meyzieu" });
    expect(meyzieu.latitude).toBeCloseTo(45.7667, 3);
    expect(meyzieu.longitude).toBeCloseTo(5.0036, 3);
    const unknown = await createWorker(token, space.id, { postal_code: "98799" });
    expect(unknown.latitude).toBeNull();
  });
});

describe("updating a worker", () => {
  it("changes what is sent, keeps the rest, moves the coordinates and logs what changed", async () => {
    await loadGeolocatedCommunes();
    const { space, token } = await agency();
    const worker = await createWorker(token, space.id, { postal_code: "69330" });
    const response = await api(`/v1/workers/${worker.id}`, {
      method: "PATCH",
      token,
      json: { last_name: "Martin", postal_code: "38000", postal_city: "Grenoble", favorite_jobs: ["Soudeur", "Maçon"], state: "applicant" },
    });
    expect(response.status).toBe(200);
    const updated = await readJson<WorkerAnswer>(response);
    expect(updated).toMatchObject({
      first_name: "Camille",
      last_name: "Martin",
      favorite_jobs: ["Soudeur", "Maçon"],
      state: "applicant",
      email: worker.email,
    });
    expect(updated.latitude).toBeCloseTo(45.1885, 3);
    const log = await env.DB.prepare("SELECT changes FROM activity_logs WHERE schema = 'workers' AND type = 'update' AND subject_id = ?")
      .bind(String(worker.id))
      .first<{ changes: string }>();
    expect(JSON.parse(log!.changes)).toMatchObject({
      last_name: { from: "Durand", to: "Martin" },
      state: { from: "candidate", to: "applicant" },
    });
  });

  it("refuses to remove the last contact channel, naming both fields", async () => {
    const { space, token } = await agency();
    const worker = await createWorker(token, space.id, { mobile_phone_number: null });
    const response = await api(`/v1/workers/${worker.id}`, { method: "PATCH", token, json: { email: null } });
    expect(response.status).toBe(422);
    expect(await fieldsOf(response)).toEqual(["email", "mobile_phone_number"]);
    const swap = await api(`/v1/workers/${worker.id}`, {
      method: "PATCH",
      token,
      json: { email: null, mobile_phone_number: uniqueMobile() },
    });
    expect(swap.status).toBe(200);
  });

  it("lets the identity change beside the NIR, and checks the uniqueness of a changed e-mail", async () => {
    const { space, token } = await agency();
    const worker = await createWorker(token, space.id, { sex: "misses", birth_date: "1990-04-12", nir: nirOf(2, "1990-04-12") });
    // The identity may change without the NIR (the form warns of the mismatch; /v1 does not refuse it).
    const sex = await api(`/v1/workers/${worker.id}`, { method: "PATCH", token, json: { sex: "mister" } });
    expect(sex.status).toBe(200);
    const other = await createWorker(token, space.id);
    const email = await api(`/v1/workers/${worker.id}`, { method: "PATCH", token, json: { email: other.email } });
    expect(email.status).toBe(409);
    expect((await api(`/v1/workers/${worker.id}`, { method: "PATCH", token, json: { email: worker.email } })).status).toBe(200);
    expect((await api(`/v1/workers/${worker.id}`, { method: "PATCH", token, json: { email: uniqueEmail() } })).status).toBe(200);
  });

  it("refuses space_id and unknown fields in an update", async () => {
    const { space, token } = await agency();
    const worker = await createWorker(token, space.id);
    const response = await api(`/v1/workers/${worker.id}`, { method: "PATCH", token, json: { space_id: 99 } });
    expect(response.status).toBe(422);
    expect(await fieldsOf(response)).toEqual(["space_id"]);
  });
});

describe("archiving and reactivating (spec 000 §4)", () => {
  it("DELETE archives: the file stays readable, the list hides it, the archived view shows it", async () => {
    const { space, token } = await agency();
    const worker = await createWorker(token, space.id, { last_name: "Archivé" });
    expect((await api(`/v1/workers/${worker.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await api(`/v1/workers/${worker.id}`, { method: "DELETE", token })).status).toBe(204);
    const file = await readJson<WorkerAnswer>(await api(`/v1/workers/${worker.id}`, { token }));
    expect(file.archived).toBe(true);
    const active = await readJson<WorkerAnswer[]>(await api(`/v1/workers?space_id=${space.id}`, { token }));
    expect(active.map((w) => w.id)).not.toContain(worker.id);
    const archived = await readJson<WorkerAnswer[]>(await api(`/v1/workers?space_id=${space.id}&archived=true`, { token }));
    expect(archived.map((w) => w.id)).toEqual([worker.id]);
    const logs = await env.DB.prepare(
      "SELECT count(*) AS n FROM activity_logs WHERE schema = 'workers' AND type = 'archive' AND subject_id = ?",
    )
      .bind(String(worker.id))
      .first<{ n: number }>();
    expect(logs?.n).toBe(1);
  });

  it("archives and reactivates in bulk, saying which changed and why the others were refused", async () => {
    const { space, token } = await agency();
    const lille = await createSpace();
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const [a, b, c] = [await createWorker(token, space.id), await createWorker(token, space.id), await createWorker(token, space.id)];
    const foreign = await createWorker(owner.token, lille.id);
    await api(`/v1/workers/${c.id}`, { method: "DELETE", token });

    const archive = await api("/v1/workers/archive", {
      method: "POST",
      token,
      json: { ids: [a.id, b.id, c.id, foreign.id, 999_999, a.id] },
    });
    expect(archive.status).toBe(200);
    const answer = await readJson<{ changed: number[]; refused: { id: number; reason: string }[] }>(archive);
    expect(answer.changed.sort()).toEqual([a.id, b.id].sort());
    expect(answer.refused).toEqual(
      expect.arrayContaining([
        { id: c.id, reason: "already_archived" },
        { id: foreign.id, reason: "not_found" },
        { id: 999_999, reason: "not_found" },
      ]),
    );
    const reactivate = await api("/v1/workers/reactivate", { method: "POST", token, json: { ids: [a.id, c.id, foreign.id] } });
    const back = await readJson<{ changed: number[]; refused: { id: number; reason: string }[] }>(reactivate);
    expect(back.changed.sort()).toEqual([a.id, c.id].sort());
    expect(back.refused).toEqual([{ id: foreign.id, reason: "not_found" }]);
    const foreignFile = await readJson<WorkerAnswer>(await api(`/v1/workers/${foreign.id}`, { token: owner.token }));
    expect(foreignFile.archived).toBe(false);
    const again = await readJson<{ refused: unknown[] }>(
      await api("/v1/workers/reactivate", { method: "POST", token, json: { ids: [a.id] } }),
    );
    expect(again.refused).toEqual([{ id: a.id, reason: "not_archived" }]);
  });

  it("refuses an empty or oversized bulk", async () => {
    const { token } = await agency();
    expect((await api("/v1/workers/archive", { method: "POST", token, json: { ids: [] } })).status).toBe(422);
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await api("/v1/workers/archive", { method: "POST", token, json: { ids } })).status).toBe(422);
  });
});
