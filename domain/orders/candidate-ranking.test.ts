import { describe, expect, it } from "vitest";
import { CANDIDATE_POINTS, CandidatesQuerySchema, candidateReasons, foldedTerm, type CandidateFacts } from "./candidate-ranking";

const facts = (overrides: Partial<CandidateFacts> = {}): CandidateFacts => ({
  favourite: false,
  met: 0,
  required: 0,
  held: 0,
  qualifications: 0,
  unavailable: false,
  pastMissions: 0,
  distance2: null,
  nearKm: 50,
  ...overrides,
});
const total = (reasons: ReturnType<typeof candidateReasons>) => reasons.reduce((sum, reason) => sum + reason.points, 0);

describe("the reasons of a candidate's rank", () => {
  it("gives every point to a worker of the job, qualified, free, known to the client and at the site", () => {
    const reasons = candidateReasons(
      facts({ favourite: true, met: 2, required: 2, held: 1, qualifications: 1, pastMissions: 3, distance2: 0 }),
    );
    expect(reasons.map((reason) => reason.code)).toEqual([
      "favourite_job",
      "position_match",
      "qualified",
      "available",
      "past_missions",
      "distance",
    ]);
    expect(total(reasons)).toBe(100);
    expect(reasons.find((reason) => reason.code === "past_missions")?.value).toBe(3);
  });

  it("counts the position match from 50 % only, in proportion", () => {
    expect(candidateReasons(facts({ met: 1, required: 3 })).map((reason) => reason.code)).not.toContain("position_match");
    expect(candidateReasons(facts({ met: 1, required: 2 }))).toContainEqual({ code: "position_match", points: 10, value: 50 });
  });

  it("names the missing qualifications and an unavailability at no points", () => {
    const reasons = candidateReasons(facts({ held: 1, qualifications: 3, unavailable: true }));
    expect(reasons).toContainEqual({ code: "missing_qualifications", points: 5, value: 2 });
    expect(reasons).toContainEqual({ code: "unavailable", points: 0, value: null });
  });

  it("gives nearness less as the distance grows, and none from the radius on or without a commune", () => {
    const at = (km: number, nearKm = 50) =>
      candidateReasons(facts({ distance2: km * km, nearKm })).find((reason) => reason.code === "distance")!;
    expect(at(10).points).toBeGreaterThan(at(30).points);
    expect(at(30)).toEqual({ code: "distance", points: 6.4, value: 30 });
    expect(at(50).points).toBe(0);
    expect(at(20, 20).points).toBe(0);
    expect(candidateReasons(facts())).toContainEqual({ code: "distance_unknown", points: 0, value: null });
  });

  it("weighs to 100 in all", () => {
    expect(Object.values(CANDIDATE_POINTS).reduce((sum, points) => sum + points, 0)).toBe(100);
  });
});

describe("the shortlist's query and terms", () => {
  it("reads the filters and refuses what is not one", () => {
    expect(CandidatesQuerySchema.parse({ max_km: "25", available: "true", qualified: "false" })).toEqual({
      max_km: 25,
      available: true,
      qualified: false,
      page: 1,
      per_page: 20,
    });
    expect(CandidatesQuerySchema.safeParse({ max_km: "0" }).success).toBe(false);
    expect(CandidatesQuerySchema.safeParse({ available: "yes" }).success).toBe(false);
    expect(CandidatesQuerySchema.safeParse({ near: "1" }).success).toBe(false);
  });

  it("folds a term as SQLite's lower() does: ASCII capitals only", () => {
    expect(foldedTerm("  CACES   R489 ")).toBe("caces r489");
    expect(foldedTerm("Électricien")).toBe("Électricien".replace("LECTRICIEN", "lectricien"));
    expect(foldedTerm("ÉLECTRICIEN")).toBe("Électricien");
  });
});
