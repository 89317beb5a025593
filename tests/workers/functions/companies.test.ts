import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSiret } from "#tests/builders/siret";
import { frenchVatNumber } from "#domain/french/siren-siret";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

type Company = {
  id: number;
  space_id: number;
  name: string;
  siren: string | null;
  siret: string | null;
  vat_code: string | null;
  phone: string | null;
  ape_code: string | null;
  ape_nomenclature: string | null;
  activity_section: string | null;
  departement: string | null;
  latitude: number | null;
  contacts_count: number;
  parent_company_id: number | null;
  archived_at: string | null;
  distance_km?: number | null;
};
type ErrorAnswer = { error: { code: string; message: string; fields?: { field: string; reason: string; message: string }[] } };

const LYON = { address: "12 rue de la République", zipcode: "69003", city: "Lyon" };

/** The few reference rows these tests need, with coordinates (upserted: other files may hold them without). */
async function loadCompanyReferences() {
  const communes: [string, string, string, string, number, number][] = [
    ["69123", "69003", "Lyon", "69", 45.7597, 4.8422],
    ["69266", "69100", "Villeurbanne", "69", 45.7719, 4.8902],
    ["59350", "59000", "Lille", "59", 50.6292, 3.0573],
    ["2A004", "20000", "Ajaccio", "2A", 41.9192, 8.7386],
    ["2B033", "20200", "Bastia", "2B", 42.6977, 9.4508],
  ];
  await env.DB.batch([
    ...communes.map(([insee, postalCode, name, departement, latitude, longitude]) =>
      env.DB.prepare(
        `INSERT INTO communes (insee_code, postal_code, name, name_normalized, departement_code, latitude, longitude)
         VALUES (?, ?, ?, lower(?), ?, ?, ?)
         ON CONFLICT (insee_code, postal_code) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude`,
      ).bind(insee, postalCode, name, name, departement, latitude, longitude),
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO naf_codes (nomenclature, code, level, parent_code, label_fr) VALUES
       ('naf_rev2', '43', 'division', 'F', 'Travaux de construction spécialisés'),
       ('naf_rev2', '43.21A', 'subclass', '43.21', 'Travaux d''installation électrique dans tous locaux'),
       ('naf_rev2', '10', 'division', 'C', 'Industries alimentaires'),
       ('naf_rev2', '10.71C', 'subclass', '10.71', 'Boulangerie et boulangerie-pâtisserie'),
       ('naf_2025', '78', 'division', 'N', 'Activités liées à l''emploi'),
       ('naf_2025', '78.20G', 'subclass', '78.20', 'Activités d''agence de travail temporaire')`,
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO legal_forms (level, code, parent_code, label_fr) VALUES
       (3, '5710', '57', 'SAS, société par actions simplifiée'), (3, '5499', '54', 'Société à responsabilité limitée')`,
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO staff_size_bands (code, label_fr, min_employees, max_employees, position) VALUES
       ('01', '1 ou 2 salariés', 1, 2, 3), ('11', '10 à 19 salariés', 10, 19, 7), ('12', '20 à 49 salariés', 20, 49, 8)`,
    ),
  ]);
}

let sequence = 0;
function uniqueSiret() {
  sequence++;
  return buildSiret(String(10_000_000 + ((Date.now() * 7 + sequence * 7919) % 89_999_999)), "0001");
}

async function post(token: string, json: Record<string, unknown>) {
  const response = await api("/v1/companies", { method: "POST", token, json });
  return { status: response.status, body: await readJson<Company & ErrorAnswer>(response) };
}

function fieldsOf(body: ErrorAnswer) {
  return (body.error.fields ?? []).map((field) => field.field);
}

async function list(token: string, query: string) {
  const response = await api(`/v1/companies?${query}`, { token });
  const body = await readJson<Company[] & ErrorAnswer>(response);
  return { status: response.status, body, total: response.headers.get("X-Total-Count") };
}

beforeAll(loadCompanyReferences);

describe("creating a company (spec 000 §5)", () => {
  it("from a SIRET: SIREN and VAT derived, APE found with its section, phone in E.164, placed on the map", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const siret = uniqueSiret();
    const { status, body } = await post(agent.token, {
      name: "Électricité Rhône SAS",
      trade_name: "Élec Rhône",
      siret,
      ...LYON,
      phone: "04 78 12 34 56",
      ape_code: "4321a",
      legal_form_code: "5710",
      staff_size_band: "11",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      space_id: space.id,
      siret,
      siren: siret.slice(0, 9),
      vat_code: frenchVatNumber(siret.slice(0, 9)),
      phone: "+33478123456",
      ape_code: "43.21A",
      ape_nomenclature: "naf_rev2",
      activity_section: "F",
      departement: "69",
      latitude: 45.7597,
      contacts_count: 0,
      archived_at: null,
    });
    const log = await env.DB.prepare("SELECT space_id, type FROM activity_logs WHERE schema = 'companies' AND subject_id = ?")
      .bind(String(body.id))
      .first<{ space_id: number; type: string }>();
    expect(log).toMatchObject({ space_id: space.id, type: "create" });
  });

  it("stores which NAF a code belongs to: a NAF 2025 code is accepted as such", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const { status, body } = await post(agent.token, { name: "Intérim Nord", trade_name: "IN", ...LYON, ape_code: "78.20G" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ ape_code: "78.20G", ape_nomenclature: "naf_2025", activity_section: "N" });
  });

  it("refuses a wrong SIRET, a SIRET of another SIREN and a wrong VAT number, naming each field", async () => {
    const agent = await signedInUser({ spaceIds: [(await createSpace()).id] });
    const checksum = await post(agent.token, { name: "A", trade_name: "A", ...LYON, siret: "73282932000075" });
    expect(checksum.status).toBe(422);
    expect(checksum.body.error.fields).toEqual([expect.objectContaining({ field: "siret", message: "siret_checksum" })]);

    const mismatch = await post(agent.token, { name: "A", trade_name: "A", ...LYON, siret: "73282932000074", siren: "443061841" });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.fields).toEqual([expect.objectContaining({ field: "siret", message: "siret_siren_mismatch" })]);

    const vat = await post(agent.token, { name: "A", trade_name: "A", ...LYON, siren: "732829320", vat_code: "FR 45 732829320" });
    expect(vat.status).toBe(422);
    expect(fieldsOf(vat.body)).toEqual(["vat_code"]);
  });

  it("accepts a La Poste establishment, whose SIRET has a digit sum divisible by 5 instead of a Luhn key", async () => {
    const agent = await signedInUser({ spaceIds: [(await createSpace()).id] });
    const { status, body } = await post(agent.token, {
      name: "La Poste Lyon Bourse",
      trade_name: "La Poste",
      ...LYON,
      siret: "35600000049837",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ siren: "356000000", vat_code: frenchVatNumber("356000000") });
  });

  it("names every missing required field and a name of 100 characters", async () => {
    const agent = await signedInUser({ spaceIds: [(await createSpace()).id] });
    const { status, body } = await post(agent.token, { name: "N".repeat(100) });
    expect(status).toBe(422);
    expect(fieldsOf(body)).toEqual(expect.arrayContaining(["name", "trade_name", "address", "zipcode", "city"]));
  });

  it("refuses codes missing from the reference data, naming each", async () => {
    const agent = await signedInUser({ spaceIds: [(await createSpace()).id] });
    const { status, body } = await post(agent.token, {
      name: "Codes",
      trade_name: "Codes",
      ...LYON,
      ape_code: "99.99Z",
      legal_form_code: "9999",
      staff_size_band: "53",
    });
    expect(status).toBe(422);
    expect(fieldsOf(body)).toEqual(["ape_code", "legal_form_code", "staff_size_band"]);
  });

  it("needs space_id from someone in several spaces, and answers 404 for a space they are not in", async () => {
    const [lyon, lille, elsewhere] = [await createSpace(), await createSpace(), await createSpace()];
    const agent = await signedInUser({ spaceIds: [lyon.id, lille.id] });
    const missing = await post(agent.token, { name: "A", trade_name: "A", ...LYON });
    expect(missing.status).toBe(422);
    expect(fieldsOf(missing.body)).toEqual(["space_id"]);
    expect((await post(agent.token, { name: "A", trade_name: "A", ...LYON, space_id: elsewhere.id })).status).toBe(404);
    expect((await post(agent.token, { name: "A", trade_name: "A", ...LYON, space_id: lille.id })).status).toBe(201);
    expect((await list(agent.token, "")).status).toBe(422);
    expect((await list(agent.token, `space_id=${elsewhere.id}`)).status).toBe(404);
  });

  it("keeps parent and group companies in the same space, never the company itself nor a loop", async () => {
    const [mine, other] = [await createSpace(), await createSpace()];
    const agent = await signedInUser({ spaceIds: [mine.id] });
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const foreign = await post(owner.token, { name: "Ailleurs", trade_name: "A", ...LYON, space_id: other.id });
    const parent = await post(agent.token, { name: "Groupe", trade_name: "G", ...LYON });
    const child = await post(agent.token, { name: "Filiale", trade_name: "F", ...LYON, parent_company_id: parent.body.id });
    expect(child.body.parent_company_id).toBe(parent.body.id);

    const across = await post(agent.token, { name: "X", trade_name: "X", ...LYON, group_company_id: foreign.body.id });
    expect(across.status).toBe(422);
    expect(fieldsOf(across.body)).toEqual(["group_company_id"]);
    const patch = (id: number, json: object) => api(`/v1/companies/${id}`, { method: "PATCH", token: agent.token, json });
    expect((await patch(parent.body.id, { parent_company_id: parent.body.id })).status).toBe(422);
    const loop = await patch(parent.body.id, { parent_company_id: child.body.id });
    expect(loop.status).toBe(422);
    expect((await readJson<ErrorAnswer>(loop)).error.fields?.[0]).toMatchObject({
      field: "parent_company_id",
      message: "company_parent_loop",
    });
  });
});

describe("updating a company", () => {
  it("a new SIRET brings its SIREN and VAT number, and the log says what changed", async () => {
    const agent = await signedInUser({ spaceIds: [(await createSpace()).id] });
    const created = await post(agent.token, { name: "Ancienne", trade_name: "A", ...LYON, siret: uniqueSiret() });
    const siret = uniqueSiret();
    const response = await api(`/v1/companies/${created.body.id}`, {
      method: "PATCH",
      token: agent.token,
      json: { siret, name: "Nouvelle" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Nouvelle",
      siret,
      siren: siret.slice(0, 9),
      vat_code: frenchVatNumber(siret.slice(0, 9)),
    });
    const log = await env.DB.prepare("SELECT changes FROM activity_logs WHERE schema = 'companies' AND type = 'update' AND subject_id = ?")
      .bind(String(created.body.id))
      .first<{ changes: string }>();
    expect(JSON.parse(log!.changes)).toMatchObject({ name: { from: "Ancienne", to: "Nouvelle" }, siret: { to: siret } });
  });

  it("refuses a SIREN that does not match the stored SIRET, naming siren, and a required field set to null", async () => {
    const agent = await signedInUser({ spaceIds: [(await createSpace()).id] });
    const created = await post(agent.token, { name: "Stable", trade_name: "S", ...LYON, siret: "73282932000074" });
    const patch = (json: object) => api(`/v1/companies/${created.body.id}`, { method: "PATCH", token: agent.token, json });
    const siren = await patch({ siren: "443061841" });
    expect(siren.status).toBe(422);
    expect(fieldsOf(await readJson<ErrorAnswer>(siren))).toEqual(["siren"]);
    const cleared = await patch({ name: null, city: null });
    expect(fieldsOf(await readJson<ErrorAnswer>(cleared))).toEqual(["name", "city"]);
  });
});

describe("searching companies (spec 000 §2, §6 company_search_filters)", () => {
  async function spaceWithCompanies() {
    const space = await createSpace();
    const searcher = await signedInUser({ permissions: ["company_search_filters"], spaceIds: [space.id] });
    const plain = await signedInUser({ spaceIds: [space.id] });
    const rows = [
      { name: "Boulangerie Lumière", trade_name: "Lumière", address: "1 rue A", zipcode: "69003", city: "Lyon", staff_size_band: "01" },
      {
        name: "Villeurbanne Métallerie",
        trade_name: "VM",
        address: "2 rue B",
        zipcode: "69100",
        city: "Villeurbanne",
        staff_size_band: "11",
      },
      { name: "Nord Logistique", trade_name: "NL", address: "3 rue C", zipcode: "59000", city: "Lille", staff_size_band: "11" },
      { name: "Ajaccio Marine", trade_name: "AM", address: "4 quai D", zipcode: "20000", city: "Ajaccio", state: "active_client" },
      { name: "Bastia Bâtiment", trade_name: "BB", address: "5 rue E", zipcode: "20200", city: "Bastia", state: "active_client" },
    ];
    for (const row of rows) expect((await post(searcher.token, row)).status).toBe(201);
    return { space, searcher, plain };
  }

  it("filters by département (2A and 2B from 20xxx) and staff band for a user holding the permission", async () => {
    const { searcher } = await spaceWithCompanies();
    const names = async (query: string) => (await list(searcher.token, query)).body.map((company) => company.name);
    expect(await names("departement=69")).toEqual(["Boulangerie Lumière", "Villeurbanne Métallerie"]);
    expect(await names("departement=2A")).toEqual(["Ajaccio Marine"]);
    expect(await names("departement=2b")).toEqual(["Bastia Bâtiment"]);
    expect(await names("staff_size_band=11")).toEqual(["Nord Logistique", "Villeurbanne Métallerie"]);
    expect(await names("staff_size_band=11&departement=59")).toEqual(["Nord Logistique"]);
    expect(await names("state=active_client&sort=-name")).toEqual(["Bastia Bâtiment", "Ajaccio Marine"]);
  });

  it("answers 403 'User has no rights' to those filters without the permission; the plain search stays open", async () => {
    const { plain } = await spaceWithCompanies();
    for (const query of ["departement=69", "staff_size_band=11", "state=prospect", "near_postal_code=69003&distance_km=10"]) {
      const { status, body } = await list(plain.token, query);
      expect(status, query).toBe(403);
      expect(body.error.message).toBe("User has no rights");
    }
    const { status, body, total } = await list(plain.token, "q=lumiere");
    expect(status).toBe(200);
    expect(body.map((company) => company.name)).toEqual(["Boulangerie Lumière"]);
    expect(total).toBe("1");
    expect((await list(plain.token, "q=69100")).body.map((company) => company.name)).toEqual(["Villeurbanne Métallerie"]);
  });

  it("filters by distance from a postal code or a point, nearest first with sort=distance", async () => {
    const { searcher } = await spaceWithCompanies();
    const near = await list(searcher.token, "near_postal_code=69003&distance_km=10&sort=distance");
    expect(near.body.map((company) => [company.name, company.distance_km])).toEqual([
      ["Boulangerie Lumière", 0],
      ["Villeurbanne Métallerie", expect.closeTo(4, 0)],
    ]);
    const lille = await list(searcher.token, "lat=50.63&lng=3.06&distance_km=5");
    expect(lille.body.map((company) => company.name)).toEqual(["Nord Logistique"]);
    expect((await list(searcher.token, "near_postal_code=99999&distance_km=5")).status).toBe(422);
  });

  it("pages with a total and Link header", async () => {
    const { plain } = await spaceWithCompanies();
    const response = await api("/v1/companies?per_page=2&page=2", { token: plain.token });
    expect(response.headers.get("X-Total-Count")).toBe("5");
    expect(response.headers.get("Link")).toContain('rel="last"');
    expect((await readJson<Company[]>(response)).map((company) => company.name)).toEqual(["Boulangerie Lumière", "Nord Logistique"]);
  });
});

describe("archiving and reactivating (spec 000 §4)", () => {
  it("moves a company to the archived view and back, logging each change once", async () => {
    const agent = await signedInUser({ spaceIds: [(await createSpace()).id] });
    const { body: company } = await post(agent.token, { name: "Saisonnière", trade_name: "S", ...LYON });
    const archive = () => api(`/v1/companies/${company.id}/archive`, { method: "POST", token: agent.token });
    const archived = await readJson<Company>(await archive());
    expect(archived.archived_at).not.toBeNull();
    expect((await archive()).status).toBe(200);
    expect((await list(agent.token, "")).body.map((c) => c.id)).not.toContain(company.id);
    expect((await list(agent.token, "archived=true")).body.map((c) => c.id)).toEqual([company.id]);

    const reactivated = await api(`/v1/companies/${company.id}/reactivate`, { method: "POST", token: agent.token });
    expect((await readJson<Company>(reactivated)).archived_at).toBeNull();
    expect((await list(agent.token, "")).body.map((c) => c.id)).toEqual([company.id]);
    const logs = await env.DB.prepare("SELECT type FROM activity_logs WHERE schema = 'companies' AND subject_id = ? ORDER BY id")
      .bind(String(company.id))
      .all<{ type: string }>();
    expect(logs.results.map((log) => log.type)).toEqual(["create", "archive", "reactivate"]);
  });
});
