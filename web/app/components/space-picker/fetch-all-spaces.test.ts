import { describe, expect, it } from "vitest";
import type { SpaceSummary } from "#domain/spaces/space-schemas";
import { fetchAllSpaces, type SpacePage } from "./fetch-all-spaces";

function space(id: number): SpaceSummary {
  return {
    id,
    name: `Agence ${id}`,
    url: null,
    association_code: null,
    address: null,
    city: null,
    zip_code: null,
    address_position: null,
    ocr: false,
    sms: false,
    mail: false,
    deleted_at: null,
  };
}

function linkTo(last: number) {
  return `</v1/spaces?deleted_at=false&page=1&per_page=2>; rel="first", </v1/spaces?deleted_at=false&page=${last}&per_page=2>; rel="last"`;
}

describe("fetchAllSpaces", () => {
  it("reads page 1, then asks for the other pages in parallel and merges them in order", async () => {
    const asked: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const pages: Record<number, SpaceSummary[]> = { 1: [space(1), space(2)], 2: [space(3), space(4)], 3: [space(5)] };

    const spaces = await fetchAllSpaces(async (page): Promise<SpacePage> => {
      asked.push(page);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Page 2 answers after page 3: the merge must still follow page order.
      await new Promise((resolve) => setTimeout(resolve, page === 2 ? 20 : 1));
      inFlight--;
      return { spaces: pages[page] ?? [], link: linkTo(3) };
    });

    expect(asked).toEqual([1, 2, 3]);
    expect(maxInFlight).toBe(2);
    expect(spaces.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("stops at page 1 when it is the last one", async () => {
    const asked: number[] = [];
    const spaces = await fetchAllSpaces(async (page) => {
      asked.push(page);
      return { spaces: [space(7)], link: linkTo(1) };
    });
    expect(asked).toEqual([1]);
    expect(spaces).toHaveLength(1);
  });

  it("fails when a page fails", async () => {
    await expect(
      fetchAllSpaces(async (page) => {
        if (page === 2) throw new Error("boom");
        return { spaces: [], link: linkTo(2) };
      }),
    ).rejects.toThrow("boom");
  });
});
