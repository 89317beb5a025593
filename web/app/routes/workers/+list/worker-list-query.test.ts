import { describe, expect, it } from "vitest";
import { activeFilterCount, NO_FILTERS, withFilters, workerListFromUrl, workerListSearch } from "./worker-list-query";

const lyon = { lat: 45.7676, lng: 4.8344, town: "Lyon (69001)" };

function fromUrl(search: string) {
  return workerListFromUrl(new URLSearchParams(search));
}

describe("the worker list's URL (spec 000 §2)", () => {
  it("reads a plain /workers as the usual list: cards, 25 a page, by last name", () => {
    const { view, apiQuery } = fromUrl("");
    expect(view).toEqual({ archived: false, filters: NO_FILTERS, sort: "last_name", page: 1, perPage: 25, layout: "card" });
    expect(apiQuery).toEqual({ sort: "last_name", page: "1", per_page: "25" });
  });

  it("passes every filter to the API under its own name, lists comma-separated or repeated", () => {
    const { view, apiQuery } = fromUrl(
      "view=archived&names=dupont, martin&state=web&state=candidate&availability_status=available,contract" +
        "&available_from=2026-03-01&available_to=2026-03-15&favorite_job=Cariste&transport=car" +
        `&near_lat=45.7676&near_lng=4.8344&town=${encodeURIComponent("Lyon (69001)")}&distance_km=30&per_page=50&page=2&layout=list`,
    );
    expect(view.archived).toBe(true);
    expect(view.filters).toEqual({
      names: "dupont, martin",
      states: ["web", "candidate"],
      statuses: ["available", "contract"],
      from: "2026-03-01",
      to: "2026-03-15",
      favoriteJob: "Cariste",
      transport: ["car"],
      near: lyon,
      distanceKm: 30,
    });
    expect(view).toMatchObject({ sort: "distance", page: 2, perPage: 50, layout: "list" });
    expect(apiQuery).toEqual({
      names: "dupont, martin",
      state: "web,candidate",
      availability_status: "available,contract",
      available_from: "2026-03-01",
      available_to: "2026-03-15",
      favorite_job: "Cariste",
      transport: "car",
      near_lat: "45.76760",
      near_lng: "4.83440",
      distance_km: "30",
      archived: "true",
      sort: "distance",
      page: "2",
      per_page: "50",
    });
  });

  it("leaves out what the API would refuse instead of failing the page", () => {
    const { view, apiQuery } = fromUrl(
      "names=a&state=web,boss&available_from=2026-02-30&distance_km=30&sort=distance&per_page=7&page=-3&layout=grid&near_lat=91&near_lng=4",
    );
    expect(view.filters).toEqual(NO_FILTERS);
    expect(view).toMatchObject({ sort: "last_name", page: 1, perPage: 25, layout: "card" });
    expect(apiQuery).toEqual({ sort: "last_name", page: "1", per_page: "25" });
  });

  it("keeps the valid filters beside a refused one", () => {
    const { view } = fromUrl("names=dupont&available_from=2026-03-10&available_to=2026-03-01");
    expect(view.filters).toMatchObject({ names: "dupont", from: "2026-03-10", to: "" });
  });

  it("writes a view back to the same URL, defaults left out", () => {
    const search =
      "view=archived&names=dupont&state=web%2Ccandidate&near_lat=45.76760&near_lng=4.83440&distance_km=30&town=Lyon+%2869001%29&sort=-created_at&per_page=50&layout=list&page=3";
    const { view } = fromUrl(search);
    expect(workerListSearch(view).toString()).toBe(search);
    expect(workerListSearch(fromUrl("").view).toString()).toBe("");
  });

  it("never asks for nearest first without a town", () => {
    const { view } = fromUrl("");
    expect(workerListSearch({ ...view, sort: "distance" }).toString()).toBe("");
  });
});

describe("applying new filters", () => {
  const base = fromUrl("sort=-created_at&page=4").view;

  it("goes back to page 1 and keeps the chosen order", () => {
    expect(withFilters(base, { ...NO_FILTERS, names: "dupont" })).toMatchObject({ page: 1, sort: "-created_at" });
  });

  it("puts the nearest first when a town is newly chosen in name order, and returns to names without it", () => {
    const byName = fromUrl("").view;
    const around = withFilters(byName, { ...NO_FILTERS, near: lyon });
    expect(around.sort).toBe("distance");
    expect(withFilters(around, NO_FILTERS).sort).toBe("last_name");
  });

  it("counts the panel's filters, a period with its status and a town with its radius once each", () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...NO_FILTERS, names: "dupont", statuses: ["available"], from: "2026-03-01", near: lyon, distanceKm: 30 }),
    ).toBe(2);
  });
});

describe("a search box holding a phone number or an e-mail (decision 0016)", () => {
  it("asks /v1 for that contact rather than names, and keeps the box as typed", () => {
    const { view, apiQuery } = workerListFromUrl(new URLSearchParams({ names: "06 12 34 56 78" }));
    expect(view.filters.names).toBe("06 12 34 56 78");
    expect(apiQuery.contact).toBe("06 12 34 56 78");
    expect(apiQuery.names).toBeUndefined();
    expect(workerListFromUrl(new URLSearchParams({ names: "Jean.Dupont@exemple.fr" })).apiQuery.contact).toBe("Jean.Dupont@exemple.fr");
    expect(workerListFromUrl(new URLSearchParams({ names: "dupont" })).apiQuery).toMatchObject({ names: "dupont" });
  });
});
