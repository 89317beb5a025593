import { describe, expect, it } from "vitest";
import { filterErrorsOf, filtersFromForm, hasSingleDate } from "./filter-form-values";
import { NO_FILTERS } from "./worker-list-query";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("the filter form", () => {
  it("reads names, ticked choices, dates, job and the town of the picker", () => {
    const filters = filtersFromForm(
      form([
        ["names", " dupont, martin "],
        ["state", "web"],
        ["state", "not-a-state"],
        ["availability_status", "unavailable"],
        ["available_from", "2026-03-01"],
        ["available_to", ""],
        ["favorite_job", "Cariste"],
        ["transport", "walk"],
        ["near_lat", "45.76760"],
        ["near_lng", "4.83440"],
        ["town", "Lyon (69001)"],
        ["distance_km", "30"],
      ]),
    );
    expect(filters).toEqual({
      names: "dupont, martin",
      states: ["web"],
      statuses: ["unavailable"],
      from: "2026-03-01",
      to: "",
      favoriteJob: "Cariste",
      transport: ["walk"],
      near: { lat: 45.7676, lng: 4.8344, town: "Lyon (69001)" },
      distanceKm: 30,
    });
  });

  it("has no radius without a town, nor one the API does not offer", () => {
    expect(filtersFromForm(form([["distance_km", "30"]])).distanceKm).toBeNull();
    expect(
      filtersFromForm(
        form([
          ["near_lat", "45.7"],
          ["near_lng", "4.8"],
          ["distance_km", "42"],
        ]),
      ).distanceKm,
    ).toBeNull();
  });

  it("refuses with the API's own rules, each under its field", () => {
    expect(filterErrorsOf({ ...NO_FILTERS, names: "dupont, m" })).toEqual({ names: "workers.list.filterErrors.nameTooShort" });
    expect(filterErrorsOf({ ...NO_FILTERS, names: Array.from({ length: 11 }, (_, i) => `nom${i}`).join(",") })).toEqual({
      names: "workers.list.filterErrors.namesTooMany",
    });
    expect(filterErrorsOf({ ...NO_FILTERS, names: "--, dupont" })).toEqual({ names: "workers.list.filterErrors.nameHasNoLetter" });
    expect(filterErrorsOf({ ...NO_FILTERS, favoriteJob: "x" })).toEqual({ favoriteJob: "workers.list.filterErrors.favoriteJobLength" });
    expect(filterErrorsOf({ ...NO_FILTERS, from: "2026-03-10", to: "2026-03-01" })).toEqual({ to: "workers.list.filterErrors.dateOrder" });
    expect(filterErrorsOf({ ...NO_FILTERS, from: "2026-02-30", to: "2026-03-01" })).toEqual({
      from: "workers.list.filterErrors.dateInvalid",
    });
    expect(filterErrorsOf({ ...NO_FILTERS, names: "dupont, martin", from: "2026-03-01", to: "2026-03-01" })).toEqual({});
  });

  it("notices a period with only one end (spec 000 §2: the screen asks first)", () => {
    expect(hasSingleDate({ from: "2026-03-01", to: "" })).toBe(true);
    expect(hasSingleDate({ from: "", to: "2026-03-01" })).toBe(true);
    expect(hasSingleDate({ from: "2026-03-01", to: "2026-03-02" })).toBe(false);
    expect(hasSingleDate({ from: "", to: "" })).toBe(false);
  });
});
