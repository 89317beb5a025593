import { createContext } from "react-router";

/** What the web Worker receives from wrangler (root wrangler.toml). */
export interface WebBindings {
  API: { fetch(request: Request): Promise<Response> };
  V1_APP_URL: string;
  SERVICE_DESK_URL: string;
  TRAINING_CATALOGUE_URL: string;
  TRAINING_TUTORIALS_URL: string;
  TRAINING_BROCHURE_URL: string;
}

export const cloudflareContext = createContext<{
  env: WebBindings;
  ctx: { waitUntil(promise: Promise<unknown>): void };
}>();
