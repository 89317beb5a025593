import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { FunctionsBindings } from "#functions/src/env";
import worker from "#functions/src/index";
import { readJson } from "../json";

// Decision 0014: /v1/dev/* exists only when ENVIRONMENT is explicitly `development`. The suite itself
// runs with ENVIRONMENT=test, so each case hands the Worker its own copy of the bindings.
async function callWith(environment: string | undefined, path: string) {
  const bindings: FunctionsBindings = { ...env, ENVIRONMENT: environment };
  if (environment === undefined) delete bindings.ENVIRONMENT;
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://api.test${path}`), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("development-only routes", () => {
  it("answers the outbox in development", async () => {
    const response = await callWith("development", "/v1/dev/outbox?channel=email");
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it.each([["production"], ["staging"], ["test"], [undefined], ["Production"], ["dev"]])(
    "does not exist when ENVIRONMENT is %s: the same 404 as a path that never existed, before any validation",
    async (environment) => {
      const unknownPath = await callWith(environment, "/v1/no-such-route");
      const unknownBody = await unknownPath.json();
      for (const path of ["/v1/dev/outbox", "/v1/dev/outbox?channel=carrier-pigeon", "/v1/dev/anything"]) {
        const response = await callWith(environment, path);
        expect(response.status, path).toBe(404);
        expect(await response.json(), path).toEqual(unknownBody);
      }
    },
  );

  it("is not described in the API document", async () => {
    const response = await callWith("development", "/v1/openapi.json");
    const document = await readJson<{ paths: Record<string, unknown> }>(response);
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/v1/dev"))).toEqual([]);
  });
});
