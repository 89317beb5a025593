// Cloudflare's Turnstile test keys, which the local driver stands for (decision 0032).

/** Cloudflare's documented Turnstile test keys: the site key always passes, its secret accepts the dummy token. */
export const TURNSTILE_TEST_KEYS = {
  siteKey: "1x00000000000000000000AA",
  secretKey: "1x0000000000000000000000000000000AA",
  dummyToken: "XXXX.DUMMY.TOKEN.XXXX",
} as const;
