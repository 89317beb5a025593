import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TURNSTILE_TEST_KEYS } from "#features/turnstile/turnstile-test-keys";
import { verifyTurnstile } from "#features/turnstile/cloudflare-turnstile-driver";
import { createLocalTurnstileDriver } from "#features/turnstile/local-turnstile-driver";

// Turnstile's siteverify on registration submit (decision 0032), against a fake siteverify on loopback.

let server: Server;
let verifyUrl: string;
const received: URLSearchParams[] = [];
let next: { status: number; body: unknown } = { status: 200, body: { success: true } };

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      // FormData arrives as multipart: keep each field's name and value.
      const fields = new URLSearchParams();
      for (const match of raw.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields.set(match[1]!, match[2]!);
      received.push(fields);
      response.writeHead(next.status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({ secretKey: "0x-real-secret", verifyUrl });
const input = { token: "token-from-widget", remoteIp: "198.51.100.7", idempotencyKey: "5b6c3a5e-0000-4000-8000-000000000001" };

describe("Turnstile siteverify", () => {
  it("posts the secret, the token and the client address, and passes what Cloudflare accepts", async () => {
    next = { status: 200, body: { success: true, "error-codes": [] } };
    expect(await verifyTurnstile(settings(), input)).toEqual({ ok: true });
    const fields = received.at(-1)!;
    expect(fields.get("secret")).toBe("0x-real-secret");
    expect(fields.get("response")).toBe("token-from-widget");
    expect(fields.get("remoteip")).toBe("198.51.100.7");
  });

  it("refuses a token Cloudflare refuses", async () => {
    next = { status: 200, body: { success: false, "error-codes": ["invalid-input-response"] } };
    expect(await verifyTurnstile(settings(), input)).toEqual({ ok: false, reason: "refused" });
  });

  it("calls a failing or unreadable siteverify unavailable rather than passing the token", async () => {
    next = { status: 500, body: {} };
    expect(await verifyTurnstile(settings(), input)).toEqual({ ok: false, reason: "unavailable" });
    next = { status: 200, body: { nothing: "useful" } };
    expect(await verifyTurnstile(settings(), input)).toEqual({ ok: false, reason: "unavailable" });
    expect(await verifyTurnstile({ ...settings(), verifyUrl: "http://127.0.0.1:1/closed" }, input)).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });

  it("the local driver answers offline: the test token passes, anything else does not", async () => {
    const before = received.length;
    const local = createLocalTurnstileDriver();
    expect(await local.verify({ ...input, token: TURNSTILE_TEST_KEYS.dummyToken })).toEqual({ ok: true });
    expect(await local.verify(input)).toEqual({ ok: false, reason: "refused" });
    expect(received.length).toBe(before);
  });
});
