import { z } from "zod";

/** What travels on the queue: which job, which version of its schema, and its payload. */
export const JobEnvelopeSchema = z.object({
  type: z.string(),
  version: z.number().int(),
  payload: z.unknown(),
});

export type JobEnvelope = z.infer<typeof JobEnvelopeSchema>;

export interface JobDefinition<Schema extends z.ZodType> {
  type: string;
  version: number;
  schema: Schema;
}

/** Validates a payload against its job definition before it leaves the producer. */
export function buildJob<Schema extends z.ZodType>(job: JobDefinition<Schema>, payload: z.input<Schema>): JobEnvelope {
  return { type: job.type, version: job.version, payload: job.schema.parse(payload) };
}
