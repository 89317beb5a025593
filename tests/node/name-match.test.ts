import { describe, expect, it } from "vitest";
import { nameMatchExpression } from "#db/search/name-match";

describe("FTS5 MATCH built from names", () => {
  it("quotes each word as a prefix, ANDs the words of a name and ORs the names", () => {
    expect(nameMatchExpression([["jean", "dup"], ["martin"]])).toBe('("jean"* "dup"*) OR ("martin"*)');
  });

  it("keeps FTS operators and quotes as plain text", () => {
    expect(nameMatchExpression([["NOT", "NEAR"], ['a"b']])).toBe('("NOT"* "NEAR"*) OR ("a""b"*)');
  });
});
