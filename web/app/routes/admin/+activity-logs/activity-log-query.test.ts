import { describe, expect, it } from "vitest";
import { activityLogFiltersFromUrl, hasActivityFilters, userChoiceOf } from "./activity-log-query";

function fromUrl(search: string) {
  return activityLogFiltersFromUrl(new URLSearchParams(search));
}

describe("the activity log's URL", () => {
  it("has no filter by default", () => {
    const filters = fromUrl("");
    expect(filters).toEqual({ userId: null, spaceId: null, type: null, schema: null, from: "", to: "" });
    expect(hasActivityFilters(filters)).toBe(false);
  });

  it("keeps the user, the space, a known type and resource, and whole days", () => {
    const filters = fromUrl("user_id=7&space_id=2&type=password_change&schema=competence_checks&from=2025-01-31&to=2025-02-28");
    expect(filters).toEqual({
      userId: 7,
      spaceId: 2,
      type: "password_change",
      schema: "competence_checks",
      from: "2025-01-31",
      to: "2025-02-28",
    });
    expect(hasActivityFilters(filters)).toBe(true);
  });

  it("drops what /v1 would not know: an unknown type or resource, a number that is not one, a date that is not a day", () => {
    expect(fromUrl("user_id=abc&space_id=0&type=drop_tables&schema=secrets&from=31/01/2025&to=2025-02-28T10:00")).toEqual({
      userId: null,
      spaceId: null,
      type: null,
      schema: null,
      from: "",
      to: "",
    });
  });
});

describe("a user as the filter offers it", () => {
  it("is named by first and last name, or by e-mail when both are empty", () => {
    expect(userChoiceOf({ id: 3, first_name: "Léa", last_name: "Martin", email: "lea@demo.test" }).label).toBe("Léa Martin");
    expect(userChoiceOf({ id: 4, first_name: "", last_name: " ", email: "api@demo.test" }).label).toBe("api@demo.test");
  });
});
