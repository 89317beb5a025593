import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "#functions/src/index";
import { recordingQueue } from "../sms-factories";

// The provider's delivery reports, behind a token.

const WEBHOOK_TOKEN = "dlr-token-0123456789abcdefghij";
async function call(request: Request, bindings: Record<string, unknown> = {}) {
  const recorded = recordingQueue();
  const ctx = createExecutionContext();
  // Re-wrapped so the Request is typed as the runtime's (with Cloudflare's `cf`), which the handler takes.
  const response = await worker.fetch(new Request(request), { ...env, JOBS: recorded.queue, ...bindings } as typeof env, ctx);
  await waitOnExecutionContext(ctx);
  return { response, ...recorded };
}

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
