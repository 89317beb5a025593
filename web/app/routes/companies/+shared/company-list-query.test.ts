import { describe, expect, it } from "vitest";
import { activeFilterCount, companyListQueryFromUrl } from "./company-list-query";

function fromUrl(search: string, canFilter = true) {
  return companyListQueryFromUrl(new URLSearchParams(search), canFilter);
}

describe("the company list's URL", () => {
  it("asks for the live companies by name, 25 a page, by default", () => {
    const { query, view } = fromUrl("");
    expect(query).toMatchObject({ sort: "name", page: 1, per_page: 25 });
    expect(query.archived).toBeUndefined();
    expect(view).toMatchObject({ archived: false, q: "", page: 1, filters: {} });
  });

  it("keeps the archived tab, the search, the sort and the page", () => {
    const { query, view } = fromUrl("view=archived&q=boulangerie&sort=-name&page=3");
    expect(query).toMatchObject({ archived: "true", q: "boulangerie", sort: "-name", page: 3 });
    expect(view.archived).toBe(true);
  });

  it("passes the search filters to a user who holds company_search_filters", () => {
    const { query, view } = fromUrl("departement=2a&staff_size_band=53&state=prospect&ape_code=78.20Z&ape_nomenclature=naf_2025");
    expect(query).toMatchObject({ departement: "2A", staff_size_band: "53", state: "prospect", ape_code: "78.20Z" });
    expect(view.apeNomenclature).toBe("naf_2025");
    expect(activeFilterCount(view.filters)).toBe(4);
  });

  it("drops them for a user without it: /v1 would refuse them", () => {
    const { query, view } = fromUrl("departement=69&staff_size_band=11&q=lyon", false);
    expect(query.departement).toBeUndefined();
    expect(query.staff_size_band).toBeUndefined();
    expect(query.q).toBe("lyon");
    expect(view.filters).toEqual({});
  });

  it("searches around a postal code only with a radius, and sorts by distance only then", () => {
    expect(fromUrl("near_postal_code=69003&sort=distance").query).toMatchObject({ sort: "name" });
    expect(fromUrl("near_postal_code=69003").query.near_postal_code).toBeUndefined();
    expect(fromUrl("near_postal_code=69003&distance_km=20&sort=distance").query).toMatchObject({
      near_postal_code: "69003",
      distance_km: 20,
      sort: "distance",
    });
  });

  it("drops a malformed parameter and keeps the others", () => {
    const { query } = fromUrl("page=abc&sort=price&departement=20&staff_size_band=11&q=x");
    expect(query).toMatchObject({ page: 1, sort: "name", staff_size_band: "11" });
    // One letter is under the search minimum (domain/search/search-text.ts): no search rather than a refusal.
    expect(query.q).toBeUndefined();
    expect(query.departement).toBeUndefined();
    const badCentre = fromUrl("near_postal_code=6900&distance_km=20&sort=distance").query;
    expect(badCentre.near_postal_code).toBeUndefined();
    expect(badCentre.distance_km).toBeUndefined();
    expect(badCentre.sort).toBe("name");
  });
});
