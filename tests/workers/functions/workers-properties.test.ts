import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker, workerBody, workerCount, type WorkerAnswer } from "../worker-factories";
import { readJson } from "../json";

// Property-based: whatever strings or values reach the worker routes and the list query, the answer
// is a 2xx or a 4xx, never a 500, and a refused creation leaves nothing behind.

const HOSTILE = [
  "'; DROP TABLE workers; --",
  "Robert'); DELETE FROM workers WHERE ('1'='1",
  "\u0000",
  "a\u0000b",
  "x".repeat(100_000),
  "%_\\",
  '"dup"* OR NOT NEAR(a b)',
  "^dup* : first_name",
  "<script>alert(1)</script>",
  "😀👩‍👩‍👧",
  "\u202e\u200b\ufeff",
  "   ",
  "",
  "06 12 34 56 78",
  "1 85 03 69 123 456 78",
  "2A",
  "null",
  "1e309",
  "-0",
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(...HOSTILE),
);

const hostileValue = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, 2.5) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }) },
);

const FIELDS = [
  "first_name",
  "last_name",
  "sex",
  "birth_date",
  "birth_city",
  "birth_country",
  "birth_department",
  "nationality",
  "nir",
  "maiden_name",
  "family_situation",
  "child_in_charge",
  "postal_address",
  "postal_complement",
  "postal_code",
  "postal_city",
  "postal_country",
  "phone_number",
  "mobile_phone_number",
  "email",
  "favorite_jobs",
  "transportation_means",
  "external_ref",
  "introduction_text",
  "resume_keywords",
  "wage_category",
  "payment_category",
  "domiciliation",
  "beneficiary",
  "bic",
  "iban",
  "state",
  "cet_consent",
  "preference_start",
  "preference_environments",
  "preference_availabilities",
] as const;

/** A valid body with a few fields replaced by hostile values (sometimes none, so some creations pass). */
const hostileOverrides = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 4 });

let token: string;
let spaceId: number;

beforeAll(async () => {
  const space = await createSpace();
  spaceId = space.id;
  token = (await signedInUser({ spaceIds: [space.id] })).token;
});

describe("hostile input at the worker routes", () => {
  it("POST /v1/workers answers 201 or a 4xx, and a refusal writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(hostileOverrides, async (overrides) => {
        const before = await workerCount(spaceId);
        const response = await api("/v1/workers", { method: "POST", token, json: workerBody(spaceId, overrides) });
        expect(response.status, JSON.stringify(overrides).slice(0, 300)).toBeLessThan(500);
        expect(await workerCount(spaceId)).toBe(response.status === 201 ? before + 1 : before);
      }),
      { numRuns: 50 },
    );
  });

  it("PATCH /v1/workers/{id} answers 200 or a 4xx, and a refusal changes nothing", async () => {
    const worker = await createWorker(token, spaceId);
    await fc.assert(
      fc.asyncProperty(hostileOverrides, async (overrides) => {
        const before = await readJson<WorkerAnswer>(await api(`/v1/workers/${worker.id}`, { token }));
        const response = await api(`/v1/workers/${worker.id}`, { method: "PATCH", token, json: overrides });
        expect(response.status, JSON.stringify(overrides).slice(0, 300)).toBeLessThan(500);
        if (response.status !== 200) {
          expect(await (await api(`/v1/workers/${worker.id}`, { token })).json()).toEqual(before);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("a raw body of any shape never makes POST /v1/workers fail with 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileString, fc.json()), async (raw) => {
        const response = await api("/v1/workers", {
          method: "POST",
          token,
          headers: { "Content-Type": "application/json" },
          body: raw.slice(0, 200_000),
        });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });

  it("GET /v1/workers answers 200 or 422 for any query", async () => {
    await createWorker(token, spaceId, { last_name: "Dupont" });
    const parameter = fc.constantFrom(
      "names",
      "state",
      "availability_status",
      "available_from",
      "available_to",
      "favorite_job",
      "transport",
      "near_postal_code",
      "near_lat",
      "near_lng",
      "distance_km",
      "archived",
      "sort",
      "page",
      "per_page",
    );
    const value = fc.oneof(
      hostileString.map((text) => text.slice(0, 5_000)),
      fc.constantFrom("dup", "dupont, martin", "candidate,web", "2034-01-10", "69003", "45.76", "4.83", "50", "-distance", "true"),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(parameter, value), { maxLength: 5 }), async (pairs) => {
        const query = new URLSearchParams([["space_id", String(spaceId)], ...pairs]);
        const response = await api(`/v1/workers?${query}`, { token });
        expect([200, 422], query.toString().slice(0, 300)).toContain(response.status);
      }),
      { numRuns: 50 },
    );
  });

  it("names of any Unicode text are searched safely (no FTS syntax error)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: 2, maxLength: 40 }), async (name) => {
        const response = await api(`/v1/workers?space_id=${spaceId}&names=${encodeURIComponent(name)}`, { token });
        expect([200, 422]).toContain(response.status);
      }),
      { numRuns: 50 },
    );
  });
});
