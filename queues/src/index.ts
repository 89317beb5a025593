import { createD1Database } from "#db/client";
import { deleteExpiredAuthRecords } from "#db/auth/delete-expired-auth-records";
import type { QueuesBindings } from "./env";
import { readConfig } from "./env";
import { handleJob } from "./jobs/handle-job";
import { createOcrDriver, readOcrConfig } from "./ocr/create-ocr-driver";
import { PermanentJobError } from "./jobs/job-errors";
import { dispatchDueJobs } from "./scheduled/dispatch-due-jobs";
import { sweepRegistrationUploads } from "./scheduled/sweep-registration-uploads";

const RETRY_DELAY_SECONDS = 30;
const NIGHTLY_CLEANUP_CRON = "0 3 * * *";

export default {
  // The execution context is unused, but declared so callers (the tests) pass the one the runtime would.
  async queue(batch, env, _context) {
    const context = {
      db: createD1Database(env.DB),
      config: readConfig(env),
      env,
      live: env.LIVE,
      files: env.FILES,
      ocrDriver: () => createOcrDriver(readOcrConfig(env)),
    };
    for (const message of batch.messages) {
      try {
        await handleJob(message.body, { ...context, now: new Date(), attempts: message.attempts });
        message.ack();
      } catch (error) {
        if (error instanceof PermanentJobError) {
          // Retrying cannot help: log it and let it go rather than clog the queue.
          console.error(`dropping job ${message.id}: ${error.message}`);
          message.ack();
        } else {
          console.warn(`retrying job ${message.id} (attempt ${message.attempts})`, error);
          message.retry({ delaySeconds: RETRY_DELAY_SECONDS * message.attempts });
        }
      }
    }
  },

  async scheduled(controller, env, _context) {
    const db = createD1Database(env.DB);
    // queues/wrangler.toml: "* * * * *" runs the due scheduled jobs, "0 3 * * *" the nightly cleanup.
    if (controller.cron === NIGHTLY_CLEANUP_CRON) {
      await deleteExpiredAuthRecords(db, new Date());
      await sweepRegistrationUploads({ db, files: env.FILES, now: new Date() });
      return;
    }
    await dispatchDueJobs({ db, bindings: env, now: new Date() });
  },
} satisfies ExportedHandler<QueuesBindings>;
