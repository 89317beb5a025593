import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES } from "#domain/documents/document-schemas";
import { bytesOf, HOSTILE, SAMPLES } from "#tests/fixtures/document-bytes";
import { documentRows, listed, storedKeys, upload, uploaded, workerOfNewAgency } from "../document-factories";
import { api } from "../factories";
import type { ErrorAnswer } from "../worker-factories";

// Uploading and reading a worker's documents (spec 000 §3 Worker documents, §5 Uploads, §8 415),
// with hostile files and bodies.

/** A PDF of exactly `size` bytes. */
function pdfOfSize(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(SAMPLES.pdf());
  return bytes;
}

describe("documents: upload and keep (spec 000 §3, §5)", () => {
  it("stores a PDF under a random key and gives back the same bytes, its type and an RFC 6266 download name", async () => {
    const { space, worker, token, path } = await workerOfNewAgency();
    const bytes = SAMPLES.pdf("Curriculum");
    const created = await upload(
      path,
      token,
      bytes,
      { type: "cv", name: "CV Hélène Dupré", valid_until: "2030-01-31", card_number: "AB123" },
      "anything.bin",
    );
    expect(created.status).toBe(201);
    const document = (await created.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      worker_id: worker.id,
      type: "cv",
      name: "CV Hélène Dupré",
      mime_type: "application/pdf",
      size_bytes: bytes.byteLength,
      valid_from: null,
      valid_until: "2030-01-31",
      card_number: "AB123",
      confidential: false,
      expiry: null,
      possible_duplicate_worker_ids: [],
    });
    expect(document).not.toHaveProperty("r2_key");
    expect(document.content_sha256).toMatch(/^[0-9a-f]{64}$/);

    const [key] = await storedKeys(space.id, worker.id);
    expect(key).toMatch(new RegExp(`^documents/${space.id}/${worker.id}/[0-9a-f-]{36}$`));

    const file = await api(`${path}/${String(document.id)}/file`, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe(
      `attachment; filename="CV Helene Dupre.pdf"; filename*=UTF-8''CV%20H%C3%A9l%C3%A8ne%20Dupr%C3%A9.pdf`,
    );
    expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    expect((await listed(path, token)).map((item) => item.id)).toEqual([document.id]);
    const log = await env.DB.prepare("SELECT type FROM activity_logs WHERE title = 'Document added' AND subject_id = ?")
      .bind(String(worker.id))
      .first();
    expect(log).toEqual({ type: "create" });
  });

  it("recognises every accepted format by its bytes, whatever the file is called", async () => {
    const { token, path } = await workerOfNewAgency();
    const expected = {
      jpeg: "image/jpeg",
      png: "image/png",
      pdf: "application/pdf",
      doc: "application/msword",
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      odt: "application/vnd.oasis.opendocument.text",
      rtf: "application/rtf",
    } as const;
    for (const [format, mimeType] of Object.entries(expected)) {
      const document = await uploaded(path, token, SAMPLES[format as keyof typeof SAMPLES](), { type: "other" }, "scan.txt");
      expect(document.mime_type, format).toBe(mimeType);
    }
  });

  it("refuses a renamed executable, other ZIPs, markup and truncated files with 415 and the spec's message, storing nothing", async () => {
    const { space, worker, token, path } = await workerOfNewAgency();
    for (const [name, make] of Object.entries(HOSTILE)) {
      if (name === "empty") continue;
      const response = await upload(path, token, make(), { type: "cv" }, "cv.pdf");
      expect(response.status, name).toBe(415);
      const body = (await response.json()) as ErrorAnswer;
      expect(body.error.message).toBe("Unsupported file format");
      expect(body.error.fields).toEqual([{ field: "file", reason: "unsupported_format", message: "Unsupported file format" }]);
    }
    expect(await storedKeys(space.id, worker.id)).toEqual([]);
    expect(await documentRows(worker.id)).toEqual([]);
  });

  it("refuses an empty file, a missing file, an unknown type and a validity ending before it starts with 422", async () => {
    const { space, worker, token, path } = await workerOfNewAgency();
    const empty = await upload(path, token, HOSTILE.empty());
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as ErrorAnswer).error.fields?.[0]).toMatchObject({ field: "file", reason: "empty" });

    const noFile = new FormData();
    noFile.set("type", "cv");
    expect((await api(path, { method: "POST", token, body: noFile })).status).toBe(422);

    const badType = await upload(path, token, SAMPLES.pdf(), { type: "selfie" });
    expect(badType.status).toBe(422);
    expect(((await badType.json()) as ErrorAnswer).error.fields?.map((field) => field.field)).toEqual(["type"]);

    const backwards = await upload(path, token, SAMPLES.pdf(), { valid_from: "2026-05-01", valid_until: "2026-04-30" });
    expect(backwards.status).toBe(422);
    expect(((await backwards.json()) as ErrorAnswer).error.fields?.map((field) => field.field)).toEqual(["valid_until"]);

    const notMultipart = await api(path, { method: "POST", token, json: { type: "cv" } });
    expect(notMultipart.status).toBe(415);
    expect(await storedKeys(space.id, worker.id)).toEqual([]);
  });

  it("accepts exactly 8 MiB and refuses a byte more with 413 (MB read as 2^20 bytes)", async () => {
    const { space, worker, token, path } = await workerOfNewAgency();
    expect((await upload(path, token, pdfOfSize(DOCUMENT_MAX_BYTES))).status).toBe(201);
    const over = await upload(path, token, pdfOfSize(DOCUMENT_MAX_BYTES + 1).fill(7, 100));
    expect(over.status).toBe(413);
    expect(await storedKeys(space.id, worker.id)).toHaveLength(1);
  });

  it("refuses a 9 MB chunked body (no Content-Length) with 413, reading no further than the limit", async () => {
    const { space, worker, token, path } = await workerOfNewAgency();
    const boundary = "----interim-test";
    const head = bytesOf(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncv\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= 9_000_000) {
          controller.enqueue(bytesOf(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
    const response = await api(path, {
      method: "POST",
      token,
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(9_000_000);
    expect(await storedKeys(space.id, worker.id)).toEqual([]);
  });

  it("answers 404 for another space's worker or document, and stores nothing there", async () => {
    const lyon = await workerOfNewAgency();
    const lille = await workerOfNewAgency();
    const document = await uploaded(lyon.path, lyon.token, SAMPLES.pdf("Lyon"));
    const foreign = `${lyon.path}/${document.id}`;
    expect((await upload(lyon.path, lille.token, SAMPLES.pdf("intrusion"))).status).toBe(404);
    expect((await api(lyon.path, { token: lille.token })).status).toBe(404);
    expect((await api(foreign, { token: lille.token })).status).toBe(404);
    expect((await api(`${foreign}/file`, { token: lille.token })).status).toBe(404);
    expect((await api(foreign, { method: "PATCH", token: lille.token, json: { name: "x" } })).status).toBe(404);
    expect((await api(foreign, { method: "DELETE", token: lille.token })).status).toBe(404);
    // Lille's own worker with Lyon's document id: not theirs either.
    expect((await api(`${lille.path}/${document.id}/file`, { token: lille.token })).status).toBe(404);
    expect((await api(`${lille.path}/${document.id}`, { method: "DELETE", token: lille.token })).status).toBe(404);
    expect(await storedKeys(lyon.space.id, lyon.worker.id)).toHaveLength(1);
    expect(await listed(lyon.path, lyon.token)).toHaveLength(1);
  });
});

describe("documents: OpenAPI", () => {
  it("describes every documents route", async () => {
    const document = (await (await api("/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths["/v1/workers/{id}/documents"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/v1/workers/{id}/documents/{document_id}"] ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    expect(Object.keys(document.paths["/v1/workers/{id}/documents/{document_id}/file"] ?? {})).toEqual(["get"]);
    expect(document.paths["/v1/workers/{id}/documents"]!.post).toMatchObject({ requestBody: { content: { "multipart/form-data": {} } } });
  });
});
