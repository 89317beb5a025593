import type { Database } from "#db/client";
import type { EmailConfig } from "./email-config";
import type { EmailDriver } from "./email-driver";
import { createLocalEmailDriver } from "./local-email-driver";
import { createResendEmailDriver } from "./resend-email-driver";

/**
 * The driver EMAIL_DRIVER names; the configuration schema already refused any other value. The local one
 * records in the database, at the instant of the run that sends.
 */
export function createEmailDriver(config: EmailConfig, outbox: { db: Database; now: Date }, files?: R2Bucket): EmailDriver {
  switch (config.EMAIL_DRIVER) {
    case "local":
      return createLocalEmailDriver(outbox);
    case "resend":
      return createResendEmailDriver({
        apiUrl: config.RESEND_API_URL,
        apiKey: config.RESEND_API_KEY,
        from: config.EMAIL_FROM,
        files,
      });
  }
}
