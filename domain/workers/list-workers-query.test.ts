import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ListWorkersQuerySchema, nameWordsOf, workerSortOf } from "./list-workers-query";

const parse = (query: Record<string, string | string[]>) => ListWorkersQuerySchema.safeParse(query);

describe("the worker list's query (spec 000 §2, §9)", () => {
  it("splits names on commas and words on anything but letters and digits", () => {
    expect(parse({ names: " Dupont , jean-pierre MARTIN,d'Arc" }).data?.names).toEqual([
      ["Dupont"],
      ["jean", "pierre", "MARTIN"],
      ["d", "Arc"],
    ]);
    expect(parse({ names: ["dupont", "martin,durand"] }).data?.names).toEqual([["dupont"], ["martin"], ["durand"]]);
  });

  it("refuses short names, names without letters, more than ten names", () => {
    expect(parse({ names: "a" }).success).toBe(false);
    expect(parse({ names: "--,**" }).success).toBe(false);
    expect(parse({ names: Array.from({ length: 11 }, (_, i) => `nom${i}`).join(",") }).success).toBe(false);
  });

  it("reads states and transport means as lists, repeated or comma-separated, refusing unknown values", () => {
    expect(parse({ state: ["web", "candidate,web"] }).data?.state).toEqual(["web", "candidate"]);
    expect(parse({ transport: "car,walk" }).data?.transport).toEqual(["car", "walk"]);
    expect(parse({ state: "retired" }).success).toBe(false);
  });

  it("offers the spec's distance options only, and needs a point for them and for the distance sort", () => {
    expect(parse({ near_lat: "45.76", near_lng: "4.83", distance_km: "50" }).data).toMatchObject({ near_lat: 45.76, distance_km: 50 });
    expect(parse({ near_lat: "45.76", near_lng: "4.83", distance_km: "15" }).success).toBe(false);
    expect(parse({ distance_km: "50" }).success).toBe(false);
    expect(parse({ sort: "-distance" }).success).toBe(false);
    expect(parse({ near_lat: "95", near_lng: "4.83" }).success).toBe(false);
  });

  it("sorts by last name by default, by distance when a point is given, descending with a minus", () => {
    expect(workerSortOf({})).toEqual({ field: "last_name", descending: false });
    expect(workerSortOf({ near_postal_code: "69003" })).toEqual({ field: "distance", descending: false });
    expect(workerSortOf({ sort: "-created_at", near_lat: 45 })).toEqual({ field: "created_at", descending: true });
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("names", "state", "near_lat", "available_from", "sort", "page"), fc.string({ unit: "binary" })),
        (query) => {
          expect(() => ListWorkersQuerySchema.safeParse(query)).not.toThrow();
        },
      ),
    );
    fc.assert(fc.property(fc.string({ unit: "binary" }), (name) => nameWordsOf(name).every((word) => /^[\p{L}\p{N}\p{M}]+$/u.test(word))));
  });
});
