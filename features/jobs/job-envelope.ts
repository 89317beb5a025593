import { z } from "zod";

/** What travels on the queue: which job, which version of its schema, and its payload. */
export const JobEnvelopeSchema = z.object({
  type: z.string(),
  version: z.number().int(),
  payload: z.unknown(),
});

export type JobEnvelope = z.infer<typeof JobEnvelopeSchema>;
