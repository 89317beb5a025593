import type { Database } from "#db/client";
import type { EmailConfig } from "./email-config";
import type { EmailDriver } from "./email-driver";
import { createLocalEmailDriver } from "./local-email-driver";
import { createResendEmailDriver } from "./resend-email-driver";

/** The driver EMAIL_DRIVER names; the configuration schema already refused any other value. */
export function createEmailDriver(config: EmailConfig, db: Database, files?: R2Bucket): EmailDriver {
  switch (config.EMAIL_DRIVER) {
    case "local":
      return createLocalEmailDriver(db);
    case "resend":
      return createResendEmailDriver({
        apiUrl: config.RESEND_API_URL,
        apiKey: config.RESEND_API_KEY,
        from: config.EMAIL_FROM,
        files,
      });
  }
}
