import type { JobEnvelope } from "./job-envelope";

/** Messages per `sendBatch` (the queue's limit). */
const QUEUE_BATCH = 100;

/** Checked messages on the queue, by batches of 100, all batches at once. */
export async function enqueueEnvelopes(queue: Queue, envelopes: readonly JobEnvelope[], options: { delaySeconds?: number } = {}) {
  const batches: Promise<unknown>[] = [];
  for (let start = 0; start < envelopes.length; start += QUEUE_BATCH) {
    const chunk = envelopes.slice(start, start + QUEUE_BATCH);
    batches.push(
      queue.sendBatch(
        chunk.map((body) => ({ body, contentType: "json" as const })),
        options.delaySeconds ? { delaySeconds: options.delaySeconds } : undefined,
      ),
    );
  }
  await Promise.all(batches);
}
