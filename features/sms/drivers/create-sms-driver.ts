import type { Database } from "#db/client";
import type { SmsConfig } from "../sms-config";
import { createLocalSmsDriver } from "./local-sms-driver";
import type { SmsDriver } from "./sms-driver";
import { createSmsFactorSmsDriver } from "./smsfactor-sms-driver";

/** The driver SMS_DRIVER names; the configuration schema already refused any other value. */
export function createSmsDriver(config: SmsConfig, db: Database): SmsDriver {
  switch (config.SMS_DRIVER) {
    case "local":
      return createLocalSmsDriver(db);
    case "smsfactor":
      if (!config.SMSFACTOR_API_TOKEN) throw new Error("SMS_DRIVER=smsfactor needs the SMSFACTOR_API_TOKEN secret");
      return createSmsFactorSmsDriver({
        apiUrl: config.SMSFACTOR_API_URL,
        apiToken: config.SMSFACTOR_API_TOKEN,
        sender: config.SMS_SENDER,
      });
  }
}
