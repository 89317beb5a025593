import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "#domain/auth/permissions";
import { isCurrentSection, NAV_ITEMS, visibleNavItems } from "./nav-items";

const ids = (permissions: Parameters<typeof visibleNavItems>[0]) => visibleNavItems(permissions).map((item) => item.id);

describe("visibleNavItems (spec 000 §2, §6)", () => {
  it("shows everything to the owner (app-admin holds every right)", () => {
    expect(ids(["app-admin"])).toEqual(NAV_ITEMS.map((item) => item.id));
  });

  it("shows Administration and Orders, not Admin, to a space administrator", () => {
    const result = ids(PERMISSIONS.filter((permission) => permission !== "app-admin"));
    expect(result).toContain("administration");
    expect(result).toContain("orders");
    expect(result).not.toContain("admin");
  });

  it("shows 'DPAE and confirmation' only to jobs-delegate holders", () => {
    expect(ids(["jobs-delegate"])).toContain("dpae");
    expect(ids(["orders", "space-users", "multiposting"])).not.toContain("dpae");
  });

  it("shows only the open screens to a user without optional permissions", () => {
    expect(ids([])).toEqual(["home", "workers", "companies"]);
  });
});

describe("isCurrentSection", () => {
  const admin = NAV_ITEMS.find((item) => item.id === "admin")!;
  const workers = NAV_ITEMS.find((item) => item.id === "workers")!;

  it("marks the whole area as current", () => {
    expect(isCurrentSection(admin, "/admin/users")).toBe(true);
    expect(isCurrentSection(workers, "/future-workers")).toBe(true);
  });

  it("does not match a mere prefix of another word", () => {
    expect(isCurrentSection(admin, "/administration")).toBe(false);
  });
});
