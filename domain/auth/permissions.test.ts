import { describe, expect, it } from "vitest";
import { hasPermission, isPermission, PERMISSIONS, permissionsBeyondGranter } from "./permissions";

describe("permissions (spec 000 §6)", () => {
  it("lists the eleven permissions of the spec", () => {
    expect(PERMISSIONS).toHaveLength(11);
    expect(isPermission("company_search_filters")).toBe(true);
    expect(isPermission("superuser")).toBe(false);
  });

  it("gives an owner every right", () => {
    expect(hasPermission(["app-admin"], "orders")).toBe(true);
    expect(hasPermission(["space-users"], "orders")).toBe(false);
    expect(hasPermission(["orders"], "orders")).toBe(true);
  });

  it("never lets a user grant a permission they do not hold", () => {
    expect(permissionsBeyondGranter(["space-users", "orders"], ["orders", "app-admin", "multiposting"])).toEqual([
      "app-admin",
      "multiposting",
    ]);
    expect(permissionsBeyondGranter(["app-admin"], ["orders", "app-admin"])).toEqual([]);
  });
});
