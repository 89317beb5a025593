import type { SignatureConfig } from "./signature-config";
import type { SignatureDriver } from "./signature-driver";
import { createLocalSignatureDriver } from "./local-signature-driver";
import { createYousignDriver } from "./yousign-signature-driver";

/** The driver SIGNATURE_DRIVER names; the configuration already refused any other value. */
export function createSignatureDriver(config: SignatureConfig, context: { files: R2Bucket; appUrl: string; now: Date }): SignatureDriver {
  switch (config.SIGNATURE_DRIVER) {
    case "local":
      return createLocalSignatureDriver(context);
    case "yousign":
      return createYousignDriver({ url: config.YOUSIGN_API_URL, apiKey: config.YOUSIGN_API_KEY });
  }
}
