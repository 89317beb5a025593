import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

// The space wall (CONVENTIONS §5) and hostile input on the company routes: a Lille agent never reaches a
// Lyon company, its contacts or its checks (404, as if they did not exist), and nothing answers 500.

async function lyonAndLille() {
  const [lyon, lille] = [await createSpace({ name: "Lyon" }), await createSpace({ name: "Lille" })];
  const lyonAgent = await signedInUser({ spaceIds: [lyon.id] });
  const lilleAgent = await signedInUser({ permissions: ["company_search_filters"], spaceIds: [lille.id] });
  const company = await readJson<{ id: number }>(
    await api("/v1/companies", {
      method: "POST",
      token: lyonAgent.token,
      json: { name: "Imprimerie Lyonnaise", trade_name: "IL", address: "2 quai Saint-Antoine", zipcode: "69002", city: "Lyon" },
    }),
  );
  const contact = await readJson<{ id: number }>(
    await api(`/v1/companies/${company.id}/contacts`, {
      method: "POST",
      token: lyonAgent.token,
      json: { last_name: "Perrin", email: "perrin@il.test" },
    }),
  );
  const check = await readJson<{ id: number }>(
    await api("/v1/competence-checks", {
      method: "POST",
      token: lyonAgent.token,
      json: { company_id: company.id, qualification: "Conducteur offset", contract_type: "permanent", called_on: "2026-01-15" },
    }),
  );
  return { lyon, lille, lyonAgent, lilleAgent, company, contact, check };
}

describe("the space wall on companies", () => {
  it("a Lille agent gets 404 for a Lyon company, its contacts and its checks, on every verb", async () => {
    const { lyon, lilleAgent, company, contact, check } = await lyonAndLille();
    const calls: [string, string, unknown?][] = [
      ["GET", `/v1/companies/${company.id}`],
      ["PATCH", `/v1/companies/${company.id}`, { name: "Prise" }],
      ["POST", `/v1/companies/${company.id}/archive`],
      ["POST", `/v1/companies/${company.id}/reactivate`],
      ["GET", `/v1/companies/${company.id}/contacts`],
      ["POST", `/v1/companies/${company.id}/contacts`, { last_name: "Intrus", email: "intrus@lille.test" }],
      ["PATCH", `/v1/companies/${company.id}/contacts/${contact.id}`, { job_title: "Intrus" }],
      ["DELETE", `/v1/companies/${company.id}/contacts/${contact.id}`],
      ["GET", `/v1/competence-checks?company_id=${company.id}`],
      [
        "POST",
        "/v1/competence-checks",
        { company_id: company.id, qualification: "Intrus", contract_type: "temporary", called_on: "2026-01-16" },
      ],
      ["GET", `/v1/competence-checks/${check.id}`],
      ["PATCH", `/v1/competence-checks/${check.id}`, { summary: "Intrus" }],
      ["DELETE", `/v1/competence-checks/${check.id}`],
      ["GET", `/v1/companies?space_id=${lyon.id}`],
      ["GET", `/v1/competence-checks?space_id=${lyon.id}`],
    ];
    for (const [method, path, json] of calls) {
      const response = await api(path, { method, token: lilleAgent.token, json });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it("lists only the caller's own space, and an owner sees every space", async () => {
    const { lyon, lyonAgent, lilleAgent, company } = await lyonAndLille();
    const lille = await readJson<{ id: number }[]>(await api("/v1/companies", { token: lilleAgent.token }));
    expect(lille.map((c) => c.id)).not.toContain(company.id);
    const mine = await readJson<{ id: number }[]>(await api("/v1/companies", { token: lyonAgent.token }));
    expect(mine.map((c) => c.id)).toEqual([company.id]);
    const owner = await signedInUser({ permissions: ["app-admin"] });
    expect((await api(`/v1/companies/${company.id}`, { token: owner.token })).status).toBe(200);
    expect((await api(`/v1/companies?space_id=${lyon.id}`, { token: owner.token })).status).toBe(200);
  });

  it("asks for a session first", async () => {
    expect((await api("/v1/companies")).status).toBe(401);
    expect((await api("/v1/competence-checks/1")).status).toBe(401);
  });
});

describe("hostile input never answers 500", () => {
  const anyValue = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.constantFrom(
      "73282932000074",
      "35600000049837",
      "69003",
      "2026-02-30",
      "FR44732829320",
      "06 12 34 56 78",
      "'; DROP TABLE companies; --",
      "%_\\",
    ),
  );
  const companyKeys = fc.constantFrom(
    "name",
    "trade_name",
    "siret",
    "siren",
    "address",
    "zipcode",
    "city",
    "phone",
    "vat_code",
    "ape_code",
    "ape_nomenclature",
    "legal_form_code",
    "staff_size_band",
    "parent_company_id",
    "group_company_id",
    "is_foreign",
    "state",
    "space_id",
    "etp_count",
    "website",
  );
  const body = (keys: fc.Arbitrary<string>) => fc.dictionary(keys, anyValue, { maxKeys: 8 });

  type Setup = Awaited<ReturnType<typeof lyonAndLille>>;
  let setup: Setup;
  beforeAll(async () => {
    setup = await lyonAndLille();
  });
  const targets: [label: string, method: string, path: (s: Setup) => string, keys: fc.Arbitrary<string>][] = [
    ["POST /v1/companies", "POST", () => "/v1/companies", companyKeys],
    ["PATCH /v1/companies/{id}", "PATCH", (s) => `/v1/companies/${s.company.id}`, companyKeys],
    [
      "POST /v1/companies/{id}/contacts",
      "POST",
      (s) => `/v1/companies/${s.company.id}/contacts`,
      fc.constantFrom("first_name", "last_name", "email", "phone", "job_title"),
    ],
    [
      "PATCH /v1/companies/{id}/contacts/{contactId}",
      "PATCH",
      (s) => `/v1/companies/${s.company.id}/contacts/${s.contact.id}`,
      fc.constantFrom("first_name", "last_name", "email", "phone"),
    ],
    [
      "POST /v1/competence-checks",
      "POST",
      () => "/v1/competence-checks",
      fc.constantFrom("company_id", "worker_id", "qualification", "contract_type", "called_on", "date_from", "date_to", "exchange"),
    ],
    [
      "PATCH /v1/competence-checks/{id}",
      "PATCH",
      (s) => `/v1/competence-checks/${s.check.id}`,
      fc.constantFrom("worker_id", "qualification", "called_on", "date_from", "date_to", "take_back"),
    ],
  ];

  it.each(targets)(
    "on %s",
    async (_label, method, pathOf, keys) => {
      const path = pathOf(setup);
      await fc.assert(
        fc.asyncProperty(body(keys), async (json) => {
          const response = await api(path, { method, token: setup.lyonAgent.token, json });
          expect(response.status, `${method} ${path} ${JSON.stringify(json)}`).toBeLessThan(500);
        }),
        { numRuns: 50 },
      );
    },
    30_000,
  );

  it("on the company list's query", async () => {
    const { lilleAgent } = setup;
    const parameter = fc.constantFrom(
      "q",
      "departement",
      "staff_size_band",
      "ape_code",
      "near_postal_code",
      "lat",
      "lng",
      "distance_km",
      "sort",
      "page",
      "archived",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(parameter, fc.oneof(fc.string({ maxLength: 120 }), fc.integer().map(String)), { maxKeys: 5 }),
        async (query) => {
          const response = await api(`/v1/companies?${new URLSearchParams(query)}`, { token: lilleAgent.token });
          expect(response.status, JSON.stringify(query)).toBeLessThan(500);
        },
      ),
      { numRuns: 50 },
    );
  }, 30_000);
});
