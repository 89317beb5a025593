import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, type WebBindings } from "./cloudflare-context";

// The web Worker's variables, parsed once per bindings object (CONVENTIONS §9): a malformed URL fails
// the first request loudly rather than rendering a broken link.
const WebConfigSchema = z.object({
  V1_APP_URL: z.url(),
  SERVICE_DESK_URL: z.url(),
  TRAINING_CATALOGUE_URL: z.url(),
  TRAINING_TUTORIALS_URL: z.url(),
  TRAINING_BROCHURE_URL: z.url(),
});
type WebConfig = z.infer<typeof WebConfigSchema>;

const parsed = new WeakMap<WebBindings, WebConfig>();

function readWebConfig(env: WebBindings): WebConfig {
  let config = parsed.get(env);
  if (!config) {
    config = WebConfigSchema.parse(env);
    parsed.set(env, config);
  }
  return config;
}

/** What the browser may see of the configuration: an explicit whitelist of public links. */
export interface PublicLinks {
  v1App: string;
  serviceDesk: string;
  trainingCatalogue: string;
  trainingTutorials: string;
  trainingBrochure: string;
}

export function publicLinksOf(context: Readonly<RouterContextProvider>): PublicLinks {
  const config = readWebConfig(context.get(cloudflareContext).env);
  return {
    v1App: config.V1_APP_URL,
    serviceDesk: config.SERVICE_DESK_URL,
    trainingCatalogue: config.TRAINING_CATALOGUE_URL,
    trainingTutorials: config.TRAINING_TUTORIALS_URL,
    trainingBrochure: config.TRAINING_BROCHURE_URL,
  };
}
