import { describe, expect, it } from "vitest";
import { unreadBadgeLabel, visibleNotifications } from "./unread-badge";

describe("unreadBadgeLabel", () => {
  it("says nothing at zero, the count up to 9, then 9+ (spec 000 §9)", () => {
    expect(unreadBadgeLabel(0)).toBe("");
    expect(unreadBadgeLabel(1)).toBe("1");
    expect(unreadBadgeLabel(9)).toBe("9");
    expect(unreadBadgeLabel(10)).toBe("9+");
    expect(unreadBadgeLabel(250)).toBe("9+");
  });
});

describe("visibleNotifications", () => {
  const list = [{ type: 1 }, { type: 4 }, { type: 5 }, { type: 4 }] as const;

  it("leaves out the hidden types", () => {
    expect(visibleNotifications(list, { shown: true, hiddenTypes: [4] })).toEqual([{ type: 1 }, { type: 5 }]);
  });

  it("shows nothing when the display flag is off", () => {
    expect(visibleNotifications(list, { shown: false, hiddenTypes: [] })).toEqual([]);
  });
});
