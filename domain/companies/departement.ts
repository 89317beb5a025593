// The département of a French postal code and the postal-code range of a département, for the company
// list's département filter (spec 000 §2 company search). A postal code is a delivery code, not an INSEE
// code: its first two digits give the département for nearly every commune, which is what a search by
// département expects, and a range on the postal code uses the (space_id, zipcode) index.

/** 01–19, 21–95, 2A, 2B, 971–978 (overseas), 984–989 (collectivities, Monaco's 980 excluded). */
export const DEPARTEMENT_CODE_PATTERN = /^(0[1-9]|1\d|2[1-9]|2A|2B|[3-8]\d|9[0-5]|97[1-8]|98[4-9])$/;

/**
 * Corsica shares 20xxx: Corse-du-Sud (2A) has 200xx–201xx (Ajaccio 20000, Sartène 20100, Porto-Vecchio
 * 20137), Haute-Corse (2B) 202xx–206xx (Bastia 20200 and 20600, Corte 20250, Calvi 20260).
 */
const CORSICA_SPLIT = "20200";
const CORSICA_END = "20700";

/**
 * "69003" → "69", "20090" → "2A", "20600" → "2B", "97110" → "971"; null for what no département holds
 * (96xxx, 207xx, Monaco's 980xx) and for anything that is not five digits.
 */
export function departementOfPostalCode(zipcode: string | null | undefined): string | null {
  if (!zipcode || !/^\d{5}$/.test(zipcode)) return null;
  let departement = zipcode.slice(0, 2);
  if (departement === "20") departement = zipcode < CORSICA_SPLIT ? "2A" : "2B";
  else if (departement === "97" || departement === "98") departement = zipcode.slice(0, 3);
  const range = postalCodeRangeOfDepartement(departement);
  return range && zipcode >= range.from && zipcode < range.to ? departement : null;
}

/** The postal codes of a département as a half-open range [from, to): "69" → ["69000", "70000"). */
export function postalCodeRangeOfDepartement(code: string): { from: string; to: string } | null {
  const departement = code.toUpperCase();
  if (!DEPARTEMENT_CODE_PATTERN.test(departement)) return null;
  if (departement === "2A") return { from: "20000", to: CORSICA_SPLIT };
  if (departement === "2B") return { from: CORSICA_SPLIT, to: CORSICA_END };
  if (departement.length === 3) {
    const start = Number(departement) * 100;
    return { from: String(start), to: String(start + 100) };
  }
  const start = Number(departement) * 1000;
  return { from: String(start).padStart(5, "0"), to: String(start + 1000).padStart(5, "0") };
}
