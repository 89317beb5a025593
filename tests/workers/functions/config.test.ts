import { describe, expect, it } from "vitest";
import { readAppConfig } from "#features/platform/app-config";
import type { FunctionsBindings } from "#functions/src/env";

// Decision 0014: a missing or misspelt ENVIRONMENT counts as production; a deployment must say where
// its e-mail links lead.
function configWith(vars: { ENVIRONMENT?: string; PUBLIC_APP_URL?: string }) {
  return readAppConfig({ ...vars } as FunctionsBindings);
}

describe("API configuration", () => {
  it.each([[undefined], ["prod"], ["Development"], ["production"]])("reads ENVIRONMENT=%s as production", (environment) => {
    expect(configWith({ ENVIRONMENT: environment, PUBLIC_APP_URL: "https://app.test" }).ENVIRONMENT).toBe("production");
  });

  it("refuses to send links to localhost from a deployment without PUBLIC_APP_URL", () => {
    for (const environment of ["production", "staging", undefined]) {
      expect(() => configWith({ ENVIRONMENT: environment }), String(environment)).toThrow(/PUBLIC_APP_URL/);
    }
    expect(configWith({ ENVIRONMENT: "development" }).PUBLIC_APP_URL).toBe("http://localhost:5173");
    expect(configWith({ ENVIRONMENT: "test" }).PUBLIC_APP_URL).toBe("http://localhost:5173");
  });
});
