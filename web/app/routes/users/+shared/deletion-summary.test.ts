import { describe, expect, it } from "vitest";
import { deletionSummary } from "./deletion-summary";

const labels = new Map([
  [11, "Alice Martin"],
  [12, "Bruno Petit"],
  [13, "Chloé Durand"],
]);

describe("the message after deleting users (spec 000 §4)", () => {
  it("is a full success when every user was deleted", () => {
    expect(deletionSummary({ deleted: [11, 12, 13], refused: [] }, labels)).toEqual({
      outcome: "full",
      deleted: 3,
      total: 3,
      refused: [],
    });
  });

  it("is a partial success naming each refused user and the reason", () => {
    expect(deletionSummary({ deleted: [11, 13], refused: [{ id: 12, reason: "not_found" }] }, labels)).toEqual({
      outcome: "partial",
      deleted: 2,
      total: 3,
      refused: [{ id: 12, label: "Bruno Petit", reason: "not_found" }],
    });
  });

  it("is a failure when nobody could be deleted, and falls back to the id for an unknown user", () => {
    const summary = deletionSummary({ deleted: [], refused: [{ id: 99, reason: "self" }] }, labels);
    expect(summary.outcome).toBe("none");
    expect(summary.refused).toEqual([{ id: 99, label: "#99", reason: "self" }]);
  });
});
