import { z } from "zod";
import type { JobDefinition } from "./job-envelope";

/**
 * Deposit one prepared DPAE with URSSAF (issue 16 item 2). The row holds the XML and its state, so a
 * redelivered or late message reads it and deposits nothing twice (decision 0030).
 */
export const DpaeSubmitJob = {
  type: "dpae.submit",
  version: 1,
  schema: z.object({ dpae_id: z.number().int().positive() }),
} as const satisfies JobDefinition<z.ZodType>;

export type DpaeSubmitPayload = z.infer<typeof DpaeSubmitJob.schema>;
