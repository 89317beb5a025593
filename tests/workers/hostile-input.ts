import { env } from "cloudflare:workers";
import fc from "fast-check";
import { expect } from "vitest";
import { api } from "./factories";

// Hostile input for property tests of /v1 (strings, values, raw bodies, path ids, query strings) and a
// picture of what the worker routes can write, so a property can say "a refusal wrote nothing".

export const HOSTILE_STRINGS = [
  "'; DROP TABLE workers; --",
  "Robert'); DELETE FROM workers WHERE ('1'='1",
  "\u0000",
  "a\u0000b",
  "x".repeat(100_000),
  "%_\\",
  '"dup"* OR NOT NEAR(a b)',
  "<script>alert(1)</script>",
  "😀👩‍👩‍👧",
  "\u202e\u200b\ufeff",
  "\ud800",
  "   ",
  "",
  "06 12 34 56 78",
  "+33612345678",
  "2030-01-14",
  "2030-02-30",
  "2030-01-14T25:00:00Z",
  "null",
  "1e309",
  "-0",
  "__proto__",
  "constructor",
];

export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(...HOSTILE_STRINGS),
);

export const hostileValue = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1, 2.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2_147_483_648, 2_147_483_647),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant({ nested: { deeper: [{ deepest: "x" }] } }) },
);

/** Ids as a path segment: numbers out of range, numbers in disguise, and text. */
export const hostileId = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "0x10",
    "0b1",
    "+1",
    " 1",
    "1 ",
    "01",
    "2147483647",
    "2147483648",
    "9".repeat(40),
    "NaN",
    "Infinity",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "%00",
    "%2e%2e",
    "..",
    "1%2F2",
    "1;DROP TABLE workers",
    "'",
    "é",
  ),
  fc.integer({ min: -5, max: 3_000 }).map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 20 }).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ""))),
);

/** A query string appended to a path (routes must ignore or refuse what they do not know). */
export const hostileQuery = fc.oneof(
  fc.constant(""),
  fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom("id", "space_id", "page", "__proto__", "sort"), fc.string({ maxLength: 10 })), hostileString),
      { maxLength: 3 },
    )
    .map((pairs) => `?${new URLSearchParams(pairs.map(([key, value]) => [key, value.replace(/[\ud800-\udfff]/g, "").slice(0, 2_000)]))}`),
);

/** A body that is not what the route reads: text, broken JSON, JSON of another shape. */
export const rawBody = fc.oneof(
  hostileString.map((text) => text.slice(0, 200_000)),
  fc.json({ maxDepth: 3 }),
  fc.constantFrom("{", "[", '{"a":', "{}}", "\u0000", '{"__proto__":{"admin":true}}', "null", "[]", "[[[[[[[[[[]]]]]]]]]]"),
);

export type HostileRequest = { method: string; path: string; json?: unknown; raw?: string; contentType?: string };

/**
 * A body for a route: the valid one with some fields replaced by hostile values (sometimes none, so
 * some requests pass), any hostile value in place of the whole object, or a raw body.
 */
export function hostileBody(fields: readonly string[]) {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .dictionary(fc.constantFrom(...fields, "unknown_field"), hostileValue, { maxKeys: 3 })
        .map((overrides) => ({ overrides })),
    },
    { weight: 1, arbitrary: hostileValue.map((whole) => ({ whole })) },
    {
      weight: 1,
      arbitrary: fc.record({
        raw: rawBody,
        contentType: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", ""),
      }),
    },
  );
}

export type HostileBody = { overrides?: Record<string, unknown>; whole?: unknown; raw?: string; contentType?: string };

/** The request fields of a hostile body, the valid body built now (fresh phones, e-mails...). */
export function bodyOf(body: HostileBody, valid: () => Record<string, unknown>): Pick<HostileRequest, "json" | "raw" | "contentType"> {
  if (body.overrides) return { json: { ...valid(), ...body.overrides } };
  if ("whole" in body) return { json: body.whole };
  return { raw: body.raw, contentType: body.contentType };
}

export function send(token: string, request: HostileRequest) {
  // A GET cannot carry a body (fetch refuses to build it).
  if (request.method === "GET") return api(request.path, { method: "GET", token });
  if (request.raw !== undefined) {
    const headers = request.contentType ? { "Content-Type": request.contentType } : undefined;
    return api(request.path, { method: request.method, token, headers, body: request.raw });
  }
  return api(request.path, { method: request.method, token, json: request.json });
}

/** A short, printable description of a request for a failing assertion. */
export function describeRequest(request: HostileRequest) {
  return `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.json ?? request.raw ?? "")?.slice(0, 300)}`;
}

// Every table a worker route writes, whole (each test file has its own small database).
const WRITTEN_TABLES = [
  "workers",
  "worker_availabilities",
  "worker_comments",
  "worker_equipment",
  "worker_emergency_contacts",
  "interview_questions",
  "interview_answers",
  "scheduled_jobs",
  "activity_logs",
] as const;
export type WrittenTable = (typeof WRITTEN_TABLES)[number];
export type DatabasePicture = Record<WrittenTable, Record<string, unknown>[]>;

export async function pictureOfDatabase(): Promise<DatabasePicture> {
  const answers = await env.DB.batch(WRITTEN_TABLES.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`)));
  return Object.fromEntries(WRITTEN_TABLES.map((table, index) => [table, answers[index]!.results])) as DatabasePicture;
}

/**
 * Sends the request and checks the property: the answer is a success or a 4xx, never a 5xx, and a
 * refusal leaves every table the worker routes write as it was. Returns the answer for further checks.
 */
export async function expectSafeAnswer(token: string, request: HostileRequest) {
  const before = await pictureOfDatabase();
  const response = await send(token, request);
  const label = describeRequest(request);
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) expect(await pictureOfDatabase(), label).toEqual(before);
  return { response, before, label };
}
