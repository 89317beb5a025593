// What makes a Worker's configuration the local development one (decision 0043). The top level of each
// wrangler.toml is what a plain `wrangler deploy` without --env would publish, so it holds nothing of
// development: these values are given to local runs only, by vite.config.ts when no deployment
// (CLOUDFLARE_ENV) is being built. `npm start`, `npm run dev` and the browser tests go through it; the
// workerd tests and the benches name their environment themselves.

/** The variables a local run adds to the functions and queues Workers' top level. */
export const LOCAL_DEVELOPMENT_VARS = { ENVIRONMENT: "development" } as const;

/**
 * The variables vite.config.ts adds to a Worker's configuration: the development ones (and the local
 * server's own address for links in e-mails) for a local run, nothing for a deployment's build.
 */
export function localRunVars(cloudflareEnv: string | undefined, port: number, options: { appUrl?: boolean } = {}) {
  if (cloudflareEnv) return undefined;
  return { ...LOCAL_DEVELOPMENT_VARS, ...(options.appUrl ? { PUBLIC_APP_URL: `http://localhost:${port}` } : {}) };
}
