import type { Database } from "#db/client";
import { createLocalMultipostingDriver } from "./local-multiposting-driver";
import type { MultipostingConfig } from "./multiposting-config";
import type { MultipostingDriver } from "./multiposting-driver";
import { createTalentplugDriver } from "./talentplug-multiposting-driver";

/** The driver MULTIPOSTING_DRIVER names; the configuration already refused any other value. */
export function createMultipostingDriver(
  config: MultipostingConfig,
  context: { db: Database; appUrl: string; now: Date },
): MultipostingDriver {
  switch (config.MULTIPOSTING_DRIVER) {
    case "local":
      return createLocalMultipostingDriver(context.db, { appUrl: context.appUrl, now: context.now });
    case "talentplug":
      return createTalentplugDriver({ url: config.TALENTPLUG_URL, apiKey: config.TALENTPLUG_API_KEY });
  }
}
