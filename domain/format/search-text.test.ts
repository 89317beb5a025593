import { describe, expect, it } from "vitest";
import { codedLabelSearchText, normalizeSearchText, prefixUpperBound } from "./search-text";

describe("normalizeSearchText", () => {
  it("folds case, accents, ligatures and punctuation", () => {
    expect(normalizeSearchText("Saint-Étienne")).toBe("saint etienne");
    expect(normalizeSearchText("SAINT ETIENNE")).toBe("saint etienne");
    expect(normalizeSearchText("L'Haÿ-les-Roses")).toBe("l hay les roses");
    expect(normalizeSearchText("Œuilly")).toBe("oeuilly");
    expect(normalizeSearchText("  Bourg-en-Bresse  ")).toBe("bourg en bresse");
    expect(normalizeSearchText("78.20Z")).toBe("78 20z");
  });

  it("turns a partial query into the prefix of the stored name", () => {
    expect(normalizeSearchText("saint-E")).toBe("saint e");
    expect(normalizeSearchText("saint etienne").startsWith(normalizeSearchText("saint-E"))).toBe(true);
  });

  it("leaves nothing of a query made only of punctuation", () => {
    expect(normalizeSearchText(" -'' ")).toBe("");
  });
});

describe("prefixUpperBound", () => {
  it("bounds exactly the strings that start with the prefix", () => {
    const bound = prefixUpperBound("lyo");
    expect(bound).toBe("lyp");
    for (const name of ["lyo", "lyon", "lyons la foret", "lyoz"]) {
      expect(name >= "lyo" && name < bound).toBe(true);
    }
    for (const name of ["lyn", "lyp", "lz", "ly"]) {
      expect(name >= "lyo" && name < bound).toBe(false);
    }
  });
});

describe("codedLabelSearchText", () => {
  it("holds the code with and without its dot and every label", () => {
    expect(codedLabelSearchText("78.20Z", "Activités des agences de travail temporaire", "Temporary employment agency activities")).toBe(
      "78 20z 7820z activites des agences de travail temporaire temporary employment agency activities",
    );
    expect(codedLabelSearchText("01.11Y", "Culture du riz", null)).toBe("01 11y 0111y culture du riz");
  });
});
