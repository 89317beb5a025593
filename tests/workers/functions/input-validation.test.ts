import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

// Walks the OpenAPI document so that every /v1 route, today's and tomorrow's, is sent malformed
// JSON, wrong types, unknown fields and oversized strings. Each must answer a 4xx naming the field,
// never a 500. Routes are called as an owner so permission checks do not hide the validation.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  maxLength?: number;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: { "application/json"?: { schema?: JsonSchema } } };
}
type ErrorAnswer = { error: { code: string; fields?: { field: string; reason: string }[] } };

// Every path parameter reads "1": the public routes judge a body only for an agency that exists (an
// unknown one is a 404 first, decision 0043), so one agency's link is "1".
await env.DB.prepare("UPDATE spaces SET url = '1' WHERE id = ?")
  .bind((await createSpace()).id)
  .run();

const document = await (async () => {
  const response = await api("/v1/openapi.json");
  return await readJson<{ paths: Record<string, Record<string, Operation>> }>(response);
})();

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path: path.replaceAll(/\{[^}]+\}/g, "1"),
    operation,
  })),
);
const withBody = operations.filter((op) => op.operation.requestBody?.content?.["application/json"]?.schema);
const withQuery = operations.filter((op) => op.operation.parameters?.some((p) => p.in === "query"));

async function call(method: string, path: string, token: string, body?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return api(path, { method, headers, body });
}

function fieldsOf(answer: ErrorAnswer) {
  return (answer.error.fields ?? []).map((field) => field.field);
}

describe("every /v1 route validates its input", async () => {
  const owner = await signedInUser({ permissions: ["app-admin"] });

  it("the document lists routes with bodies and with query parameters", () => {
    expect(withBody.length).toBeGreaterThan(0);
    expect(withQuery.length).toBeGreaterThan(0);
  });

  it.each(withBody)("$method $path refuses malformed JSON with 400 naming the body", async ({ method, path }) => {
    const response = await call(method, path, owner.token, '{"unterminated": ');
    expect(response.status).toBe(400);
    expect(fieldsOf(await response.json())).toContain("body");
  });

  it.each(withBody)("$method $path refuses a body that is not JSON with 415", async ({ method, path }) => {
    const response = await api(path, {
      method,
      headers: { Authorization: `Bearer ${owner.token}`, "Content-Type": "text/plain" },
      body: "plain text",
    });
    expect(response.status).toBe(415);
  });

  it.each(withBody)("$method $path refuses unknown fields, naming them", async ({ method, path }) => {
    const response = await call(method, path, owner.token, JSON.stringify({ surprise_field: 1 }));
    expect(response.status).toBe(422);
    expect(fieldsOf(await response.json())).toContain("surprise_field");
  });

  it.each(withBody)("$method $path refuses wrong types and oversized strings, naming each field", async ({ method, path, operation }) => {
    const schema = operation.requestBody!.content!["application/json"]!.schema!;
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      const wrongType = await call(method, path, owner.token, JSON.stringify({ [field]: { nested: [1, 2] } }));
      expect(wrongType.status, `${field} with a wrong type`).toBe(422);
      expect(fieldsOf(await wrongType.json())).toContain(field);

      if (property.maxLength !== undefined) {
        const oversized = await call(method, path, owner.token, JSON.stringify({ [field]: "x".repeat(property.maxLength + 1) }));
        expect(oversized.status, `${field} oversized`).toBe(422);
        expect(fieldsOf(await oversized.json())).toContain(field);
      }
    }
  });

  it.each(withQuery)("$method $path refuses unknown and ill-typed query parameters, naming them", async ({ method, path, operation }) => {
    const unknown = await call(method, `${path}?surprise_param=1`, owner.token);
    expect(unknown.status).toBe(422);
    expect(fieldsOf(await unknown.json())).toContain("query.surprise_param");

    for (const parameter of operation.parameters!.filter((p) => p.in === "query")) {
      const hostile = await call(method, `${path}?${parameter.name}=${encodeURIComponent("%00<script>".repeat(300))}`, owner.token);
      expect(hostile.status, parameter.name).toBeLessThan(500);
      if (hostile.status !== 200) expect(fieldsOf(await hostile.json())).toContain(`query.${parameter.name}`);
    }
  });

  it("an unknown route answers a JSON 404", async () => {
    const response = await call("GET", "/v1/no-such-resource", owner.token);
    expect(response.status).toBe(404);
    expect((await readJson<ErrorAnswer>(response)).error.code).toBe("not_found");
  });

  it("a body over 1 MB is refused with 413 before it is read", async () => {
    const response = await call("POST", "/v1/auth/login", owner.token, JSON.stringify({ email: "x".repeat(1_100_000) }));
    expect(response.status).toBe(413);
  });
});
