import { z } from "zod";
import { foldAccents } from "../format/search-text";
import { looksLikeNumber, TEXT_MAX } from "../validation/text";

// A worker's wished jobs (spec 000 §5, §9: at most 3, each 2–255 characters, not numbers).

export const FAVORITE_JOBS_MAX = 3;

/** One wished job: 2–255 characters, not a number ("CACES 3" is fine, "3" is not). */
export const FavoriteJobSchema = z
  .string()
  .trim()
  .min(2, { abort: true })
  .max(TEXT_MAX, { abort: true })
  .refine((job) => !looksLikeNumber(job), { error: "favorite_job_is_number" });

/** At most three, each trimmed; the same job twice (ignoring case and accents) is refused. */
export const FavoriteJobsSchema = z
  .array(FavoriteJobSchema)
  .max(FAVORITE_JOBS_MAX)
  .superRefine((jobs, ctx) => {
    const seen = new Set<string>();
    jobs.forEach((job, index) => {
      const key = foldAccents(job).toLocaleLowerCase("fr");
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: "favorite_job_duplicate", path: [index] });
      seen.add(key);
    });
  });
