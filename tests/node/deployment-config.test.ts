import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

// Decision 0014: what staging and production get from the three wrangler.toml files, read by
// wrangler itself so that its rules (vars are not inherited by [env.*], observability is) apply.
// How each Worker reads these variables is tested inside workerd (tests/workers/*/config.test.ts).
const WORKER_CONFIGS = ["wrangler.toml", "functions/wrangler.toml", "queues/wrangler.toml"] as const;
const DEPLOYED = ["staging", "production"] as const;

function resolved(configPath: string, env: string) {
  return unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
}

describe.each(DEPLOYED)("the %s deployment", (environment) => {
  it.each(WORKER_CONFIGS)("%s: its own name, no *.workers.dev URL, Workers Logs on", (configPath) => {
    const config = resolved(configPath, environment);
    expect(config.name).toMatch(new RegExp(`-${environment}$`));
    expect(config.workers_dev).toBe(false);
    expect(config.observability?.enabled).toBe(true);
  });

  it("serves the web Worker on its own domain, since there is no workers.dev URL", () => {
    const routes = resolved("wrangler.toml", environment).routes ?? [];
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ custom_domain: true });
  });

  it("names itself to the functions and queues Workers, so the development helpers stay closed", () => {
    for (const configPath of ["functions/wrangler.toml", "queues/wrangler.toml"]) {
      expect(resolved(configPath, environment).vars.ENVIRONMENT, configPath).toBe(environment);
    }
  });

  it("links e-mails to its own https address", () => {
    expect(resolved("functions/wrangler.toml", environment).vars.PUBLIC_APP_URL).toMatch(/^https:\/\/[a-z.]+$/);
  });

  it("sends e-mail with the real driver (its key is a secret, set as infra/README.md says)", () => {
    const vars = resolved("queues/wrangler.toml", environment).vars;
    expect(vars.EMAIL_DRIVER).toBe("resend");
    expect(vars).not.toHaveProperty("RESEND_API_KEY");
  });
});

describe("the local development config (top level of each wrangler.toml)", () => {
  it("says development, for npm start and npm run dev", () => {
    for (const configPath of ["functions/wrangler.toml", "queues/wrangler.toml"]) {
      const config = unstable_readConfig({ config: configPath }, { hideWarnings: true });
      expect(config.vars.ENVIRONMENT, configPath).toBe("development");
    }
  });
});
