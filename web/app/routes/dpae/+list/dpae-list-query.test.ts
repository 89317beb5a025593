import { describe, expect, it } from "vitest";
import { statusFilterOf } from "./dpae-list-query";

describe("statusFilterOf", () => {
  it("reads a known status", () => {
    expect(statusFilterOf(new URLSearchParams("status=error"))).toBe("error");
  });

  it("ignores anything else, so an old or hand-made link still lists", () => {
    expect(statusFilterOf(new URLSearchParams("status=lost"))).toBeNull();
    expect(statusFilterOf(new URLSearchParams(""))).toBeNull();
  });
});
