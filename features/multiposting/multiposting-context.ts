import type { Database } from "#db/client";
import type { OperationContext } from "../operation-context";
import { credentialsCipher, type CredentialsCipher } from "./credentials-cipher";
import { createMultipostingDriver } from "./drivers/create-multiposting-driver";
import { readMultipostingConfig, type MultipostingBindings } from "./drivers/multiposting-config";
import type { MultipostingDriver } from "./drivers/multiposting-driver";

/** The provider's driver and the credentials' cipher, built when an operation first needs them. */
export interface MultipostingServices {
  driver: () => MultipostingDriver;
  cipher: () => CredentialsCipher;
}

/** An operation that speaks to the multiposting provider or reads the stored credentials. */
export type MultipostingContext = OperationContext & { multiposting: MultipostingServices };

/** The services over a Worker's bindings (the API's or the queue Worker's), for `appUrl`'s links, at the operation's `now`. */
export function multipostingServices(env: MultipostingBindings, db: Database, appUrl: string, now: Date): MultipostingServices {
  return {
    driver: () => createMultipostingDriver(readMultipostingConfig(env), { db, appUrl, now }),
    cipher: () => credentialsCipher(readMultipostingConfig(env)),
  };
}
