import { createD1Database } from "#db/client";
import { runCronTasks } from "#features/jobs/cron-tasks";
import { afterFailure, runJob } from "#features/jobs/run-job";
import type { QueuesBindings } from "./env";

// The queue Worker: its two entries run jobs and cron tasks through features/jobs (decision 0040),
// which hold every job's schema, handler and retry policy.

export default {
  // The execution context is unused, but declared so callers (the tests) pass the one the runtime would.
  async queue(batch, env, _context) {
    const db = createD1Database(env.DB);
    for (const message of batch.messages) {
      try {
        await runJob(message.body, { db, env, live: env.LIVE, now: new Date(), attempts: message.attempts });
        message.ack();
      } catch (error) {
        const next = afterFailure(message.body, message.attempts, error);
        if (next.retry) {
          console.warn(`retrying job ${message.id} (attempt ${message.attempts})`, error);
          message.retry({ delaySeconds: next.delaySeconds });
        } else {
          // Retrying cannot help, or the job's attempts are spent: log it and let it go rather than clog the queue.
          console.error(`dropping job ${message.id}: ${next.reason}`, error);
          message.ack();
        }
      }
    }
  },

  async scheduled(controller, env, _context) {
    await runCronTasks(controller.cron, { db: createD1Database(env.DB), env, live: env.LIVE, now: new Date() });
  },
} satisfies ExportedHandler<QueuesBindings>;
