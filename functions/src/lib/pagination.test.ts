import { describe, expect, it } from "vitest";
import { paginationLinkHeader } from "./pagination";

describe("RFC 8288 pagination links", () => {
  it("gives first, prev, next and last on a middle page, keeping the other parameters", () => {
    const header = paginationLinkHeader("https://x.test/v1/spaces?deleted_at=false&page=2", 2, 10, 45);
    expect(header).toBe(
      [
        '</v1/spaces?deleted_at=false&page=1&per_page=10>; rel="first"',
        '</v1/spaces?deleted_at=false&page=1&per_page=10>; rel="prev"',
        '</v1/spaces?deleted_at=false&page=3&per_page=10>; rel="next"',
        '</v1/spaces?deleted_at=false&page=5&per_page=10>; rel="last"',
      ].join(", "),
    );
  });

  it("names page 1 as last for an empty list, with neither prev nor next", () => {
    const header = paginationLinkHeader("https://x.test/v1/spaces", 1, 25, 0);
    expect(header).toBe('</v1/spaces?page=1&per_page=25>; rel="first", </v1/spaces?page=1&per_page=25>; rel="last"');
  });
});
