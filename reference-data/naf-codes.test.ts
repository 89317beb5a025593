import { describe, expect, it } from "vitest";
import { buildNaf2025, NAF_2025_FILE } from "./build/naf-2025";
import { buildNafRev2, NAF_REV2_FILE } from "./build/naf-rev2";
import { readData } from "./build/files";
import type { NafCodeEntry } from "./types";

const rev2 = readData(NAF_REV2_FILE) as NafCodeEntry[];
const naf2025 = readData(NAF_2025_FILE) as NafCodeEntry[];

function countByLevel(rows: NafCodeEntry[]) {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.level] = (counts[row.level] ?? 0) + 1;
  return counts;
}

describe("NAF rev. 2", () => {
  it("has every level of the nomenclature, 732 sub-classes", () => {
    expect(countByLevel(rev2)).toEqual({ division: 88, group: 272, class: 615, subclass: 732 });
    expect(new Set(rev2.map((row) => row.code)).size).toBe(rev2.length);
  });

  it("writes codes with the dot and links each to the level above", () => {
    const codes = new Set(rev2.map((row) => row.code));
    for (const row of rev2) {
      expect(row.code).toMatch(/^\d{2}(\.\d{1,2}[A-Z]?)?$/);
      expect(row.nomenclature).toBe("naf_rev2");
      if (row.level === "division") expect(row.parent_code).toMatch(/^[A-U]$/);
      else expect(codes.has(row.parent_code!), row.code).toBe(true);
    }
  });

  it("labels temporary work agencies 78.20Z, in French and English", () => {
    const temporaryWork = rev2.find((row) => row.code === "78.20Z");
    expect(temporaryWork).toMatchObject({
      level: "subclass",
      parent_code: "78.20",
      label_fr: "Activités des agences de travail temporaire",
      label_en: "Temporary employment agency activities",
    });
    expect(rev2.find((row) => row.code === "78")?.parent_code).toBe("N");
  });

  it("has an English label for every code, translated where the French sub-class differs", () => {
    expect(rev2.filter((row) => !row.label_en)).toEqual([]);
    expect(rev2.find((row) => row.code === "10.71C")?.label_en).toBe("Bakeries and bakery-pastry shops");
    expect(rev2.find((row) => row.code === "01.30Z")?.label_en).toBe("Plant propagation");
  });

  it("matches what its build script produces from the package", () => {
    expect(buildNafRev2()).toEqual(rev2);
  });
});

describe("NAF 2025", () => {
  it("has the 747 sub-classes, told apart from rev. 2", () => {
    expect(naf2025).toHaveLength(747);
    expect(countByLevel(naf2025)).toEqual({ subclass: 747 });
    expect(naf2025.every((row) => row.nomenclature === "naf_2025" && /^\d{2}\.\d{2}[A-Z]$/.test(row.code))).toBe(true);
  });

  it("codes temporary work 78.20G", () => {
    expect(naf2025.find((row) => row.code === "78.20G")).toMatchObject({
      label_fr: "Activités d’agence de travail temporaire",
      parent_code: "78.20",
      label_en: null,
    });
    expect(naf2025.find((row) => row.code === "78.20Z")).toBeUndefined();
  });

  it("matches what its build script produces from the source", () => {
    expect(buildNaf2025()).toEqual(naf2025);
  });
});
