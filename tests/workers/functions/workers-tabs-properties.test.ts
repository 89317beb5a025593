import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import {
  bodyOf,
  expectSafeAnswer,
  hostileBody,
  hostileQuery,
  hostileString,
  hostileValue,
  pictureOfDatabase,
  type HostileBody,
} from "../hostile-input";
import { createWorker } from "../worker-factories";
import { readJson } from "../json";

// Property-based: whatever reaches the tabs of a worker file (availabilities, comments, equipment,
// emergency contacts, interview answers), the answer is a success or a 4xx, never a 500; a refusal
// writes nothing (every table the worker routes write, activity log included); a success writes one
// log entry.

const RUNS = { numRuns: 60 };

let token: string;
let spaceId: number;
let base: string;

beforeAll(async () => {
  spaceId = (await createSpace()).id;
  token = (await signedInUser({ spaceIds: [spaceId] })).token;
  base = `/v1/workers/${(await createWorker(token, spaceId)).id}`;
});

/** Hostile values, with plausible ones mixed in so that some requests pass validation. */
function withPlausible(...plausible: unknown[]) {
  return fc.oneof({ weight: 1, arbitrary: hostileValue }, { weight: 2, arbitrary: fc.constantFrom(...plausible) });
}

/** Some of the fields, each plausible or hostile, over the valid body; or any hostile body. */
function bodyFor(fields: Record<string, fc.Arbitrary<unknown>>) {
  const overrides = fc.record(fields, { requiredKeys: [] });
  return fc.oneof(
    { weight: 3, arbitrary: overrides.map((chosen): HostileBody => ({ overrides: chosen })) },
    { weight: 2, arbitrary: hostileBody(Object.keys(fields)) },
  );
}

/** One write, checked; a success writes exactly one log entry. Returns the answer's JSON on success. */
async function write(method: string, path: string, body: HostileBody, valid: () => Record<string, unknown>) {
  const { response, before, label } = await expectSafeAnswer(token, { method, path, ...bodyOf(body, valid) });
  if (response.status >= 400) return undefined;
  expect((await pictureOfDatabase()).activity_logs.length, label).toBe(before.activity_logs.length + 1);
  return await readJson<{ id: number }>(response);
}

describe("hostile input at the tabs of the worker file", () => {
  it("availabilities: POST answers 201 or a 4xx (409 included); a refusal writes nothing; GET takes any query", async () => {
    // Standing in the way of some periods: "Availability clash".
    await api(`${base}/availabilities`, { method: "POST", token, json: { status: "contract", from: "2040-01-11", to: "2040-01-11" } });
    const body = bodyFor({
      status: withPlausible("available", "unavailable", "contract", "awaiting_reply", "blocked"),
      from: withPlausible(
        "2040-01-10",
        "2040-01-11",
        "2040-01-12T08:00:00+01:00",
        "2040-01-10T08:00:00.5-12:00",
        "2000-01-01",
        "1999-12-31",
        "2100-01-01",
        "2041-02-29",
      ),
      to: withPlausible("2040-01-11", "2040-01-12", "2040-01-09", "2040-01-10T07:00:00+01:00", "2099-12-31", "2040-02-29"),
      follow_up: withPlausible(true, false),
      comment: withPlausible("Formation CACES", null, "x".repeat(501)),
    });
    await fc.assert(
      fc.asyncProperty(body, hostileQuery, async (chosen, query) => {
        const created = await write("POST", `${base}/availabilities`, chosen, () => ({
          status: "available",
          from: "2040-01-10",
          to: "2040-01-10",
        }));
        // Removed again so the next runs may take the same days (and DELETE is exercised too).
        if (created) expect((await api(`${base}/availabilities/${created.id}`, { method: "DELETE", token })).status).toBe(204);
        expect((await expectSafeAnswer(token, { method: "GET", path: `${base}/availabilities${query}` })).response.status).toBe(200);
      }),
      RUNS,
    );
  });

  it("comments: POST answers 201 or a 4xx, and a refusal writes nothing", async () => {
    const body = bodyFor({ body: withPlausible("Très fiable.", " ", "x".repeat(5_001)) });
    await fc.assert(
      fc.asyncProperty(body, async (chosen) => {
        await write("POST", `${base}/comments`, chosen, () => ({ body: "Très fiable." }));
      }),
      RUNS,
    );
  });

  it("equipment: POST and PATCH answer 2xx or a 4xx, and a refusal writes nothing", async () => {
    const created = await api(`${base}/equipment`, { method: "POST", token, json: { name: "Casque", size: "M" } });
    const equipmentId = (await readJson<{ id: number }>(created)).id;
    const body = bodyFor({
      name: withPlausible("Chaussures de sécurité", "C", "x".repeat(300)),
      comment: withPlausible(null, "Prêtées le 3 mars", "x".repeat(501)),
      size: withPlausible(null, "43", "XL", "x".repeat(51)),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("POST", "PATCH"), body, async (method, chosen) => {
        const path = method === "POST" ? `${base}/equipment` : `${base}/equipment/${equipmentId}`;
        await write(method, path, chosen, () => (method === "POST" ? { name: "Gants" } : {}));
      }),
      RUNS,
    );
  });

  it("emergency contacts: POST and PATCH answer 2xx or a 4xx (409 included), and a refusal writes nothing", async () => {
    const kept = await api(`${base}/emergency-contacts`, { method: "POST", token, json: { name: "Paul Durand", phone: "06 11 22 33 44" } });
    const contactId = (await readJson<{ id: number }>(kept)).id;
    await api(`${base}/emergency-contacts`, { method: "POST", token, json: { name: "Léa Durand", phone: "06 55 44 33 22" } });
    const body = bodyFor({
      name: withPlausible("Marie Durand", "12345", "M", "x".repeat(101)),
      // The kept contacts' phones, written otherwise: "Phone already used" (but not for itself).
      phone: withPlausible(
        "06 98 76 54 32",
        "+33 6 11 22 33 44",
        "0655443322",
        "+33655443322",
        "01 23 45 67 89",
        "06.12.34.56.78",
        "0033612345678",
        "+262 692 12 34 56",
        "0000000000",
        "+44 20 7946 0958",
      ),
      relationship: withPlausible(null, "Sœur", "x".repeat(101)),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("POST", "PATCH"), body, async (method, chosen) => {
        const path = method === "POST" ? `${base}/emergency-contacts` : `${base}/emergency-contacts/${contactId}`;
        const valid = () => (method === "POST" ? { name: "Marie Durand", phone: "06 98 76 54 32" } : {});
        const written = await write(method, path, chosen, valid);
        // Removed again so the maximum of five is not reached by the runs themselves.
        if (written && method === "POST") expect((await api(`${path}/${written.id}`, { method: "DELETE", token })).status).toBe(204);
        if (written && method === "PATCH") {
          await api(path, { method: "PATCH", token, json: { name: "Paul Durand", phone: "06 11 22 33 44", relationship: null } });
        }
      }),
      RUNS,
    );
  });

  it("interview: PUT answers 200 or a 4xx, and a refusal writes nothing", async () => {
    const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [spaceId] });
    const questionIds: number[] = [];
    for (const label of ["Permis B ?", "Disponible le week-end ?", "Question retirée"]) {
      const answer = await api(`/v1/spaces/${spaceId}/interview-questions`, { method: "POST", token: admin.token, json: { label } });
      questionIds.push((await readJson<{ id: number }>(answer)).id);
    }
    // The last one archived: answering it is refused (422), as an unknown question is.
    await api(`/v1/spaces/${spaceId}/interview-questions/${questionIds.at(-1)}`, { method: "DELETE", token: admin.token });
    const questionId = fc.oneof(fc.constantFrom(...questionIds), fc.constantFrom(0, -1, 2_147_483_648, 999_999), hostileValue);
    const answer = fc.oneof(fc.constantFrom("Oui", "", null, "x".repeat(5_001)), hostileValue);
    const answers = fc.oneof(
      { weight: 4, arbitrary: fc.array(fc.record({ question_id: questionId, answer }, { requiredKeys: [] }), { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc.array(fc.record({ question_id: fc.constant(questionIds[0]), answer: fc.constant("Oui") }), {
          minLength: 101,
          maxLength: 102,
        }),
      },
      { weight: 1, arbitrary: hostileValue },
    );
    const body = fc.oneof(
      { weight: 4, arbitrary: answers.map((chosen): HostileBody => ({ overrides: { answers: chosen } })) },
      { weight: 1, arbitrary: hostileBody(["answers"]) },
    );
    await fc.assert(
      fc.asyncProperty(body, async (chosen) => {
        await write("PUT", `${base}/interview`, chosen, () => ({ answers: [] }));
      }),
      RUNS,
    );
  });

  it("a comment of any Unicode text is stored and read back as sent, trimmed", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileString.filter((text) => text.trim().length >= 2 && text.length <= 200),
        async (text) => {
          const comment = await api(`${base}/comments`, { method: "POST", token, json: { body: text } });
          expect(comment.status).toBeLessThan(500);
          if (comment.status === 201) expect((await readJson<{ body: string }>(comment)).body).toBe(text.trim());
        },
      ),
      { numRuns: 30 },
    );
  });
});
