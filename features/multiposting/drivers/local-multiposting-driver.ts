import type { Database } from "#db/client";
import { recordOutboxMessage } from "#db/outbox/record-outbox-message";
import { MultipostingCredentialsRefusedError, type MultipostingDriver } from "./multiposting-driver";
import { talentplugOfferXml } from "./talentplug-offer-xml";

// Talentplug in development and tests (MULTIPOSTING_DRIVER=local, decision 0046): nothing leaves. The
// offer XML that would have been sent is recorded where /dev/multiposting shows it, once per request
// key (a redelivered job records nothing twice), and the "pick your job boards" link leads there.

/** The password the local driver refuses, so both answers of the credentials check can be tried. */
export const LOCAL_REFUSED_PASSWORD = "refused";

export function createLocalMultipostingDriver(db: Database, options: { appUrl: string; now: Date }): MultipostingDriver {
  return {
    async checkCredentials(account) {
      if (account.password === LOCAL_REFUSED_PASSWORD) throw new MultipostingCredentialsRefusedError("Identifiants Talentplug invalides");
    },

    async send(account, offer) {
      if (account.password === LOCAL_REFUSED_PASSWORD) throw new MultipostingCredentialsRefusedError("Identifiants Talentplug invalides");
      await recordOutboxMessage(
        db,
        {
          channel: "multiposting",
          idempotencyKey: `multiposting:${offer.requestKey}`,
          recipient: account.login,
          subject: `${offer.action} ${offer.reference}: ${offer.title}`.slice(0, 255),
          body: talentplugOfferXml(offer),
        },
        options.now,
      );
      return { boardsUrl: `${options.appUrl}/dev/multiposting?reference=${encodeURIComponent(offer.reference)}` };
    },
  };
}
