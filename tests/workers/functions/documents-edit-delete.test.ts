import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createD1Database } from "#db/client";
import { addDays, parisToday } from "#domain/dates/paris-day";
import { AppError } from "#domain/errors/app-error";
import { deleteDocument } from "#features/documents/delete-document";
import type { DocumentsContext } from "#features/documents/documents-context";
import { createOperationContext } from "#features/operation-context";
import { readAppConfig } from "#features/platform/app-config";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { documentRows, listed, storedKeys, uploaded, workerOfNewAgency } from "../document-factories";
import { api } from "../factories";
import { createWorker, type WorkerAnswer } from "../worker-factories";

// Editing (with decision 0013's If-Match), deleting (both or neither: spec 001 §4, §8 "Delete process
// fail") and expiry.

describe("documents: edit", () => {
  it("edits the fields, and refuses a stale If-Match with 412 leaving the row as it was", async () => {
    const { token, path } = await workerOfNewAgency();
    const document = await uploaded(path, token, SAMPLES.pdf(`edit ${crypto.randomUUID()}`), { type: "caces" });
    const read = await api(`${path}/${document.id}`, { token });
    const etag = read.headers.get("ETag")!;
    expect(etag).toMatch(/^"\d+"$/);

    const edited = await api(`${path}/${document.id}`, {
      method: "PATCH",
      token,
      headers: { "If-Match": etag },
      json: {
        name: "CACES R489 cat. 3",
        valid_from: "2025-01-01",
        valid_until: "2030-01-01",
        delivering_organization: "AFPA",
        confidential: true,
      },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      name: "CACES R489 cat. 3",
      delivering_organization: "AFPA",
      confidential: true,
      valid_until: "2030-01-01",
    });
    expect(edited.headers.get("ETag")).not.toBe(etag);

    const stale = await api(`${path}/${document.id}`, {
      method: "PATCH",
      token,
      headers: { "If-Match": etag },
      json: { name: "Overwritten" },
    });
    expect(stale.status).toBe(412);
    expect((await listed(path, token))[0]!.name).toBe("CACES R489 cat. 3");

    // One end moved alone before the stored start: refused.
    const backwards = await api(`${path}/${document.id}`, { method: "PATCH", token, json: { valid_until: "2024-12-31" } });
    expect(backwards.status).toBe(422);
    const unknown = await api(`${path}/${document.id}`, { method: "PATCH", token, json: { r2_key: "documents/1/1/x" } });
    expect(unknown.status).toBe(422);
  });
});

describe("documents: delete", () => {
  it("removes the row and the object, with a log entry", async () => {
    const { space, worker, token, path } = await workerOfNewAgency();
    const document = await uploaded(path, token, SAMPLES.pdf(`delete ${crypto.randomUUID()}`));
    expect((await api(`${path}/${document.id}`, { method: "DELETE", token })).status).toBe(204);
    expect(await documentRows(worker.id)).toEqual([]);
    expect(await storedKeys(space.id, worker.id)).toEqual([]);
    expect((await api(`${path}/${document.id}`, { method: "DELETE", token })).status).toBe(404);
    const log = await env.DB.prepare("SELECT type FROM activity_logs WHERE title = 'Document removed' AND subject_id = ?")
      .bind(String(worker.id))
      .first();
    expect(log).toEqual({ type: "delete" });
  });

  it("leaves both the row and the object when the file store fails, with the spec's delete error", async () => {
    const { space, worker, token, path, agent } = await workerOfNewAgency();
    const document = await uploaded(path, token, SAMPLES.pdf(`fault ${crypto.randomUUID()}`));
    const failingFiles = new Proxy(env.FILES, {
      get(target, property) {
        if (property === "delete") return () => Promise.reject(new Error("R2 unavailable"));
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const context: DocumentsContext = {
      ...createOperationContext({
        db: createD1Database(env.DB),
        caller: { id: agent.id, permissions: [], spaceIds: [space.id] },
        config: readAppConfig(env),
        bindings: { ...env, FILES: failingFiles },
        origin: { method: "DELETE", path: `${path}/${document.id}`, routePath: null },
      }),
      caller: { id: agent.id, permissions: [], spaceIds: [space.id], mobileApp: false },
    };
    const failure = await deleteDocument(context, { workerId: worker.id, spaceId: space.id, documentId: document.id }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: "internal", message: "Delete process fail" });

    expect(await documentRows(worker.id)).toEqual([expect.objectContaining({ id: document.id, deleted_at: null })]);
    expect(await storedKeys(space.id, worker.id)).toHaveLength(1);
    const file = await api(`${path}/${document.id}/file`, { token });
    expect(file.status).toBe(200);
    expect((await listed(path, token)).map((item) => item.id)).toEqual([document.id]);
  });
});

describe("documents: expiry (validity ending within 30 Paris days)", () => {
  it("flags the document, the worker file, and filters the worker list", async () => {
    const { space, token, path, worker } = await workerOfNewAgency();
    const calm = await createWorker(token, space.id);
    const today = parisToday(new Date());
    const soon = await uploaded(path, token, SAMPLES.pdf(`soon ${crypto.randomUUID()}`), {
      type: "medical_examination",
      valid_until: addDays(today, 30),
    });
    const later = await uploaded(path, token, SAMPLES.pdf(`later ${crypto.randomUUID()}`), {
      type: "caces",
      valid_until: addDays(today, 31),
    });
    await uploaded(`/v1/workers/${calm.id}/documents`, token, SAMPLES.pdf(`calm ${crypto.randomUUID()}`), {
      valid_until: addDays(today, 31),
    });
    expect(soon.expiry).toBe("expires_soon");
    expect(later.expiry).toBeNull();

    const file = (await (await api(`/v1/workers/${worker.id}`, { token })).json()) as WorkerAnswer & { documents_expiring: boolean };
    expect(file.documents_expiring).toBe(true);
    const calmFile = (await (await api(`/v1/workers/${calm.id}`, { token })).json()) as { documents_expiring: boolean };
    expect(calmFile.documents_expiring).toBe(false);

    const list = await api(`/v1/workers?space_id=${space.id}&documents_expiring=true`, { token });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { id: number }[]).map((row) => row.id)).toEqual([worker.id]);
    expect(list.headers.get("X-Total-Count")).toBe("1");
    const all = await api(`/v1/workers?space_id=${space.id}`, { token });
    expect(((await all.json()) as unknown[]).length).toBe(2);
  });
});
