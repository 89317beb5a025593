import { describe, expect, it } from "vitest";
import type { Permission } from "#domain/auth/permissions";
import { canControlAccount, canManage, maySeeApiToken } from "./can-manage";

// The screens follow /v1's walls: the buttons that take hold of an account are offered only
// to those /v1 lets through.

const lyon = { id: 1 };
const spaceAdmin: Permission[] = ["space-users", "orders"];
const owner: Permission[] = ["app-admin"];
const lyonOnly = { permissions: ["orders"] as Permission[], space_ids: [1] };
const lyonAndLille = { permissions: ["orders"] as Permission[], space_ids: [1, 2] };

describe("what the user screens offer a space administrator", () => {
  it("a Lyon-only user is wholly theirs; a Lyon and Lille user is editable but not theirs to take over", () => {
    expect(canControlAccount(spaceAdmin, [lyon], lyonOnly)).toBe(true);
    expect(canManage(spaceAdmin, lyonAndLille)).toBe(true);
    expect(canControlAccount(spaceAdmin, [lyon], lyonAndLille)).toBe(false);
    expect(canControlAccount(owner, [], lyonAndLille)).toBe(true);
  });

  it("a token is for an owner or the user themself", () => {
    expect(maySeeApiToken(spaceAdmin, 5, 6)).toBe(false);
    expect(maySeeApiToken(spaceAdmin, 6, 6)).toBe(true);
    expect(maySeeApiToken(owner, 5, 6)).toBe(true);
  });
});
