import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { environmentOf } from "#features/platform/local-drivers";
import { localRunVars } from "#infra/local-development";

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

describe("a plain `wrangler deploy` without --env (decision 0043)", () => {
  it("publishes each top level, which names no environment (read as production) and no local driver", () => {
    for (const configPath of WORKER_CONFIGS) {
      const vars = unstable_readConfig({ config: configPath }, { hideWarnings: true }).vars as Record<string, unknown>;
      expect(vars.ENVIRONMENT, configPath).toBeUndefined();
      expect(environmentOf({ ENVIRONMENT: vars.ENVIRONMENT as string | undefined }), configPath).toBe("production");
      for (const [name, value] of Object.entries(vars)) expect(value, `${configPath} ${name}`).not.toBe("local");
      expect(JSON.stringify(vars), configPath).not.toContain("localhost");
    }
  });

  it("while local runs (no deployment being built) are the development environment, links to the local server", () => {
    expect(localRunVars(undefined, 5173, { appUrl: true })).toEqual({
      ENVIRONMENT: "development",
      PUBLIC_APP_URL: "http://localhost:5173",
    });
    expect(localRunVars(undefined, 5313)).toEqual({ ENVIRONMENT: "development" });
    for (const environment of DEPLOYED) expect(localRunVars(environment, 5173, { appUrl: true })).toBeUndefined();
  });
});
