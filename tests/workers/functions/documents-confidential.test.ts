import { describe, expect, it } from "vitest";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { apiTokenOf, listed, upload, uploaded, workerOfNewAgency } from "../document-factories";
import { api } from "../factories";
import { createWorker } from "../worker-factories";

// Confidential documents are hidden from mobile-app users (spec 000 §3, §6; 001 §6). A mobile-app
// caller is one whose API token was issued to the mobile app (api_tokens.mobile_app, decision 0022).

describe("documents: confidential", () => {
  it("never lists nor serves a confidential document to the mobile app; staff and other API users see it", async () => {
    const { space, token, path } = await workerOfNewAgency();
    const open = await uploaded(path, token, SAMPLES.pdf(`open ${crypto.randomUUID()}`), { type: "cv" });
    const secret = await uploaded(path, token, SAMPLES.pdf(`secret ${crypto.randomUUID()}`), { type: "payslip", confidential: "true" });
    expect(secret.confidential).toBe(true);
    const mobile = await apiTokenOf(space.id, true);
    const integration = await apiTokenOf(space.id, false);

    expect((await listed(path, token)).map((item) => item.id)).toEqual([open.id, secret.id].sort((a, b) => a - b));
    expect((await listed(path, integration)).map((item) => item.id).sort()).toEqual([open.id, secret.id].sort());
    expect((await listed(path, mobile)).map((item) => item.id)).toEqual([open.id]);

    const hidden = `${path}/${secret.id}`;
    expect((await api(hidden, { token: mobile })).status).toBe(404);
    expect((await api(`${hidden}/file`, { token: mobile })).status).toBe(404);
    expect((await api(hidden, { method: "PATCH", token: mobile, json: { name: "peek" } })).status).toBe(404);
    expect((await api(hidden, { method: "DELETE", token: mobile })).status).toBe(404);
    expect((await api(`${hidden}/file`, { token: integration })).status).toBe(200);
    expect((await api(`${path}/${open.id}/file`, { token: mobile })).status).toBe(200);
  });

  it("does not let the mobile app make a document confidential, nor upload one", async () => {
    const { space, token, path } = await workerOfNewAgency();
    const mobile = await apiTokenOf(space.id, true);
    const open = await uploaded(path, token, SAMPLES.pdf(`mine ${crypto.randomUUID()}`));
    expect((await api(`${path}/${open.id}`, { method: "PATCH", token: mobile, json: { confidential: true } })).status).toBe(403);
    expect((await upload(path, mobile, SAMPLES.pdf(`up ${crypto.randomUUID()}`), { confidential: "true" })).status).toBe(403);
    expect((await upload(path, mobile, SAMPLES.pdf(`up ${crypto.randomUUID()}`))).status).toBe(201);
  });

  it("does not reveal through the duplicate flag that a confidential copy exists on another worker", async () => {
    const { space, token, path } = await workerOfNewAgency();
    const mobile = await apiTokenOf(space.id, true);
    const other = await documentsPathOfNewWorker(token, space.id);
    const bytes = SAMPLES.pdf(`twin ${crypto.randomUUID()}`);
    await uploaded(other, token, bytes, { confidential: "true" });
    const mine = await uploaded(path, mobile, bytes);
    expect(mine.possible_duplicate_worker_ids).toEqual([]);
    expect((await listed(path, token))[0]!.possible_duplicate_worker_ids).toHaveLength(1);
  });
});

async function documentsPathOfNewWorker(token: string, spaceId: number) {
  const worker = await createWorker(token, spaceId);
  return `/v1/workers/${worker.id}/documents`;
}
