import { describe, expect, it } from "vitest";
import { readStateChunks } from "./read-state-chunks";

describe("readStateChunks", () => {
  it("sends at most 100 ids per body (spec 000 §9)", () => {
    const ids = Array.from({ length: 250 }, (_, index) => index + 1);
    const chunks = readStateChunks(ids, true);
    expect(chunks.map((chunk) => Object.keys(chunk).length)).toEqual([100, 100, 50]);
    expect(chunks[0]!["1"]).toEqual({ read: true });
    expect(chunks[2]!["250"]).toEqual({ read: true });
  });

  it("sends each id once, and nothing for no ids", () => {
    expect(readStateChunks([3, 3, 4], false)).toEqual([{ "3": { read: false }, "4": { read: false } }]);
    expect(readStateChunks([], true)).toEqual([]);
  });

  it("cuts exactly at 100", () => {
    expect(
      readStateChunks(
        Array.from({ length: 100 }, (_, index) => index + 1),
        true,
      ),
    ).toHaveLength(1);
    expect(
      readStateChunks(
        Array.from({ length: 101 }, (_, index) => index + 1),
        true,
      ),
    ).toHaveLength(2);
  });
});
