import { describe, expect, it } from "vitest";
import { pageSelectionState, selectionKeyOf, withIds, withSelection } from "./worker-selection";

describe("worker selections per key (spec 001 §3)", () => {
  it("keeps one selection per user and space, the archived view apart", () => {
    expect(selectionKeyOf(7, 1, false)).toBe("workerSelection:7:1");
    expect(selectionKeyOf(7, 1, true)).toBe("workerSelection:7:1:archived");
    expect(selectionKeyOf(8, 1, false)).not.toBe(selectionKeyOf(7, 1, false));
    expect(selectionKeyOf(7, 2, false)).not.toBe(selectionKeyOf(7, 1, false));
  });

  it("ticks in the order of choice without duplicates, and unticks", () => {
    expect(withIds([3, 1], [1, 5, 5, 2], true)).toEqual([3, 1, 5, 2]);
    expect(withIds([3, 1, 5, 2], [1, 2, 9], false)).toEqual([3, 5]);
  });

  it("stops at the bulk limit of /v1", () => {
    const full = withIds(
      [],
      Array.from({ length: 120 }, (_, index) => index + 1),
      true,
    );
    expect(full).toHaveLength(100);
    expect(full.at(-1)).toBe(100);
    expect(withIds([1, 2], [3, 4, 5], true, 3)).toEqual([1, 2, 3]);
  });

  it("stores a selection under its key and drops the key once it is empty", () => {
    const stored = withSelection({ other: [9] }, "mine", [1, 2]);
    expect(stored).toEqual({ other: [9], mine: [1, 2] });
    expect(withSelection(stored, "mine", [])).toEqual({ other: [9] });
  });

  it("says whether the page is wholly, partly or not at all selected", () => {
    expect(pageSelectionState([1, 2, 3], [1, 2])).toBe("all");
    expect(pageSelectionState([1, 9], [1, 2])).toBe("some");
    expect(pageSelectionState([9], [1, 2])).toBe("none");
    expect(pageSelectionState([], [])).toBe("none");
  });
});
