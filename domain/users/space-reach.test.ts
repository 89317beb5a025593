import { describe, expect, it } from "vitest";
import { canUseSpace, isOwner, reachableSpacesOf } from "./space-reach";

// Spec 000 §6: the space rule /v1 applies to every query and the web to the space a screen works in.

describe("which spaces a signed-in user works in", () => {
  it("a member works in their own spaces only", () => {
    const member = { permissions: ["orders"] as const, spaceIds: [1, 3] };
    expect(canUseSpace(member, 1)).toBe(true);
    expect(canUseSpace(member, 2)).toBe(false);
    expect(reachableSpacesOf(member)).toEqual([1, 3]);
    expect(isOwner(member)).toBe(false);
  });

  it("the owner works in every space, even none of theirs", () => {
    const owner = { permissions: ["app-admin"] as const, spaceIds: [] };
    expect(canUseSpace(owner, 2)).toBe(true);
    expect(reachableSpacesOf(owner)).toBe("all");
  });
});
