import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResendEmailDriver } from "#features/email/resend-email-driver";
import { PermanentJobError, RetryableJobError } from "#features/jobs/job-errors";

// The real Resend driver against a fake Resend server on loopback.

interface Received {
  url: string | undefined;
  headers: IncomingMessage["headers"];
  body: unknown;
}

let server: Server;
let baseUrl: string;
const received: Received[] = [];
let nextStatus = 200;
let nextBody: string | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      received.push({ url: request.url, headers: request.headers, body: JSON.parse(raw) });
      if (nextBody !== undefined) {
        // Not Resend answering (a proxy's HTML error page).
        response.writeHead(nextStatus, { "Content-Type": "text/html" });
        response.end(nextBody);
        return;
      }
      response.writeHead(nextStatus, { "Content-Type": "application/json" });
      // Resend's error body carries the status and an error name; the SDK hands it over as it is.
      response.end(
        nextStatus === 200
          ? JSON.stringify({ id: "email_123" })
          : JSON.stringify({ statusCode: nextStatus, name: "validation_error", message: "nope" }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = { idempotencyKey: "password-reset:abc", to: "jean@example.test", subject: "Bonjour", text: "Lien" };

describe("Resend e-mail driver", () => {
  it("posts the e-mail with the API key and the idempotency key", async () => {
    nextStatus = 200;
    const driver = createResendEmailDriver({ apiUrl: baseUrl, apiKey: "re_test", from: "Agence <a@b.test>" });
    await driver.send(message);
    const last = received.at(-1)!;
    expect(last.headers.authorization).toBe("Bearer re_test");
    expect(last.headers["idempotency-key"]).toBe("password-reset:abc");
    expect(last.body).toEqual({ from: "Agence <a@b.test>", to: ["jean@example.test"], subject: "Bonjour", text: "Lien" });
  });

  it("asks for a retry when Resend is down or rate-limits, and gives up when it refuses the e-mail", async () => {
    const driver = createResendEmailDriver({ apiUrl: baseUrl, apiKey: "re_test", from: "a@b.test" });
    nextStatus = 503;
    await expect(driver.send(message)).rejects.toBeInstanceOf(RetryableJobError);
    nextStatus = 429;
    await expect(driver.send(message)).rejects.toBeInstanceOf(RetryableJobError);
    nextStatus = 422;
    await expect(driver.send(message)).rejects.toBeInstanceOf(PermanentJobError);
  });

  it("asks for a retry when the answer is not Resend's or never comes (the SDK returns these as errors)", async () => {
    const driver = createResendEmailDriver({ apiUrl: baseUrl, apiKey: "re_test", from: "a@b.test" });
    nextStatus = 502;
    nextBody = "<html>Bad gateway</html>";
    await expect(driver.send(message)).rejects.toBeInstanceOf(RetryableJobError);
    nextBody = undefined;

    const unreachable = createResendEmailDriver({ apiUrl: "http://127.0.0.1:1", apiKey: "re_test", from: "a@b.test" });
    await expect(unreachable.send(message)).rejects.toBeInstanceOf(RetryableJobError);
  });

  it("sends to the configured host's origin, a trailing slash or not", async () => {
    nextStatus = 200;
    const before = received.length;
    await createResendEmailDriver({ apiUrl: `${baseUrl}/`, apiKey: "re_test", from: "a@b.test" }).send(message);
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)!.url).toBe("/emails");
  });

  it("attaches a stored file as base64, read from the bucket when it sends (a CV to a client)", async () => {
    nextStatus = 200;
    const bytes = new Uint8Array(70_000).map((_, index) => index % 251);
    const files = { get: async (key: string) => (key === "documents/cv" ? { arrayBuffer: async () => bytes.slice().buffer } : null) };
    const driver = createResendEmailDriver({ apiUrl: baseUrl, apiKey: "re_test", from: "a@b.test", files });
    const attachment = { fileKey: "documents/cv", filename: "CV anonymisé.pdf", contentType: "application/pdf" };
    await driver.send({ ...message, attachments: [attachment] });
    const body = received.at(-1)!.body as { attachments: { filename: string; content: string; content_type: string }[] };
    expect(body.attachments).toEqual([
      { filename: "CV anonymisé.pdf", content: Buffer.from(bytes).toString("base64"), content_type: "application/pdf" },
    ]);

    // A document deleted since the send was asked: nothing to attach, and retrying cannot help.
    await expect(driver.send({ ...message, attachments: [{ ...attachment, fileKey: "documents/gone" }] })).rejects.toBeInstanceOf(
      PermanentJobError,
    );
  });
});
