import { describe, expect, it } from "vitest";
import { readData } from "./build/files";
import { buildStaffSizeBands, STAFF_SIZE_BANDS_FILE } from "./build/staff-size-bands";
import type { StaffSizeBandEntry } from "./types";

const bands = readData(STAFF_SIZE_BANDS_FILE) as StaffSizeBandEntry[];

describe("staff-size bands", () => {
  it("has the 16 bands of spec 001 §3, in display order", () => {
    expect(bands.map((band) => band.code)).toEqual([
      "NN",
      "00",
      "01",
      "02",
      "03",
      "11",
      "12",
      "21",
      "22",
      "31",
      "32",
      "41",
      "42",
      "51",
      "52",
      "53",
    ]);
    expect(bands.map((band) => band.position)).toEqual(bands.map((_, index) => index + 1));
  });

  it("gives each band its bounds, contiguous from 0 to the open-ended 10,000 and more", () => {
    expect(bands[0]).toMatchObject({ code: "NN", min_employees: null, max_employees: null });
    const sized = bands.slice(1);
    expect(sized[0]).toMatchObject({ min_employees: 0, max_employees: 0 });
    for (let i = 1; i < sized.length; i++) expect(sized[i]!.min_employees).toBe(sized[i - 1]!.max_employees! + 1);
    expect(sized.at(-1)).toMatchObject({ code: "53", min_employees: 10000, max_employees: null, label_en: "10,000 employees or more" });
  });

  it("labels each band in French and English", () => {
    expect(bands.find((band) => band.code === "01")).toMatchObject({ label_fr: "1 ou 2 salariés", label_en: "1 or 2 employees" });
    expect(bands.every((band) => band.label_fr && band.label_en)).toBe(true);
  });

  it("matches what its build script produces", () => {
    expect(buildStaffSizeBands()).toEqual(bands);
  });
});
