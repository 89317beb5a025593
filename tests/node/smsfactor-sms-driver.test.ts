import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PermanentJobError, RetryableJobError } from "#features/jobs/job-errors";
import { createSmsFactorSmsDriver } from "#features/sms/drivers/smsfactor-sms-driver";
import { createFakeSmsFactor, type FakeSmsFactor } from "../fakes/fake-smsfactor";

// The real SMSFactor driver against a fake SMSFactor server on loopback.

let server: Server;
let baseUrl: string;
let fake: FakeSmsFactor;

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    let raw = "";
    incoming.on("data", (chunk) => (raw += chunk));
    incoming.on("end", async () => {
      const request = new Request(`http://127.0.0.1${incoming.url}`, {
        method: incoming.method,
        headers: incoming.headers as Record<string, string>,
        body: raw || undefined,
      });
      try {
        const response = await fake.handle(request);
        outgoing.writeHead(response.status, { "Content-Type": "application/json" });
        outgoing.end(await response.text());
      } catch {
        // A provider that took the message and whose answer never comes: drop the connection.
        incoming.socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  fake = createFakeSmsFactor();
});

const sms = { idempotencyKey: "sms:req-1:42", to: "+33650000001", text: "Mission demain à 8 h, répondez OUI ou NON" };

function driver(apiToken = "smsfactor-test-token") {
  return createSmsFactorSmsDriver({ apiUrl: baseUrl, apiToken, sender: "Interim" });
}

describe("SMSFactor SMS driver", () => {
  it("posts /send with the bearer token, the text, the number without + and the idempotency key as gsmsmsid", async () => {
    const result = await driver().send(sms);
    expect(result).toEqual({ providerMessageId: fake.ticketFor(sms.idempotencyKey) });
    expect(result.providerMessageId).toMatch(/^\d+$/);
    expect(fake.requests).toEqual([
      {
        authorization: "Bearer smsfactor-test-token",
        body: {
          sms: {
            message: { text: sms.text, pushtype: "alert", sender: "Interim" },
            recipients: { gsm: [{ gsmsmsid: sms.idempotencyKey, value: "33650000001" }] },
          },
        },
      },
    ]);
    expect(fake.deliveredCount(sms.to)).toBe(1);
  });

  it("reaches the phone once when the same message is sent again with its key", async () => {
    const first = await driver().send(sms);
    expect(await driver().send(sms)).toEqual(first);
    expect(fake.requests).toHaveLength(2);
    expect(fake.deliveredCount(sms.to)).toBe(1);
  });

  it("makes 500s, 429s, a refused token and a dropped connection retryable", async () => {
    fake.faults.push({ kind: "status", status: 500 }, { kind: "status", status: 429 });
    await expect(driver().send(sms)).rejects.toBeInstanceOf(RetryableJobError);
    await expect(driver().send(sms)).rejects.toBeInstanceOf(RetryableJobError);
    await expect(driver("wrong-token").send(sms)).rejects.toBeInstanceOf(RetryableJobError);
    fake.faults.push({ kind: "accept-then-drop" });
    await expect(driver().send(sms)).rejects.toBeInstanceOf(RetryableJobError);
    // The provider had it: the retry with the same key reaches the phone no second time.
    expect(await driver().send(sms)).toEqual({ providerMessageId: fake.ticketFor(sms.idempotencyKey) });
    expect(fake.deliveredCount(sms.to)).toBe(1);
  });

  it("fails for good on a number SMSFactor calls invalid", async () => {
    await expect(driver().send({ ...sms, to: "+33" })).rejects.toBeInstanceOf(PermanentJobError);
  });
});
