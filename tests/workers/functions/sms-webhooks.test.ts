import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "#functions/src/index";
import { INBOUND_WEBHOOK_SECRET, recordingQueue } from "../sms-factories";

// The provider's delivery reports, signed with the delivery webhook's own secret (decision 0043).

const DELIVERY_SECRET = "dlr-secret-0123456789abcdefghij";
async function call(request: Request, bindings: Record<string, unknown> = {}) {
  const recorded = recordingQueue();
  const ctx = createExecutionContext();
  // Re-wrapped so the Request is typed as the runtime's (with Cloudflare's `cf`), which the handler takes.
  const response = await worker.fetch(new Request(request), { ...env, JOBS: recorded.queue, ...bindings } as typeof env, ctx);
  await waitOnExecutionContext(ctx);
  return { response, ...recorded };
}

const signed = (secret = DELIVERY_SECRET) => ({ "X-SMSFactor-Signature": secret });

describe("/v1/sms/webhooks/delivery", () => {
  const bindings = { SMS_DELIVERY_WEBHOOK_SECRET: DELIVERY_SECRET };

  it("accepts a signed report (fields in the query or the body) and enqueues it raw", async () => {
    const viaQuery = await call(
      new Request("https://api.test/v1/sms/webhooks/delivery?ticket=123&status=delivered&gsmsmsid=sms:a:1", { headers: signed() }),
      bindings,
    );
    expect(viaQuery.response.status).toBe(202);
    expect(viaQuery.sent).toHaveLength(1);
    expect(viaQuery.sent[0]!.body).toMatchObject({
      type: "sms.delivery_report",
      payload: { provider: "smsfactor", fields: { ticket: "123", status: "delivered", gsmsmsid: "sms:a:1" } },
    });

    const viaBody = await call(
      new Request("https://api.test/v1/sms/webhooks/delivery", {
        method: "POST",
        headers: { ...signed(), "Content-Type": "application/x-www-form-urlencoded" },
        body: "ticket=124&status=NOT+DELIVERED",
      }),
      bindings,
    );
    expect(viaBody.response.status).toBe(202);
    expect(viaBody.sent[0]!.body).toMatchObject({ payload: { fields: { ticket: "124", status: "NOT DELIVERED" } } });
  });

  it("refuses a missing or wrong signature, a secret in the URL, and the inbound webhook's secret: 401, nothing enqueued", async () => {
    for (const request of [
      new Request("https://api.test/v1/sms/webhooks/delivery?ticket=1&status=delivered"),
      new Request(`https://api.test/v1/sms/webhooks/delivery?token=${DELIVERY_SECRET}&ticket=1`),
      new Request("https://api.test/v1/sms/webhooks/delivery?ticket=1", { headers: signed(`${DELIVERY_SECRET}x`) }),
      new Request("https://api.test/v1/sms/webhooks/delivery?ticket=1", { headers: { Authorization: `Bearer ${DELIVERY_SECRET}` } }),
      // One secret per webhook: the inbound one opens nothing here.
      new Request("https://api.test/v1/sms/webhooks/delivery?ticket=1", { headers: signed(INBOUND_WEBHOOK_SECRET) }),
    ]) {
      const { response, sent } = await call(request, bindings);
      expect(response.status, request.url).toBe(401);
      expect(sent).toEqual([]);
    }
  });

  it("does not exist while no secret is configured", async () => {
    const { response } = await call(new Request("https://api.test/v1/sms/webhooks/delivery?ticket=1", { headers: signed() }));
    expect(response.status).toBe(404);
  });
});
