import type { Database } from "#db/client";
import type { SmsConfig } from "../sms-config";
import { createLocalSmsDriver } from "./local-sms-driver";
import type { SmsDriver } from "./sms-driver";
import { createSmsFactorSmsDriver } from "./smsfactor-sms-driver";

/**
 * The driver SMS_DRIVER names; the configuration schema already refused any other value. The local one
 * records in the database, at the instant of the run that sends.
 */
export function createSmsDriver(config: SmsConfig, outbox: { db: Database; now: Date }): SmsDriver {
  switch (config.SMS_DRIVER) {
    case "local":
      return createLocalSmsDriver(outbox);
    case "smsfactor":
      if (!config.SMSFACTOR_API_TOKEN) throw new Error("SMS_DRIVER=smsfactor needs the SMSFACTOR_API_TOKEN secret");
      return createSmsFactorSmsDriver({
        apiUrl: config.SMSFACTOR_API_URL,
        apiToken: config.SMSFACTOR_API_TOKEN,
        sender: config.SMS_SENDER,
      });
  }
}
