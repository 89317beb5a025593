import { describe, expect, it } from "vitest";
import { confirmationLinkSecretOf, DEVELOPMENT_CONFIRMATION_LINK_SECRET } from "#features/orders/confirmations/confirmation-link-secret";

// The voucher links' secret (decision 0031): a known default signs them only on a developer's machine.

const REAL_SECRET = "k3Jq9v0s2mZx7Lw4Hc8Rt1Bn6Yp5Gd0Fa";

describe("CONFIRMATION_LINK_SECRET", () => {
  it("has a development default in development and the tests only", () => {
    expect(confirmationLinkSecretOf({ ENVIRONMENT: "development" })).toBe(DEVELOPMENT_CONFIRMATION_LINK_SECRET);
    expect(confirmationLinkSecretOf({ ENVIRONMENT: "test" })).toBe(DEVELOPMENT_CONFIRMATION_LINK_SECRET);
    for (const ENVIRONMENT of ["staging", "production", undefined, "prod"]) {
      expect(() => confirmationLinkSecretOf({ ENVIRONMENT })).toThrow(/CONFIRMATION_LINK_SECRET/);
    }
  });

  it("is the configured secret when long enough, never a short one or the development default in a deployment", () => {
    expect(confirmationLinkSecretOf({ ENVIRONMENT: "production", CONFIRMATION_LINK_SECRET: REAL_SECRET })).toBe(REAL_SECRET);
    expect(() => confirmationLinkSecretOf({ ENVIRONMENT: "production", CONFIRMATION_LINK_SECRET: "short" })).toThrow();
    expect(() =>
      confirmationLinkSecretOf({ ENVIRONMENT: "production", CONFIRMATION_LINK_SECRET: DEVELOPMENT_CONFIRMATION_LINK_SECRET }),
    ).toThrow();
  });
});
