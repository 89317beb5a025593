import { createD1Database } from "../../db/client";
import { deleteExpiredAuthRecords } from "../../db/auth/delete-expired-auth-records";
import type { QueuesBindings } from "./env";
import { readConfig } from "./env";
import { handleJob } from "./jobs/handle-job";
import { createOcrDriver, readOcrConfig } from "./ocr/create-ocr-driver";
import { PermanentJobError } from "./jobs/job-errors";

const RETRY_DELAY_SECONDS = 30;

export default {
  async queue(batch, env) {
    const base = { db: createD1Database(env.DB), config: readConfig(env), files: env.FILES, ocrDriver: () => createOcrDriver(readOcrConfig(env)) };
    for (const message of batch.messages) {
      try {
        await handleJob(message.body, { ...base, attempts: message.attempts });
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

  async scheduled(_controller, env) {
    await deleteExpiredAuthRecords(createD1Database(env.DB), new Date());
  },
} satisfies ExportedHandler<QueuesBindings>;
