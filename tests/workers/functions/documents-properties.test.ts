import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TYPES } from "#domain/enums/worker";
import { HOSTILE, SAMPLES } from "#tests/fixtures/document-bytes";
import { storedKeys, uploaded, workerOfNewAgency } from "../document-factories";
import { api } from "../factories";
import { bodyOf, describeRequest, hostileBody, hostileId, hostileString, hostileValue, send, type HostileBody } from "../hostile-input";

// Property-based: whatever reaches the documents routes (hostile ids, PATCH bodies, upload fields and
// files), the answer is a success or a 4xx, never a 500, and a refusal changes no document, no log
// entry and no stored object.

const RUNS = { numRuns: 50 };

let token: string;
let spaceId: number;
let workerId: number;
let base: string;
let documentId: number;

beforeAll(async () => {
  const agency = await workerOfNewAgency();
  ({ token } = agency);
  spaceId = agency.space.id;
  workerId = agency.worker.id;
  base = agency.path;
  documentId = (await uploaded(base, token, SAMPLES.pdf("properties"), { type: "caces", valid_from: "2025-01-01" })).id;
});

async function picture() {
  const [documents, logs] = await env.DB.batch([
    env.DB.prepare("SELECT * FROM documents WHERE worker_id = ? ORDER BY id").bind(workerId),
    env.DB.prepare("SELECT count(*) AS n FROM activity_logs WHERE schema = 'workers' AND subject_id = ?").bind(String(workerId)),
  ]);
  return { documents: documents!.results, logs: logs!.results, keys: await storedKeys(spaceId, workerId) };
}

function withPlausible(...plausible: unknown[]) {
  return fc.oneof({ weight: 1, arbitrary: hostileValue }, { weight: 2, arbitrary: fc.constantFrom(...plausible) });
}

describe("hostile input at the documents routes", () => {
  it("any id in any route: 2xx or 4xx, nothing changed by a refusal", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "PATCH", "DELETE"),
        hostileId,
        hostileId,
        fc.boolean(),
        async (method, worker, document, file) => {
          const path = `/v1/workers/${worker}/documents/${document}${file ? "/file" : ""}`;
          const request = { method: file ? "GET" : method, path, json: { name: "x" } };
          const before = await picture();
          const response = await send(token, request);
          expect(response.status, describeRequest(request)).toBeLessThan(500);
          if (response.status >= 400) expect(await picture()).toEqual(before);
        },
      ),
      RUNS,
    );
  });

  it("PATCH bodies: 200, 412 or a 4xx; a refusal writes nothing", async () => {
    const fields = {
      type: withPlausible(...DOCUMENT_TYPES.slice(0, 5)),
      name: withPlausible("CACES R489", " ", "a".repeat(256)),
      valid_from: withPlausible("2025-01-01", "2031-01-01", null, "2025-02-30"),
      valid_until: withPlausible("2030-01-01", "2024-12-31", null, "20300101"),
      card_number: withPlausible("AB-123", null, ""),
      delivering_organization: withPlausible("AFPA", null),
      confidential: withPlausible(true, false, "true"),
    };
    const body = fc.oneof(
      { weight: 3, arbitrary: fc.record(fields, { requiredKeys: [] }).map((overrides) => ({ overrides }) as HostileBody) },
      { weight: 2, arbitrary: hostileBody(Object.keys(fields)) },
    );
    await fc.assert(
      fc.asyncProperty(body, async (chosen) => {
        const request = { method: "PATCH", path: `${base}/${documentId}`, ...bodyOf(chosen, () => ({})) };
        const before = await picture();
        const response = await send(token, request);
        expect(response.status, describeRequest(request)).toBeLessThan(500);
        if (response.status >= 400) expect(await picture()).toEqual(before);
      }),
      RUNS,
    );
  });

  it("upload fields and files: 201 or a 4xx; a refusal stores nothing", async () => {
    const files = fc.constantFrom<(() => Uint8Array)[]>(...Object.values(HOSTILE), SAMPLES.pdf, SAMPLES.png);
    const fieldValue = fc.oneof(hostileString, fc.constantFrom("cv", "2026-01-01", "true", "on", ""));
    const fieldNames = fc.constantFrom(
      "type",
      "name",
      "valid_from",
      "valid_until",
      "card_number",
      "delivering_organization",
      "confidential",
      "file",
      "__proto__",
      "unknown",
    );
    await fc.assert(
      fc.asyncProperty(
        files,
        fc.dictionary(fieldNames, fieldValue, { maxKeys: 4 }),
        fc.string({ maxLength: 30 }),
        async (make, fields, fileName) => {
          const form = new FormData();
          form.set("file", new File([make()], fileName.replace(/\\/g, "_") || "x"));
          form.set("type", "cv");
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          const before = await picture();
          const response = await api(base, { method: "POST", token, body: form });
          const label = `${make.name} ${JSON.stringify(fields).slice(0, 200)}`;
          expect(response.status, label).toBeLessThan(500);
          if (response.status >= 400) expect(await picture(), label).toEqual(before);
          else {
            // Accepted: remove it again so later runs of the same bytes are not duplicates.
            const { id } = (await response.json()) as { id: number };
            expect((await api(`${base}/${id}`, { method: "DELETE", token })).status).toBe(204);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
