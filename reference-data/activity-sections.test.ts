import { describe, expect, it } from "vitest";
import { ACTIVITY_SECTIONS_FILE, buildActivitySections, sectionOfDivision } from "./build/activity-sections";
import { readData } from "./build/files";
import type { ActivitySectionEntry } from "./types";

const sections = readData(ACTIVITY_SECTIONS_FILE) as ActivitySectionEntry[];

describe("activity sections", () => {
  it("has the 21 NAF rev. 2 sections A to U, named in French and English", () => {
    const rev2 = sections.filter((row) => row.nomenclature === "naf_rev2");
    expect(rev2.map((row) => row.code).join("")).toBe("ABCDEFGHIJKLMNOPQRSTU");
    expect(rev2.find((row) => row.code === "A")?.label_en).toBe("Agriculture, forestry and fishing");
    expect(rev2.find((row) => row.code === "C")?.label_en).toBe("Manufacturing");
    expect(rev2.find((row) => row.code === "K")?.label_en).toBe("Financial and insurance activities");
    expect(rev2.find((row) => row.code === "U")?.label_fr).toBe("Activités extra-territoriales");
  });

  it("keeps the NAF rev. 1 sections A to Q and subsections AA to QA of spec 001 §3 apart", () => {
    const rev1 = sections.filter((row) => row.nomenclature === "naf_rev1");
    expect(
      rev1
        .filter((row) => row.code.length === 1)
        .map((row) => row.code)
        .join(""),
    ).toBe("ABCDEFGHIJKLMNOPQ");
    expect(rev1.filter((row) => row.code.length === 2)).toHaveLength(31);
    expect(rev1.find((row) => row.code === "DA")).toMatchObject({ parent_code: "D", label_fr: "Industries agricoles et alimentaires" });
    expect(rev1.find((row) => row.code === "H")?.label_fr).toBe("Hôtels et restaurants");
  });

  it("places each NAF rev. 2 division in its section", () => {
    expect(sectionOfDivision("01")).toBe("A");
    expect(sectionOfDivision("78")).toBe("N");
    expect(sectionOfDivision("99")).toBe("U");
    expect(() => sectionOfDivision("04")).toThrow();
  });

  it("matches what its build script produces", () => {
    expect(buildActivitySections()).toEqual(sections);
  });
});
