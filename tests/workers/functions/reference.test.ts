import { beforeAll, describe, expect, it } from "vitest";
import { api, signedInUser } from "../factories";
import { loadReferenceFixtures } from "../reference-fixtures";
import { readJson } from "../json";

type ErrorAnswer = { error: { code: string; fields?: { field: string }[] } };
interface Commune {
  insee_code: string;
  postal_code: string;
  name: string;
  departement_code: string | null;
}
interface Labelled {
  code: string;
  label: string;
  label_language: "fr" | "en";
}

let token: string;

beforeAll(async () => {
  await loadReferenceFixtures();
  token = (await signedInUser()).token;
});

async function get<T>(path: string, headers: Record<string, string> = {}) {
  const response = await api(path, { token, headers });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return { body: await readJson<T>(response), headers: response.headers };
}

async function refused(path: string) {
  const response = await api(path, { token });
  expect(response.status, path).toBe(422);
  return (await readJson<ErrorAnswer>(response)).error.fields?.map((field) => field.field) ?? [];
}

describe("GET /v1/reference/communes", () => {
  it("finds the communes of a postal code", async () => {
    const { body } = await get<Commune[]>("/v1/reference/communes?postal_code=69003");
    expect(body).toEqual([expect.objectContaining({ insee_code: "69123", name: "Lyon", postal_code: "69003", departement_code: "69" })]);
  });

  it("finds communes by the first digits of a postal code", async () => {
    const { body } = await get<Commune[]>("/v1/reference/communes?postal_code=200");
    expect(body.map((row) => row.postal_code)).toEqual(["20000", "20090"]);
    expect(body[0]).toMatchObject({ name: "Ajaccio", departement_code: "2A" });
  });

  it("finds a name by its start, accents and hyphens typed or not", async () => {
    for (const q of ["saint-e", "Saint-É", "SAINT É", "saint e"]) {
      const { body } = await get<Commune[]>(`/v1/reference/communes?q=${encodeURIComponent(q)}`);
      const names = new Set(body.map((row) => row.name));
      expect([...names], q).toEqual(["Saint-Étienne", "Saint-Égrève", "Saint-Étienne-le-Molard"]);
    }
  });

  it("ignores case and accents, most populated commune first, one row per postal code", async () => {
    const { body } = await get<Commune[]>("/v1/reference/communes?q=LYO");
    expect(body.map((row) => `${row.name} ${row.postal_code}`)).toEqual(["Lyon 69001", "Lyon 69002", "Lyon 69003", "Lyons-la-Forêt 27480"]);
    const { body: etienne } = await get<Commune[]>("/v1/reference/communes?q=saint-etienne-le");
    expect(etienne.map((row) => row.name)).toEqual(["Saint-Étienne-le-Molard"]);
  });

  it("matches a prefix only, never the middle of a name", async () => {
    const { body } = await get<Commune[]>("/v1/reference/communes?q=yon");
    expect(body).toEqual([]);
  });

  it("caps the number of rows", async () => {
    const { body } = await get<Commune[]>("/v1/reference/communes?q=saint&limit=2");
    expect(body).toHaveLength(2);
    expect(await refused("/v1/reference/communes?q=saint&limit=51")).toContain("query.limit");
  });

  it("refuses a query without postal_code or q, with both, or with a 1-character name", async () => {
    expect(await refused("/v1/reference/communes")).toContain("query.postal_code");
    expect(await refused("/v1/reference/communes?postal_code=69003&q=lyon")).toContain("query.postal_code");
    expect(await refused("/v1/reference/communes?q=l")).toContain("query.q");
    expect(await refused("/v1/reference/communes?postal_code=6900A")).toContain("query.postal_code");
    expect(await refused("/v1/reference/communes?q=lyon&unknown=1")).toContain("query.unknown");
  });
});

describe("GET /v1/reference/naf", () => {
  it("finds a code by its start, with or without the dot, in both nomenclatures", async () => {
    const { body } = await get<(Labelled & { nomenclature: string; level: string })[]>("/v1/reference/naf?q=7820z");
    expect(body).toEqual([
      {
        code: "78.20Z",
        nomenclature: "naf_rev2",
        level: "subclass",
        parent_code: "78.20",
        label: "Activités des agences de travail temporaire",
        label_language: "fr",
      },
    ]);
    const { body: naf2025 } = await get<Labelled[]>("/v1/reference/naf?q=78.2&nomenclature=naf_2025");
    expect(naf2025.map((row) => row.code)).toEqual(["78.20G"]);
  });

  it("finds codes by words of their label and filters by level", async () => {
    const { body } = await get<Labelled[]>("/v1/reference/naf?q=travail%20temporaire&level=subclass");
    expect(body.map((row) => row.code)).toEqual(["78.20Z"]);
    const { body: bakery } = await get<Labelled[]>("/v1/reference/naf?q=boulangerie");
    expect(bakery.map((row) => row.code)).toEqual(["10.71C"]);
  });

  it("gives labels in English with lang=en or Accept-Language, French by default", async () => {
    const { body: en, headers } = await get<Labelled[]>("/v1/reference/naf?q=78.20Z&lang=en");
    expect(en[0]).toMatchObject({ label: "Temporary employment agency activities", label_language: "en" });
    expect(headers.get("Content-Language")).toBe("en");
    const { body: viaHeader } = await get<Labelled[]>("/v1/reference/naf?q=78.20Z", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(viaHeader[0]!.label).toBe("Temporary employment agency activities");
    const { body: german } = await get<Labelled[]>("/v1/reference/naf?q=78.20Z&lang=de");
    expect(german[0]!.label_language).toBe("en");
    const { body: fr } = await get<Labelled[]>("/v1/reference/naf?q=78.20Z", { "Accept-Language": "ja" });
    expect(fr[0]!.label).toBe("Activités des agences de travail temporaire");
  });

  it("falls back to French, and says so, where a NAF 2025 code has no English label", async () => {
    const { body } = await get<Labelled[]>("/v1/reference/naf?q=78.20G&nomenclature=naf_2025&lang=en");
    expect(body[0]).toMatchObject({ label: "Activités d’agence de travail temporaire", label_language: "fr" });
  });

  it("refuses an unknown nomenclature, level or language", async () => {
    expect(await refused("/v1/reference/naf?nomenclature=naf_rev1")).toContain("query.nomenclature");
    expect(await refused("/v1/reference/naf?level=section")).toContain("query.level");
    expect(await refused("/v1/reference/naf?lang=xx")).toContain("query.lang");
    expect(await refused(`/v1/reference/naf?q=${"a".repeat(101)}`)).toContain("query.q");
  });
});

describe("the other reference lists", () => {
  it("lists legal forms by code prefix or words, in the interface language", async () => {
    const { body } = await get<Labelled[]>("/v1/reference/legal-forms?q=57&lang=en");
    expect(body.map((row) => [row.code, row.label])).toEqual([
      ["57", "Simplified joint-stock company (SAS)"],
      ["5710", "Simplified joint-stock company (SAS)"],
    ]);
    const { body: byWords } = await get<Labelled[]>("/v1/reference/legal-forms?q=responsabilite%20limitee&level=3");
    expect(byWords.map((row) => row.code)).toEqual(["5499"]);
    expect(await refused("/v1/reference/legal-forms?level=4")).toContain("query.level");
  });

  it("lists staff-size bands in display order", async () => {
    const { body } = await get<(Labelled & { min_employees: number | null })[]>("/v1/reference/staff-size-bands?lang=en");
    expect(body.map((row) => row.code)).toEqual(["NN", "00", "01"]);
    expect(body[2]).toMatchObject({ label: "1 or 2 employees", min_employees: 1, max_employees: 2 });
  });

  it("lists the activity sections of one nomenclature", async () => {
    const { body } = await get<Labelled[]>("/v1/reference/activity-sections");
    expect(body.map((row) => row.code)).toEqual(["A", "N"]);
    const { body: rev1 } = await get<(Labelled & { parent_code: string | null })[]>(
      "/v1/reference/activity-sections?nomenclature=naf_rev1&lang=en",
    );
    expect(rev1.map((row) => [row.code, row.parent_code])).toEqual([
      ["D", null],
      ["DA", "D"],
    ]);
    expect(rev1[1]!.label).toBe("Manufacture of food products, beverages and tobacco");
  });

  it("lists départements, by region too, and regions", async () => {
    const { body } = await get<{ code: string }[]>("/v1/reference/departements");
    expect(body.map((row) => row.code)).toEqual(expect.arrayContaining(["2A", "2B", "69", "971"]));
    const { body: corsica } = await get<{ code: string; name: string }[]>("/v1/reference/departements?region=94");
    expect(corsica).toEqual([
      { code: "2A", name: "Corse-du-Sud", region_code: "94" },
      { code: "2B", name: "Haute-Corse", region_code: "94" },
    ]);
    const { body: regions } = await get<{ code: string }[]>("/v1/reference/regions");
    expect(regions.map((row) => row.code)).toEqual(expect.arrayContaining(["28", "84", "94"]));
  });
});

describe("access to the reference data", () => {
  it.each([
    "/v1/reference/communes?postal_code=69003",
    "/v1/reference/departements",
    "/v1/reference/regions",
    "/v1/reference/naf?q=78",
    "/v1/reference/legal-forms",
    "/v1/reference/staff-size-bands",
    "/v1/reference/activity-sections",
  ])("%s answers 401 without a token", async (path) => {
    const response = await api(path);
    expect(response.status).toBe(401);
    expect((await readJson<ErrorAnswer>(response)).error.code).toBe("unauthenticated");
  });

  it("is described in the OpenAPI document", async () => {
    const document = await readJson<{ paths: Record<string, unknown> }>(await api("/v1/openapi.json"));
    for (const path of ["communes", "departements", "regions", "naf", "legal-forms", "staff-size-bands", "activity-sections"]) {
      expect(Object.keys(document.paths)).toContain(`/v1/reference/${path}`);
    }
  });
});
