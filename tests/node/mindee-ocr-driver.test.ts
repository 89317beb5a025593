import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PermanentJobError, RetryableJobError } from "#features/jobs/job-errors";
import { createMindeeOcrDriver } from "#features/ocr/mindee-ocr-driver";

// The Mindee OCR driver against a fake Mindee server on loopback.

interface Received {
  url: string | undefined;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let baseUrl: string;
const received: Received[] = [];
let next: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("latin1");
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      received.push({ url: request.url, headers: request.headers, body: raw });
      response.writeHead(next.status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const prediction = (fields: Record<string, unknown>) => ({ document: { inference: { prediction: fields } } });
const driver = () => createMindeeOcrDriver({ apiUrl: baseUrl, apiKey: "md_test" });
const file = { bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]), mimeType: "application/pdf", fileName: "cv.pdf" };

describe("Mindee OCR driver", () => {
  it("posts an identity card to the French ID product with the token, and keeps what the profile accepts", async () => {
    next = {
      status: 200,
      body: prediction({
        given_names: [{ value: "Hélène" }, { value: "Marie" }],
        surname: { value: "DUPRÉ" },
        birth_date: { value: "1990-03-14" },
        mrz1: { value: "IDFRA" },
      }),
    };
    const result = await driver().read({ ...file, kind: "identity" });
    const last = received.at(-1)!;
    expect(last.url).toBe("/v1/products/mindee/idcard_fr/v2/predict");
    expect(last.headers.authorization).toBe("Token md_test");
    expect(last.headers["content-type"]).toMatch(/^multipart\/form-data/);
    expect(last.body).toContain('name="document"');
    expect(result).toEqual({ fields: { first_name: "Hélène", last_name: "DUPRÉ", birth_date: "1990-03-14" }, noText: false });
  });

  it("reads a CV's names, e-mail and mobile through the résumé product; refuses nothing it cannot validate, it drops it", async () => {
    next = {
      status: 200,
      body: prediction({
        given_names: [{ value: "Karim" }],
        surnames: [{ value: "Benali" }],
        email_address: { value: "Karim.Benali@Example.test" },
        phone_number: { value: "not a phone" },
      }),
    };
    const result = await driver().read({ ...file, kind: "cv" });
    expect(received.at(-1)!.url).toBe("/v1/products/mindee/resume/v1/predict");
    expect(result.fields).toEqual({ first_name: "Karim", last_name: "Benali", email: "karim.benali@example.test" });
  });

  it("asks for a retry when Mindee is down or rate-limits, gives up when it refuses, and rejects an answer of another shape", async () => {
    next = { status: 503, body: {} };
    await expect(driver().read({ ...file, kind: "cv" })).rejects.toBeInstanceOf(RetryableJobError);
    next = { status: 429, body: {} };
    await expect(driver().read({ ...file, kind: "cv" })).rejects.toBeInstanceOf(RetryableJobError);
    next = { status: 401, body: { api_request: { error: { code: "Unauthorized" } } } };
    await expect(driver().read({ ...file, kind: "cv" })).rejects.toBeInstanceOf(PermanentJobError);
    next = { status: 200, body: { unexpected: true } };
    await expect(driver().read({ ...file, kind: "cv" })).rejects.toThrow();
  });
});
