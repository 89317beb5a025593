import { describe, expect, it } from "vitest";
import type { Permission } from "../auth/permissions";
import { canControlAccount, canManageUser, canSeeUser, maySeeApiToken, type Granter, type ManagedUser } from "./user-rights";

// The rules /v1 applies to user accounts and the user screens follow: the buttons that take hold of an
// account are offered only to those /v1 lets through.

const LYON = 1;
const LILLE = 2;
const spaceAdmin: Granter = { permissions: ["space-users", "orders"], spaceIds: [LYON], adminFlags: [] };
const owner: Granter = { permissions: ["app-admin"], spaceIds: [], adminFlags: ["is_admin", "legacy_v1_admin"] };

function user(
  permissions: Permission[],
  spaceIds: number[],
  flags: Partial<Pick<ManagedUser, "is_admin" | "legacy_v1_admin">> = {},
): ManagedUser {
  return { permissions, space_ids: spaceIds, is_admin: false, legacy_v1_admin: false, ...flags };
}
const lyonOnly = user(["orders"], [LYON]);
const lyonAndLille = user(["orders"], [LYON, LILLE]);

describe("what a space administrator may do with a user account", () => {
  it("a Lyon-only user is wholly theirs; a Lyon and Lille user is editable but not theirs to take over", () => {
    expect(canControlAccount(spaceAdmin, lyonOnly)).toBe(true);
    expect(canManageUser(spaceAdmin, lyonAndLille)).toBe(true);
    expect(canControlAccount(spaceAdmin, lyonAndLille)).toBe(false);
    expect(canControlAccount(owner, lyonAndLille)).toBe(true);
  });

  it("never sees a user of another space only, nor manages one holding a right they lack", () => {
    expect(canSeeUser(spaceAdmin, user(["orders"], [LILLE]))).toBe(false);
    expect(canManageUser(spaceAdmin, user(["orders"], [LILLE]))).toBe(false);
    expect(canManageUser(spaceAdmin, user(["jobs-delegate"], [LYON]))).toBe(false);
    // The administrator options are rights too.
    expect(canManageUser(spaceAdmin, user([], [LYON], { is_admin: true }))).toBe(false);
    expect(canManageUser({ ...spaceAdmin, adminFlags: ["is_admin"] }, user([], [LYON], { is_admin: true }))).toBe(true);
    expect(canManageUser(owner, user(["app-admin"], [LILLE], { legacy_v1_admin: true }))).toBe(true);
  });

  it("a token is for an owner or the user themself", () => {
    expect(maySeeApiToken(spaceAdmin, 5, 6)).toBe(false);
    expect(maySeeApiToken(spaceAdmin, 6, 6)).toBe(true);
    expect(maySeeApiToken(owner, 5, 6)).toBe(true);
  });
});
