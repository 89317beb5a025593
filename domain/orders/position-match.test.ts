import { describe, expect, it } from "vitest";
import { matchPercent, positionMatch, positionMatches } from "./position-match";

const cariste = { title: "Cariste", qualification: "Cariste", skills: ["CACES R489 cat. 3", "Permis B", "SST"] };

describe("position matching (spec 000 §9 tooltip, decision 0027)", () => {
  it("is the share of the position's requirements the worker holds", () => {
    const worker = { favoriteJobs: ["Cariste"], equipment: ["Chaussures de sécurité"], resumeKeywords: "caces r489 cat 3, permis b" };
    expect(positionMatch(cariste, worker)).toBe(0.75);
    expect(positionMatch(cariste, { ...worker, equipment: ["SST"] })).toBe(1);
    expect(positionMatch(cariste, { favoriteJobs: ["Cariste"], equipment: [], resumeKeywords: "SST" })).toBe(0.5);
    expect(matchPercent(positionMatch(cariste, { favoriteJobs: ["Cariste"], equipment: [], resumeKeywords: null }))).toBe(25);
  });

  it("matches at 50 % or more, not below", () => {
    expect(positionMatches(cariste, { favoriteJobs: ["cariste"], equipment: ["Permis B"], resumeKeywords: null })).toBe(true);
    expect(positionMatches(cariste, { favoriteJobs: ["cariste"], equipment: [], resumeKeywords: null })).toBe(false);
  });

  it("ignores accents and case, and reads whole words only", () => {
    const position = { title: "Préparateur de commandes", qualification: null, skills: [] };
    expect(positionMatch(position, { favoriteJobs: ["preparateur de commandes"], equipment: [], resumeKeywords: null })).toBe(1);
    expect(
      positionMatch(
        { title: "SST", qualification: null, skills: [] },
        { favoriteJobs: ["Assistante"], equipment: [], resumeKeywords: null },
      ),
    ).toBe(0);
  });

  it("counts a requirement once and an empty position as no match", () => {
    expect(
      positionMatch(
        { title: "Cariste", qualification: "cariste", skills: ["CARISTE"] },
        { favoriteJobs: ["Cariste"], equipment: [], resumeKeywords: null },
      ),
    ).toBe(1);
    expect(
      positionMatch({ title: "", qualification: null, skills: [] }, { favoriteJobs: ["Cariste"], equipment: [], resumeKeywords: null }),
    ).toBe(0);
  });
});
