import { describe, expect, it } from "vitest";
import { buildQueryString } from "./query-string";

describe("buildQueryString", () => {
  it("drops empty, blank, null and undefined parameters", () => {
    expect(buildQueryString({ name: "", city: "  ", zip: null, phone: undefined, page: 2 })).toBe("?page=2");
  });

  it("keeps false and zero, which are values", () => {
    expect(buildQueryString({ deleted_at: false, offset: 0 })).toBe("?deleted_at=false&offset=0");
  });

  it("repeats a key for each non-empty array item", () => {
    expect(buildQueryString({ state: ["web", "", "employee"] })).toBe("?state=web&state=employee");
  });

  it("answers an empty string when nothing is left", () => {
    expect(buildQueryString({ q: "" })).toBe("");
    expect(buildQueryString(undefined)).toBe("");
  });

  it("encodes values", () => {
    expect(buildQueryString({ q: "Lyon & Lille" })).toBe("?q=Lyon+%26+Lille");
  });
});
