import { z } from "zod";
import { kmFromSquared } from "../geo/distance";
import { pageQueryFields } from "../validation/page-query";
import { RowIdSchema } from "../validation/row-id";
import type { DOCUMENT_TYPES } from "../enums/worker";

// The ranked shortlist of an order, GET /v1/orders/{id}/candidates (decision 0049): how many points each
// fact is worth, the query and the answer. The SQL that applies them is db/orders/rank-candidates.ts.

/** Points out of 100; the reasons name each that counted. */
export const CANDIDATE_POINTS = {
  /** One of the worker's favourite jobs is the order's job (the position's title or qualification). */
  favouriteJob: 30,
  /** What the position asks, met at 50 % or more (spec 000 §9), in proportion. */
  positionMatch: 20,
  /** The position's skills proven by a document valid over the order's dates, in proportion. */
  qualifications: 15,
  /** No unavailability, contract or block over any of the order's periods. */
  available: 15,
  /** Already placed with this client. */
  pastMissions: 10,
  /** At the site 10 points, none from CANDIDATE_NEAR_KM (or the distance filter) on, by squared distance. */
  distance: 10,
} as const;

/** The distance beyond which nearness earns nothing, unless the filter names a radius. */
export const CANDIDATE_NEAR_KM = 50;
/** The radius within which a worker of the job joins the pool (a wider max_km widens it). */
export const CANDIDATE_POOL_KM = 100;
/** The workers of the job nearest the site that join the pool (the rest rank below them on distance alone). */
export const CANDIDATE_POOL_OF_THE_JOB = 1000;
/** The workers nearest the site that join the pool whatever their job. */
export const CANDIDATE_POOL_NEAREST = 200;
export const CANDIDATES_PER_PAGE = 20;
export const CANDIDATE_DISTANCES_KM = [5, 10, 25, 50, 100] as const;

/** The documents that prove a qualification: CACES, habilitations, licences, certificates, diplomas. */
export const QUALIFICATION_DOCUMENT_TYPES = [
  "caces",
  "habilitation",
  "driving_licence",
  "fimo_fcos",
  "diploma",
  "other_certificate",
  "training_certificate",
  "btp_card",
] as const satisfies readonly (typeof DOCUMENT_TYPES)[number][];

/**
 * A term as the ranking compares it, the way SQLite's lower() folds the names it looks in: ASCII
 * capitals lowered, accented letters kept as written, spaces trimmed ("CACES R489" → "caces r489").
 */
export function foldedTerm(text: string): string {
  return text
    .trim()
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
    .replace(/\s+/g, " ");
}

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

export const CandidatesQuerySchema = z.strictObject({
  /** Only workers within this many km of the site (the client's commune). */
  max_km: z.coerce.number().int().min(1).max(1000).optional(),
  /** Only workers free over every period. */
  available: flag.optional(),
  /** Only workers holding every qualification the position needs. */
  qualified: flag.optional(),
  ...pageQueryFields(CANDIDATES_PER_PAGE),
});
export type CandidatesQuery = z.infer<typeof CandidatesQuerySchema>;

export const CANDIDATE_REASONS = [
  "favourite_job",
  "position_match",
  "qualified",
  "missing_qualifications",
  "available",
  "unavailable",
  "past_missions",
  "distance",
  "distance_unknown",
] as const;
export type CandidateReasonCode = (typeof CANDIDATE_REASONS)[number];

export const CandidateReasonSchema = z.object({
  code: z.enum(CANDIDATE_REASONS),
  /** The points it brought (0 for a reason that ranks lower). */
  points: z.number(),
  /** The figure it speaks of: a percentage, a count of missions or qualifications, kilometres. */
  value: z.number().nullable(),
});
export type CandidateReason = z.infer<typeof CandidateReasonSchema>;

export const CandidateSchema = z.object({
  worker_id: RowIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  /** The agency's reference, else the worker's number in the space. */
  reference: z.string().nullable(),
  town: z.string().nullable(),
  main_job: z.string().nullable(),
  score: z.number(),
  distance_km: z.number().nullable(),
  available: z.boolean(),
  qualifications: z.object({ held: z.number().int(), required: z.number().int() }),
  past_missions: z.number().int(),
  reasons: z.array(CandidateReasonSchema),
});
export type Candidate = z.infer<typeof CandidateSchema>;

export interface CandidateFacts {
  favourite: boolean;
  /** Requirements met, out of `required`. */
  met: number;
  required: number;
  held: number;
  qualifications: number;
  unavailable: boolean;
  pastMissions: number;
  distance2: number | null;
  /** Where nearness stops counting. */
  nearKm: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The reasons of a rank, each with the points the SQL gave it: the same rules, said to the reader. */
export function candidateReasons(facts: CandidateFacts): CandidateReason[] {
  const reasons: CandidateReason[] = [];
  if (facts.favourite) reasons.push({ code: "favourite_job", points: CANDIDATE_POINTS.favouriteJob, value: null });
  if (facts.required > 0 && facts.met * 2 >= facts.required) {
    const share = facts.met / facts.required;
    reasons.push({ code: "position_match", points: round(CANDIDATE_POINTS.positionMatch * share), value: Math.round(share * 100) });
  }
  if (facts.qualifications > 0) {
    const points = round((CANDIDATE_POINTS.qualifications * facts.held) / facts.qualifications);
    const missing = facts.qualifications - facts.held;
    reasons.push(
      missing === 0 ? { code: "qualified", points, value: facts.held } : { code: "missing_qualifications", points, value: missing },
    );
  }
  reasons.push(
    facts.unavailable
      ? { code: "unavailable", points: 0, value: null }
      : { code: "available", points: CANDIDATE_POINTS.available, value: null },
  );
  if (facts.pastMissions > 0) reasons.push({ code: "past_missions", points: CANDIDATE_POINTS.pastMissions, value: facts.pastMissions });
  if (facts.distance2 === null) reasons.push({ code: "distance_unknown", points: 0, value: null });
  else {
    const near2 = facts.nearKm * facts.nearKm;
    const points = facts.distance2 >= near2 ? 0 : round(CANDIDATE_POINTS.distance * (1 - facts.distance2 / near2));
    reasons.push({ code: "distance", points, value: kmFromSquared(facts.distance2) });
  }
  return reasons;
}
