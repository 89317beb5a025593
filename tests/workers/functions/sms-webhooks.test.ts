import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "#functions/src/index";
import { recordingQueue } from "../sms-factories";

// The two calls from outside (issue 12 items 2, 3): QStash's release of far-future SMS, verified with
// the current then the next signing key, and the provider's delivery reports, behind a token.

const WEBHOOK_TOKEN = "dlr-token-0123456789abcdefghij";
const CURRENT_KEY = "sig_current_key_for_tests";
const NEXT_KEY = "sig_next_key_for_tests";
const CALLBACK_URL = "http://localhost:5173/v1/sms/qstash";

async function call(request: Request, bindings: Record<string, unknown> = {}) {
  const recorded = recordingQueue();
  const ctx = createExecutionContext();
  // Re-wrapped so the Request is typed as the runtime's (with Cloudflare's `cf`), which the handler takes.
  const response = await worker.fetch(new Request(request), { ...env, JOBS: recorded.queue, ...bindings } as typeof env, ctx);
  await waitOnExecutionContext(ctx);
  return { response, ...recorded };
}

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A QStash signature: an HS256 JWT over the URL (sub) and the body's SHA-256 (body). */
async function qstashSignature(key: string, body: string, url = CALLBACK_URL) {
  const encoder = new TextEncoder();
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(encoder.encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));
  const claims = {
    iss: "Upstash",
    sub: url,
    iat: now,
    nbf: now,
    exp: now + 300,
    jti: crypto.randomUUID(),
    body: base64url(await crypto.subtle.digest("SHA-256", encoder.encode(body))),
  };
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const hmac = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = base64url(await crypto.subtle.sign("HMAC", hmac, encoder.encode(`${header}.${payload}`)));
  return `${header}.${payload}.${signature}`;
}

const qstashBindings = {
  SMS_SCHEDULER: "qstash",
  QSTASH_TOKEN: "t",
  QSTASH_CURRENT_SIGNING_KEY: CURRENT_KEY,
  QSTASH_NEXT_SIGNING_KEY: NEXT_KEY,
};

function qstashCall(body: string, signature: string | null) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature) headers["Upstash-Signature"] = signature;
  return new Request("https://api.test/v1/sms/qstash", { method: "POST", headers, body });
}

describe("POST /v1/sms/qstash", () => {
  it("enqueues the rows when signed with the current or the next signing key", async () => {
    const body = JSON.stringify({ sms_message_ids: [11, 12] });
    for (const key of [CURRENT_KEY, NEXT_KEY]) {
      const { response, sent } = await call(qstashCall(body, await qstashSignature(key, body)), qstashBindings);
      expect(response.status).toBe(200);
      expect(sent.map((m) => m.body)).toEqual([
        { type: "sms.send", version: 1, payload: { sms_message_id: 11 } },
        { type: "sms.send", version: 1, payload: { sms_message_id: 12 } },
      ]);
    }
  });

  it("refuses a missing or wrong signature, another body, another URL; enqueues nothing", async () => {
    const body = JSON.stringify({ sms_message_ids: [11] });
    const attempts = [
      qstashCall(body, null),
      qstashCall(body, await qstashSignature("not-our-key", body)),
      qstashCall(JSON.stringify({ sms_message_ids: [99] }), await qstashSignature(CURRENT_KEY, body)),
      qstashCall(body, await qstashSignature(CURRENT_KEY, body, "https://evil.test/v1/sms/qstash")),
    ];
    for (const request of attempts) {
      const { response, sent } = await call(request, qstashBindings);
      expect(response.status).toBe(401);
      expect(sent).toEqual([]);
    }
  });

  it("does not exist with the local stand-in", async () => {
    const body = JSON.stringify({ sms_message_ids: [11] });
    const { response } = await call(qstashCall(body, await qstashSignature(CURRENT_KEY, body)), { SMS_SCHEDULER: "local" });
    expect(response.status).toBe(404);
  });
});

describe("/v1/sms/webhooks/delivery", () => {
  const bindings = { SMS_WEBHOOK_TOKEN: WEBHOOK_TOKEN };

  it("accepts a report with the token (header or query) and enqueues it raw", async () => {
    const viaQuery = await call(
      new Request(`https://api.test/v1/sms/webhooks/delivery?token=${WEBHOOK_TOKEN}&ticket=123&status=delivered&gsmsmsid=sms:a:1`),
      bindings,
    );
    expect(viaQuery.response.status).toBe(202);
    expect(viaQuery.sent).toHaveLength(1);
    expect(viaQuery.sent[0]!.body).toMatchObject({
      type: "sms.delivery_report",
      payload: { provider: "smsfactor", fields: { ticket: "123", status: "delivered", gsmsmsid: "sms:a:1" } },
    });

    const viaHeader = await call(
      new Request("https://api.test/v1/sms/webhooks/delivery", {
        method: "POST",
        headers: { Authorization: `Bearer ${WEBHOOK_TOKEN}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: "ticket=124&status=NOT+DELIVERED",
      }),
      bindings,
    );
    expect(viaHeader.response.status).toBe(202);
    expect(viaHeader.sent[0]!.body).toMatchObject({ payload: { fields: { ticket: "124", status: "NOT DELIVERED" } } });
  });

  it("refuses a missing or wrong token with 401 and enqueues nothing", async () => {
    for (const url of [
      "https://api.test/v1/sms/webhooks/delivery?ticket=1&status=delivered",
      `https://api.test/v1/sms/webhooks/delivery?token=${WEBHOOK_TOKEN}x&ticket=1`,
    ]) {
      const { response, sent } = await call(new Request(url), bindings);
      expect(response.status).toBe(401);
      expect(sent).toEqual([]);
    }
  });

  it("does not exist while no token is configured", async () => {
    // The test Worker has a token (vitest.workers.config.ts, for the inbound webhook): take it away.
    const { response } = await call(new Request("https://api.test/v1/sms/webhooks/delivery?token=&ticket=1"), {
      SMS_WEBHOOK_TOKEN: undefined,
    });
    expect(response.status).toBe(404);
  });
});
