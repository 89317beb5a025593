import { describe, expect, it } from "vitest";
import { withStoredSettings } from "./list-settings";

function apply(search: string, settings: Parameters<typeof withStoredSettings>[1]) {
  return withStoredSettings(new URLSearchParams(search), settings)?.toString() ?? null;
}

describe("remembered view settings (spec 001 §3)", () => {
  it("fill in what the URL leaves out", () => {
    expect(apply("names=dupont", { mode: "list", perPage: 50, sort: "-created_at" })).toBe(
      "names=dupont&layout=list&per_page=50&sort=-created_at",
    );
  });

  it("never override what the URL states, so a shared link shows what its sender saw", () => {
    expect(apply("layout=card&per_page=10&sort=first_name", { mode: "list", perPage: 50, sort: "-created_at" })).toBeNull();
  });

  it("change nothing when they are the defaults, or already applied (no navigation loop)", () => {
    expect(apply("", {})).toBeNull();
    expect(apply("", { mode: "card", perPage: 25, sort: "last_name" })).toBeNull();
    const once = apply("", { mode: "list", perPage: 100 });
    expect(once).toBe("layout=list&per_page=100");
    expect(apply(once!, { mode: "list", perPage: 100 })).toBeNull();
  });

  it("leave the order alone around a town, and ignore values the screen does not offer", () => {
    expect(apply("near_lat=45.7&near_lng=4.8", { sort: "-created_at" })).toBeNull();
    expect(apply("", { sort: "distance", perPage: 7 })).toBeNull();
    expect(apply("", { sort: "-nir" })).toBeNull();
  });
});
