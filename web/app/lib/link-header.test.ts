import { describe, expect, it } from "vitest";
import { lastPageOf, parseLinkHeader } from "./link-header";

const API_HEADER =
  '</v1/spaces?deleted_at=false&page=1&per_page=25>; rel="first", </v1/spaces?deleted_at=false&page=2&per_page=25>; rel="next", </v1/spaces?deleted_at=false&page=4&per_page=25>; rel="last"';

describe("parseLinkHeader", () => {
  it("maps each relation to its target", () => {
    expect(parseLinkHeader(API_HEADER)).toEqual({
      first: "/v1/spaces?deleted_at=false&page=1&per_page=25",
      next: "/v1/spaces?deleted_at=false&page=2&per_page=25",
      last: "/v1/spaces?deleted_at=false&page=4&per_page=25",
    });
  });

  it("accepts unquoted and multiple relations", () => {
    expect(parseLinkHeader("<https://x.test/a?page=3>; rel=last")).toEqual({ last: "https://x.test/a?page=3" });
    expect(parseLinkHeader('</a?page=1>; rel="first prev"')).toEqual({ first: "/a?page=1", prev: "/a?page=1" });
  });

  it("answers nothing for a missing header", () => {
    expect(parseLinkHeader(null)).toEqual({});
  });
});

describe("lastPageOf", () => {
  it("reads the page of rel=last", () => {
    expect(lastPageOf(API_HEADER)).toBe(4);
  });

  it("falls back to 1 without a usable last link", () => {
    expect(lastPageOf(undefined)).toBe(1);
    expect(lastPageOf('</v1/spaces?page=abc>; rel="last"')).toBe(1);
    expect(lastPageOf('</v1/spaces?page=2>; rel="next"')).toBe(1);
  });
});
