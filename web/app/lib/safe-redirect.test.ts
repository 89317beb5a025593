import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const OUR_ORIGIN = "https://app.interim.example";

/** Where a browser on our site goes when sent `Location: <path>` (the URL parser drops tabs and newlines as browsers do). */
function whereABrowserGoes(path: string): URL {
  return new URL(path, OUR_ORIGIN);
}

// Pieces attackers combine to leave a site through a redirect parameter.
const HOSTILE_PIECE = fc.constantFrom(
  "/",
  "//",
  "\\",
  "/\\",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u001f",
  "\u007f",
  " ",
  ".",
  "..",
  "./",
  "../",
  "%2f",
  "%2F",
  "%5c",
  "%09",
  "%0a",
  "%2e",
  "@",
  ":",
  "?",
  "#",
  "evil.test",
  "evil.test:443",
  "user:pass@",
  "http:",
  "https:",
  "javascript:",
  "data:",
  "//evil.test",
  "\\\\evil.test",
  "login",
  "logout",
  "\u3000",
  "\uff0f",
);
const HOSTILE_PATH = fc.oneof(
  fc.array(HOSTILE_PIECE, { maxLength: 8 }).map((pieces) => pieces.join("")),
  fc.array(HOSTILE_PIECE, { maxLength: 8 }).map((pieces) => `/${pieces.join("")}`),
  fc.string({ unit: "binary", maxLength: 30 }),
);

describe("safeRedirectPath", () => {
  it("keeps a same-site path with its query", () => {
    expect(safeRedirectPath("/orders?page=2")).toBe("/orders?page=2");
  });

  it("refuses what could leave the site", () => {
    expect(safeRedirectPath("https://evil.test")).toBe("/home");
    expect(safeRedirectPath("//evil.test")).toBe("/home");
    expect(safeRedirectPath("/\\evil.test")).toBe("/home");
  });

  it("refuses paths that only leave the site once the browser has cleaned or resolved them", () => {
    expect(safeRedirectPath("/\t/evil.test")).toBe("/home");
    expect(safeRedirectPath("/\n/evil.test")).toBe("/home");
    expect(safeRedirectPath("/\r\n/evil.test")).toBe("/home");
    expect(safeRedirectPath("/.//evil.test")).toBe("/home");
    expect(safeRedirectPath("/%2e//evil.test")).toBe("/home");
    expect(safeRedirectPath("/./\\evil.test")).toBe("/home");
  });

  it("does not loop back to the login or logout screens", () => {
    expect(safeRedirectPath("/login")).toBe("/home");
    expect(safeRedirectPath("/logout")).toBe("/home");
    expect(safeRedirectPath("/./login")).toBe("/home");
  });

  it("uses the fallback when nothing is given", () => {
    expect(safeRedirectPath(null, "/workers")).toBe("/workers");
  });

  it("never sends a browser to another origin, whatever the path", () => {
    fc.assert(
      fc.property(HOSTILE_PATH, (target) => {
        const path = safeRedirectPath(target);
        expect(path.startsWith("/")).toBe(true);
        expect([...path].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)).toBe(false);
        expect(whereABrowserGoes(path).origin).toBe(OUR_ORIGIN);
        expect(whereABrowserGoes(path).pathname).not.toMatch(/^\/(login|logout)/);
        // What comes out is already safe: checking it again changes nothing.
        expect(safeRedirectPath(path)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps every ordinary path of the site as it was", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const ordinaryPath = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/)))
      .map(([segments, query]) => `/${segments.join("/")}${query ? `?${query}` : ""}`)
      .filter((path) => !/^\/(login|logout)/.test(path));
    fc.assert(
      fc.property(ordinaryPath, (path) => {
        expect(safeRedirectPath(path)).toBe(path);
      }),
    );
  });
});
