import { z } from "zod";
import type { JobDefinition } from "./job-envelope";

/**
 * Development only (decision 0030): the every-minute cron's look at URSSAF's returns, played now as if
 * the clock read `at`. The local server fires no cron, and URSSAF's returns come minutes apart, so a
 * person (or a browser test) watching a declaration move asks for the look at a later time instead of
 * waiting for it. The consumer refuses it outside development.
 */
export const DevDpaePollJob = {
  type: "dev.dpae-poll",
  version: 1,
  schema: z.object({ at: z.iso.datetime({ offset: true }) }),
} as const satisfies JobDefinition<z.ZodType>;
