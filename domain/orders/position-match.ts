import { normalizeSearchText } from "../format/search-text";

// Spec 000 §9: the tooltip lists the positions matching a worker at 50 % or more (decision 0027).

/** The share at or above which a position is said to match a worker. */
export const POSITION_MATCH_THRESHOLD = 0.5;

export interface PositionRequirements {
  title: string;
  qualification: string | null;
  skills: readonly string[];
}

export interface WorkerProfileTerms {
  favoriteJobs: readonly string[];
  equipment: readonly string[];
  resumeKeywords: string | null;
}

/** "CACES R489 cat. 3" and "caces r489 cat 3" are one requirement. */
function term(text: string) {
  return normalizeSearchText(text);
}

/**
 * What the position asks, each counted once: its qualification (or, without one, its title) and each
 * of its skills. The worker meets a requirement when one of their favourite jobs, equipment or résumé
 * keywords names it, or contains it as whole words ("cariste" is met by "cariste caces 3").
 */
export function positionMatch(position: PositionRequirements, worker: WorkerProfileTerms): number {
  const required = [...new Set([term(position.qualification ?? position.title), ...position.skills.map(term)].filter(Boolean))];
  if (required.length === 0) return 0;
  const held = [...worker.favoriteJobs, ...worker.equipment, ...(worker.resumeKeywords ?? "").split(/[,;\n]/)].map(term).filter(Boolean);
  const padded = held.map((text) => ` ${text} `);
  const met = required.filter((requirement) => padded.some((text) => text.includes(` ${requirement} `)));
  return met.length / required.length;
}

/** The match as the tooltip shows it: a whole percentage. */
export function matchPercent(share: number) {
  return Math.round(share * 100);
}

export function positionMatches(position: PositionRequirements, worker: WorkerProfileTerms) {
  return positionMatch(position, worker) >= POSITION_MATCH_THRESHOLD;
}
