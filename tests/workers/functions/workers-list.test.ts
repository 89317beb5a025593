import { beforeAll, describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker, fieldsOf, loadGeolocatedCommunes } from "../worker-factories";
import { readJson } from "../json";

// The worker list's filters (spec 000 §2 worker list, §9 distance options) on a small, known pool.

type Summary = {
  id: number;
  first_name: string;
  last_name: string;
  distance_km: number | null;
  current_availability: { status: string } | null;
};

let token: string;
let spaceId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  await loadGeolocatedCommunes();
  const space = await createSpace({ name: "Intérim Lyon liste" });
  spaceId = space.id;
  token = (await signedInUser({ spaceIds: [space.id] })).token;
  const pool: [key: string, fields: Record<string, unknown>][] = [
    [
      "dupont",
      {
        first_name: "Jean",
        last_name: "Dupont",
        postal_code: "69330",
        state: "candidate",
        favorite_jobs: ["Cariste CACES 3"],
        transportation_means: ["car"],
      },
    ],
    [
      "dupond",
      {
        first_name: "Marie",
        last_name: "Dupond",
        postal_code: "69500",
        state: "employee",
        favorite_jobs: ["Préparateur de commandes"],
        transportation_means: ["mass_transit"],
      },
    ],
    [
      "martin",
      {
        first_name: "Élodie",
        last_name: "Martin",
        postal_code: "38000",
        state: "candidate",
        favorite_jobs: ["Soudeur"],
        transportation_means: ["car", "carpool"],
      },
    ],
    [
      "duval",
      {
        first_name: "Hélène",
        last_name: "duval",
        postal_code: "59000",
        state: "applicant",
        favorite_jobs: ["Aide-soignant"],
        transportation_means: [],
      },
    ],
    [
      "bernard",
      { first_name: "Paul", last_name: "Bernard", postal_code: "13001", state: "web", favorite_jobs: [], transportation_means: [] },
    ],
    [
      "muller",
      {
        first_name: "Anna",
        last_name: "Müller",
        maiden_name: "Dupuis",
        postal_code: null,
        state: "supplement_ok",
        favorite_jobs: [],
        transportation_means: [],
      },
    ],
  ];
  for (const [key, fields] of pool) ids[key] = (await createWorker(token, space.id, fields)).id;
  await api(`/v1/workers/${ids.dupont}/availabilities`, {
    method: "POST",
    token,
    json: { status: "available", from: "2034-01-10", to: "2034-01-20" },
  });
  await api(`/v1/workers/${ids.martin}/availabilities`, {
    method: "POST",
    token,
    json: { status: "unavailable", from: "2034-01-10", to: "2034-01-20" },
  });
  await api(`/v1/workers/${ids.bernard}/availabilities`, { method: "POST", token, json: { status: "available" } });
  const archived = await createWorker(token, space.id, { first_name: "Luc", last_name: "Dupontel" });
  ids.archived = archived.id;
  await api(`/v1/workers/${archived.id}`, { method: "DELETE", token });
});

async function list(query: string) {
  const response = await api(`/v1/workers?space_id=${spaceId}&${query}`, { token });
  expect(response.status, `${query}: ${response.status}`).toBe(200);
  return { rows: await readJson<Summary[]>(response), headers: response.headers };
}

async function names(query: string) {
  return (await list(query)).rows.map((row) => row.last_name);
}

describe("GET /v1/workers filters", () => {
  it("lists the space's active workers by last name (case-insensitive), then first name", async () => {
    expect(await names("")).toEqual(["Bernard", "Dupond", "Dupont", "duval", "Martin", "Müller"]);
  });

  it("finds names by prefix, accent-insensitive, maiden names included; commas separate names", async () => {
    expect(await names("names=dup")).toEqual(["Dupond", "Dupont", "Müller"]);
    expect(await names(`names=${encodeURIComponent("dupont, martin")}`)).toEqual(["Dupont", "Martin"]);
    expect(await names(`names=${encodeURIComponent("jean dup")}`)).toEqual(["Dupont"]);
    expect(await names("names=helene")).toEqual(["duval"]);
    expect(await names(`names=${encodeURIComponent("ÉLO")}`)).toEqual(["Martin"]);
    expect(await names(`names=${encodeURIComponent('"dup" OR NOT*')}`)).toEqual([]);
  });

  it("filters on states, comma-separated or repeated", async () => {
    expect(await names("state=candidate,employee")).toEqual(["Dupond", "Dupont", "Martin"]);
    expect(await names("state=web&state=supplement_ok")).toEqual(["Bernard", "Müller"]);
  });

  it("filters on availability over a date range, a single day, or now", async () => {
    expect(await names("availability_status=available&available_from=2034-01-12&available_to=2034-01-14")).toEqual(["Dupont"]);
    expect(await names("available_from=2034-01-19")).toEqual(["Dupont"]);
    expect(await names("available_to=2034-01-21")).toEqual([]);
    expect(await names("availability_status=unavailable,blocked&available_from=2034-01-15")).toEqual(["Martin"]);
    expect(await names("availability_status=available")).toEqual(["Bernard"]);
    const { rows } = await list("names=bernard");
    expect(rows[0]!.current_availability?.status).toBe("available");
  });

  it("filters on a favourite job (contains, case-insensitive) and on transport means (any of them)", async () => {
    expect(await names(`favorite_job=${encodeURIComponent("prépar")}`)).toEqual(["Dupond"]);
    expect(await names("favorite_job=CARISTE")).toEqual(["Dupont"]);
    expect(await names("transport=car")).toEqual(["Dupont", "Martin"]);
    expect(await names("transport=carpool,mass_transit")).toEqual(["Dupond", "Martin"]);
  });

  it("filters by distance around a point or a postal code, closest first by default", async () => {
    const lyon = "near_lat=45.764&near_lng=4.8357";
    const near = await list(`${lyon}&distance_km=20`);
    expect(near.rows.map((row) => row.last_name)).toEqual(["Dupond", "Dupont"]);
    expect(near.rows[0]!.distance_km).toBeGreaterThan(5);
    expect(near.rows[0]!.distance_km).toBeLessThan(8);
    expect(near.headers.get("X-Total-Count")).toBe("2");
    expect(await names(`${lyon}&distance_km=100`)).toEqual(["Dupond", "Dupont", "Martin"]);
    expect(await names(`${lyon}&distance_km=200`)).toEqual(["Dupond", "Dupont", "Martin"]);
    expect(await names("near_postal_code=69500&distance_km=10")).toEqual(["Dupond", "Dupont"]);
    // No radius: all of France, closest first, workers without coordinates last.
    expect(await names(lyon)).toEqual(["Dupond", "Dupont", "Martin", "Bernard", "duval", "Müller"]);
    expect(await names(`${lyon}&sort=-distance`)).toEqual(["duval", "Bernard", "Martin", "Dupont", "Dupond", "Müller"]);
    expect(await names(`${lyon}&sort=last_name&distance_km=30`)).toEqual(["Dupond", "Dupont"]);
    // Pages of one: none fits in the nearest 5 km, so each is looked for again in the whole radius.
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(...(await names(`${lyon}&distance_km=200&per_page=1&page=${page}`)));
    expect(pages).toEqual(["Dupond", "Dupont", "Martin"]);
  });

  it("sorts on first name, descending last name, and creation date", async () => {
    // Accents and case do not change the order: Élodie comes with the E.
    expect((await list("sort=first_name")).rows.map((row) => row.first_name)).toEqual([
      "Anna",
      "Élodie",
      "Hélène",
      "Jean",
      "Marie",
      "Paul",
    ]);
    expect(await names("sort=-last_name")).toEqual(["Müller", "Martin", "duval", "Dupont", "Dupond", "Bernard"]);
    expect(await names("sort=created_at")).toEqual(["Dupont", "Dupond", "Martin", "duval", "Bernard", "Müller"]);
    expect(await names("sort=-created_at")).toEqual(["Müller", "Bernard", "duval", "Martin", "Dupond", "Dupont"]);
  });

  it("paginates with an RFC 8288 Link header and a total, pages never overlapping", async () => {
    const first = await list("per_page=4");
    expect(first.headers.get("X-Total-Count")).toBe("6");
    expect(first.headers.get("Link")).toMatch(/per_page=4&page=2>; rel="next"/);
    expect(first.headers.get("Link")).toMatch(/per_page=4&page=2>; rel="last"/);
    const second = await list("per_page=4&page=2");
    expect([...first.rows, ...second.rows].map((row) => row.id).sort()).toEqual(
      Object.values(ids)
        .filter((id) => id !== ids.archived)
        .sort(),
    );
  });

  it("shows archived workers in the archived view only", async () => {
    expect(await names("archived=true")).toEqual(["Dupontel"]);
    expect(await names("archived=true&names=dup")).toEqual(["Dupontel"]);
  });

  it("refuses impossible filters, naming the parameter", async () => {
    const cases: [string, string][] = [
      ["distance_km=20", "query.distance_km"],
      ["near_lat=45.7&near_lng=4.8&distance_km=15", "query.distance_km"],
      ["near_lat=45.7", "query.near_lng"],
      ["sort=distance", "query.sort"],
      ["sort=salary", "query.sort"],
      ["names=a", "query.names"],
      [`names=${Array.from({ length: 11 }, (_, i) => `nom${i}`).join(",")}`, "query.names"],
      ["names=%2C--%2C", "query.names"],
      ["state=retired", "query.state"],
      ["available_from=2034-02-30", "query.available_from"],
      ["available_from=2034-01-20&available_to=2034-01-10", "query.available_to"],
      ["near_postal_code=98799&distance_km=10", "query.near_postal_code"],
      ["per_page=101", "query.per_page"],
      ["archived=maybe", "query.archived"],
    ];
    for (const [query, field] of cases) {
      const response = await api(`/v1/workers?space_id=${spaceId}&${query}`, { token });
      expect(response.status, query).toBe(422);
      expect(await fieldsOf(response), query).toContain(field);
    }
  });
});
