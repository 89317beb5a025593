import { describe, expect, it } from "vitest";
import { readEmailConfig, type EmailBindings } from "#features/email/email-config";

// Decision 0014: outside development the consumer sends for real, and a missing or misspelt
// ENVIRONMENT counts as production.
function configWith(vars: EmailBindings) {
  return readEmailConfig(vars);
}

describe("queue consumer configuration", () => {
  it.each([[undefined], ["prod"], ["Development"], ["production"]])("reads ENVIRONMENT=%s as production", (environment) => {
    expect(configWith({ ENVIRONMENT: environment, RESEND_API_KEY: "re_secret" }).ENVIRONMENT).toBe("production");
  });

  it("defaults to the real e-mail driver outside development, and so needs its key", () => {
    for (const environment of ["production", "staging", undefined]) {
      expect(configWith({ ENVIRONMENT: environment, RESEND_API_KEY: "re_secret" }).EMAIL_DRIVER, String(environment)).toBe("resend");
      expect(() => configWith({ ENVIRONMENT: environment }), String(environment)).toThrow(/RESEND_API_KEY/);
    }
    expect(configWith({ ENVIRONMENT: "development" }).EMAIL_DRIVER).toBe("local");
  });

  it("refuses the local driver in a deployment, where nobody could read what it records", () => {
    for (const environment of ["production", "staging", undefined]) {
      expect(() => configWith({ ENVIRONMENT: environment, EMAIL_DRIVER: "local" }), String(environment)).toThrow(/EMAIL_DRIVER/);
    }
    expect(configWith({ ENVIRONMENT: "test", EMAIL_DRIVER: "local" }).EMAIL_DRIVER).toBe("local");
    expect(configWith({ ENVIRONMENT: "development", EMAIL_DRIVER: "local" }).EMAIL_DRIVER).toBe("local");
  });
});
