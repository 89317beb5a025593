import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { readJson } from "../json";

describe("API description", () => {
  it("serves an OpenAPI 3.1 document generated from the zod schemas", async () => {
    const response = await api("/v1/openapi.json");
    expect(response.status).toBe(200);
    const document = await readJson<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: object } }> } }>>;
    }>(response);
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/v1/auth/login", "/v1/auth/logout", "/v1/users/permissions", "/v1/spaces"]),
    );
    const login = document.paths["/v1/auth/login"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(Object.keys(login.properties)).toEqual(["email", "password"]);
  });

  it("renders a readable reference page at /v1/docs without any external script", async () => {
    const response = await api("/v1/docs");
    expect(response.headers.get("Content-Type")).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toContain("/v1/auth/login");
    expect(page).toContain("/v1/spaces");
    expect(page).not.toMatch(/<script[^>]+src=/);
  });
});
