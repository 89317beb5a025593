import type { Database } from "../../../db/client";
import type { EmailSendPayload } from "../../../domain/jobs/email-send";
import type { QueuesConfig } from "../env";
import { createLocalEmailDriver } from "./local-email-driver";
import { createResendEmailDriver } from "./resend-email-driver";

export interface EmailDriver {
  send(message: EmailSendPayload): Promise<void>;
}

export function createEmailDriver(config: QueuesConfig, db: Database): EmailDriver {
  switch (config.EMAIL_DRIVER) {
    case "local":
      return createLocalEmailDriver(db);
    case "resend":
      return createResendEmailDriver({
        apiUrl: config.RESEND_API_URL,
        apiKey: config.RESEND_API_KEY,
        from: config.EMAIL_FROM,
      });
  }
}
