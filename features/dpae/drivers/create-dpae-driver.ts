import type { DpaeDriverConfig } from "./dpae-config";
import type { DpaeDriver } from "./dpae-driver";
import { createLocalDpaeDriver } from "./local-dpae-driver";
import { createUrssafDpaeDriver } from "./urssaf-dpae-driver";

/**
 * The driver DPAE_DRIVER names; the configuration schema already refused any other value. `now` is the
 * instant of the run, the local driver's clock (its returns depend on the deposit's age); URSSAF keeps
 * its own.
 */
export function createDpaeDriver(config: DpaeDriverConfig, options: { now: Date }): DpaeDriver {
  switch (config.DPAE_DRIVER) {
    case "local":
      return createLocalDpaeDriver(options);
    case "urssaf":
      return createUrssafDpaeDriver({
        authUrl: config.URSSAF_DPAE_AUTH_URL,
        depositUrl: config.URSSAF_DPAE_DEPOSIT_URL,
        returnsUrl: config.URSSAF_DPAE_RETURNS_URL,
        credentials: {
          siret: config.URSSAF_DPAE_SIRET,
          lastName: config.URSSAF_DPAE_LAST_NAME,
          firstName: config.URSSAF_DPAE_FIRST_NAME,
          password: config.URSSAF_DPAE_PASSWORD,
        },
      });
  }
}
