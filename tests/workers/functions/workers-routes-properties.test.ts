import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import {
  bodyOf,
  expectSafeAnswer,
  hostileBody,
  hostileId,
  hostileQuery,
  hostileValue,
  pictureOfDatabase,
  type DatabasePicture,
  type HostileBody,
} from "../hostile-input";
import { createWorker } from "../worker-factories";
import { readJson } from "../json";

// Property-based, across every worker sub-resource route: hostile path ids, query strings, methods and
// bodies answer a success or a 4xx, never a 500; a refusal writes nothing; nothing of another space is
// ever written. Bulk archive/reactivate and DELETE /v1/workers/{id} answer exactly what a model of the
// workers' states predicts, and change only those workers.

const RUNS = { numRuns: 80 };

type Fixture = {
  spaceId: number;
  workerId: number;
  subIds: Record<"availability" | "comment" | "equipment" | "contact" | "question", number>;
};

let token: string;
let mine: Fixture;
let theirs: Fixture;

/** A space with one worker that has one row in each tab, and one interview question. */
async function fixture(): Promise<Fixture & { token: string }> {
  const spaceId = (await createSpace()).id;
  const { token: adminToken } = await signedInUser({ permissions: ["space-users"], spaceIds: [spaceId] });
  const workerId = (await createWorker(adminToken, spaceId)).id;
  const post = async (path: string, json: unknown) =>
    (await readJson<{ id: number }>(await api(path, { method: "POST", token: adminToken, json }))).id;
  const base = `/v1/workers/${workerId}`;
  return {
    spaceId,
    workerId,
    token: adminToken,
    subIds: {
      availability: await post(`${base}/availabilities`, { status: "available", from: "2042-03-02", to: "2042-03-06" }),
      comment: await post(`${base}/comments`, { body: "Ponctuel." }),
      equipment: await post(`${base}/equipment`, { name: "Casque", size: "M" }),
      contact: await post(`${base}/emergency-contacts`, { name: "Marie Durand", phone: "06 98 76 54 32" }),
      question: await post(`/v1/spaces/${spaceId}/interview-questions`, { label: "Permis B ?" }),
    },
  };
}

beforeAll(async () => {
  const ours = await fixture();
  token = ours.token;
  mine = ours;
  theirs = await fixture();
});

/** The rows of one space in every written table: another space's request must never change them. */
function rowsOfSpace(picture: DatabasePicture, spaceId: number) {
  return Object.fromEntries(Object.entries(picture).map(([table, rows]) => [table, rows.filter((row) => row.space_id === spaceId)]));
}

type Route = { method: string; path: string; sub?: keyof Fixture["subIds"]; valid: () => Record<string, unknown> };

const none = () => ({});
const ROUTES: Route[] = [
  { method: "GET", path: "/v1/workers/{w}/availabilities", valid: none },
  { method: "POST", path: "/v1/workers/{w}/availabilities", valid: () => ({ status: "blocked", from: "2043-01-05", to: "2043-01-05" }) },
  { method: "DELETE", path: "/v1/workers/{w}/availabilities/{x}", sub: "availability", valid: none },
  { method: "GET", path: "/v1/workers/{w}/comments", valid: none },
  { method: "POST", path: "/v1/workers/{w}/comments", valid: () => ({ body: "Bon contact." }) },
  { method: "DELETE", path: "/v1/workers/{w}/comments/{x}", sub: "comment", valid: none },
  { method: "GET", path: "/v1/workers/{w}/equipment", valid: none },
  { method: "POST", path: "/v1/workers/{w}/equipment", valid: () => ({ name: "Gants", size: "9" }) },
  { method: "PATCH", path: "/v1/workers/{w}/equipment/{x}", sub: "equipment", valid: () => ({ comment: "Rendu" }) },
  { method: "DELETE", path: "/v1/workers/{w}/equipment/{x}", sub: "equipment", valid: none },
  { method: "GET", path: "/v1/workers/{w}/emergency-contacts", valid: none },
  { method: "POST", path: "/v1/workers/{w}/emergency-contacts", valid: () => ({ name: "Paul Durand", phone: "06 11 22 33 44" }) },
  { method: "PATCH", path: "/v1/workers/{w}/emergency-contacts/{x}", sub: "contact", valid: () => ({ relationship: "Frère" }) },
  { method: "DELETE", path: "/v1/workers/{w}/emergency-contacts/{x}", sub: "contact", valid: none },
  { method: "GET", path: "/v1/workers/{w}/interview", valid: none },
  { method: "PUT", path: "/v1/workers/{w}/interview", valid: () => ({ answers: [{ question_id: mine.subIds.question, answer: "Oui" }] }) },
  { method: "DELETE", path: "/v1/workers/{w}", valid: none },
  // Whatever JSON or raw body the fuzzer sends is not an image: refused with 422 and nothing stored.
  { method: "GET", path: "/v1/workers/{w}/profile-picture", valid: none },
  { method: "PUT", path: "/v1/workers/{w}/profile-picture", valid: none },
  { method: "DELETE", path: "/v1/workers/{w}/profile-picture", valid: none },
  { method: "GET", path: "/v1/spaces/{s}/interview-questions", valid: none },
  { method: "POST", path: "/v1/spaces/{s}/interview-questions", valid: () => ({ label: "Véhiculé ?" }) },
  { method: "PATCH", path: "/v1/spaces/{s}/interview-questions/{x}", sub: "question", valid: () => ({ position: 3 }) },
  { method: "DELETE", path: "/v1/spaces/{s}/interview-questions/{x}", sub: "question", valid: none },
  { method: "POST", path: "/v1/workers/archive", valid: () => ({ ids: [mine.workerId] }) },
  { method: "POST", path: "/v1/workers/reactivate", valid: () => ({ ids: [mine.workerId] }) },
];

/** Each id of a path: ours, the other space's, or hostile text. */
const idChoice = fc.oneof({ weight: 3, arbitrary: fc.constantFrom("mine", "theirs") }, { weight: 2, arbitrary: hostileId });

const hostileRequest = fc.record({
  route: fc.constantFrom(...ROUTES),
  method: fc.oneof(
    { weight: 5, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS") },
  ),
  ids: fc.record({ w: idChoice, s: idChoice, x: idChoice }),
  query: hostileQuery,
  body: fc.oneof(
    { weight: 2, arbitrary: fc.constant<HostileBody>({ overrides: {} }) },
    { weight: 3, arbitrary: hostileBody(["ids", "status", "body", "name", "label", "answers"]) },
  ),
});

function pathOf(route: Route, ids: { w: string; s: string; x: string }) {
  const id = (choice: string, of: (fixture: Fixture) => number) =>
    choice === "mine" ? String(of(mine)) : choice === "theirs" ? String(of(theirs)) : choice;
  return route.path
    .replace(
      "{w}",
      id(ids.w, (f) => f.workerId),
    )
    .replace(
      "{s}",
      id(ids.s, (f) => f.spaceId),
    )
    .replace(
      "{x}",
      id(ids.x, (f) => f.subIds[route.sub!]),
    );
}

describe("hostile paths, methods and bodies at every worker sub-resource route", () => {
  it("answer a success or a 4xx; a refusal writes nothing; another space is never written", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest, async ({ route, method, ids, query, body }) => {
        const request = { method: method ?? route.method, path: pathOf(route, ids) + query, ...bodyOf(body, route.valid) };
        const { before, label } = await expectSafeAnswer(token, request);
        expect(rowsOfSpace(await pictureOfDatabase(), theirs.spaceId), label).toEqual(rowsOfSpace(before, theirs.spaceId));
      }),
      { numRuns: 200 },
    );
  });
});

describe("interview questions (space administrators)", () => {
  it("POST and PATCH answer 2xx or a 4xx, and a refusal writes nothing", async () => {
    const plausible = (...values: unknown[]) => fc.oneof(hostileValue, fc.constantFrom(...values), fc.constantFrom(...values));
    const overrides = fc.record(
      { label: plausible("Permis C ?", "P", " ", "x".repeat(300)), position: plausible(0, 5, -1, 10_001, 2.5, "3") },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      overrides.map((chosen): HostileBody => ({ overrides: chosen })),
      hostileBody(["label", "position"]),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("POST", "PATCH"), body, async (method, chosen) => {
        const collection = `/v1/spaces/${mine.spaceId}/interview-questions`;
        const path = method === "POST" ? collection : `${collection}/${mine.subIds.question}`;
        const { response, before, label } = await expectSafeAnswer(token, {
          method,
          path,
          ...bodyOf(chosen, () => (method === "POST" ? { label: "Véhiculé ?" } : {})),
        });
        if (response.status < 300) expect((await pictureOfDatabase()).activity_logs.length, label).toBe(before.activity_logs.length + 1);
      }),
      RUNS,
    );
  });
});

describe("archiving and reactivating, in bulk or one by one", () => {
  type BulkAnswer = { changed: number[]; refused: { id: number; reason: string }[] };

  /** What the bulk answer must be, from the workers' rows before the call (spec 000 §4). */
  function expectedAnswer(before: DatabasePicture, ids: number[], archive: boolean): BulkAnswer {
    const answer: BulkAnswer = { changed: [], refused: [] };
    for (const id of new Set(ids)) {
      const row = before.workers.find((worker) => worker.id === id);
      if (!row || row.space_id !== mine.spaceId) answer.refused.push({ id, reason: "not_found" });
      else if (archive && row.archived_at !== null) answer.refused.push({ id, reason: "already_archived" });
      else if (!archive && row.archived_at === null) answer.refused.push({ id, reason: "not_archived" });
      else answer.changed.push(id);
    }
    return answer;
  }

  /** Only the changed workers' rows differ (archive state, update time), with one log entry each. */
  function expectOnlyChanged(before: DatabasePicture, after: DatabasePicture, changed: number[], archive: boolean, label: string) {
    const untouched = (picture: DatabasePicture) => ({
      ...picture,
      workers: picture.workers.filter((w) => !changed.includes(w.id as number)),
      activity_logs: [],
    });
    expect(untouched(after), label).toEqual(untouched(before));
    for (const id of changed) expect(after.workers.find((w) => w.id === id)?.archived_at !== null, label).toBe(archive);
    expect(after.activity_logs.length, label).toBe(before.activity_logs.length + changed.length);
  }

  it("answer the model's changed and refused ids, change only those workers, and a refusal writes nothing", async () => {
    const ours = [mine.workerId];
    for (let i = 0; i < 5; i++) ours.push((await createWorker(token, mine.spaceId)).id);
    const id = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...ours) },
      { weight: 1, arbitrary: fc.constantFrom(theirs.workerId, 999_999, 0, -1, 2_147_483_648, 1.5) },
      { weight: 1, arbitrary: hostileValue },
    );
    const ids = fc.oneof(
      { weight: 5, arbitrary: fc.array(id, { maxLength: 8 }) },
      { weight: 1, arbitrary: fc.array(fc.constantFrom(...ours), { minLength: 101, maxLength: 101 }) },
    );
    const body = fc.oneof(
      { weight: 5, arbitrary: ids.map((chosen): HostileBody => ({ overrides: { ids: chosen } })) },
      { weight: 1, arbitrary: hostileBody(["ids"]) },
    );
    const call = fc.oneof(
      fc.record({ kind: fc.constantFrom("archive" as const, "reactivate" as const), body }),
      fc.record({
        kind: fc.constant("delete" as const),
        id: fc.oneof(fc.constantFrom(...ours.map(String), String(theirs.workerId)), hostileId),
      }),
    );
    await fc.assert(
      fc.asyncProperty(call, async (chosen) => {
        const request =
          chosen.kind === "delete"
            ? { method: "DELETE", path: `/v1/workers/${chosen.id}` }
            : { method: "POST", path: `/v1/workers/${chosen.kind}`, ...bodyOf(chosen.body, () => ({ ids: [] })) };
        const { response, before, label } = await expectSafeAnswer(token, request);
        if (response.status >= 400) return;
        const after = await pictureOfDatabase();
        if (chosen.kind === "delete") {
          expect(response.status, label).toBe(204);
          const worker = before.workers.find((w) => w.id === Number(decodeURIComponent(chosen.id)) && w.space_id === mine.spaceId);
          expectOnlyChanged(before, after, worker && worker.archived_at === null ? [worker.id as number] : [], true, label);
          return;
        }
        const answer = await readJson<BulkAnswer>(response);
        expect(answer, label).toEqual(
          expectedAnswer(before, request.json ? (request.json as { ids: number[] }).ids : [], chosen.kind === "archive"),
        );
        expectOnlyChanged(before, after, answer.changed, chosen.kind === "archive", label);
      }),
      RUNS,
    );
  });
});
