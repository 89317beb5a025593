import { describe, expect, it } from "vitest";
import { buildCommunes } from "./build/communes";
import { buildDepartements, DEPARTEMENTS_FILE } from "./build/departements";
import { readData } from "./build/files";
import { buildRegions, REGIONS_FILE } from "./build/regions";
import type { DepartementEntry, RegionEntry } from "./types";

const regions = readData(REGIONS_FILE) as RegionEntry[];
const departements = readData(DEPARTEMENTS_FILE) as DepartementEntry[];

describe("regions", () => {
  it("has the 18 regions and the 8 overseas collectivities the source lists beside them", () => {
    expect(regions).toHaveLength(26);
    const twoDigit = regions.filter((region) => region.code.length === 2);
    expect(twoDigit).toHaveLength(18);
    expect(twoDigit.filter((region) => Number(region.code) < 10).map((region) => region.name)).toEqual([
      "Guadeloupe",
      "Martinique",
      "Guyane",
      "La Réunion",
      "Mayotte",
    ]);
    expect(regions.find((region) => region.code === "84")?.name).toBe("Auvergne-Rhône-Alpes");
    expect(regions.map((region) => region.code)).toContain("988");
  });

  it("matches what its build script produces", () => {
    expect(buildRegions()).toEqual(regions);
  });
});

describe("départements", () => {
  it("has the 109 départements, Corsica as 2A and 2B, overseas as 971 to 976 and beyond", () => {
    expect(departements).toHaveLength(109);
    const codes = departements.map((departement) => departement.code);
    for (const code of ["01", "2A", "2B", "95", "971", "972", "973", "974", "976", "975", "988"]) expect(codes).toContain(code);
    expect(codes).not.toContain("20");
    expect(departements.find((departement) => departement.code === "2A")).toEqual({
      code: "2A",
      name: "Corse-du-Sud",
      region_code: "94",
    });
  });

  it("places every département in a listed region", () => {
    const regionCodes = new Set(regions.map((region) => region.code));
    for (const departement of departements) expect(regionCodes.has(departement.region_code!), departement.code).toBe(true);
  });

  it("matches what its build script produces", () => {
    expect(buildDepartements()).toEqual(departements);
  });
});

describe("communes", () => {
  const communes = buildCommunes();

  it("has more than 34,000 communes, each with postal codes", () => {
    expect(communes.length).toBeGreaterThan(34_000);
    expect(communes.every((commune) => commune.postal_codes.length > 0 && commune.postal_codes.every((code) => /^\d{5}$/.test(code)))).toBe(
      true,
    );
    expect(new Set(communes.map((commune) => commune.insee_code)).size).toBe(communes.length);
  });

  it("gives Lyon (69123) its nine postal codes 69001 to 69009", () => {
    expect(communes.find((commune) => commune.insee_code === "69123")).toMatchObject({
      name: "Lyon",
      departement_code: "69",
      region_code: "84",
      postal_codes: ["69001", "69002", "69003", "69004", "69005", "69006", "69007", "69008", "69009"],
    });
  });

  it("keeps Corsican and overseas communes with their département", () => {
    expect(communes.find((commune) => commune.insee_code === "2A004")).toMatchObject({ name: "Ajaccio", departement_code: "2A" });
    expect(communes.find((commune) => commune.insee_code === "97411")).toMatchObject({ name: "Saint-Denis", departement_code: "974" });
    const departementCodes = new Set(departements.map((departement) => departement.code));
    expect(communes.filter((commune) => !departementCodes.has(commune.departement_code))).toEqual([]);
  });

  it("places every commune, the larger ones exactly", () => {
    expect(communes.filter((commune) => commune.latitude === null || commune.longitude === null)).toEqual([]);
    const lyon = communes.find((commune) => commune.insee_code === "69123")!;
    expect(lyon.latitude).toBeCloseTo(45.75, 1);
    expect(lyon.longitude).toBeCloseTo(4.85, 1);
    const ajaccio = communes.find((commune) => commune.insee_code === "2A004")!;
    expect(ajaccio.latitude).toBeCloseTo(41.92, 1);
    const saintDenis = communes.find((commune) => commune.insee_code === "97411")!;
    expect(saintDenis.latitude).toBeCloseTo(-20.88, 1);
    // Every point lies in metropolitan France or an overseas territory, never at 0,0.
    expect(communes.filter((commune) => Math.abs(commune.latitude!) < 1 && Math.abs(commune.longitude!) < 1)).toEqual([]);
  });
});
