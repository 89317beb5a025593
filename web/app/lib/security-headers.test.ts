import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossOriginAction, withSecurityHeaders } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only with this answer's nonce, and nothing may frame the page", () => {
    const policy = contentSecurityPolicy("abc123", { dev: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("style-src 'self' 'nonce-abc123'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("lets the registration reach Turnstile's widget and R2's presigned uploads, and nothing else outside", () => {
    const policy = contentSecurityPolicy("abc123", { dev: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123' https://challenges.cloudflare.com");
    expect(policy).toContain("frame-src https://challenges.cloudflare.com");
    expect(policy).toContain("connect-src 'self' https://*.r2.cloudflarestorage.com");
  });

  it("lets the dev server inject its styles, not its scripts", () => {
    const policy = contentSecurityPolicy("abc123", { dev: true });
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
  });
});

describe("withSecurityHeaders", () => {
  it("adds the headers and no-store to an answer that says nothing of caching", async () => {
    const secured = withSecurityHeaders(new Response("<p>NIR</p>", { status: 200, headers: { "Content-Type": "text/html" } }), "n0nce", {
      dev: false,
    });
    expect(secured.headers.get("Cache-Control")).toBe("no-store");
    expect(secured.headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
    expect(secured.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(secured.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(secured.headers.get("Content-Type")).toBe("text/html");
    expect(await secured.text()).toBe("<p>NIR</p>");
  });

  it("keeps the caching an answer chose, and its status (a redirect stays one)", () => {
    const picture = withSecurityHeaders(new Response(null, { headers: { "Cache-Control": "private, no-cache" } }), "n", { dev: false });
    expect(picture.headers.get("Cache-Control")).toBe("private, no-cache");
    const redirect = withSecurityHeaders(new Response(null, { status: 302, headers: { Location: "/home" } }), "n", { dev: false });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/home");
  });
});

describe("isCrossOriginAction", () => {
  const post = (headers: Record<string, string>) => new Request("https://app.interim.example/logout", { method: "POST", headers });

  it("refuses a post from another origin, by Sec-Fetch-Site or by Origin", () => {
    expect(isCrossOriginAction(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossOriginAction(post({ Origin: "https://evil.test" }))).toBe(true);
  });

  it("accepts a post from our own pages, and never looks at a GET", () => {
    expect(isCrossOriginAction(post({ "Sec-Fetch-Site": "same-origin", Origin: "https://app.interim.example" }))).toBe(false);
    expect(isCrossOriginAction(new Request("https://app.interim.example/home", { headers: { "Sec-Fetch-Site": "cross-site" } }))).toBe(
      false,
    );
  });
});
