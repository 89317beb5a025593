import type { Database } from "#db/client";
import { createLocalSmsDriver } from "./local-sms-driver";
import type { SmsDriverConfig } from "./sms-config";
import type { SmsDriver } from "./sms-driver";
import { createSmsFactorSmsDriver } from "./smsfactor-sms-driver";

/** The driver SMS_DRIVER names; the configuration schema already refused any other value. */
export function createSmsDriver(config: SmsDriverConfig, db: Database): SmsDriver {
  switch (config.SMS_DRIVER) {
    case "local":
      return createLocalSmsDriver(db);
    case "smsfactor":
      return createSmsFactorSmsDriver({
        apiUrl: config.SMSFACTOR_API_URL,
        apiToken: config.SMSFACTOR_API_TOKEN,
        sender: config.SMS_SENDER,
      });
  }
}
