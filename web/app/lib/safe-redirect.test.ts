import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a same-site path with its query", () => {
    expect(safeRedirectPath("/orders?page=2")).toBe("/orders?page=2");
  });

  it("refuses what could leave the site", () => {
    expect(safeRedirectPath("https://evil.test")).toBe("/home");
    expect(safeRedirectPath("//evil.test")).toBe("/home");
    expect(safeRedirectPath("/\\evil.test")).toBe("/home");
  });

  it("does not loop back to the login or logout screens", () => {
    expect(safeRedirectPath("/login")).toBe("/home");
    expect(safeRedirectPath("/logout")).toBe("/home");
  });

  it("uses the fallback when nothing is given", () => {
    expect(safeRedirectPath(null, "/workers")).toBe("/workers");
  });
});
